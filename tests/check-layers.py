#!/usr/bin/env python3
"""The core's layering is enforced by the build: prove it.

For every layer library of src/core, take the compiler command meson uses for
one of its sources and compile small probes with it:
  - its own header and the layer below's: must compile;
  - a header of the layer right above, and of the top layer: must fail (not found);
  - <sqlite3.h> outside history, <liburing.h> outside the io_uring engine,
    Linux-only headers outside platform/linux: must fail with the guard's
    message; inside their layer they must compile.
Usage: check-layers.py BUILD_DIR
"""
import json
import os
import shlex
import subprocess
import sys
import tempfile

# Bottom to top: (library, folder, a header of that layer)
LAYERS = [
    ("ds-base", "base", "ds-error.h"),
    ("ds-enum", "enum", "ds-drive.h"),
    ("ds-platform", "platform", "ds-drive-list.h"),
    ("ds-health", "health", "ds-health.h"),
    ("ds-io", "io", "ds-io-engine.h"),
    ("ds-conditions", "conditions", "ds-run-conditions.h"),
    ("ds-run", "run", "ds-run.h"),
    ("ds-bench", "bench", "ds-bench-job.h"),
    ("ds-suite", "suite", "ds-suite-job.h"),
    ("ds-thermal", "thermal", "ds-thermal-job.h"),
    ("ds-history", "history", "ds-history-store.h"),
    ("ds-report", "report", "ds-report.h"),
]
# Libraries that sit beside a layer: (library, the layer whose view they have)
SIDE = [("ds-platform-linux", "ds-platform"), ("ds-io-uring", "ds-platform")]

GUARDED = {
    "sqlite3.h": {"ds-history"},
    "liburing.h": {"ds-io-uring"},
    "sys/statfs.h": {"ds-platform-linux", "ds-io-uring"},
    "sys/sysmacros.h": {"ds-platform-linux", "ds-io-uring"},
}

build = sys.argv[1]
with open(os.path.join(build, "compile_commands.json")) as f:
    commands = json.load(f)


def command_for(lib):
    marker = os.sep + "lib" + lib + ".a.p" + os.sep
    for entry in commands:
        if marker in entry["output"] if "output" in entry else marker in entry["command"]:
            return entry
    return None


def probe_args(entry):
    args = shlex.split(entry["command"])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-o", "-c", "-MQ", "-MF"):
            skip = True
            continue
        if a in ("-MD",) or a.endswith(".c"):
            continue
        out.append(a)
    return out


def compiles(entry, header, tmp, system=False):
    src = os.path.join(tmp, "probe.c")
    include = ("<%s>" if system else '"%s"') % header
    with open(src, "w") as f:
        f.write('#include "config.h"\n#include %s\nint ds_probe_unused;\n' % include)
    r = subprocess.run(probe_args(entry) + ["-fsyntax-only", src], cwd=entry["directory"],
                       capture_output=True, text=True)
    return r.returncode == 0, r.stderr


failures = 0
checks = 0


def expect(ok, what):
    global failures, checks
    checks += 1
    print(("ok" if ok else "not ok") + " - " + what)
    if not ok:
        failures += 1


have_liburing = command_for("ds-io-uring") is not None and os.path.exists("/usr/include/liburing.h")
with tempfile.TemporaryDirectory() as tmp:
    views = [(lib, i) for i, (lib, _, _) in enumerate(LAYERS)]
    views += [(lib, [l for l, _, _ in LAYERS].index(view)) for lib, view in SIDE]
    for lib, level in views:
        entry = command_for(lib)
        if entry is None:
            expect(False, "%s: no compile command in compile_commands.json" % lib)
            continue
        # Its own layer and the one below must be visible; the layer right
        # above and the top one must not (every pair would be 10x slower).
        wanted = {level, level - 1, level + 1, len(LAYERS) - 1}
        for j, (_, folder, header) in enumerate(LAYERS):
            if j not in wanted or j < 0:
                continue
            ok, err = compiles(entry, header, tmp)
            if j <= level:
                expect(ok, "%s sees %s/%s%s" % (lib, folder, header, "" if ok else ": " + err.strip().splitlines()[-1]))
            else:
                expect(not ok and "No such file" in err,
                       "%s cannot include %s/%s from the layer above" % (lib, folder, header))
        for header, allowed in GUARDED.items():
            if header == "liburing.h" and not have_liburing:
                continue
            ok, err = compiles(entry, header, tmp, system=True)
            if lib in allowed:
                expect(ok, "%s may include <%s>" % (lib, header))
            else:
                expect(not ok and "may be included only in" in err,
                       "%s cannot include <%s> (guard)" % (lib, header))

print("1..%d" % checks)
print("# %d checks, %d failed" % (checks, failures))
sys.exit(1 if failures else 0)
