#!/usr/bin/env python3
"""test-wine-wording.py — the Windows CLI speaks of Windows (TAP).

Under Wine, with the installed tree build.sh lays out (build-windows/dist;
without it, the same layout made from build-windows/src/cli, the Russian
catalogue and data/drivedb.h): every `--help` and a set of error messages must not name
Linux-only things (O_DIRECT, hwmon, nvme0n1, /dev/, sda, $XDG_…, udisks2,
polkit, pkexec, root, io_uring); choosing io_uring suggests iocp; the
surface suite is refused at once; a benchmark's text names
FILE_FLAG_NO_BUFFERING; a missing file is reported in Russian in Russian;
the drive database is the one installed beside bin\\, not the host's.

Skips, saying why, without the sysroot, a Windows build or Wine.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

from wineprefix import copy_prefix, start_server, stop_server

SRC = pathlib.Path(os.environ.get("DS_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))


def skip(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


cache = pathlib.Path(os.environ.get("DS_WIN_CACHE") or pathlib.Path.home() / ".cache" / "drivescope")
sysroot = pathlib.Path(os.environ.get("DS_WIN_SYSROOT") or cache / "win64-sysroot")
cached_prefix = pathlib.Path(os.environ.get("DS_WINEPREFIX") or cache / "wine-prefix")
build = pathlib.Path(os.environ.get("DS_WINDOWS_BUILD") or SRC / "build-windows")
installed = build / "dist" / "bin" / "drivescope-cli.exe"
uninstalled = build / "src" / "cli" / "drivescope-cli.exe"
exe = installed if installed.exists() else uninstalled

if not (sysroot / ".stamps" / "pango1.0").exists():
    skip(f"no Windows sysroot in {sysroot}; build it once with build-aux/windows/build-sysroot.sh, "
         "then build-aux/windows/build.sh")
if not exe.exists():
    skip(f"no {exe}; run build-aux/windows/build.sh")
if shutil.which("wine") is None:
    skip("Wine is not installed (apt-get install wine)")

LINUX_ONLY = re.compile(r"O_DIRECT|hwmon|nvme0n1|/dev/|\bsda\b|\$XDG_|XDG_DATA_HOME|udisks|polkit|pkexec|"
                        r"sysfs|/sys/|/proc/|\bas root\b|needs root|io_uring")

tmp = pathlib.Path(tempfile.mkdtemp(prefix="ds-wine-words-"))
if exe == uninstalled:
    # Without build.sh's dist/ (no GTK in the sysroot): the same layout made
    # here from the CLI's folder, the catalogue and the drive database, so
    # that what is found beside bin\ is checked all the same.
    inst = tmp / "Drivescope"
    (inst / "bin").mkdir(parents=True)
    for f in uninstalled.parent.iterdir():
        if f.suffix in (".exe", ".dll"):
            shutil.copy(f, inst / "bin" / f.name)
    (inst / "share" / "drivescope").mkdir(parents=True)
    shutil.copy(SRC / "data" / "drivedb.h", inst / "share" / "drivescope" / "drivedb.h")
    mo = build / "po" / "ru" / "LC_MESSAGES" / "drivescope.mo"
    if mo.exists():
        (inst / "share" / "locale" / "ru" / "LC_MESSAGES").mkdir(parents=True)
        shutil.copy(mo, inst / "share" / "locale" / "ru" / "LC_MESSAGES" / "drivescope.mo")
    installed = exe = inst / "bin" / "drivescope-cli.exe"
prefix = tmp / "prefix"
copy_prefix(cached_prefix, prefix)
env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=",
           DRIVESCOPE_DB="Z:" + str(tmp / "history.db").replace("/", "\\"))
for k in ("DISPLAY", "WAYLAND_DISPLAY", "DRIVESCOPE_HELPER", "G_DEBUG", "DRIVESCOPE_DRIVEDB",
          "LANGUAGE", "LC_MESSAGES"):
    env.pop(k, None)
env["LC_ALL"] = "C.UTF-8"

n = 0
failed = False


def ok(cond, name, *detail):
    global n, failed
    n += 1
    print(f"{'ok' if cond else 'not ok'} {n} - {name}")
    if not cond:
        failed = True
        for d in detail:
            for line in str(d).splitlines()[-25:]:
                print(f"# {line}")
    return cond


def winpath(p):
    return "Z:" + str(p).replace("/", "\\")


def cli(*args, timeout=120, **extra):
    e = dict(env, **extra)
    try:
        r = subprocess.run(["wine", str(exe)] + list(args), env=e, capture_output=True, text=True,
                           timeout=timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -1, "", f"no answer in {timeout} s")
    return r


def linux_words(text):
    return sorted(set(LINUX_ONLY.findall(text)))


try:
    start_server(env)
    r = cli("--help")
    commands = re.findall(r"^  ([a-z][a-z-]+)\s", r.stdout.split("Commands:", 1)[-1], re.M)
    ok(r.returncode == 0 and len(commands) >= 15, f"--help lists the commands ({len(commands)})", r.stdout)
    ok(not linux_words(r.stdout + r.stderr), "--help names nothing Linux-only", linux_words(r.stdout))
    for command in commands:
        r = cli(command, "--help")
        text = r.stdout + r.stderr
        ok(r.returncode == 0 and not linux_words(text), f"{command} --help names nothing Linux-only",
           linux_words(text), text if r.returncode != 0 else "")

    bench_dir = tmp / "bench"
    bench_dir.mkdir()
    # Errors people meet first.
    errors = {
        "bench --engine bogus": ["bench", "--dir", winpath(bench_dir), "--engine", "bogus"],
        "info (no drive)": ["info"],
        "health (no drive)": ["health"],
        "health (an unknown drive)": ["health", "nosuchdrive"],
        "thermal --engine bogus": ["thermal", "--dir", winpath(bench_dir), "--engine", "bogus"],
        "verify --engine bogus": ["verify", "--dir", winpath(bench_dir), "--engine", "bogus"],
        "suite blocksize --engine bogus": ["suite", "blocksize", "--dir", winpath(bench_dir), "--engine", "bogus"],
    }
    for name, args in errors.items():
        r = cli(*args)
        text = r.stdout + r.stderr
        ok(r.returncode != 0 and text.strip() and not linux_words(text),
           f"{name}: refused in Windows terms", f"exit {r.returncode}", text)

    start = time.time()
    r = cli("suite", "surface", "--drive", "PhysicalDrive0")
    took = time.time() - start
    text = r.stdout + r.stderr
    ok(r.returncode == 2 and "Linux" in text and not linux_words(text) and "administrator" not in text,
       f"suite surface says at once that it is Linux-only ({took:.1f} s)", text)

    r = cli("bench", "--dir", winpath(bench_dir), "--engine", "io_uring", "--profile", "demo",
            "--size", "16MiB", "--runs", "1", "--duration", "1", "--interval", "0", "--warmup", "0",
            "--no-save", timeout=300)
    text = r.stdout + r.stderr
    ok(r.returncode != 0 and "iocp" in text and "Use the psync engine." not in text,
       "--engine io_uring suggests iocp", text)
    ok(not list(bench_dir.iterdir()), "and leaves no test file", list(bench_dir.iterdir()))

    r = cli("bench", "--dir", winpath(bench_dir), "--tests", "SEQ1M Q8T1", "--mode", "read",
            "--size", "16MiB", "--runs", "1", "--duration", "1", "--interval", "0", "--warmup", "0",
            "--json", timeout=300)
    run = None
    try:
        run = json.loads(r.stdout)
    except ValueError:
        pass
    if ok(r.returncode == 0 and isinstance(run, dict), "a tiny iocp bench runs", r.stdout[-600:], r.stderr):
        r = cli("show", run.get("uuid") or "last")
        engine = [line for line in r.stdout.splitlines() if "Engine:" in line]
        ok(r.returncode == 0 and engine and "FILE_FLAG_NO_BUFFERING" in engine[0] and
           "O_DIRECT" not in r.stdout, "show names unbuffered I/O FILE_FLAG_NO_BUFFERING", engine,
           f"exit {r.returncode}", r.stdout[-800:], r.stderr[-800:])

        r = cli("history", "--drive", "nosuchdrive")
        text = r.stdout + r.stderr
        ok(r.returncode != 0 and "PhysicalDrive0" in text and not linux_words(text),
           "history --drive (an unknown drive): refused in Windows terms", f"exit {r.returncode}", text)

    missing = "C:\\no-such-health-file.json"
    r = cli("health", "--from-file", missing, LC_ALL="ru_RU.UTF-8")
    ok(r.returncode != 0 and "No such file or directory" not in r.stderr and "Нет такого файла" in r.stderr,
       "a missing file is reported in Russian in Russian", r.stderr)
    r = cli("drivedb", "Maxtor 6Y080L0", "--json")
    db = None
    try:
        db = json.loads(r.stdout)
    except ValueError:
        pass
    path = (db or {}).get("path") or ""
    ok(r.returncode == 0 and path.lower().endswith("\\share\\drivescope\\drivedb.h") and
       winpath(exe.parent.parent).lower() in path.lower(),
       "the drive database is the one installed beside bin\\ (not the host's)", path, r.stderr)
    ok((db or {}).get("family") == "Maxtor DiamondMax Plus 9", "and it is read", r.stdout[:400])
finally:
    stop_server(env)
    shutil.rmtree(tmp, ignore_errors=True)

print(f"1..{n}")
sys.exit(1 if failed else 0)
