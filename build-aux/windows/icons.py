#!/usr/bin/env python3
"""icons.py — every icon name the Windows window can ask for, and PNGs of them.

GTK on Windows has no SVG loader here (librsvg needs Rust), so an icon that
only exists as an SVG — Drivescope's own, the Adwaita theme's, libadwaita's
resources (adw-expander-arrow-symbolic, adw-external-link-symbolic, …) —
draws as "image-missing". This lists the names referenced by the window's
.ui files and C code and by libadwaita's resources (its .ui templates and
the -symbolic names in its code), finds the SVG of each, and renders it as
GTK's symbolic PNGs (NAME.symbolic.png, what GTK recolours like an SVG) into
a hicolor tree at the sizes the window draws.

  icons.py names SRCDIR [--adwaita LIB]          the names, one a line, with where each comes from
  icons.py render SRCDIR HICOLOR [--adwaita LIB] renders them (gtk4-encode-symbolic-svg)

LIB defaults to the host's libadwaita-1.so.0: the same libadwaita (1.2.2,
bookworm) as the sysroot's, whose resources the tool can read (gresource
reads ELF, not the DLL). GTK's own 16 px PNGs are already in libgtk and are
not rendered again at 16 px.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

SIZES = (16, 24, 32, 48, 64, 128)
ADWAITA_THEME = pathlib.Path("/usr/share/icons/Adwaita/scalable")
HOST_ADW = "/usr/lib/x86_64-linux-gnu/libadwaita-1.so.0"
HOST_GTK = "/usr/lib/x86_64-linux-gnu/libgtk-4.so.1"

ICON_PROP = re.compile(r'name="(?:[a-z-]*icon[-_]name)"[^>]*>([A-Za-z0-9._-]+)<')
SYMBOLIC_LITERAL = re.compile(r'"([a-z0-9][a-z0-9.-]*-symbolic)"')


def gresource(args):
    r = subprocess.run(["gresource"] + args, capture_output=True)
    return r.stdout if r.returncode == 0 else b""


_lists = {}


def resources(lib):
    if lib not in _lists:
        _lists[lib] = gresource(["list", lib]).decode().split()
    return _lists[lib]


def app_names(src):
    """name -> where, from src/gui's .ui files and C code."""
    names = {}
    gui = src / "src" / "gui"
    for ui in sorted(gui.rglob("*.ui")):
        for name in ICON_PROP.findall(ui.read_text(encoding="utf-8")):
            names.setdefault(name, f"{ui.relative_to(src)}")
    for c in sorted(gui.rglob("*.c")):
        for name in SYMBOLIC_LITERAL.findall(c.read_text(encoding="utf-8")):
            names.setdefault(name, f"{c.relative_to(src)}")
    return names


def adwaita_names(lib):
    """name -> where, from libadwaita's .ui templates and its code's strings."""
    names = {}
    for r in resources(lib):
        if r.endswith(".ui"):
            for name in ICON_PROP.findall(gresource(["extract", lib, r]).decode("utf-8", "replace")):
                if name.endswith("-symbolic"):
                    names.setdefault(name, f"libadwaita {r.rsplit('/', 1)[-1]}")
    data = pathlib.Path(lib).read_bytes()
    for m in re.finditer(rb"\x00([a-z0-9][a-z0-9-]*-symbolic)\x00", data):
        names.setdefault(m.group(1).decode(), "libadwaita code")
    return names


def all_names(src, lib):
    names = app_names(src)
    for name, where in adwaita_names(lib).items():
        names.setdefault(name, where)
    return names


def find_svg(name, src, lib, tmp):
    """(category, path of an SVG) for @name, or None: Drivescope's own, then
    libadwaita's resources, the Adwaita theme, GTK's resources."""
    own = src / "src" / "gui" / "icons" / f"{name}.svg"
    if own.is_file():
        return "actions", own
    for library, prefix in ((lib, "/org/gnome/Adwaita/icons/scalable/"), (HOST_GTK, "/org/gtk/libgtk/icons/scalable/")):
        for r in resources(library):
            if r.startswith(prefix) and r.endswith(f"/{name}.svg"):
                out = tmp / f"{name}.svg"
                out.write_bytes(gresource(["extract", library, r]))
                return r[len(prefix):].split("/")[0], out
    for svg in sorted(ADWAITA_THEME.glob(f"*/{name}.svg")):
        return svg.parent.name, svg
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=("names", "render"))
    ap.add_argument("src", type=pathlib.Path)
    ap.add_argument("hicolor", type=pathlib.Path, nargs="?")
    ap.add_argument("--adwaita", default=HOST_ADW)
    a = ap.parse_args()
    names = all_names(a.src, a.adwaita)
    if a.command == "names":
        for name in sorted(names):
            print(f"{name}\t{names[name]}")
        return 0
    if a.hicolor is None:
        ap.error("render needs HICOLOR")
    if shutil.which("gtk4-encode-symbolic-svg") is None:
        print("icons.py: no gtk4-encode-symbolic-svg (apt-get install libgtk-4-bin)", file=sys.stderr)
        return 1
    missing = []
    with tempfile.TemporaryDirectory() as t:
        tmp = pathlib.Path(t)
        for name in sorted(names):
            if not name.endswith("-symbolic"):
                continue   # the app icon: make-icon.py
            found = find_svg(name, a.src, a.adwaita, tmp)
            if found is None:
                missing.append(f"{name} ({names[name]})")
                continue
            category, svg = found
            for size in SIZES:
                out = a.hicolor / f"{size}x{size}" / category
                out.mkdir(parents=True, exist_ok=True)
                subprocess.run(["gtk4-encode-symbolic-svg", "-o", str(out), str(svg), f"{size}x{size}"],
                               check=True, capture_output=True)
    for m in missing:
        print(f"icons.py: no SVG for {m}: it stays missing on Windows", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
