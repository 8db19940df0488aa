#!/bin/sh
# guest-init.sh — /init of the test virtual machine (busybox sh, PID 1).
#
# Mounts the kernel file systems, loads the storage modules in the order the
# host computed (/etc/ds-modules), waits for the emulated drives, runs the
# check groups named on the kernel command line (ds.checks=a,b,c) from
# /ds/checks.sh and powers off. Results go to the host on the second serial
# port (ttyS1); everything else (kernel messages, stderr) to the console
# (ttyS0), which the host keeps as the log.
#
# SPDX-License-Identifier: GPL-3.0-or-later

export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export HOME=/root
export LANG=C.UTF-8
export TERM=dumb

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mkdir -p /tmp /run /mnt /root
mount -t tmpfs -o mode=1777 tmpfs /tmp
mount -t tmpfs tmpfs /run

echo "ds-init: kernel $(uname -r), loading modules"
while read -r module; do
  [ -n "$module" ] || continue
  insmod "/lib/modules/ds/$module.ko" || echo "ds-init: insmod $module failed"
done < /etc/ds-modules

checks=
for arg in $(cat /proc/cmdline); do
  case "$arg" in
    ds.checks=*) checks=$(echo "${arg#ds.checks=}" | tr ',' ' ') ;;
    ds.disks=*) DS_WAIT_DISKS=$(echo "${arg#ds.disks=}" | tr ',' ' ') ;;
  esac
done

# The data channel: raw, no echo, so the host sees exactly what is written.
stty -F /dev/ttyS1 raw -echo
exec 3<>/dev/ttyS1

. /ds/checks.sh

ds_wait_devices ${DS_WAIT_DISKS:-nvme0 nvme0n1 sda}
for group in $checks; do
  echo "ds-init: group $group"
  ds_log "group $group start $(cut -d' ' -f1 /proc/uptime)"
  "ds_group_$group"
  ds_log "group $group end $(cut -d' ' -f1 /proc/uptime)"
done
sync
echo "@@DS DONE" >&3
exec 3>&-
poweroff -f
