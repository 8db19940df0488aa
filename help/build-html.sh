#!/bin/bash
# The user guide as HTML, for systems without Yelp (Windows): one folder per
# language under OUT (C/, ru/, uk/), each with its pages, figures, style and
# scripts, made by yelp-build from the Mallard pages; ru and uk from the pages
# translated by itstool with help/LANG/LANG.po, as gnome.yelp() translates them.
#
#   build-html.sh HELP_SOURCE_DIR OUT ITSTOOL MSGFMT YELP_BUILD LANG...
set -euo pipefail
src=$1 out=$2 itstool=$3 msgfmt=$4 yelp_build=$5
shift 5

rm -rf "$out" "$out.tmp"
mkdir -p "$out/C" "$out.tmp"
"$yelp_build" html -o "$out/C/" "$src"/C/*.page
for lang in "$@"; do
  work=$out.tmp/$lang
  mkdir -p "$work" "$out/$lang"
  "$msgfmt" "$src/$lang/$lang.po" -o "$work/$lang.mo"
  "$itstool" -m "$work/$lang.mo" --lang "$lang" -o "$work/" "$src"/C/*.page "$src/C/legal.xml"
  cp -r "$src/C/figures" "$work/"
  "$yelp_build" html -o "$out/$lang/" "$work"/*.page
done
rm -rf "$out.tmp"
