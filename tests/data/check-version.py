#!/usr/bin/env python3
"""One version: meson.build's project version is what debian/changelog's
newest entry and the metainfo's newest release say.

    check-version.py SOURCE_DIR
"""
import re
import sys
import xml.etree.ElementTree as ET

src = sys.argv[1]
with open(f"{src}/meson.build", encoding="utf-8") as f:
    meson = re.search(r"^project\('drivescope'.*?^\s*version:\s*'([^']+)'", f.read(), re.S | re.M).group(1)
with open(f"{src}/debian/changelog", encoding="utf-8") as f:
    first = f.readline()
m = re.match(r"^drivescope \(([^)]+)\) ", first)
deb = m.group(1) if m else None
deb_upstream = re.sub(r"-[^-]*$", "", deb) if deb else None
root = ET.parse(f"{src}/data/io.github.drivescope.Drivescope.metainfo.xml.in").getroot()
releases = root.findall("./releases/release")
meta = releases[0].get("version") if releases else None

checks = [
    (f"debian/changelog's newest entry ({deb}) is meson's project version {meson}", deb_upstream == meson),
    (f"the metainfo's newest release ({meta}) is meson's project version {meson}", meta == meson),
]
print(f"1..{len(checks)}")
failed = 0
for i, (name, ok) in enumerate(checks, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    failed += not ok
if failed:
    print("# change the version in meson.build, then `dch -v VERSION` and a <release> in the metainfo")
sys.exit(1 if failed else 0)
