#!/usr/bin/env python3
# check-pages-know-no-window.py — the window's pages do not include the
# window: a page sends a toast through the "win.toast" action (or, for a
# toast with a button, a signal the window connects), and takes the history
# from the application. Only the window and the application that makes it
# include ds-window.h. The check first proves it sees a planted include.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import sys

ALLOWED = {"ds-window.c", "ds-application.c"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"ds-window\.h"', re.M)


def includers(sources):
    return sorted(name for name, text in sources.items() if name not in ALLOWED and INCLUDE.search(text))


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    gui = os.path.join(root, "src", "gui")
    sources = {}
    for name in sorted(os.listdir(gui)):
        if name.endswith((".c", ".h")):
            with open(os.path.join(gui, name), encoding="utf-8") as f:
                sources[name] = f.read()
    planted = dict(sources, **{"ds-planted-page.c": '#include "config.h"\n#include "ds-window.h"\n'})
    found = includers(sources)
    print("1..2")
    print(("ok" if set(includers(planted)) == set(found) | {"ds-planted-page.c"} else "not ok") +
          " 1 a planted include of ds-window.h is seen")
    print(("ok" if not found else "not ok") + " 2 no page includes ds-window.h")
    for name in found:
        print(f"# {name} includes ds-window.h: toast through win.toast instead")
    return 0 if not found else 1


if __name__ == "__main__":
    sys.exit(main())
