#!/usr/bin/env python3
"""drivescope-cli metrics on fixture trees, checked by promtool and served by
a real prometheus-node-exporter on 127.0.0.1 (TAP).

Health comes from tests/fleet/fake-helper.sh (DRIVESCOPE_HELPER), with the
NVMe fixture's serial set to the sysroot drive's so readings, runs and
snapshots meet in one history drive, as they do on a real machine."""
import base64
import json
import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid as uuidlib

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
HERE = os.path.dirname(os.path.abspath(__file__))
TMP = tempfile.mkdtemp(prefix="ds-metrics-")
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def finish():
    shutil.rmtree(TMP, ignore_errors=True) if not os.environ.get("DS_KEEP") else print("# kept " + TMP)
    print(f"1..{len(results)}")
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} {name}")
        if not ok:
            for line in str(detail).splitlines()[:30]:
                print("# " + line)
    sys.exit(0 if all(ok for _, ok, _ in results) else 1)


if shutil.which("promtool") is None:
    print("1..0 # SKIP promtool not found: install the Debian package prometheus (build-aux/deps.sh lists it)")
    sys.exit(0)
readings = os.path.join(TMP, "readings")
os.makedirs(readings)


def env_for(sysroot="sysroot-desktop", db=None, **extra):
    env = dict(os.environ, LC_ALL="C.UTF-8", DS_FAKE_HELPER_DIR=readings,
               DRIVESCOPE_HELPER=os.path.join(HERE, "fake-helper.sh"),
               DRIVESCOPE_SYSROOT=sysroot if os.path.isabs(sysroot) else os.path.join(FIX, sysroot),
               DRIVESCOPE_DB=db or os.path.join(TMP, "history.db"))
    env.update(extra)
    return env


def run(*args, **kw):
    p = subprocess.run([CLI, *args], env=env_for(**kw), capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


# --- a tiny reader of the text format, strict where Prometheus is ---------
SAMPLE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$')
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)')


def unescape(v):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "\\": "\\", '"': '"'}[m.group(1)], v)


def parse(text):
    """[(name, {label: value}, float)], or raises on a malformed line."""
    out = []
    for line in text.splitlines():
        if line.startswith("#") or not line:
            continue
        m = SAMPLE.match(line)
        if not m:
            raise ValueError("malformed line: " + repr(line))
        labels, rest = {}, m.group(3) or ""
        while rest:
            lm = LABEL.match(rest)
            if not lm:
                raise ValueError("malformed labels: " + repr(line))
            labels[lm.group(1)] = unescape(lm.group(2))
            rest = rest[lm.end():]
        out.append((m.group(1), labels, float(m.group(4))))
    return out


def value(samples, name, **labels):
    found = [v for n, l, v in samples if n == name and all(l.get(k) == x for k, x in labels.items())]
    return found[0] if len(found) == 1 else None


def promtool(text):
    p = subprocess.run(["promtool", "check", "metrics"], input=text.encode(), capture_output=True, timeout=60)
    return p.returncode, (p.stdout + p.stderr).decode("utf-8", "replace")


# The NVMe reading with the sysroot drive's serial (identify bytes 4..23).
rc, out, err = run("list", "--json")
drives = {d["name"]: d for d in json.loads(out)} if rc == 0 else {}
nvme = drives.get("nvme0n1", {})
with open(os.path.join(FIX, "health", "nvme-healthy-pcie4.json")) as f:
    reading = json.load(f)
page = bytearray(base64.b64decode(reading["pages"]["identify-controller"]))
page[4:24] = nvme.get("serial", "").ljust(20).encode()[:20]
reading["pages"]["identify-controller"] = base64.b64encode(bytes(page)).decode()
with open(os.path.join(readings, "nvme0.json"), "w") as f:
    json.dump(reading, f)

rc, out, err = run("health", "nvme0n1", "--json", db=os.path.join(TMP, "scratch.db"))
health_nvme = json.loads(out)["health"] if rc == 0 else {}
nvme_facts = (json.loads(out).get("nvme") if rc == 0 else None) or {}
rc, out, err = run("health", "sda", "--json", db=os.path.join(TMP, "scratch.db"))
health_sda = json.loads(out)["health"] if rc == 0 else {}
check("the fake helper reads both fixture drives", health_nvme and health_sda, err)

