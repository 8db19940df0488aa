#!/usr/bin/env python3
"""Hostile input through drivescope-cli: every case of issue 12 that the
CLI reaches. Each must end with a message and an exit status (never a
signal), and leave nothing it should not have touched changed. Prints TAP."""
import copy
import hashlib
import json
import os
import resource
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
import threading
import time

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
TMP = tempfile.mkdtemp(prefix="ds-hostile-")
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def skip(name, why):
    results.append((name, None, why))


def cli(args, env=None, stdin=None, timeout=60):
    e = dict(os.environ)
    e["DRIVESCOPE_DB"] = os.path.join(TMP, "history.db")
    e.update(env or {})
    try:
        return subprocess.run([CLI] + args, capture_output=True, env=e, timeout=timeout, stdin=stdin)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -9, b"", b"timed out after %d s" % timeout)


def path(name):
    return os.path.join(TMP, name)


def write(name, data):
    p = path(name)
    with open(p, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)
    return p


def refused(name, r, want_in_message=None, status=None):
    """Exited with a status (not a signal) other than 0, said why on stderr."""
    err = r.stderr.decode("utf-8", "replace")
    ok = r.returncode > 0 and err.strip() != ""
    if status is not None:
        ok = ok and r.returncode == status
    if want_in_message is not None:
        ok = ok and want_in_message in err
    check(name, ok, "exit %d, stderr %r" % (r.returncode, err[:300]))


