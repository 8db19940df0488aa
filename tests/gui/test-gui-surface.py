#!/usr/bin/env python3
"""The Suites page's surface suite against a mock udisks2 (tests/udisks2-mock.py,
python3-dbusmock) on a private system bus, whose OpenForBenchmark hands out a
256 GiB sparse file for every drive this machine lists: runs test-gui-suite's
/ds/gui/suite/surface-curve-grows-while-it-reads under Xvfb and passes its TAP
through. Usage: test-gui-surface.py XVFB_RUN TEST_GUI_SUITE
Skips (with the reason) when python3-dbusmock or dbus-daemon is missing.

SPDX-License-Identifier: GPL-3.0-or-later"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from dbusmock_or_skip import import_dbusmock  # noqa: E402

dbusmock = import_dbusmock()

xvfb_py, test_exe = sys.argv[1:3]
CLI = os.environ["DS_CLI"]
SRC = os.environ["DS_SOURCE_DIR"]
# Beside the build, not in /tmp (tmpfs has no O_DIRECT); sparse, so 256 GiB
# costs nothing.
work = tempfile.mkdtemp(prefix="ds-gui-surface-",
                        dir=os.path.join(os.environ.get("DS_BUILD_DIR", os.getcwd()), "test-home"))
disk = os.path.join(work, "disk.img")
with open(disk, "wb") as f:
    f.truncate(256 << 30)
listed = subprocess.run([CLI, "list", "--json"], capture_output=True, text=True)
names = [d["name"] for d in json.loads(listed.stdout)] if listed.returncode == 0 else []
dbusmock.DBusTestCase.start_system_bus()
server = dbusmock.DBusTestCase.spawn_server_template(
    os.path.join(SRC, "tests", "udisks2-mock.py"), {"benchmark_file": disk, "extra_blocks": names},
    stdout=subprocess.DEVNULL)[0]
try:
    env = dict(os.environ, DS_SURFACE_MOCK="1")
    p = subprocess.run([sys.executable, xvfb_py, "1920x1200x24", test_exe,
                        "-p", "/ds/gui/suite/surface-curve-grows-while-it-reads"], env=env, timeout=300)
    status = p.returncode
finally:
    server.terminate()
    server.wait()
    dbusmock.DBusTestCase.tearDownClass()
    shutil.rmtree(work, ignore_errors=True)
sys.exit(status)