# --- live metrics, no history ---------------------------------------------
rc, out, err = run("metrics", "--no-history")
check("metrics --no-history exits 0", rc == 0, err)
prc, ptext = promtool(out)
check("promtool check metrics passes on the live metrics", prc == 0, ptext + out[:2000])
try:
    live = parse(out)
except ValueError as e:
    live = []
    check("the live metrics parse", False, str(e))
check("every family has HELP and TYPE lines",
      all(f"# TYPE {n} " in out and f"# HELP {n} " in out for n in {n for n, _, _ in live}) and live, out[:500])
check("drive_info carries model, serial, firmware and transport",
      value(live, "drivescope_drive_info", drive="nvme0n1", model=nvme.get("model"), serial=nvme.get("serial"),
            firmware=nvme.get("firmware"), transport="nvme-pcie") == 1, out[:3000])
check("bytes written equals what health reports",
      value(live, "drivescope_written_bytes_total", drive="nvme0n1") == health_nvme.get("bytes_written")
      and value(live, "drivescope_written_bytes_total", drive="sda") == health_sda.get("bytes_written"),
      (health_nvme.get("bytes_written"), health_sda.get("bytes_written")))
verdicts = {"unknown": 0, "good": 1, "caution": 2, "bad": 3}
check("the verdict is the number its HELP documents",
      value(live, "drivescope_health_verdict", drive="nvme0n1") == verdicts[health_nvme.get("verdict", "unknown")]
      and value(live, "drivescope_health_verdict", drive="sda") == verdicts[health_sda.get("verdict", "unknown")])
check("power-on time is in seconds",
      value(live, "drivescope_power_on_seconds_total", drive="nvme0n1") == health_nvme.get("power_on_hours", -1) * 3600)
check("spare is a ratio",
      value(live, "drivescope_available_spare_ratio", drive="nvme0n1") == health_nvme.get("available_spare", -1) / 100)
cw = [l["warning"] for n, l, v in live if n == "drivescope_critical_warning" and l["drive"] == "nvme0n1"]
check("one critical warning sample per NVMe bit, none for SATA",
      len(cw) == 6 and "spare_below_threshold" in cw
      and not any(n == "drivescope_critical_warning" and l["drive"] == "sda" for n, l, v in live), cw)
check("the NVMe facts: current power state, APST, active firmware slot, 4K format, as health reports them",
      nvme_facts.get("current_power_state") is not None
      and value(live, "drivescope_nvme_power_state", drive="nvme0n1") == nvme_facts.get("current_power_state")
      and value(live, "drivescope_nvme_apst_enabled", drive="nvme0n1") == int(bool(nvme_facts.get("apst_enabled")))
      and value(live, "drivescope_nvme_firmware_active_slot", drive="nvme0n1") == nvme_facts.get("active_firmware_slot")
      and value(live, "drivescope_nvme_lba_format_4k_available", drive="nvme0n1") == int(bool(nvme_facts.get("has_4k_format")))
      and value(live, "drivescope_temperature_warning_celsius", drive="nvme0n1") == health_nvme.get("warning_temp_c")
      and not any(n.startswith("drivescope_nvme_") and l.get("drive") == "sda" for n, l, v in live),
      (nvme_facts, [(n, v) for n, l, v in live if n.startswith("drivescope_nvme_")]))
check("a drive whose health cannot be read says so and has no health numbers",
      value(live, "drivescope_health_readable", drive="sdb") == 0
      and value(live, "drivescope_health_verdict", drive="sdb") is None, out[:200])
check("no metric is named for a non-base unit or an unknown value",
      not re.search(r"_(celsius|bytes|seconds)_(celsius|bytes|seconds)|NaN|_hours|_percent", out), out[:200])

