#!/usr/bin/env python3
"""The surface suite against the real udisksd (TAP; root only).

tests/test-suite-surface.py drives the suite against a mock udisks2; this
one runs Debian's /usr/libexec/udisks2/udisksd, unmodified, on a private
system bus, and reads a loop device over a 64 MiB file of random bytes:

- a private dbus-daemon (system-bus type and default policy as
  /usr/share/dbus-1/system.conf, plus the installed udisks2 and polkit
  bus policies) in a temporary directory; DBUS_SYSTEM_BUS_ADDRESS points
  there for every process the test starts;
- polkitd on that bus when it is installed (started as root, it changes
  to the user polkitd itself, as under its unit): udisks2 asks it for
  org.freedesktop.udisks2.open-device, and polkit authorises uid 0
  without asking. Without polkitd udisks authorises uid 0 itself
  (udisks_daemon_util_check_authorization_sync falls back to
  check_authorization_no_polkit when the authority does not answer) and
  refuses every other uid, which the test then says in a comment;
- udisksd lists only block devices udev has initialised (a database entry
  in /run/udev/data), and learns of new ones from udev's netlink
  messages, so with no udev running it lists none and LoopSetup never
  returns. The test runs in a mount namespace of its own (unshare) with a
  tmpfs over /run and only udisks2's own rules (80-udisks2.rules) in the
  rules directories, and starts systemd-udevd there: it sees every
  kernel event of the machine but has no rule that probes, links or
  watches a device, its database lives in the private /run, and the one
  thing it makes outside, a /dev/block (or /dev/char) MAJ:MIN link per
  device it handles, is removed at teardown; one run at a time (a lock
  on udisksd's binary). Where the machine runs udev (/run/udev/control),
  no private udevd starts: the private /run gets the machine's /run/udev
  bound into it and the machine's rules apply;
- the loop device is made by udisks2 itself (Manager.LoopSetup on the
  file, writable, so a write by Drivescope would show in the file's hash)
  with Loop.SetAutoclear, and the test holds it open: the kernel detaches
  it when the test dies however it dies.

Checks: udisks2 lists the loop device with its backing file and size;
`suite surface --drive loopN --samples 16 --json --no-save` (a full pass
at this size) and a sampled run (--size 1M) complete with the positions
spanning the device, the bytes read, direct I/O, read-only, device_source
udisks2; the file is unchanged; on the bus (a monitor connection) the CLI
called udisks2 only for GetManagedObjects and OpenForBenchmark with
{"writable": false}, and udisks2 asked polkit for the open-device
action; as uid 65534 the run is refused with the message for the real
udisks2's answer (polkit: no authentication agent) and nothing read; with
udisksd stopped, the suite's first call has dbus-daemon start it (a copy
of its installed service file in the bus's service directory) and the
run completes; with
an MBR on the file (sfdisk), udisks2 lists loopNp1 and the suite named
it reads the whole loopN (skipped where the kernel makes no partitions
of a loop device). Teardown always: Loop.Delete through udisks2 (losetup -d of this file's loop as the
fallback), every daemon stopped, the /dev/block links the private udevd
made removed (and /var/lib/udisks2 where udisksd made it), the temporary
directory removed; checked too.

Skips (with the reason) when not root, when udisksd, systemd-udevd,
dbus-daemon, losetup, unshare or python3-gi is missing, when no mount
namespace can be made, or when a daemon does not come up on the private
bus.
"""
import ctypes
import fcntl
import hashlib
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback

MIB = 1 << 20
SIZE = 64 * MIB
NS_MARK = "DS_UDISKS_NAMESPACE"


def plan_skip(reason):
    print("1..0 # SKIP " + reason)
    sys.exit(0)


def first(*paths):
    return next((p for p in paths if os.access(p, os.X_OK)), None)


UDISKSD = first("/usr/libexec/udisks2/udisksd", "/usr/lib/udisks2/udisksd")
UDEVD = first("/usr/lib/systemd/systemd-udevd", "/lib/systemd/systemd-udevd")
POLKITD = first("/usr/lib/polkit-1/polkitd", "/usr/libexec/polkitd")
UDISKS_SERVICE = "/usr/share/dbus-1/system-services/org.freedesktop.UDisks2.service"
UDISKS_RULES = next((p for p in ("/usr/lib/udev/rules.d/80-udisks2.rules", "/lib/udev/rules.d/80-udisks2.rules")
                     if os.path.exists(p)), None)

