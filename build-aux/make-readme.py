#!/usr/bin/env python3
"""README.md and docs/manual.md are made of docs/readme/*.md:

    build-aux/make-readme.py          rewrite README.md and docs/manual.md
    build-aux/make-readme.py --check  exit 1 when either is out of date

README.md is the front page, docs/readme/front.md. docs/manual.md is the full
manual: the other parts, in the fixed order of ORDER. Edit the parts, never
the two generated files. Links in the parts are written relative to
docs/readme/ and rewritten for where each generated file lives."""
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARTS = os.path.join("docs", "readme")
FRONT = "front"
ORDER = ["00-intro", "drives", "health", "bench", "suites", "thermal", "verify", "history", "report", "gui", "install", "fleet", "windows", "vm", "99-development"]


def relink(text, out_dir):
    """Rewrite the relative links of a part (relative to docs/readme/) so that
    they are relative to out_dir (relative to the top of the tree)."""
    def fix(m):
        target = m.group(2)
        if re.match(r"^([a-z]+:|#|/)", target):
            return m.group(0)
        path, sep, anchor = target.partition("#")
        path = os.path.relpath(os.path.normpath(os.path.join(PARTS, path)), out_dir or ".")
        return f"{m.group(1)}({path}{sep}{anchor})"
    return re.sub(r"(!?\[[^\]]*\])\(([^)\s]+)\)", fix, text)


def part(name, out_dir):
    with open(os.path.join(TOP, PARTS, name + ".md"), encoding="utf-8") as f:
        return relink(f.read().strip(), out_dir) + "\n"


def front():
    note = "<!-- Made by build-aux/make-readme.py from docs/readme/front.md; edit that. -->\n"
    return note + part(FRONT, "")


def manual():
    note = ("<!-- Made by build-aux/make-readme.py from docs/readme/*.md; edit those. -->\n"
            "<!-- The front page of the project is README.md; this is the full manual. -->\n")
    parts = [part(name, "docs") for name in ORDER]
    # The manual's title says what it is, and where the short version is.
    title, _, rest = parts[0].partition("\n")
    if title.startswith("# "):
        parts[0] = (f"{title}: the manual\n\n"
                    "Everything Drivescope does, in detail: every command and option, how each "
                    "measurement is made and tested, the file formats. The front page is "
                    "[README.md](../README.md); the user guide for the window is in "
                    "[help/](../help/C/index.page), opened with F1.\n" + rest)
    return note + "\n".join(parts)


OUTPUTS = [("README.md", front, "the front page, from docs/readme/front.md"),
           (os.path.join("docs", "manual.md"), manual, "the manual, from docs/readme/*.md")]

if "--check" in sys.argv:
    print(f"1..{len(OUTPUTS)}")
    failed = 0
    for i, (name, make, what) in enumerate(OUTPUTS, 1):
        path = os.path.join(TOP, name)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if current == make():
            print(f"ok {i} {name} is {what}")
        else:
            print(f"not ok {i} {name} is out of date: run build-aux/make-readme.py")
            failed = 1
    sys.exit(failed)
for name, make, _ in OUTPUTS:
    with open(os.path.join(TOP, name), "w", encoding="utf-8") as f:
        f.write(make())