rc, out, err = run("metrics", "--no-history", sysroot="sysroot-nvme-x2")
x2 = parse(out) if rc == 0 else []
check("a degraded PCIe link shows as current x2 against max x4, degraded 1",
      value(x2, "drivescope_link_width_lanes") == 2 and value(x2, "drivescope_link_max_width_lanes") == 4
      and value(x2, "drivescope_link_degraded") == 1, out[:3000] + err)

rc, out, err = run("metrics", "--no-history", sysroot="sysroot-luks")
luks = parse(out) if rc == 0 else []
check("a LUKS device on one drive does not repeat that drive's health under its own name",
      value(luks, "drivescope_written_bytes_total", drive="nvme0n1") is not None
      and not any(l.get("drive") == "dm-0" and n != "drivescope_drive_info" and n != "drivescope_drive_capacity_bytes"
                  for n, l, v in luks), out[-2000:] + err)

# --- hostile model strings ------------------------------------------------
hostile_root = os.path.join(TMP, "sysroot-hostile")
shutil.copytree(os.path.join(FIX, "sysroot-desktop"), hostile_root, symlinks=True)
hostile = 'Evil "drive" \\ x} 1\nfake_metric{a="b"} 1\r\x07'
with open(os.path.join(hostile_root, "sys/block/sdb/device/model"), "w") as f:
    f.write(hostile)
rc, out, err = run("metrics", "--no-history", sysroot=hostile_root)
prc, ptext = promtool(out)
check("promtool accepts metrics with a hostile model string", rc == 0 and prc == 0, ptext + err)
try:
    hs = parse(out)
    models = {l.get("model") for n, l, v in hs if l.get("drive") == "sdb"}
    check("the hostile model stays one label value, escaped", len(models) == 1 and
          next(iter(models)).startswith('Evil "drive" \\ x} 1\nfake_metric{a="b"} 1'), models)
    check("the hostile model adds no metric", not any(n == "fake_metric" for n, _, _ in hs))
    check("control characters never reach the output", "\r" not in out and "\x07" not in out, repr(out[:300]))
except ValueError as e:
    check("metrics with a hostile model parse", False, str(e))

# --- history: the latest bench and thermal, endurance ---------------------
db = os.path.join(TMP, "fleet.db")
rc, out, err = run("metrics", "--save-every", "0", db=db)
check("metrics --save-every 0 keeps a snapshot on the first run", rc == 0, err)
rc, out, err = run("drive-set", nvme.get("serial", "?"), "--rated-tbw", "600", db=db)
check("drive-set on the drive metrics recorded", rc == 0, err)
rc, out, err = run("export", "--db", db, db=db)
doc = json.loads(out) if rc == 0 else {"drives": [], "runs": [], "snapshots": []}
snaps = [s for s in doc["snapshots"] if s["health"].get("bytes_written") == health_nvme.get("bytes_written")]
check("the snapshot holds the reading", len(snaps) == 1, json.dumps(doc)[:2000])

now = int(time.time())
month = 30 * 86400
written_then = health_nvme["bytes_written"] - 1500 * 10**9  # 50 GB a day for 30 days
if snaps:
    old = json.loads(json.dumps(snaps[0]))
    old["uuid"] = str(uuidlib.uuid4())
    old["taken_at"] = snaps[0]["taken_at"] - month
    old["health"]["bytes_written"] = written_then
    old["health"]["percentage_used"] = health_nvme["percentage_used"] - 1
    doc["snapshots"].append(old)
drive_obj = {k: nvme.get(k) for k in ("name", "model", "serial", "firmware", "wwn")}
drive_obj["transport"] = "nvme"
for name, end, scale in (("bench-nvme.json", now - 86400, 0.5), ("bench-nvme.json", now - 3600, 1.0),
                         ("thermal-nvme.json", now - 7200, None)):
    with open(os.path.join(FIX, "report", name)) as f:
        r = json.load(f)
    r["uuid"] = str(uuidlib.uuid4())
    r["start"], r["end"] = end - 600, end
    r["conditions"]["drive"] = dict(drive_obj, size_bytes=nvme.get("size_bytes"))
    if scale is not None:
        for t in r["tests"]:
            t["mbps"] *= scale
            for x in t.get("runs", []):
                x["mbps"] *= scale
    doc["runs"].append(r)
