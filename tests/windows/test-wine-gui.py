#!/usr/bin/env python3
"""test-wine-gui.py — drivescope.exe and its installer under Wine and Xvfb (TAP).

In a throwaway Wine prefix: installs build-windows/drivescope-setup-*.exe
silently (/S) when build.sh --installer made one, else uses the
build-windows/dist tree build.sh lays out; starts drivescope.exe on a
private Xvfb display with GSK_RENDERER=cairo (GTK's GL renderer cannot make a
context there), waits for its window, takes a screenshot and checks it is not
blank, checks the installed drivescope-cli.exe answers `history --json`, then
uninstalls silently and checks that the program's files, the Start-menu entry
and the uninstall key are gone while the user's data stays.

Skips, saying why, when the sysroot has no GTK (it never builds one:
build-aux/windows/build-sysroot.sh does), there is no Windows build of the
window, or Wine or Xvfb is missing. DS_SCREENSHOT_DIR=DIR keeps the
screenshot there.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

SRC = pathlib.Path(os.environ.get("DS_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))


def skip(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


cache = pathlib.Path(os.environ.get("DS_WIN_CACHE") or pathlib.Path.home() / ".cache" / "drivescope")
sysroot = pathlib.Path(os.environ.get("DS_WIN_SYSROOT") or cache / "win64-sysroot")
cached_prefix = pathlib.Path(os.environ.get("DS_WINEPREFIX") or cache / "wine-prefix")
build = pathlib.Path(os.environ.get("DS_WINDOWS_BUILD") or SRC / "build-windows")
dist_exe = build / "dist" / "bin" / "drivescope.exe"
installers = sorted(build.glob("drivescope-setup-*.exe"))

if not (sysroot / ".stamps" / "libadwaita-1").exists():
    skip(f"the Windows sysroot in {sysroot} has no GTK 4 / libadwaita; build it once with "
         "build-aux/windows/build-sysroot.sh, then build-aux/windows/build.sh --installer")
if not installers and not dist_exe.exists():
    skip(f"no {dist_exe} and no installer in {build}; run build-aux/windows/build.sh --installer")
for tool, pkg in (("wine", "wine"), ("wineserver", "wine"), ("Xvfb", "xvfb"),
                  ("xwininfo", "x11-utils"), ("import", "imagemagick")):
    if shutil.which(tool) is None:
        skip(f"{tool} is not installed (apt-get install {pkg})")

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-gui-"))
prefix = tmp / "prefix"
if (cached_prefix / "system.reg").exists():
    # As test-wine-cli.py: the prefix's system DLLs hard-linked, the rest copied.
    def link_or_copy(src, dst):
        if "/drive_c/windows/" in src:
            try:
                os.link(src, dst)
                return dst
            except OSError:
                pass
        return shutil.copy2(src, dst)
    shutil.copytree(cached_prefix, prefix, symlinks=True, copy_function=link_or_copy)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=",
           GSK_RENDERER="cairo")
for k in ("DISPLAY", "WAYLAND_DISPLAY", "DRIVESCOPE_HELPER", "G_DEBUG", "DRIVESCOPE_DB"):
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
            for line in str(d).splitlines()[-40:]:
                print(f"# {line}")
    return cond


def run(args, timeout=300, e=None):
    return subprocess.run(args, env=e or env, capture_output=True, text=True, timeout=timeout,
                          errors="replace")


def wineserver_wait():
    run(["wineserver", "-w"], timeout=300)


def unix_path(winpath):
    r = run(["wine", "winepath", "-u", winpath])
    return pathlib.Path(r.stdout.strip())


xvfb = None
rfd = None
app = None
try:
    drive_c = prefix / "drive_c"
    install_dir = drive_c / "Drivescope"
    if installers:
        setup = installers[-1]
        r = run(["wine", str(setup), "/S", "/D=C:\\Drivescope"], timeout=600)
        wineserver_wait()
        ok(r.returncode == 0, f"{setup.name} /S exits 0", r.stdout, r.stderr)
        for rel in ("bin/drivescope.exe", "bin/drivescope-cli.exe", "bin/drivescope-helper.exe",
                    "bin/libadwaita-1-0.dll", "bin/libgtk-4-1.dll",
                    "share/glib-2.0/schemas/gschemas.compiled",
                    "lib/gdk-pixbuf-2.0/2.10.0/loaders.cache",
                    "share/locale/ru/LC_MESSAGES/drivescope.mo",
                    "share/locale/uk/LC_MESSAGES/drivescope.mo",
                    "share/icons/hicolor/scalable/apps/io.github.drivescope.Drivescope.svg",
                    "uninstall.exe"):
            ok((install_dir / rel).is_file(), f"installed {rel}")
        links = list(drive_c.glob("ProgramData/Microsoft/Windows/Start Menu/Programs/Drivescope.lnk"))
        ok(len(links) == 1, "a Start-menu entry Drivescope.lnk", list(drive_c.glob("ProgramData/**/*.lnk")))
        exe = install_dir / "bin" / "drivescope.exe"
    else:
        print("# no installer (build.sh --installer was not run): using build-windows/dist")
        exe = dist_exe

    # The app's data: a history database the uninstaller must leave alone.
    cli = exe.parent / "drivescope-cli.exe"
    r = run(["wine", str(cli), "history", "--json"])
    ok(r.returncode == 0, "the installed drivescope-cli.exe history --json exits 0", r.stderr)
    try:
        history = json.loads(r.stdout)
    except ValueError:
        history = None
    ok(isinstance(history, (list, dict)), "history --json prints JSON", r.stdout[-400:])
    wineserver_wait()

    # A private X display (-displayfd picks a free number). Xvfb writes the
    # number again when it resets after its last client leaves (Wine's start-up
    # connects and disconnects before the window opens): with the pipe's read
    # end closed that write kills Xvfb, and the window then cannot be created.
    # So -noreset, and the read end stays open until Xvfb is stopped.
    rfd, wfd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-noreset", "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"],
                            pass_fds=(wfd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(wfd)
    display = os.read(rfd, 64).decode().strip()
    genv = dict(env, DISPLAY=f":{display}")
    log = open(tmp / "drivescope.log", "w")
    app = subprocess.Popen(["wine", str(exe)], env=genv, stdout=log, stderr=subprocess.STDOUT)

    title = None
    deadline = time.time() + 240
    while time.time() < deadline and app.poll() is None:
        r = run(["xwininfo", "-root", "-tree"], e=genv, timeout=30)
        for line in r.stdout.splitlines():
            if '"Drivescope"' in line and "x" in line:
                title = line.strip()
        if title:
            break
        time.sleep(2)
    ok(title is not None, "drivescope.exe maps a window titled Drivescope",
       f"exit status: {app.poll()}; Xvfb: {'running' if xvfb.poll() is None else f'exited {xvfb.poll()}'}",
       (tmp / "drivescope.log").read_text(errors="replace"))
    if title:
        time.sleep(8)   # let it draw the drive list
        shot = tmp / "drivescope-windows.png"
        r = run(["import", "-display", f":{display}", "-window", "root", str(shot)], e=genv, timeout=60)
        ok(r.returncode == 0 and shot.exists(), "a screenshot of the display", r.stderr)
        if shot.exists():
            r = run(["identify", "-format", "%[fx:standard_deviation] %k", str(shot)], timeout=60)
            fields = r.stdout.split()
            # A window with a header bar, text and a sidebar has many colours;
            # a blank or failed surface has one or two.
            colours = int(fields[1]) if len(fields) == 2 else 0
            ok(colours > 50, f"the screenshot shows a drawn window ({colours} colours)", r.stdout, r.stderr)
            keep = os.environ.get("DS_SCREENSHOT_DIR")
            if keep:
                shutil.copy(shot, pathlib.Path(keep) / shot.name)
    ok(app.poll() is None, "drivescope.exe is still running after the screenshot",
       (tmp / "drivescope.log").read_text(errors="replace"))
    run(["wineserver", "-k"])
    app.wait(timeout=60)
    app = None
    wineserver_wait()

    if installers:
        user_data = list(drive_c.glob("users/*/AppData/Local/drivescope"))
        r = run(["wine", str(install_dir / "uninstall.exe"), "/S"], timeout=300)
        wineserver_wait()
        # The uninstaller copies itself to %TEMP% and runs from there.
        deadline = time.time() + 60
        while install_dir.exists() and time.time() < deadline:
            time.sleep(1)
        ok(not install_dir.exists(), "uninstall.exe /S removes C:\\Drivescope",
           sorted(str(p.relative_to(drive_c)) for p in install_dir.rglob("*"))[:40] if install_dir.exists() else "")
        ok(not list(drive_c.glob("ProgramData/Microsoft/Windows/Start Menu/Programs/Drivescope.lnk")),
           "the Start-menu entry is gone")
        r = run(["wine", "reg", "query", "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Drivescope"])
        ok(r.returncode != 0, "the uninstall registry key is gone", r.stdout)
        ok(all(p.exists() for p in user_data),
           f"the user's data stays ({', '.join(str(p.relative_to(drive_c)) for p in user_data) or 'none written'})")
finally:
    if app is not None and app.poll() is None:
        run(["wineserver", "-k"])
        app.wait(timeout=60)
    if xvfb is not None:
        xvfb.terminate()
        xvfb.wait(timeout=30)
    if rfd is not None:
        os.close(rfd)
    run(["wineserver", "-k"])
    wineserver_wait()
    shutil.rmtree(tmp, ignore_errors=True)

print(f"1..{n}")
sys.exit(1 if failed else 0)
