#!/usr/bin/env python3
"""test-wine-gui.py — drivescope.exe and its installer under Wine and Xvfb (TAP).

In a throwaway Wine prefix: installs build-windows/drivescope-setup-*.exe
silently (/S) when build.sh --installer made one, else uses the
build-windows/dist tree build.sh lays out; sets a tiny benchmark (the demo
profile, 16 MiB, one run of one second) through GSettings' registry back end
(HKCU\Software\GSettings); starts drivescope.exe on a private Xvfb display
in the environment its Start-menu shortcut gives it (no GSK_RENDERER: the
program picks GTK's cairo renderer on Windows itself), waits for its window and screenshots the overview of Wine's disk; then,
driving the keyboard with xdotool, switches to the benchmark page (Alt+2),
screenshots it, starts the benchmark (Ctrl+Enter) in the page's folder (the
user's profile folder inside the prefix's drive_c), waits for the installed
drivescope-cli.exe to list the run in `history --json` and checks its
settings, folder and engine in `show --json`, and screenshots the result,
the thermal (Alt+3) and history (Alt+4) pages; then uninstalls silently and
checks that the program's files, the Start-menu entry and the uninstall key
are gone while the user's data stays. Between the two it starts the window
at 200 % (Wine's LogPixels 192) and checks it is drawn twice as large.

Wine has no keyboard layout DLL, without which GTK cannot translate a key
press (so no shortcut works): the prefix gets build-windows/tests/kbdus.dll
(tests/windows/kbd-us-wine.c), a US layout, and its registry entry.

Skips, saying why, when the sysroot has no GTK (it never builds one:
build-aux/windows/build-sysroot.sh does), there is no Windows build of the
window, or Wine, Xvfb, xdotool or ImageMagick is missing. DS_SCREENSHOT_DIR=DIR
keeps the screenshots there (windows-wine-overview.png, -benchmark.png,
-benchmark-done.png, -thermal.png, -history.png, -overview-ru.png: the
window started again with LC_ALL=ru_RU.UTF-8, -overview-200.png: at 200 %).

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

from wineprefix import copy_prefix

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
kbd_dll = build / "tests" / "kbdus.dll"
if not kbd_dll.exists():
    skip(f"no {kbd_dll} (the keyboard layout the test gives Wine); run build-aux/windows/build.sh")
for tool, pkg in (("wine", "wine"), ("wineserver", "wine"), ("Xvfb", "xvfb"),
                  ("xwininfo", "x11-utils"), ("xdotool", "xdotool"), ("import", "imagemagick"),
                  ("compare", "imagemagick")):
    if shutil.which(tool) is None:
        skip(f"{tool} is not installed (apt-get install {pkg})")

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-gui-"))
prefix = tmp / "prefix"
copy_prefix(cached_prefix, prefix)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=")
# GSETTINGS_BACKEND=memory and the XDG_* folders of meson's test environment
# would take the settings out of the registry and the history out of the prefix.
# GSK_RENDERER too: a shortcut sets no environment, so the renderer is the
# one the program chooses on Windows.
for k in ("DISPLAY", "WAYLAND_DISPLAY", "DRIVESCOPE_HELPER", "G_DEBUG", "DRIVESCOPE_DB", "GSETTINGS_BACKEND",
          "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "DRIVESCOPE_SYSROOT", "GSK_RENDERER",
          "GDK_SCALE", "GDK_DPI_SCALE", "DRIVESCOPE_DRIVEDB"):
    env.pop(k, None)

n = 0
failed = False
# meson's timeout for the test is 900 s: every wait below takes from this.
budget_end = time.time() + 840
SETTINGS_KEY = "HKCU\\Software\\GSettings\\io\\github\\drivescope\\Drivescope"


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
    # A command that hangs fails its check (with what it printed) instead of
    # ending the test; the process group is not ours to kill beyond it.
    try:
        return subprocess.run(args, env=e or env, capture_output=True, text=True, timeout=timeout,
                              errors="replace")
    except subprocess.TimeoutExpired as te:
        out = te.stdout.decode(errors="replace") if isinstance(te.stdout, bytes) else (te.stdout or "")
        err = te.stderr.decode(errors="replace") if isinstance(te.stderr, bytes) else (te.stderr or "")
        return subprocess.CompletedProcess(args, -1, out, f"{err}\n{args[0]}: no answer in {timeout} s")


def wineserver_wait():
    run(["wineserver", "-w"], timeout=300)


def deadline(seconds):
    return min(time.time() + seconds, budget_end)


def screenshot(window, path, e):
    r = run(["import", "-display", e["DISPLAY"], "-window", window, str(path)], e=e, timeout=60)
    return r.returncode == 0 and path.exists()


def differing_pixels(a, b):
    # compare -metric AE prints the count on stderr; exit 1 only means "differ".
    r = run(["compare", "-metric", "AE", str(a), str(b), "null:"], timeout=60)
    try:
        return int(float(r.stderr.split()[0]))
    except (ValueError, IndexError):
        return None


# What the last settle() measured, for the messages of the checks using it.
last_settle = {}


def settle(window, path, e, unlike=None, seconds=90, change=0.05):
    """Screenshots @window until two shots 2 s apart agree (fewer than 0.3 %
    of the pixels differ: a clock or a free-space figure may still change)
    and, with @unlike, the picture differs from that earlier screenshot by
    more than @change (a fraction of the window's pixels). True when it got
    there in time; @path holds the last shot."""
    prev = path.with_suffix(".prev.png")
    end = deadline(seconds)
    have_prev = False
    last_settle.clear()
    while time.time() < end:
        if screenshot(window, path, e):
            last_settle["shots"] = last_settle.get("shots", 0) + 1
            if have_prev:
                same = differing_pixels(prev, path)
                last_settle["changing"] = same
                if same is not None and same < 0.003 * WINDOW_PIXELS:
                    if unlike is None:
                        return True
                    moved = differing_pixels(unlike, path)
                    last_settle["unlike"] = moved
                    if moved is not None and moved > change * WINDOW_PIXELS:
                        return True
            shutil.copy(path, prev)
            have_prev = True
        time.sleep(2)
    return False


def colours(path):
    r = run(["identify", "-format", "%k", str(path)], timeout=60)
    try:
        return int(r.stdout.strip())
    except ValueError:
        return 0


def keep(path, name):
    where = os.environ.get("DS_SCREENSHOT_DIR")
    if where and path.exists():
        shutil.copy(path, pathlib.Path(where) / name)


def key(window, e, *keys):
    """Types @keys into @window: the X input focus goes to it first (there is
    no window manager on the display to give it)."""
    run(["xdotool", "windowfocus", "--sync", window], e=e, timeout=30)
    r = run(["xdotool", "key", "--delay", "120"] + list(keys), e=e, timeout=30)
    return r.returncode == 0


def switch_page(window, e, keys, path, previous):
    """Presses @keys (a page shortcut: pressing it again does no harm) until
    the window settles on a picture unlike @previous; up to three presses."""
    for _ in range(3):
        key(window, e, keys)
        if settle(window, path, e, unlike=previous, seconds=45):
            return True
    return False


WINDOW_PIXELS = 1000 * 700


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
                    "bin/gspawn-win64-helper-console.exe",
                    "bin/libadwaita-1-0.dll", "bin/libgtk-4-1.dll",
                    "share/glib-2.0/schemas/gschemas.compiled",
                    "lib/gdk-pixbuf-2.0/2.10.0/loaders.cache",
                    "share/locale/ru/LC_MESSAGES/drivescope.mo",
                    "share/locale/uk/LC_MESSAGES/drivescope.mo",
                    "share/icons/hicolor/scalable/apps/io.github.drivescope.Drivescope.svg",
                    "share/icons/hicolor/48x48/apps/io.github.drivescope.Drivescope.png",
                    # GTK cannot draw SVG there: build.sh pre-renders the symbolic icons.
                    "share/icons/hicolor/16x16/actions/ds-thermal-symbolic.symbolic.png",
                    "share/icons/hicolor/16x16/status/power-profile-performance-symbolic.symbolic.png",
                    # Every name the window and libadwaita use (icons.py), at a status page's size too.
                    "share/icons/hicolor/16x16/actions/view-list-ordered-symbolic.symbolic.png",
                    "share/icons/hicolor/16x16/categories/preferences-system-symbolic.symbolic.png",
                    "share/icons/hicolor/16x16/actions/adw-expander-arrow-symbolic.symbolic.png",
                    "share/icons/hicolor/128x128/actions/document-open-recent-symbolic.symbolic.png",
                    "share/drivescope/drivedb.h",
                    # The user guide as HTML, opened by F1 where there is no Yelp.
                    "share/drivescope/help-html/C/index.html",
                    "share/drivescope/help-html/ru/index.html",
                    "share/drivescope/help-html/uk/index.html",
                    "COPYING.txt",
                    "uninstall.exe"):
            ok((install_dir / rel).is_file(), f"installed {rel}")
        links = list(drive_c.glob("ProgramData/Microsoft/Windows/Start Menu/Programs/Drivescope.lnk"))
        ok(len(links) == 1, "a Start-menu entry Drivescope.lnk", list(drive_c.glob("ProgramData/**/*.lnk")))
        if links:
            # The shortcut starts bin\drivescope.exe with no arguments; the
            # window below runs as it does (a shortcut sets no environment).
            lnk = links[0].read_bytes()
            target = "C:\\Drivescope\\bin\\drivescope.exe"
            ok(target.encode() in lnk or target.encode("utf-16-le") in lnk,
               f"the shortcut starts {target}", lnk[:200])
        exe = install_dir / "bin" / "drivescope.exe"
        # The icon resource holds data/windows/drivescope.ico's images as they
        # are: its largest (a PNG) must be in the .exe.
        ico = (SRC / "data" / "windows" / "drivescope.ico").read_bytes()
        count = int.from_bytes(ico[4:6], "little")
        size, offset = (int.from_bytes(ico[6 + 16 * (count - 1) + k:6 + 16 * (count - 1) + k + 4], "little")
                        for k in (8, 12))
        ok(ico[offset:offset + size] in exe.read_bytes(), "drivescope.exe carries the app icon")
    else:
        print("# no installer (build.sh --installer was not run): using build-windows/dist")
        exe = dist_exe

    # The app's data: a history database the uninstaller must leave alone.
    cli_exe = exe.parent / "drivescope-cli.exe"
    r = run(["wine", str(cli_exe), "history", "--json"])
    ok(r.returncode == 0, "the installed drivescope-cli.exe history --json exits 0", r.stderr)
    try:
        history = json.loads(r.stdout)
    except ValueError:
        history = None
    ok(isinstance(history, (list, dict)), "history --json prints JSON", r.stdout[-400:])
    # The cached prefix may hold runs of its own: the test's run is a new one.
    ids_before = {x.get("id") for x in history} if isinstance(history, list) else set()
    wineserver_wait()

    # A tiny benchmark, through GSettings' registry back end: what the app
    # then shows and runs (the demo profile is one test, SEQ1M Q8T1).
    settings = {"bench-profile": ("REG_SZ", "demo"), "bench-size-mib": ("REG_DWORD", "16"),
                "bench-runs": ("REG_DWORD", "1"), "bench-duration-s": ("REG_DWORD", "1"),
                "bench-interval-s": ("REG_DWORD", "0")}
    written = all(run(["wine", "reg", "add", SETTINGS_KEY, "/v", name, "/t", kind, "/d", value, "/f"]).returncode == 0
                  for name, (kind, value) in settings.items())
    # The keyboard layout GTK reads key presses with (see the top).
    shutil.copy(kbd_dll, drive_c / "windows" / "system32" / "kbdus.dll")
    written = written and run(["wine", "reg", "add",
                               "HKLM\\SYSTEM\\CurrentControlSet\\Control\\Keyboard Layouts\\00000409",
                               "/v", "Layout File", "/t", "REG_SZ", "/d", "kbdus.dll", "/f"]).returncode == 0
    wineserver_wait()
    ok(written, "the benchmark settings and the keyboard layout are in the registry")
    profile_dirs = sorted(drive_c.glob("users/*"))
    before = {d: set(os.listdir(d)) for d in profile_dirs if d.is_dir()}

    # A private X display (-displayfd picks a free number). Xvfb writes the
    # number again when it resets after its last client leaves (Wine's start-up
    # connects and disconnects before the window opens): with the pipe's read
    # end closed that write kills Xvfb, and the window then cannot be created.
    # So -noreset, and the read end stays open until Xvfb is stopped.
    rfd, wfd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-noreset", "-screen", "0", "2400x1600x24",
                             "-nolisten", "tcp"],
                            pass_fds=(wfd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(wfd)
    display = os.read(rfd, 64).decode().strip()
    genv = dict(env, DISPLAY=f":{display}")
    log = open(tmp / "drivescope.log", "w")
    app = subprocess.Popen(["wine", str(exe)], env=genv, stdout=log, stderr=subprocess.STDOUT)

    def app_log():
        return (tmp / "drivescope.log").read_text(errors="replace")

    def wait_window(proc):
        """The X id of drivescope.exe's window, once it is mapped, or None."""
        end = deadline(240)
        while time.time() < end and proc.poll() is None:
            r = run(["xwininfo", "-root", "-tree"], e=genv, timeout=30)
            for line in r.stdout.splitlines():
                fields = line.split()
                if '"Drivescope"' in line and fields and fields[0].startswith("0x"):
                    return fields[0]
            time.sleep(2)
        return None

    window = wait_window(app)
    ok(window is not None, "drivescope.exe maps a window titled Drivescope",
       f"exit status: {app.poll()}; Xvfb: {'running' if xvfb.poll() is None else f'exited {xvfb.poll()}'}",
       app_log())

    def cli(*args):
        r = run(["wine", str(cli_exe)] + list(args), e=genv, timeout=120)
        try:
            return json.loads(r.stdout)
        except ValueError:
            return None

    shots = {}
    if window:
        # The overview of the first drive (Wine's disk), once it has drawn.
        shot = tmp / "overview.png"
        settled = settle(window, shot, genv, seconds=120)
        n_colours = colours(shot)
        # A window with a header bar, text and a sidebar has many colours;
        # a blank or failed surface has one or two.
        ok(settled and n_colours > 50, f"the overview is drawn and settles ({n_colours} colours)", app_log())
        keep(shot, "windows-wine-overview.png")
        shots["overview"] = shot
        r = run(["xwininfo", "-id", window], e=genv, timeout=30)
        for line in r.stdout.splitlines():
            if line.strip().startswith("Width:"):
                shots["overview-width"] = int(line.split(":")[1])

        # Alt+2: the benchmark page. Before it only the overview can have
        # been drawn, so a settled, different picture is the page.
        shot = tmp / "benchmark.png"
        switched = switch_page(window, genv, "alt+2", shot, shots["overview"])
        ok(switched, "Alt+2 shows the benchmark page",
           "the picture did not change; key presses:" ,
           "\n".join(l for l in app_log().splitlines() if "keypress" in l or "layout" in l)[-2000:])
        keep(shot, "windows-wine-benchmark.png")
        shots["bench"] = shot

        # Ctrl+Enter: the page's run. Done when the installed CLI lists it.
        runs = []
        if switched:
            # A press that was lost (the picture stays the idle page's) is
            # repeated; one that started the run never is: the run's progress
            # changes the page at once.
            def run_started():
                if any(x.get("id") not in ids_before for x in cli("history", "--json") or []):
                    return True
                shot = tmp / "running.png"
                if not screenshot(window, shot, genv):
                    return False
                moved = differing_pixels(shots["bench"], shot)
                return moved is not None and moved > 0.01 * WINDOW_PIXELS

            started = False
            for _ in range(3):
                key(window, genv, "ctrl+Return")
                end = deadline(40)
                while not started and time.time() < end:
                    started = run_started()
                    if not started:
                        time.sleep(2)
                if started:
                    break
            if not started:
                print("# the benchmark page did not change after three Ctrl+Enter presses")
            end = deadline(300)
            while time.time() < end and app.poll() is None:
                runs = cli("history", "--json") or []
                if any(x.get("kind") == "bench" and x.get("status") == "completed" and
                       x.get("id") not in ids_before for x in runs):
                    break
                time.sleep(3)
        done = [x for x in runs if x.get("kind") == "bench" and x.get("status") == "completed" and
                x.get("id") not in ids_before]
        ok(len(done) == 1, "Ctrl+Enter runs the benchmark and `history --json` lists it, completed",
           json.dumps(runs)[:800], app_log())
        if done:
            shown = cli("show", str(done[0]["id"]), "--json") or {}
            s = shown.get("settings", {})
            c = shown.get("conditions", {})
            ok(s.get("profile") == "demo" and s.get("size_bytes") == 16 << 20 and s.get("runs") == 1 and
               s.get("tests") == ["SEQ1M Q8T1"],
               "the run used the registry's settings (demo, 16 MiB, one run)", json.dumps(s))
            folder = str(c.get("dir", ""))
            ok(folder.upper().startswith("C:\\USERS\\") and c.get("drive", {}).get("name") == "PhysicalDrive0",
               f"the test file was in the user's folder inside drive_c ({folder}), on Wine's disk",
               json.dumps(c)[:800])
            modes = sorted(x.get("mode") for x in shown.get("tests", []))
            ok(modes == ["read", "write"] and all(x.get("mbps", 0) > 0 for x in shown.get("tests", [])),
               f"both results have a speed ({c.get('engine')} engine)", json.dumps(shown.get("tests"))[:800])
            left = {d: sorted(set(os.listdir(d)) - before.get(d, set())) for d in before}
            ok(not any(left.values()), "no test file is left in the profile folder", left)
            shot = tmp / "benchmark-done.png"
            ok(settle(window, shot, genv, unlike=shots["bench"], seconds=60),
               "the benchmark page shows the result")
            keep(shot, "windows-wine-benchmark-done.png")
            shots["done"] = shot

        # The other pages: each one a new picture.
        for keys, page in (("alt+3", "thermal"), ("alt+4", "history")):
            if not switched:
                break
            shot = tmp / f"{page}.png"
            previous = shots.get("done", shots["bench"]) if page == "thermal" else shots.get("thermal", shots["bench"])
            ok(switch_page(window, genv, keys, shot, previous), f"{keys.capitalize()} shows the {page} page")
            keep(shot, f"windows-wine-{page}.png")
            shots[page] = shot
    ok(app.poll() is None, "drivescope.exe is still running after the screenshots", app_log())
    run(["wineserver", "-k"])
    app.wait(timeout=60)
    app = None
    wineserver_wait()

    # The Russian window: the installed catalogue found from the installed
    # tree (share\locale beside bin\), and Cyrillic drawn with the UI font.
    if window and "overview" in shots:
        renv = dict(genv, LC_ALL="ru_RU.UTF-8", LANG="ru_RU.UTF-8")
        renv.pop("LANGUAGE", None)
        log.close()
        log = open(tmp / "drivescope.log", "w")
        app = subprocess.Popen(["wine", str(exe)], env=renv, stdout=log, stderr=subprocess.STDOUT)
        ru_window = wait_window(app)
        shot = tmp / "overview-ru.png"
        # Other words in the same places: the text, a few per cent of the
        # pixels, differs (an untranslated window would differ by nothing).
        drawn = ru_window is not None and settle(ru_window, shot, renv, unlike=shots["overview"],
                                                 seconds=120, change=0.01)
        ok(drawn, "with LC_ALL=ru_RU.UTF-8 the window is drawn, unlike the English one",
           f"window: {ru_window}; pixels of {WINDOW_PIXELS}: {last_settle}", app_log())
        keep(shot, "windows-wine-overview-ru.png")
        run(["wineserver", "-k"])
        app.wait(timeout=60)
        app = None
        wineserver_wait()

    # 200 %: Wine's DPI (HKCU\Control Panel\Desktop\LogPixels) at 192. GTK
    # scales the window by 2: the same overview, twice as wide and tall.
    if window and "overview" in shots:
        def width(win, e):
            r = run(["xwininfo", "-id", win], e=e, timeout=30)
            for line in r.stdout.splitlines():
                if line.strip().startswith("Width:"):
                    return int(line.split(":")[1])
            return 0
        w100 = shots.get("overview-width", 0)
        r = run(["wine", "reg", "add", "HKCU\\Control Panel\\Desktop", "/v", "LogPixels", "/t", "REG_DWORD",
                 "/d", "192", "/f"])
        wineserver_wait()
        log.close()
        log = open(tmp / "drivescope.log", "w")
        app = subprocess.Popen(["wine", str(exe)], env=genv, stdout=log, stderr=subprocess.STDOUT)
        hi_window = wait_window(app)
        shot = tmp / "overview-200.png"
        drawn = hi_window is not None and settle(hi_window, shot, genv, seconds=120)
        w200 = width(hi_window, genv) if hi_window else 0
        n_colours = colours(shot) if drawn else 0
        ok(r.returncode == 0 and drawn and n_colours > 50,
           f"at 200 % the window is drawn ({n_colours} colours)", app_log())
        ok(w100 > 0 and w200 >= 1.5 * w100, f"at 200 % the window is scaled ({w100} px wide at 100 %, {w200} px now)")
        keep(shot, "windows-wine-overview-200.png")
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
