#!/usr/bin/env python3
"""README.md is made of docs/readme/*.md, in a fixed order:

    build-aux/make-readme.py          rewrite README.md
    build-aux/make-readme.py --check  exit 1 when README.md is out of date

Edit the parts, not README.md."""
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDER = ["00-intro", "drives", "health", "bench", "suites", "thermal", "verify", "history", "report", "gui", "install", "fleet", "windows", "vm", "99-development"]


def relink(text):
    """Links in the parts are relative to docs/readme/; in README.md to the top."""
    def fix(m):
        target = m.group(2)
        if re.match(r"^([a-z]+:|#|/)", target):
            return m.group(0)
        path = os.path.normpath(os.path.join("docs", "readme", target))
        return f"{m.group(1)}({path})"
    return re.sub(r"(!?\[[^\]]*\])\(([^)\s]+)\)", fix, text)


def build():
    parts = []
    for name in ORDER:
        with open(os.path.join(TOP, "docs", "readme", name + ".md"), encoding="utf-8") as f:
            parts.append(relink(f.read().strip()) + "\n")
    note = "<!-- Made by build-aux/make-readme.py from docs/readme/*.md; edit those. -->\n"
    return note + "\n".join(parts)


text = build()
path = os.path.join(TOP, "README.md")
if "--check" in sys.argv:
    current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    print("1..1")
    if current == text:
        print("ok 1 README.md is made from docs/readme/*.md")
        sys.exit(0)
    print("not ok 1 README.md is out of date: run build-aux/make-readme.py")
    sys.exit(1)
with open(path, "w", encoding="utf-8") as f:
    f.write(text)
