#!/usr/bin/env python3
"""Drivescope's drive database lookup against real smartctl.

For every model/firmware pair that data/drivedb.h itself says was tested
("tested with MODEL/FIRMWARE"), and some models it does not know, runs
  smartctl -B data/drivedb.h -P showall MODEL FIRMWARE
and drivescope-cli drivedb --drivedb data/drivedb.h --json MODEL FIRMWARE
and checks both find the same family, the same warning and the same
attribute names (smartctl applies the first matching entry, so only that
one is compared). Skips (with the reason) when smartctl is not installed
(Debian package smartmontools). TAP output."""
import json
import os
import re
import shutil
import subprocess
import sys

CLI = os.environ["DS_CLI"]
DB = os.path.join(os.environ["DS_SOURCE_DIR"], "data", "drivedb.h")

smartctl = shutil.which("smartctl") or next(
    (p for p in ("/usr/sbin/smartctl", "/sbin/smartctl") if os.access(p, os.X_OK)), None)
if smartctl is None:
    print("1..0 # SKIP smartctl is not installed (apt install smartmontools), nothing to compare with")
    sys.exit(0)

text = open(DB, encoding="utf-8", errors="replace").read()
pairs = []
for model, firmware in re.findall(r"tested with ([A-Za-z0-9][^/,\"\n]*?)/([A-Za-z0-9][^\s,\"/)]*)", text):
    model = model.strip()
    if model.startswith("0x") or "..." in model or "*" in model:
        continue
    if (model, firmware) not in pairs:
        pairs.append((model, firmware))
# Every third pair keeps the run short on a small machine and still covers
# each family several times over.
pairs = pairs[::3]
pairs += [("NOT A REAL DRIVE 123", "1.0"), ("Samsung SSD 870 EVO 1TB", "SVT01B6Q"),
          ("Maxtor 6Y080L0", "YAR41BW0"), ("KINGSTON SA400S37240G", "SBFK10D7"),
          ("CT500MX500SSD1", "M3CR023"), ("ST2000DM008-2FR102", "0001")]


def smartctl_view(model, firmware):
    p = subprocess.run([smartctl, "-B", DB, "-P", "showall", model, firmware],
                       capture_output=True, text=True, timeout=30)
    # smartctl goes on with other entries the model matches; the first is
    # the one it applies.
    out = p.stdout.split("and match these additional entries:")[0]
    if "No presets are defined for this drive" in out:
        return {"family": None, "names": [], "warning": None}
    family = re.search(r"^MODEL FAMILY:\s+(.*)$", out, re.M)
    names = []
    block = re.search(r"^ATTRIBUTE OPTIONS:(.*?)(?=^[A-Z ]+:|\Z)", out, re.M | re.S)
    if block:
        for line in block.group(1).splitlines():
            m = re.match(r"\s*(\d{3}) (\S+)", line)
            if m:
                names.append((int(m.group(1)), m.group(2)))
    warning = re.search(r"^WARNINGS:\s+(.*?)(?=^[A-Z ]+:|\Z)", out, re.M | re.S)
    return {"family": family.group(1).strip() if family else "?",
            "names": names,
            "warning": " ".join(warning.group(1).split()) if warning else None}


def drivescope_view(model, firmware):
    p = subprocess.run([CLI, "drivedb", "--drivedb", DB, "--json", model, firmware],
                       capture_output=True, text=True, timeout=30)
    if p.returncode != 0:
        return {"error": p.stderr}
    doc = json.loads(p.stdout)
    return {"family": doc["family"],
            "names": [(a["id"], a["name"]) for a in doc["attributes"]],
            "warning": " ".join(doc["warning"].split()) if doc["warning"] else None}


print(f"1..{len(pairs)}")
failed = 0
for n, (model, firmware) in enumerate(pairs, 1):
    want = smartctl_view(model, firmware)
    got = drivescope_view(model, firmware)
    ok = want == got
    if not ok:
        failed += 1
    print(f"{'ok' if ok else 'not ok'} {n} - {model} / {firmware}: {want['family']}")
    if not ok:
        print(f"#   smartctl:   {want}")
        print(f"#   drivescope: {got}")
sys.exit(1 if failed else 0)
