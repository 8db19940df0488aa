#!/usr/bin/env python3
"""Counts every test case of the suite (TAP subtests one by one), prints why
each skipped one was skipped, and ends with "N passed, N failed[, N skipped]"."""
import json
import os
import re
import sys

TAP = re.compile(r"^(not ok|ok)\b\s*\d*\s*-?\s*([^#]*?)\s*(?:#\s*(SKIP|TODO)\b\s*(.*))?$", re.I)

passed = failed = skipped = 0
durations = []
skips = []
failures = []

for path in sys.argv[1:]:
    build = path.split("/")[0]
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
    except OSError as e:
        print(f"{path}: {e}")
        failed += 1
        continue
    for line in lines:
        entry = json.loads(line)
        name = f"{build}:{entry['name']}"
        result = entry.get("result", "")
        durations.append((entry.get("duration") or 0, name))
        subtests = []
        stdout = entry.get("stdout") or ""
        is_tap = re.search(r"^\s*1\.\.\d+", stdout, re.M) is not None
        for out in stdout.splitlines() if is_tap else []:
            m = TAP.match(out.strip())
            if m:
                subtests.append(m)
        if subtests:
            for m in subtests:
                what = f"{name} {m.group(2)}".strip()
                if (m.group(3) or "").upper() == "SKIP":
                    skipped += 1
                    skips.append(f"{what}: {m.group(4) or 'no reason given'}")
                elif m.group(1).lower() == "ok":
                    passed += 1
                else:
                    failed += 1
                    failures.append(what)
            if result in ("FAIL", "TIMEOUT", "ERROR") and not any(m.group(1).lower() == "not ok" for m in subtests):
                failed += 1
                failures.append(f"{name} ({result})")
            continue
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result == "SKIP":
            skipped += 1
            reason = (entry.get("stdout") or "").strip().splitlines()
            skips.append(f"{name}: {reason[-1] if reason else 'no reason given'}")
        else:
            failed += 1
            failures.append(f"{name} ({result})")

for s in skips:
    print(f"skipped: {s}")
# Where the time went: the steps (from test.sh) and the slowest tests.
phases = os.environ.get("DS_TEST_PHASES")
if phases:
    print(f"time: {phases}")
if durations:
    slowest = sorted(durations, reverse=True)[:10]
    print("slowest: " + ", ".join(f"{n} {d:.0f} s" for d, n in slowest))
for s in failures:
    print(f"FAILED: {s}")
line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
sys.exit(1 if failed else 0)
