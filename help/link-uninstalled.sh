#!/bin/bash
# The guide where Yelp looks for help:drivescope when Drivescope runs from
# the build tree (./run.sh puts OUT's parent first in XDG_DATA_DIRS):
# OUT/C/drivescope is help/C; OUT/LANG/drivescope the pages gnome.yelp()
# translated into the build tree, with the figures of help/C beside them.
#
#   link-uninstalled.sh HELP_SOURCE_DIR HELP_BUILD_DIR OUT LANG...
set -euo pipefail
src=$1 build=$2 out=$3
shift 3
rm -rf "$out"
mkdir -p "$out/C"
ln -s "$src/C" "$out/C/drivescope"
for lang in "$@"; do
  mkdir -p "$out/$lang"
  ln -sfn "$src/C/figures" "$build/$lang/figures"
  ln -s "$build/$lang" "$out/$lang/drivescope"
done
