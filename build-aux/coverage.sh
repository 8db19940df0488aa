#!/usr/bin/env bash
# Line and branch coverage of the tests that run here without a window or a
# VM: builds build-coverage/ with gcov (-Db_coverage=true, no GUI, no VM, no
# fuzzers), runs every suite but gui, vm, windows and slow, and writes
#   build-coverage/coverage/index.html   the annotated sources (gcovr)
#   build-coverage/coverage/table.md     lines and branches per capability
#                                        folder of src/core, src/cli, src/helper
# The table is printed too; docs/testing.md records the last one.
# Also run as ./test.sh --coverage. Extra arguments go to meson test.
set -uo pipefail
cd "$(dirname "$0")/.."
. build-aux/deps.sh

ds_install_missing $DS_BUILD_PACKAGES $DS_TEST_PACKAGES $DS_COVERAGE_PACKAGES || exit 1

dir=build-coverage
ds_build "$dir" -Db_coverage=true -Dgui=disabled -Dvm_tests=disabled -Dfuzz=disabled || exit 1
# counts from an earlier run would add up
find "$dir" -name '*.gcda' -delete
status=0
meson test -C "$dir" --print-errorlogs --no-rebuild --timeout-multiplier 3 \
  --no-suite gui --no-suite vm --no-suite windows --no-suite slow "$@" || status=1

out=$dir/coverage
rm -rf "$out"
mkdir -p "$out"
# Only the project's sources; generated files (resources, enum types) and the
# test programs are left out. Not counted as branches: those on lines
# without code (compiler-made), and those of GLib's precondition checks
# (g_return_*_if_fail: a programming error, fatal under the tests) and
# automatic cleanup (g_auto*, g_clear_*: the compiler's NULL checks when a
# variable goes out of scope). Their lines still count.
gcovr --root . --object-directory "$dir" --filter 'src/' --exclude '.*/meson-generated_.*' \
  --exclude-unreachable-branches --gcov-ignore-parse-errors \
  --exclude-branches-by-pattern '.*\b(g_return_val_if_fail|g_return_if_fail|g_autoptr|g_autofree|g_auto|g_clear_pointer|g_clear_object|g_clear_error|g_assert|g_warn_if_fail)\b.*' \
  --json "$out/coverage.json" --html-details "$out/index.html" --print-summary || exit 1
python3 build-aux/coverage-table.py "$out/coverage.json" | tee "$out/table.md"
echo "drivescope: the report is $out/index.html"
exit $status
