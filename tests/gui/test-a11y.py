#!/usr/bin/env python3
"""The window as a screen reader meets it: through AT-SPI.

    test-a11y.py DRIVESCOPE DRIVESCOPE_CLI SCHEMA_DIR FIXTURES

Run under an X server and a private session bus (xvfb-run … dbus-run-session
-- test-a11y.py …). Starts the accessibility bus, starts the real window with
a fresh history holding two imported CrystalDiskMark runs, and walks its
accessible tree with pyatspi on every page: Overview, Health, Benchmark (before,
while running and done), Thermal, Suites, History, Compare and Preferences.
Fails on a button, toggle, entry, spin button or combo box shown without an
accessible name, on a chart shown without a text alternative (a chart that has
numbers must name them), and on a page tab or control that Tab never reaches.
One case presses the benchmark's keys (Ctrl+Return) and reads the results
back through AT-SPI, as a screen reader would.

The benchmark is the demo profile on a 16 MiB nameless test file in the
folder the window offers for the drive (its first writable mount): nothing is
left behind. Skips, saying why, without pyatspi, the AT-SPI bus launcher or
xdotool.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# AT-SPI's client library warns of objects that went away mid-walk; that is
# not the window's fault, and G_DEBUG=fatal-warnings would make it fatal here
# (the window keeps the test environment's G_DEBUG).
G_DEBUG = os.environ.pop("G_DEBUG", None)
try:
    import pyatspi
except ImportError:
    if os.path.exists("/usr/bin/python3") and \
            os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") \
            and not os.environ.get("DS_A11Y_REEXEC"):
        os.environ["DS_A11Y_REEXEC"] = "1"
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    print("1..0 # SKIP pyatspi is not installed (Debian package python3-pyatspi)")
    sys.exit(0)

APP, CLI, SCHEMA_DIR, FIXTURES = sys.argv[1:5]
LAUNCHER = next((p for p in ["/usr/libexec/at-spi-bus-launcher",
                             "/usr/lib/at-spi2-core/at-spi-bus-launcher"] if os.path.exists(p)), None)
if LAUNCHER is None:
    print("1..0 # SKIP at-spi-bus-launcher is not installed (Debian package at-spi2-core)")
    sys.exit(0)
if shutil.which("xdotool") is None:
    print("1..0 # SKIP xdotool is not installed (Debian package xdotool), no keys to press")
    sys.exit(0)
if not os.environ.get("DISPLAY") or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    print("1..0 # SKIP needs an X display and a session bus (run under xvfb-run and dbus-run-session)")
    sys.exit(0)

results = []


def check(name, ok, detail=""):
    results.append((name, bool(ok), detail))
    return ok


def finish(code=None):
    print(f"1..{len(results)}")
    failed = 0
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        if not ok:
            failed += 1
            for line in str(detail).strip().splitlines()[:60]:
                print(f"# {line}")
    sys.exit(code if code is not None else (1 if failed else 0))


# --- the accessible tree ---

CONTROLS = {"push button", "toggle button", "check box", "radio button", "entry", "password text",
            "spin button", "combo box", "switch", "slider", "page tab", "link", "menu item"}
# GTK names an object by its type when nothing else names it: "GtkButton".
TYPE_NAME = re.compile(r"^(Gtk|Adw|Ds)[A-Za-z]*$")


def unnamed(acc):
    name = (acc.name or "").strip()
    return name == "" or TYPE_NAME.match(name) is not None


def extents(acc):
    try:
        e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return e.x, e.y, e.width, e.height
    except Exception:
        return 0, 0, 0, 0


def shown(acc):
    """Visible and with a size: GTK 4 reports hidden stack pages as visible,
    but an unmapped widget has no extents."""
    try:
        if not acc.getState().contains(pyatspi.STATE_VISIBLE):
            return False
    except Exception:
        return False
    w, h = extents(acc)[2:]
    return w > 0 and h > 0


# The drive view's pages, by the type GTK names them with. A page once shown
# keeps its allocation after another is chosen, so an audit of one page skips
# the others by name.
PAGES = {"Overview": "DsDrivePage", "Benchmark": "DsBenchPage", "Thermal": "DsThermalPage",
         "Suites": "DsSuitePage", "Capacity": "DsVerifyPage", "History": "DsHistoryPage"}


def walk(acc, out=None, depth=0, skip=frozenset()):
    """Every shown object under @acc, depth first; hidden subtrees and those
    named in @skip pruned. A stack page is an accessible of its own with no
    size: its child tells."""
    if out is None:
        out = []
    if acc is None or depth > 80:
        return out
    try:
        stack_page = acc.name == "GtkStackPage"
        # libadwaita 1.2's toast draws its close button unnamed (a later
        # libadwaita names it); the toasts' texts are read as labels.
        if acc.name in skip or acc.name == "AdwToastWidget":
            return out
    except Exception:
        return out
    if stack_page:
        try:
            if not acc.getState().contains(pyatspi.STATE_VISIBLE):
                return out
        except Exception:
            return out
    elif not shown(acc):
        return out
    out.append(acc)
    try:
        n = acc.childCount
    except Exception:
        return out
    for i in range(n):
        try:
            walk(acc.getChildAtIndex(i), out, depth + 1, skip)
        except Exception:
            pass
    return out


def path(acc):
    parts = []
    a = acc
    while a is not None and len(parts) < 8:
        try:
            parts.append(f"{a.getRoleName()} '{(a.name or '')[:40]}'")
            a = a.parent
        except Exception:
            break
    return " < ".join(parts)


def inside_named_combo(acc):
    """The button a drop-down draws for itself is named by the drop-down."""
    a = acc.parent
    for _ in range(4):
        if a is None:
            return False
        if a.getRoleName() == "combo box" and not unnamed(a):
            return True
        a = a.parent
    return False


def others(page):
    return frozenset(v for k, v in PAGES.items() if k != page)


def audit(where, root, charts_have_numbers=False, at_least=4, skip=frozenset()):
    def collect():
        nodes = walk(F() if root is FRAME else root, skip=skip)
        return nodes, [n.getRoleName() for n in nodes]
    nodes, _ = retried(collect)
    bad, charts, controls = [], [], 0
    for n in nodes:
        role = n.getRoleName()
        controls += role in CONTROLS
        if role in CONTROLS and unnamed(n) and not inside_named_combo(n):
            bad.append(path(n))
        if role == "image":
            w, h = extents(n)[2:]
            if w >= 160 and h >= 100:
                charts.append(n)
    check(f"{where}: the walk sees the page's controls (at least {at_least})", controls >= at_least,
          f"{controls} controls")
    check(f"{where}: every button, toggle, entry and field shown has an accessible name",
          not bad, "\n".join(bad))
    no_text = [path(c) for c in charts if unnamed(c)]
    check(f"{where}: every chart shown has a text alternative", not no_text, "\n".join(no_text))
    if charts_have_numbers:
        check(f"{where}: a chart is shown", charts, "")
        no_numbers = [path(c) + " : " + (c.name or "") for c in charts
                      if not re.search(r"\d", (c.name or "") + " " + (c.description or ""))]
        check(f"{where}: its charts' text alternatives give their numbers", not no_numbers,
              "\n".join(no_numbers))
    return nodes


def find(nodes, role=None, name=None, pred=None):
    for n in nodes:
        try:
            if role and n.getRoleName() != role:
                continue
            if name is not None and not re.search(name, n.name or ""):
                continue
            if pred and not pred(n):
                continue
            return n
        except Exception:
            continue
    return None


def mouse_click(acc):
    x, y, w, h = extents(acc)
    subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2), "click", "1"])


def click(acc):
    """A button's or tab's own action; a list row is clicked with the mouse
    (GTK's row action activates, it does not select)."""
    if acc.getRoleName() in ("list item", "table row"):
        return mouse_click(acc)
    try:
        action = acc.queryAction()
        for i in range(action.nActions):
            if action.getName(i) in ("click", "activate", "press"):
                return action.doAction(i)
    except NotImplementedError:
        pass
    x, y, w, h = extents(acc)
    subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2), "click", "1"])
    return True


