#!/usr/bin/env python3
"""test-wine-cli.py — drivescope-cli.exe, cross-built for Windows, under Wine (TAP).

Runs build-windows/src/cli/drivescope-cli.exe in a throwaway Wine prefix and
checks what can be checked there: the version, `list --json`, a tiny bench on
a file in a temporary directory with both engines (bytes and I/O counts, and
no file left behind; speeds under Wine mean nothing), the history it saved,
and that imports, `show`, `compare`, `export --format json` and
`health --from-file` give the same JSON as the Linux build on the same inputs.

Skips, saying why, when there is no Windows sysroot (it never builds one:
build-aux/windows/build-sysroot.sh does, once), no Windows build or no Wine.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import difflib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from wineprefix import copy_prefix, start_server, stop_server

SRC = pathlib.Path(os.environ.get("DS_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
FIX = pathlib.Path(os.environ.get("DS_FIXTURES", SRC / "tests" / "fixtures"))
LINUX_CLI = os.environ.get("DS_CLI")


def skip(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


# As build-aux/windows/sysroot-env.sh: $HOME/.cache, since the suite points
# XDG_CACHE_HOME into the build directory.
cache = pathlib.Path(os.environ.get("DS_WIN_CACHE") or pathlib.Path.home() / ".cache" / "drivescope")
sysroot = pathlib.Path(os.environ.get("DS_WIN_SYSROOT") or cache / "win64-sysroot")
cached_prefix = pathlib.Path(os.environ.get("DS_WINEPREFIX") or cache / "wine-prefix")
exe = pathlib.Path(os.environ.get("DS_WINDOWS_BUILD") or SRC / "build-windows") / "src" / "cli" / "drivescope-cli.exe"

if not (sysroot / ".stamps" / "pango1.0").exists():
    skip(f"no Windows sysroot in {sysroot}; build it once with build-aux/windows/build-sysroot.sh "
         "(an hour on a busy 2-core machine, less when idle), then build-aux/windows/build.sh")
if not exe.exists():
    skip(f"no {exe}; run build-aux/windows/build.sh")
if shutil.which("wine") is None:
    skip("Wine is not installed (apt-get install wine)")

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-"))
prefix = tmp / "prefix"
copy_prefix(cached_prefix, prefix)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=")
# G_DEBUG=fatal-warnings (the suite's) would abort every chart: under Wine,
# pangowin32 meets a default font with no family and says so
# (Pango-CRITICAL pango_font_description_get_family), as
# docs/windows.md notes the same for any pangocairo program there.
for k in ("DISPLAY", "WAYLAND_DISPLAY", "DRIVESCOPE_HELPER", "G_DEBUG"):
    env.pop(k, None)

n = 0
failed = False


def winpath(p):
    return "Z:" + str(p).replace("/", "\\")


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


def wine(args, db=None, timeout=300):
    e = dict(env)
    if db is not None:
        e["DRIVESCOPE_DB"] = winpath(db)
    return subprocess.run(["wine", str(exe)] + args, env=e, capture_output=True, text=True,
                          timeout=timeout, errors="replace")


def linux(args, db=None):
    e = dict(os.environ)
    if db is not None:
        e["DRIVESCOPE_DB"] = str(db)
    return subprocess.run([LINUX_CLI] + args, env=e, capture_output=True, text=True, errors="replace")


def diff(a, b):
    a = a.decode("utf-8", "replace") if isinstance(a, bytes) else (a or "")
    b = b.decode("utf-8", "replace") if isinstance(b, bytes) else (b or "")
    return "\n".join(list(difflib.unified_diff(b.splitlines(), a.splitlines(), "linux", "windows", lineterm=""))[:40])


def as_json(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


VOLATILE = {"exported"}  # the time of the export itself


def stable(value):
    """The JSON without the keys that differ between two exports of the same runs."""
    if isinstance(value, dict):
        return {k: stable(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [stable(v) for v in value]
    return value


try:
    start_server(env)
    version = re.search(r"version:\s*'([^']+)'", (SRC / "meson.build").read_text()).group(1)
    r = wine(["--version"])
    ok(r.returncode == 0 and version in r.stdout, f"--version prints {version}", r.stdout, r.stderr)

    r = wine(["list", "--json"])
    drives = as_json(r.stdout)
    ok(r.returncode == 0 and isinstance(drives, list) and all("name" in d for d in drives),
       f"list --json is a JSON array of drives ({len(drives) if isinstance(drives, list) else '?'} under Wine)",
       r.stdout, r.stderr)

    db = tmp / "history.db"
    bench_dir = tmp / "bench dir"
    bench_dir.mkdir()
    blocks = {"SEQ1M Q8T1": 1 << 20, "RND4K Q1T1": 4096}
    for engine in ("iocp", "psync"):
        r = wine(["bench", "--dir", winpath(bench_dir), "--size", "16MiB", "--runs", "1", "--duration", "1",
                  "--interval", "0", "--warmup", "0.2", "--tests", ",".join(blocks), "--engine", engine, "--json"],
                 db=db)
        result = as_json(r.stdout)
        good = r.returncode == 0 and isinstance(result, dict) and len(result.get("tests", [])) == 4
        if good:
            for t in result["tests"]:
                for run in t["runs"]:
                    good = good and run["ios"] > 0 and run["bytes"] == run["ios"] * blocks[t["spec"]]
        ok(good, f"bench with the {engine} engine: every run moved ios × block bytes", r.stdout[:2000], r.stderr)
        ok(good and result["conditions"].get("engine") == engine,
           f"bench records the {engine} engine in its conditions",
           result.get("conditions") if isinstance(result, dict) else r.stderr)
        left = list(bench_dir.iterdir())
        ok(not left, f"bench with the {engine} engine leaves no file behind", left)

    thermal_dir = tmp / "thermal"
    thermal_dir.mkdir()
    r = wine(["thermal", "--dir", winpath(thermal_dir), "--duration", "10s", "--size", "64MiB",
              "--cooldown", "0", "--no-save", "--json"], db=db, timeout=240)
    result = as_json(r.stdout)
    ok(r.returncode == 0 and isinstance(result, dict) and result.get("status") == "completed" and
       len(result.get("samples", [])) >= 10,
       "thermal for 10 s completes with its throughput samples", r.stdout[:1500], r.stderr)
    ok(not list(thermal_dir.iterdir()), "thermal leaves no file behind", list(thermal_dir.iterdir()))

    r = wine(["history", "--json"], db=db)
    runs = as_json(r.stdout)
    ok(r.returncode == 0 and isinstance(runs, list) and len(runs) == 2 and all(x["kind"] == "bench" for x in runs),
       "history --json lists the two saved bench runs", r.stdout, r.stderr)

    if LINUX_CLI is None:
        ok(False, "DS_CLI names the Linux drivescope-cli to compare with")
    else:
        wdb, ldb = tmp / "w.db", tmp / "l.db"
        imports = [("import-cdm", FIX / "cdm" / "cdm8-default.txt"),
                   ("import-cdm", FIX / "cdm" / "cdm9-nvme.txt"),
                   ("import-fio", FIX / "fio" / "cdm-like.json")]
        for cmd, f in imports:
            rw = wine([cmd, winpath(f)], db=wdb)
            rl = linux([cmd, str(f)], db=ldb)
            ok(rw.returncode == 0 and rw.stdout == rl.stdout, f"{cmd} {f.name} as on Linux", rw.stdout, rw.stderr)
        for args in (["history", "--json"], ["show", "1", "--json"], ["compare", "1", "2", "--json"]):
            rw, rl = wine(args, db=wdb), linux(args, db=ldb)
            jw, jl = as_json(rw.stdout), as_json(rl.stdout)
            ok(rw.returncode == 0 and jw is not None and stable(jw) == stable(jl),
               f"{' '.join(args)} gives the same JSON as on Linux", rw.stdout[:1500], rw.stderr)
        out_w, out_l = tmp / "export-w.json", tmp / "export-l.json"
        rw = wine(["export", "--format", "json", "--output", winpath(out_w), "1", "2", "3"], db=wdb)
        rl = linux(["export", "--format", "json", "--output", str(out_l), "1", "2", "3"], db=ldb)
        same = (rw.returncode == 0 and out_w.exists() and out_l.exists() and
                stable(as_json(out_w.read_text())) == stable(as_json(out_l.read_text())))
        ok(same, "export --format json of three runs as on Linux", rw.returncode, rw.stderr,
           diff(json.dumps(stable(as_json(out_w.read_text())), indent=1) if out_w.exists() else "",
                json.dumps(stable(as_json(out_l.read_text())), indent=1) if out_l.exists() else ""))
        idb = tmp / "imported.db"
        rw = wine(["import", winpath(out_l)], db=idb)
        rh = wine(["history", "--json"], db=idb)
        imported = as_json(rh.stdout)
        ok(rw.returncode == 0 and isinstance(imported, list) and len(imported) == 3,
           "import of the Linux build's export brings its three runs", rw.stdout, rw.stderr, rh.stdout)

        for fmt in ("csv", "md", "txt", "html"):
            out_w, out_l = tmp / f"export-w.{fmt}", tmp / f"export-l.{fmt}"
            rw = wine(["export", "--format", fmt, "--output", winpath(out_w), "1", "2"], db=wdb)
            rl = linux(["export", "--format", fmt, "--output", str(out_l), "1", "2"], db=ldb)
            tw = out_w.read_bytes() if out_w.exists() else None
            tl = out_l.read_bytes() if out_l.exists() else None
            if fmt == "html" and tw is not None and tl is not None:
                # The charts inside are drawn with each system's fonts: the
                # text around them must agree, the glyph outlines cannot.
                tw, tl = (re.sub(rb"<svg.*?</svg>", b"<svg/>", t, flags=re.S) for t in (tw, tl))
            # The two runs may straddle a minute: the time of generation is
            # not what is compared.
            tw, tl = (re.sub(rb"(Generated by Drivescope [^ ]+ on )\d{4}-\d\d-\d\d \d\d:\d\d",
                             rb"\1DATE", t) if t is not None else t for t in (tw, tl))
            ok(rw.returncode == 0 and tw is not None and tw == tl, f"export --format {fmt} as on Linux",
               rw.returncode, rw.stderr[-500:], diff(tw, tl))
        for fmt in ("png", "svg", "pdf"):
            out_w = tmp / f"chart.{fmt}"
            rw = wine(["export", "--format", fmt, "--output", winpath(out_w), "1", "2"], db=wdb)
            magic = {"png": b"\x89PNG", "svg": b"<?xml", "pdf": b"%PDF"}[fmt]
            ok(rw.returncode == 0 and out_w.exists() and out_w.read_bytes().startswith(magic),
               f"export --format {fmt} writes a {fmt.upper()} chart", rw.stderr)
        for f in sorted((FIX / "health").glob("*.json")):
            if f.name.endswith(".expected.json"):
                continue
            rw = wine(["health", "--from-file", winpath(f), "--json"])
            rl = linux(["health", "--from-file", str(f), "--json"])
            jw, jl = as_json(rw.stdout), as_json(rl.stdout)
            ok(rw.returncode == rl.returncode and jw is not None and jw == jl,
               f"health --from-file {f.name} as on Linux", rw.stdout[:1500], rw.stderr)
    # The helper's arguments and its elevated mode. Wine's disks are
    # neither NVMe nor SATA, so no pages can be read here; what can be
    # checked is that bad arguments are refused and that --output only
    # ever writes into a file the unelevated copy created.
    helper = exe.parent.parent / "helper" / "drivescope-helper.exe"
    if helper.exists():
        def run_helper(args):
            return subprocess.run(["wine", str(helper)] + args, env=env, capture_output=True,
                                  text=True, timeout=120, errors="replace")
        r = run_helper(["read", "PhysicalDrive0", "--bogus"])
        ok(r.returncode == 2 and "--may-elevate" in r.stderr, "helper: an unknown option is a usage error",
           r.stderr)
        r = run_helper(["read", "C:\\x", "--may-elevate"])
        ok(r.returncode == 2 and "not a disk name" in r.stderr, "helper: a path is not a disk name", r.stderr)
        missing = tmp / "not-created.json"
        r = run_helper(["read", "PhysicalDrive0", "--output", winpath(missing)])
        ok(r.returncode == 1 and not missing.exists(),
           "helper --output does not create a file of its own", r.stderr)
        given = tmp / "given.json"
        given.write_text("stale")
        r = run_helper(["read", "PhysicalDrive0", "--output", winpath(given)])
        text = given.read_text(errors="replace")
        ok(r.returncode == 1 and "stale" not in text and "drivescope-helper: PhysicalDrive0" in text,
           "helper --output: the elevated copy's message goes into the file it was given", text, r.stderr)
        r = run_helper(["read", "PhysicalDrive0", "--may-elevate"])
        ok(r.returncode == 1 and "PhysicalDrive0" in r.stderr,
           "helper --may-elevate on a disk that is neither NVMe nor SATA says so", r.stderr)
finally:
    stop_server(env)
    shutil.rmtree(tmp, ignore_errors=True)

print(f"1..{n}")
sys.exit(1 if failed else 0)
