#!/usr/bin/env python3
# ds-vm.py — test the real kernel paths in a QEMU virtual machine.
#
# Boots the host's Debian kernel under TCG with a small initramfs (busybox,
# the built drivescope-cli and drivescope-helper with their libraries, the
# storage modules), an emulated NVMe controller, an AHCI SATA disk and, for
# the benchmark, two QEMU-throttled virtio disks; runs the guest side of each
# check group (guest-checks.sh) and judges the output with ds_vm_checks.py,
# printing TAP. See docs/readme/vm.md.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import base64
import glob
import gzip
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # nothing written into the source tree

from ds_vm_checks import (BURST_LIMIT, CHECKS, NVME_IMAGE_BYTES, NVME_SERIAL,  # noqa: E402
                          RAID_CHUNK_BYTES, RAID_MEMBER_BYTES, RAID_SERIALS,
                          SATA_IMAGE_BYTES, SATA_MODEL, SATA_SERIAL, THROTTLE_BPS,
                          THROTTLE_IOPS, THROTTLE_IMAGE_BYTES, Tap)

# Storage modules the guest needs; their dependencies are found with modinfo.
BASE_MODULES = ['nvme', 'ahci', 'sd_mod']
EXT4_MODULES = ['ext4']
VIRTIO_MODULES = ['virtio_pci', 'virtio_blk']
RAID_MODULES = ['md_mod', 'raid0']
# The verify group's fake drives: device-mapper targets over a loop device
# on the guest's tmpfs, with a FAT filesystem on them.
DM_MODULES = ['loop', 'dm-mod', 'dm-zero', 'dm-flakey', 'vfat', 'nls_cp437', 'nls_ascii']
# Soft dependencies ("pre: crct10dif") name crypto algorithms; these are the
# generic providers (the accelerated ones need CPU features TCG lacks).
SOFTDEP_PROVIDERS = {
    'crct10dif': 'crct10dif_generic',
    'crc32c': 'crc32c_generic',
    'crypto-crc32c': 'crc32c_generic',
    'crc64': 'crc64',
}
EXTRA_PROVIDERS = {'crc64-rocksoft': ['crc64_rocksoft_generic']}


class Group:
    def __init__(self, name, budget, ext4=False, helper=False, throttled=False, burst=False, raid=False,
                 dm=False):
        self.name = name
        self.dm = dm                # device-mapper modules and dmsetup in the guest
        self.budget = budget        # seconds of guest time, generous for TCG
        self.ext4 = ext4
        self.helper = helper
        self.throttled = throttled
        self.burst = burst          # two more virtio disks that burst, then throttle
        self.raid = raid            # two more throttled virtio disks, an md RAID 0


GROUPS = {
    'devices': Group('devices', 5),
    'list': Group('list', 10, ext4=True, throttled=True),
    'health': Group('health', 60, ext4=True, helper=True),
    'bench': Group('bench', 90, ext4=True, throttled=True),
    'suite': Group('suite', 240, ext4=True, throttled=True),
    'thermal': Group('thermal', 75, ext4=True),
    'run': Group('run', 300, ext4=True, throttled=True),
    'steady': Group('steady', 60, ext4=True, throttled=True, burst=True),
    'raid': Group('raid', 45, ext4=True, throttled=True, raid=True),
    'verify': Group('verify', 30, dm=True),
}
BOOT_BUDGET = 60
# No single guest command runs longer than this without output on the data
# channel (the thermal run is the longest: 20 s plus its cool-down).
IDLE_LIMIT = 120


class Skip(Exception):
    pass


# --- initramfs ---------------------------------------------------------------