with open(os.path.join(TMP, "import.json"), "w") as f:
    json.dump(doc, f)
rc, out, err = run("import", "--db", db, os.path.join(TMP, "import.json"), db=db)
check("the crafted history imports", rc == 0, err)

rc, out, err = run("metrics", db=db)
check("metrics with history exits 0", rc == 0, err)
prc, ptext = promtool(out)
check("promtool check metrics passes with history, endurance and results", prc == 0, ptext)
hist = parse(out) if rc == 0 else []
with open(os.path.join(FIX, "report", "bench-nvme.json")) as f:
    bench = json.load(f)
seq = next(t for t in bench["tests"] if t["spec"] == "SEQ1M Q8T1" and t["mode"] == "read")
got = value(hist, "drivescope_bench_bytes_per_second", drive="nvme0n1", test="SEQ1M Q8T1", mode="read")
check("the newest benchmark gives the headline, in bytes per second",
      got is not None and abs(got - seq["mbps"] * 1e6) < 1, (got, seq["mbps"]))
check("the benchmark timestamp is the newest run's end",
      value(hist, "drivescope_bench_timestamp_seconds", drive="nvme0n1") == now - 3600)
with open(os.path.join(FIX, "report", "thermal-nvme.json")) as f:
    thermal = json.load(f)
steady = value(hist, "drivescope_thermal_steady_write_bytes_per_second", drive="nvme0n1")
check("the latest thermal test gives steady write and peak temperature",
      steady is not None and steady > 0 and value(hist, "drivescope_thermal_peak_temperature_celsius", drive="nvme0n1")
      is not None, out[-3000:])
rate = value(hist, "drivescope_endurance_write_rate_bytes_per_second", drive="nvme0n1")
expect_rate = 1500e9 / month
check("the write rate comes from the snapshots (50 GB a day)",
      rate is not None and abs(rate - expect_rate) / expect_rate < 0.01, (rate, expect_rate))
left = value(hist, "drivescope_endurance_rated_left_seconds", drive="nvme0n1")
expect_left = (600e12 - health_nvme["bytes_written"]) / expect_rate
check("time left to the rated 600 TBW at that pace",
      left is not None and abs(left - expect_left) / expect_left < 0.01, (left, expect_left))
check("the rating is given in bytes", value(hist, "drivescope_endurance_rated_written_bytes", drive="nvme0n1") == 600e12)
check("a drive without history has no endurance numbers",
      value(hist, "drivescope_endurance_rated_left_seconds", drive="sda") is None)


# --- the Grafana dashboard: every query parses and names real metrics -----
with open(os.path.join(os.environ["DS_SOURCE_DIR"], "data", "grafana", "drivescope-dashboard.json")) as f:
    dashboard = json.load(f)
exprs = [t["expr"] for p in dashboard["panels"] for t in p.get("targets", [])]
names = {n for n, _, _ in hist} | {n for n, _, _ in live}
used = sorted({m for e in exprs for m in re.findall(r"\bdrivescope_[a-z0-9_]+", e)})
check("every metric the dashboard queries is one metrics writes", used and set(used) <= names,
      sorted(set(used) - names))
rules = os.path.join(TMP, "dashboard-rules.yml")
with open(rules, "w") as f:
    f.write("groups:\n  - name: dashboard\n    rules:\n")
    for i, e in enumerate(exprs):
        expr = e.replace("$instance", ".*").replace("$__rate_interval", "5m")
        f.write(f"      - record: dashboard:query{i}\n        expr: {json.dumps(expr)}\n")
p = subprocess.run(["promtool", "check", "rules", rules], capture_output=True, timeout=60)
check("promtool parses every query of the dashboard", p.returncode == 0 and len(exprs) >= 6,
      (p.stdout + p.stderr).decode())


