#!/usr/bin/env python3
"""drivescope-cli monitor and what it shares with the window:

- the thresholds Preferences sets (GSettings keys, keyfile backend here)
  change what the monitor fires, and its options override them; a running
  monitor follows a key changed while it runs;
- a drive whose health needs administrator rights is skipped, never asked
  for, and listed in monitor-skipped.json in its state folder, which the
  window reads; a round that skips none empties the list.
TAP."""
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

CLI = os.environ["DS_CLI"]
FIX = os.environ["DS_FIXTURES"]
BUILD = os.environ["DS_BUILD_DIR"]
work = tempfile.mkdtemp(prefix="ds-monitor-")
results = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


helper = os.path.join(work, "helper")
with open(helper, "w") as f:
    f.write("#!/bin/sh\nexec cat %s\n" % os.path.join(FIX, "health", "sata-ssd-devstats.json"))
os.chmod(helper, 0o755)
config = os.path.join(work, "config")
keyfile = os.path.join(config, "glib-2.0", "settings", "keyfile")
os.makedirs(os.path.dirname(keyfile))
state = os.path.join(work, "state", "monitor.json")


def run(*args, env_extra=None, drop=False):
    env = dict(os.environ, DRIVESCOPE_HELPER=helper, LC_ALL="C.UTF-8",
               DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"),
               DRIVESCOPE_DB=os.path.join(work, "history.db"),
               GSETTINGS_BACKEND="keyfile", GSETTINGS_SCHEMA_DIR=os.path.join(BUILD, "data"),
               XDG_CONFIG_HOME=config, XDG_STATE_HOME=os.path.join(work, "xdg-state"))
    env.update(env_extra or {})
    for k in [k for k, v in env.items() if v is None]:
        del env[k]
    cmd = [CLI, "monitor", "--once", "--no-notify", "--json", *args]
    if drop:
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + cmd
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        doc = {}
    return p.returncode, doc, p.stderr


def events(doc):
    return [e["id"] for e in ((doc.get("drives") or [{}])[0].get("events") or [])]


def keys(**values):
    with open(keyfile, "w") as f:
        f.write("[io/github/drivescope/Drivescope]\n")
        for k, v in values.items():
            f.write("%s=%s\n" % (k.replace("_", "-"), v))


# The first reading sets the base; then the kept reading is made warmer-free
# and fuller of life than the fixture (97 % left, 33 °C) before each run.
keys()
rc, doc, err = run("--state", state, "sda")
check("monitor --once keeps the first reading", rc == 0 and os.path.exists(state), (rc, err))
base = json.load(open(state))


def rerun(*args):
    kept = json.loads(json.dumps(base))
    for entry in kept.values():
        entry["health"].update(life_left_percent=99, temperature_c=20)
    with open(state, "w") as f:
        json.dump(kept, f)
    return run("--state", state, *args, "sda")


rc, doc, err = rerun()
check("default thresholds: 99 -> 97 % life and 20 -> 33 °C fire nothing", rc == 0 and events(doc) == [], (doc, err))
keys(monitor_life_percent=98, monitor_temperature_c=30)
rc, doc, err = rerun()
check("the Preferences keys (life 98 %, 30 °C) make the same readings fire",
      rc == 0 and events(doc) == ["life_low", "too_hot"], (doc, err))
rc, doc, err = rerun("--life-percent", "50", "--temperature", "0")
check("--life-percent and --temperature override the keys", rc == 0 and events(doc) == [], (doc, err))
rc, doc, err = run("--state", state, "--temperature", "101", "sda")
check("--temperature above 100 exits 2", rc == 2, (rc, err))
keys()

# Running, it reads Preferences again when they change: the keys set after
# its first check decide its next one (a check a second).
env = dict(os.environ, DRIVESCOPE_HELPER=helper, LC_ALL="C.UTF-8",
           DRIVESCOPE_SYSROOT=os.path.join(FIX, "sysroot-desktop"), DRIVESCOPE_DB=os.path.join(work, "history.db"),
           GSETTINGS_BACKEND="keyfile", GSETTINGS_SCHEMA_DIR=os.path.join(BUILD, "data"),
           XDG_CONFIG_HOME=config, XDG_STATE_HOME=os.path.join(work, "xdg-state"))
live = subprocess.Popen([CLI, "monitor", "--no-notify", "--interval", "0.0003", "--state", state, "sda"],
                        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
seen = []
try:
    seen.append(live.stdout.readline())
    keys(monitor_life_percent=98)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        kept = json.loads(json.dumps(base))
        for entry in kept.values():
            entry["health"].update(life_left_percent=99)
        with open(state + ".new", "w") as f:
            json.dump(kept, f)
        os.replace(state + ".new", state)
        ready, _, _ = select.select([live.stdout], [], [], 0.1)
        if ready:
            line = live.stdout.readline()
            seen.append(line)
            if "life left fell" in line or not line:
                break
finally:
    live.kill()
    live.wait()
check("a running monitor takes a key changed in Preferences at its next check",
      any("life left fell to 97 % (threshold 98 %)" in line for line in seen), seen)
keys()

# Skipped: no udisks on the bus and the real helper, not as root.
skipped_dir = os.path.join(work, "skipped")
os.mkdir(skipped_dir)
os.chmod(work, 0o755)
os.chmod(skipped_dir, 0o777)
skipped_file = os.path.join(skipped_dir, "monitor-skipped.json")
drop = os.geteuid() == 0
if drop and shutil.which("setpriv") is None:
    results.append(("# SKIP running as root without setpriv: no way to be refused", True, ""))
else:
    rc, doc, err = run("--state", os.path.join(skipped_dir, "monitor.json"), "sda", "nvme0n1",
                       env_extra={"DRIVESCOPE_HELPER": None, "DRIVESCOPE_DB": os.path.join(skipped_dir, "h.db"),
                                  "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/ds-no-bus"},
                       drop=drop)
    statuses = [d.get("status") for d in doc.get("drives", [])]
    check("a drive that needs a password is skipped, not asked for",
          rc == 0 and statuses == ["needs_password", "needs_password"], (rc, doc, err))
    listed = json.load(open(skipped_file)) if os.path.exists(skipped_file) else {}
    check("the skipped drives are listed in the state folder for the window",
          listed.get("drives") == ["sda", "nvme0n1"] and listed.get("taken", 0) > 0, listed)
    rc, doc, err = run("--state", os.path.join(skipped_dir, "monitor.json"), "sda",
                       env_extra={"DRIVESCOPE_DB": os.path.join(skipped_dir, "h.db")}, drop=drop)
    listed = json.load(open(skipped_file)) if os.path.exists(skipped_file) else {}
    check("a round that reads every drive empties the list", rc == 0 and listed.get("drives") == [], (listed, err))

print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    if name.startswith("# SKIP"):
        print("ok %d %s" % (i, name))
        continue
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        for line in repr(detail)[:3000].splitlines():
            print("# " + line)
shutil.rmtree(work, ignore_errors=True)
