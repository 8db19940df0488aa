#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test. Ends with
# "N passed, N failed" (and ", N skipped" when any, each with its reason).
#
# Three builds (four with the Windows sysroot): build/ with every back end;
# build-portable/ with libnvme and liburing disabled and JSON through json-c
# (the json-glib stand-in the Windows build uses), so a port to another
# platform starts from green; build-sanitize/ with AddressSanitizer (leaks
# included) and UndefinedBehaviorSanitizer, running the core, CLI, store and
# report suites, where any report aborts the test that caused it.
set -uo pipefail
cd "$(dirname "$0")"
# ./test.sh --coverage: line and branch coverage instead (build-aux/coverage.sh)
if [ "${1:-}" = "--coverage" ]; then
  shift
  exec build-aux/coverage.sh "$@"
fi
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES $DS_TEST_PACKAGES || exit 1

status=0
# The time of each step, printed before the summary line: where CI's
# minutes go.
phases=""
phase_start=$SECONDS
phase() {
  phases="$phases${phases:+, }$1 $((SECONDS - phase_start)) s"
  phase_start=$SECONDS
}
ds_build build --werror || exit 1
phase "build"

# The Windows build, when its sysroot exists (build-aux/windows/build-sysroot.sh
# builds that once; this script never does): cross-built here, its unit
# tests run under Wine below, and build/'s windows-cli and windows-gui tests
# drive its CLI, window and installer.
# Without a sysroot windows-cli skips, saying so and how to build one.
windows_logs=""
. build-aux/windows/sysroot-env.sh
if [ -f "$SYSROOT/.stamps/pango1.0" ] && command -v wine >/dev/null 2>&1; then
  # With GTK in the sysroot, also drivescope.exe and its NSIS installer,
  # which build/'s windows-gui test installs and starts under Wine and Xvfb.
  windows_args=""
  if [ -f "$SYSROOT/.stamps/libadwaita-1" ] && command -v makensis >/dev/null 2>&1; then
    windows_args=--installer
  fi
  build-aux/windows/build.sh $windows_args > build-windows.log 2>&1 ||
    { tail -n 40 build-windows.log; echo "drivescope: the Windows build failed (whole log: build-windows.log)" >&2; exit 1; }
  windows_logs=build-windows/meson-logs/testlog.json
  phase "Windows build"
fi

meson test -C build --print-errorlogs --no-rebuild "$@" || status=1
phase "build tests"

# The portable build runs the suites whose code has a back end to choose
# (JSON, NVMe, io_uring); the window, the guide, the man pages and the data
# files are the same in both builds (the Windows build compiles the window
# against json-c).
ds_build build-portable -Dlibnvme=disabled -Dliburing=disabled -Djson=json-c -Dvm_tests=disabled \
  -Dgui=disabled -Dhelp=disabled -Dman=disabled -Dfuzz=disabled --werror || exit 1
phase "portable build"
meson test -C build-portable --print-errorlogs --no-rebuild --no-suite slow --no-suite source \
  --suite core --suite cli --suite store --suite report --suite health --suite bench \
  --suite suite --suite thermal --suite verify --suite fleet "$@" || status=1
phase "portable tests"

ds_build build-sanitize -Db_sanitize=address,undefined -Db_lundef=false -Dgui=disabled \
  -Dvm_tests=disabled -Dfuzz=disabled -Dhelp=disabled -Dman=disabled || exit 1
phase "sanitize build"
# transfer-stream's memory checks skip under the sanitizer: its round trip
# of 1 000 runs instead of 5 000 finds the same faults. The slow suite
# (history-crash's kill -9 trials, the fuzzers, which bring their own
# AddressSanitizer) runs in build/ only.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1 \
LSAN_OPTIONS=suppressions=$PWD/tests/data/lsan.supp:print_suppressions=0 \
DS_TRANSFER_RUNS=1000 \
  meson test -C build-sanitize --print-errorlogs --no-rebuild --timeout-multiplier 3 \
    --suite core --suite cli --suite store --suite report --no-suite source --no-suite layers --no-suite slow "$@" || status=1
phase "sanitize tests"

if [ -n "$windows_logs" ]; then
  # One persistent wineserver, its services started with their output to
  # /dev/null: otherwise each test's services hold meson's pipes open until
  # the server lingers out (2.5 s a test).
  export WINEPREFIX WINEDEBUG=-all
  wineserver -p && wine wineboot </dev/null >/dev/null 2>&1
  meson test -C build-windows --print-errorlogs --no-rebuild || status=1
  wineserver -k; wineserver -w
  phase "Windows tests"
fi

DS_TEST_PHASES="$phases" python3 build-aux/test-summary.py build/meson-logs/testlog.json build-portable/meson-logs/testlog.json \
  build-sanitize/meson-logs/testlog.json $windows_logs || status=1
exit $status
