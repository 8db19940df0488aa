#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test. Ends with
# "N passed, N failed" (and ", N skipped" when any, each with its reason).
#
# Two builds: build/ with every back end, and build-portable/ with libnvme
# and liburing disabled and JSON through json-c (the json-glib stand-in the
# Windows build uses), so a port to another platform starts from green.
set -uo pipefail
cd "$(dirname "$0")"
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES $DS_TEST_PACKAGES || exit 1

status=0
ds_build build --werror || exit 1
meson test -C build --print-errorlogs --no-rebuild "$@" || status=1

ds_build build-portable -Dlibnvme=disabled -Dliburing=disabled -Djson=json-c -Dvm_tests=disabled --werror || exit 1
meson test -C build-portable --print-errorlogs --no-rebuild --no-suite gui --no-suite slow "$@" || status=1

python3 build-aux/test-summary.py build/meson-logs/testlog.json build-portable/meson-logs/testlog.json || status=1
exit $status
