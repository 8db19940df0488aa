#!/usr/bin/env python3
# gen-real-fixtures.py — rebuilds the raw ATA pages of real drives from
# their public `smartctl -x` reports, as drivescope-helper would print them.
#
#   gen-real-fixtures.py DIR            writes DIR/NAME.json for each
#                                       DIR/NAME.smartctl.txt
#   gen-real-fixtures.py --check DIR    TAP: the committed .json are current
#
# Each report starts with a "# Source: URL" line naming where it was taken
# from; the rest is smartctl's output unchanged. NAME.expect.json beside it
# may say {"drop_pages": [...]} to leave pages out (a drive read without
# its Device Statistics).
#
# The SMART attribute table is rebuilt byte for byte: id, flag word,
# value, worst, threshold and the six raw bytes, recovered from the printed
# raw value by the shape smartctl prints each format in (smartctl(8), -v):
#   "N"               raw48 and friends: the number
#   "N (A B)"         raw16(raw16): words 0, 2, 1
#   "N (Average A)"   raw16(avg16)
#   "N (A B C)"       raw24(raw8): low 24 bits, bytes 5, 4, 3
#   "Hh+MMm"          min2hour minutes (halfmin2hour for Power_On_Half_Minutes)
#   "Hh+MMm (N)"      min2hour with word 2
#   "Hh+MMm+SSs"      sec2hour
#   "Hh+MMm+SS.mmms"  msec24hour32: hours in 32 bits, milliseconds above
#   "T (Min/Max L/H)" tempminmax, kept as "00 00 HH LL 00 TT"
#   "T (a b c d e)"   tempminmax without a range: bytes 0, 5, 4, 3, 2, 1
#   "A B C"           raw16: words 2, 1, 0
# IDENTIFY DEVICE holds the model, serial, firmware, capacity, sector size
# and rotation rate the report prints; byte 363 of the SMART data the
# self-test execution status; the Device Statistics pages 1 and 7 the
# statistics the report lists (ACS-3 layouts), with the revision its page
# header prints ("General Statistics (rev 2)").
#
# SPDX-License-Identifier: GPL-3.0-or-later

import base64
import glob
import json
import os
import re
import sys

FLAG_LETTERS = {"P": 0x01, "O": 0x02, "S": 0x04, "R": 0x08, "C": 0x10, "K": 0x20}


def put(buf, offset, value, size):
    buf[offset:offset + size] = value.to_bytes(size, "little")


def field(text, name):
    m = re.search(r"^%s:\s+(.*?)\s*$" % re.escape(name), text, re.M)
    return m.group(1) if m else None


def raw_bytes(name, printed):
    """(six raw bytes as an int, reserved byte) from smartctl's printed raw value."""
    s = printed.strip()
    m = re.fullmatch(r"(\d+)", s)
    if m:
        return int(m.group(1)), 0
    m = re.fullmatch(r"0x([0-9a-f]+)", s)
    if m:
        return int(m.group(1), 16) & 0xffffffffffff, 0
    m = re.fullmatch(r"(\d+) \((\d+) (\d+)\)", s)
    if m:
        w0, w2, w1 = map(int, m.groups())
        return w0 | w1 << 16 | w2 << 32, 0
    m = re.fullmatch(r"(\d+) \(Average (\d+)\)", s)
    if m:
        return int(m.group(1)) | int(m.group(2)) << 16, 0
    m = re.fullmatch(r"(\d+) \((\d+) (\d+) (\d+)\)", s)
    if m:
        low, b5, b4, b3 = map(int, m.groups())
        return low | b3 << 24 | b4 << 32 | b5 << 40, 0
    m = re.fullmatch(r"(\d+)h\+(\d+)m(?: \((\d+)\))?", s)
    if m:
        hours, minutes, w2 = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)
        if "Half_Minutes" in name:
            return hours * 120 + minutes * 2, 0
        return (hours * 60 + minutes) | w2 << 32, 0
    m = re.fullmatch(r"(\d+)h\+(\d+)m\+(\d+)s", s)
    if m:
        h, mi, se = map(int, m.groups())
        return h * 3600 + mi * 60 + se, 0
    m = re.fullmatch(r"(\d+)h\+(\d+)m\+(\d+)\.(\d{3})s", s)
    if m:
        h, mi, se, ms = map(int, m.groups())
        total_ms = (mi * 60 + se) * 1000 + ms
        # "r543210": the reserved byte is the top byte of the milliseconds.
        return h | (total_ms & 0xffff) << 32, total_ms >> 16
    m = re.fullmatch(r"(-?\d+) \(Min/Max (-?\d+)/(-?\d+)\)", s)
    if m:
        t, lo, hi = (int(v) & 0xff for v in m.groups())
        return t | lo << 16 | hi << 24, 0
    m = re.fullmatch(r"(\d+) (\d+) (\d+)", s)
    if m:
        w2, w1, w0 = map(int, m.groups())
        return w0 | w1 << 16 | w2 << 32, 0
    m = re.fullmatch(r"(\d+) \((\d+) (\d+) (\d+) (\d+) (\d+)\)", s)
    if m:
        b0, b5, b4, b3, b2, b1 = map(int, m.groups())
        return b0 | b1 << 8 | b2 << 16 | b3 << 24 | b4 << 32 | b5 << 40, 0
    raise ValueError("no smartctl raw format prints %r (%s)" % (printed, name))


