#!/usr/bin/env python3
# check-file-circles.py — the files of history/ and report/ call each other
# in one direction: no circle of files calling each other's functions.
#
# A file "calls" another when it names a function the other defines (GNU
# style: the name at the start of its line, the type on the line before).
# A circle means a dispatcher and the helpers it dispatches to share a file,
# or two files are really one: split the helpers into a file of their own.
# The checker first proves it finds a circle planted in a copy of report/.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import shutil
import sys
import tempfile

FOLDERS = ["src/core/history", "src/core/report"]
# Circles known and accepted, each with the reason (sorted file names).
KNOWN = {
    ("ds-history-migrations.c", "ds-history-store.c"):
        "the SQLite plumbing (ds_history_prepare …) is still in the file that opens the "
        "database, which runs the migrations",
}

DEFINITION = re.compile(r"^(?!static\b)[A-Za-z_][\w \*]*\n(ds_\w+) \(", re.M)
NAME = re.compile(r"\bds_\w+\b")


def strip(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


def calls(folder):
    sources = {}
    defined = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".c"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                sources[name] = strip(f.read())
            for m in DEFINITION.finditer(sources[name]):
                defined[m.group(1)] = name
    graph = {name: {} for name in sources}
    for name, text in sources.items():
        for m in NAME.finditer(text):
            owner = defined.get(m.group(0))
            if owner is not None and owner != name:
                graph[name].setdefault(owner, set()).add(m.group(0))
    return graph


def circles(graph):
    """Strongly connected sets of two or more files (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(tuple(sorted(group)))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def describe(graph, group):
    lines = []
    for a in group:
        for b in group:
            if b in graph[a]:
                lines.append(f"{a} calls {b}: {', '.join(sorted(graph[a][b]))}")
    return lines


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    results = []

    # The checker finds a circle: report/ with ds-chart.c calling the renderer.
    with tempfile.TemporaryDirectory(prefix="ds-circles-") as tmp:
        copy = os.path.join(tmp, "report")
        shutil.copytree(os.path.join(root, "src/core/report"), copy)
        with open(os.path.join(copy, "ds-chart.c"), "a", encoding="utf-8") as f:
            f.write("\nstatic void\nplanted (void)\n{\n  ds_chart_render (NULL, 0, 0, 0, 0, 0, NULL);\n}\n")
        planted = [g for g in circles(calls(copy)) if "ds-chart.c" in g and "ds-chart-render.c" in g]
        results.append((bool(planted), "a planted circle (ds-chart.c calling ds-chart-render.c) is found",
                        [] if planted else ["not found: the checker cannot see circles"]))

    for folder in FOLDERS:
        graph = calls(os.path.join(root, folder))
        bad = []
        for group in circles(graph):
            if group in KNOWN:
                print(f"# known circle {' <-> '.join(group)}: {KNOWN[group]}")
                continue
            bad.append(f"circle: {' -> '.join(group)}")
            bad.extend("  " + line for line in describe(graph, group))
        results.append((not bad, f"no circle between the files of {folder}", bad))

    print(f"1..{len(results)}")
    for i, (ok, name, details) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        for line in details:
            print(f"# {line}")
    return 0 if all(ok for ok, _, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
