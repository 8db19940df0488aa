#!/usr/bin/env python3
"""Every relative link of README.md and docs/*.md resolves: the file or
directory it names exists, and an anchor (#section) names a heading of the
target, spelled as GitHub makes heading anchors. The parts in docs/readme/
are checked for files only: their anchors point into the generated manual.

    check-links.py SOURCE_DIR"""
import glob
import os
import re
import sys

top = sys.argv[1]
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HTML = re.compile(r"""<(?:img|a)\s[^>]*(?:src|href)=["']([^"']+)["']""")


def prose(text):
    """The text outside fenced code blocks and inline code spans."""
    out, fenced = [], False
    for line in text.splitlines():
        if re.match(r"^\s*(```|~~~)", line):
            fenced = not fenced
            continue
        if not fenced:
            out.append(re.sub(r"`[^`]*`", "", line))
    return "\n".join(out)


def anchors(path, cache={}):
    if path not in cache:
        seen, found, fenced = {}, set(), False
        for line in open(path, encoding="utf-8"):
            if re.match(r"^\s*(```|~~~)", line):
                fenced = not fenced
                continue
            m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if not m:
                continue
            slug = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
            n = seen.get(slug, 0)
            seen[slug] = n + 1
            found.add(slug if n == 0 else f"{slug}-{n}")
        found |= set(re.findall(r"""<a\s+(?:name|id)=["']([^"']+)["']""", open(path, encoding="utf-8").read()))
        cache[path] = found
    return cache[path]


files = [os.path.join(top, "README.md")] + sorted(glob.glob(os.path.join(top, "docs", "*.md")))
parts = sorted(glob.glob(os.path.join(top, "docs", "readme", "*.md")))
checks = []
for path in files + parts:
    text = prose(open(path, encoding="utf-8").read())
    targets = LINK.findall(text) + HTML.findall(text)
    bad = []
    for target in targets:
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("/"):
            continue
        where, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(path), where)) if where else path
        if not os.path.exists(dest):
            bad.append(f"{target}: no {os.path.relpath(dest, top)}")
        elif anchor and path not in parts and dest.endswith(".md") and anchor not in anchors(dest):
            bad.append(f"{target}: no heading #{anchor} in {os.path.relpath(dest, top)}")
    checks.append((os.path.relpath(path, top), len(targets), bad))

print(f"1..{len(checks) + 1}")
failed = 0
for i, (name, count, bad) in enumerate(checks, 1):
    if bad:
        failed = 1
        print(f"not ok {i} {name}: {len(bad)} of {count} links do not resolve")
        for b in bad:
            print(f"# {b}")
    else:
        print(f"ok {i} {name}: {count} links, every relative one resolves")
front = next(c for c in checks if c[0] == "README.md")
ok = front[1] >= 10 and os.path.exists(os.path.join(top, "docs", "manual.md"))
print(f"{'ok' if ok else 'not ok'} {len(checks) + 1} README.md links onwards ({front[1]} links) and docs/manual.md exists")
sys.exit(failed or not ok)
