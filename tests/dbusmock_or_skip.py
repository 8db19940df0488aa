"""dbusmock_or_skip.py — python3-dbusmock for the tests that run a mock
udisks2 on a private system bus, or the TAP skip that says what is missing.

meson may run the tests with another python3 than the system's, which has
python3-dbusmock: then the test is run again with /usr/bin/python3.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import shutil
import sys


def import_dbusmock():
    """The dbusmock module; exits with a TAP skip when it or dbus-daemon is
    missing."""
    try:
        import dbusmock
    except ImportError:
        if os.path.exists("/usr/bin/python3") and \
                os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") \
                and not os.environ.get("DS_UDISKS_REEXEC"):
            os.environ["DS_UDISKS_REEXEC"] = "1"
            os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
        print("1..0 # SKIP python3-dbusmock is not installed (apt install python3-dbusmock)")
        sys.exit(0)
    if shutil.which("dbus-daemon") is None:
        print("1..0 # SKIP dbus-daemon is not installed (apt install dbus), no private system bus")
        sys.exit(0)
    return dbusmock
