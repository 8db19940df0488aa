"""wineprefix.py — a throwaway copy of the Wine prefix build-sysroot.sh made,
for the Windows tests under Wine.

The 600 MB of DLLs in drive_c/windows are hard-linked (Wine only reads
them); the registry and the user's folders are copied.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import shutil


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
