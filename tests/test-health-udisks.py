#!/usr/bin/env python3
"""Health through udisks2 with no password, against a mock udisks2
(tests/udisks2-mock.py, python3-dbusmock) on a private system bus.

- udisks answers (ATA, and NVMe where it offers NVMe.Controller, 2.10+):
  the health comes from udisks2, and neither the helper nor pkexec starts;
- udisks 2.9 has no NVMe health, udisks refuses, or udisks is absent:
  Drivescope falls back to the helper;
- list --health, which may never ask for a password, shows udisks' health.
Skips (with the reason) when python3-dbusmock or dbus-daemon is missing.
TAP."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from dbusmock_or_skip import import_dbusmock  # noqa: E402

dbusmock = import_dbusmock()

CLI = os.environ["DS_CLI"]
SRC = os.environ["DS_SOURCE_DIR"]
FIX = os.environ["DS_FIXTURES"]
TEMPLATE = os.path.join(SRC, "tests", "udisks2-mock.py")
work = tempfile.mkdtemp(prefix="ds-udisks-")
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


# A helper and a pkexec that only say they were started: the helper prints
# a fixture (a good SATA SSD, whatever udisks says of the same name), pkexec
# refuses.
helper = os.path.join(work, "helper")
marker = os.path.join(work, "started")
helper_args = os.path.join(work, "helper-args")
with open(helper, "w") as f:
    # Its arguments go to helper-args; `self-test` only succeeds;
    # DS_FAKE_FIXTURE, where set, is what it reads.
    f.write("#!/bin/sh\necho helper >> %s\necho \"$*\" >> %s\n"
            "[ \"$1\" = self-test ] && exit 0\n"
            "[ -n \"$DS_FAKE_FIXTURE\" ] && exec cat \"$DS_FAKE_FIXTURE\"\n"
            "case \"$2\" in\n"
            "  nvme*) cat %s ;;\n  *) cat %s ;;\nesac\n"
            % (marker, helper_args, os.path.join(FIX, "health", "nvme-healthy-pcie4.json"),
               os.path.join(FIX, "health", "sata-ssd-devstats.json")))
bindir = os.path.join(work, "bin")
os.mkdir(bindir)
with open(os.path.join(bindir, "pkexec"), "w") as f:
    f.write("#!/bin/sh\necho pkexec >> %s\nexit 127\n" % marker)
for path in (helper, os.path.join(bindir, "pkexec")):
    os.chmod(path, 0o755)

dbusmock.DBusTestCase.start_system_bus()
bus_address = os.environ["DBUS_SYSTEM_BUS_ADDRESS"]


def run(*args, env_extra=None):
    if os.path.exists(marker):
        os.unlink(marker)
    env = dict(os.environ, DRIVESCOPE_HELPER=helper, PATH=bindir + ":" + os.environ.get("PATH", ""),
               DBUS_SYSTEM_BUS_ADDRESS=bus_address, LC_ALL="C.UTF-8",
               # health checks that the kernel has the drive: the desktop
               # fixture has sda and nvme0n1
               DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"))
    env.update(env_extra or {})
    p = subprocess.run([CLI, *args], env=env, capture_output=True, text=True, timeout=60)
    started = open(marker).read().split() if os.path.exists(marker) else []
    return p.returncode, p.stdout, p.stderr, started


def with_mock(parameters, body):
    calls = os.path.join(work, "calls")
    if os.path.exists(calls):
        os.unlink(calls)
    parameters = dict(parameters, calls_log=calls)
    server = dbusmock.DBusTestCase.spawn_server_template(TEMPLATE, parameters, stdout=subprocess.DEVNULL)[0]
    try:
        body(lambda: open(calls).read().split() if os.path.exists(calls) else [])
    finally:
        server.terminate()
        server.wait()


def udisks_29(calls):
    rc, out, err, started = run("health", "sda", "--json")
    doc = json.loads(out) if rc == 0 else {}
    h = doc.get("health", {})
    check("ATA through udisks 2.9: exit 0", rc == 0, err)
    check("ATA through udisks: source udisks2", doc.get("source") == "udisks2", doc.get("source"))
    check("ATA through udisks: no helper and no password prompt started", started == [], started)
    check("ATA through udisks: SmartUpdate then SmartGetAttributes asked",
          calls()[:2] == ["Ata.SmartUpdate", "Ata.SmartGetAttributes"], calls())
    check("ATA through udisks: sectors in udisks' unit", (h.get("reallocated_sectors"), h.get("pending_sectors"),
                                                         h.get("uncorrectable_sectors")) == (16, 2, 0), h)
    check("ATA through udisks: power-on hours from SmartPowerOnSeconds", h.get("power_on_hours") == 17712, h)
    check("ATA through udisks: temperature from SmartTemperature (K)", h.get("temperature_c") == 35, h)
    check("ATA through udisks: verdict caution with its reasons",
          h.get("verdict") == "caution" and "16 sectors have been reallocated." in h.get("reasons", []), h)
    names = {a["id"]: a["name"] for a in h.get("attributes") or []}
    check("ATA through udisks: smartctl's names from the drive database",
          names.get(5) == "Reallocated_Sector_Ct" and names.get(9) == "Power_On_Hours", names)
    check("ATA through udisks: smart status from SmartFailing", doc.get("smart_status") == "passed")

    rc, out, err, started = run("health", "sda")
    check("text output says it was read through udisks2", rc == 0 and "udisks2 (no password needed)" in out, out)
    rc, out, err, started = run("health", "sda", "--save-raw", os.path.join(work, "raw.json"))
    check("--save-raw reads the raw pages with the helper even where udisks answers",
          rc == 0 and started == ["helper"] and os.path.exists(os.path.join(work, "raw.json")), (rc, err, started))

    rc, out, err, started = run("health", "nvme0", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check("NVMe on udisks 2.9 (no NVMe.Controller): falls back to the helper",
          rc == 0 and doc.get("source") == "helper" and started == ["helper"], (rc, err, started))

    rc, out, err, started = run("list", "--health", "--json",
                                env_extra={"DRIVESCOPE_SYSROOT": os.path.join(FIX, "sysroot-desktop")})
    listed = {d["name"]: d for d in json.loads(out)} if rc == 0 else {}
    # udisks says caution for sda; the helper's fixture would say good.
    check("list --health (never a prompt) shows udisks' verdict for sda",
          rc == 0 and listed.get("sda", {}).get("verdict") == "caution", (rc, err, listed.get("sda")))


def udisks_210(calls):
    rc, out, err, started = run("health", "nvme0", "--json")
    doc = json.loads(out) if rc == 0 else {}
    h = doc.get("health", {})
    check("NVMe through udisks 2.10 NVMe.Controller: source udisks2, no helper",
          rc == 0 and doc.get("source") == "udisks2" and started == [], (rc, err, started))
    check("NVMe through udisks: SmartGetAttributes asked", "NVMe.SmartGetAttributes" in calls(), calls())
    check("NVMe through udisks: critical warning 'degraded' is bit 2", h.get("critical_warning") == 4, h)
    check("NVMe through udisks: bytes written from total_data_written",
          h.get("bytes_written") == 30_000_000 * 512_000 and h.get("data_units_written") == 30_000_000, h)
    check("NVMe through udisks: 100 % used with the reliability bit is a caution, not bad",
          h.get("verdict") == "caution", h.get("reasons"))
    check("NVMe through udisks: sensors and limits", h.get("temperature_sensors_c") == [28, 37]
          and h.get("warning_temp_c") == 82, h)


def self_tests(calls):
    """Self-tests through udisks: ATA with udisks 2.9, NVMe with 2.10's
    NVMe.Controller; the helper and pkexec never start."""
    rc, out, err, started = run("selftest", "sda", "--short")
    check("selftest sda --short: udisks' Ata.SmartSelftestStart('short'), no helper, no password",
          rc == 0 and "Ata.SmartSelftestStart:short" in calls() and started == [] and "udisks2" in out,
          (rc, out, err, started, calls()))
    rc, out, err, started = run("selftest", "sda", "--status", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check("selftest --status: running with udisks' percent remaining",
          doc.get("running") is True and doc.get("remaining_percent") == 90, (rc, out, err))
    rc, out, err, started = run("selftest", "sda", "--conveyance", "--json")
    check("selftest sda --conveyance through udisks",
          rc == 0 and json.loads(out) == {"drive": "sda", "command": "conveyance", "via": "udisks2"}
          and "Ata.SmartSelftestStart:conveyance" in calls(), (rc, out, err))
    rc, out, err, started = run("selftest", "sda", "--abort")
    check("selftest sda --abort: Ata.SmartSelftestAbort", rc == 0 and "Ata.SmartSelftestAbort" in calls(),
          (rc, err, calls()))
    rc, out, err, started = run("selftest", "nvme0n1", "--extended", "--json")
    check("selftest nvme0n1 --extended: udisks 2.10's NVMe.Controller, no helper",
          rc == 0 and "NVMe.SmartSelftestStart:extended" in calls() and started == [], (rc, err, started))
    rc, out, err, started = run("selftest", "nvme0n1", "--conveyance")
    check("NVMe has no conveyance test: refused, exit 1, nothing started",
          rc == 1 and "conveyance" in err and started == [] and
          "NVMe.SmartSelftestStart:conveyance" not in calls(), (rc, err))
    rc, out, err, started = run("selftest", "sda")
    check("selftest without a command: usage error, exit 2", rc == 2 and "--short" in err, (rc, err))
    rc, out, err, started = run("selftest", "sda", "--short", "--abort")
    check("selftest with two commands: usage error, exit 2", rc == 2, (rc, err))


def nvme_self_test_helper(calls):
    """udisks 2.9 cannot: the NVMe test goes to the helper's self-test command."""
    if os.path.exists(helper_args):
        os.unlink(helper_args)
    rc, out, err, started = run("selftest", "nvme0n1", "--short")
    args = open(helper_args).read().split("\n") if os.path.exists(helper_args) else []
    check("udisks 2.9 and NVMe: the helper's 'self-test nvme0n1 short'",
          rc == 0 and started == ["helper"] and "self-test nvme0n1 short" in args and "helper" in out,
          (rc, out, err, args))


