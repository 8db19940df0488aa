#!/usr/bin/env python3
"""The suites against real fio on the same device (TAP).

On an ext4 filesystem on a loop device over a tmpfs file (root only; skipped
with the reason otherwise), run a qd-scaling step (4K random read, QD 1 and
8), a blocksize step (1M sequential read, QD 4) and the webserver preset
(block sizes drawn per I/O; fio's bssplit, QD 8) with drivescope-cli and
with fio (io_uring, direct=1, same file size, block, depth, warm-up and
window), alternating so drift hits both, and check:
  - our best IOPS / MB/s of two 1 s rounds against fio's best, printed for
    the log and not judged: the loop device is CPU-bound and a shared
    machine moves the ratio several-fold (tests/bench/vs-fio measures it);
  - the filesystem took direct I/O;
  - the webserver step's mean I/O size (MB/s over IOPS) is its
    distribution's;
  - Little's law holds on every step: IOPS x mean latency = QD x threads.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = os.environ.get("DS_CLI", "build/src/cli/drivescope-cli")
tests = []


def plan_skip(reason):
    print("1..0 # SKIP " + reason)
    sys.exit(0)


def have_io_uring():
    """Whether this build has the io_uring engine (the portable build has not)."""
    with open(os.path.join(os.environ["DS_BUILD_DIR"], "src", "config", "config.h")) as f:
        return "#define HAVE_LIBURING 1" in f.read()


if not have_io_uring():
    plan_skip("this build has no io_uring engine; the comparison runs both tools on io_uring")


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


if os.geteuid() != 0:
    plan_skip("needs root for a loop device")
for tool in ("fio", "losetup", "mkfs.ext4", "mount"):
    if shutil.which(tool) is None:
        plan_skip(tool + " is not installed")
if not os.path.isdir("/dev/shm"):
    plan_skip("no /dev/shm tmpfs")

shm = tempfile.mkdtemp(prefix="ds-suite-fio.", dir="/dev/shm")
mnt = tempfile.mkdtemp(prefix="ds-suite-fio-mnt.")
img = os.path.join(shm, "img")
loop = None
try:
    with open(img, "wb") as f:
        f.truncate(1536 << 20)
    try:
        loop = run(["losetup", "--find", "--show", img]).stdout.strip()
    except subprocess.CalledProcessError as e:
        plan_skip("losetup failed: " + e.stderr.strip())
    run(["mkfs.ext4", "-q", loop])
    run(["mount", loop, mnt])

    def ours(suite, extra):
        out = run([CLI, "suite", suite, "--dir", mnt, "--size", "64M", "--duration", "1", "--warmup", "0.5",
                   "--engine", "io_uring", "--json", "--no-save"] + extra).stdout
        return json.loads(out)

    def fio(rw, bs, qd):
        path = os.path.join(mnt, "fio.dat")
        size = ["--bssplit=" + bs[len("split:"):]] if bs.startswith("split:") else ["--bs=" + bs]
        out = run(["fio", "--name=t", "--filename=" + path, "--size=64M", "--rw=" + rw] + size + [
                   "--iodepth=" + str(qd), "--ioengine=io_uring", "--direct=1", "--time_based",
                   "--runtime=1", "--ramp_time=0.5", "--randrepeat=0", "--norandommap",
                   "--output-format=json"]).stdout
        os.unlink(path)
        return json.loads(out)["jobs"][0]["read"]

    # Best of two alternating rounds each: the machine running the tests
    # is shared, and a burst of other load must not decide the printed
    # figures (what is judged, Little's law and direct I/O, holds on each).
    checks = []
    best = {}
    little = []
    mixed = []
    for _ in range(2):
        r = ours("qd-scaling", ["--qd", "1,8", "--mixes", "100"])
        for step in r["steps"]:
            qd = step["queue_depth"]
            key = f"qd{qd}"
            best[key + "-ours"] = max(best.get(key + "-ours", 0), step["iops"])
            little.append((qd, step["little_ratio"]))
            f = fio("randread", "4k", qd)
            best[key + "-fio"] = max(best.get(key + "-fio", 0), f["iops"])
        b = ours("blocksize", ["--blocks", "1M", "--mixes", "100"])
        best["seq-ours"] = max(best.get("seq-ours", 0), b["steps"][0]["mbps"])
        f = fio("read", "1M", 4)
        best["seq-fio"] = max(best.get("seq-fio", 0), f["bw_bytes"] / 1e6)
        # IOMeter's web server: block sizes drawn per I/O, as fio's bssplit.
        w = ours("mixes", ["--presets", "webserver", "--qd", "8"])
        ws = w["steps"][0]
        split = ":".join("%d/%d" % (x["size"], x["percent"]) for x in ws["block_sizes"])
        mean = sum(x["size"] * x["percent"] / 100 for x in ws["block_sizes"])
        little.append((8, ws["little_ratio"]))
        f = fio("randread", "split:" + split, 8)
        mixed.append((ws["mbps"] * 1e6 / ws["iops"], f["bw_bytes"] / f["iops"], mean, ws["iops"], f["iops"]))
    # At QD 1 on a memory-backed device an I/O takes a few microseconds, so
    # the figure is the engines' per-I/O overhead (fio submits and waits in
    # one io_uring_enter), not the device: printed, not judged.
    o, f = best["qd1-ours"], best["qd1-fio"]
    print(f"# qd-scaling 4K QD1: best {o:.0f} IOPS, fio best {f:.0f} (ratio {o / f:.2f}; engine overhead, not judged)")
    # Throughput ratios are measurements, not pass/fail checks (a loaded
    # machine moves them several-fold; tests/bench/vs-fio measures them
    # properly): printed for the log.
    o, f = best["qd8-ours"], best["qd8-fio"]
    print(f"# qd-scaling 4K QD8: best {o:.0f} IOPS, fio best {f:.0f} (ratio {o / f:.2f})")
    o, f = best["seq-ours"], best["seq-fio"]
    print(f"# blocksize 1M QD4: best {o:.1f} MB/s, fio best {f:.1f} (ratio {o / f:.2f})")
    for ours_mean, fio_mean, mean, ours_iops, fio_iops in mixed:
        print(f"# webserver QD8: {ours_iops:.0f} IOPS, fio bssplit {fio_iops:.0f} (ratio {ours_iops / fio_iops:.2f}); "
              f"mean I/O {ours_mean:.0f} B, fio's {fio_mean:.0f} B, the distribution's {mean:.0f} B")
        # Tens of thousands of draws: their mean is the distribution's
        # within a few per cent (its standard error is about 2 %).
        checks.append((abs(ours_mean / mean - 1) < 0.12,
                       f"webserver's mean I/O size {ours_mean:.0f} B is the distribution's {mean:.0f} B"))
    for qd, ratio in little:
        checks.append((abs(ratio - 1) <= 0.1, f"Little's law at QD{qd}: IOPS x mean latency / QD = {ratio:.3f}"))
    checks.append((b["conditions"].get("direct_io") is True, "the loop filesystem took direct I/O"))

    print(f"1..{len(checks)}")
    failed = 0
    for i, (ok, what) in enumerate(checks, 1):
        print(("ok" if ok else "not ok") + f" {i} {what}")
        failed += not ok
finally:
    if loop is not None:
        subprocess.run(["umount", mnt], capture_output=True)
        subprocess.run(["losetup", "-d", loop], capture_output=True)
    shutil.rmtree(shm, ignore_errors=True)
    os.rmdir(mnt)
sys.exit(1 if failed else 0)
