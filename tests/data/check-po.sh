#!/usr/bin/env bash
# Every translation is complete against the strings in the sources today:
# extract a fresh template from po/POTFILES.in, merge each .po into it, and
# require no fuzzy and no untranslated messages. Also every source file with
# translatable strings must be listed in po/POTFILES.in.
set -euo pipefail
podir=$1
top=$(cd "$podir/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

cd "$top"
while IFS= read -r f; do
  grep -qxF "$f" po/POTFILES.in || { echo "not ok: $f uses _() but is missing from po/POTFILES.in"; status=1; }
done < <(grep -rlE '\b(N_|_|C_|NC_)\(' src --include='*.c' | sort)
while IFS= read -r f; do
  grep -qxF "$f" po/POTFILES.in || { echo "not ok: $f has translatable strings but is missing from po/POTFILES.in"; status=1; }
done < <(grep -rlE 'translatable="yes"' src --include='*.ui' | sort)

grep -v '^#' po/POTFILES.in | sed '/^$/d' > "$tmp/files"
xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ \
  --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 \
  --keyword=ngettext:1,2 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_string_append_printf:2:c-format --flag=g_error_new:3:c-format \
  --flag=g_set_error:4:c-format --flag=g_markup_printf_escaped:1:c-format \
  --files-from="$tmp/files" -o "$tmp/drivescope.pot"

for po in po/*.po; do
  lang=$(basename "$po" .po)
  msgmerge --quiet --no-fuzzy-matching "$po" "$tmp/drivescope.pot" -o "$tmp/$lang.po"
  # Messages only in the .po (obsolete) are fine; everything in the template must be translated.
  if ! out=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1); then
    echo "not ok: $lang: msgfmt --check failed: $out"; status=1; continue
  fi
  case "$out" in
    *fuzzy*|*untranslated*)
      echo "not ok: $lang: $out"
      { msgattrib --untranslated --no-obsolete "$tmp/$lang.po"; msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po"; } | grep "^msgid" | head -20 || true
      status=1 ;;
    *) echo "ok: $lang: $out" ;;
  esac
done
exit $status
