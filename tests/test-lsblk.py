#!/usr/bin/env python3
"""On the machine the suite runs on, drivescope-cli list --json --all agrees
with lsblk: same names, sizes, rotational flags, models and mount points.

Where lsblk reports null (it relies on the udev database, absent in
containers) Drivescope may know more from sysfs; a value both report must
match. TAP output."""
import json
import os
import shutil
import subprocess
import sys

CLI = os.environ["DS_CLI"]

if shutil.which("lsblk") is None:
    print("1..0 # SKIP lsblk is not installed (package util-linux)")
    sys.exit(0)

env = dict(os.environ)
env.pop("DRIVESCOPE_SYSROOT", None)
ours = json.loads(subprocess.run([CLI, "list", "--json", "--all"], env=env, capture_output=True, check=True).stdout)
theirs = json.loads(subprocess.run(
    ["lsblk", "--json", "--bytes", "-o", "NAME,SIZE,ROTA,MODEL,SERIAL,MOUNTPOINTS"],
    capture_output=True, check=True).stdout)["blockdevices"]

by_name = {}
for d in ours:
    by_name[d["name"]] = ("drive", d)
    for p in d["partitions"]:
        if p["name"] != d["name"]:
            by_name[p["name"]] = ("partition", p)

checks = []


def walk(devs, top=True):
    for dev in devs:
        yield dev, top
        yield from walk(dev.get("children", []), False)


seen = set()
for dev, top in walk(theirs):
    name = dev["name"]
    if name in seen:
        continue
    seen.add(name)
    if name not in by_name:
        checks.append((f"{name}: listed by lsblk and by drivescope", False, "missing from drivescope"))
        continue
    kind, ours_dev = by_name[name]
    checks.append((f"{name}: size", ours_dev["size_bytes"] == dev["size"], f"{ours_dev['size_bytes']} != {dev['size']}"))
    if kind == "drive":
        checks.append((f"{name}: rotational", ours_dev["rotational"] == dev["rota"],
                       f"{ours_dev['rotational']} != {dev['rota']}"))
        if dev.get("model") is not None:
            checks.append((f"{name}: model", (ours_dev["model"] or "").strip() == dev["model"].strip(),
                           f"{ours_dev['model']!r} != {dev['model']!r}"))
        if dev.get("serial") is not None:
            checks.append((f"{name}: serial", ours_dev["serial"] == dev["serial"],
                           f"{ours_dev['serial']!r} != {dev['serial']!r}"))
        ours_mps = set()
        for p in ours_dev["partitions"]:
            if p["name"] == name:
                ours_mps |= set(p["mountpoints"])
    else:
        ours_mps = set(ours_dev["mountpoints"])
    lsblk_mps = {m for m in dev.get("mountpoints") or [] if m}
    checks.append((f"{name}: mount points", ours_mps == lsblk_mps, f"{sorted(ours_mps)} != {sorted(lsblk_mps)}"))

# Every non-virtual drive we list, lsblk lists too.
for d in ours:
    if not d["virtual"]:
        checks.append((f"{d['name']}: known to lsblk", d["name"] in seen, "lsblk does not list it"))

if not checks:
    print("1..0 # SKIP this machine has no block devices")
    sys.exit(0)
print(f"1..{len(checks)}")
for i, (name, ok, detail) in enumerate(checks, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    if not ok:
        print(f"# {detail}")
sys.exit(0 if all(ok for _, ok, _ in checks) else 1)
