#!/usr/bin/env bash
# Installs what is missing, builds into build/, and starts Drivescope.
#   ./run.sh               the desktop application
#   ./run.sh --cli ARGS…   the command-line tool (works on a headless machine)
set -euo pipefail
cd "$(dirname "$0")"
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES
ds_build build >&2

# Uninstalled: the settings schema and translations from the build tree,
# the icons from data/ (its icons/hicolor is laid out as an icon theme), the
# helper beside the binaries (build/src/helper, found by Drivescope itself).
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
export DRIVESCOPE_LOCALEDIR="$PWD/build/po"
export XDG_DATA_DIRS="$PWD/data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
if [ "${1:-}" = "--cli" ]; then
  shift
  exec build/src/cli/drivescope-cli "$@"
fi
exec build/src/gui/drivescope "$@"
