#!/usr/bin/env bash
# Installs what is missing, builds into build/, and starts Drivescope.
#   ./run.sh               the desktop application
#   ./run.sh --cli ARGS…   the command-line tool (works on a headless machine)
set -euo pipefail
cd "$(dirname "$0")"
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES
ds_build build >&2

export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
if [ "${1:-}" = "--cli" ]; then
  shift
  exec build/src/cli/drivescope-cli "$@"
fi
# F1 opens the user guide in Yelp, which finds help:drivescope in the build
# tree's help/share (help/meson.build) before any installed copy.
ds_install_missing $DS_RUN_PACKAGES || true
export XDG_DATA_DIRS="$PWD/build/help/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
exec build/src/gui/drivescope "$@"
