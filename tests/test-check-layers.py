#!/usr/bin/env python3
"""check-layers.py catches each kind of wrong include.

Plants one wrong include (or one wrong meson dependency) at a time into a copy
of src/ and checks that check-layers.py fails on it, naming it; where the
build alone stops it too, compiles the planted file with its library's own
command from compile_commands.json and checks that this fails as well. The
unchanged copy must pass first, or the plants would prove nothing.
Usage: test-check-layers.py BUILD_DIR
Prints TAP.
"""
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CHECK = os.path.join(HERE, "check-layers.py")
build = os.path.abspath(sys.argv[1])
with open(os.path.join(build, "compile_commands.json")) as f:
    commands = json.load(f)


def first_c(folder):
    """The first source file of a folder (whatever others rename, one is there)."""
    found = sorted(glob.glob(os.path.join(ROOT, "src", folder, "*.c")))
    return os.path.relpath(found[0], ROOT)


# (what, file to plant in, the line, what check-layers must say, the build stops it too)
PLANTS = [
    ("a higher layer: base includes report", first_c("core/base"), '#include "ds-report.h"',
     "does not list report", True),
    ("a same-floor neighbour: suite includes bench", first_c("core/suite"), '#include "ds-bench-job.h"',
     "does not list bench", True),
    ("a same-floor neighbour: thermal includes suite", first_c("core/thermal"), '#include "ds-suite-job.h"',
     "does not list suite", True),
    ("a same-floor neighbour: io includes health", first_c("core/io"), '#include "ds-health.h"',
     "does not list health", True),
    ("a private header from another layer: report includes history's",
     first_c("core/report"), '#include "ds-history-private.h"', "private to history", True),
    ("a private header from the window", first_c("gui"), '#include "ds-history-private.h"',
     "private to history", True),
    ("a private header from the CLI", first_c("cli"), '#include "ds-health-private.h"',
     "private to health", True),
    ('"../": base includes history by path', first_c("core/base"), '#include "../history/ds-history-store.h"',
     '"../history/ds-history-store.h"', False),
    ('"src/": the CLI includes a private header by path', first_c("cli"),
     '#include "src/core/history/ds-history-private.h"', '"src/core/history/ds-history-private.h"', True),
    ("<sqlite3.h> from the CLI", first_c("cli"), "#include <sqlite3.h>", "<sqlite3.h>, which only history", True),
    ("<sqlite3.h> from the window", first_c("gui"), "#include <sqlite3.h>", "<sqlite3.h>, which only history", True),
    ("<liburing.h> from the window", first_c("gui"), "#include <liburing.h>", "<liburing.h>, which only", True),
    ("<sys/statfs.h> from the CLI", first_c("cli"), "#include <sys/statfs.h>", "<sys/statfs.h>, which only", True),
]
# The meson side: io listing health again, which it does not include.
MESON_PLANT = ("io/meson.build lists health_dep", "src/core/io/meson.build", "lists health but includes no header of health")

n = 0
failed = 0


def tap(ok, what):
    global n, failed
    n += 1
    print(("ok %d" % n if ok else "not ok %d" % n) + " - " + what)
    if not ok:
        failed += 1


def check(copy):
    r = subprocess.run([sys.executable, CHECK, build, "--source-root", copy, "--static-only"],
                       capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def compile_fails(relpath, planted):
    """Whether the planted file fails to preprocess with its library's own command;
    None when this build does not compile that file."""
    original = os.path.join(ROOT, relpath)
    for entry in commands:
        if os.path.normpath(os.path.join(entry["directory"], entry["file"])) == original:
            args = [a for a in shlex.split(entry["command"])]
            out, skip = [], False
            for a in args:
                if skip:
                    skip = False
                    continue
                if a in ("-o", "-c", "-MQ", "-MF"):
                    skip = True
                    continue
                if a == "-MD" or a.endswith(".c"):
                    continue
                out.append(a)
            r = subprocess.run(out + ["-E", "-o", os.devnull, planted], cwd=entry["directory"],
                               capture_output=True, text=True)
            return r.returncode != 0
    return None


def plant(path, line):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    # After config.h, where every source starts.
    text, count = re.subn(r'(#include "config.h"\n)', r"\1" + line.replace("\\", "\\\\") + "\n", text, count=1)
    if count == 0:
        text = line + "\n" + text
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


with tempfile.TemporaryDirectory() as tmp:
    pristine = os.path.join(tmp, "pristine")
    shutil.copytree(os.path.join(ROOT, "src"), os.path.join(pristine, "src"))
    rc, out = check(pristine)
    tap(rc == 0, "the unchanged tree passes" + ("" if rc == 0 else "\n# " + out.replace("\n", "\n# ")))

    for what, relpath, line, says, build_stops in PLANTS + [MESON_PLANT + (None, False)]:
        copy = os.path.join(tmp, "copy")
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(pristine, copy)
        target = os.path.join(copy, relpath)
        if relpath.endswith("meson.build"):
            what, says = what, line
            with open(target, encoding="utf-8") as f:
                text = f.read()
            text = re.sub(r"(static_library\('ds-io',.*?dependencies: \[)", r"\1health_dep, ", text,
                          count=1, flags=re.S)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
        else:
            plant(target, line)
        rc, out = check(copy)
        tap(rc != 0 and says in out,
            "check-layers refuses %s (%s)" % (what, relpath) +
            ("" if rc != 0 and says in out else "\n# exit %d, output:\n# %s" % (rc, out.replace("\n", "\n# "))))
        if build_stops:
            fails = compile_fails(relpath, target)
            if fails is None:
                print("# %s is not compiled in this build: the build side is not checked" % relpath)
            else:
                tap(fails, "the build refuses %s too" % what)

print("1..%d" % n)
sys.exit(1 if failed else 0)
