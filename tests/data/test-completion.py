#!/usr/bin/env python3
"""The shell completions of drivescope-cli (TAP): bash's completion
function run in bash with COMP_WORDS set as bash sets them, fish's
`complete -C`, and zsh's parser. Drive names come from a fixture tree,
runs from a history the test fills through the CLI.

usage: test-completion.py COMPLETIONS_DIR"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
COMP = sys.argv[1]
BASH = os.path.join(COMP, "drivescope-cli.bash")
TMP = tempfile.mkdtemp(prefix="ds-completion-")
DB = os.path.join(TMP, "history.db")
ENV = dict(os.environ, LC_ALL="C.UTF-8", DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"),
           DRIVESCOPE_DB=DB)
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def cli(*args, env=ENV):
    p = subprocess.run([CLI, *args], env=env, capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def bash_complete(line, env=ENV):
    """What bash offers for LINE (the cursor at its end), as a sorted list.
    The words split as bash splits them for completion: on spaces, and
    '=' as a word of its own (COMP_WORDBREAKS)."""
    words = re.findall(r"=|[^\s=]+", line)
    if line.endswith(" ") or not words:
        words.append("")
    words[0] = CLI
    script = (f'source "{BASH}"\n'
              'COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}\n'
              '_drivescope_cli\nprintf "%s\\n" "${COMPREPLY[@]}"\n')
    p = subprocess.run(["bash", "--norc", "--noprofile", "-c", script, "bash", *words],
                       env=env, capture_output=True, timeout=60)
    return sorted(w for w in p.stdout.decode().splitlines() if w), p.stderr.decode()


def finish():
    shutil.rmtree(TMP, ignore_errors=True)
    print(f"1..{len(results)}")
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        if not ok:
            for line in str(detail).splitlines()[:20]:
                print("# " + line)
    sys.exit(0 if all(ok for _, ok, _ in results) else 1)


# The commands the usage lists (the indented lines of --help).
rc, usage, _ = cli("--help")
commands = sorted(m.group(1) for m in re.finditer(r"^  ([a-z][a-z-]*) ", usage, re.M))

got, err = bash_complete("drivescope-cli ")
check("bash offers every command of the usage", got == commands and "metrics" in got, (got, commands, err))
got, _ = bash_complete("drivescope-cli th")
check("bash completes a command prefix", got == ["thermal", "thermal-analyze"], got)
got, _ = bash_complete("drivescope-cli --")
check("bash offers --help and --version before a command", got == ["--help", "--version"], got)

for command in ("list", "bench", "metrics", "export", "import-fio"):
    rc, text, _ = cli(command, "--help")
    want = sorted({o for m in re.finditer(r"^ +((?:-[a-zA-Z], )?--[a-zA-Z0-9-]+)", text, re.M)
                   for o in m.group(1).split(", ") if o.startswith("--")})
    got, _ = bash_complete(f"drivescope-cli {command} --")
    check(f"bash offers every long option of {command} --help, and nothing from its text",
          got == want and len(want) > 1 and "--output-format" not in got, (got, want))
got, _ = bash_complete("drivescope-cli list -")
check("bash offers short options too", "-a" in got and "--all" in got, got)

rc, out, _ = cli("list", "--json")
drives = sorted(d["name"] for d in json.loads(out)) if rc == 0 else []
got, _ = bash_complete("drivescope-cli info ")
check("bash offers the machine's drives for info", got == drives and "nvme0n1" in got, (got, drives))
got, _ = bash_complete("drivescope-cli health nv")
check("bash completes a drive name prefix", got == ["nvme0n1"], got)
got, _ = bash_complete("drivescope-cli verify --data compressible:")
check("bash: verify --data offers the compressible levels", "compressible:50%" in got and "zeros" not in got, got)
got, _ = bash_complete("drivescope-cli verify --")
check("bash: verify's options from its --help", {"--keep", "--read-only", "--file-size"} <= set(got), got)
got, _ = bash_complete("drivescope-cli bench --drive ")
check("bash offers drives for --drive", got == drives, got)
got, _ = bash_complete("drivescope-cli bench --drive=s")
check("bash completes --drive=VALUE", got == ["sda", "sdb"], got)
rc, text, _ = cli("suite", "--help")
suites = sorted(re.findall(r"^  ([a-z][a-z-]*) ", text.split("Suites:")[-1].split("\n\n")[0], re.M))
got, _ = bash_complete("drivescope-cli suite ")
check("bash offers every suite suite --help lists", got == suites and len(suites) >= 6, (got, suites))
presets = sorted(re.findall(r"^  ([a-z][a-z0-9-]*) ", text.split("Presets")[-1].split("\n\n")[0], re.M))
got, _ = bash_complete("drivescope-cli suite qd-scaling --latency-limit ")
check("bash offers the latency statistics after --latency-limit", got == sorted(["mean:", "p99:", "p99.9:"]), got)
got, _ = bash_complete("drivescope-cli suite mixes --presets ")
check("bash offers every preset suite --help lists", got == presets and len(presets) >= 6, (got, presets))
rc, text, _ = cli("bench", "--help")
m = re.search(r"--profile=\S+ +(.*)", text)
profiles = sorted(re.findall(r"[a-z]+", m.group(1).replace(" or ", " "))) if m else []
got, _ = bash_complete("drivescope-cli bench --profile ")
check("bash offers every profile bench --help names", got == profiles and len(profiles) >= 5, (got, profiles))
got, _ = bash_complete("drivescope-cli bench --fi")
check("bash offers --fill for bench, as for suites", got == ["--fill"], got)
got, _ = bash_complete("drivescope-cli bench --fill 90% --mo")
check("bash skips --fill's value", got == ["--mode"], got)
got, _ = bash_complete("drivescope-cli suite --qd 1,4 mi")
check("bash skips an option's value when it counts arguments", got == ["mixes"], got)
# --size: the sizes the window offers (the core's one table), each one
# bench takes; the same for thermal and the suites.
rc, out, _ = cli("__complete", "sizes")
sizes = out.split()
got, _ = bash_complete("drivescope-cli bench --size ")
check("bash offers the window's test sizes for --size", rc == 0 and got == sorted(sizes) and sizes[0] == "16MiB"
      and "1GiB" in sizes and sizes[-1] == "64GiB", (got, sizes))
got, _ = bash_complete("drivescope-cli thermal --size=1")
check("bash completes --size=VALUE", got == sorted(s for s in sizes if s.startswith("1")) and "1GiB" in got, got)
got, _ = bash_complete("drivescope-cli export --format p")
check("bash offers export formats", got == ["pdf", "png"], got)
got, _ = bash_complete("drivescope-cli info nvme0n1 ")
check("bash offers nothing after the one DRIVE of info", got == [], got)

# No history yet: nothing to offer, and nothing created.
got, _ = bash_complete("drivescope-cli show ")
check("bash offers no runs without a history", got == [], got)
check("completing does not create a history", not os.path.exists(DB))

for name in ("cdm8-default", "cdm9-nvme"):
    rc, out, err = cli("import-cdm", os.path.join(FIX, "cdm", name + ".txt"))
    check(f"import-cdm {name} for the runs to complete", rc == 0, err)
rc, out, _ = cli("history", "--json")
ids = [str(r["id"]) for r in json.loads(out)] if rc == 0 else []
got, _ = bash_complete("drivescope-cli show ")
check("bash offers last and every run id of the history", got == sorted(ids + ["last"]) and len(ids) == 2, (got, ids))
got, _ = bash_complete("drivescope-cli show l")
check("bash completes last", got == ["last"], got)
got, _ = bash_complete("drivescope-cli compare 1 ")
check("bash offers runs for every RUN of compare", got == sorted(ids + ["last"]), got)
got, _ = bash_complete("drivescope-cli label 1 ")
check("bash offers no run for the TEXT of label", got == [], got)

# --db on the line: runs come from that history.
other = os.path.join(TMP, "other.db")
rc, out, err = cli("import-cdm", "--db", other, os.path.join(FIX, "cdm", "cdm8-real.txt"))
rc, out, _ = cli("history", "--json", "--db", other)
other_ids = [str(r["id"]) for r in json.loads(out)] if rc == 0 else []
got, _ = bash_complete(f"drivescope-cli delete --db {other} ")
check("bash takes the runs from the history --db names", got == sorted(other_ids + ["last"]) and other_ids, got)

# A drive in the history: a health reading through the fleet tests' fake
# helper, then a label.
henv = dict(ENV, DRIVESCOPE_HELPER=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                                "fleet", "fake-helper.sh"))
rc, out, err = cli("health", "nvme0n1", "--json", env=henv)
serial = json.loads(out)["serial"] if rc == 0 else "?"
rc, out, err = cli("drive-set", serial, "--label", "scratch-disk")
check("a read drive is in the history with a label", rc == 0, err)
hdrives = sorted([serial, "scratch-disk"])
got, _ = bash_complete("drivescope-cli drive-set ")
check("bash offers the history's drives for drive-set", got == hdrives, (got, hdrives))
p = subprocess.run([CLI, "__complete", "nonsense"], env=ENV, capture_output=True, timeout=60)
check("__complete refuses what it does not know, quietly", p.returncode == 2 and p.stdout == b"", p.stdout)

# fish: its own completion engine, on the same data.
fish = shutil.which("fish")
if fish is None:
    print("# SKIP fish checks: fish not installed (build-aux/deps.sh lists it)")
else:
    fdir = os.path.join(TMP, "fish")
    os.makedirs(fdir)
    os.symlink(CLI, os.path.join(fdir, "drivescope-cli"))
    fenv = dict(ENV, PATH=fdir + ":" + os.environ.get("PATH", ""), HOME=TMP, XDG_CONFIG_HOME=TMP)

    def fish_complete(line):
        p = subprocess.run([fish, "--no-config", "-c", f"source {os.path.join(COMP, 'drivescope-cli.fish')}; "
                            f"complete -C '{line}'"], env=fenv, capture_output=True, timeout=60)
        return sorted(l.split("\t")[0] for l in p.stdout.decode().splitlines() if l), p.stderr.decode()

    got, err = fish_complete("drivescope-cli ")
    check("fish offers every command", [w for w in got if not w.startswith("-")] == commands, (got, err))
    got, err = fish_complete("drivescope-cli health ")
    check("fish offers the machine's drives", got == drives, (got, err))
    got, err = fish_complete("drivescope-cli show ")
    check("fish offers last and the run ids", got == sorted(ids + ["last"]), (got, err))
    got, err = fish_complete("drivescope-cli metrics --")
    check("fish offers the options of metrics", "--textfile" in got and "--save-every" in got, (got, err))
    got, err = fish_complete("drivescope-cli bench --fi")
    check("fish offers --fill for bench", got == ["--fill"], (got, err))

zsh = shutil.which("zsh")
if zsh is None:
    print("# SKIP zsh check: zsh not installed (build-aux/deps.sh lists it)")
else:
    p = subprocess.run([zsh, "-n", os.path.join(COMP, "_drivescope-cli")], capture_output=True, timeout=60)
    check("the zsh completion parses", p.returncode == 0, p.stderr.decode())

finish()