class Cpio:
    """A newc archive written directly, so device nodes need no root."""

    def __init__(self):
        self.entries = {}

    def _parents(self, path):
        parts = path.split('/')[:-1]
        for i in range(1, len(parts) + 1):
            d = '/'.join(parts[:i])
            if d and d not in self.entries:
                self.entries[d] = (0o040755, b'', 0, 0)

    def add_dir(self, path):
        path = path.strip('/')
        self._parents(path)
        self.entries.setdefault(path, (0o040755, b'', 0, 0))

    def add_file(self, path, data, mode=0o644):
        path = path.strip('/')
        self._parents(path)
        self.entries[path] = (0o100000 | mode, data, 0, 0)

    def add_host_file(self, path, host_path, mode=None):
        with open(host_path, 'rb') as f:
            data = f.read()
        if mode is None:
            mode = os.stat(host_path).st_mode & 0o777
        self.add_file(path, data, mode)

    def add_symlink(self, path, target):
        path = path.strip('/')
        self._parents(path)
        self.entries[path] = (0o120777, target.encode(), 0, 0)

    def add_chardev(self, path, major, minor, mode=0o600):
        path = path.strip('/')
        self._parents(path)
        self.entries[path] = (0o020000 | mode, b'', major, minor)

    def write_gz(self, out_path):
        def pad(n):
            return b'\0' * ((4 - n % 4) % 4)

        with gzip.open(out_path, 'wb', compresslevel=1) as out:
            ino = 1
            for path in sorted(self.entries) + ['TRAILER!!!']:
                if path == 'TRAILER!!!':
                    mode, data, rmaj, rmin = 0, b'', 0, 0
                else:
                    mode, data, rmaj, rmin = self.entries[path]
                name = path.encode() + b'\0'
                fields = [ino, mode, 0, 0, 1, 0, len(data), 0, 0, rmaj, rmin,
                          len(name), 0]
                header = b'070701' + b''.join(b'%08X' % v for v in fields)
                out.write(header + name + pad(len(header) + len(name)))
                out.write(data + pad(len(data)))
                ino += 1


def ldd_libraries(binary):
    out = subprocess.run(['ldd', binary], capture_output=True, text=True)
    if out.returncode != 0:
        if 'not a dynamic executable' in out.stdout + out.stderr:
            return []
        raise RuntimeError('ldd %s failed: %s' % (binary, out.stderr.strip()))
    libs = []
    for line in out.stdout.splitlines():
        m = re.search(r'=>\s*(/\S+)', line) or re.match(r'\s*(/\S+)', line)
        if m:
            libs.append(m.group(1))
        elif '=> not found' in line:
            raise RuntimeError('%s: library missing: %s' % (binary, line.strip()))
    return libs


