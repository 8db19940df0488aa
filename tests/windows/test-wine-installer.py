#!/usr/bin/env python3
"""test-wine-installer.py — the NSIS script itself under Wine (TAP).

Builds an installer from build-aux/windows/drivescope.nsi around a small
stand-in for dist/ (the script is what is tested, not the window: that is
windows-gui's), then in a throwaway Wine prefix checks that the installer
carries the app icon instead of NSIS's, installs the GPL-3.0 it shows on its
licence page, and that the uninstaller keeps the user's settings (GSettings'
registry key) and history on a silent uninstall, removes the settings with
/REMOVESETTINGS, and leaves nothing in %TEMP% (not even NSIS's
~nsuN.tmp copy of the uninstaller, which Windows would remove only at the
next restart).

Needs makensis and Wine only, no sysroot: skips, saying why, without them.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import time

from wineprefix import copy_prefix, start_server, stop_server

SRC = pathlib.Path(os.environ.get("DS_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
SETTINGS_KEY = "HKCU\\Software\\GSettings\\io\\github\\drivescope\\Drivescope"


def skip(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


for tool, pkg in (("makensis", "nsis"), ("wine", "wine"), ("wineserver", "wine")):
    if shutil.which(tool) is None:
        skip(f"{tool} is not installed (apt-get install {pkg})")

cache = pathlib.Path(os.environ.get("DS_WIN_CACHE") or pathlib.Path.home() / ".cache" / "drivescope")
cached_prefix = pathlib.Path(os.environ.get("DS_WINEPREFIX") or cache / "wine-prefix")
if not (cached_prefix / "system.reg").exists():
    skip(f"no Wine prefix in {cached_prefix} (build-aux/windows/build-sysroot.sh makes it; "
         "a fresh one would take a minute of this test)")

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-nsis-"))
prefix = tmp / "prefix"
copy_prefix(cached_prefix, prefix)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=")
for k in ("DISPLAY", "WAYLAND_DISPLAY"):
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
            for line in str(d).splitlines()[-30:]:
                print(f"# {line}")
    return cond


def run(args, timeout=180):
    try:
        return subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -1, "", f"{args[0]}: no answer in {timeout} s")


def wine(*args):
    return run(["wine"] + list(args))


def uninstall(*args):
    """uninstall.exe starts its copy in %TEMP% and returns at once: wait
    (up to a minute) for the copy to have removed the folder."""
    r = wine("C:\\Drivescope\\uninstall.exe", *args)
    end = time.time() + 60
    while install.exists() and time.time() < end:
        time.sleep(0.5)
    time.sleep(1)   # the registry and %TEMP% after the last step
    return r


install = prefix / "drive_c" / "Drivescope"
try:
    start_server(env)
    # A stand-in for dist/ with build.sh's licence copy.
    dist = tmp / "dist"
    (dist / "bin").mkdir(parents=True)
    (dist / "share" / "drivescope").mkdir(parents=True)
    (dist / "bin" / "drivescope.exe").write_bytes(b"MZ stand-in")
    shutil.copy(SRC / "data" / "drivedb.h", dist / "share" / "drivescope" / "drivedb.h")
    licence = (SRC / "COPYING").read_bytes().replace(b"\n", b"\r\n")
    (dist / "COPYING.txt").write_bytes(licence)
    ico_path = SRC / "data" / "windows" / "drivescope.ico"
    setup = tmp / "drivescope-setup-test.exe"
    r = run(["makensis", "-V2", "-DVERSION=0.0-test", f"-DDIST={dist}", f"-DICON={ico_path}",
             f"-DOUTFILE={setup}", str(SRC / "build-aux" / "windows" / "drivescope.nsi")], timeout=300)
    if not ok(r.returncode == 0 and setup.exists(), "makensis builds the installer", r.stdout, r.stderr):
        raise SystemExit

    # The app icon, not NSIS's: every image of drivescope.ico is in the stub.
    ico = ico_path.read_bytes()
    exe = setup.read_bytes()
    count = int.from_bytes(ico[4:6], "little")
    images = []
    for i in range(count):
        entry = ico[6 + 16 * i:6 + 16 * i + 16]
        size, offset = int.from_bytes(entry[8:12], "little"), int.from_bytes(entry[12:16], "little")
        images.append(ico[offset:offset + size])
    ok(count > 0 and all(img in exe for img in images), f"the installer carries drivescope.ico ({count} images)")

    drive_c = prefix / "drive_c"
    temps = [drive_c / "users" / d / "Temp" for d in os.listdir(drive_c / "users")] + [drive_c / "windows" / "temp"]

    def temp_entries():
        return {str(p / e) for p in temps if p.is_dir() for e in os.listdir(p)}

    temp_before = temp_entries()
    r = wine(str(setup), "/S", "/D=C:\\Drivescope")
    ok(r.returncode == 0 and (install / "bin" / "drivescope.exe").is_file(), "a silent install", r.stderr)
    ok((install / "COPYING.txt").is_file() and (install / "COPYING.txt").read_bytes() == licence,
       "the GPL-3.0 the licence page shows is installed as COPYING.txt")
    ok((install / "share" / "drivescope" / "drivedb.h").is_file(), "the drive database is installed in share\\drivescope")

    # What a user leaves: settings in the registry, the history in %LOCALAPPDATA%.
    local = next(drive_c.glob("users/*/AppData/Local"))
    (local / "drivescope").mkdir(exist_ok=True)
    (local / "drivescope" / "history.db").write_bytes(b"runs")
    r = wine("reg", "add", SETTINGS_KEY, "/v", "bench-runs", "/t", "REG_DWORD", "/d", "3", "/f")
    ok(r.returncode == 0, "settings written to GSettings' registry key", r.stderr)

    r = uninstall("/S")
    ok(r.returncode == 0 and not install.exists(), "a silent uninstall removes the folder", r.stderr,
       list(install.rglob("*")) if install.exists() else "")
    ok(wine("reg", "query", SETTINGS_KEY).returncode == 0, "and keeps the settings (no one was asked)")
    ok((local / "drivescope" / "history.db").is_file(), "and keeps the history")
    # NSIS's uninstaller runs from a copy in %TEMP%\~nsuN.tmp, which the
    # uninstaller has removed a few seconds after it ended. Nothing may stay.
    def stray():
        return sorted(temp_entries() - temp_before)
    end = time.time() + 30
    while stray() and time.time() < end:
        time.sleep(0.5)
    ok(not stray(), "nothing left in %TEMP% (NSIS's ~nsuN.tmp copy of the uninstaller is removed too)",
       [(e, os.listdir(e) if os.path.isdir(e) else "") for e in stray()])

    r = wine(str(setup), "/S", "/D=C:\\Drivescope")
    r = uninstall("/S", "/REMOVESETTINGS")
    ok(r.returncode == 0 and not install.exists(), "install again, uninstall with /REMOVESETTINGS", r.stderr)
    ok(wine("reg", "query", SETTINGS_KEY).returncode != 0, "/REMOVESETTINGS removes the settings")
    ok((local / "drivescope" / "history.db").is_file(), "and still keeps the history")
finally:
    stop_server(env)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"1..{n}")
sys.exit(1 if failed else 0)
