#!/usr/bin/env python3
"""The core's layering is enforced by the build: prove it.

The real dependency graph is the #include graph. From the source tree:
  - each library of src/core lists (in its meson.build) exactly the core
    libraries whose headers its files include, and each *_dep exactly those
    its public headers include;
  - no file includes "../…", "./…" or "src/…": a quoted include is looked up
    beside the including file first, so no include path can stop "../x/y.h";
  - a *-private.h is included only in its own folder (and by tests, which say
    so in tests/meson.build);
  - <sqlite3.h>, <liburing.h> and the Linux-only headers only where they belong.
From the build (compile_commands.json), unless --static-only:
  - each library's include path holds exactly its own folder and the folders
    its includes need (those it lists and what their public headers include);
  - for every library and for the CLI, the window and the helper, every public
    header of every folder: visible exactly when the graph says so (one
    preprocessor run per library, with __has_include), so neighbours on one
    floor, layers above, the CLI and the window are all probed;
  - every *-private.h stops with its #error outside its folder;
  - the guarded system headers stop with the guard's message outside their layer.
Usage: check-layers.py BUILD_DIR [--source-root DIR] [--static-only]
Prints TAP.
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

ap = argparse.ArgumentParser()
ap.add_argument("build")
ap.add_argument("--source-root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ap.add_argument("--static-only", action="store_true")
opts = ap.parse_args()
ROOT = os.path.abspath(opts.source_root)
SRC = os.path.join(ROOT, "src")
CORE = os.path.join(SRC, "core")

# System headers that belong to one place: header -> units that may include it.
LINUX_ONLY = ["sys/statfs.h", "sys/sysmacros.h", "sys/vfs.h", "sys/ioctl.h", "linux/fs.h",
              "linux/nvme_ioctl.h", "scsi/sg.h", "libnvme.h"]
GUARDED = {"sqlite3.h": {"history"}, "liburing.h": {"platform/linux"}}
for h in LINUX_ONLY:
    GUARDED[h] = {"platform/linux", "helper"}
# The probes of the guards, by library (liburing only in its engine's library).
GUARD_PROBES = {"sqlite3.h": {"ds-history"}, "liburing.h": {"ds-io-uring"},
                "sys/statfs.h": {"ds-platform-linux", "ds-io-uring"},
                "sys/sysmacros.h": {"ds-platform-linux", "ds-io-uring"},
                "linux/fs.h": {"ds-platform-linux", "ds-io-uring"}}
APPS = ("cli", "gui", "helper")

failures = 0
checks = 0


def expect(ok, what):
    global failures, checks
    checks += 1
    print(("ok" if ok else "not ok") + " - " + what)
    if not ok:
        failures += 1
    return ok


def rel(path):
    return os.path.relpath(path, ROOT)


# --- the source tree ---------------------------------------------------------

def unit_of_dir(d):
    """src/core/platform/linux -> 'platform/linux', src/gui -> 'gui'."""
    r = os.path.relpath(d, SRC).replace(os.sep, "/")
    if r.startswith("core/"):
        r = r[len("core/"):]
    return r


files = {}      # path -> unit
headers = {}    # basename -> unit
for d, dirs, fs in os.walk(SRC):
    dirs[:] = sorted(x for x in dirs if x not in ("poison", "config"))
    unit = unit_of_dir(d)
    if unit.startswith("json-compat"):
        unit = "json-compat"
    for f in sorted(fs):
        if f.endswith((".c", ".h")):
            files[os.path.join(d, f)] = unit
            if f.endswith(".h"):
                if f in headers and headers[f] != unit:
                    expect(False, "%s is the name of a header in both %s and %s" % (f, headers[f], unit))
                headers[f] = unit
# Generated beside its source: ds-io-enum-types.h is io's.
for f, unit in list(headers.items()):
    if f.endswith("-enums.h"):
        headers[f[:-len("-enums.h")] + "-enum-types.h"] = unit

test_files = []
for d, dirs, fs in os.walk(os.path.join(ROOT, "tests")):
    test_files += [os.path.join(d, f) for f in fs if f.endswith((".c", ".h"))]

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for n, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield n, m.group(1) == '"', m.group(2)


def is_private(header):
    return header.endswith("-private.h")


# Each file's includes, checked on their own.
uses = {}   # path -> [(line, header, owner unit)]
bad_paths = []
bad_private = []
bad_system = []
for path in sorted(files) + sorted(test_files):
    unit = files.get(path)   # None: a test
    found = []
    for n, quoted, h in includes(path):
        where = "%s:%d" % (rel(path), n)
        if not quoted:
            allowed = GUARDED.get(h)
            if allowed is not None and unit is not None and unit not in allowed:
                bad_system.append("%s includes <%s>, which only %s may" % (where, h, " and ".join(sorted(allowed))))
            continue
        if h.startswith(("../", "./", "src/")) or "/../" in h:
            bad_paths.append('%s includes "%s": name the header alone and list its library' % (where, h))
            continue
        owner = headers.get(os.path.basename(h))
        if owner is None:
            continue    # config.h, or generated (resources)
        if is_private(h) and unit is not None and owner != unit:
            bad_private.append("%s includes %s, which is private to %s" % (where, h, owner))
        found.append((n, h, owner))
    uses[path] = found

expect(not bad_paths, 'no "../", "./" or "src/" includes' + "".join("\n# " + b for b in bad_paths))
expect(not bad_private, "private headers are included only in their own folder" +
       "".join("\n# " + b for b in bad_private))
expect(not bad_system, "guarded system headers only where they belong" +
       "".join("\n# " + b for b in bad_system))


# --- the meson graph ---------------------------------------------------------

def blocks(text, call):
    """(variable, first argument, body) of each `var = call(…)`."""
    for m in re.finditer(r"(\w+)\s*=\s*%s\(" % call, text):
        depth, i, quote = 1, m.end(), False
        while depth and i < len(text):
            c = text[i]
            if c == "'":
                quote = not quote
            elif not quote and c == "(":
                depth += 1
            elif not quote and c == ")":
                depth -= 1
            elif not quote and c == "#":
                i = text.find("\n", i)
                if i < 0:
                    break
            i += 1
        body = text[m.end():i - 1]
        first = re.match(r"\s*'([^']*)'", body)
        yield m.group(1), first.group(1) if first else None, body


def listed(body):
    m = re.search(r"\bdependencies\s*:(.*?)(?:\n\s*\w+\s*:|\Z)", body, re.S)
    return re.findall(r"\b(\w+_dep)\b", m.group(1)) if m else []


meson_files = []
for d, dirs, fs in os.walk(CORE):
    dirs[:] = sorted(x for x in dirs if x != "poison")
    if "meson.build" in fs:
        meson_files.append(os.path.join(d, "meson.build"))

deps = {}   # dep variable -> (unit, [listed dep variables], meson file)
libs = {}   # library name -> (units of its sources, [listed dep variables], meson file)
for mf in sorted(meson_files):
    d = os.path.dirname(mf)
    with open(mf, encoding="utf-8") as f:
        text = f.read()
    for var, _, body in blocks(text, "declare_dependency"):
        sub = re.search(r"include_directories\('([^'.][^']*)'\)", body)
        deps[var] = (unit_of_dir(os.path.join(d, sub.group(1)) if sub else d), listed(body), mf)
    for var, name, body in blocks(text, "static_library"):
        if name == "drivescope":
            continue
        srcs = re.findall(r"'([^']+\.c)'", body)
        units = sorted({unit_of_dir(os.path.dirname(os.path.join(d, s))) for s in srcs})
        paths = [os.path.normpath(os.path.join(d, s)) for s in srcs]
        libs[name] = (units, listed(body), mf, paths)


def dep_units(variables, own):
    """The core units a list of dep variables names (a dep of one's own unit
    counts as what it lists)."""
    out = set()
    for v in variables:
        if v not in deps:
            continue    # external
        unit, inner, _ = deps[v]
        if unit in own:
            out |= dep_units(inner, own)
        else:
            out.add(unit)
    return out


def included_by(paths, own):
    out = {}
    for p in paths:
        for n, h, owner in uses.get(p, []):
            if owner not in own:
                out.setdefault(owner, "%s:%d (%s)" % (rel(p), n, h))
    return out


def unit_headers(unit, public_only):
    return [p for p, u in files.items() if u == unit and p.endswith(".h")
            and not (public_only and is_private(os.path.basename(p)))]


core_units = sorted({u for u in files.values() if u not in APPS + ("json-compat",)})
iface = {u: set(included_by(unit_headers(u, True), {u})) for u in core_units}

for name, (units, listed_vars, mf, paths) in sorted(libs.items()):
    own = set(units)
    have = dep_units(listed_vars, own)
    paths = paths + [h for u in units for h in unit_headers(u, False)]
    need = included_by(paths, own)
    missing = sorted(set(need) - have)
    extra = sorted(have - set(need))
    expect(not missing and not extra,
           "%s (%s) lists exactly the libraries it includes" % (name, rel(mf)) +
           "".join("\n# it includes %s but does not list %s" % (need[u], u) for u in missing) +
           "".join("\n# it lists %s but includes no header of %s" % (u, u) for u in extra))

for var, (unit, listed_vars, mf) in sorted(deps.items()):
    if unit not in iface:
        continue
    have = dep_units(listed_vars, {unit})
    need = included_by(unit_headers(unit, True), {unit})
    missing = sorted(set(need) - have)
    extra = sorted(have - set(need))
    expect(not missing and not extra,
           "%s (%s) carries exactly what %s's public headers include" % (var, rel(mf), unit) +
           "".join("\n# %s but it does not carry %s" % (need[u], u) for u in missing) +
           "".join("\n# it carries %s but no public header of %s includes it" % (u, unit) for u in extra))


def closure(units):
    out, todo = set(), list(units)
    while todo:
        u = todo.pop()
        if u not in out:
            out.add(u)
            todo += iface.get(u, ())
    return out


if opts.static_only:
    print("1..%d" % checks)
    print("# %d checks, %d failed" % (checks, failures))
    sys.exit(1 if failures else 0)

# --- the build ---------------------------------------------------------------

with open(os.path.join(opts.build, "compile_commands.json")) as f:
    commands = json.load(f)
BUILD = os.path.abspath(opts.build)


def command_for(marker):
    for entry in commands:
        if marker in entry.get("output", entry["command"]):
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


def include_units(entry):
    """The source folders on an include path (a build folder counts as its source)."""
    out = set()
    for a in probe_args(entry):
        if not a.startswith("-I"):
            continue
        p = os.path.normpath(os.path.join(entry["directory"], a[2:]))
        for top in (SRC, os.path.join(BUILD, "src")):
            r = os.path.relpath(p, top)
            if not r.startswith("..") and not r.endswith(".p") and not r.startswith(("config", "core/poison")):
                u = unit_of_dir(os.path.join(SRC, r))
                if u in core_units or u in APPS:
                    out.add(u)
    return out


def run(entry, text, tmp):
    src = os.path.join(tmp, "probe.c")
    with open(src, "w") as f:
        f.write('#include "config.h"\n' + text + "int ds_probe_unused;\n")
    r = subprocess.run(probe_args(entry) + ["-E", "-P", src], cwd=entry["directory"],
                       capture_output=True, text=True)
    return r.returncode == 0, r.stdout, r.stderr


views = {}    # probe name -> (entry, units it is, units it may see)
for name, (units, listed_vars, mf, paths) in sorted(libs.items()):
    entry = command_for(os.sep + "lib" + name + ".a.p" + os.sep)
    if entry is None:
        if any(u == "platform/windows" for u in units) and name != "ds-platform-win-parse":
            continue    # not built for this machine
        expect(False, "%s: no compile command in compile_commands.json" % name)
        continue
    own = set(units)
    views[name] = (entry, own, own | closure(dep_units(listed_vars, own)))
public_layers = {u for u in core_units if not u.startswith("platform/")}
for app, marker in (("cli", os.sep + "drivescope-cli.p" + os.sep),
                    ("gui", os.sep + "libdrivescope-gui.a.p" + os.sep),
                    ("helper", os.sep + "drivescope-helper.p" + os.sep)):
    entry = command_for(marker)
    if entry is None:
        if app != "gui":
            expect(False, "%s: no compile command in compile_commands.json" % app)
        continue
    views[app] = (entry, {app}, {app} | (public_layers if app != "helper" else set()))

have_liburing = "ds-io-uring" in views and os.path.exists("/usr/include/liburing.h")
all_public = sorted((os.path.basename(p), u) for p, u in files.items()
                    if p.endswith(".h") and not is_private(os.path.basename(p))
                    and (u in core_units or u in APPS))
privates = sorted((os.path.basename(p), u) for p, u in files.items()
                  if u in core_units and is_private(os.path.basename(p)))

with tempfile.TemporaryDirectory() as tmp:
    for name, (entry, own, sees) in sorted(views.items()):
        # The include path: exactly the folders the graph gives it.
        path = include_units(entry)
        expect(path == sees,
               "%s's include path is its graph: %s" % (name, " ".join(sorted(sees))) +
               "".join("\n# it also has %s" % u for u in sorted(path - sees)) +
               "".join("\n# it lacks %s" % u for u in sorted(sees - path)))
        # Every public header of every folder, in one run.
        text = "".join('#if __has_include("%s")\nds_visible %s\n#endif\n' % (h, h) for h, _ in all_public)
        text += '#if __has_include("src/core/history/ds-history-private.h")\nds_visible src/\n#endif\n'
        ok, out, err = run(entry, text, tmp)
        if not expect(ok, "%s: the probe preprocesses" % name + ("" if ok else ": " + err.strip()[-300:])):
            continue
        visible = set(re.findall(r"ds_visible (\S+)", out))
        wrong = ["%s sees %s (%s)" % (name, h, u) for h, u in all_public if h in visible and u not in sees]
        wrong += ["%s does not see %s (%s)" % (name, h, u) for h, u in all_public if h not in visible and u in sees]
        if "src/" in visible:
            wrong.append('%s resolves "src/core/history/ds-history-private.h"' % name)
        expect(not wrong, "%s sees the public headers of %s only, and all of them" %
               (name, " ".join(sorted(sees))) + "".join("\n# " + w for w in wrong))
        # Private headers: their own folder only.
        for h, u in privates:
            ok, _, err = run(entry, '#include "%s"\n' % h, tmp)
            if u in own:
                expect(ok, "%s may include its own %s" % (name, h) + ("" if ok else ": " + err.strip()[-300:]))
            else:
                expect(not ok and ("is private to" in err or "No such file" in err),
                       "%s cannot include %s (%s's own)" % (name, h, u))
        # Guarded system headers.
        for h, allowed in GUARD_PROBES.items():
            if h == "liburing.h" and not have_liburing:
                continue
            ok, _, err = run(entry, "#include <%s>\n" % h, tmp)
            if name in allowed:
                expect(ok, "%s may include <%s>" % (name, h))
            elif name != "helper":
                expect(not ok and "may be included only in" in err, "%s cannot include <%s> (guard)" % (name, h))

print("1..%d" % checks)
print("# %d checks, %d failed" % (checks, failures))
sys.exit(1 if failures else 0)
