#!/usr/bin/env python3
"""A FUSE filesystem that behaves like a fake flash drive, for verify's tests.

It claims CAPACITY bytes (statfs) and lays every 4 KiB page written, in the
order written, onto a "device" of REAL bytes kept in a sparse backing file:
  honest  every page is kept (REAL should be at least what is written);
  drop    pages laid beyond REAL are discarded and read back as zeros;
  wrap    pages beyond REAL wrap around onto the start (page mod REAL),
          overwriting what was there, as a drive whose upper half is mapped
          onto its lower half;
  eio     as honest, but reading device bytes in [EIO_FROM, EIO_TO) fails
          with EIO;
  flip    as honest, but every page read from device bytes in
          [EIO_FROM, EIO_TO) comes back with one bit flipped (bad flash).
One flat directory; a file unlinked while open lives on (libfuse renames it
to .fuse_hidden… and removes it on release); every I/O goes to the daemon
(direct_io), never the page cache. Counters (bytes written and read) go to STATS as JSON.

Usage: fakefs.py MOUNTPOINT BACKING STATS MODE CAPACITY REAL [EIO_FROM EIO_TO]
"""
import errno
import json
import os
import stat
import sys
import time

try:
    from fuse import FUSE, FuseOSError, Operations
except ImportError:
    from fusepy import FUSE, FuseOSError, Operations

PAGE = 4096


class Inode:
    def __init__(self, mode):
        self.mode = mode
        self.size = 0
        self.pages = {}       # file page -> device page
        self.links = 1
        self.opens = 0
        now = time.time()
        self.times = (now, now, now)


