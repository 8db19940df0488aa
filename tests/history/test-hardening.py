#!/usr/bin/env python3
"""Issue 24's hostile cases through drivescope-cli: a full disk, exports
aimed at the history, concurrent repairs, SQL metacharacters, hostile drive
databases, the environment. Each case must end with a message and an exit
status (never a signal) and leave nothing it should not touch changed.
Prints TAP."""
import os
import shutil
import subprocess
import sys
import tempfile

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
BUILD = os.environ.get("DS_BUILD_DIR", "")
TMP = tempfile.mkdtemp(prefix="ds-hardening-")
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def skip(name, why):
    results.append((name, None, why))


def cli(args, env=None, timeout=60, db=None):
    e = dict(os.environ)
    e["DRIVESCOPE_DB"] = db or os.path.join(TMP, "history.db")
    e.update(env or {})
    for k, v in list(e.items()):
        if v is None:
            del e[k]
    try:
        return subprocess.run([CLI] + args, capture_output=True, env=e, timeout=timeout)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -9, b"", b"timed out after %d s" % timeout)


def path(name):
    return os.path.join(TMP, name)


def err(r):
    return r.stderr.decode("utf-8", "replace")


def refused(name, r, want=None, status=None):
    """Exited with a status (not a signal) other than 0 and said why."""
    e = err(r)
    ok = r.returncode > 0 and e.strip() != ""
    if status is not None:
        ok = ok and r.returncode == status
    if want is not None:
        ok = ok and want in e
    check(name, ok, "exit %d, stderr %r" % (r.returncode, e[:300]))


SECTIONS = []


def section(fn):
    SECTIONS.append(fn)
    return fn


# --- the metrics service's systemd hardening --------------------------------
@section
def systemd_unit():
    unit = os.path.join(BUILD, "data", "drivescope-metrics.service")
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        skip("the metrics service scores 2.5 or better", "systemd-analyze is not installed")
        return
    if not os.path.exists(unit):
        skip("the metrics service scores 2.5 or better", "%s was not built" % unit)
        return
    # --offline=yes (systemd 250 and newer) scores a unit file without a
    # running systemd; older versions do not know the option.
    r = subprocess.run([analyze, "security", "--offline=yes", "--no-pager", unit],
                       capture_output=True, text=True, timeout=60)
    score = None
    for line in r.stdout.splitlines():
        if "Overall exposure level" in line:
            try:
                score = float(line.split(":", 1)[1].split()[0])
            except (IndexError, ValueError):
                pass
    if score is None and ("offline" in r.stderr or "Unknown option" in r.stderr or "unrecognized" in r.stderr):
        skip("the metrics service scores 2.5 or better",
             "this systemd-analyze cannot score a unit file offline: %s" % r.stderr.strip()[:200])
        return
    check("the metrics service scores 2.5 or better in systemd-analyze security",
          score is not None and score <= 2.5, "score %r: %s %s" % (score, r.stdout[-300:], r.stderr[:300]))


def fixture_history(name):
    """A history with the drive and runs of the v4 fixture."""
    import sqlite3
    db = path(name)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.unlink(db + suffix)
    with open(os.path.join(FIX, "history", "v4.sql")) as f:
        script = f.read()
    con = sqlite3.connect(db)
    con.executescript(script)
    con.close()
    return db


def drive_row(db):
    import sqlite3
    con = sqlite3.connect(db)
    row = con.execute("SELECT rated_tbw_tb, label FROM drives WHERE id = 1").fetchone()
    con.close()
    return row


# --- 6. % and _ in a DRIVE argument are literal ------------------------------
@section
def like_metacharacters():
    db = fixture_history("like.db")
    before = drive_row(db)
    for ref in ("%", "_", "Samsung%", "S_msung", "%970%"):
        r = cli(["drive-set", ref, "--rated-tbw", "1"], db=db)
        refused("drive-set %r names no drive (LIKE metacharacters are literal)" % ref, r, status=2)
    check("the drive of the history is unchanged", drive_row(db) == before, "%r -> %r" % (before, drive_row(db)))
    r = cli(["drive-set", "970 EVO", "--rated-tbw", "1200"], db=db)
    check("a plain part of the model still names the drive", r.returncode == 0 and drive_row(db)[0] == 1200,
          err(r)[:300])
    r = cli(["history", "--drive", "%"], db=db)
    refused("history --drive % names no drive", r, status=2)