def refusing(calls):
    rc, out, err, started = run("health", "sda", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check("udisks refuses (NotAuthorized): asked, then the helper reads",
          "Ata.SmartGetAttributes" in calls() and rc == 0 and doc.get("source") == "helper"
          and started == ["helper"], (rc, err, started, calls()))


with_mock({"nvme_controller": False}, udisks_29)
with_mock({"nvme_controller": True}, udisks_210)
with_mock({"refuse": True}, refusing)
with_mock({"nvme_controller": True}, self_tests)
with_mock({"nvme_controller": False}, nvme_self_test_helper)

# The monitor, with no udisks on the bus: the first reading is kept, the
# next one compared with it (a drive with more pending sectors and a worse
# verdict); it never starts pkexec.
state = os.path.join(work, "monitor.json")
healthy = os.path.join(FIX, "health", "sata-ssd-devstats.json")
worse = os.path.join(FIX, "health", "hdd-realloc-pending.json")
rc, out, err, started = run("monitor", "--once", "--no-notify", "--json", "--state", state, "sda",
                            env_extra={"DS_FAKE_FIXTURE": healthy})
doc = json.loads(out) if rc == 0 else {}
first = (doc.get("drives") or [{}])[0]
check("monitor --once: the first reading is kept, nothing fired",
      rc == 0 and first.get("status") == "first_reading" and first.get("events") == [] and os.path.exists(state),
      (rc, out, err))
rc, out, err, started = run("monitor", "--once", "--no-notify", "--state", state, "sda",
                            env_extra={"DS_FAKE_FIXTURE": healthy})
check("monitor: the same reading again, nothing got worse", rc == 0 and "nothing got worse" in out, (rc, out, err))
# The same HDD kept earlier when it was good, with fewer bad sectors.
before = json.load(open(os.path.join(FIX, "health", "hdd-realloc-pending.expected.json")))["health"]
before.update(verdict="good", reallocated_sectors=40, pending_sectors=8, uncorrectable_sectors=2)
with open(state, "w") as f:
    json.dump({"ZFL0ABCD": {"drive": "sda", "taken": 0, "health": before}}, f)
rc, out, err, started = run("monitor", "--once", "--no-notify", "--json", "--state", state, "sda",
                            env_extra={"DS_FAKE_FIXTURE": worse})
doc = json.loads(out) if rc == 0 else {}
ids = [e["id"] for e in (doc.get("drives") or [{}])[0].get("events", [])]
check("monitor: worse verdict, more reallocated and uncorrectable sectors are said; pending unchanged is not",
      ids == ["verdict_worse", "reallocated_rising", "uncorrectable_rising"] and "pkexec" not in started,
      (rc, out, err))
kept = json.load(open(state)).get("ZFL0ABCD", {}).get("health", {})
check("monitor: the new reading replaces the kept one", kept.get("reallocated_sectors") == 48, kept)

rc, out, err, started = run("health", "sda", "--json")
check("no udisks on the bus: the helper reads", rc == 0 and json.loads(out).get("source") == "helper"
      and started == ["helper"], (rc, err, started))
rc, out, err, started = run("health", "sda", "--json",
                            env_extra={"DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/bus"})
check("no system bus at all: the helper reads", rc == 0 and json.loads(out).get("source") == "helper", err)

dbusmock.DBusTestCase.tearDownClass()
shutil.rmtree(work, ignore_errors=True)

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        print(f"#   {detail!r}"[:2000])
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
