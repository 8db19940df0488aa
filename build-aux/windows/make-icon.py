#!/usr/bin/python3
"""make-icon.py — the app icon for Windows, rendered from its SVG.

    make-icon.py SVG --ico FILE.ico        a multi-size icon for the .exe
    make-icon.py SVG --hicolor DIR NAME    DIR/NxN/apps/NAME.png for GTK

The Windows sysroot has no SVG loader (librsvg needs Rust), so GTK there
cannot draw the scalable icon; the .exe needs an .ico for Explorer, the
Start menu and the task bar. Renders with the build machine's GdkPixbuf
(its SVG loader: librsvg2-common), through python3-gi. The .ico holds one
PNG-compressed image per size (the form Windows has read since Vista).

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import struct
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(svg, size):
    pixbuf = GdkPixbuf.Pixbuf.new_from_file_at_size(svg, size, size)
    ok, data = pixbuf.save_to_bufferv("png", [], [])
    if not ok:
        raise SystemExit(f"make-icon.py: could not render {svg} at {size} px")
    return bytes(data)


def write_ico(svg, path):
    images = [(size, render(svg, size)) for size in SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, png in images:
        # Width and height 0 mean 256.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(header + entries + b"".join(png for _, png in images))
    os.replace(tmp, path)


def write_hicolor(svg, top, name):
    for size in SIZES:
        folder = os.path.join(top, f"{size}x{size}", "apps")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name + ".png"), "wb") as f:
            f.write(render(svg, size))


def main(argv):
    if len(argv) == 4 and argv[2] == "--ico":
        write_ico(argv[1], argv[3])
    elif len(argv) == 5 and argv[2] == "--hicolor":
        write_hicolor(argv[1], argv[3], argv[4])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
