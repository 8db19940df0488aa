#!/usr/bin/env python3
"""Fills empty msgstr entries of a .po file from a JSON dictionary.

  build-aux/po-fill.py po/ru.po translations-ru.json

The JSON maps msgid (as the program sees it, escapes decoded) to msgstr, or to
a list of plural forms for entries with msgid_plural. Entries already
translated are left alone; "#, fuzzy" flags are removed from filled entries.
Prints what is still untranslated."""
import json
import re
import sys


def unquote(lines):
    return "".join(json.loads(l) if l.startswith('"') else "" for l in lines)


def quote(text):
    out = json.dumps(text, ensure_ascii=False)
    # .po escapes are C escapes; JSON's \u00XX forms do not appear for printable text.
    return out


def parse(path):
    entries, cur = [], []
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.strip() == "" and cur:
            entries.append(cur)
            cur = []
        elif line.strip() != "":
            cur.append(line)
    if cur:
        entries.append(cur)
    return entries


def field(entry, name):
    out, taking = [], False
    for line in entry:
        if line.startswith(name + " "):
            taking = True
            out.append(line[len(name) + 1:])
        elif taking and line.startswith('"'):
            out.append(line)
        else:
            taking = False if not line.startswith('"') else taking
    return unquote(out) if out else None


def main():
    path, dictionary = sys.argv[1], json.load(open(sys.argv[2], encoding="utf-8"))
    entries = parse(path)
    missing = []
    result = []
    for e in entries:
        msgid = field(e, "msgid")
        plural = field(e, "msgid_plural")
        if msgid in (None, "") or any(l.startswith("#~") for l in e):
            result.append(e)
            continue
        if plural is None:
            cur = field(e, "msgstr")
            fuzzy = any(l.startswith("#,") and "fuzzy" in l for l in e)
            if (cur and not fuzzy) or msgid not in dictionary:
                if not cur or fuzzy:
                    missing.append(msgid)
                result.append(e)
                continue
            head = [l for l in e if l.startswith("#") and not (l.startswith("#,") and "fuzzy" in l and l.strip() == "#, fuzzy")]
            head = [re.sub(r"fuzzy, ?|, ?fuzzy", "", l) if l.startswith("#,") else l for l in head]
            body = [l for l in e if not l.startswith("#")]
            idx = next(i for i, l in enumerate(body) if l.startswith("msgstr"))
            body = body[:idx] + ["msgstr " + quote(dictionary[msgid])]
            result.append(head + body)
        else:
            forms = [field(e, f"msgstr[{i}]") for i in range(3)]
            if all(forms) or msgid not in dictionary:
                if not all(forms):
                    missing.append(msgid)
                result.append(e)
                continue
            head = [l for l in e if l.startswith("#") and l.strip() != "#, fuzzy"]
            body = [l for l in e if not l.startswith("#")]
            idx = next(i for i, l in enumerate(body) if l.startswith("msgstr"))
            body = body[:idx] + [f"msgstr[{i}] " + quote(t) for i, t in enumerate(dictionary[msgid])]
            result.append(head + body)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n\n".join("\n".join(e) for e in result) + "\n")
    for m in missing:
        print("untranslated:", json.dumps(m, ensure_ascii=False))


main()
