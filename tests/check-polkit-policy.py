#!/usr/bin/env python3
# check-polkit-policy.py POLICY HELPER_PATH [SOURCE] — the polkit action of
# the health helper: its id, auth_admin_keep for active sessions, exec.path
# naming the installed helper, and its texts translatable (gettext-domain,
# and xgettext extracts them from SOURCE through polkit's ITS rules). Prints
# TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

policy, helper = sys.argv[1], sys.argv[2]
source = sys.argv[3] if len(sys.argv) > 3 else None
checks = []
skips = []
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
if action is not None:
    checks.append(("the read action is only for the helper's read command",
                   action.findtext("annotate[@key='org.freedesktop.policykit.exec.argv1']") == "read"))
selftest = root.find("action[@id='io.github.drivescope.Drivescope.start-self-test']")
checks.append(("the start-self-test action exists, apart from reading", selftest is not None))
if selftest is not None:
    checks.append(("start-self-test: active sessions get auth_admin_keep, others auth_admin",
                   selftest.findtext("defaults/allow_active") == "auth_admin_keep" and
                   selftest.findtext("defaults/allow_any") == "auth_admin" and
                   selftest.findtext("defaults/allow_inactive") == "auth_admin"))
    checks.append(("start-self-test names the helper and only its self-test command",
                   selftest.findtext("annotate[@key='org.freedesktop.policykit.exec.path']") == helper and
                   selftest.findtext("annotate[@key='org.freedesktop.policykit.exec.argv1']") == "self-test"))
    checks.append(("start-self-test has a description and a message",
                   bool(selftest.findtext("description")) and bool(selftest.findtext("message"))))
checks.append(("polkit translates it at run time: gettext-domain is drivescope (got %s)"
               % root.get("gettext-domain"), root.get("gettext-domain") == "drivescope"))


def its_rules_found():
    dirs = os.environ.get("GETTEXTDATADIRS", "").split(":") + \
        os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":")
    return any(d and os.path.exists(os.path.join(d, "gettext", "its", "polkit.its")) for d in dirs)


if source is not None:
    top = os.path.dirname(os.path.dirname(os.path.abspath(source)))
    rel = os.path.relpath(os.path.abspath(source), top)
    with open(os.path.join(top, "po", "POTFILES.in")) as f:
        listed = [line.strip() for line in f]
    checks.append(("po/POTFILES.in lists %s" % rel, rel in listed))

extract = "xgettext extracts the description and the message from %s" % source
if source is None:
    skips.append((extract, "no source policy given"))
elif shutil.which("xgettext") is None:
    skips.append((extract, "xgettext (gettext) is not installed"))
elif not its_rules_found():
    skips.append((extract, "polkit's ITS rules (gettext/its/polkit.its, package polkitd) are not installed"))
else:
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "policy.pot")
        run = subprocess.run(["xgettext", "--from-code=UTF-8", "-o", pot, source],
                             capture_output=True, text=True)
        text = open(pot).read() if run.returncode == 0 and os.path.exists(pot) else ""
        # msgids may be wrapped over lines: compare them unwrapped.
        flat = text.replace('"\n"', "")
        want = [a.findtext(k) for a in (action, selftest) if a is not None for k in ("description", "message")]
        checks.append((extract, bool(want) and all('msgid "%s"' % w in flat for w in want)))

print("1..%d" % (len(checks) + len(skips)))
for i, (name, ok) in enumerate(checks, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
for i, (name, why) in enumerate(skips, len(checks) + 1):
    print("ok %d - %s # SKIP %s" % (i, name, why))
sys.exit(0 if all(ok for _, ok in checks) else 1)
