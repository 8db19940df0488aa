#!/usr/bin/env python3
"""Mutation testing: applies each mutant of tests/mutation/mutants.py to the
source, one at a time, rebuilds incrementally in its own build directory
(build-mutation/), runs the tests the mutant names, and reports whether they
caught it (killed) or not (survived), with the score.

    nice -n 19 tests/mutation/run.py                # every mutant
    tests/mutation/run.py --list                    # what is there, and whether each still applies
    tests/mutation/run.py -k suite-limit           # mutants whose id contains a word
    tests/mutation/run.py --check                   # every snippet still found once, no build

A mutant is found by a snippet of the original line that must occur exactly
once in its file, not by a line number, so the list survives code moving; a
snippet that no longer matches is reported as "stale" (fix the list).

The source file is restored from a copy kept in memory and on disk
(build-mutation/restore/) in a finally clause and on SIGINT, SIGTERM and
SIGHUP; a run killed with SIGKILL leaves that copy, and the next run restores
it before anything else. Not part of ./test.sh: a full pass takes about half
an hour of one core.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from mutants import MUTANTS  # noqa: E402

BUILD = os.path.join(ROOT, "build-mutation")
RESTORE = os.path.join(BUILD, "restore")
SETUP = ["-Dgui=disabled", "-Dvm_tests=disabled", "-Dfuzz=disabled", "-Dman=disabled"]


class Interrupted(Exception):
    pass


def on_signal(signum, frame):
    raise Interrupted(signal.Signals(signum).name)


def restore_left_over():
    """Puts back what a run killed with SIGKILL left mutated."""
    if not os.path.isdir(RESTORE):
        return
    for name in os.listdir(RESTORE):
        with open(os.path.join(RESTORE, name), encoding="utf-8") as f:
            saved = json.load(f)
        with open(os.path.join(ROOT, saved["file"]), "w", encoding="utf-8") as f:
            f.write(saved["text"])
        os.unlink(os.path.join(RESTORE, name))
        print("restored %s, left mutated by an earlier run" % saved["file"], file=sys.stderr)


def source_path(m):
    """The mutant's file, or where a file of that name has moved under src/."""
    path = os.path.join(ROOT, m["file"])
    if os.path.exists(path):
        return path
    name = os.path.basename(m["file"])
    found = [os.path.join(d, name) for d, _, files in os.walk(os.path.join(ROOT, "src")) if name in files]
    return found[0] if len(found) == 1 else path


def apply(m, text):
    """The file's text with the mutant applied, or None when its snippet
    does not occur exactly once."""
    if text.count(m["find"]) != 1:
        return None
    return text.replace(m["find"], m["replace"], 1)


def setup():
    if not os.path.isfile(os.path.join(BUILD, "build.ninja")):
        shutil.rmtree(BUILD, ignore_errors=True)
        subprocess.run(["meson", "setup", BUILD] + SETUP, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    os.makedirs(RESTORE, exist_ok=True)
    build(None)


def test_outputs():
    """test name -> the ninja outputs it needs (its own program and the
    targets it depends on), from meson's introspection."""
    tests = json.loads(subprocess.run(["meson", "introspect", "--tests", BUILD],
                                      capture_output=True, check=True).stdout)
    targets = json.loads(subprocess.run(["meson", "introspect", "--targets", BUILD],
                                        capture_output=True, check=True).stdout)
    by_id = {t["id"]: t for t in targets}
    by_file = {f: t for t in targets for f in t["filename"]}
    out = {}
    for t in tests:
        files = set()
        if t["cmd"] and t["cmd"][0] in by_file:
            files.update(by_file[t["cmd"][0]]["filename"])
        for dep in t.get("depends", []):
            if dep in by_id:
                files.update(by_id[dep]["filename"])
        out[t["name"]] = sorted(os.path.relpath(f, BUILD) for f in files)
    return out


def build(outputs):
    cmd = ["ninja", "-C", BUILD] + (outputs or [])
    return subprocess.run(cmd, capture_output=True, text=True)


def run_tests(names, timeout):
    cmd = ["meson", "test", "-C", BUILD, "--no-rebuild", "--timeout-multiplier", "1", "-q"] + names
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, start_new_session=True)
    except subprocess.TimeoutExpired:
        return False, "timed out after %d s" % timeout
    return r.returncode == 0, r.stdout[-2000:]


