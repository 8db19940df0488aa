#!/usr/bin/env python3
"""The Debian packages, built, checked, installed, used and purged.

    test-deb.py SOURCE_DIR FIXTURES_DIR

Copies the source tree (without build directories or .git) to a temporary
directory, runs `dpkg-buildpackage -b -us -uc` there (DEB_BUILD_OPTIONS=nocheck:
./test.sh runs the tests), `lintian --fail-on error,warning` on the result,
installs the packages on this machine with `apt-get install ./*.deb`, runs the
installed programs, checks the helper, its polkit policy, the metrics timer
(installed, not enabled) and the installed metadata, then purges them and checks
that nothing they installed is left.

Skips, saying why, where it cannot do that without harm: not root, the Debian
tools missing, or Drivescope packages already installed (their files are not
ours to replace).
"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile

SRC, FIXTURES = sys.argv[1], sys.argv[2]
PACKAGES = ["drivescope", "drivescope-cli", "drivescope-helper", "drivescope-metrics",
            "drivescope-common"]
APP_ID = "io.github.drivescope.Drivescope"
results = []


def check(name, ok, detail=""):
    results.append((name, bool(ok), detail))
    return ok


def finish():
    print(f"1..{len(results)}")
    failed = 0
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        if not ok:
            failed += 1
            for line in str(detail).strip().splitlines()[-40:]:
                print(f"# {line}")
    sys.exit(1 if failed else 0)


def skip(reason):
    print("1..0 # SKIP " + reason)
    sys.exit(0)


def run(cmd, **kw):
    kw.setdefault("capture_output", True)
    kw.setdefault("text", True)
    return subprocess.run(cmd, **kw)


def installed(pkg):
    p = run(["dpkg-query", "-W", "-f=${Status}", pkg])
    return p.returncode == 0 and "install ok installed" in p.stdout


def meson_version():
    with open(os.path.join(SRC, "meson.build"), encoding="utf-8") as f:
        m = re.search(r"^project\('drivescope'.*?^\s*version:\s*'([^']+)'", f.read(), re.S | re.M)
    return m.group(1)


if os.geteuid() != 0:
    skip("installing packages needs root")
for tool, package in [("dpkg-buildpackage", "dpkg-dev"), ("dh", "debhelper"),
                      ("lintian", "lintian"), ("apt-get", "apt")]:
    if shutil.which(tool) is None:
        skip(f"{tool} is not installed (Debian package {package})")
already = [p for p in PACKAGES if installed(p)]
if already:
    skip("Drivescope packages are already installed here (" + ", ".join(already) +
         "); they are not this test's to replace")

version = meson_version()
work = tempfile.mkdtemp(prefix="ds-deb-")
tree = os.path.join(work, "drivescope")
installed_files = []
try:
    def ignore(directory, names):
        if os.path.abspath(directory) == os.path.abspath(SRC):
            return [n for n in names if n == ".git" or n.startswith("build")]
        return []
    shutil.copytree(SRC, tree, ignore=ignore, symlinks=True)

    env = dict(os.environ, DEB_BUILD_OPTIONS="nocheck", LC_ALL="C.UTF-8")
    for k in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "G_DEBUG", "DRIVESCOPE_DRIVEDB",
              "GSETTINGS_BACKEND", "DBUS_SYSTEM_BUS_ADDRESS"]:
        env.pop(k, None)
    p = run(["dpkg-buildpackage", "-b", "-us", "-uc"], cwd=tree, env=env)
    if not check("dpkg-buildpackage -b -us -uc builds the packages", p.returncode == 0,
                 p.stdout + p.stderr):
        finish()
    debs = sorted(f for f in os.listdir(work) if f.endswith(".deb") and "-dbgsym_" not in f)
    names = sorted(f.split("_")[0] for f in debs)
    check("the five binary packages are built", names == sorted(PACKAGES), " ".join(debs))
    check("every package has meson's project version " + version,
          all(f.split("_")[1] == version for f in debs), " ".join(debs))

    changes = [f for f in os.listdir(work) if f.endswith(".changes")]
    p = run(["lintian", "--fail-on", "error,warning", "--no-tag-display-limit"] +
            [os.path.join(work, c) for c in changes], env=env)
    check("lintian reports no errors or warnings", p.returncode == 0, p.stdout + p.stderr)

    p = run(["apt-get", "install", "-y", "--no-install-recommends"] +
            [os.path.join(work, d) for d in debs],
            env=dict(env, DEBIAN_FRONTEND="noninteractive"))
    if not check("apt-get install ./*.deb installs them", p.returncode == 0, p.stdout + p.stderr):
        finish()
    for pkg in PACKAGES:
        installed_files += [l for l in run(["dpkg-query", "-L", pkg]).stdout.splitlines() if l]

    user_env = dict(env, HOME=work, XDG_DATA_HOME=os.path.join(work, "data"),
                    XDG_CONFIG_HOME=os.path.join(work, "config"))
    p = run(["/usr/bin/drivescope-cli", "--version"], env=user_env)
    check("the installed drivescope-cli --version says " + version,
          p.returncode == 0 and version in p.stdout, p.stdout + p.stderr)
    p = run(["/usr/bin/drivescope-cli", "list", "--json"], env=user_env)
    ok = p.returncode == 0
    if ok:
        try:
            json.loads(p.stdout)
        except ValueError as e:
            ok = False
            p.stderr += str(e)
    check("the installed drivescope-cli list --json runs and prints JSON", ok, p.stdout + p.stderr)
    fixture = os.path.join(FIXTURES, "health", "hdd-realloc-pending.json")
    p = run(["/usr/bin/drivescope-cli", "health", "--from-file", fixture, "--json"], env=user_env)
    ok = p.returncode == 0
    doc = {}
    if ok:
        try:
            doc = json.loads(p.stdout)
        except ValueError:
            ok = False
    check("the installed drivescope-cli health --from-file reads a fixture", ok and doc,
          p.stdout[-2000:] + p.stderr)
    # The packaged copy, or smartmontools' where that is installed: either is
    # found without DRIVESCOPE_DRIVEDB, and the drive is matched in it.
    drivedb = doc.get("drivedb") or {}
    check("it reads a drive database without being told where, and matches the drive",
          drivedb.get("version") and drivedb.get("family"), p.stdout[-2000:])
    for page in ["drivescope-cli", "drivescope", "drivescope-helper"]:
        p = run(["man", "-w", page])
        check(f"man -w {page} finds the installed page", p.returncode == 0 and p.stdout.strip(),
              p.stdout + p.stderr)

    # The user guide where Yelp looks for help:drivescope, in each language.
    guide = [f"/usr/share/help/{lang}/drivescope/index.page" for lang in ("C", "ru", "uk")]
    check("the user guide is installed in /usr/share/help (C, ru, uk)",
          all(g in installed_files for g in guide) and
          os.path.isfile("/usr/share/help/ru/drivescope/figures/benchmark.png"),
          [g for g in guide if g not in installed_files])

    helper = "/usr/libexec/drivescope-helper"
    st = os.stat(helper) if os.path.exists(helper) else None
    check("the helper is installed root:root 0755, not setuid",
          st is not None and st.st_uid == 0 and st.st_gid == 0 and
          stat.S_IMODE(st.st_mode) == 0o755, st)
    policy = f"/usr/share/polkit-1/actions/{APP_ID}.policy"
    text = open(policy, encoding="utf-8").read() if os.path.exists(policy) else ""
    check("the polkit policy is installed and names the installed helper",
          f'<annotate key="org.freedesktop.policykit.exec.path">{helper}</annotate>' in text, text[:2000])
    p = run(["xmllint", "--noout", policy]) if shutil.which("xmllint") else None
    check("the polkit policy is well-formed XML", p is None or p.returncode == 0,
          "" if p is None else p.stderr)

    units = [f for f in installed_files if f.endswith(("drivescope-metrics.service",
                                                       "drivescope-metrics.timer"))]
    check("the metrics service and timer are installed", len(units) == 2, units)
    wants = [os.path.join(d, "drivescope-metrics.timer")
             for d in ["/etc/systemd/system/timers.target.wants",
                       "/etc/systemd/system/multi-user.target.wants"]]
    check("the metrics timer is not enabled", not any(os.path.lexists(w) for w in wants), wants)

    metainfo = f"/usr/share/metainfo/{APP_ID}.metainfo.xml"
    if shutil.which("appstreamcli"):
        p = run(["appstreamcli", "validate", "--strict", "--no-net", metainfo])
        check("appstreamcli validate --strict --no-net passes on the installed metainfo",
              p.returncode == 0, p.stdout + p.stderr)
    if shutil.which("desktop-file-validate"):
        p = run(["desktop-file-validate", f"/usr/share/applications/{APP_ID}.desktop"])
        check("desktop-file-validate passes on the installed desktop file",
              p.returncode == 0 and not p.stdout.strip(), p.stdout + p.stderr)
    compiled = "/usr/share/glib-2.0/schemas/gschemas.compiled"
    p = run(["gsettings", "--schemadir", os.path.dirname(compiled), "list-keys", APP_ID]) \
        if shutil.which("gsettings") else None
    check("the settings schema is compiled into the system's schemas",
          p is None or (p.returncode == 0 and p.stdout.strip()), "" if p is None else p.stderr)
    for lang in ["ru", "uk"]:
        mo = f"/usr/share/locale/{lang}/LC_MESSAGES/drivescope.mo"
        check(f"the {lang} translation is installed", os.path.exists(mo), mo)
finally:
    present = [p for p in PACKAGES if installed(p)]
    if present:
        p = run(["dpkg", "-P"] + present, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
        check("dpkg -P removes every package", p.returncode == 0, p.stdout + p.stderr)
        left = [p for p in PACKAGES if run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}", p]).stdout.strip()
                not in ("", "un")]
        check("no package is left installed or half-removed", not left, left)
        files_left = [f for f in installed_files
                      if not os.path.isdir(f) and (os.path.isfile(f) or os.path.islink(f))]
        check("no file the packages installed is left after purging", not files_left, files_left[:40])
        dirs_left = [f for f in installed_files if "drivescope" in os.path.basename(f) and os.path.isdir(f)]
        check("no directory of Drivescope's own is left", not dirs_left, dirs_left)
    shutil.rmtree(work, ignore_errors=True)

finish()
