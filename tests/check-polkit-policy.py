#!/usr/bin/env python3
# check-polkit-policy.py POLICY HELPER_PATH — the polkit action of the health
# helper: its id, auth_admin_keep for active sessions and exec.path naming
# the installed helper. Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import sys
import xml.etree.ElementTree as ET

policy, helper = sys.argv[1], sys.argv[2]
checks = []
try:
    root = ET.parse(policy).getroot()
except ET.ParseError as e:
    print("1..1\nnot ok 1 - %s is well-formed XML # %s" % (policy, e))
    sys.exit(1)
action = root.find("action[@id='io.github.drivescope.Drivescope.read-health']")
checks.append(("the read-health action exists", action is not None))
if action is not None:
    checks.append(("active sessions get auth_admin_keep",
                   action.findtext("defaults/allow_active") == "auth_admin_keep"))
    checks.append(("others get auth_admin",
                   action.findtext("defaults/allow_any") == "auth_admin" and
                   action.findtext("defaults/allow_inactive") == "auth_admin"))
    path = action.findtext("annotate[@key='org.freedesktop.policykit.exec.path']")
    checks.append(("exec.path is the installed helper %s (got %s)" % (helper, path), path == helper))
    checks.append(("it has a description and a message",
                   bool(action.findtext("description")) and bool(action.findtext("message"))))
print("1..%d" % len(checks))
for i, (name, ok) in enumerate(checks, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
sys.exit(0 if all(ok for _, ok in checks) else 1)
