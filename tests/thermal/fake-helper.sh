#!/bin/sh
# Stands in for drivescope-helper (DRIVESCOPE_HELPER) in the thermal tests:
# "read DEVICE" prints the health fixture of a hot NVMe drive.
[ "$1" = read ] || exit 9
exec cat "${DS_FIXTURES:?}/health/nvme-temp-warning.json"