def module_order(kver, wanted):
    """Modules and their dependencies, each after everything it needs."""
    order = []
    seen = set()
    files = {}

    def modinfo(field, name):
        r = subprocess.run(['modinfo', '-k', kver, '-F', field, name],
                           capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else None

    def visit(name, stack=()):
        if name in seen:
            return
        filename = modinfo('filename', name)
        if filename is None:
            raise RuntimeError('kernel %s has no module %s' % (kver, name))
        if filename == '(builtin)':
            seen.add(name)
            return
        key = os.path.basename(filename).split('.ko')[0]
        if key in files:
            seen.add(name)
            return
        seen.add(name)
        for soft in (modinfo('softdep', name) or '').split():
            if soft in ('pre:', 'post:'):
                continue
            provider = SOFTDEP_PROVIDERS.get(soft)
            if provider and provider not in stack:
                visit(provider, stack + (name,))
        for dep in filter(None, (modinfo('depends', name) or '').split(',')):
            visit(dep, stack + (name,))
        for extra in EXTRA_PROVIDERS.get(name, []):
            visit(extra, stack + (name,))
        files[key] = filename
        order.append(key)

    for name in wanted:
        visit(name)
    return [(key, files[key]) for key in order]


def read_module(path):
    if path.endswith('.ko.xz'):
        import lzma
        with lzma.open(path) as f:
            return f.read()
    if path.endswith('.ko.gz'):
        with gzip.open(path) as f:
            return f.read()
    if path.endswith('.ko.zst'):
        return subprocess.run(['zstd', '-dc', path], check=True,
                              capture_output=True).stdout
    with open(path, 'rb') as f:
        return f.read()


def find_kernel():
    """The newest /boot/vmlinuz-* whose modules are installed."""
    def version_key(k):
        return [int(x) if x.isdigit() else x for x in re.split(r'[.-]', k)]

    candidates = []
    for path in glob.glob('/boot/vmlinuz-*'):
        kver = path[len('/boot/vmlinuz-'):]
        if os.path.isdir('/lib/modules/%s/kernel' % kver) and os.access(path, os.R_OK):
            candidates.append(kver)
    if not candidates:
        raise Skip('no readable /boot/vmlinuz-* with modules in /lib/modules '
                   '(install linux-image-amd64)')
    kver = sorted(candidates, key=version_key)[-1]
    return '/boot/vmlinuz-' + kver, kver


def find_built(build_dir, name):
    for path in (os.path.join(build_dir, 'src', 'cli', name),
                 os.path.join(build_dir, 'src', 'helper', name)):
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def helper_install_path(build_dir):
    """Where the CLI looks for the helper (DS_HELPER_PATH in config.h)."""
    try:
        with open(os.path.join(build_dir, 'src', 'config', 'config.h')) as f:
            m = re.search(r'#define\s+DS_HELPER_PATH\s+"([^"]+)"', f.read())
        if m:
            return m.group(1)
    except OSError:
        pass
    return '/usr/libexec/drivescope-helper'


def build_initramfs(out_path, kver, programs, helper_path, ext4, throttled, raid, run_lines, dm=False):
    cpio = Cpio()
    for d in ('dev', 'proc', 'sys', 'tmp', 'run', 'mnt', 'root', 'etc'):
        cpio.add_dir(d)
    cpio.add_chardev('dev/console', 5, 1)
    cpio.add_chardev('dev/null', 1, 3, 0o666)

    busybox = shutil.which('busybox')
    cpio.add_host_file('bin/busybox', busybox, 0o755)
    applets = subprocess.run([busybox, '--list-full'], capture_output=True,
                             text=True, check=True).stdout.split()
    for applet in applets:
        if applet != 'bin/busybox':
            cpio.add_symlink(applet, '/bin/busybox')

    libs = set(ldd_libraries(busybox))
    for guest_path, host_path in programs.items():
        cpio.add_host_file(guest_path, host_path, 0o755)
        libs.update(ldd_libraries(host_path))
    for lib in sorted(libs):
        cpio.add_host_file(lib, os.path.realpath(lib), 0o755)
    # The UTF-8 locale, so GLib prints "°C" and quotes instead of "?".
    for root, _, names in os.walk('/usr/lib/locale/C.utf8'):
        for n in names:
            cpio.add_host_file(os.path.join(root, n), os.path.join(root, n), 0o644)
    cpio.add_file('etc/ds-helper-path', (helper_path + '\n').encode())
    cpio.add_file('etc/ds-run', ''.join(line + '\n' for line in run_lines).encode())
    cpio.add_file('etc/passwd', b'root:x:0:0:root:/root:/bin/sh\n')
    cpio.add_file('etc/group', b'root:x:0:\n')

    wanted = BASE_MODULES + (EXT4_MODULES if ext4 else []) + \
        (VIRTIO_MODULES if throttled else []) + (RAID_MODULES if raid else []) + (DM_MODULES if dm else [])
    modules = module_order(kver, wanted)
    for key, filename in modules:
        cpio.add_file('lib/modules/ds/%s.ko' % key, read_module(filename))
    cpio.add_file('etc/ds-modules', ('\n'.join(k for k, _ in modules) + '\n').encode())

    cpio.add_host_file('init', os.path.join(HERE, 'guest-init.sh'), 0o755)
    cpio.add_host_file('ds/checks.sh', os.path.join(HERE, 'guest-checks.sh'), 0o644)
    cpio.write_gz(out_path)
    return [k for k, _ in modules]


def qemu_has_io_uring():
    """QEMU built with liburing accepts aio=io_uring."""
    qemu = shutil.which('qemu-system-x86_64')
    out = subprocess.run(['ldd', qemu], capture_output=True, text=True).stdout
    return 'liburing' in out


def make_ext4(path, size, label):
    with open(path, 'wb') as f:
        f.truncate(size)
    empty = tempfile.mkdtemp(dir=os.path.dirname(path))
    try:
        subprocess.run(['mkfs.ext4', '-F', '-q', '-L', label, '-O', '^has_journal',
                        '-E', 'lazy_itable_init=0,lazy_journal_init=0',
                        '-d', empty, path], check=True, capture_output=True)
    finally:
        os.rmdir(empty)


def make_raid0_members(paths, member_bytes, chunk, label):
    """An ext4 file system made on the host and laid out as md RAID 0
    without a superblock stripes it (metadata none: chunk k of the array is
    chunk k // N of member k % N), so the guest assembles it through sysfs
    and mounts it as it is."""
    whole = paths[0] + '.whole'
    make_ext4(whole, member_bytes * len(paths), label)
    outs = [open(p, 'wb') for p in paths]
    try:
        with open(whole, 'rb') as f:
            k = 0
            while True:
                data = f.read(chunk)
                if not data:
                    break
                outs[k % len(outs)].write(data)
                k += 1
    finally:
        for o in outs:
            o.close()
        os.unlink(whole)


# --- the machine -------------------------------------------------------------

class Qmp:
    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(20)
        self.sock.connect(path)
        self.buf = b''
        self._read()                                  # greeting
        self.execute('qmp_capabilities')

    def _read(self):
        while True:
            while b'\n' in self.buf:
                line, self.buf = self.buf.split(b'\n', 1)
                if line.strip():
                    msg = json.loads(line)
                    if 'event' not in msg:
                        return msg
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError('QMP connection closed')
            self.buf += chunk

    def execute(self, command, **arguments):
        msg = {'execute': command}
        if arguments:
            msg['arguments'] = arguments
        self.sock.sendall(json.dumps(msg).encode() + b'\n')
        reply = self._read()
        if 'error' in reply:
            raise RuntimeError('%s: %s' % (command, reply['error'].get('desc')))
        return reply.get('return')

    def close(self):
        self.sock.close()


def sync_action(qmp, name):
    m = re.fullmatch(r'critical-warning-(\d+)', name)
    if m:
        qmp.execute('qom-set', path='/machine/peripheral/nvme0',
                    property='smart_critical_warning', value=int(m.group(1)))
        return
    raise RuntimeError('unknown action %s' % name)


def run_machine(args, tmp, kernel, initrd, groups, timeout):
    """Boots the VM; returns (items, logs, finished, console_log, problems)."""
    nvme_img = os.path.join(tmp, 'nvme.img')
    sata_img = os.path.join(tmp, 'sata.img')
    if any(g.ext4 for g in groups):
        make_ext4(nvme_img, NVME_IMAGE_BYTES, 'dsnvme')
    else:
        with open(nvme_img, 'wb') as f:
            f.truncate(NVME_IMAGE_BYTES)
    with open(sata_img, 'wb') as f:
        f.truncate(SATA_IMAGE_BYTES)

    ctl_path = os.path.join(tmp, 'ctl.sock')
    qmp_path = os.path.join(tmp, 'qmp.sock')
    console = os.path.join(tmp, 'console.log')
    disks = ['nvme0', 'nvme0n1', 'sda']
    cmd = [
        'qemu-system-x86_64', '-accel', 'tcg', '-m', '1024', '-smp', '2',
        '-display', 'none', '-monitor', 'none', '-no-reboot',
        '-kernel', kernel, '-initrd', initrd,
        '-serial', 'file:' + console,
        '-chardev', 'socket,id=ctl,path=%s,server=on,wait=on' % ctl_path,
        '-serial', 'chardev:ctl',
        '-qmp', 'unix:%s,server=on,wait=off' % qmp_path,
        '-drive', 'file=%s,if=none,id=nvm,format=raw,cache=unsafe' % nvme_img,
        '-device', 'nvme,id=nvme0,serial=%s,drive=nvm' % NVME_SERIAL,
        '-device', 'ahci,id=ahci',
        '-drive', 'file=%s,if=none,id=satadisk,format=raw,cache=unsafe' % sata_img,
        '-device', 'ide-hd,drive=satadisk,bus=ahci.0,model=%s,serial=%s'
                   % (SATA_MODEL, SATA_SERIAL),
    ]
    if any(g.throttled for g in groups):
        # virtio-blk with its own I/O thread and io_uring on the host: the
        # cheapest path per request under TCG, so at queue depth 1 the guest
        # keeps up with 400 IOPS even on a busy host (AHCI did not).
        aio = 'io_uring' if qemu_has_io_uring() else 'threads'
        throttled = [('DS-THROTTLE-BPS', 'throttling.bps-total=%d' % THROTTLE_BPS),
                     ('DS-THROTTLE-IOPS', 'throttling.iops-total=%d' % THROTTLE_IOPS)]
        if any(g.burst for g in groups):
            # A fast burst, then the sustained rate (the steady group): one
            # disk for bench --steady, one for wsat, so each starts full.
            throttled += [('DS-BURST-1', BURST_LIMIT), ('DS-BURST-2', BURST_LIMIT)]
        images = {}
        if any(g.raid for g in groups):
            # Two members of an md RAID 0, each throttled as the bps disk.
            members = [os.path.join(tmp, 'raid%d.img' % i) for i in range(len(RAID_SERIALS))]
            make_raid0_members(members, RAID_MEMBER_BYTES, RAID_CHUNK_BYTES, 'dsraid')
            for serial, img in zip(RAID_SERIALS, members):
                throttled.append((serial, 'throttling.bps-total=%d' % THROTTLE_BPS))
                images[serial] = img
        for i, (serial, limit) in enumerate(throttled):
            img = images.get(serial)
            if img is None:
                img = os.path.join(tmp, 'throttled%d.img' % i)
                make_ext4(img, THROTTLE_IMAGE_BYTES, 'dsthrottle%d' % i)
            cmd += ['-object', 'iothread,id=ioth%d' % i,
                    '-drive', 'file=%s,if=none,id=th%d,format=raw,cache=unsafe,aio=%s,%s'
                    % (img, i, aio, limit),
                    '-device', 'virtio-blk-pci,drive=th%d,serial=%s,iothread=ioth%d'
                    % (i, serial, i)]
        disks += ['vd' + chr(ord('a') + i) for i in range(len(throttled))]
    append = ('console=ttyS0 quiet loglevel=3 panic=-1 ds.checks=%s ds.disks=%s'
              % (','.join(g.name for g in groups), ','.join(disks)))
    cmd += ['-append', append]
    if args.verbose:
        print('# ' + ' '.join(cmd), file=sys.stderr)

    qemu_log = open(os.path.join(tmp, 'qemu.log'), 'wb')
    # In our process group, so whoever kills the test (meson's timeout) kills
    # QEMU with it.
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=qemu_log,
                            stderr=subprocess.STDOUT)
    deadline = time.monotonic() + timeout
    problems = []
    items = {}
    logs = []
    finished = False
    qmp = None
    ctl = None
    try:
        while ctl is None:
            if proc.poll() is not None:
                raise RuntimeError('QEMU exited with status %d before the guest started'
                                   % proc.returncode)
            if time.monotonic() > deadline:
                raise TimeoutError
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(ctl_path)
                ctl = s
            except (FileNotFoundError, ConnectionRefusedError):
                s.close()
                time.sleep(0.05)
        buf = b''
        current = None
        last_data = time.monotonic()
        while True:
            now = time.monotonic()
            if now > deadline:
                raise TimeoutError
            if now - last_data > IDLE_LIMIT:
                raise TimeoutError('the guest sent nothing for %d s; QEMU was killed'
                                   % IDLE_LIMIT)
            ready, _, _ = select.select([ctl], [], [], min(deadline - now, 1.0))
            if not ready:
                continue
            last_data = time.monotonic()
            chunk = ctl.recv(65536)
            if not chunk:
                break
            buf += chunk
            while b'\n' in buf:
                raw, buf = buf.split(b'\n', 1)
                line = raw.decode('utf-8', 'replace').strip('\r')
                if line.startswith('@@DS BEGIN '):
                    key, rc = line.split()[2:4]
                    current = {'key': key, 'rc': int(rc.split('=')[1]),
                               'out': [], 'err': [], 'dest': 'out'}
                elif line == '@@DS STDERR' and current:
                    current['dest'] = 'err'
                elif line.startswith('@@DS END ') and current:
                    items[current['key']] = {
                        'rc': current['rc'],
                        'out': base64.b64decode(''.join(current['out'])).decode('utf-8', 'replace'),
                        'err': base64.b64decode(''.join(current['err'])).decode('utf-8', 'replace'),
                    }
                    current = None
                elif line.startswith('@@DS SYNC '):
                    action = line[len('@@DS SYNC '):]
                    try:
                        if qmp is None:
                            qmp = Qmp(qmp_path)
                        sync_action(qmp, action)
                        reply = 'ok'
                    except Exception as e:      # reported, the guest goes on
                        reply = 'failed %s' % e
                        problems.append('QMP action %s failed: %s' % (action, e))
                    ctl.sendall(('@@DS GO %s %s\n' % (action, reply)).encode())
                elif line.startswith('@@DS LOG '):
                    logs.append(line[len('@@DS LOG '):])
                elif line == '@@DS DONE':
                    finished = True
                elif current:
                    current[current['dest']].append(line.strip())
        try:
            proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            raise TimeoutError
    except TimeoutError as e:
        problems.append(str(e) or 'the guest did not finish within %d s; QEMU was killed'
                        % timeout)
    except RuntimeError as e:
        problems.append(str(e))
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if qmp:
            qmp.close()
        if ctl:
            ctl.close()
        qemu_log.close()
    try:
        with open(console, 'r', errors='replace') as f:
            console_text = f.read()
    except OSError:
        console_text = ''
    with open(os.path.join(tmp, 'qemu.log'), 'r', errors='replace') as f:
        qemu_text = f.read().strip()
    if qemu_text:
        console_text += '\n[qemu] ' + qemu_text
    return items, logs, finished, console_text, problems