def attributes(text):
    """(id, name, flags, value, worst, thresh, printed raw) per table row."""
    rows = []
    brief = "FLAGS    VALUE WORST THRESH FAIL RAW_VALUE" in text
    for line in text.splitlines():
        if brief:
            m = re.match(r"^\s*(\d+) (\S+)\s+([-POSRCK]{6})\s+(\d+)\s+(\d+)\s+(\d+|---)\s+\S+\s+(.*\S)\s*$", line)
            if not m:
                continue
            flags = sum(bit for letter, bit in FLAG_LETTERS.items() if letter in m.group(3))
        else:
            m = re.match(r"^\s*(\d+) (\S+)\s+0x([0-9a-f]{4})\s+(\d+)\s+(\d+)\s+(\d+)\s+\S+\s+\S+\s+\S+\s+(.*\S)\s*$", line)
            if not m:
                continue
            flags = int(m.group(3), 16)
        # "---": the thresholds page has no entry for the attribute.
        rows.append((int(m.group(1)), m.group(2), flags, int(m.group(4)), int(m.group(5)),
                     None if m.group(6) == "---" else int(m.group(6)), m.group(7)))
    return rows


def identify(text):
    words = [0] * 256

    def put_words(first, value, count):
        raw = value.encode("ascii").ljust(2 * count, b" ")[:2 * count]
        for i in range(count):
            words[first + i] = (raw[2 * i] << 8) | raw[2 * i + 1]

    model = field(text, "Device Model")
    serial = field(text, "Serial Number") or ""
    firmware = field(text, "Firmware Version")
    capacity = int(re.sub(r"[^\d]", "", field(text, "User Capacity").split("bytes")[0]))
    sizes = field(text, "Sector Size") or field(text, "Sector Sizes") or "512 bytes"
    logical = int(re.match(r"(\d+)", sizes).group(1))
    sectors = capacity // logical
    rotation = field(text, "Rotation Rate")
    gpl = "General Purpose Logging supported" in text
    words[0] = 0x0040
    put_words(10, serial, 10)
    put_words(23, firmware, 4)
    put_words(27, model, 20)
    words[49] = 0x0300
    lba28 = min(sectors, 0x0FFFFFFF)
    words[60], words[61] = lba28 & 0xffff, lba28 >> 16
    words[82] = 0x0061
    words[83] = 0x4400
    words[84] = 0x4000 | 0x0002 | (0x0020 if gpl else 0)
    words[85] = 0x0061
    words[87] = words[84]
    for i in range(4):
        words[100 + i] = (sectors >> (16 * i)) & 0xffff
    words[106] = 0x4000
    if logical != 512:
        words[106] |= 1 << 12
        words[117], words[118] = (logical // 2) & 0xffff, (logical // 2) >> 16
    if rotation == "Solid State Device":
        words[217] = 1
    elif rotation and rotation.endswith(" rpm"):
        words[217] = int(rotation.split()[0])
    buf = bytearray()
    for w in words:
        buf += w.to_bytes(2, "little")
    buf[510] = 0xa5
    buf[511] = (-sum(buf[:511])) & 0xff
    return bytes(buf)


def smart_pages(text):
    data = bytearray(512)
    thresholds = bytearray(512)
    put(data, 0, 0x0010, 2)
    put(thresholds, 0, 0x0010, 2)
    for i, (aid, name, flags, value, worst, thr, printed) in enumerate(attributes(text)):
        at = 2 + 12 * i
        raw, reserved = raw_bytes(name, printed)
        data[at] = aid
        put(data, at + 1, flags, 2)
        data[at + 3] = value
        data[at + 4] = worst
        put(data, at + 5, raw, 6)
        data[at + 11] = reserved
        if thr is not None:
            thresholds[at] = aid
            thresholds[at + 1] = thr
    m = re.search(r"^Self-test execution status:\s+\(\s*(\d+)\)", text, re.M)
    if m:
        data[363] = int(m.group(1))
    data[511] = (-sum(data[:511])) & 0xff
    thresholds[511] = (-sum(thresholds[:511])) & 0xff
    return bytes(data), bytes(thresholds)


def devstat_pages(text):
    pages = {}
    revisions = {int(p, 16): int(r) for p, r in
                 re.findall(r"^0x(0[17])\s+=====.*\(rev (\d+)\)", text, re.M)}
    for m in re.finditer(r"^0x(0[17])\s+0x([0-9a-f]{3})\s+\d+\s+(\d+)\s+\S+\s+", text, re.M):
        page, offset, value = int(m.group(1), 16), int(m.group(2), 16), int(m.group(3))
        pages.setdefault(page, {})[offset] = value
    out = []
    for page, stats in sorted(pages.items()):
        buf = bytearray(512)
        put(buf, 0, revisions.get(page, 1) | (page << 16), 8)
        for offset, value in stats.items():
            put(buf, offset, value | (1 << 63) | (1 << 62), 8)
        out.append(("device-statistics-%d" % page, bytes(buf)))
    return out


def helper_json(report_path):
    text = open(report_path, encoding="utf-8").read()
    expect_path = report_path.replace(".smartctl.txt", ".expect.json")
    drop = []
    if os.path.exists(expect_path):
        drop = json.load(open(expect_path, encoding="utf-8")).get("drop_pages", [])
    data, thresholds = smart_pages(text)
    pages = [("identify-device", identify(text)), ("smart-data", data),
             ("smart-thresholds", thresholds)] + devstat_pages(text)
    encoded = {name: base64.b64encode(page).decode("ascii") for name, page in pages if name not in drop}
    status = re.search(r"self-assessment test result: (\S+)", text).group(1)
    encoded["smart-status"] = "passed" if status == "PASSED" else "failing"
    return json.dumps({"version": 1, "device": "sda", "kind": "ata", "pages": encoded},
                      separators=(",", ":")) + "\n"


def outputs(directory):
    for report in sorted(glob.glob(os.path.join(directory, "*.smartctl.txt"))):
        yield report[:-len(".smartctl.txt")] + ".json", helper_json(report)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        files = list(outputs(sys.argv[2]))
        print("1..%d" % len(files))
        failed = 0
        for i, (path, text) in enumerate(files, 1):
            try:
                current = open(path, encoding="utf-8").read() == text
            except OSError:
                current = False
            failed += not current
            if not current:
                print("# %s differs from what gen-real-fixtures.py builds; rerun it" % path)
            print("%s %d - %s is current" % ("ok" if current else "not ok", i, os.path.basename(path)))
        sys.exit(1 if failed else 0)
    if len(sys.argv) != 2:
        sys.exit("usage: gen-real-fixtures.py DIR | --check DIR")
    for path, text in outputs(sys.argv[1]):
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