if os.environ.get(NS_MARK) != "1":
    if os.geteuid() != 0:
        plan_skip("needs root: udisksd, udevd and a loop device (run as root to test the real udisks2)")
    if UDISKSD is None or not os.path.exists(UDISKS_SERVICE):
        plan_skip("udisksd or its D-Bus service file is not installed (apt install udisks2)")
    if UDEVD is None or UDISKS_RULES is None:
        plan_skip("systemd-udevd or udisks2's udev rules are missing (apt install udev udisks2)")
    for tool in ("dbus-daemon", "losetup", "unshare", "mount"):
        if shutil.which(tool) is None:
            plan_skip(tool + " is not installed")
    # python3-gi for the D-Bus calls with descriptors; meson may have found
    # another python3 than the system one that has it.
    python = sys.executable
    if importlib.util.find_spec("gi") is None:
        python = "/usr/bin/python3"
        if subprocess.run([python, "-c", "import gi"], capture_output=True).returncode != 0:
            plan_skip("python3-gi is not installed (apt install python3-gi)")
    # A mount namespace of our own: the tmpfs over /run and the rules
    # directories are seen by this test's processes only, and vanish with
    # the last of them.
    probe = subprocess.run(["unshare", "--mount", "--propagation", "private", "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        plan_skip("no mount namespace for the private udevd: unshare: " + probe.stderr.strip())
    # One run at a time on the machine (from any checkout): a second
    # private udevd would make /dev/block links of the first's devices
    # after its teardown. The lock is on udisksd's binary, so no lock file
    # is left; udisksd itself takes none. Held through the exec.
    lock = os.open(UDISKSD, os.O_RDONLY)
    end = time.monotonic() + 90
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            if time.monotonic() > end:
                plan_skip("another run of this test (from another checkout) held %s for 90 s" % UDISKSD)
            time.sleep(0.5)
    os.set_inheritable(lock, True)
    os.environ[NS_MARK] = "1"
    try:
        os.execvp("unshare", ["unshare", "--mount", "--propagation", "private", python] + sys.argv)
    except OSError as e:
        plan_skip("unshare failed: %s" % e)

import gi  # noqa: E402

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

CLI = os.environ["DS_CLI"]
libc = ctypes.CDLL(None, use_errno=True)
PR_SET_PDEATHSIG = 1
results = []
comments = []


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def skip(name, reason):
    results.append((name, None, reason))


class Stop(Exception):
    """Ends the checks early; teardown still runs, then the TAP plan."""


class Skip(Exception):
    pass


def on_term(signum, frame):
    raise SystemExit(128 + signum)


signal.signal(signal.SIGTERM, on_term)
signal.signal(signal.SIGHUP, on_term)


def die_with_parent():
    """preexec_fn: the daemon gets SIGTERM when this test dies, however it
    dies. (polkitd drops it when it changes user; it exits anyway when it
    loses its bus name, as udisksd does, and the bus dies with the test.)"""
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


work = tempfile.mkdtemp(prefix="ds-udisks-")
os.chmod(work, 0o755)       # polkitd (not root) reaches the bus socket in it
disk = os.path.join(work, "disk.img")
log_dir = os.path.join(work, "logs")
os.makedirs(log_dir)
bus_socket = os.path.join(work, "system_bus_socket")
address = "unix:path=" + bus_socket
os.environ["DBUS_SYSTEM_BUS_ADDRESS"] = address
procs = {}                   # name -> Popen, in start order
# Where the machine runs udev, udisksd uses it and no private udevd starts.
machine_udev = os.path.exists("/run/udev/control")
dev_links_before = {d: set(os.listdir(d)) if os.path.isdir(d) else None for d in ("/dev/block", "/dev/char")}
# udisksd makes its state directory when it is missing (not the package)
state_dir_before = os.path.isdir("/var/lib/udisks2")
loop = {"path": None, "object": None, "fd": -1, "name": None}
udisks_names = []            # the unique names udisksd had on the bus
activated = []               # the pid of the udisksd dbus-daemon started
bus = None
monitor = None
seen = []                    # (sender, destination, interface, member, path, body) of method calls
seen_lock = threading.Lock()

BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <!-- /usr/share/dbus-1/system.conf without the user switch, the fork, the
       activation helper, the pid file and syslog; listening in {work} -->
  <type>system</type>
  <auth>EXTERNAL</auth>
  <listen>{address}</listen>
  <policy context="default">
    <allow user="*"/>
    <deny own="*"/>
    <deny send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Introspectable"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Properties"/>
    <deny send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"
          send_member="UpdateActivationEnvironment"/>
  </policy>
  <policy user="root">
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Monitoring"/>
  </policy>
  <!-- the installed services' own policies -->
  <includedir>/usr/share/dbus-1/system.d</includedir>
  <!-- a copy of udisks2's installed service file: activation without systemd -->
  <servicedir>{work}/services</servicedir>
</busconfig>
"""


def start(name, argv):
    out = open(os.path.join(log_dir, name + ".log"), "wb")
    # The daemons as their units run them: not under the tests'
    # G_DEBUG=fatal-warnings (udisksd warns of libblockdev plugins it lacks).
    env = {k: v for k, v in os.environ.items() if k not in ("G_DEBUG", NS_MARK)}
    procs[name] = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   preexec_fn=die_with_parent, env=env)
    out.close()
    return procs[name]


def exited():
    """Which daemons have exited, and how, with the end of their log."""
    return "; ".join("%s exited with %s: %s" % (n, p.returncode, log_tail(n, 4))
                     for n, p in procs.items() if p.poll() is not None)


def log_tail(name, n=15):
    try:
        with open(os.path.join(log_dir, name + ".log"), errors="replace") as f:
            return " | ".join(f.read().splitlines()[-n:])
    except OSError:
        return ""


def call(obj, iface, method, args=None, reply=None, fds=None, timeout=30000):
    """A method call on udisks2; returns (unpacked reply, out fd list)."""
    r, out = bus.call_with_unix_fd_list_sync("org.freedesktop.UDisks2", obj, iface, method, args,
                                             GLib.VariantType(reply) if reply else None,
                                             Gio.DBusCallFlags.NONE, timeout, fds, None)
    return r.unpack() if r is not None else None, out


def wait_for_name(name, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        r = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                          GLib.Variant("(s)", (name,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None)
        if r.unpack()[0]:
            return True
        if any(p.poll() is not None for p in procs.values()):
            return False            # the caller says who
        time.sleep(0.1)
    return False


def on_message(connection, message, incoming, user_data):
    if incoming and message.get_message_type() == Gio.DBusMessageType.METHOD_CALL:
        body = message.get_body()
        try:
            unpacked = body.unpack() if body is not None else ()
        except Exception as e:   # a descriptor handle or such: keep the call, not its body
            unpacked = repr(e)
        with seen_lock:
            seen.append((message.get_sender(), message.get_destination(), message.get_interface(),
                         message.get_member(), message.get_path(), unpacked))
        return None              # a monitor only watches: never dispatch, never answer
    return message


def start_monitor():
    conn = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    conn.add_filter(on_message, None)
    conn.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.Monitoring",
                   "BecomeMonitor", GLib.Variant("(asu)", ([], 0)), None, Gio.DBusCallFlags.NONE, 5000, None)
    return conn


def name_owner(name):
    r = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetNameOwner",
                      GLib.Variant("(s)", (name,)), GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
    return r.unpack()[0]


def digest():
    with open(disk, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def loops_of(path):
    """The loop devices whose backing file is @path (from sysfs)."""
    found = []
    for name in os.listdir("/sys/block"):
        try:
            with open("/sys/block/%s/loop/backing_file" % name) as f:
                backing = f.read().strip()
        except OSError:
            continue
        if backing == path or backing == path + " (deleted)":
            found.append(name)
    return found


def run_cli(*args, user=None):
    env = dict(os.environ, LC_ALL="C.UTF-8", DBUS_SYSTEM_BUS_ADDRESS=address)
    env.pop(NS_MARK, None)
    kw = {}
    if user is not None:
        # a home of its own: the build's test-home is root's
        home = os.path.join(work, "home-" + str(user))
        for sub in ("", "data", "config", "cache"):
            os.makedirs(os.path.join(home, sub), exist_ok=True)
            os.chown(os.path.join(home, sub), user, user)
        env.update(HOME=home, XDG_DATA_HOME=home + "/data", XDG_CONFIG_HOME=home + "/config",
                   XDG_CACHE_HOME=home + "/cache")
        kw = dict(user=user, group=user, extra_groups=[])
    p = subprocess.run([CLI, *args], env=env, capture_output=True, text=True, timeout=120, **kw)
    return p.returncode, p.stdout, p.stderr


def setup():
    global bus, monitor
    with open(disk, "wb") as f:
        data = bytearray(os.urandom(SIZE))
        data[510:512] = b"\0\0"      # no stray MBR signature where sfdisk is missing
        f.write(data)
    # Only this test's processes see these mounts (the mount namespace): a
    # /run of its own, so that this udisksd's state (/run/udisks2) is not
    # the machine's udisksd's, with the machine's /run/udev in it if udev
    # runs here.
    real_udev = os.path.join(work, "machine-udev")
    if machine_udev:
        os.makedirs(real_udev)
        subprocess.run(["mount", "--bind", "/run/udev", real_udev], check=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "mode=0755", "ds-udisks-run", "/run"],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        raise Skip("no tmpfs over /run in the test's mount namespace: " + mounted.stderr.strip())
    if machine_udev:
        os.makedirs("/run/udev")
        subprocess.run(["mount", "--move", real_udev, "/run/udev"], check=True)
    rules = os.path.join(work, "rules")
    empty = os.path.join(work, "empty")
    os.makedirs(rules)
    os.makedirs(empty)
    shutil.copy(UDISKS_RULES, rules)
    # The private udevd reads these (/lib is /usr/lib on a merged /usr):
    # udisks2's rules where the packages' are, none where the
    # administrator's are.
    system_rules = os.path.realpath(os.path.dirname(UDISKS_RULES))
    done = set()
    for d in (system_rules, "/lib/udev/rules.d", "/etc/udev/rules.d", "/usr/local/lib/udev/rules.d"):
        real = os.path.realpath(d)
        if not machine_udev and os.path.isdir(real) and real not in done:
            done.add(real)
            subprocess.run(["mount", "--bind", rules if real == system_rules else empty, real], check=True)
    os.makedirs(os.path.join(work, "services"))
    shutil.copy(UDISKS_SERVICE, os.path.join(work, "services"))
    with open(os.path.join(work, "bus.conf"), "w") as f:
        f.write(BUS_CONFIG.format(work=work, address=address))

    start("dbus-daemon", ["dbus-daemon", "--config-file=" + os.path.join(work, "bus.conf"), "--nofork"])
    end = time.monotonic() + 10
    while not os.path.exists(bus_socket) and time.monotonic() < end and procs["dbus-daemon"].poll() is None:
        time.sleep(0.05)
    if not os.path.exists(bus_socket):
        raise Skip("the private dbus-daemon did not start: " + log_tail("dbus-daemon"))
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    monitor = start_monitor()
    if not machine_udev:
        start("udevd", [UDEVD, "--debug", "--resolve-names=never"])
        end = time.monotonic() + 10
        while not os.path.exists("/run/udev/control") and time.monotonic() < end and procs["udevd"].poll() is None:
            time.sleep(0.05)
        if not os.path.exists("/run/udev/control"):
            raise Skip("systemd-udevd did not start in the test's namespace: " + log_tail("udevd"))
    if POLKITD is not None:
        start("polkitd", [POLKITD])
        if not wait_for_name("org.freedesktop.PolicyKit1", 15):
            raise Skip("polkitd did not come up on the private bus: " + (exited() or log_tail("polkitd")))
    if "polkitd" not in procs:
        comments.append("polkitd is not installed: udisks2 authorises uid 0 itself")
    start("udisksd", [UDISKSD, "--no-sigint", "--debug"])
    if not wait_for_name("org.freedesktop.UDisks2", 30):
        raise Skip("udisksd did not come up on the private bus: " + (exited() or log_tail("udisksd")))


def checks():
    version = bus.call_sync("org.freedesktop.UDisks2", "/org/freedesktop/UDisks2/Manager",
                            "org.freedesktop.DBus.Properties", "Get",
                            GLib.Variant("(ss)", ("org.freedesktop.UDisks2.Manager", "Version")),
                            GLib.VariantType("(v)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    comments.append("udisksd %s at %s, udevd %s, polkitd %s" % (version, UDISKSD,
                                                                "of the machine" if machine_udev else UDEVD,
                                                                POLKITD if "polkitd" in procs else "none"))
    # An MBR with one partition over the random bytes (sfdisk writes only
    # the first sector of the file), so that udisks2 has a Partition too.
    partitioned = shutil.which("sfdisk") is not None and subprocess.run(
        ["sfdisk", "--quiet", "--no-reread", "--no-tell-kernel", disk], input="start=2048, size=65536, type=83\n",
        capture_output=True, text=True).returncode == 0
    before = digest()
    # udisks2 makes the loop device (writable, as a drive is): the most
    # real path, and udisks2 then knows it through udev as any drive.
    fd = os.open(disk, os.O_RDWR | os.O_CLOEXEC)
    fds = Gio.UnixFDList.new()
    try:
        fds.append(fd)               # a copy: the list closes its own
        (obj,), _ = call("/org/freedesktop/UDisks2/Manager", "org.freedesktop.UDisks2.Manager", "LoopSetup",
                         GLib.Variant("(ha{sv})", (0, {})), "(o)", fds)
    except GLib.Error as e:
        check("udisks2 sets up a loop device over the file (Manager.LoopSetup)", False, e.message)
        raise Stop()
    finally:
        os.close(fd)
    loop["object"] = obj
    (props,), _ = call(obj, "org.freedesktop.DBus.Properties", "GetAll",
                       GLib.Variant("(s)", ("org.freedesktop.UDisks2.Block",)), "(a{sv})")
    device = bytes(props.get("Device", b"")).rstrip(b"\0").decode()
    loop["path"] = device
    loop["name"] = os.path.basename(device)
    # Held open, with autoclear: the kernel detaches the device at our last
    # close, however this test ends.
    loop["fd"] = os.open(device, os.O_RDONLY | os.O_CLOEXEC) if device.startswith("/dev/loop") else -1
    call(obj, "org.freedesktop.UDisks2.Loop", "SetAutoclear", GLib.Variant("(ba{sv})", (True, {})))
    (loop_props,), _ = call(obj, "org.freedesktop.DBus.Properties", "GetAll",
                            GLib.Variant("(s)", ("org.freedesktop.UDisks2.Loop",)), "(a{sv})")
    backing = bytes(loop_props.get("BackingFile", b"")).rstrip(b"\0").decode()
    check("udisks2 lists the loop device it made: a Block of the file's size, backed by the file, autoclear",
          device.startswith("/dev/loop") and props.get("Size") == SIZE and backing == disk
          and loop_props.get("Autoclear") is True and loops_of(disk) == [loop["name"]],
          (device, props.get("Size"), backing, loop_props.get("Autoclear"), loops_of(disk)))
    if not device.startswith("/dev/loop"):
        raise Stop()
    (objects,), _ = call("/org/freedesktop/UDisks2", "org.freedesktop.DBus.ObjectManager", "GetManagedObjects",
                         None, "(a{oa{sa{sv}}})")
    check("GetManagedObjects has it as a whole device (no Partition)",
          obj in objects and "org.freedesktop.UDisks2.Block" in objects[obj]
          and "org.freedesktop.UDisks2.Partition" not in objects[obj], sorted(objects))
    # The partition the table on the file describes, once udev and udisks2
    # have seen the kernel's event for it.
    partition = None
    kernel_part = "/sys/block/%s/%sp1" % (loop["name"], loop["name"])
    end = time.monotonic() + 3
    while partitioned and not os.path.exists(kernel_part) and time.monotonic() < end:
        time.sleep(0.1)
    scanned = partitioned and os.path.exists(kernel_part)
    end = time.monotonic() + (15 if scanned else 0)
    while scanned and partition is None and time.monotonic() < end:
        (objects,), _ = call("/org/freedesktop/UDisks2", "org.freedesktop.DBus.ObjectManager", "GetManagedObjects",
                             None, "(a{oa{sa{sv}}})")
        for path, ifaces in objects.items():
            part = ifaces.get("org.freedesktop.UDisks2.Partition")
            if part is not None and part.get("Table") == obj:
                partition = os.path.basename(bytes(ifaces["org.freedesktop.UDisks2.Block"]["Device"])
                                             .rstrip(b"\0").decode())
        if partition is None:
            time.sleep(0.2)
    part_checks = ("udisks2 lists the partition of the file's table",
                   "a partition named: the whole drive is read, and the CLI says so",
                   "the file is unchanged after the partition's run")
    if scanned:
        check(part_checks[0], partition == loop["name"] + "p1", partition)
    else:
        why = ("sfdisk is not installed" if not partitioned else
               "the kernel (%s) made no partition of the MBR on %s (no msdos partition support?)"
               % (os.uname().release, loop["name"]))
        for name in part_checks:
            skip(name, why)
    udisks_names.append(name_owner("org.freedesktop.UDisks2"))
    with seen_lock:
        seen.clear()

    name = loop["name"]
    rc, out, err = run_cli("suite", "surface", "--drive", name, "--samples", "16", "--json", "--no-save")
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    check("suite surface --drive %s --samples 16 --json --no-save: exit 0, suite surface completed" % name,
          rc == 0 and (doc.get("kind"), doc.get("suite"), doc.get("status")) == ("suite", "surface", "completed"),
          (rc, err))
    st = (doc.get("steps") or [{}])[0]
    samples = st.get("samples") or []
    positions = [p for p, _ in samples]
    # 16 samples of 8 MiB would cover 64 MiB twice over: a full pass in 16
    # contiguous spans of 4 MiB, the last ending at the device's end.
    check("16 contiguous spans from the first byte to the device's end, a full pass",
          positions == [4 * MIB * (i + 1) for i in range(16)]
          and (doc.get("settings") or {}).get("full_pass") is True, positions)
    check("every byte of the device read once, in whole 1 MiB blocks, every span a positive MB/s",
          st.get("bytes") == SIZE and st.get("ios") == 64 and st.get("mode") == "read"
          and st.get("read_percent") == 100 and len(samples) == 16 and all(m > 0 for _, m in samples),
          (st.get("bytes"), st.get("ios"), samples[:3]))
    c = doc.get("conditions") or {}
    check("conditions: the device, its size, from udisks2, read-only",
          (c.get("device"), c.get("device_bytes"), c.get("device_source"), c.get("read_only"))
          == (loop["path"], SIZE, "udisks2", True), c)
    # udisks2 opens with O_DIRECT | O_SYNC and a loop device takes it.
    check("conditions: direct I/O (udisks2 opened the device O_DIRECT), the step not cached",
          c.get("direct_io") is True and st.get("cached") is False and c.get("cached_reason") is None,
          (c.get("direct_io"), st.get("cached"), c.get("cached_reason")))
    check("the file is unchanged after the full pass", digest() == before)

    rc, out, err = run_cli("suite", "surface", "--drive", name, "--samples", "16", "--size", "1M",
                           "--blocks", "256K", "--qd", "2", "--json", "--no-save")
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    st = (doc.get("steps") or [{}])[0]
    positions = [p for p, _ in st.get("samples") or []]
    want = [(63 * MIB * i // 15) // (256 * 1024) * (256 * 1024) + MIB for i in range(16)]
    check("sampled run (--size 1M): completed, 16 evenly spaced positions ending at the device's end, 16 MiB read",
          rc == 0 and doc.get("status") == "completed" and positions == want and positions[-1] == SIZE
          and st.get("bytes") == 16 * MIB and st.get("ios") == 64, (rc, positions, st.get("bytes"), err))
    c = doc.get("conditions") or {}
    check("sampled run: read-only, direct I/O, through udisks2",
          c.get("read_only") is True and c.get("direct_io") is True and c.get("device_source") == "udisks2", c)
    check("the file is unchanged after the sampled run", digest() == before)

    if partition is not None:
        rc, out, err = run_cli("suite", "surface", "--drive", partition, "--samples", "2", "--size", "1M",
                               "--json", "--no-save")
        doc = json.loads(out) if rc == 0 and out.strip() else {}
        check(part_checks[1] + " (%s: %s)" % (partition, name),
              rc == 0 and "reading the whole drive %s" % name in err
              and (doc.get("conditions") or {}).get("device") == loop["path"]
              and ((doc.get("steps") or [{}])[0].get("samples") or [[0]])[-1][0] == SIZE, (rc, err))
        check(part_checks[2], digest() == before)

    # Not root: udisks2 asks polkit, which wants an administrator's password
    # and has no agent to ask it with (without polkitd udisks2 refuses
    # every uid but 0 itself).
    # (A build in a folder other users cannot enter, as mktemp -d makes, has
    # no program uid 65534 may run.)
    words = ["no authentication agent", "pkttyagent"] if "polkitd" in procs else ["did not allow", "uid 0"]
    name_65534 = ("as uid 65534: refused by the real udisks2 with the message for it (%s), exit 1, nothing printed"
                  % ", ".join(words))
    parts = os.path.abspath(CLI).split(os.sep)
    reachable = all(os.stat(os.sep.join(parts[:i]) or os.sep).st_mode & 0o001 for i in range(1, len(parts)))
    if not reachable:
        skip(name_65534, "the build is in a folder uid 65534 cannot enter (%s)" % os.path.dirname(CLI))
        skip("the file is unchanged after the refusal", "no refusal was asked for")
    else:
        rc, out, err = run_cli("suite", "surface", "--drive", name, "--samples", "2", "--size", "1M", "--json",
                               "--no-save", user=65534)
        check(name_65534, rc == 1 and all(w in err for w in words) and out == "", (rc, out, err))
        check("the file is unchanged after the refusal", digest() == before)

    # udisks2 not running but activatable, as on a desktop before anything
    # asked for it: the suite's first call has dbus-daemon start it (from
    # a copy of the installed service file) and waits for it.
    stop("udisksd", procs["udisksd"])
    rc, out, err = run_cli("suite", "surface", "--drive", name, "--samples", "4", "--size", "1M", "--json",
                           "--no-save")
    doc = json.loads(out) if rc == 0 and out.strip() else {}
    try:
        owner = name_owner("org.freedesktop.UDisks2")
        activated_pid = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                      "GetConnectionUnixProcessID", GLib.Variant("(s)", (owner,)),
                                      GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        udisks_names.append(owner)
        activated.append(activated_pid)
    except GLib.Error as e:
        activated_pid = e.message
    check("udisksd stopped: the suite has dbus-daemon start it from its service file and completes",
          rc == 0 and doc.get("status") == "completed" and isinstance(activated_pid, int)
          and activated_pid != procs["udisksd"].pid
          and ((doc.get("steps") or [{}])[0].get("samples") or [[0]])[-1][0] == SIZE, (rc, err, activated_pid))
    check("the file is unchanged after the run that started udisksd", digest() == before)

    runs = 5 if partition is not None else 4   # the suite runs that asked for the device
    time.sleep(0.3)              # the monitor's last messages
    with seen_lock:
        calls = list(seen)
    ours = bus.get_unique_name()
    to_udisks = [(i, m, b) for s, d, i, m, p, b in calls
                 if s != ours and s not in udisks_names and d in ["org.freedesktop.UDisks2"] + udisks_names]
    benchmark = [b for i, m, b in to_udisks if m == "OpenForBenchmark"]
    others = sorted({"%s.%s" % (i, m) for i, m, b in to_udisks if m != "OpenForBenchmark"})
    check("on the bus: the CLI opened the device only with OpenForBenchmark {'writable': False}, once per run",
          len(benchmark) == runs and all(b == ({"writable": False},) for b in benchmark), benchmark)
    check("on the bus: otherwise the CLI only listed udisks2's objects (nothing that could write)",
          others == ["org.freedesktop.DBus.ObjectManager.GetManagedObjects"], others)
    if "polkitd" in procs:
        asked = [b for s, d, i, m, p, b in calls
                 if s in udisks_names and i == "org.freedesktop.PolicyKit1.Authority" and m == "CheckAuthorization"]
        actions = sorted({b[1] for b in asked if isinstance(b, tuple) and len(b) > 1})
        check("udisks2 asked polkit for the open-device action for each OpenForBenchmark",
              len(asked) == runs and actions and all(a in ("org.freedesktop.udisks2.open-device",
                                                         "org.freedesktop.udisks2.open-device-system")
                                                  for a in actions), (len(asked), actions))


def udisks_running():
    try:
        return bool(bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "NameHasOwner", GLib.Variant("(s)", ("org.freedesktop.UDisks2",)),
                                  GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0])
    except GLib.Error:
        return False


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


def stop(name, p):
    if p.poll() is None:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def teardown():
    """Runs whatever happened before; its checks join the plan when the
    checks before ran."""
    global monitor
    deleted = None
    if loop["object"] is not None and bus is not None and udisks_running():
        try:
            call(loop["object"], "org.freedesktop.UDisks2.Loop", "Delete", GLib.Variant("(a{sv})", ({},)))
            deleted = True
        except GLib.Error as e:
            deleted = e.message
    if loop["fd"] >= 0:
        os.close(loop["fd"])
        loop["fd"] = -1
    end = time.monotonic() + 10
    while loops_of(disk) and time.monotonic() < end:
        time.sleep(0.1)
    for name in loops_of(disk):           # only a loop device of this test's file
        subprocess.run(["losetup", "-d", "/dev/" + name], capture_output=True)
    if monitor is not None:
        monitor.close_sync(None)
        monitor = None
    for name, p in reversed(list(procs.items())):
        stop(name, p)
    # the udisksd dbus-daemon started exits with its bus; else it is ours to end
    end = time.monotonic() + 10
    while any(alive(pid) for pid in activated) and time.monotonic() < end:
        time.sleep(0.1)
    for pid in activated:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)
    # The private udevd's /dev/{block,char}/MAJ:MIN links (devtmpfs is
    # shared), for this test's device and any other event it handled.
    for d, before in dev_links_before.items():
        if machine_udev or not os.path.isdir(d):   # the machine's udevd keeps its own
            continue
        for link in os.listdir(d):
            if before is None or link not in before:
                try:
                    if os.path.islink(os.path.join(d, link)):
                        os.unlink(os.path.join(d, link))
                except OSError:
                    pass
        if before is None:
            try:
                os.rmdir(d)
            except OSError:
                pass
    if not state_dir_before:
        try:
            os.rmdir("/var/lib/udisks2")    # only while empty: nothing of anyone else's
        except OSError:
            pass
    left = loops_of(disk)
    shutil.rmtree(work, ignore_errors=True)
    return deleted, left


skip_reason = None
deleted = left = None
try:
    try:
        setup()
        checks()
    except Skip as e:
        skip_reason = str(e)
    except Stop:
        pass
    except Exception:
        check("the test runs to its end", False, traceback.format_exc())
finally:
    # Teardown runs to its end: a second SIGTERM (meson's timeout) waits.
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    logs = {name: log_tail(name, 8) for name in procs}
    deleted, left = teardown()

if skip_reason is not None and not results:
    plan_skip(skip_reason)
if loop["object"] is not None:
    check("teardown: udisks2 deleted the loop device (Loop.Delete) and the file has no loop device left",
          deleted is True and left == [], (deleted, left))
check("teardown: udisksd (both), polkitd, udevd and dbus-daemon stopped",
      all(p.poll() is not None for p in procs.values()) and not any(alive(pid) for pid in activated),
      ({n: p.poll() for n, p in procs.items()}, activated))
check("teardown: the temporary directory is gone", not os.path.exists(work))
links_left = {d: sorted(set(os.listdir(d)) - (before or set())) if os.path.isdir(d) else None
              for d, before in dev_links_before.items()}
check("teardown: no /var/lib/udisks2 left that was not there before" if machine_udev else
      "teardown: no /dev/block or /dev/char link and no /var/lib/udisks2 left that were not there before",
      (machine_udev or all(links_left[d] in ([], None) and (dev_links_before[d] is not None or links_left[d] is None)
          for d in links_left))
      and (state_dir_before or not os.path.exists("/var/lib/udisks2")), (links_left, state_dir_before))

print(f"1..{len(results)}")
for line in comments:
    print("# " + line)
failed = False
for i, (name, ok, detail) in enumerate(results, 1):
    if ok is None:
        print(f"ok {i} - {name} # SKIP {detail}")
        continue
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed = True
        print(f"#   {detail!r}"[:2000])
if failed:
    for name, tail in logs.items():
        print(f"# {name}: {tail}"[:2000])
sys.exit(1 if failed else 0)
