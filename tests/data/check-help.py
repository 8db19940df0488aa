#!/usr/bin/env python3
"""The user guide (help/): its pages and their translations.

    check-help.py pages SOURCE_DIR          every page of help/C validates
    check-help.py translations SOURCE_DIR   ru and uk are complete and valid

pages: `yelp-check validate` passes on every page, `yelp-check links` finds
every link target, `yelp-check media` every figure, `yelp-check orphans` no
page that nothing links to; every figure in help/C/figures is used, the lists
in help/meson.build name every page and figure there are, and each topic the
window opens (src/gui/ds-window.c, help_topic) is a page.

translations: for each language of help/LINGUAS, every message itstool takes
from the pages now is translated in help/LANG/LANG.po (none missing, empty or
fuzzy), and the pages itstool makes with it validate, with their links and
figures. Skips, saying why, without yelp-check, itstool or msgfmt."""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

mode, top = sys.argv[1], sys.argv[2]
helpdir = os.path.join(top, "help")
cdir = os.path.join(helpdir, "C")
pages = sorted(glob.glob(os.path.join(cdir, "*.page")))
results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))


def run(args, cwd=None):
    p = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=120)
    return p.returncode, (p.stdout + p.stderr).strip()


def yelp_checks(where, label):
    """yelp-check validate, links and media on the pages in @where."""
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(where, "*.page")))
    rc, out = run(["yelp-check", "validate"] + names, cwd=where)
    check(f"{label}: yelp-check validate passes on all {len(names)} pages", names and rc == 0 and not out, out)
    for what in ("links", "media"):
        rc, out = run(["yelp-check", what] + names, cwd=where)
        check(f"{label}: yelp-check {what} finds every target", rc == 0 and not out, out)


def skip_without(*tools):
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        package = {"yelp-check": "yelp-tools", "itstool": "itstool", "msgfmt": "gettext"}
        print(f"1..0 # SKIP no {', '.join(missing)} (apt-get install "
              f"{' '.join(sorted(set(package[t] for t in missing)))})")
        sys.exit(0)


if mode == "pages":
    skip_without("yelp-check")
    yelp_checks(cdir, "C")
    rc, out = run(["yelp-check", "orphans"] + [os.path.basename(p) for p in pages], cwd=cdir)
    check("C: no page is an orphan (every page is linked from the guide)", rc == 0 and not out, out)

    used = set()
    for p in pages:
        used |= set(re.findall(r'<media[^>]*\ssrc="([^"]+)"', open(p, encoding="utf-8").read()))
    figures = {os.path.relpath(f, cdir) for f in glob.glob(os.path.join(cdir, "figures", "*"))}
    check("every figure a page shows exists in help/C/figures", used and used <= figures,
          f"missing: {sorted(used - figures)}")
    check("every file in help/C/figures is shown by a page", figures <= used, f"unused: {sorted(figures - used)}")

    build = open(os.path.join(helpdir, "meson.build"), encoding="utf-8").read()
    listed_pages = set(re.findall(r"'([\w.-]+\.page)'", build))
    listed_media = set(re.findall(r"'(figures/[\w.-]+)'", build))
    check("help/meson.build installs every page of help/C",
          listed_pages == {os.path.basename(p) for p in pages},
          f"listed {sorted(listed_pages)}, present {sorted(os.path.basename(p) for p in pages)}")
    check("help/meson.build installs every figure", listed_media == figures,
          f"listed {sorted(listed_media)}, present {sorted(figures)}")

    window = open(os.path.join(top, "src", "gui", "ds-window.c"), encoding="utf-8").read()
    m = re.search(r"^help_topic \(.*?^\}", window, re.S | re.M)
    topics = re.findall(r'return "([\w-]+)";', m.group(0)) if m else []
    ids = set()
    for p in pages:
        ids |= set(re.findall(r'<page\b[^>]*\bid="([^"]+)"', open(p, encoding="utf-8").read()))
    check("each page's help (Shift+F1) opens a page of the guide", len(topics) >= 5 and set(topics) <= ids,
          f"topics {topics}, pages {sorted(ids)}")

