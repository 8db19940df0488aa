#!/usr/bin/env python3
"""Real drives: public smartctl -x reports rebuilt into helper pages
(tests/fixtures/health/real/, see gen-real-fixtures.py) and read back with
drivescope-cli health --from-file.

For each report: every attribute comes out with the name and the raw value
smartctl printed for it (or, where the report's smartctl used an older drive
database, the ones NAME.expect.json lists under "renamed" — checked against
`smartctl -P showall` of drive database 7.3/5319 when smartctl is
installed), the value/worst/threshold columns match, and the verdict,
reasons and facts are those NAME.expect.json gives with its reason. Also
the NVMe facts (power states, APST, firmware slots, LBA formats, the logs)
in the text of `health` for the generated NVMe fixtures. TAP."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys

CLI = os.environ["DS_CLI"]
REAL = os.path.join(os.environ["DS_FIXTURES"], "health", "real")
DB = os.path.join(os.environ["DS_SOURCE_DIR"], "data", "drivedb.h")
sys.path.insert(0, os.path.join(os.environ["DS_SOURCE_DIR"], "tests"))
from importlib import import_module  # noqa: E402

gen = import_module("gen-real-fixtures")
smartctl = shutil.which("smartctl") or next(
    (p for p in ("/usr/sbin/smartctl", "/sbin/smartctl") if os.access(p, os.X_OK)), None)
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def smartctl_names(model, firmware):
    out = subprocess.run([smartctl, "-B", DB, "-P", "showall", model, firmware],
                         capture_output=True, text=True, timeout=30).stdout
    out = out.split("and match these additional entries:")[0]
    return {int(i): n for i, n in re.findall(r"^(?:ATTRIBUTE OPTIONS:)?\s+(\d{3}) (\S+)$", out, re.M)}


for expect_path in sorted(glob.glob(os.path.join(REAL, "*.expect.json"))):
    name = os.path.basename(expect_path)[:-len(".expect.json")]
    expect = json.load(open(expect_path, encoding="utf-8"))
    report = open(os.path.join(REAL, name + ".smartctl.txt"), encoding="utf-8").read()
    check(f"{name}: the report cites its source", report.startswith("# Source: https://"))
    p = subprocess.run([CLI, "health", "--from-file", os.path.join(REAL, name + ".json"), "--json"],
                       capture_output=True, text=True, timeout=30)
    check(f"{name}: health --from-file exits 0", p.returncode == 0, p.stderr)
    if p.returncode != 0:
        continue
    doc = json.loads(p.stdout)
    health = doc["health"]
    got = {a["id"]: a for a in health["attributes"] or []}
    renamed = {int(k): v for k, v in expect.get("renamed", {}).items()}
    mismatches = []
    for aid, aname, flags, value, worst, thr, printed in gen.attributes(report):
        a = got.get(aid)
        want_name, want_raw = renamed.get(aid, (aname, printed))
        if a is None:
            mismatches.append(f"{aid} missing")
            continue
        if (a["name"], a["raw_value"]) != (want_name, want_raw):
            mismatches.append(f"{aid}: {a['name']} {a['raw_value']!r}, smartctl {want_name} {want_raw!r}")
        if (a["value"], a["worst"], a["threshold"]) != (value, worst, thr):
            mismatches.append(f"{aid}: value/worst/threshold differ")
    check(f"{name}: every attribute reads as smartctl prints it", not mismatches, "; ".join(mismatches))
    if renamed and smartctl is not None:
        names = smartctl_names(doc["model"], doc["firmware"])
        wrong = [f"{k}: {v[0]} vs smartctl {names.get(k)}" for k, v in renamed.items()
                 if names.get(k, "Unknown_Attribute") != v[0] and not v[0].startswith("Unknown")]
        check(f"{name}: the renamed attributes are smartctl 7.3's names", not wrong, "; ".join(wrong))
    check(f"{name}: verdict {expect['verdict']}", health["verdict"] == expect["verdict"], health["verdict"])
    check(f"{name}: reasons", health["reasons"] == expect["reasons"], json.dumps(health["reasons"]))
    for key, want in expect.get("health", {}).items():
        check(f"{name}: {key} = {want}", health.get(key) == want, f"got {health.get(key)!r}")
    for key, want in expect.get("report", {}).items():
        check(f"{name}: {key} = {want}", doc.get(key) == want, f"got {doc.get(key)!r}")
    check(f"{name}: read with drive database 7.3/5319", (doc.get("drivedb") or {}).get("version") == "7.3/5319")

# The text table lines up in Russian and Ukrainian too: padding counts
# characters, not the bytes of Cyrillic names and headers.
fixture = os.path.join(REAL, "maxtor-6y080l0-failing.json")
doc = json.loads(subprocess.run([CLI, "health", "--from-file", fixture, "--json"],
                                capture_output=True, text=True, timeout=30).stdout)
raws = [a["raw_value"] for a in doc["health"]["attributes"]]
for lang in ("en", "ru", "uk"):
    p = subprocess.run([CLI, "health", "--from-file", fixture], capture_output=True, text=True, timeout=30,
                       env=dict(os.environ, LANGUAGE=lang, LC_ALL="C.UTF-8"))
    lines = p.stdout.splitlines()
    table = [i for i, line in enumerate(lines) if line.startswith("   ID") or line.strip().startswith("ID ")]
    ok = False
    detail = p.stdout[-1500:]
    if table and p.returncode == 0:
        header = lines[table[0]]
        rows = lines[table[0] + 1:table[0] + 1 + len(raws)]
        raw_column = len(header) - len(header.split()[-1])
        ok = len(rows) == len(raws) and all(
            row[raw_column - 1] == " " and row[raw_column:].startswith(raw) for row, raw in zip(rows, raws))
        detail = "\n".join([header] + rows)
    check(f"health text table lines up in {lang}", ok, detail)

# NVMe facts in the text of `health`: power states with their unit (the
# last in 0.0001 W), APST, thermal management, firmware slots, LBA formats
# and whether a 4K format exists, the logs entry by entry.
HEALTH = os.path.join(os.environ["DS_FIXTURES"], "health")
want_lines = {
    "nvme-healthy-pcie4": ["Power state 0:         8.49 W, entry 0 µs, exit 0 µs — current",
                           "Power state 4:         0.0050 W, entry 500 µs, exit 9500 µs (non-operational)",
                           "APST:                  on",
                           "Thermal management:    TMT1 75 °C, TMT2 80 °C (may be set from 48 to 85 °C)",
                           "Firmware slots:        3, active: 1",
                           "Firmware in slot 1:    5B2QGXA7",
                           "LBA formats:           512 B (in use)",
                           "4K format:             no",
                           "Self-test 2:           extended: passed at 3000 h",
                           "Error log entry 1:     error 1040: queue 0, command 0x0000, status 0/0x02"],
    "nvme-temp-warning": ["LBA formats:           512 B (in use), 4096 B",
                          "4K format:             yes",
                          "APST:                  supported (its setting was not read)"],
}
for name, lines in want_lines.items():
    p = subprocess.run([CLI, "health", "--from-file", os.path.join(HEALTH, name + ".json")],
                       capture_output=True, text=True, timeout=30, env=dict(os.environ, LANGUAGE="en"))
    got = [line.strip() for line in p.stdout.splitlines()]
    missing = [line for line in lines if line not in got]
    check(f"{name}: NVMe facts in the health text", p.returncode == 0 and not missing,
          "missing: " + "; ".join(missing) + "\n" + p.stdout[-1500:])

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok and detail:
        for line in str(detail).splitlines():
            print(f"#   {line}")
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
