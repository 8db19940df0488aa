#!/usr/bin/env python3
"""Lines and branches covered per capability folder (src/core/<folder>,
src/cli, src/helper, and the rest of src/ per top folder), from gcovr's
--json output. Prints a Markdown table; with --check, exits 1 when a
capability of src/core is below the floors (85 % lines, 70 % branches)."""
import json
import sys
from collections import defaultdict

LINE_FLOOR, BRANCH_FLOOR = 85.0, 70.0


def group(path):
    parts = path.split("/")
    if parts[0] != "src":
        return None
    if parts[1] == "core" and len(parts) > 3:
        return "src/core/" + parts[2]
    return "src/" + parts[1]


def main():
    args = [a for a in sys.argv[1:] if a != "--check"]
    check = "--check" in sys.argv
    with open(args[0]) as f:
        data = json.load(f)
    stats = defaultdict(lambda: [0, 0, 0, 0])  # lines covered, lines, branches covered, branches
    for fl in data["files"]:
        g = group(fl["file"])
        if g is None:
            continue
        s = stats[g]
        for line in fl["lines"]:
            if line.get("gcovr/noncode"):
                continue
            s[1] += 1
            s[0] += line["count"] > 0
            for b in line.get("branches", []):
                s[3] += 1
                s[2] += b["count"] > 0
    pct = lambda a, b: 100.0 * a / b if b else 100.0  # noqa: E731
    print("| folder | lines | lines % | branches | branches % |")
    print("|---|---:|---:|---:|---:|")
    low = []
    total = [0, 0, 0, 0]
    for g in sorted(stats):
        s = stats[g]
        total = [t + v for t, v in zip(total, s)]
        mark = ""
        if g.startswith("src/core/") and (pct(s[0], s[1]) < LINE_FLOOR or pct(s[2], s[3]) < BRANCH_FLOOR):
            mark = " (below the floor)"
            low.append(g)
        print("| %s%s | %d / %d | %.1f | %d / %d | %.1f |" % (g, mark, s[0], s[1], pct(s[0], s[1]),
                                                             s[2], s[3], pct(s[2], s[3])))
    print("| all of src/ | %d / %d | %.1f | %d / %d | %.1f |" % (total[0], total[1], pct(total[0], total[1]),
                                                              total[2], total[3], pct(total[2], total[3])))
    return 1 if check and low else 0


if __name__ == "__main__":
    sys.exit(main())