elif mode == "translations":
    skip_without("yelp-check", "itstool", "msgfmt")
    languages = open(os.path.join(helpdir, "LINGUAS"), encoding="utf-8").read().split()
    check("help/LINGUAS names Russian and Ukrainian", {"ru", "uk"} <= set(languages), str(languages))

    def messages(path):
        """msgid -> (msgstr, fuzzy) of a .po or .pot, without obsolete entries."""
        out, entry, key, fuzzy = {}, {}, None, False
        for line in open(path, encoding="utf-8").read().split("\n") + [""]:
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                fuzzy = "fuzzy" in line
            m = re.match(r'^(msgctxt|msgid|msgstr) "(.*)"$', line)
            if m:
                key = m.group(1)
                entry[key] = m.group(2)
                continue
            m = re.match(r'^"(.*)"$', line)
            if m and key:
                entry[key] += m.group(1)
                continue
            if line.strip() == "" and "msgid" in entry:
                if entry["msgid"]:
                    out[(entry.get("msgctxt"), entry["msgid"])] = (entry.get("msgstr", ""), fuzzy)
                entry, key, fuzzy = {}, None, False
        return out

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "drivescope.pot")
        rc, out = run(["itstool", "-o", pot] + pages + [os.path.join(cdir, "legal.xml")])
        check("itstool takes the messages from the pages", rc == 0, out)
        wanted = messages(pot) if rc == 0 else {}
        for lang in languages:
            po = os.path.join(helpdir, lang, f"{lang}.po")
            have = messages(po) if os.path.exists(po) else {}
            missing = [m for m in wanted if m not in have]
            empty = [m for m in wanted if m in have and not have[m][0]]
            fuzzy = [m for m in wanted if m in have and have[m][1]]
            untranslated = [m for m in wanted if m in have and have[m][0] == m[1] and re.search(r"[A-Za-z]{4}", re.sub(r"<[^>]*>", "", m[1]))
                            and not re.fullmatch(r"(<[^>]+>)*[A-Z0-9 ]*\d[A-Z0-9 ]*(</[^>]+>)*", m[1])]
            check(f"{lang}: every message of the pages is in help/{lang}/{lang}.po ({len(wanted)})",
                  wanted and not missing, "\n".join(m[1][:100] for m in missing))
            check(f"{lang}: no message is untranslated or fuzzy", not empty and not fuzzy,
                  "\n".join(m[1][:100] for m in empty + fuzzy))
            check(f"{lang}: no sentence is left in English", not untranslated,
                  "\n".join(m[1][:100] for m in untranslated))
            mo = os.path.join(tmp, f"{lang}.mo")
            rc, out = run(["msgfmt", "--check", "-o", mo, po])
            check(f"{lang}: msgfmt --check accepts help/{lang}/{lang}.po", rc == 0, out)
            out_dir = os.path.join(tmp, lang)
            os.mkdir(out_dir)
            rc, out = run(["itstool", "-m", mo, "--lang", lang, "-o", out_dir + os.sep] + pages +
                          [os.path.join(cdir, "legal.xml")])
            check(f"{lang}: itstool translates every page", rc == 0 and not out, out)
            shutil.copytree(os.path.join(cdir, "figures"), os.path.join(out_dir, "figures"))
            yelp_checks(out_dir, lang)
            title = open(os.path.join(out_dir, "index.page"), encoding="utf-8").read()
            check(f"{lang}: the translated front page is in {lang}", re.search(r"<title>[^<]*[А-Яа-яІіЇїЄєҐґ]", title) is not None)
else:
    sys.exit(f"check-help.py: unknown mode {mode}")

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    if not ok and detail:
        for line in str(detail).splitlines():
            print(f"# {line}")
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
