#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test. Ends with
# "N passed, N failed" (and ", N skipped" when any, each with its reason).
#
# Three builds: build/ with every back end; build-portable/ with libnvme
# and liburing disabled, so a port to another platform starts from green;
# build-sanitize/ with AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer, running the core, CLI, store and report suites,
# where any report aborts the test that caused it.
set -uo pipefail
cd "$(dirname "$0")"
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES $DS_TEST_PACKAGES || exit 1

status=0
ds_build build --werror || exit 1
meson test -C build --print-errorlogs --no-rebuild "$@" || status=1

ds_build build-portable -Dlibnvme=disabled -Dliburing=disabled -Dvm_tests=disabled --werror || exit 1
meson test -C build-portable --print-errorlogs --no-rebuild --no-suite gui --no-suite slow "$@" || status=1

ds_build build-sanitize -Db_sanitize=address,undefined -Db_lundef=false -Dgui=disabled \
  -Dvm_tests=disabled -Dfuzz=disabled || exit 1
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1 \
LSAN_OPTIONS=suppressions=$PWD/tests/data/lsan.supp:print_suppressions=0 \
  meson test -C build-sanitize --print-errorlogs --no-rebuild --timeout-multiplier 3 \
    --suite core --suite cli --suite store --suite report "$@" || status=1

python3 build-aux/test-summary.py build/meson-logs/testlog.json build-portable/meson-logs/testlog.json \
  build-sanitize/meson-logs/testlog.json || status=1
exit $status