class FakeFs(Operations):
    def __init__(self, backing, stats, mode, capacity, real, eio_from=0, eio_to=0):
        self.fd = os.open(backing, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        self.stats_path = stats
        self.mode = mode
        self.capacity_pages = capacity // PAGE
        self.real_pages = real // PAGE
        self.eio = (eio_from // PAGE, eio_to // PAGE)
        self.next_page = 0
        self.live_pages = 0
        self.names = {}       # name -> Inode
        self.handles = {}     # fh -> Inode
        self.next_fh = 1
        self.written = 0
        self.read_bytes = 0
        self.last_stats = 0
        self.root = Inode(stat.S_IFDIR | 0o755)

    # --- the device ---
    def physical(self, dev):
        """Where device page dev really is, or None when it is not kept."""
        if dev < self.real_pages:
            return dev
        if self.mode == "drop":
            return None
        if self.mode == "wrap":
            return dev % self.real_pages
        return dev

    def dump_stats(self, force=False):
        total = self.written + self.read_bytes
        if not force and total - self.last_stats < (8 << 20):
            return
        self.last_stats = total
        tmp = self.stats_path + ".tmp"
        with open(tmp, "w") as f:
            json.dump({"written": self.written, "read": self.read_bytes,
                       "live_pages": self.live_pages, "files": len(self.names),
                       "open": len(self.handles)}, f)
        os.replace(tmp, self.stats_path)

    def free_inode(self, ino):
        if ino.links == 0 and ino.opens == 0:
            self.live_pages -= len(ino.pages)
            ino.pages = {}

    def lookup(self, path):
        if path == "/":
            return self.root
        ino = self.names.get(path[1:])
        if ino is None:
            raise FuseOSError(errno.ENOENT)
        return ino

    def inode(self, path, fh):
        if fh and fh in self.handles:
            return self.handles[fh]
        return self.lookup(path)

    # --- metadata ---
    def getattr(self, path, fh=None):
        ino = self.inode(path, fh)
        a, m, c = ino.times
        return {"st_mode": ino.mode, "st_nlink": 2 if ino is self.root else max(ino.links, 1),
                "st_size": ino.size, "st_uid": os.getuid(), "st_gid": os.getgid(),
                "st_atime": a, "st_mtime": m, "st_ctime": c,
                "st_blocks": len(ino.pages) * (PAGE // 512), "st_blksize": PAGE}

    def readdir(self, path, fh):
        return [".", ".."] + list(self.names)

    def statfs(self, path):
        free = max(self.capacity_pages - self.live_pages, 0)
        return {"f_bsize": PAGE, "f_frsize": PAGE, "f_blocks": self.capacity_pages,
                "f_bfree": free, "f_bavail": free, "f_files": 1 << 20,
                "f_ffree": (1 << 20) - len(self.names), "f_favail": (1 << 20) - len(self.names),
                "f_namemax": 255}

    def access(self, path, amode):
        self.lookup(path)
        return 0

    def chmod(self, path, mode):
        ino = self.lookup(path)
        ino.mode = (ino.mode & ~0o7777) | (mode & 0o7777)
        return 0

    def chown(self, path, uid, gid):
        return 0

    def utimens(self, path, times=None):
        now = time.time()
        a, m = times if times else (now, now)
        self.lookup(path).times = (a, m, now)
        return 0

    # --- files ---
    def new_handle(self, ino):
        fh = self.next_fh
        self.next_fh += 1
        self.handles[fh] = ino
        ino.opens += 1
        return fh

    def create(self, path, mode, fi=None):
        name = path[1:]
        if name in self.names:
            raise FuseOSError(errno.EEXIST)
        ino = Inode(stat.S_IFREG | (mode & 0o7777))
        self.names[name] = ino
        return self.new_handle(ino)

    def open(self, path, flags):
        return self.new_handle(self.lookup(path))

    def release(self, path, fh):
        ino = self.handles.pop(fh, None)
        if ino is not None:
            ino.opens -= 1
            self.free_inode(ino)
        self.dump_stats(force=True)
        return 0

    def unlink(self, path):
        ino = self.names.pop(path[1:], None)
        if ino is None:
            raise FuseOSError(errno.ENOENT)
        ino.links = 0
        self.free_inode(ino)
        self.dump_stats(force=True)
        return 0

    def rename(self, old, new):
        ino = self.names.pop(old[1:], None)
        if ino is None:
            raise FuseOSError(errno.ENOENT)
        gone = self.names.pop(new[1:], None)
        if gone is not None:
            gone.links = 0
            self.free_inode(gone)
        self.names[new[1:]] = ino
        return 0

    def truncate(self, path, length, fh=None):
        ino = self.inode(path, fh)
        keep = (length + PAGE - 1) // PAGE
        for p in [p for p in ino.pages if p >= keep]:
            del ino.pages[p]
            self.live_pages -= 1
        ino.size = length
        return 0

    def fallocate(self, path, mode, offset, length, fh=None):
        raise FuseOSError(errno.EOPNOTSUPP)

    def flush(self, path, fh):
        return 0

    def fsync(self, path, datasync, fh):
        return 0

    def read_page(self, ino, page):
        dev = ino.pages.get(page)
        if dev is None:
            return bytes(PAGE)
        if self.mode == "eio" and self.eio[0] <= dev < self.eio[1]:
            raise FuseOSError(errno.EIO)
        phys = self.physical(dev)
        if phys is None:
            return bytes(PAGE)
        data = os.pread(self.fd, PAGE, phys * PAGE)
        data = data + bytes(PAGE - len(data))
        if self.mode == "flip" and self.eio[0] <= dev < self.eio[1]:
            data = data[:1000] + bytes([data[1000] ^ 0x10]) + data[1001:]
        return data

    def read(self, path, size, offset, fh):
        ino = self.inode(path, fh)
        end = min(offset + size, ino.size)
        if offset >= end:
            return b""
        out = bytearray()
        first, last = offset // PAGE, (end - 1) // PAGE
        for page in range(first, last + 1):
            out += self.read_page(ino, page)
        start = offset - first * PAGE
        self.read_bytes += end - offset
        self.dump_stats()
        return bytes(out[start:start + end - offset])

    def write(self, path, data, offset, fh):
        ino = self.inode(path, fh)
        pos = 0
        while pos < len(data):
            page = (offset + pos) // PAGE
            within = (offset + pos) % PAGE
            n = min(PAGE - within, len(data) - pos)
            if within != 0 or n != PAGE:
                buf = bytearray(self.read_page(ino, page) if page in ino.pages else bytes(PAGE))
                buf[within:within + n] = data[pos:pos + n]
                chunk = bytes(buf)
            else:
                chunk = data[pos:pos + n]
            dev = ino.pages.get(page)
            if dev is None:
                if self.next_page >= self.capacity_pages or self.live_pages >= self.capacity_pages:
                    if pos == 0:
                        raise FuseOSError(errno.ENOSPC)
                    break
                dev = self.next_page
                self.next_page += 1
                self.live_pages += 1
                ino.pages[page] = dev
            phys = self.physical(dev)
            if phys is not None:
                os.pwrite(self.fd, chunk, phys * PAGE)
            pos += n
        ino.size = max(ino.size, offset + pos)
        self.written += pos
        self.dump_stats()
        return pos


def main():
    mnt, backing, stats, mode, capacity, real = sys.argv[1:7]
    eio = [int(x) for x in sys.argv[7:9]] or [0, 0]
    fs = FakeFs(backing, stats, mode, int(capacity), int(real), *eio)
    fs.dump_stats(force=True)
    FUSE(fs, mnt, foreground=True, nothreads=True, direct_io=True,
         big_writes=True, max_write=131072, fsname="fakefs", default_permissions=True)


if __name__ == "__main__":
    main()
