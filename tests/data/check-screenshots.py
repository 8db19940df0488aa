#!/usr/bin/env python3
"""Every screenshot the AppStream metainfo lists is a PNG in data/screenshots
of the size it states, and every PNG there is listed. TAP output."""
import os
import struct
import sys
import xml.etree.ElementTree as ET

metainfo, shots_dir = sys.argv[1], sys.argv[2]
root = ET.parse(metainfo).getroot()
images = root.findall('./screenshots/screenshot/image')
checks = []

def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n':
        return None
    return struct.unpack('>II', head[16:24])

listed = set()
for image in images:
    name = os.path.basename(image.text.strip())
    listed.add(name)
    path = os.path.join(shots_dir, name)
    size = png_size(path) if os.path.exists(path) else None
    want = (int(image.get('width', 0)), int(image.get('height', 0)))
    checks.append((size is not None, f'{name} exists and is a PNG'))
    if size is not None and want != (0, 0):
        checks.append((size == want, f'{name} is {want[0]}x{want[1]} as listed (is {size[0]}x{size[1]})'))
checks.append((len(images) >= 3, f'{len(images)} screenshots listed (want at least 3)'))
checks.append((any(s.get('type') == 'default' for s in root.findall('./screenshots/screenshot')),
               'one screenshot is the default'))
for name in sorted(os.listdir(shots_dir)):
    if name.endswith('.png'):
        checks.append((name in listed, f'{name} in data/screenshots is listed in the metainfo'))
checks.append((len(root.findall('./releases/release')) >= 1, 'a release entry'))

print(f'1..{len(checks)}')
failed = 0
for i, (ok, what) in enumerate(checks, 1):
    print(f'{"ok" if ok else "not ok"} {i} {what}')
    failed += not ok
sys.exit(1 if failed else 0)
