#!/usr/bin/env python3
"""verify against fake drives: a FUSE filesystem (tests/verify/fakefs.py)
that claims 64 GiB and keeps what is written honestly, drops writes past a
limit (reads zeros), wraps them around onto its start, or fails reads with
EIO in a range. verify must report each for what it is (and bench and suite --verify the
blocks their writes lost or wrapped, and a flipped bit); kill -9 in either
pass leaves nothing behind without --keep, and with --keep a later
--read-only pass verifies what was completely written.

Skips with the reason where FUSE cannot be mounted (no /dev/fuse, no
fusermount, no python3-fusepy, no permission).
"""
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

CLI = os.environ.get("DS_CLI", "drivescope-cli")
BUILD = os.environ.get("DS_BUILD_DIR", tempfile.gettempdir())
FAKEFS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "verify", "fakefs.py")
MIB = 1 << 20
CLAIM = 64 << 30

results = []


def ok(cond, what):
    what = " ".join(what.split())
    results.append((bool(cond), what))
    print(("ok %d - " if cond else "not ok %d - ") % len(results) + what, flush=True)
    return cond


def skip_all(reason):
    print("1..0 # SKIP " + reason)
    sys.exit(0)


def fuse_python():
    """An interpreter that has fusepy (Debian installs it for /usr/bin/python3)."""
    for py in (sys.executable, "/usr/bin/python3"):
        if py and os.path.exists(py) and subprocess.run(
                [py, "-c", "try:\n import fuse\nexcept ImportError:\n import fusepy"],
                capture_output=True).returncode == 0:
            return py
    return None


