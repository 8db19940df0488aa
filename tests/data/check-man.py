#!/usr/bin/env python3
"""The man pages say what the programs accept (TAP): every command of
`drivescope-cli --help` has its section in drivescope-cli.1.scd, and every
option of `drivescope-cli COMMAND --help` is in that section; no section
is left for a command that is gone; the options of `drivescope --help-all`
are in drivescope.1.scd; the helper's usage is in drivescope-helper.8.scd;
and the built pages are there.

usage: check-man.py MAN_SOURCE_DIR MAN_BUILD_DIR CLI [GUI]"""
import os
import re
import subprocess
import sys

src, built, cli = sys.argv[1:4]
gui = sys.argv[4] if len(sys.argv) > 4 else None
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def run(*args):
    p = subprocess.run(list(args), env=env, capture_output=True, timeout=60)
    return p.stdout.decode("utf-8", "replace") + p.stderr.decode("utf-8", "replace")


def options(help_text):
    """--long and -s options of a GOption --help, Help Options included."""
    found = set()
    for m in re.finditer(r"^ +((?:-[a-zA-Z], )?--[a-zA-Z0-9-]+)", help_text, re.M):
        found.update(m.group(1).split(", "))
    return sorted(found)


def read(name):
    with open(os.path.join(src, name), encoding="utf-8") as f:
        return f.read()


def bold_options(text):
    """Options as the page writes them: *--json*, *-a*, *--save-raw*=_FILE_."""
    return set(re.findall(r"\*(--?[a-zA-Z][a-zA-Z0-9-]*)", text))


page = read("drivescope-cli.1.scd")
usage = run(cli, "--help")
commands = re.findall(r"^  ([a-z][a-z-]*) ", usage, re.M)
sections = dict(re.findall(r"^## ([a-z][a-z-]*)\n(.*?)(?=^## |^# )", page, re.M | re.S))
check("drivescope-cli --help lists commands", len(commands) > 10, usage)
for command in commands:
    section = sections.get(command)
    if section is None:
        check(f"drivescope-cli.1 has a section for {command}", False, "no “## " + command + "” in drivescope-cli.1.scd")
        continue
    listed = options(run(cli, command, "--help"))
    # --help and -h are GOption's own, the same everywhere: the page says so once.
    wanted = [o for o in listed if o not in ("--help", "-h")]
    missing = [o for o in wanted if o not in bold_options(section)]
    check(f"drivescope-cli.1 documents every option of {command}", not missing,
          f"in --help but not in the “## {command}” section: {' '.join(missing)}")
stale = sorted(set(sections) - set(commands))
check("drivescope-cli.1 has no section for a command that does not exist", not stale, " ".join(stale))
check("drivescope-cli.1 documents --help and --version",
      {"--help", "--version", "-h"} <= bold_options(page.split("# COMMANDS")[0]))
check("drivescope-cli.1 has exit status, environment, files and examples",
      all(f"\n# {h}\n" in page for h in ("EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES")))
for code in re.findall(r"DS_EXIT_[A-Z]+ *= *(\d+)", open(os.path.join(os.path.dirname(src), "..", "src", "cli", "ds-cli.h")).read()):
    check(f"drivescope-cli.1 explains exit status {code}", f"\n*{code}*\n" in page)

if gui:
    gpage = read("drivescope.1.scd")
    gmissing = [o for o in options(run(gui, "--help-all")) if o not in bold_options(gpage)]
    check("drivescope.1 documents every option of drivescope --help-all", not gmissing, " ".join(gmissing))

hpage = read("drivescope-helper.8.scd")
husage = run(os.path.join(os.path.dirname(cli), "..", "helper", "drivescope-helper"))
m = re.search(r"Usage: drivescope-helper (\w+) (\w+)", husage)
check("drivescope-helper.8 shows the helper's usage",
      m is not None and f"*drivescope-helper {m.group(1)}* _{m.group(2)}_" in hpage, husage)

for name in ("drivescope.1", "drivescope-cli.1", "drivescope-helper.8"):
    path = os.path.join(built, name)
    ok = os.path.exists(path) and open(path, encoding="utf-8").read().startswith(".\\\"") or \
        (os.path.exists(path) and ".TH" in open(path, encoding="utf-8").read())
    check(f"{name} is built as a roff page", ok, path)

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("# " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
