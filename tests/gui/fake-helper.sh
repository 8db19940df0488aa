#!/bin/sh
# Stands in for drivescope-helper in the GUI tests (DRIVESCOPE_HELPER): prints
# the saved helper output the test put in $DS_FAKE_HELPER_DIR/output.json, or
# fails like a helper that could not open the device.
[ "$1" = read ] && [ -n "$2" ] || { echo "usage: read NAME" >&2; exit 2; }
if [ -f "$DS_FAKE_HELPER_DIR/slow" ]; then
  # Like a password dialog nobody answers.
  exec sleep 60
fi
if [ -f "$DS_FAKE_HELPER_DIR/output.json" ]; then
  exec cat "$DS_FAKE_HELPER_DIR/output.json"
fi
echo "cannot open /dev/$2: No such device" >&2
exit 1