def sha(p):
    with open(p, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def read_fixture(*parts):
    with open(os.path.join(FIX, *parts), "rb") as f:
        return f.read()


# --- 1. JSON nested deeper than any document, on every JSON path -----------
deep = write("deep.json", "[" * 100000 + "\n")
r = cli(["health", "--from-file", deep])
refused("health --from-file of 100 000 [ is refused, not a crash", r, "nested")
r = cli(["export", "--input", deep, "--format", "json"])
refused("export --input of 100 000 [ is refused, not a crash", r, "nested")
fio_deep = write("deep-fio.json", '{"fio version":"fio-3.33","jobs":[' + '{"a":' * 80000 + "1" + "}" * 80000 + "]}")
r = cli(["import-fio", fio_deep])
refused("import-fio of {\"a\": nested 80 000 deep is refused", r, "nested")
export_deep = write("deep-export.json", '{"format":"drivescope-history","version":1,"runs":' + "[" * 100000 + "]" * 100000 + "}")
r = cli(["import", export_deep])
refused("import of an export whose runs hold 100 000 [ is refused", r, "nested")
# A bracket inside a string is not nesting: a valid document still parses.
strings = write("brackets-in-strings.json", json.dumps({"kind": "x", "junk": "[" * 1000}))
r = cli(["import", strings])
check("brackets inside strings do not count as nesting",
      b"nested" not in r.stderr and r.returncode in (1, 2), r.stderr[:200])
big = path("big.json")
with open(big, "wb") as f:
    f.truncate(80 * 1024 * 1024)
r = cli(["import", big])
refused("import of an 80 MB file is refused before it is read", r, "larger than")

# --- 2. non-objects in drives / snapshots ---------------------------------
for where in ("drives", "snapshots"):
    for junk in ("[null]", "[1]", '["x"]', "[[1]]"):
        doc = write("junk.json", '{"format":"drivescope-history","version":1,"%s":%s}' % (where, junk))
        r = cli(["import", doc])
        refused("import with %s %s is refused with a message" % (where, junk), r, "Nothing was imported")

# --- 8. every field of an export checked against the schema ----------------
cdm = os.path.join(FIX, "cdm", "cdm8-default.txt")
r = cli(["import-cdm", cdm, "--db", path("source.db")])
check("a CrystalDiskMark fixture imports", r.returncode == 0, r.stderr[:300])
r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", path("export.json")])
check("the history exports", r.returncode == 0, r.stderr[:300])
with open(path("export.json")) as f:
    good = json.load(f)


def mutated(fn):
    doc = copy.deepcopy(good)
    fn(doc)
    return write("mutated.json", json.dumps(doc))


def set_run(key, value):
    return lambda d: d["runs"][0].__setitem__(key, value)


def set_test(key, value):
    return lambda d: d["runs"][0]["tests"][0].__setitem__(key, value)


bad_fields = [
    ("an empty uuid", set_run("uuid", ""), "uuid"),
    ("start \"yesterday\"", set_run("start", "yesterday"), "start"),
    ("a negative start", set_run("start", -86400), "start"),
    ("a start after the year 9999", set_run("start", 10 ** 12), "start"),
    ("tests []", set_run("tests", []), "tests"),
    ("mbps -1", set_test("mbps", -1), "mbps"),
    ("mbps \"fast\"", set_test("mbps", "fast"), "mbps"),
    ("an unknown kind", set_run("kind", "benchmark"), "kind"),
    ("a label of 100 000 characters", set_run("label", "x" * 100000), "label"),
    ("a drive with an empty identity", lambda d: d["drives"].append({"identity": ""}), "identity"),
    # counts: each must be a whole number >= 0
    ("a negative ios", lambda d: d["runs"][0]["tests"][0]["runs"][0].__setitem__("ios", -1), "ios"),
    ("a negative bytes", lambda d: d["runs"][0]["tests"][0]["runs"][0].__setitem__("bytes", -5000), "bytes"),
    ("a negative count written as a double", lambda d: d["runs"][0]["tests"][0]["runs"][0].__setitem__("ios", -1.0),
     "ios"),
    ("a drive of negative size_bytes", lambda d: d["drives"].append({"identity": "serial:S1", "size_bytes": -1}),
     "size_bytes"),
]
for what, fn, word in bad_fields:
    db = path("target.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.unlink(db + suffix)
    r = cli(["import", mutated(fn), "--db", db])
    refused("import refuses %s, naming the field" % what, r, word)
    r = cli(["history", "--db", db, "--json"])
    try:
        listed = json.loads(r.stdout)
    except ValueError:
        listed = None
    check("import of %s added nothing" % what, r.returncode == 0 and listed == [], r.stdout[:200])

samples = {"kind": "thermal", "uuid": "7e0a0b3c-0000-4000-8000-000000000001", "start": 1700000000,
           "end": 1700000600, "samples": [{"t_s": i, "mbps": 1.0} for i in range(200001)]}
r = cli(["import", write("many-samples.json", json.dumps(samples)), "--db", path("samples.db")])
refused("import refuses a thermal run of 200 001 samples", r, "samples")

# A thermal sample's bytes is a count too: -1 is refused, 5 (the same run
# otherwise) imports, so the refusal is the sign's.
for value, ok in ((-1, False), (5, True)):
    one = {"kind": "thermal", "uuid": "7e0a0b3c-0000-4000-8000-00000000000%d" % (2 + ok), "start": 1700000000,
           "end": 1700000600, "samples": [{"t_s": 0, "mbps": 1.0, "bytes": value}]}
    db = path("sample-bytes-%d.db" % value)
    r = cli(["import", write("sample-bytes.json", json.dumps(one)), "--db", db])
    if ok:
        check("import takes a thermal sample of bytes 5", r.returncode == 0, r.stderr[:300])
    else:
        refused("import refuses a thermal sample of bytes -1, naming the field", r, "bytes")

# --- 3. user_version outside 0..current -----------------------------------
r = cli(["import-cdm", cdm, "--db", path("version.db")])
check("a history to damage is made", r.returncode == 0, r.stderr[:200])
for version in (-1, -7, -2147483648, 1000):
    db = path("version-%d.db" % version)
    shutil.copy(path("version.db"), db)
    con = sqlite3.connect(db)
    con.execute("PRAGMA journal_mode = DELETE")
    con.execute("PRAGMA user_version = %d" % version)
    con.commit()
    con.close()
    before = sha(db)
    r = cli(["history", "--db", db])
    refused("a history of schema version %d is refused" % version, r, db, status=1)
    check("the history of schema version %d is byte for byte unchanged" % version,
          sha(db) == before and not os.path.exists(db + "-journal"), "file changed")
    if version < 0:
        check("the refusal of version %d says what to do" % version,
              b"--reset-damaged" in r.stderr, r.stderr[:300])

# --- 10. history databases that are not files of ours --------------------
fifo_db = path("db.fifo")
os.mkfifo(fifo_db)
r = cli(["history", "--db", fifo_db])
refused("a FIFO as the history is refused as not a regular file", r, "not a regular file")
check("no journal is created beside a FIFO given as the history",
      not any(os.path.exists(fifo_db + s) for s in ("-journal", "-wal", "-shm")))
real_db = path("real.db")
shutil.copy(path("version.db"), real_db)
link_db = path("link.db")
os.symlink(real_db, link_db)
r = cli(["history", "--db", link_db])
refused("a symlinked history is refused, saying it is a symbolic link", r, "symbolic link")
if os.geteuid() != 0:
    ro_dir = path("ro")
    os.makedirs(ro_dir)
    shutil.copy(path("version.db"), os.path.join(ro_dir, "h.db"))
    os.chmod(ro_dir, 0o555)
    r = cli(["history", "--db", os.path.join(ro_dir, "h.db")])
    refused("a history in a read-only folder names the folder as the cause", r, "The folder")
    os.chmod(ro_dir, 0o755)
else:
    skip("a history in a read-only folder names the folder as the cause",
         "root may write any folder, so the case cannot arise")

# --- 4. export -o and --save-raw never replace what is not a regular file --
raw_fixture = os.path.join(FIX, "health", "nvme-healthy-pcie4.json")


def fifo_case(label, args_for):
    fifo = path("out.fifo")
    if os.path.exists(fifo):
        os.unlink(fifo)
    os.mkfifo(fifo)
    got = []

    def reader():
        with open(fifo, "rb") as f:
            got.append(f.read())

    t = threading.Thread(target=reader)
    t.start()
    r = cli(args_for(fifo))
    t.join(30)
    check("%s into a FIFO writes through it" % label,
          r.returncode == 0 and got and len(got[0]) > 0, r.stderr[:200])
    check("%s leaves the FIFO a FIFO" % label, stat.S_ISFIFO(os.lstat(fifo).st_mode))


fifo_case("export -o", lambda p: ["export", "--db", path("source.db"), "--format", "json", "-o", p])
fifo_case("health --save-raw", lambda p: ["health", "--from-file", raw_fixture, "--save-raw", p])

target = write("target.txt", "old")
link = path("link.json")
os.symlink(target, link)
r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", link])
with open(target) as f:
    content = f.read()
check("export -o through a symlink replaces the file it points to",
      r.returncode == 0 and content.startswith("{"), r.stderr[:200])
check("export -o through a symlink keeps the symlink", os.path.islink(link))
dangling = path("dangling.json")
os.symlink(path("nowhere/x.json"), dangling)
r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", dangling])
refused("export -o to a dangling symlink is refused", r, "symbolic link")
check("the dangling symlink is left as it was", os.path.islink(dangling) and not os.path.exists(path("nowhere")))
# /proc/self/fd/1 is what /dev/stdout points to; unlike /dev/stdout, a
# build with the bug cannot rename a file over it, so running this test
# against one never breaks the machine's /dev/stdout.
r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", "/proc/self/fd/1"])
check("export -o /proc/self/fd/1 (/dev/stdout) prints the document", r.returncode == 0 and r.stdout.startswith(b"{"),
      r.stderr[:200])
out_file = path("redirected.json")
with open(out_file, "wb") as f:
    f.write(b"prefix\n")
    f.flush()
    e = dict(os.environ, DRIVESCOPE_DB=path("history.db"))
    r = subprocess.run([CLI, "export", "--db", path("source.db"), "--format", "json", "-o", "/proc/self/fd/1"],
                       stdout=f, stderr=subprocess.PIPE, env=e, timeout=60)
with open(out_file, "rb") as f:
    redirected = f.read()
check("export -o /proc/self/fd/1 redirected to a file writes where the shell opened it",
      r.returncode == 0 and redirected.startswith(b"prefix\n{"), redirected[:40])
if os.geteuid() == 0:
    node = path("null-device")
    os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", node])
    check("export -o to a character device writes through it",
          r.returncode == 0 and stat.S_ISCHR(os.lstat(node).st_mode), r.stderr[:200])
    r = cli(["health", "--from-file", raw_fixture, "--save-raw", node])
    check("health --save-raw to a character device leaves it a device",
          r.returncode == 0 and stat.S_ISCHR(os.lstat(node).st_mode), r.stderr[:200])
else:
    skip("export -o to a character device writes through it", "needs root to make a device node")
    skip("health --save-raw to a character device leaves it a device", "needs root to make a device node")
r = cli(["export", "--db", path("source.db"), "--format", "json", "-o", TMP])
refused("export -o to a folder is refused", r, "folder")

# --- 5. import-fio: linear in jobs, identical jobs are runs of one test ----
fio = json.loads(read_fixture("fio", "cdm-like.json"))
job = fio["jobs"][0]
many = dict(fio)
many["jobs"] = []
for i in range(4000):
    j = copy.deepcopy(job)
    j["jobname"] = "job%d" % i
    j["job options"] = dict(j["job options"], bs="%dk" % (4 * (1 + i % 2)), iodepth=str(1 + i // 2 % 256))
    many["jobs"].append(j)
def fio_import_seconds(n):
    doc = dict(many)
    doc["jobs"] = many["jobs"][:n]
    p = write("many-jobs-%d.json" % n, json.dumps(doc, indent=1))
    # CPU time of the import (user + system), the least of two runs, not
    # wall time: on a loaded machine the wall clock measures the other load.
    best = None
    for attempt in range(2):
        db = path("fio-%d-%d.db" % (n, attempt))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        r = cli(["import-fio", p, "--db", db])
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = spent if best is None else min(best, spent)
    return r, best


r1, t1 = fio_import_seconds(250)
r4, t4 = fio_import_seconds(1000)
# Quadratic (as it was: 3 200 jobs took 6.9 s) four times the jobs take
# about sixteen times as long; linear about four, less the fixed costs.
# Under AddressSanitizer the allocator's quarantine, not the parser, sets
# the pace (one run: 0.5 s and 12.9 s), so there the ratio says nothing.
if "ASAN_OPTIONS" in os.environ:
    skip("import-fio of 1 000 jobs takes less than 9 times as long as 250",
         "timing under AddressSanitizer measures the sanitizer (%.2f s, %.2f s)" % (t4, t1))
else:
    check("import-fio of 1 000 jobs takes less than 9 times as long as 250 (%.2f s, %.2f s)" % (t4, t1),
          r1.returncode == 0 and r4.returncode == 0 and t4 < 9 * max(t1, 0.05), r4.stderr[:200])
too_many = dict(many)
too_many["jobs"] = many["jobs"] * 2
r = cli(["import-fio", write("too-many-jobs.json", json.dumps(too_many)), "--db", path("fio.db")])
refused("import-fio of 8 000 jobs is refused", r, "at most")
same = dict(fio)
same["jobs"] = [dict(copy.deepcopy(job), jobname="rep%d" % i) for i in range(3)]
same["timestamp"] = fio["timestamp"] + 1
r = cli(["import-fio", write("same-jobs.json", json.dumps(same)), "--db", path("same.db")])
check("import-fio of three identical jobs succeeds", r.returncode == 0, r.stderr[:200])
r = cli(["show", "last", "--json", "--db", path("same.db")])
try:
    shown = json.loads(r.stdout) if r.returncode == 0 else {}
except ValueError:
    shown = {}
tests = shown.get("tests", [])
check("three identical fio jobs are one test of three runs",
      len(tests) == 1 and len(tests[0].get("runs", [])) == 3, [(t.get("spec"), len(t.get("runs", []))) for t in tests])

# --- 7. import-fio: runtime, ramp_time and timestamp ----------------------
for what, mutate in [
    ("runtime -5", lambda d: d["global options"].__setitem__("runtime", "-5")),
    ("runtime inf", lambda d: d["global options"].__setitem__("runtime", "inf")),
    ("ramp_time nan", lambda d: d["global options"].__setitem__("ramp_time", "nan")),
    ("runtime as a number", lambda d: d["global options"].__setitem__("runtime", -1)),
    ("timestamp 1e300", lambda d: d.__setitem__("timestamp", 1e300)),
    ("timestamp -1e300", lambda d: d.__setitem__("timestamp", -1e300)),
]:
    doc = copy.deepcopy(fio)
    mutate(doc)
    r = cli(["import-fio", write("bad-fio.json", json.dumps(doc, indent=1)), "--db", path("fio-bad.db")])
    refused("import-fio refuses %s" % what, r, "Line")

# --- 6. import-cdm: values that cannot be ----------------------------------
cdm_text = read_fixture("cdm", "cdm8-default.txt").decode("utf-8-sig")
seq_line = next(line for line in cdm_text.splitlines() if line.strip().startswith("SEQ"))
test_line = next(line for line in cdm_text.splitlines() if line.strip().startswith("Test:"))
lineno = cdm_text.splitlines().index(seq_line) + 1
test_lineno = cdm_text.splitlines().index(test_line) + 1
mbps = seq_line.split("):")[1].split("MB/s")[0].strip()
lat = seq_line.split("<")[1].split("us>")[0].strip()
cases = [
    ("negative MB/s", seq_line.replace(mbps, "-" + mbps), lineno),
    ("MB/s 1e308", seq_line.replace(mbps, "1e308"), lineno),
    ("hex-float MB/s 0x1p10", seq_line.replace(mbps, "0x1p10"), lineno),
    ("negative latency", seq_line.replace(lat, "-" + lat), lineno),
    ("MB/s of 21 digits", seq_line.replace(mbps, "9" * 21), lineno),
    ("an overflowing test size and run count", "  Test: 99999999999999999999 GiB (x99999999999) [C: 33% (155/476GiB)]", test_lineno),
    ("a negative run count", "  Test: 1 GiB (x-5) [C: 33% (155/476GiB)]", test_lineno),
    ("a fill over 100 %", "  Test: 1 GiB (x5) [C: 133% (155/476GiB)]", test_lineno),
    ("a test size over 64 GiB", "  Test: 65 GiB (x5) [C: 33% (155/476GiB)]", test_lineno),
]
for what, line, n in cases:
    original = seq_line if line.strip().startswith("SEQ") else test_line
    r = cli(["import-cdm", write("bad.txt", cdm_text.replace(original, line)), "--db", path("cdm-bad.db")])
    refused("import-cdm refuses %s with its line number" % what, r, "Line %d:" % n)
long_line = seq_line.replace(mbps, "x" * (512 * 1024))
r = cli(["import-cdm", write("long.txt", cdm_text.replace(seq_line, long_line)), "--db", path("cdm-bad.db")])
check("a bad line of 512 KB is quoted in at most ~200 characters", r.returncode != 0 and b"Line" in r.stderr and len(r.stderr) < 2000,
      "%d bytes on stderr" % len(r.stderr))

# --- 9. invalid UTF-8 at the boundary ---------------------------------------
db = path("utf8.db")
r = cli(["import-cdm", cdm, "--db", db])
r = cli(["comment", "last", "x\x9by", "--db", db], env={"LC_ALL": "C"})
r2 = subprocess.run([CLI, "comment", "last", b"x\x9by", "--db", db], capture_output=True, timeout=60)
r = cli(["show", "last", "--json", "--db", db])
try:
    r.stdout.decode("utf-8")
    shown = json.loads(r.stdout)
    ok = r2.returncode == 0 and "\ufffd" in shown.get("comment", "")
except (UnicodeDecodeError, ValueError) as err:
    ok = False
check("a comment of invalid UTF-8 is stored repaired and show --json is valid UTF-8", ok, r.stdout[-200:])
r = cli(["export", "--db", db, "--format", "json", "-o", path("utf8.json")])
r = cli(["import", path("utf8.json"), "--db", path("utf8-copy.db")])
check("the export of that history imports again", r.returncode == 0, r.stderr[:200])
c1 = {"kind": "imported-cdm", "uuid": "c1c1c1c1-0000-4000-8000-000000000001", "start": 1700000000,
      "end": 1700000000, "label": "a\u009b2Jb", "tests": good["runs"][0]["tests"]}
r = cli(["import", write("c1.json", json.dumps(c1)), "--db", path("c1.db")])
r = cli(["show", "last", "--json", "--db", path("c1.db")])
check("show --json writes a C1 control character as \\u009b, never raw",
      r.returncode == 0 and b"\xc2\x9b" not in r.stdout and b"\\u009b" in r.stdout, r.stdout[:300])

# --- 12. a label that starts with - -------------------------------------------
r = cli(["label", "--db", db, "last", "--", "-2+3"])
r2 = cli(["show", "last", "--json", "--db", db])
try:
    label = json.loads(r2.stdout).get("label")
except ValueError:
    label = None
check("label RUN -- '-2+3' sets the label", r.returncode == 0 and label == "-2+3",
      r.stderr[:200])

# --- 12. health of a drive that does not exist never starts the helper ----
marker = path("helper-ran")
helper = write("fake-helper.sh", "#!/bin/sh\ntouch '%s'\necho 'no such device' >&2\nexit 2\n" % marker)
os.chmod(helper, 0o755)
pkexec_dir = path("bin")
os.makedirs(pkexec_dir, exist_ok=True)
pkexec = write("bin/pkexec", "#!/bin/sh\ntouch '%s'\nexit 126\n" % marker)
os.chmod(pkexec, 0o755)
for name in ("sdz", "nvme7n1", "nvme7"):
    if os.path.exists(marker):
        os.unlink(marker)
    r = cli(["health", name], env={"DRIVESCOPE_SYSROOT": os.path.join(FIX, "sysroot-desktop"),
                                   "DRIVESCOPE_HELPER": helper,
                                   "PATH": pkexec_dir + os.pathsep + os.environ.get("PATH", "")})
    refused("health %s (no such device) is refused" % name, r, name)
    check("health %s neither asks for a password nor runs the helper" % name, not os.path.exists(marker))

# --- no command opens a block device for writing (strace) -----------------
strace = shutil.which("strace")
if strace is None or os.geteuid() != 0:
    skip("no command opens a block device for writing",
         "needs strace (apt install strace) and root to make a block device node")
else:
    block = path("block-node")
    # A loop device number no machine here uses: opening it fails (ENXIO),
    # so even a regression cannot write anywhere; strace sees the attempt.
    os.mknod(block, stat.S_IFBLK | 0o600, os.makedev(7, 250))
    attempts = []
    for args, env in [
        (["export", "--db", path("source.db"), "--format", "json", "-o", block], None),
        (["export", "--db", path("source.db"), "--format", "png", "--chart", "results", "-o", block], None),
        (["health", "--from-file", raw_fixture, "--save-raw", block], None),
        (["history"], {"DRIVESCOPE_DB": block}),
        (["import-cdm", cdm], {"DRIVESCOPE_DB": block}),
        (["bench", "--dir", block, "--size", "16M"], None),
        (["thermal", "--dir", block], None),
    ]:
        log = path("strace.log")
        e = dict(os.environ, DRIVESCOPE_DB=path("history.db"))
        e.update(env or {})
        subprocess.run([strace, "-f", "-qq", "-e", "trace=open,openat,openat2,creat", "-o", log, CLI] + args,
                       capture_output=True, env=e, timeout=120)
        with open(log, errors="replace") as f:
            for line in f:
                if ("block-node" in line and ("O_WRONLY" in line or "O_RDWR" in line or "creat(" in line)):
                    attempts.append("%s: %s" % (args[0], line.strip()[:200]))
    check("no command opens a block device for writing (strace)", not attempts, attempts[:5])
    check("the block device node is still a block device", stat.S_ISBLK(os.lstat(block).st_mode))

shutil.rmtree(TMP, ignore_errors=True)
print("1..%d" % len(results))
for i, (name, ok, why) in enumerate(results, 1):
    if ok is None:
        print("ok %d - %s # SKIP %s" % (i, name, why))
    elif ok:
        print("ok %d - %s" % (i, name))
    else:
        print("not ok %d - %s" % (i, name))
        print("# %s" % str(why)[:500])
sys.exit(0)
