"""wineprefix.py — a throwaway copy of the Wine prefix build-sysroot.sh made,
for the Windows tests under Wine.

The 600 MB of DLLs in drive_c/windows are hard-linked (Wine only reads
them); the registry and the user's folders are copied.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import shutil
import subprocess


def _link_or_copy(src, dst):
    if "/drive_c/windows/" in src:
        try:
            os.link(src, dst)
            return dst
        except OSError:
            pass
    return shutil.copy2(src, dst)


def copy_prefix(cached_prefix, prefix):
    """Copies cached_prefix to prefix when it holds a prefix (system.reg);
    otherwise leaves prefix for Wine to create."""
    if (cached_prefix / "system.reg").exists():
        shutil.copytree(cached_prefix, prefix, symlinks=True, copy_function=_link_or_copy)


def start_server(env):
    """Keeps one wineserver, and Wine's own services (services.exe,
    winedevice.exe, explorer.exe), running until stop_server, started with
    their output to /dev/null. Otherwise every `wine` run whose output is
    captured starts them afresh, they inherit its pipes, and the caller
    waits for the server's linger (about 2.5 s) before the pipes close:
    0.2 s a run instead of 2.8 s here."""
    subprocess.run(["wineserver", "-p"], env=env, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    subprocess.run(["wine", "wineboot"], env=env, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)


def stop_server(env):
    """Ends the persistent server start_server began and waits for it."""
    subprocess.run(["wineserver", "-k"], env=env, capture_output=True, timeout=60)
    subprocess.run(["wineserver", "-w"], env=env, capture_output=True, timeout=60)
