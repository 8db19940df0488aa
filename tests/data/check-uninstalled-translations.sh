#!/usr/bin/env bash
# Run from the build directory (./run.sh), the programs speak the user's
# language: they find the build's catalogues, not only the installed ones.
# Usage: check-uninstalled-translations.sh CLI
set -uo pipefail
cli=$1
echo "1..2"
n=0
for lang in ru uk; do
  n=$((n + 1))
  out=$(cd / && LC_ALL=C.UTF-8 LANGUAGE=$lang "$cli" --help 2>&1)
  # A Cyrillic letter in the usage line: the catalogue was found.
  if printf '%s\n' "$out" | head -n 1 | LC_ALL=C.UTF-8 grep -qP '\p{Cyrillic}'; then
    echo "ok $n - $lang: drivescope-cli --help is translated when run uninstalled"
  else
    echo "not ok $n - $lang: drivescope-cli --help is not translated: $(printf '%s' "$out" | head -n 1)"
  fi
done