def shot(name):
    """With DS_A11Y_SHOTS=DIR, a screenshot of the screen (for debugging)."""
    d = os.environ.get("DS_A11Y_SHOTS")
    if d and shutil.which("import"):
        subprocess.run(["import", "-window", "root", os.path.join(d, name + ".png")])


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "60"] + list(keys))


def wait_for(pred, timeout, step=0.5):
    end = time.time() + timeout
    while time.time() < end:
        v = pred()
        if v:
            return v
        time.sleep(step)
    return None


def focused(root):
    for n in walk(root):
        try:
            if n.getState().contains(pyatspi.STATE_FOCUSED):
                return n
        except Exception:
            pass
    return None


# The window's accessible objects can go stale under the test ("the
# application no longer exists" while it runs): F() is the window's frame,
# looked up again when the one held no longer answers, and the page steps
# retry once on a fresh frame.
FRAME = None
LOOKUP = None


def F(force=False):
    global FRAME
    if not force and FRAME is not None:
        try:
            FRAME.getRoleName()
            if FRAME.childCount > 0:
                return FRAME
        except Exception:
            pass
    fresh = wait_for(LOOKUP, 30) if LOOKUP else None
    FRAME = fresh or FRAME
    return FRAME


def retried(fn):
    try:
        return fn()
    except Exception:
        time.sleep(1)
        F(force=True)
        return fn()


