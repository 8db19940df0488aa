#!/usr/bin/env python3
"""A history moves in one piece, in bounded memory: `export --format json`
writes run by run and `import` reads piece by piece, so their peak memory
does not grow with the history. A history of N runs (N = 5 000 here,
DS_TRANSFER_RUNS to change it; tests/bench/scaling runs 100 000) is made as
an export file, imported, exported, imported again into an empty history,
and compared; the peak RSS of each command at N/5 and N runs is compared.
A bad last run leaves the history as it was. Prints TAP."""
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
N = int(os.environ.get("DS_TRANSFER_RUNS", "5000"))
TMP = tempfile.mkdtemp(prefix="ds-transfer-")
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def skip(name, why):
    results.append((name, None, why))


with open(CLI, "rb") as f:
    # AddressSanitizer keeps freed memory in quarantine (256 MB by default):
    # under it the peak RSS grows with all that was ever allocated.
    SANITIZED = b"__asan_init" in f.read()


def path(name):
    return os.path.join(TMP, name)


def run(args, db):
    """Runs the CLI; returns (exit status, stdout, stderr, peak RSS in KiB)."""
    env = dict(os.environ, DRIVESCOPE_DB=db, LC_ALL="C")
    out = open(path("stdout"), "w+b")
    err = open(path("stderr"), "w+b")
    p = subprocess.Popen([CLI] + args, stdout=out, stderr=err, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    out.seek(0)
    err.seek(0)
    return p.returncode, out.read(), err.read().decode("utf-8", "replace"), usage.ru_maxrss


with open(os.path.join(FIX, "report", "bench-nvme.json")) as f:
    template = json.load(f)
# One test of one measured run: a small run, so many fit in a quick test.
template["tests"] = template["tests"][:1]
template["tests"][0]["runs"] = template["tests"][0]["runs"][:1]


def make_export(name, n, bad_last=False):
    p = path(name)
    with open(p, "w") as f:
        f.write('{"format": "drivescope-history", "version": 1, "drives": [], "runs": [\n')
        for i in range(n):
            r = copy.deepcopy(template)
            r["uuid"] = "%08x-0000-4000-8000-%012x" % (i, i)
            r["start"] = 1600000000 + i * 60
            r["end"] = r["start"] + 30
            if bad_last and i == n - 1:
                r["tests"][0]["runs"][0]["mbps"] = -1
            f.write(("," if i else "") + json.dumps(r) + "\n")
        f.write('], "snapshots": []}\n')
    return p


def listed_uuids(db):
    status, out, err, _ = run(["history", "--json"], db)
    if status != 0:
        return None
    return sorted(r["uuid"] for r in json.loads(out))


small = N // 5
big_file = make_export("big.json", N)
small_file = make_export("small.json", small)

# Import: the whole file, in one transaction.
status, out, err, rss_import_big = run(["import", big_file], path("a.db"))
check("import of %d runs succeeds" % N, status == 0 and ("Imported %d runs" % N) in out.decode(), err[:300])
status, _, err, rss_import_small = run(["import", small_file], path("s.db"))
check("import of %d runs succeeds" % small, status == 0, err[:300])

# Export to a file, then to standard output, run by run.
status, _, err, rss_export_big = run(["export", "--format", "json", "-o", path("out.json")], path("a.db"))
check("export of %d runs succeeds" % N, status == 0, err[:300])
status, _, err, rss_export_small = run(["export", "--format", "json", "-o", path("out-small.json")], path("s.db"))
check("export of %d runs succeeds" % small, status == 0, err[:300])
status, stdout, err, _ = run(["export", "--format", "json"], path("s.db"))
check("export to standard output is the same document as to a file",
      status == 0 and json.loads(stdout)["runs"] == json.load(open(path("out-small.json")))["runs"], err[:300])

try:
    doc = json.load(open(path("out.json")))
    runs = doc["runs"]
    ok = (doc["format"] == "drivescope-history" and len(runs) == N and
          [r["start"] for r in runs] == sorted(r["start"] for r in runs) and
          runs[7]["tests"][0]["runs"][0]["mbps"] == template["tests"][0]["runs"][0]["mbps"])
    check("the export is one JSON document of %d runs, oldest first, with their numbers" % N, ok)
except (ValueError, KeyError) as e:
    check("the export is one JSON document of %d runs, oldest first, with their numbers" % N, False, str(e))

# Back into an empty history: the same runs.
status, out, err, _ = run(["import", path("out.json")], path("b.db"))
check("the export imports back into an empty history", status == 0, err[:300])
a, b = listed_uuids(path("a.db")), listed_uuids(path("b.db"))
check("the round trip keeps every run", a is not None and len(a) == N and a == b,
      "%s vs %s runs" % (a and len(a), b and len(b)))
status, out, err, _ = run(["import", path("out.json")], path("b.db"))
check("importing it again adds nothing", status == 0 and b"Nothing new" in out, out[:200])

# Memory follows the largest entry, not the history: five times the runs
# costs (nearly) no more. Writing or reading the whole document at once
# grows by several MB per thousand of these runs.
grow_import = (rss_import_big - rss_import_small) / 1024
grow_export = (rss_export_big - rss_export_small) / 1024
if SANITIZED:
    skip("import's and export's peak memory do not grow with the history",
         "AddressSanitizer's quarantine keeps freed memory, so RSS tells nothing here")
else:
    check("import's peak memory does not grow with the file (%d -> %d runs: %+.1f MB)" % (small, N, grow_import),
          grow_import < 8, "%d KiB -> %d KiB" % (rss_import_small, rss_import_big))
    check("export's peak memory does not grow with the history (%d -> %d runs: %+.1f MB)" % (small, N, grow_export),
          grow_export < 8, "%d KiB -> %d KiB" % (rss_export_small, rss_export_big))

# All or nothing: a bad last run, found after every other run was
# written in the transaction, leaves the history as it was.
before = listed_uuids(path("s.db"))
bad = make_export("bad.json", small + 10, bad_last=True)
status, out, err, _ = run(["import", bad], path("s.db"))
check("a bad last run is refused, naming it", status != 0 and ("%d" % (small + 10)) in err and "mbps" in err,
      err[:300])
check("a bad last run leaves the history as it was", listed_uuids(path("s.db")) == before)

# A file that stops in the middle of a run is refused with a message.
with open(small_file, "rb") as f:
    data = f.read()
cut = path("cut.json")
with open(cut, "wb") as f:
    f.write(data[: len(data) // 2])
status, out, err, _ = run(["import", cut], path("c.db"))
check("a file cut in the middle is refused with a message", status != 0 and err.strip() != "", err[:300])
check("a file cut in the middle imports nothing", listed_uuids(path("c.db")) in (None, []))

shutil.rmtree(TMP)
print("1..%d" % len(results))
failed = 0
for i, (name, ok, why) in enumerate(results, 1):
    if ok is None:
        print("ok %d - %s # SKIP %s" % (i, name, why))
        continue
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        failed += 1
        print("# %s" % why)
sys.exit(1 if failed else 0)