class Fake:
    def __init__(self, py, mode, real, eio=None):
        self.tmp = tempfile.mkdtemp(prefix="verify-fuse-", dir=BUILD)
        self.mnt = os.path.join(self.tmp, "mnt")
        os.mkdir(self.mnt)
        self.stats_path = os.path.join(self.tmp, "stats.json")
        args = [py, FAKEFS, self.mnt, os.path.join(self.tmp, "backing"), self.stats_path,
                mode, str(CLAIM), str(real)] + [str(x) for x in (eio or [])]
        self.log = open(os.path.join(self.tmp, "fakefs.log"), "w")
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 10
        while time.time() < deadline and not os.path.ismount(self.mnt):
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        self.mounted = os.path.ismount(self.mnt)

    def stats(self):
        try:
            with open(self.stats_path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return {}

    def close(self):
        if self.mounted:
            subprocess.run(["fusermount", "-u", self.mnt], capture_output=True)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def verify(*args, env=None):
    save = [] if env is not None else ["--no-save"]
    r = subprocess.run([CLI, "verify", "--json"] + save + list(args),
                       capture_output=True, text=True, timeout=240, env=env)
    try:
        doc = json.loads(r.stdout)
    except ValueError:
        doc = None
    return r.returncode, doc, r.stderr


def near(value, want, share=0.02, of=None):
    return abs(value - want) <= share * (of if of is not None else want)


def summary(doc):
    return doc["summary"] if doc else {}


def case_honest(py):
    fake = Fake(py, "honest", CLAIM)
    try:
        if not fake.mounted:
            return False
        env = dict(os.environ, DRIVESCOPE_DB=os.path.join(fake.tmp, "history.db"))
        rc, doc, err = verify("--size", "128M", "--file-size", "32M", fake.mnt, env=env)
        s = summary(doc)
        shown = subprocess.run([CLI, "show", "last"], capture_output=True, text=True, env=env)
        ok(shown.returncode == 0 and "Verdict: genuine: all 134.2 MB hold data." in shown.stdout
           and "(verify)" in shown.stdout, "honest: kept in the history, show prints it (%s)" % shown.stderr.strip())
        ok(rc == 0, "honest: exit 0 (%d: %s)" % (rc, err.strip()[-200:]))
        ok(s.get("bytes_intact") == 128 * MIB and s.get("bytes_checked") == 128 * MIB,
           "honest: all 128 MiB intact (%s)" % s.get("bytes_intact"))
        ok(s.get("verdict") == "genuine" and s.get("verdict_text", "").startswith("genuine: all 134.2 MB hold data"),
           "honest: genuine, in words (%s)" % s.get("verdict_text"))
        ok(doc is not None and doc["settings"]["direct"] is True, "honest: read back with direct I/O")
        ok(doc is not None and len(doc["write_curve"]) > 10 and len(doc["read_curve"]) > 10,
           "honest: write and read curves against position")
        ok(os.listdir(fake.mnt) == [], "honest: no file left")
        return True
    finally:
        fake.close()


def case_drop(py):
    fake = Fake(py, "drop", 128 * MIB)
    try:
        rc, doc, err = verify("--size", "192M", "--file-size", "32M", fake.mnt)
        s = summary(doc)
        ok(rc == 1, "drop: exit 1 (%d)" % rc)
        ok(near(s.get("bytes_intact", 0), 128 * MIB, of=192 * MIB), "drop: about 128 MiB intact (%s)" % s.get("bytes_intact"))
        ok(near(s.get("bytes_lost", 0), 64 * MIB, of=192 * MIB), "drop: about 64 MiB lost (%s)" % s.get("bytes_lost"))
        ok(s.get("bytes_by_state", {}).get("zeros") == s.get("bytes_lost"), "drop: the lost blocks read as zeros")
        ok(s.get("bytes_overwritten") == 0 and s.get("bytes_corrupted") == 0, "drop: nothing overwritten or corrupted")
        ok(near(s.get("first_bad_position") or 0, 128 * MIB, of=192 * MIB), "drop: first bad byte near 128 MiB")
        ok(s.get("verdict") == "counterfeit" and "only the first 134.2 MB hold data; writes beyond it are lost"
           in s.get("verdict_text", ""), "drop: counterfeit, in words (%s)" % s.get("verdict_text"))
    finally:
        fake.close()


def case_wrap(py):
    fake = Fake(py, "wrap", 128 * MIB)
    try:
        rc, doc, err = verify("--size", "256M", "--file-size", "64M", fake.mnt)
        s = summary(doc)
        ok(rc == 1, "wrap: exit 1 (%d)" % rc)
        ok(near(s.get("bytes_overwritten", 0), 128 * MIB, of=256 * MIB),
           "wrap: the lower half overwritten (%s)" % s.get("bytes_overwritten"))
        ok(s.get("bytes_corrupted") == 0 and s.get("bytes_lost") == 0, "wrap: overwritten, not merely corrupted or lost")
        ok(near(s.get("bytes_intact", 0), 128 * MIB, of=256 * MIB), "wrap: the upper half intact")
        ext = [e for e in doc["extents"] if e["state"] == "aliased"] if doc else []
        ok(ext and ext[0]["position"] == 0 and ext[0]["holds_position"] == 128 * MIB,
           "wrap: block 0 holds the data written at 128 MiB (%s)" % (ext[:1],))
        ok(s.get("verdict") == "counterfeit" and "overwritten" in s.get("verdict_text", ""),
           "wrap: counterfeit, overwritten in words")
    finally:
        fake.close()


def case_eio(py):
    fake = Fake(py, "eio", CLAIM, eio=[64 * MIB, 65 * MIB])
    try:
        rc, doc, err = verify("--size", "128M", "--file-size", "32M", fake.mnt)
        s = summary(doc)
        ok(rc == 1 and doc is not None, "eio: exit 1 with a result, no crash (%d)" % rc)
        ok(s.get("bytes_io_error") == MIB, "eio: 1 MiB of I/O errors (%s)" % s.get("bytes_io_error"))
        ext = [e for e in doc["extents"] if e["state"] == "io-error"] if doc else []
        ok(len(ext) == 1 and ext[0]["position"] == 64 * MIB and ext[0]["length"] == MIB,
           "eio: the errors at their offset, 64 MiB (%s)" % ext)
        ok(s.get("bytes_intact") == 127 * MIB, "eio: the rest intact")
        ok(s.get("verdict") == "damaged", "eio: damaged, not counterfeit (%s)" % s.get("verdict_text"))
    finally:
        fake.close()


def bench_verify(args):
    r = subprocess.run([CLI] + args + ["--no-save", "--json", "--verify"], capture_output=True, text=True, timeout=120)
    try:
        doc = json.loads(r.stdout)
    except ValueError:
        doc = None
    return r.returncode, doc, r.stderr


def case_bench_verify_wrap(py):
    """bench --verify on a drive that keeps 8 MiB and wraps the rest onto
    it: the write test's blocks read back as other blocks' (aliased), the
    run fails naming the first, and the numbers are still there."""
    fake = Fake(py, "wrap", 8 * MIB)
    try:
        rc, doc, err = bench_verify(["bench", "--dir", fake.mnt, "--size", "16M", "--tests", "SEQ1M Q4T1",
                                     "--mode", "write", "--runs", "1", "--duration", "1", "--warmup", "0",
                                     "--interval", "0"])
        v = doc.get("verify", {}) if doc else {}
        ok(rc == 1 and doc is not None and doc["status"] == "failed",
           "bench --verify, wrap: exit 1, status failed (%d: %s)" % (rc, err.strip()[-200:]))
        ok(v.get("bytes_checked") == 16 * MIB and near(v.get("bytes_by_state", {}).get("aliased", 0), 8 * MIB, 0.1),
           "bench --verify, wrap: 16 MiB checked, about half aliased (%s)" % v.get("bytes_by_state"))
        ok(v.get("first_bad_kind") == "aliased" and v.get("first_bad_offset") is not None
           and v.get("first_bad_holds") is not None and v.get("first_bad_holds") % (8 * MIB) == v["first_bad_offset"] % (8 * MIB),
           "bench --verify, wrap: the first bad block holds the data written 8 MiB away (%s at %s)"
           % (v.get("first_bad_holds"), v.get("first_bad_offset")))
        ok("Verification FAILED" in err and "aliased" in err, "bench --verify, wrap: the error names it")
        ok(doc is not None and doc["tests"] and doc["tests"][0]["mbps"] > 0, "bench --verify, wrap: the test's numbers kept")
    finally:
        fake.close()


def case_suite_verify_flip(py):
    """suite --verify on a drive that flips a bit in what it reads of its
    third MiB: corrupted, at that offset; nothing else."""
    fake = Fake(py, "flip", CLAIM, eio=[2 * MIB, 3 * MIB])
    try:
        rc, doc, err = bench_verify(["suite", "rwmix", "--dir", fake.mnt, "--size", "16M", "--mixes", "0",
                                     "--duration", "0.5", "--warmup", "0", "--random", "0"])
        v = doc.get("verify", {}) if doc else {}
        ok(rc == 1 and doc is not None and doc["status"] == "failed",
           "suite --verify, flip: exit 1, status failed (%d: %s)" % (rc, err.strip()[-200:]))
        by = v.get("bytes_by_state", {})
        ok(by.get("corrupted", 0) > 0 and by.get("corrupted", 0) <= MIB and by.get("aliased") == 0 and by.get("zeros") == 0,
           "suite --verify, flip: corrupted, not aliased or zeros (%s)" % by)
        ok(v.get("first_bad_kind") == "corrupted" and 2 * MIB <= (v.get("first_bad_offset") or 0) < 3 * MIB,
           "suite --verify, flip: the first bad block in the third MiB (%s)" % v.get("first_bad_offset"))
    finally:
        fake.close()


def kill_when(fake, args, key, at):
    proc = subprocess.Popen([CLI, "verify", "--no-save"] + args, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None and fake.stats().get(key, 0) < at:
        time.sleep(0.01)
    alive = proc.poll() is None
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    return alive


def wait_empty(fake):
    deadline = time.time() + 10
    while time.time() < deadline:
        st = fake.stats()
        if os.listdir(fake.mnt) == [] and st.get("live_pages") == 0:
            return True
        time.sleep(0.05)
    return False


def case_left_names(py):
    """A name a kill -9 left between a test file's creation and its unlink
    is removed by the next run in that folder; nothing else is."""
    fake = Fake(py, "honest", CLAIM)
    try:
        left = os.path.join(fake.mnt, ".drivescope-bench-0123456789abcdef")
        others = [".drivescope-bench-0123456789ABCDEF", ".drivescope-bench-notours", "notes.txt"]
        for name in [left] + [os.path.join(fake.mnt, n) for n in others]:
            with open(name, "wb") as f:
                f.write(b"x" * 4096)
        rc, doc, err = verify("--size", "16M", "--file-size", "16M", fake.mnt)
        ok(rc == 0, "a left test file's name: the next run succeeds (%d: %s)" % (rc, err.strip()[-200:]))
        ok(sorted(os.listdir(fake.mnt)) == sorted(others),
           "a left test file's name is removed by the next run, no other file (%s)" % sorted(os.listdir(fake.mnt)))
    finally:
        fake.close()


def case_kill(py, phase, keep):
    fake = Fake(py, "honest", CLAIM)
    what = "kill -9 while %s%s" % ("writing" if phase == "written" else "reading", " with --keep" if keep else "")
    try:
        args = ["--size", "128M", "--file-size", "16M", fake.mnt] + (["--keep"] if keep else [])
        # Mid-file (the files are 16 MiB): at a file's boundary the kill can
        # fall between a file's creation and the unlink that leaves it
        # nameless (a FUSE filesystem has no O_TMPFILE), which leaves the
        # hidden name behind.
        alive = kill_when(fake, args, phase, 40 * MIB)
        ok(alive, what + ": killed mid-pass")
        if not keep:
            ok(wait_empty(fake), what + ": nothing left (%s, %s)" % (os.listdir(fake.mnt), fake.stats()))
            return
        names = sorted(os.listdir(fake.mnt))
        ok(names and all(n.endswith(".h2w") for n in names), what + ": the kept files stay (%s)" % names)
        written = fake.stats().get("written", 0)
        rc, doc, err = verify("--read-only", fake.mnt)
        s = summary(doc)
        complete = sum(os.path.getsize(os.path.join(fake.mnt, n)) for n in names)
        ok(rc == 0 and s.get("verdict") == "genuine", what + ": --read-only finds it genuine (%d, %s)" % (rc, err.strip()[-200:]))
        ok(s.get("bytes_intact") == s.get("bytes_checked") and s.get("bytes_checked", 0) >= complete // (16 * MIB) * 16 * MIB - 16 * MIB
           and s.get("bytes_checked", 0) <= written,
           what + ": every completely written block verified (%s of %s)" % (s.get("bytes_checked"), complete))
        if phase == "read":
            ok(s.get("bytes_checked") == 128 * MIB, what + ": all 128 MiB verified")
        ok(sorted(os.listdir(fake.mnt)) == names, what + ": --read-only leaves the files")
    finally:
        fake.close()


def case_sigint(py):
    """Ctrl+C while reading back: stops, reports what was read, exit 130, no file left."""
    fake = Fake(py, "honest", CLAIM)
    try:
        proc = subprocess.Popen([CLI, "verify", "--no-save", "--json", "--size", "128M", "--file-size", "16M", fake.mnt],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 120
        while time.time() < deadline and proc.poll() is None and fake.stats().get("read", 0) < 32 * MIB:
            time.sleep(0.01)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
        try:
            doc = json.loads(out)
        except ValueError:
            doc = None
        s = summary(doc)
        ok(proc.returncode == 130, "Ctrl+C: exit 130 (%d: %s)" % (proc.returncode, err.strip()[-200:]))
        ok(doc is not None and doc["status"] == "cancelled" and 0 < s.get("bytes_checked", 0) < 128 * MIB
           and s.get("bytes_intact") == s.get("bytes_checked"),
           "Ctrl+C: what was read back is reported (%s)" % s.get("bytes_checked"))
        ok(wait_empty(fake), "Ctrl+C: nothing left")
    finally:
        fake.close()


def case_refusals():
    dev = next((os.path.join("/dev", n) for n in sorted(os.listdir("/dev"))
                if stat.S_ISBLK(os.stat(os.path.join("/dev", n)).st_mode)), None)
    for target in [t for t in (dev, "/dev/null") if t]:
        r = subprocess.run([CLI, "verify", "--no-save", "--size", "16M", target], capture_output=True, text=True)
        ok(r.returncode == 2 and "never writes to a device" in r.stderr,
           "refuses %s (%d: %s)" % (target, r.returncode, r.stderr.strip()))
    r = subprocess.run([CLI, "verify", "--no-save", "--data", "compressible:120%", BUILD], capture_output=True, text=True)
    ok(r.returncode == 2, "refuses compressible:120%")


def main():
    if not os.path.exists("/dev/fuse"):
        skip_all("no /dev/fuse")
    try:
        os.close(os.open("/dev/fuse", os.O_RDWR))
    except OSError as e:
        skip_all("cannot open /dev/fuse: %s" % e)
    if shutil.which("fusermount") is None and shutil.which("fusermount3") is None:
        skip_all("no fusermount (install fuse3)")
    py = fuse_python()
    if py is None:
        skip_all("no fusepy for python3 (install python3-fusepy)")
    probe = Fake(py, "honest", CLAIM)
    mounted = probe.mounted
    probe.close()
    if not mounted:
        skip_all("the FUSE test filesystem could not be mounted here")

    case_refusals()
    case_honest(py)
    case_drop(py)
    case_wrap(py)
    case_eio(py)
    case_bench_verify_wrap(py)
    case_suite_verify_flip(py)
    case_sigint(py)
    case_left_names(py)
    case_kill(py, "written", False)
    case_kill(py, "read", False)
    case_kill(py, "written", True)
    case_kill(py, "read", True)
    print("1..%d" % len(results))
    sys.exit(0 if all(r for r, _ in results) else 1)


if __name__ == "__main__":
    main()
