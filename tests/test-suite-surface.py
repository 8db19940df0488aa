#!/usr/bin/env python3
"""The surface suite against a mock udisks2 (tests/udisks2-mock.py,
python3-dbusmock) on a private system bus, whose Block.OpenForBenchmark
hands out a descriptor of a regular file standing in for the drive:

- a sampled run and a full pass give MB/s at the positions the plan says,
  the documented --json keys, and the file is unchanged (only reads);
- udisks2 was asked with {"writable": false};
- refusals exit non-zero with a message saying what to do and save nothing:
  no udisks2, no system bus, not authorised, authentication dismissed, an
  udisks without OpenForBenchmark, a writable descriptor handed out, a
  descriptor without O_DIRECT (unless --allow-cached), a drive udisks2
  does not know, --dir, --fill, a
  write share; a partition named reads the whole drive it is on;
- SIGINT mid-pass keeps the samples so far, marked cancelled (exit 130);
- the run lands in the history as suite surface: show, export in every
  format, import back (once), compare two runs.
Skips (with the reason) when python3-dbusmock or dbus-daemon is missing.
TAP."""
import csv
import hashlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from dbusmock_or_skip import import_dbusmock  # noqa: E402

dbusmock = import_dbusmock()

CLI = os.environ["DS_CLI"]
SRC = os.environ["DS_SOURCE_DIR"]
FIX = os.environ["DS_FIXTURES"]
TEMPLATE = os.path.join(SRC, "tests", "udisks2-mock.py")
MIB = 1 << 20
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


# The test file lives beside the build (not in /tmp, which may be tmpfs,
# where O_DIRECT is refused): 64 MiB of random bytes.
build_tmp = os.path.join(os.environ.get("DS_BUILD_DIR", os.getcwd()), "test-home", "surface")
os.makedirs(build_tmp, exist_ok=True)
work = tempfile.mkdtemp(prefix="ds-surface-", dir=build_tmp)
disk = os.path.join(work, "disk.img")
SIZE = 64 * MIB
with open(disk, "wb") as f:
    f.write(os.urandom(SIZE))
os.chmod(disk, 0o644)