# --- 2. one limit for labels and comments, where text enters ------------------
@section
def text_limits():
    db = fixture_history("limits.db")
    long = "x" * 4097
    fine = "y" * 4096
    for args, what in ((["label", "1", long], "label"), (["comment", "1", long], "comment"),
                       (["drive-set", "1", "--label", long], "drive-set --label")):
        r = cli(args, db=db)
        refused("%s of 4097 characters is refused" % what, r, "4096", status=2)
    r = cli(["label", "1", "é" * 4096], db=db)
    check("a label of 4096 characters (not bytes) is kept", r.returncode == 0, err(r)[:300])
    r = cli(["comment", "1", fine], db=db)
    check("a comment of 4096 characters is kept", r.returncode == 0, err(r)[:300])
    r = cli(["drive-set", "1", "--label", fine], db=db)
    check("a drive label of 4096 characters is kept", r.returncode == 0, err(r)[:300])
    # What was accepted can move: export and import into a new history.
    out = path("limits-export.json")
    r = cli(["export", "--format", "json", "-o", out], db=db)
    check("the history with the longest texts exports", r.returncode == 0, err(r)[:300])
    r = cli(["import", out], db=path("limits-copy.db"))
    check("and imports into another history", r.returncode == 0, err(r)[:300])


def sha(p):
    import hashlib
    with open(p, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


# --- 3. export -o never replaces the history ----------------------------------
@section
def export_onto_history():
    db = fixture_history("export-target.db")
    r = cli(["history"], db=db)
    check("the fixture history opens", r.returncode == 0, err(r)[:300])
    before = sha(db)
    os.symlink(db, path("link-to-history.db"))
    targets = [(db, "the history itself"), (path("link-to-history.db"), "a symbolic link to the history"),
               (db + "-wal", "its -wal"), (db + "-shm", "its -shm"),
               (os.path.join(TMP, ".", "export-target.db"), "the history by another spelling")]
    for fmt in ("csv", "json"):
        for target, what in targets:
            args = ["export", "--format", fmt, "-o", target]
            if fmt == "csv":
                args.insert(1, "1")
            r = cli(args, db=db)
            refused("export --format %s -o onto %s is refused" % (fmt, what), r, "history", status=2)
    # A hard link is the same inode under another name.
    os.link(db, path("hard-link.db"))
    r = cli(["export", "1", "--format", "csv", "-o", path("hard-link.db")], db=db)
    refused("export -o onto a hard link of the history is refused", r, "history", status=2)
    # Through the default history too (DRIVESCOPE_DB), from a result file.
    r = cli(["export", "1", "--format", "json", "-o", path("run.json")], db=db)
    check("a run exports beside the history", r.returncode == 0, err(r)[:300])
    r = cli(["export", "--input", path("run.json"), "--format", "csv", "-o", db], db=db)
    refused("export --input … -o onto the history is refused", r, "history", status=2)
    check("the history is unchanged", sha(db) == before)
    check("no -wal or -shm file was written in place of the journal",
          not os.path.exists(db + "-wal") and not os.path.exists(db + "-shm"))
    r = cli(["history"], db=db)
    check("the history still opens", r.returncode == 0, err(r)[:300])


class LoopFs:
    """An 8 MiB ext4 image with BLOCK-byte blocks on a loop device, mounted
    in a temporary folder (root and loop devices needed: why_not says)."""

    def __init__(self, block):
        self.block = block
        self.dev = None
        self.mnt = None
        self.why_not = None
        if os.geteuid() != 0:
            self.why_not = "needs root to attach a loop device and mount it"
            return
        for tool in ("losetup", "mkfs.ext4", "mount", "umount", "fallocate"):
            if shutil.which(tool) is None:
                self.why_not = "%s is not installed" % tool
                return
        self.img = path("fs-%d.img" % block)
        with open(self.img, "wb") as f:
            f.truncate(8 * 1024 * 1024)
        # -m 0: no blocks reserved for root, so root fills it as a user would.
        r = subprocess.run(["mkfs.ext4", "-q", "-F", "-m", "0", "-b", str(block), self.img], capture_output=True)
        if r.returncode != 0:
            self.why_not = "mkfs.ext4 failed: %s" % r.stderr.decode()[:200]
            return
        r = subprocess.run(["losetup", "-f", "--show", self.img], capture_output=True, text=True)
        if r.returncode != 0:
            self.why_not = "no loop device: %s" % r.stderr.strip()[:200]
            return
        self.dev = r.stdout.strip()
        self.mnt = tempfile.mkdtemp(prefix="ds-fs-", dir=TMP)
        r = subprocess.run(["mount", self.dev, self.mnt], capture_output=True, text=True)
        if r.returncode != 0:
            self.why_not = "cannot mount %s: %s" % (self.dev, r.stderr.strip()[:200])
            self.mnt = None
            self.close()

    def free(self):
        st = os.statvfs(self.mnt)
        return st.f_bavail * st.f_frsize

    def fill_to(self, free_bytes):
        fill = os.path.join(self.mnt, "fill")
        if os.path.exists(fill):
            os.unlink(fill)
        want = self.free() - free_bytes
        if want > 0:
            subprocess.run(["fallocate", "-l", str(want), fill], check=False)
        # fallocate leaves a few blocks of metadata's worth: top up by block.
        with open(os.path.join(self.mnt, "top-up"), "ab") as f:
            while self.free() > free_bytes + self.block:
                try:
                    f.write(b"\0" * self.block)
                    f.flush()
                    os.fsync(f.fileno())
                except OSError:
                    break

    def empty(self):
        for name in os.listdir(self.mnt):
            p = os.path.join(self.mnt, name)
            if os.path.isdir(p) and not os.path.islink(p):
                shutil.rmtree(p, ignore_errors=True)
            else:
                os.unlink(p)

    def close(self):
        if self.mnt is not None:
            subprocess.run(["umount", self.mnt], capture_output=True)
            self.mnt = None
        if self.dev is not None:
            subprocess.run(["losetup", "-d", self.dev], capture_output=True)
            self.dev = None


def no_signal(r):
    return r.returncode >= 0


# --- 1. a full filesystem with 1 KiB blocks: no SIGBUS ------------------------
@section
def full_disk_small_blocks():
    name = "on a full 1 KiB-block ext4, no command dies of a signal"
    fs = LoopFs(1024)
    if fs.why_not:
        skip(name, fs.why_not)
        return
    try:
        failures = []
        full_said = 0
        prom_dir = path("prom")
        os.makedirs(prom_dir, exist_ok=True)
        for free_k in range(24, 60, 4):
            fs.empty()
            db = os.path.join(fs.mnt, "h", "history.db")
            r = cli(["import-cdm", os.path.join(FIX, "cdm", "cdm8-real.txt")], db=db)
            if r.returncode != 0:
                failures.append("import at %d KiB: %s" % (free_k, err(r)[:200]))
                continue
            fs.fill_to(free_k * 1024)
            r = cli(["label", "1", "x" * 4000], db=db)
            if not no_signal(r):
                failures.append("label with %d KiB free died of signal %d" % (free_k, -r.returncode))
            elif r.returncode != 0:
                if "full" not in err(r):
                    failures.append("label with %d KiB free: %s" % (free_k, err(r)[:200]))
                full_said += 1
            r = cli(["history"], db=db)
            if r.returncode != 0 or b"imported-cdm" not in r.stdout:
                failures.append("history with %d KiB free: exit %d %s" % (free_k, r.returncode, err(r)[:200]))
            r = cli(["show", "1"], db=db)
            if r.returncode != 0:
                failures.append("show with %d KiB free: exit %d %s" % (free_k, r.returncode, err(r)[:200]))
            prom = os.path.join(prom_dir, "drivescope.prom")
            if os.path.exists(prom):
                os.unlink(prom)
            r = cli(["metrics", "--textfile", prom_dir], db=db)
            if r.returncode != 0 or not os.path.exists(prom):
                failures.append("metrics with %d KiB free: exit %d, %s, %s" %
                                (free_k, r.returncode, "no .prom" if not os.path.exists(prom) else ".prom", err(r)[:200]))
        check(name + " (label, history, show, metrics at 24 to 56 KiB free)", not failures, "\n".join(failures))
    finally:
        fs.close()


# --- 5. a full filesystem with 4 KiB blocks: "disk is full", reads still read --
@section
def full_disk_large_blocks():
    name = "on a full 4 KiB-block ext4"
    fs = LoopFs(4096)
    if fs.why_not:
        skip(name, fs.why_not)
        return
    try:
        db = os.path.join(fs.mnt, "h", "history.db")
        r = cli(["import-cdm", os.path.join(FIX, "cdm", "cdm8-real.txt")], db=db)
        check(name + ": a run imports", r.returncode == 0, err(r)[:300])
        fs.fill_to(0)
        r = cli(["label", "1", "x" * 4000], db=db)
        refused(name + ": label says the disk is full", r, "full")
        check(name + ": and not \"disk I/O error\"", "I/O error" not in err(r), err(r)[:300])
        for args in (["history"], ["show", "1"], ["export", "1", "--format", "csv"]):
            r = cli(args, db=db)
            check(name + ": %s still reads" % args[0], r.returncode == 0 and r.stdout,
                  "exit %d %s" % (r.returncode, err(r)[:300]))
    finally:
        fs.close()


# --- 7. --drivedb: regular files only, size-capped, no nested quantifiers ---
@section
def drivedb_bounds():
    model = "a" * 39 + "b"
    for pattern in ("(a+)+", "(a|a)*", "(a*){2,}", "((a)+b?)+"):
        db = path("hostile-drivedb.h")
        with open(db, "w") as f:
            f.write('{ "DEFAULT", "-", "", "", "" },\n{ "Hostile", "%s", "", "", "" },\n' % pattern)
        r = cli(["drivedb", model, "--drivedb", db], timeout=20)
        refused("--drivedb with the pattern %s is refused (nested quantifiers)" % pattern, r, "nested")
    with open(path("plain-drivedb.h"), "w") as f:
        f.write('{ "DEFAULT", "-", "", "", "" },\n{ "Plain", "(WDC )?WD[0-9]+(EZEX|EZRZ)-.*", "", "", "" },\n'
                '{ "Class", "ST[0-9]+([+*]|A)", "", "", "" },\n')
    r = cli(["drivedb", "WDC WD10EZEX-00BN5A0", "--drivedb", path("plain-drivedb.h")], timeout=20)
    check("a repeated group without repetition inside still compiles", r.returncode == 0 and b"Plain" in r.stdout,
          err(r)[:300])
    # Not a regular file: refused before it is read, never hanging.
    r = cli(["drivedb", model, "--drivedb", "/dev/zero"], timeout=20)
    refused("--drivedb /dev/zero is refused, not read until memory runs out", r, "regular file")
    fifo = path("drivedb.fifo")
    os.mkfifo(fifo)
    r = cli(["drivedb", model, "--drivedb", fifo], timeout=10)
    refused("--drivedb on a FIFO is refused, not waited on (10 s limit)", r, "regular file")
    big = path("big-drivedb.h")
    with open(big, "wb") as f:
        f.truncate(64 * 1024 * 1024)
    r = cli(["drivedb", model, "--drivedb", big], timeout=20)
    refused("--drivedb of 64 MiB is refused before it is read", r, "larger than")


def count_runs(db):
    import sqlite3
    try:
        con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
        n = con.execute("SELECT count(*) FROM runs").fetchone()[0]
        con.close()
        return n
    except sqlite3.Error:
        return 0


# --- 4. concurrent import --reset-damaged loses nothing -----------------------
@section
def concurrent_reset_damaged():
    import json
    source = fixture_history("race-source.db")
    out = path("race-source.json")
    r = cli(["export", "--format", "json", "-o", out], db=source)
    check("the fixture exports", r.returncode == 0, err(r)[:300])
    with open(out) as f:
        doc = json.load(f)
    n_runs = len(doc["runs"])
    docs = []
    for k in range(4):
        d = json.loads(json.dumps(doc))
        for run in d["runs"]:
            run["uuid"] = "%x" % k + run["uuid"][1:]
        d["snapshots"] = []
        p = path("race-%d.json" % k)
        with open(p, "w") as f:
            json.dump(d, f)
        docs.append(p)
    race_dir = path("race")
    trials, lost, failed = 30, [], []
    for trial in range(trials):
        shutil.rmtree(race_dir, ignore_errors=True)
        os.makedirs(race_dir)
        db = os.path.join(race_dir, "history.db")
        with open(db, "wb") as f:
            f.write(b"this is not an SQLite database\n" * 64)
        env = dict(os.environ, DRIVESCOPE_DB=db)
        procs = [subprocess.Popen([CLI, "import", "--reset-damaged", p], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE) for p in docs]
        for p in procs:
            try:
                so, se = p.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                p.kill()
                so, se = p.communicate()
            if p.returncode != 0:
                failed.append("trial %d: exit %d %s" % (trial, p.returncode, se.decode()[:200]))
        in_history = count_runs(db)
        aside = [n for n in os.listdir(race_dir) if ".damaged-" in n and not n.endswith(("-wal", "-shm"))]
        in_aside = sum(count_runs(os.path.join(race_dir, n)) for n in aside)
        if in_history != 4 * n_runs or in_aside != 0 or len(aside) != 1:
            lost.append("trial %d: %d runs in the history, %d in %d files moved aside (%s)" %
                        (trial, in_history, in_aside, len(aside), ", ".join(aside)))
    check("4 concurrent import --reset-damaged: every process succeeds, %d trials" % trials, not failed,
          "\n".join(failed[:10]))
    check("4 concurrent import --reset-damaged: all %d runs are in the history and the damaged file is moved "
          "aside once, %d trials" % (4 * n_runs, trials), not lost, "\n".join(lost[:10]))


# --- the environment: HOME=/nonexistent, DRIVESCOPE_DB="" ------------------
@section
def environment_checks():
    home = "/nonexistent-drivescope-home"
    if os.path.exists(home):
        skip("HOME=%s is refused" % home, "%s exists on this machine" % home)
    else:
        try:
            for args in (["history"], ["label", "1", "x"], ["import-cdm", os.path.join(FIX, "cdm", "cdm8-real.txt")]):
                r = cli(args, env={"HOME": home, "XDG_DATA_HOME": None, "DRIVESCOPE_DB": None})
                refused("%s with HOME=%s (no XDG_DATA_HOME) is refused" % (args[0], home), r, home, status=2)
            check("and %s was not created" % home, not os.path.exists(home))
        finally:
            if os.path.isdir(home):
                shutil.rmtree(home, ignore_errors=True)
    for args in (["history"], ["import-cdm", os.path.join(FIX, "cdm", "cdm8-real.txt")]):
        # A data folder of its own, so a failure cannot write the real one.
        r = cli(args, env={"DRIVESCOPE_DB": "", "XDG_DATA_HOME": path("empty-db-data")})
        refused("%s with DRIVESCOPE_DB=\"\" is refused" % args[0], r, "DRIVESCOPE_DB", status=2)
    check("and no history was made in the default place", not os.path.exists(path("empty-db-data")))
    r = cli(["history", "--db", ""])
    refused("history --db \"\" is refused", r, "--db", status=2)
    r = cli(["history"], env={"HOME": home, "XDG_DATA_HOME": path("data"), "DRIVESCOPE_DB": None})
    check("with XDG_DATA_HOME set, a missing HOME does not matter", r.returncode == 0, err(r)[:300])


# --- --dir on a filesystem that cannot hold a test file -----------------------
@section
def dir_without_storage():
    for d in ("/proc", "/sys"):
        if not os.path.isdir(d) or os.statvfs(d).f_blocks != 0:
            skip("bench --dir %s is a bad argument" % d, "%s is not a kernel filesystem here" % d)
            continue
        for cmd in ("bench", "thermal"):
            r = cli([cmd, "--dir", d], timeout=30)
            refused("%s --dir %s is a bad argument (exit 2) saying why" % (cmd, d), r, "no storage", status=2)
            check("%s --dir %s does not speak of free space" % (cmd, d), "free" not in err(r), err(r)[:300])


# --- a newer-schema history that is refused is left as it was --------------
NEWER_WRITER = r"""
import os, sqlite3, sys
db, script, keep_wal = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
con = sqlite3.connect(db, isolation_level=None)
con.execute("PRAGMA journal_mode = WAL")
con.executescript(open(script).read())
con.execute("PRAGMA user_version = 99")
con.execute("CREATE TABLE future (x)")
con.execute("INSERT INTO future VALUES (1)")
if keep_wal:
    # Ends without closing: the WAL and its index stay, not checkpointed,
    # as after a crash of the newer version or while it runs.
    os._exit(0)
con.close()
"""


@section
def newer_schema_untouched():
    import hashlib
    for keep_wal in (False, True):
        d = path("newer-%d" % keep_wal)
        os.makedirs(d)
        db = os.path.join(d, "history.db")
        subprocess.run([sys.executable, "-c", NEWER_WRITER, db, os.path.join(FIX, "history", "v4.sql"),
                        "1" if keep_wal else "0"], check=True)
        what = "with its WAL not checkpointed" if keep_wal else "closed cleanly"

        def state():
            out = {}
            for n in sorted(os.listdir(d)):
                if n.endswith("-shm"):
                    out[n] = "(index)"
                    continue
                with open(os.path.join(d, n), "rb") as f:
                    out[n] = hashlib.sha256(f.read()).hexdigest()
            return out

        before = state()
        for args in (["history"], ["label", "1", "x"], ["import-cdm", os.path.join(FIX, "cdm", "cdm8-real.txt")]):
            r = cli(args, db=db)
            refused("%s of a newer-schema history (%s) is refused" % (args[0], what), r, "newer")
        after = state()
        check("a refused newer-schema history (%s) keeps every file and byte" % what, before == after,
              "before %r\nafter  %r" % (before, after))


# --- export over an existing file keeps its mode and owner -------------------
@section
def export_keeps_mode_and_owner():
    import stat
    db = fixture_history("mode.db")
    out = path("kept.csv")
    with open(out, "w") as f:
        f.write("old\n")
    os.chmod(out, 0o640)
    owner = None
    if os.geteuid() == 0:
        os.chown(out, 4242, 4343)
        owner = (4242, 4343)
    os.link(out, path("kept-link.csv"))
    r = cli(["export", "1", "--format", "csv", "-o", out], db=db)
    check("export -o over an existing file succeeds", r.returncode == 0, err(r)[:300])
    st = os.stat(out)
    check("the replaced file keeps its mode (0640)", stat.S_IMODE(st.st_mode) == 0o640, oct(st.st_mode))
    if owner is None:
        skip("the replaced file keeps its owner and group", "changing a file's owner needs root")
    else:
        check("the replaced file keeps its owner and group", (st.st_uid, st.st_gid) == owner,
              "%d:%d" % (st.st_uid, st.st_gid))
    with open(out) as f:
        check("the file holds the export", f.read().startswith("run"), "")
    with open(path("kept-link.csv")) as f:
        check("another hard link keeps the old contents (a new file is made, as the README says)",
              f.read() == "old\n")
    leftovers = [n for n in os.listdir(TMP) if n.startswith(".kept.csv.")]
    check("no temporary file is left behind", not leftovers, repr(leftovers))


# --- import memory: bounded by the file, not a tree of it --------------------
@section
def import_memory_bounded():
    import copy
    import json
    name = "import of a 16 MB export peaks below 3 times the file (plus 40 MB for the program)"
    if os.environ.get("ASAN_OPTIONS") is not None or "sanitize" in CLI:
        skip(name, "under AddressSanitizer the shadow memory and quarantine, not the import, set the peak")
        return
    source = fixture_history("memory-source.db")
    out = path("memory-one.json")
    r = cli(["export", "--format", "json", "-o", out], db=source)
    check("the fixture exports for the memory test", r.returncode == 0, err(r)[:300])
    with open(out) as f:
        doc = json.load(f)
    thermal = [run for run in doc["runs"] if run["kind"] == "thermal"][0]
    sample = thermal["samples"][0]
    runs = []
    for k in range(10):
        run = copy.deepcopy(thermal)
        run["uuid"] = "%08x-0000-4000-8000-%012x" % (k, k)
        run["samples"] = [dict(sample, t_s=0.5 * (i + 1)) for i in range(16000)]
        runs.append(run)
    doc["runs"] = runs
    doc["snapshots"] = []
    big = path("memory-big.json")
    with open(big, "w") as f:
        json.dump(doc, f)
    size = os.path.getsize(big)
    env = dict(os.environ, DRIVESCOPE_DB=path("memory.db"))
    pid = os.fork()
    if pid == 0:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.execve(CLI, [CLI, "import", big], env)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    peak = usage.ru_maxrss * 1024
    check("the 16 MB export imports", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, "status %d" % status)
    check(name, peak <= 3 * size + 40 * 1024 * 1024,
          "peak %.1f MB for a %.1f MB file" % (peak / 1e6, size / 1e6))
    r = cli(["history"], db=path("memory.db"))
    check("all 10 runs of the big export are in the history", r.stdout.count(b"thermal") == 10, r.stdout[:300])


def main():
    only = sys.argv[1:]
    try:
        for fn in SECTIONS:
            if not only or fn.__name__ in only:
                fn()
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    print("1..%d" % len(results))
    for i, (name, ok, why) in enumerate(results, 1):
        if ok is None:
            print("ok %d - %s # SKIP %s" % (i, name, why))
        elif ok:
            print("ok %d - %s" % (i, name))
        else:
            print("not ok %d - %s" % (i, name))
            for line in str(why).splitlines() or [""]:
                print("# " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
