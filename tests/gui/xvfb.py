#!/usr/bin/env python3
"""xvfb.py WxHxD COMMAND [ARG]... — runs COMMAND on a private Xvfb display.

Xvfb picks a free display number itself (-displayfd), so any number of GUI
tests can start at once; xvfb-run -a probes for a free number and two runs
starting together can race for the same one. Xvfb is stopped when COMMAND
ends, and when this wrapper is told to stop (meson's timeout): COMMAND's
exit status is this program's.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import shutil
import signal
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print("usage: xvfb.py WxHxD COMMAND [ARG]...", file=sys.stderr)
        return 2
    if shutil.which("Xvfb") is None:
        print("1..0 # SKIP Xvfb is not installed (apt-get install xvfb)")
        return 0
    screen, command = sys.argv[1], sys.argv[2:]
    # Xvfb writes the number again when it resets after its last client has
    # gone; with the read end closed that write would kill it, so -noreset
    # and the read end stays open until the end.
    rfd, wfd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-noreset", "-screen", "0", screen,
                             "-nolisten", "tcp"],
                            pass_fds=(wfd,), stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(wfd)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(rfd, 64)
        if not chunk:
            break
        number += chunk
    if not number.strip().isdigit():
        xvfb.kill()
        print(f"Bail out! Xvfb did not start (exit status {xvfb.wait()})")
        return 1
    env = dict(os.environ, DISPLAY=f":{number.decode().strip()}")
    env.pop("WAYLAND_DISPLAY", None)
    child = None

    def stop(signum, _frame):
        if child is not None and child.poll() is None:
            child.send_signal(signum)
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        child = subprocess.Popen(command, env=env)
        return child.wait()
    finally:
        if child is not None and child.poll() is None:
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
        os.close(rfd)


if __name__ == "__main__":
    sys.exit(main())
