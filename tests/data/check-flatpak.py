#!/usr/bin/env python3
"""The Flatpak manifest is valid JSON naming a real runtime and pinned sources."""
import json
import re
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    manifest = json.load(f)

problems = []
if manifest.get("id") != "io.github.drivescope.Drivescope":
    problems.append("id is not io.github.drivescope.Drivescope")
if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
    problems.append("runtime/sdk are not org.gnome.Platform/org.gnome.Sdk")
if not re.fullmatch(r"4[4-9]", str(manifest.get("runtime-version", ""))):
    problems.append("runtime-version is not a GNOME release number")
if manifest.get("command") != "drivescope":
    problems.append("command is not drivescope")
modules = manifest.get("modules", [])
if not modules or modules[-1].get("name") != "drivescope":
    problems.append("the last module is not drivescope")
for module in modules:
    for source in module.get("sources", []):
        if source.get("type") == "archive":
            if not re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")):
                problems.append(f"{module['name']}: archive without a sha256")
            if not source.get("url", "").startswith("https://"):
                problems.append(f"{module['name']}: archive url is not https")

print("1..1")
if problems:
    print("not ok 1 flatpak manifest")
    for p in problems:
        print("# " + p)
    sys.exit(1)
print(f"ok 1 flatpak manifest ({len(modules)} modules)")
