#!/usr/bin/env python3
"""`meson install --destdir` into a temporary root, and every installed
file checked there (TAP): the desktop file, the metainfo (appstreamcli
--pedantic), the schema, the polkit policy naming the installed helper,
the helper's mode, translations, man pages, completions, the systemd units
(systemd-analyze verify), the Grafana dashboard, and the installed CLI
running from the temporary root on a fixture tree.

usage: test-install.py BUILD_DIR"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

build = sys.argv[1]
FIX = os.environ["DS_FIXTURES"]
APP_ID = "io.github.drivescope.Drivescope"
TMP = tempfile.mkdtemp(prefix="ds-install-")
DEST = os.path.join(TMP, "root")
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def skip(name, why):
    results.append((name, None, why))


def finish():
    shutil.rmtree(TMP, ignore_errors=True)
    print(f"1..{len(results)}")
    for i, (name, ok, detail) in enumerate(results, 1):
        if ok is None:
            print(f"ok {i} {name} # SKIP {detail}")
            continue
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        if not ok:
            for line in str(detail).splitlines()[:25]:
                print("# " + line)
    sys.exit(0 if all(ok is not False for _, ok, _ in results) else 1)


def run(*args, env=None, **kw):
    p = subprocess.run(list(args), capture_output=True, timeout=120, env=env, **kw)
    return p.returncode, p.stdout.decode("utf-8", "replace") + p.stderr.decode("utf-8", "replace")


def tool(name, package):
    path = shutil.which(name)
    return path, f"{name} is not installed (Debian package {package})"


opts = {o["name"]: o["value"] for o in json.loads(subprocess.run(
    ["meson", "introspect", "--buildoptions", build], capture_output=True, timeout=120).stdout)}
prefix = opts["prefix"]


def installed(*parts):
    """DESTDIR path of a file under the prefix (parts may be absolute dirs)."""
    path = os.path.join(*parts)
    if not os.path.isabs(path):
        path = os.path.join(prefix, path)
    return os.path.join(DEST, path.lstrip("/"))


rc, out = run("meson", "install", "-C", build, "--destdir", DEST, "--no-rebuild", "--quiet")
check("meson install --destdir succeeds", rc == 0, out)
if rc != 0:
    finish()
files = sorted(os.path.relpath(os.path.join(r, f), DEST) for r, _, fs in os.walk(DEST) for f in fs)
print("# installed: " + ", ".join(files))

bindir, libexecdir, datadir, mandir, localedir = (opts[k] for k in ("bindir", "libexecdir", "datadir", "mandir", "localedir"))
cli = installed(bindir, "drivescope-cli")
helper = installed(libexecdir, "drivescope-helper")
share = installed(datadir)

# --- desktop file, metainfo, schema -----------------------------------------
desktop = os.path.join(share, "applications", APP_ID + ".desktop")
path, why = tool("desktop-file-validate", "desktop-file-utils")
if path is None:
    skip("desktop-file-validate passes on the installed desktop file", why)
else:
    rc, out = run(path, desktop)
    check("desktop-file-validate passes on the installed desktop file", rc == 0 and not out.strip(), out)
    with open(desktop, encoding="utf-8") as f:
        text = f.read()
    check("the desktop file is translated (ru, uk) and runs the installed binary",
          "Name[ru]=" in text and "Name[uk]=" in text and re.search(r"^Exec=drivescope\b", text, re.M), text)

metainfo = os.path.join(share, "metainfo", APP_ID + ".metainfo.xml")
path, why = tool("appstreamcli", "appstream")
if path is None:
    skip("appstreamcli validate --pedantic passes on the installed metainfo", why)
else:
    rc, out = run(path, "validate", "--pedantic", "--no-net", "--explain", metainfo)
    # The reverse-DNS id keeps the capital of its GitHub name: the one
    # pedantic note accepted (renaming the id would orphan every setting).
    problems = [l for l in out.splitlines() if re.match(r"^[EWI]: ", l) or
                (l.startswith("P: ") and "cid-contains-uppercase-letter" not in l)]
    check("appstreamcli validate --pedantic passes on the installed metainfo", rc == 0 and not problems, out)

schemas = os.path.join(share, "glib-2.0", "schemas")
rc, out = run("glib-compile-schemas", "--strict", "--dry-run", schemas)
check("glib-compile-schemas --strict accepts the installed schema",
      rc == 0 and os.path.exists(os.path.join(schemas, APP_ID + ".gschema.xml")), out)

# --- the helper and its polkit policy --------------------------------------
policy = os.path.join(share, "polkit-1", "actions", APP_ID + ".policy")
exec_path = None
try:
    root = ET.parse(policy).getroot()
    for action in root.iter("action"):
        for a in action.iter("annotate"):
            if a.get("key") == "org.freedesktop.policykit.exec.path":
                exec_path = a.text.strip()
except (OSError, ET.ParseError) as e:
    check("the polkit policy is installed and parses", False, str(e))
expected_helper = os.path.join(prefix, libexecdir) if not os.path.isabs(libexecdir) else libexecdir
expected_helper = os.path.join(expected_helper, "drivescope-helper")
check("the polkit policy's exec.path is the installed helper",
      exec_path == expected_helper and os.path.exists(installed(exec_path or "/nonexistent")), (exec_path, expected_helper))
mode = os.stat(helper).st_mode if os.path.exists(helper) else 0
check("the helper is installed mode 0755, without setuid or setgid",
      stat.S_IMODE(mode) == 0o755 and not mode & (stat.S_ISUID | stat.S_ISGID), oct(mode))
rc, out = run(helper)
check("the installed helper runs and refuses a call without a device (exit 2)", rc == 2 and "Usage:" in out, out)

# --- translations ----------------------------------------------------------
for lang in ("ru", "uk"):
    mo = installed(localedir, lang, "LC_MESSAGES", "drivescope.mo")
    rc, out = run("msgunfmt", "--no-wrap", mo) if os.path.exists(mo) else (1, "missing " + mo)
    check(f"the {lang} translation is installed and holds the CLI's messages",
          rc == 0 and 'msgid "List the drives in this machine"' in out and
          "msgid \"Every drive as Prometheus metrics" in out, out[:300])

# --- the user guide --------------------------------------------------------
# Where Yelp finds help:drivescope: DATADIR/help/LANG/drivescope.
if opts.get("help") != "disabled" and shutil.which("itstool"):
    guide = installed(datadir, "help")
    for lang in ("C", "ru", "uk"):
        index = os.path.join(guide, lang, "drivescope", "index.page")
        figure = os.path.join(guide, lang, "drivescope", "figures", "benchmark.png")
        check(f"the user guide is installed in {lang}, with its figures",
              os.path.isfile(index) and os.path.isfile(figure), (index, figure))
    yelp_check, why = tool("yelp-check", "yelp-tools")
    if not yelp_check:
        skip("yelp-check validate passes on the installed guide", why)
    else:
        bad = []
        for lang in ("C", "ru", "uk"):
            where = os.path.join(guide, lang, "drivescope")
            pages = sorted(f for f in os.listdir(where) if f.endswith(".page")) if os.path.isdir(where) else []
            rc, out = run(yelp_check, "validate", *pages, cwd=where) if pages else (1, "no pages in " + where)
            if rc != 0 or out.strip() or len(pages) < 10:
                bad.append(f"{lang}: {out.strip() or len(pages)}")
        check("yelp-check validate passes on the installed guide (C, ru, uk)", not bad, "\n".join(bad))
else:
    skip("the user guide is installed", "built without itstool (-Dhelp=disabled or apt-get install itstool)")

# --- man pages -------------------------------------------------------------
for page, section in (("drivescope", "1"), ("drivescope-cli", "1"), ("drivescope-helper", "8")):
    path = installed(mandir, "man" + section, f"{page}.{section}")
    if not os.path.exists(path):
        check(f"man page {page}({section}) is installed", False, path)
        continue
    if shutil.which("man"):
        p = subprocess.run(["man", "--warnings", "-l", path], capture_output=True, timeout=60,
                           env=dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8"))
        rc, out, warnings = p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    else:
        rc, out, warnings = 0, open(path, encoding="utf-8").read(), ""
    check(f"man page {page}({section}) is installed and renders without warnings",
          rc == 0 and "NAME" in out and page in out and not warnings.strip(), warnings or out[:500])

# --- completions -----------------------------------------------------------
bash_dir = opts["bash_completions_dir"]
if not bash_dir:
    rc, out = run("pkg-config", "--define-variable=datadir=" + os.path.join(prefix, datadir),
                  "--variable=completionsdir", "bash-completion")
    bash_dir = out.strip() if rc == 0 and out.strip() else os.path.join(prefix, datadir, "bash-completion", "completions")
bash_file = installed(bash_dir, "drivescope-cli")
rc, out = run("bash", "--norc", "-c", f'source "{bash_file}" && complete -p drivescope-cli')
check("the bash completion is installed where bash-completion looks, and registers",
      rc == 0 and "_drivescope_cli" in out, (bash_file, out))
zsh_file = installed(opts["zsh_completions_dir"] or os.path.join(datadir, "zsh", "site-functions"), "_drivescope-cli")
check("the zsh completion is installed in site-functions", os.path.exists(zsh_file), zsh_file)
fish_file = installed(opts["fish_completions_dir"] or os.path.join(datadir, "fish", "vendor_completions.d"),
                      "drivescope-cli.fish")
check("the fish completion is installed in vendor_completions.d", os.path.exists(fish_file), fish_file)

# --- systemd units, dashboard ----------------------------------------------
unit_dir = installed(opts["systemd_system_unit_dir"] or os.path.join("lib", "systemd", "system"))
service = os.path.join(unit_dir, "drivescope-metrics.service")
timer = os.path.join(unit_dir, "drivescope-metrics.timer")
text = open(service, encoding="utf-8").read() if os.path.exists(service) else ""
m = re.search(r"^ExecStart=(\S+) (.*)$", text, re.M)
check("the metrics service runs the installed CLI's metrics with the system history and textfile",
      m is not None and m.group(1) == os.path.join(prefix, bindir, "drivescope-cli") and
      f"--textfile {opts['textfile_dir']}" in m.group(2) and "--db /var/lib/drivescope/history.db" in m.group(2), text)
check("the timer is installed and not enabled (no timers.target.wants link)",
      os.path.exists(timer) and not any("timers.target.wants" in f for f in files), files)
path, why = tool("systemd-analyze", "systemd")
if path is None or m is None:
    skip("systemd-analyze verify accepts the service and timer", why if path is None else "no ExecStart")
else:
    # The unit names the CLI under the real prefix; verify checks that the
    # program exists, so a copy names it under the temporary root.
    units = os.path.join(TMP, "units")
    os.makedirs(units)
    with open(os.path.join(units, "drivescope-metrics.service"), "w") as f:
        f.write(text.replace("ExecStart=" + m.group(1), "ExecStart=" + cli))
    shutil.copy(timer, units)
    rc, out = run(path, "verify", "--man=no", os.path.join(units, "drivescope-metrics.service"),
                  os.path.join(units, "drivescope-metrics.timer"),
                  env=dict(os.environ, SYSTEMD_UNIT_PATH=units + ":", SYSTEMD_LOG_LEVEL="notice"))
    check("systemd-analyze verify accepts the service and timer", rc == 0 and not out.strip(), out)
dashboard = installed(datadir, "drivescope", "grafana", "drivescope-dashboard.json")
try:
    with open(dashboard, encoding="utf-8") as f:
        dash = json.load(f)
    check("the Grafana dashboard is installed and has panels", len(dash.get("panels", [])) >= 4)
except (OSError, ValueError) as e:
    check("the Grafana dashboard is installed and has panels", False, str(e))

# --- the installed CLI, from the temporary root ----------------------------
env = dict(os.environ, LC_ALL="C.UTF-8", DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"),
           DRIVESCOPE_DB=os.path.join(TMP, "history.db"))
rc, out = run(cli, "--version", env=env)
check("the installed CLI prints its version", rc == 0 and re.match(r"drivescope-cli \d+\.\d+", out), out)
p = subprocess.run([cli, "list", "--json"], env=env, capture_output=True, timeout=60)
try:
    names = [d["name"] for d in json.loads(p.stdout)]
except ValueError:
    names = []
with open(os.path.join(FIX, "expected-enum", "desktop.json"), encoding="utf-8") as f:
    expected = [d["name"] for d in json.load(f)["drives"]]
check("the installed CLI lists the fixture tree's drives as JSON",
      p.returncode == 0 and names and set(names) <= set(expected) and "nvme0n1" in names,
      (names, expected, p.stderr.decode()))
p = subprocess.run([cli, "__complete", "drives"], env=env, capture_output=True, timeout=60)
check("the installed CLI feeds the completions", p.stdout.decode().split() == names, p.stdout)

finish()
