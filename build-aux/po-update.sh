#!/usr/bin/env bash
# Regenerates po/drivescope.pot from po/POTFILES.in and merges it into every
# translation (new messages appear untranslated; tests/data/check-po.sh fails
# until they are translated).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -v '^#' po/POTFILES.in | sed '/^$/d' > po/.files
xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ \
  --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 \
  --keyword=ngettext:1,2 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_string_append_printf:2:c-format --flag=g_error_new:3:c-format \
  --flag=g_set_error:4:c-format --flag=g_markup_printf_escaped:1:c-format \
  --package-name=drivescope --msgid-bugs-address=https://github.com/drivescope/drivescope/issues \
  --files-from=po/.files -o po/drivescope.pot
rm -f po/.files
for po in po/*.po; do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "$po" po/drivescope.pot
done
for po in po/*.po; do
  printf '%s: ' "$po"; LC_ALL=C msgfmt --statistics -o /dev/null "$po"
done