# --- every metric family is documented -----------------------------------
src_dir = os.environ["DS_SOURCE_DIR"]
with open(os.path.join(src_dir, "src", "cli", "ds-cli-metrics.c")) as f:
    declared = re.findall(r'^  \{ "(drivescope_[a-z0-9_]+)", DS_METRIC_', f.read(), re.M)
with open(os.path.join(src_dir, "docs", "readme", "fleet.md")) as f:
    documented = set(re.findall(r"`(drivescope_[a-z0-9_]+)", f.read()))
check("every metric family is in the README's table", len(declared) > 30 and set(declared) <= documented,
      sorted(set(declared) - documented))
check("every metric written is a declared family", names <= set(declared), sorted(names - set(declared)))


def count_snapshots():
    rc, out, err = run("export", "--db", db, db=db)
    return len(json.loads(out)["snapshots"]) if rc == 0 else -1


before = count_snapshots()
run("metrics", db=db)
check("a snapshot newer than --save-every (1h) is not repeated", count_snapshots() == before, (before,))
run("metrics", "--save-every", "0", db=db)
check("--save-every 0 keeps every reading", count_snapshots() == before + 2, (before, count_snapshots()))

# --- errors ---------------------------------------------------------------
rc, out, err = run("metrics", "--save-every", "soon")
check("an unreadable --save-every exits 2 and says what works", rc == 2 and "1h" in err, err)
rc, out, err = run("metrics", "--textfile", os.path.join(TMP, "nowhere"))
check("a missing --textfile directory exits 2 and names it", rc == 2 and "nowhere" in err
      and not os.path.exists(os.path.join(TMP, "nowhere")), err)
rc, out, err = run("metrics", "stray")
check("a stray argument exits 2", rc == 2, err)

# --- the textfile, and node_exporter serving it ---------------------------
textdir = os.path.join(TMP, "textfile")
os.makedirs(textdir)
with open(os.path.join(textdir, "other.prom"), "w") as f:
    f.write("# HELP other_metric Another collector's file\n# TYPE other_metric gauge\nother_metric 7\n")
rc, out, err = run("metrics", "--textfile", textdir, db=db)
prom = os.path.join(textdir, "drivescope.prom")
check("--textfile writes DIR/drivescope.prom and prints nothing", rc == 0 and out == "" and os.path.exists(prom), err)
check("nothing but the .prom files is left in DIR", sorted(os.listdir(textdir)) == ["drivescope.prom", "other.prom"],
      os.listdir(textdir))
check("the file is readable by node_exporter (0644)",
      os.path.exists(prom) and stat.S_IMODE(os.stat(prom).st_mode) == 0o644)
ino = os.stat(prom).st_ino if os.path.exists(prom) else None
run("metrics", "--textfile", textdir, db=db)
check("a second write replaces the file by rename (new inode)",
      os.path.exists(prom) and os.stat(prom).st_ino != ino)

exporter = shutil.which("prometheus-node-exporter") or shutil.which("node_exporter")
if exporter is None:
    print("# SKIP node_exporter: install prometheus-node-exporter (build-aux/deps.sh lists it)")
else:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([exporter, f"--web.listen-address=127.0.0.1:{port}", "--collector.disable-defaults",
                             "--collector.textfile", f"--collector.textfile.directory={textdir}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    body, last_error = "", ""
    try:
        deadline = time.time() + 20
        while time.time() < deadline and proc.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as resp:
                    body = resp.read().decode("utf-8", "replace")
                break
            except OSError as e:
                last_error = str(e)
                time.sleep(0.2)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    scraped = parse(body) if body else []
    check("node_exporter serves the drivescope metrics from the textfile",
          value(scraped, "drivescope_drive_info", drive="nvme0n1") == 1
          and value(scraped, "drivescope_written_bytes_total", drive="nvme0n1") == health_nvme.get("bytes_written"),
          last_error + body[:1500])
    check("node_exporter reports no textfile scrape error",
          value(scraped, "node_textfile_scrape_error") == 0, body[-1500:])
    check("node_exporter still serves the other collector's file beside it",
          value(scraped, "other_metric") == 7)

finish()
