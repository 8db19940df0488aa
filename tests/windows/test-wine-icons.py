#!/usr/bin/env python3
"""test-wine-icons.py — every icon the Windows window can ask for resolves (TAP).

The names: what build-aux/windows/icons.py lists — every icon name in the
window's .ui files and C code and in libadwaita's resources (its templates
and its code). Each is looked up, under Wine, by icon-check-win.exe run from
a copy of build-windows/dist/bin (so GTK searches that install's
share\\icons, with GTK's, libadwaita's and the app's resources), at 16 px and
at 128 px (a status page's size): it must resolve to an icon of its own (not
"image-missing") that GTK can load there (no SVG: the build has no SVG
loader), and at 128 px not be a 16 px bitmap scaled up.

Skips, saying why, without the GTK part of the sysroot, build-windows/dist,
icon-check-win.exe, Wine, Xvfb or gresource.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from wineprefix import copy_prefix, start_server, stop_server

SRC = pathlib.Path(os.environ.get("DS_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))


def skip(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


cache = pathlib.Path(os.environ.get("DS_WIN_CACHE") or pathlib.Path.home() / ".cache" / "drivescope")
sysroot = pathlib.Path(os.environ.get("DS_WIN_SYSROOT") or cache / "win64-sysroot")
cached_prefix = pathlib.Path(os.environ.get("DS_WINEPREFIX") or cache / "wine-prefix")
build = pathlib.Path(os.environ.get("DS_WINDOWS_BUILD") or SRC / "build-windows")
dist = build / "dist"
checker = build / "tests" / "icon-check-win.exe"

if not (sysroot / ".stamps" / "libadwaita-1").exists():
    skip(f"the Windows sysroot in {sysroot} has no GTK 4 / libadwaita; build it once with "
         "build-aux/windows/build-sysroot.sh, then build-aux/windows/build.sh")
if not (dist / "bin" / "drivescope.exe").exists():
    skip(f"no {dist}; run build-aux/windows/build.sh")
if not checker.exists():
    skip(f"no {checker}; run build-aux/windows/build.sh")
for tool, pkg in (("wine", "wine"), ("wineserver", "wine"), ("Xvfb", "xvfb"), ("gresource", "libglib2.0-bin")):
    if shutil.which(tool) is None:
        skip(f"{tool} is not installed (apt-get install {pkg})")

r = subprocess.run([sys.executable, str(SRC / "build-aux" / "windows" / "icons.py"), "names", str(SRC)],
                   capture_output=True, text=True)
names = {}
for line in r.stdout.splitlines():
    name, _, where = line.partition("\t")
    names[name] = where
if r.returncode != 0 or len(names) < 20:
    print(f"not ok 1 - icons.py names lists the icons ({len(names)})")
    print("\n".join(f"# {x}" for x in r.stderr.splitlines()[-20:]))
    print("1..1")
    sys.exit(1)

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-icons-"))
prefix = tmp / "prefix"
copy_prefix(cached_prefix, prefix)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=")
for k in ("WAYLAND_DISPLAY", "G_DEBUG", "GSETTINGS_BACKEND", "XDG_DATA_HOME", "XDG_DATA_DIRS"):
    env.pop(k, None)

n = 0
failed = False


def ok(cond, name, *detail):
    global n, failed
    n += 1
    print(f"{'ok' if cond else 'not ok'} {n} - {name}")
    if not cond:
        failed = True
        for d in detail:
            for line in str(d).splitlines()[-20:]:
                print(f"# {line}")


xvfb = None
rfd = None
try:
    # The install as it is, hard-linked where it can be, and the checker in
    # its bin\ (it imports the same DLLs as drivescope.exe).
    copy = tmp / "Drivescope"
    try:
        subprocess.run(["cp", "-al", str(dist), str(copy)], check=True, capture_output=True)
    except subprocess.CalledProcessError:
        shutil.copytree(dist, copy)
    shutil.copy(checker, copy / "bin" / checker.name)

    rfd, wfd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-noreset", "-screen", "0", "1024x768x24",
                             "-nolisten", "tcp"], pass_fds=(wfd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(wfd)
    env["DISPLAY"] = ":" + os.read(rfd, 64).decode().strip()
    start_server(env)

    for size in (16, 128):
        r = subprocess.run(["wine", str(copy / "bin" / checker.name), str(size)] + sorted(names),
                           env=env, capture_output=True, text=True, errors="replace", timeout=300)
        seen = {}
        for line in r.stdout.splitlines():
            fields = line.split(" ", 2)
            if len(fields) == 3 and fields[0] in ("ok", "missing"):
                seen[fields[1]] = (fields[0], fields[2])
        if not ok(r.returncode == 0 and len(seen) == len(names),
                  f"icon-check-win.exe answers for all {len(names)} names at {size} px", r.stdout, r.stderr):
            continue
        for name in sorted(names):
            state, detail = seen[name]
            good = state == "ok"
            if good and size >= 64:
                # "uri WxH": a 16 px bitmap scaled up is not good enough.
                try:
                    width = int(detail.rsplit(" ", 1)[1].split("x")[0])
                except (IndexError, ValueError):
                    width = 0
                good = width >= 64
            ok(good, f"{name} at {size} px ({names[name]})", detail)
finally:
    stop_server(env)
    if xvfb is not None:
        xvfb.terminate()
        xvfb.wait(timeout=30)
    if rfd is not None:
        os.close(rfd)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"1..{n}")
sys.exit(1 if failed else 0)