def digest():
    with open(disk, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


before = digest()
try:
    fd = os.open(disk, os.O_RDONLY | os.O_DIRECT)
    os.close(fd)
    direct_here = True
except OSError:
    direct_here = False

dbusmock.DBusTestCase.start_system_bus()
bus_address = os.environ["DBUS_SYSTEM_BUS_ADDRESS"]
db = os.path.join(work, "history.db")
calls = os.path.join(work, "calls")


def run(*args, env_extra=None, use_db=True):
    env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=bus_address, LC_ALL="C.UTF-8",
               # the desktop fixture has sda and nvme0n1, as the mock
               DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"))
    env.update(env_extra or {})
    cmd = [CLI, *args] + (["--db", db] if use_db else [])
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def history_count():
    rc, out, err = run("history", "--json")
    if rc != 0:
        return -1
    listed = json.loads(out)
    return len(listed if isinstance(listed, list) else listed.get("runs", []))


def with_mock(parameters, body):
    if os.path.exists(calls):
        os.unlink(calls)
    parameters = dict({"benchmark_file": disk}, **parameters, calls_log=calls)
    server = dbusmock.DBusTestCase.spawn_server_template(TEMPLATE, parameters, stdout=subprocess.DEVNULL)[0]
    try:
        body()
    finally:
        server.terminate()
        server.wait()


def logged():
    return open(calls).read().splitlines() if os.path.exists(calls) else []


cached = [] if direct_here else ["--allow-cached"]
docs = {}


def sampled():
    rc, out, err = run("suite", "surface", "--drive", "sda", "--samples", "16", "--size", "1M",
                       "--blocks", "256K", "--qd", "2", "--json", *cached)
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    docs["sampled"] = doc
    check("sampled run: exit 0", rc == 0, err)
    check("udisks2 was asked for the drive read-only (writable false)",
          logged() == ["Block.OpenForBenchmark writable=False"], logged())
    check("kind suite, suite surface, completed",
          (doc.get("kind"), doc.get("suite"), doc.get("status")) == ("suite", "surface", "completed"), doc.get("status"))
    steps = doc.get("steps") or [{}]
    st = steps[0]
    check("one read step of the chosen block and depth",
          len(steps) == 1 and st.get("mode") == "read" and st.get("block_size") == 256 * 1024
          and st.get("queue_depth") in (1, 2) and st.get("read_percent") == 100, st)
    samples = st.get("samples") or []
    positions = [p for p, _ in samples]
    # 16 samples of 1 MiB, starts evenly spaced from 0 to 63 MiB
    want = [(63 * MIB * i // 15) // (256 * 1024) * (256 * 1024) + MIB for i in range(16)]
    check("16 samples at the evenly spaced positions, from the first MiB to the end of the drive",
          positions == want, positions)
    check("every sample has a positive MB/s", len(samples) == 16 and all(m > 0 for _, m in samples), samples[:3])
    check("the step read 16 MiB in whole blocks", st.get("bytes") == 16 * MIB and st.get("ios") == 64,
          (st.get("bytes"), st.get("ios")))
    lat = st.get("lat_us") or {}
    check("latency per read with percentiles", all(isinstance(lat.get(k), (int, float)) and lat[k] > 0
                                                   for k in ("mean", "p50", "p99", "p999")), lat)
    c = doc.get("conditions") or {}
    check("conditions: the device, its size, udisks2, read-only",
          (c.get("device"), c.get("device_bytes"), c.get("device_source"), c.get("read_only"))
          == ("/dev/sda", SIZE, "udisks2", True), c)
    check("conditions: direct I/O as udisks2 opened it", c.get("direct_io") is direct_here
          and st.get("cached") is (not direct_here), (c.get("direct_io"), st.get("cached"), direct_here))
    check("conditions: no directory, no filesystem", c.get("dir") is None and c.get("filesystem") is None, c)
    check("conditions: the drive from the enumeration", (c.get("drive") or {}).get("name") == "sda", c.get("drive"))
    s = doc.get("settings") or {}
    check("settings: drive, samples, sample size, not a full pass",
          (s.get("suite"), s.get("drive"), s.get("samples"), s.get("size_bytes"), s.get("full_pass"))
          == ("surface", "sda", 16, MIB, False), s)
    summary = ((doc.get("summary") or {}).get("steps") or [{}])[0]
    mbps = [m for _, m in samples] or [0]
    check("summary: avg, min, max, spread as linear",
          abs(summary.get("min_mbps", -1) - min(mbps)) < 1e-6 and abs(summary.get("max_mbps", -1) - max(mbps)) < 1e-6
          and abs(summary.get("spread_mbps", -1) - (max(mbps) - min(mbps))) < 1e-6
          and summary.get("avg_mbps", 0) > 0, summary)
    lo = mbps.index(min(mbps))
    check("summary: where the minimum is, in percent of the drive (the middle of its sample)",
          abs(summary.get("min_at_percent", -1) - (positions[lo] - MIB / 2) / SIZE * 100) < 1e-6, summary)
    check("summary: the device size", (doc.get("summary") or {}).get("device_bytes") == SIZE, doc.get("summary"))
    check("the drive is unchanged", digest() == before)

    rc, out, err = run("suite", "surface", "--drive", "sda", "--samples", "4", "--size", "1M", *cached)
    check("text output: title, the device read-only through udisks2, the answer with positions",
          rc == 0 and "Drive surface read (surface)" in out and "/dev/sda (67.1 MB), read-only through udisks2" in out
          and "at each of 4 evenly spaced positions" in out and "% of the drive" in out, out + err)
    docs["text"] = rc


def full_pass():
    rc, out, err = run("suite", "surface", "--drive", "sda", "--full", "--samples", "8", "--json", *cached)
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    docs["full"] = doc
    st = (doc.get("steps") or [{}])[0]
    positions = [p for p, _ in st.get("samples") or []]
    check("full pass: 8 contiguous spans covering the whole drive",
          rc == 0 and positions == [8 * MIB * (i + 1) for i in range(8)] and st.get("bytes") == SIZE, (positions, err))
    check("full pass: settings say so", (doc.get("settings") or {}).get("full_pass") is True, doc.get("settings"))
    check("full pass: the drive is unchanged", digest() == before)
    rc, out, err = run("suite", "surface", "--drive", "sda", "--plan", "--full", "--samples", "8")
    check("--plan of a full pass names the drive's size and asks for no authentication yet",
          rc == 0 and "all 1.0 TB of the drive in order, as 8 spans" in out and logged().count(
              "Block.OpenForBenchmark writable=False") == 1, out + err)


def refused(what, args, words, env_extra=None, exit_code=None):
    n = history_count()
    rc, out, err = run("suite", "surface", *args, env_extra=env_extra)
    ok = rc != 0 and (exit_code is None or rc == exit_code) and all(w in err for w in words)
    check("%s: refused with a message (%s), exit %d" % (what, ", ".join(words), rc), ok, err)
    check("%s: nothing printed, nothing saved" % what, out == "" and history_count() == n, (out, history_count(), n))


with_mock({}, sampled)
with_mock({}, full_pass)
with_mock({"benchmark": "not-authorized"},
          lambda: refused("not authorised", ["--drive", "sda", *cached], ["administrator authentication", "window"]))
with_mock({"benchmark": "dismissed"},
          lambda: refused("authentication dismissed", ["--drive", "sda", *cached], ["dismissed", "authenticate"]))
with_mock({"benchmark": "absent"},
          lambda: refused("udisks without OpenForBenchmark", ["--drive", "sda", *cached], ["udisks 2.9"]))
with_mock({"benchmark": "writable"},
          lambda: refused("a writable descriptor handed out", ["--drive", "sda", *cached],
                          ["open for writing", "refuses"]))
with_mock({"benchmark_direct": False},
          lambda: refused("a descriptor without O_DIRECT", ["--drive", "sda"], ["O_DIRECT", "--allow-cached"]))


def partition():
    rc, out, err = run("suite", "surface", "--drive", "sda1", "--samples", "2", "--size", "1M", "--json", *cached)
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    check("a partition named: the whole drive it is on is read, and the CLI says so",
          rc == 0 and "reading the whole drive sda" in err and (doc.get("conditions") or {}).get("device") == "/dev/sda",
          err)
    docs["partition"] = doc


with_mock({}, partition)
with_mock({}, lambda: refused("a drive udisks2 does not know", ["--drive", "sdb", *cached],
                              ["udisks2 does not know /dev/sdb"], exit_code=2))
with_mock({}, lambda: refused("--dir", ["--dir", work], ["--drive"], exit_code=2))
with_mock({}, lambda: refused("--fill", ["--drive", "sda", "--fill", "50%"], ["--fill"], exit_code=2))
with_mock({}, lambda: refused("a write share", ["--drive", "sda", "--mixes", "0"], ["only reads"], exit_code=2))
with_mock({}, lambda: refused("--samples 0", ["--drive", "sda", "--samples", "0"], ["2 to 10000"], exit_code=2))
rc, out, err = run("suite", "linear", "--dir", work, "--samples", "5")
check("--samples on another suite is refused, naming surface", rc == 2 and "surface suite" in err, err)


def cancelled():
    # A 256 GiB sparse file read in 4 KiB blocks takes long enough to stop.
    env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=bus_address, LC_ALL="C.UTF-8",
               DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"))
    p = subprocess.Popen([CLI, "suite", "surface", "--drive", "sda", "--full", "--samples", "10000", "--blocks", "4K",
                          "--qd", "1", "--json", "--no-save", *cached], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen = []
    for line in p.stderr:
        seen.append(line)
        if "Measuring" in line:
            break
    time.sleep(0.3)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    doc = json.loads(out) if out.strip() else {}
    st = (doc.get("steps") or [{}])[0]
    positions = [q for q, _ in st.get("samples") or []]
    check("SIGINT mid-pass: exit 130, the result cancelled, the samples so far kept and the step incomplete",
          p.returncode == 130 and doc.get("status") == "cancelled" and st.get("incomplete") is True
          and 0 < len(positions) < 10000 and positions == sorted(positions), (p.returncode, "".join(seen) + err))


sparse = os.path.join(work, "sparse.img")
with open(sparse, "wb") as f:
    f.truncate(256 << 30)
with_mock({"benchmark_file": sparse}, cancelled)
os.unlink(sparse)
refused("no udisks2 on the bus", ["--drive", "sda"], ["udisks2 is not running", "install"])
refused("no system bus", ["--drive", "sda"], ["no system bus", "udisks2"],
        env_extra={"DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/bus"})
check("the drive is unchanged after the refusals", digest() == before)

# --- history: show, export in every format, import back, compare ---
rc, out, err = run("history", "--json")
listed = json.loads(out) if rc == 0 else []
runs = [r for r in (listed if isinstance(listed, list) else listed.get("runs", [])) if r.get("kind") == "suite"]
check("the runs are in the history as suite runs", len(runs) == 4, runs)
ids = {r.get("uuid"): str(r.get("id")) for r in runs}
sid = ids.get((docs.get("sampled") or {}).get("uuid"))
fid = ids.get((docs.get("full") or {}).get("uuid"))
if sid is not None and fid is not None:
    rc, out, err = run("show", sid)
    check("show prints the surface run with its answer", rc == 0 and "Drive surface read" in out
          and "min" in out and "% of the drive" in out, out + err)
    for fmt in ("md", "html", "csv", "json", "txt", "png", "svg", "pdf"):
        path = os.path.join(work, "surface." + fmt)
        rc, out, err = run("export", sid, "-o", path)
        ok = rc == 0 and os.path.exists(path) and os.path.getsize(path) > 100
        check("export a surface run as %s" % fmt, ok, err)
        if not ok:
            continue
        data = open(path, "rb").read()
        text = data.decode("utf-8", errors="replace")
        if fmt == "png":
            check("png is a PNG", data[:8] == b"\x89PNG\r\n\x1a\n")
        elif fmt == "pdf":
            check("pdf is a PDF", data[:5] == b"%PDF-")
        elif fmt == "svg":
            check("svg is an SVG drawing", "<svg" in text)
        elif fmt in ("md", "html", "txt"):
            check("%s names the suite and its answer" % fmt, "Drive surface read" in text
                  and "of the drive" in text, text[:400])
            check("%s says the drive was read through udisks2, read-only" % fmt, "/dev/sda" in text
                  and "udisks2" in text and ("Read-only" in text or "read-only" in text
                                             or "Read\\-only" in text), text[-1500:])
        elif fmt == "csv":
            rows = list(csv.reader(io.StringIO(text)))
            check("csv has the surface step", any("surface" in r or "average" in " ".join(r) for r in rows), rows[:3])
        elif fmt == "json":
            exported = json.loads(text)
            kinds = [(x.get("kind"), x.get("suite")) for x in exported.get("runs", [])]
            check("json export holds the suite surface run", kinds == [("suite", "surface")], kinds)
            db2 = os.path.join(work, "other.db")
            env2 = {}
            r1 = subprocess.run([CLI, "import", path, "--db", db2], capture_output=True, text=True)
            r2 = subprocess.run([CLI, "import", path, "--db", db2], capture_output=True, text=True)
            check("the JSON export imports into another history, once",
                  r1.returncode == 0 and r2.returncode == 0 and "Nothing new" in r2.stdout + r2.stderr,
                  r1.stderr + r2.stdout + r2.stderr)
            a = subprocess.run([CLI, "show", sid, "--db", db], capture_output=True, text=True).stdout
            b = subprocess.run([CLI, "show", "last", "--db", db2], capture_output=True, text=True).stdout
            strip = lambda t: [l for l in t.splitlines() if not l.lstrip().startswith(("Run", "ID"))]
            check("the imported surface run shows as the original", strip(a) == strip(b) and "surface" in b,
                  "\n".join(set(strip(a)) ^ set(strip(b))))
    rc, out, err = run("compare", sid, fid)
    check("compare two surface runs: average, minimum, maximum and spread rows",
          rc == 0 and "average" in out and "spread" in out, out + err)
    path = os.path.join(work, "compare.png")
    rc, out, err = run("export", sid, fid, "-o", path)
    check("their overlay draws", rc == 0 and os.path.getsize(path) > 1000, err)
else:
    check("the sampled and full runs are listed by uuid", False, ids)

dbusmock.DBusTestCase.tearDownClass()
shutil.rmtree(work, ignore_errors=True)

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        print(f"#   {detail!r}"[:2000])
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