def page_tab(frame, name):
    def look():
        tabs = [n for n in walk(F() if frame is FRAME else frame)
                if n.getRoleName() == "page tab" and n.name == name]
        return tabs[0] if tabs else None
    return retried(look)


# --- the run ---

work = tempfile.mkdtemp(prefix="ds-a11y-")
env = dict(os.environ)
if G_DEBUG:
    env["G_DEBUG"] = G_DEBUG
env.pop("GTK_A11Y", None)
env.pop("NO_AT_BRIDGE", None)
env.update(HOME=work, XDG_DATA_HOME=os.path.join(work, "data"), XDG_CONFIG_HOME=os.path.join(work, "config"),
           XDG_CACHE_HOME=os.path.join(work, "cache"), DRIVESCOPE_DB=os.path.join(work, "history.db"),
           GSETTINGS_SCHEMA_DIR=SCHEMA_DIR, GSETTINGS_BACKEND="keyfile", LC_ALL="C.UTF-8", LANGUAGE="")
settings = os.path.join(work, "config", "glib-2.0", "settings")
os.makedirs(settings)
with open(os.path.join(settings, "keyfile"), "w") as f:
    f.write("[io/github/drivescope/Drivescope]\n"
            "bench-profile='demo'\nbench-size-mib=uint32 16\nbench-runs=uint32 1\n"
            "bench-duration-s=uint32 1\nbench-interval-s=uint32 0\nwindow-width=1280\nwindow-height=800\n")
for name in ["cdm8-default.txt", "cdm9-nvme.txt"]:
    subprocess.run([CLI, "import", os.path.join(FIXTURES, "cdm", name)], env=env,
                   capture_output=True, check=True)

