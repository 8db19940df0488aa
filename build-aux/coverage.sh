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
# test programs are left out. Unreachable branches (after g_assert_not_reached
# and the like) are not counted.
gcovr --root . --object-directory "$dir" --filter 'src/' --exclude '.*/meson-generated_.*' \
  --exclude-unreachable-branches --gcov-ignore-parse-errors \
  --json "$out/coverage.json" --html-details "$out/index.html" --print-summary || exit 1
python3 build-aux/coverage-table.py "$out/coverage.json" | tee "$out/table.md"
echo "drivescope: the report is $out/index.html"
exit $status