# The order the guest runs them in: health last, because its critical
# warning must not be seen by the others; raid after it, so the array it
# builds (and stops) is in no other group's drive list.
ORDER = ['devices', 'list', 'bench', 'suite', 'steady', 'verify', 'thermal', 'health', 'raid', 'run']


# --- main --------------------------------------------------------------------

def prerequisites(args, groups):
    for prog, package in (('qemu-system-x86_64', 'qemu-system-x86'),
                          ('busybox', 'busybox-static'), ('modinfo', 'kmod'),
                          ('ldd', 'libc-bin')):
        if shutil.which(prog) is None:
            raise Skip('%s not found (install %s)' % (prog, package))
    if any(g.ext4 for g in groups) and shutil.which('mkfs.ext4') is None:
        raise Skip('mkfs.ext4 not found (install e2fsprogs)')
    kernel, kver = find_kernel()
    cli = find_built(args.build_dir, 'drivescope-cli')
    if cli is None:
        raise RuntimeError('no drivescope-cli in %s; build first' % args.build_dir)
    programs = {'usr/bin/drivescope-cli': cli}
    helper_path = helper_install_path(args.build_dir)
    # Always installed when built, as on a real system: bench and thermal read
    # health through it too when they run as root.
    helper = find_built(args.build_dir, 'drivescope-helper')
    if helper is not None:
        programs[helper_path.lstrip('/')] = helper
    elif any(g.helper for g in groups):
        raise RuntimeError('no drivescope-helper in %s; build first' % args.build_dir)
    if any(g.dm for g in groups):
        dmsetup = shutil.which('dmsetup') or ('/usr/sbin/dmsetup' if os.path.exists('/usr/sbin/dmsetup') else None)
        if dmsetup is None:
            raise Skip('dmsetup not found (install dmsetup)')
        programs['usr/sbin/dmsetup'] = dmsetup
    for path in args.add_program:
        host = shutil.which(path) or path
        if not os.path.isfile(host):
            raise RuntimeError('--add-program: no program %s' % path)
        programs['usr/bin/' + os.path.basename(host)] = host
    return kernel, kver, programs, helper_path


