#!/usr/bin/env python3
"""drivescope-cli list / info on fixture trees: exit codes, messages, JSON
and terminal escaping. TAP output."""
import json
import os
import subprocess
import sys

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
results = []


def run(fixture, *args):
    env = dict(os.environ, DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-" + fixture), LC_ALL="C.UTF-8")
    p = subprocess.run([CLI, *args], env=env, capture_output=True, timeout=30)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


rc, out, err = run("luks", "info", "/", "--json")
check("info / on a LUKS root names the NVMe drive", rc == 0 and json.loads(out)["name"] == "nvme0n1", out + err)

rc, out, err = run("luks", "info", "/home/user", "--json")
check("info of a path under /home resolves through dm", rc == 0 and json.loads(out)["name"] == "nvme0n1", out + err)

rc, out, err = run("raid0", "info", "/", "--json")
doc = json.loads(out) if rc == 0 else {}
check("info / on md RAID 0 names the array and its members",
      doc.get("name") == "md0" and doc.get("members") == ["nvme0n1", "nvme1n1"], out + err)

rc, out, err = run("raid0", "list")
check("list names the array's level and member drives in its model column",
      rc == 0 and any(l.split()[:1] == ["md0"] and "raid0 over nvme0n1, nvme1n1" in l for l in out.splitlines()), out)

rc, out, err = run("lvm", "list")
check("list names a logical volume and the drives under it",
      rc == 0 and any(l.split()[:1] == ["dm-0"] and "lvm vg0-data over sda, sdb" in l for l in out.splitlines())
      and any(l.split()[:1] == ["dm-1"] and "lvm vg0-home over sda" in l for l in out.splitlines()), out)

rc, out, err = run("lvm", "info", "/", "--json")
doc = json.loads(out) if rc == 0 else {}
check("info / on an LVM volume over two drives names the volume and its members",
      doc.get("name") == "dm-0" and doc.get("dm_name") == "vg0-data" and doc.get("members") == ["sda", "sdb"],
      out + err)

rc, out, err = run("desktop", "info", "sdz")
check("unknown drive exits 2", rc == 2, f"rc={rc}")
check("unknown drive says what to do",
      "no drive named 'sdz'; run 'drivescope-cli list' to see the drives" in err, err)

rc, out, err = run("desktop", "info", "S6PTNZ0R123456A", "--json")
check("info by serial number", rc == 0 and json.loads(out)["name"] == "sda", out + err)

rc, out, err = run("desktop", "list")
check("list prints a table with every drive",
      rc == 0 and all(n in out for n in ("nvme0n1", "sda", "sdb", "Samsung SSD 980 PRO 1TB")), out)
check("list escapes control characters from devices", "\x1b" not in out and "Ultra Fit\\x1b[2J" in out, repr(out))
check("list hides loop devices without --all", "loop0" not in out, out)
check("list shows capacity in GB and GiB", "1.0 TB (931.5 GiB)" in out, out)

rc, out, err = run("desktop", "list", "--all", "--json")
names = [d["name"] for d in json.loads(out)] if rc == 0 else []
check("list --all --json includes loop0 and zram0", names == ["nvme0n1", "sda", "sdb", "loop0", "zram0"], names)

rc, out, err = run("nvme-x2", "list")
check("list flags a degraded link with its reason",
      "PCIe 3.0 x2 (!)" in out and "drive and slot support x4" in out, out)

rc, out, err = run("empty", "list")
check("list with no drives says so", rc == 0 and "No drives found." in out, out)

# Without a command: the usage on stderr and exit 2; --help: on stdout, 0.
rc, out, err = run("empty")
check("no command exits 2 with the usage on stderr", rc == 2 and out == "" and "list" in err, f"rc={rc} {err[:200]}")
rc, out, err = run("empty", "--help")
check("--help exits 0 with the usage on stdout", rc == 0 and "list" in out, f"rc={rc} {out[:200]}")

rc, out, err = run("desktop", "list", "--bogus")
check("unknown option exits 2", rc == 2 and "--help" in err, err)

rc, out, err = run("desktop", "frobnicate")
check("unknown command exits 2", rc == 2, f"rc={rc}")

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("# " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