procs = []
try:
    procs.append(subprocess.Popen([LAUNCHER, "--launch-immediately"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    time.sleep(1)
    app_log = open(os.path.join(work, "app.log"), "w")
    app = subprocess.Popen([APP], env=env, stdout=app_log, stderr=subprocess.STDOUT)
    procs.append(app)

    def the_frame():
        try:
            return find_frame()
        except Exception:
            return None

    def find_frame():
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            a = desktop.getChildAtIndex(i)
            if a is not None and a.name == "drivescope":
                for j in range(a.childCount):
                    f = a.getChildAtIndex(j)
                    if f is not None and f.getRoleName() == "frame" and f.name == "Drivescope" \
                            and page_tab(f, "Overview"):
                        return f
        return None

    LOOKUP = the_frame
    frame = FRAME = wait_for(the_frame, 120)
    if not check("the window appears on the accessibility bus with its page tabs", F(),
                 open(os.path.join(work, "app.log")).read()):
        finish()
    x, y, w, h = extents(F())
    subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + 20)])
    time.sleep(1)

    # Overview, with the first drive selected.
    nodes = audit("Overview", F(), skip=others("Overview"))
    check("Overview: the drive's page names it (its model is a label)",
          find(nodes, role="label", name=r"\S"), "")

    for page in ["Thermal", "Suites", "Capacity"]:
        tab = page_tab(F(), page)
        if check(f"{page}: its page tab is there", tab):
            click(tab)
            time.sleep(2)
            audit(page, F(), skip=others(page))

    # The benchmark, started from the keyboard, read back.
    tab = page_tab(F(), "Benchmark")
    if check("Benchmark: its page tab is there", tab):
        click(tab)
        time.sleep(2)
        audit("Benchmark before a run", F(), skip=others("Benchmark"))
        subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2)])
        key("ctrl+Return")
        time.sleep(1)
        shot("bench-started")
        # The demo run may be over before a walk ends: Stop, or its results.
        running = wait_for(lambda: find(walk(F(), skip=others("Benchmark")), role="push button",
                                        name=r"^(_?Stop|SEQ1M Q8T1 Read: \d)"), 30)
        check("Benchmark: Ctrl+Return starts it (Stop or its results are announced)", running,
              "buttons: " + ", ".join(repr(n.name) for n in walk(F()) if n.getRoleName() == "push button"))
        if running and re.match("_?Stop", running.name or ""):
            audit("Benchmark while running", F(), skip=others("Benchmark"))

        def done():
            nodes = walk(F(), skip=others("Benchmark"))
            cells = [n for n in nodes if n.getRoleName() == "push button" and
                     re.search(r"\d[\d.,]* ?MB/s", n.name or "")]
            stop = find(nodes, role="push button", name=r"^(Stop|_Stop)")
            return cells if cells and stop is None else None
        cells = wait_for(done, 180, 1)
        shot("bench-done")
        check("Benchmark: the results are read as buttons naming test and MB/s", cells,
              "buttons: " + ", ".join(repr(n.name) for n in walk(F()) if n.getRoleName() == "push button"))
        if cells:
            names = [c.name for c in cells]
            check("Benchmark: a result names its test (SEQ1M …) with its number",
                  any(re.search(r"SEQ|RND", n) for n in names), "\n".join(names))
            audit("Benchmark done", F(), skip=others("Benchmark"))

    # The history of all drives, with the imported runs and the benchmark;
    # all of them compared.
    tab = page_tab(F(), "History")
    if check("History of the drive: its page tab is there", tab):
        click(tab)
        time.sleep(2)
        audit("History of the drive", F(), skip=others("History"))
    everything = find(walk(F()), role="list item", name="^History of all drives")
    check("History: the sidebar names the history of all drives", everything)
    key("ctrl+h")
    time.sleep(3)
    nodes = audit("History", F(), skip=frozenset(["DsDriveView"]))
    rows = [n for n in nodes if n.getRoleName() in ("table row", "list item", "row")
            and re.search(r"\d", n.name or "") and (n.name or "").startswith("ID: ") and "Date: " in (n.name or "")]
    check("History: every run is a row with an accessible label", len(rows) >= 3,
          "\n".join(path(r) for r in rows))
    runs = find(nodes, role="list", name="^Runs$")
    compare = find(nodes, role="push button", name="Compare")
    if check("History: the run list and Compare are there", runs is not None and compare is not None):
        action = runs.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if check("History: the run list offers select-all", "list.select-all" in names, names):
            action.doAction(names.index("list.select-all"))
            time.sleep(1)
            shot("history-selected")
            click(compare)
            time.sleep(3)
            shot("compare")
            audit("Compare", F(), charts_have_numbers=True, skip=frozenset(["DsDriveView"]))
            key("Escape")
            time.sleep(1)

    # Last, as it may move focus anywhere: from the drive page, Tab reaches
    # every control that can take focus there, the page tabs among them, and
    # moving focus opens nothing.
    drive = find(walk(F()), role="list item",
                 pred=lambda n: n.parent is not None and n.parent.name == "Drives"
                 and not (n.name or "").startswith("History"))
    if drive is not None:
        click(drive)
        time.sleep(2)
    click(page_tab(F(), "Overview") or F())
    time.sleep(1)
    focusable = set()
    for n in walk(F(), skip=others("Overview")):
        try:
            st = n.getState()
            # GTK keeps the title bar's window buttons out of the Tab chain
            # (the window manager's keys close and resize a window).
            if n.getRoleName() in CONTROLS and st.contains(pyatspi.STATE_FOCUSABLE) \
                    and st.contains(pyatspi.STATE_SENSITIVE) \
                    and n.name not in ("Close", "Maximize", "Minimize", "Restore"):
                focusable.add((n.getRoleName(), n.name))
        except Exception:
            pass
    reached = set()
    from gi.repository import GLib

    def on_focus(event):
        try:
            if event.detail1 == 1 and event.source is not None:
                reached.add((event.source.getRoleName(), event.source.name))
        except Exception:
            pass
    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    context = GLib.MainContext.default()
    for _ in range(2 * len(focusable) + 20):
        key("Tab")
        end = time.time() + 0.25
        while time.time() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)
    pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")
    time.sleep(1)
    tabs = {("page tab", n) for n in ["Overview", "Benchmark", "Thermal", "Suites", "History"]}
    check("Tab reaches the page tabs from the drive page", tabs & reached,
          "reached: " + ", ".join(f"{r} '{n}'" for r, n in sorted(reached)))
    check("Tab reaches the drive page's buttons", any(r == "push button" for r, _ in reached),
          "reached: " + ", ".join(f"{r} '{n}'" for r, n in sorted(reached)))
    check(f"Tab reaches every one of the drive page's {len(focusable)} focusable controls",
          focusable and not (focusable - reached),
          "never reached: " + ", ".join(f"{r} '{n}'" for r, n in sorted(focusable - reached)))
    check("moving focus with Tab opens nothing: the drive's page tabs are still shown",
          page_tab(F(), "Overview"), "reached: " + ", ".join(f"{r} '{n}'" for r, n in sorted(reached)))


    # Preferences: its own window.
    key("ctrl+comma")
    def prefs():
        try:
            app_acc = F().parent
            for i in range(app_acc.childCount):
                f = app_acc.getChildAtIndex(i)
                if f is not None and f.getRoleName() in ("frame", "dialog") and f.name != "Drivescope" \
                        and walk(f):
                    return f
        except Exception:
            pass
        return None
    pwin = wait_for(prefs, 20)
    if check("Preferences: Ctrl+comma opens it on the accessibility bus", pwin):
        audit("Preferences", pwin)
        key("Escape")
except Exception:
    import traceback
    log = open(os.path.join(work, "app.log")).read()[-3000:]
    state = "running" if app.poll() is None else f"exited with {app.returncode}"
    check("the accessible tree answers every query", False,
          traceback.format_exc() + f"\nthe window: {state}\n" + log)
finally:
    for p in reversed(procs):
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
    shutil.rmtree(work, ignore_errors=True)

finish()