def run_one(m, outputs, verbose):
    path = source_path(m)
    if not os.path.exists(path):
        return "stale", "no file " + m["file"]
    with open(path, encoding="utf-8") as f:
        original = f.read()
    mutated = apply(m, original)
    if mutated is None:
        return "stale", "snippet found %d times" % original.count(m["find"])
    saved = os.path.join(RESTORE, m["id"] + ".json")
    with open(saved, "w", encoding="utf-8") as f:
        json.dump({"file": os.path.relpath(path, ROOT), "text": original}, f)
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(mutated)
        need = sorted({o for t in m["tests"] for o in outputs.get(t, [])})
        missing = [t for t in m["tests"] if t not in outputs]
        if missing:
            return "error", "no such test: " + ", ".join(missing)
        b = build(need)
        if b.returncode != 0:
            return "no-build", b.stdout[-1500:]
        passed, log = run_tests(m["tests"], m.get("timeout", 300))
        if passed and m.get("equivalent"):
            return "equivalent", m["equivalent"]
        return ("survived" if passed else "killed"), log
    finally:
        # restored, then the copy removed: a signal between the two leaves
        # the copy, which the next run puts back again (harmless)
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
        os.unlink(saved)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-k", action="append", default=[], help="only mutants whose id contains this (repeatable)")
    ap.add_argument("--list", action="store_true", help="list the mutants and whether each applies")
    ap.add_argument("--check", action="store_true", help="check that every snippet applies; no build")
    ap.add_argument("--json", help="also write the results to this file")
    ap.add_argument("-v", action="store_true", help="print the test output of survivors and failures")
    args = ap.parse_args()

    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, on_signal)
    ids = [m["id"] for m in MUTANTS]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        sys.exit("mutants.py: ids used twice: " + ", ".join(sorted(dup)))
    chosen = [m for m in MUTANTS if not args.k or any(k in m["id"] for k in args.k)]

    if args.list or args.check:
        bad = 0
        for m in chosen:
            path = source_path(m)
            ok = os.path.exists(path)
            if ok:
                with open(path, encoding="utf-8") as f:
                    ok = apply(m, f.read()) is not None
            bad += not ok
            if args.list or not ok:
                print("%-5s %-34s %-48s %s" % ("ok" if ok else "STALE", m["id"], m["file"], m["why"]))
        print("%d mutants, %d stale" % (len(chosen), bad))
        return 1 if bad else 0

    restore_left_over()
    results = []
    start = time.monotonic()
    try:
        setup()
        outputs = test_outputs()
        for n, m in enumerate(chosen, 1):
            t0 = time.monotonic()
            verdict, log = run_one(m, outputs, args.v)
            results.append({"id": m["id"], "file": m["file"], "verdict": verdict,
                            "seconds": round(time.monotonic() - t0, 1)})
            print("[%2d/%d] %-9s %-34s %5.1f s  %s" % (n, len(chosen), verdict, m["id"],
                                                      time.monotonic() - t0, m["why"]), flush=True)
            if verdict != "killed" and args.v:
                print(log, flush=True)
    except Interrupted as e:
        print("interrupted (%s); the source is restored" % e, file=sys.stderr)
        return 130
    finally:
        restore_left_over()

    killed = sum(r["verdict"] == "killed" for r in results)
    survived = [r for r in results if r["verdict"] == "survived"]
    equivalent = [r for r in results if r["verdict"] == "equivalent"]
    other = [r for r in results if r["verdict"] not in ("killed", "survived", "equivalent")]
    scored = killed + len(survived)
    print("\n%d mutants: %d killed, %d survived, %d equivalent (not scored), %d not run (stale or not building); "
          "score %.1f %% (killed of killed + survived) in %.0f min"
          % (len(results), killed, len(survived), len(equivalent), len(other),
             100.0 * killed / scored if scored else 0.0, (time.monotonic() - start) / 60))
    for r in survived:
        print("  survived: %s (%s)" % (r["id"], r["file"]))
    for r in equivalent:
        print("  equivalent: %s (%s)" % (r["id"], r["file"]))
    for r in other:
        print("  %s: %s (%s)" % (r["verdict"], r["id"], r["file"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if not survived and not other else 1


if __name__ == "__main__":
    sys.exit(main())
