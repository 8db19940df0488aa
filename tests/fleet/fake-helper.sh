#!/bin/sh
# Stands in for drivescope-helper (DRIVESCOPE_HELPER) in the fleet tests:
# "read DEVICE" prints a health fixture per device, as the real helper
# would for the drives of tests/fixtures/sysroot-desktop; DS_FAKE_HELPER_DIR
# may hold DEVICE.json files that take precedence (a test's own readings).
[ "$1" = read ] || exit 9
dev=$2
case "$dev" in nvme*n*) dev=${dev%n*} ;; esac   # the namespace's controller
if [ -n "${DS_FAKE_HELPER_DIR:-}" ] && [ -f "$DS_FAKE_HELPER_DIR/$dev.json" ]; then
  exec cat "$DS_FAKE_HELPER_DIR/$dev.json"
fi
case "$2" in
  nvme0|nvme0n1) exec cat "${DS_FIXTURES:?}/health/nvme-healthy-pcie4.json" ;;
  sda) exec cat "${DS_FIXTURES:?}/health/sata-ssd-devstats.json" ;;
  *) echo "no such device: $2" >&2; exit 1 ;;
esac
