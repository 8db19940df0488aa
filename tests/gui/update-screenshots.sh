#!/usr/bin/env bash
# Copies the screenshots the GUI tests saved (build/screenshots) into
# data/screenshots, the files the AppStream metainfo lists. Run after
# `meson test -C build --suite gui` when the pages change.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
declare -A map=(
  [overview.png]=health-card-nvme.png
  [overview-dark.png]=drive-page-dark.png
  [benchmark.png]=bench-page.png
  [thermal.png]=thermal-page.png
  [suites.png]=suite-finished.png
  [compare.png]=history-compare.png
)
for dest in "${!map[@]}"; do
  cp -v "$build/screenshots/${map[$dest]}" "$top/data/screenshots/$dest"
done
