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
exec build/src/gui/drivescope "$@"
