#!/usr/bin/env python3
# Stands in for drivescope-helper in tests (DRIVESCOPE_HELPER): one NVMe
# drive with its identify-controller page and SMART log, in the helper's
# version-1 output format.
# SPDX-License-Identifier: GPL-3.0-or-later
import base64, json, struct

ident = bytearray(4096)
ident[4:24] = b"S6B0NL0W127001".ljust(20)
ident[24:64] = b"Samsung SSD 990 PRO 2TB".ljust(40)
ident[64:72] = b"4B2QJXD7"
log = bytearray(512)
log[1:3] = struct.pack("<H", 311)                  # composite temperature, K (38 °C)
log[3], log[4], log[5] = 100, 10, 2                # spare, spare threshold, percentage used
log[48:64] = (40000000).to_bytes(16, "little")     # data units written, 512 000 bytes each
print(json.dumps({"version": 1, "kind": "nvme", "device": "nvme0",
                  "pages": {"identify-controller": base64.b64encode(bytes(ident)).decode(),
                            "smart-log": base64.b64encode(bytes(log)).decode()}}))