def interrupted(signum, frame):
    raise KeyboardInterrupt


def main():
    parser = argparse.ArgumentParser(
        description='Run Drivescope checks in a QEMU virtual machine (TAP output).')
    parser.add_argument('--build-dir', default=os.environ.get('DS_BUILD_DIR', 'build'))
    parser.add_argument('--check', action='append', default=[],
                        help='group to run (%s); repeat or separate with commas'
                             % ', '.join(ORDER))
    parser.add_argument('--require', action='store_true',
                        help='missing QEMU, kernel or busybox is a failure, not a skip')
    parser.add_argument('--timeout', type=int, default=0,
                        help='seconds before QEMU is killed (default: from the groups)')
    parser.add_argument('--run', action='append', default=[], metavar='COMMAND',
                        help='run a shell command in the guest (group "run"; the NVMe '
                             'is mounted on /mnt/nvme, the throttled disks on /mnt/bps '
                             'and /mnt/iops); repeatable')
    parser.add_argument('--add-program', action='append', default=[], metavar='PATH',
                        help='copy a host program and its libraries to the guest '
                             '/usr/bin (for --run); repeatable')
    parser.add_argument('--keep', action='store_true',
                        help='keep the temporary directory (images, initramfs, logs)')
    parser.add_argument('--verbose', action='store_true',
                        help='print the guest console log and raw outputs')
    args = parser.parse_args()
    # SIGTERM (a timeout of the caller) unwinds like Ctrl-C: QEMU is stopped
    # and the temporary directory removed.
    signal.signal(signal.SIGTERM, interrupted)

    names = [n for c in args.check for n in c.split(',') if n] or \
        [n for n in ORDER if n != 'run' or args.run]
    if args.run and 'run' not in names:
        names.append('run')
    unknown = [n for n in names if n not in GROUPS]
    if unknown:
        parser.error('unknown check group %s (known: %s)' % (', '.join(unknown), ', '.join(ORDER)))
    groups = [GROUPS[n] for n in ORDER if n in names]
    tap = Tap()
    print('TAP version 13')

    try:
        kernel, kver, programs, helper_path = prerequisites(args, groups)
    except Skip as e:
        if args.require:
            print('Bail out! %s' % e)
            return 1
        print('1..0 # SKIP %s' % e)
        return 0
    except RuntimeError as e:
        print('Bail out! %s' % e)
        return 1

    timeout = args.timeout or BOOT_BUDGET + sum(g.budget for g in groups)
    tmp = tempfile.mkdtemp(prefix='ds-vm-')
    try:
        t0 = time.monotonic()
        try:
            modules = build_initramfs(os.path.join(tmp, 'initrd.gz'), kver, programs,
                                      helper_path, any(g.ext4 for g in groups),
                                      any(g.throttled for g in groups),
                                      any(g.raid for g in groups), args.run,
                                      any(g.dm for g in groups))
        except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
            print('Bail out! cannot build the initramfs: %s' % e)
            return 1
        tap.comment('kernel %s, modules: %s' % (kver, ' '.join(modules)))
        tap.comment('initramfs built in %.1f s; booting with groups: %s (timeout %d s)'
                    % (time.monotonic() - t0, ' '.join(g.name for g in groups), timeout))
        t0 = time.monotonic()
        items, logs, finished, console, problems = run_machine(
            args, tmp, kernel, os.path.join(tmp, 'initrd.gz'), groups, timeout)
        tap.comment('machine ran %.1f s' % (time.monotonic() - t0))
        for line in logs:
            tap.comment('guest: ' + line)
        tap.ok(finished and not problems,
               'machine: the guest ran every group and powered off',
               '\n'.join(problems) + '\n--- console log ---\n' + console)
        for g in groups:
            CHECKS[g.name](tap, items)
        if args.verbose:
            print(console, file=sys.stderr)
            for key, it in items.items():
                print('=== %s rc=%d\n%s\n--- stderr\n%s' % (key, it['rc'], it['out'], it['err']),
                      file=sys.stderr)
    finally:
        if args.keep:
            tap.comment('kept ' + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    print('1..%d' % tap.n)
    return 1 if tap.failed else 0


if __name__ == '__main__':
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print('Bail out! interrupted')
        sys.exit(130)
