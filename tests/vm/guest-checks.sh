# guest-checks.sh — what the test virtual machine runs (sourced by /init).
#
# Each group ds_group_NAME runs programs and hands their output to the host
# with ds_run; the host (ds-vm.py) judges it. Nothing here decides pass or
# fail, so a check is always visible on the host with its full output.
#
# Data channel protocol (fd 3, the second serial port), one line each:
#   @@DS BEGIN key rc=N     stdout in base64 lines
#   @@DS STDERR             stderr in base64 lines
#   @@DS END key
#   @@DS SYNC action        the guest waits for "@@DS GO action ok|failed …"
#   @@DS LOG text
#   @@DS DONE
#
# Writes go only to files on file systems the host made for this run; no
# raw block device is ever written.
#
# SPDX-License-Identifier: GPL-3.0-or-later

DS_CLI=/usr/bin/drivescope-cli
DS_HELPER=$(cat /etc/ds-helper-path 2>/dev/null)

ds_log () {
  echo "@@DS LOG $*" >&3
}

# ds_run KEY COMMAND ARGS…: runs the command and sends its output.
ds_run () {
  key=$1
  shift
  echo "ds-run: $key: $*"
  start=$(cut -d' ' -f1 /proc/uptime)
  "$@" > /tmp/ds.out 2> /tmp/ds.err
  rc=$?
  end=$(cut -d' ' -f1 /proc/uptime)
  echo "ds-run: $key: exit $rc ($start -> $end s)"
  tail -n 20 /tmp/ds.err
  {
    echo "@@DS BEGIN $key rc=$rc"
    base64 /tmp/ds.out
    echo "@@DS STDERR"
    base64 /tmp/ds.err
    echo "@@DS END $key"
  } >&3
  rm -f /tmp/ds.out /tmp/ds.err
}

# ds_sync ACTION: asks the host to act on the machine (QMP) and waits.
ds_sync () {
  echo "@@DS SYNC $1" >&3
  reply=
  if read -r -t 60 reply <&3; then
    echo "ds-sync: $1: $reply"
  else
    echo "ds-sync: $1: no reply from the host"
  fi
}

ds_wait_devices () {
  i=0
  while [ $i -lt 300 ]; do
    missing=
    for dev in "$@"; do
      [ -e "/dev/$dev" ] || missing="$missing $dev"
    done
    [ -z "$missing" ] && return 0
    sleep 0.1
    i=$((i + 1))
  done
  echo "ds-init: devices still missing after 30 s:$missing"
  ds_log "devices missing:$missing"
  return 1
}

# ds_disk_by_model MODEL: the kernel name of the SCSI disk with that model.
ds_disk_by_model () {
  for d in /sys/block/sd*; do
    read -r model < "$d/device/model"
    if [ "$model" = "$1" ]; then
      basename "$d"
      return 0
    fi
  done
  return 1
}

# ds_throttled_disk SERIAL: the kernel name of the virtio disk with that serial.
ds_throttled_disk () {
  for d in /sys/block/vd*; do
    read -r serial < "$d/serial"
    if [ "$serial" = "$1" ]; then
      basename "$d"
      return 0
    fi
  done
  return 1
}

# ds_mount DEV DIR: mounts the ext4 file system the host made on DEV.
ds_mount () {
  grep -q " $2 " /proc/mounts && return 0
  mkdir -p "$2"
  mount -t ext4 -o noinit_itable "$1" "$2"
}

ds_mount_nvme () {
  ds_mount /dev/nvme0n1 /mnt/nvme
}

# --- devices: the kernel's own view, so the other groups rest on known facts
# The emulated SATA disk's kernel name: the throttled disks probe in
# parallel, so it is not always sda. INQUIRY keeps 16 characters of the model.
ds_sata_disk () {
  ds_disk_by_model "Drivescope VM SA"
}

ds_sysfs_facts () {
  sata=$(ds_sata_disk)
  echo "sata=$sata"
  for f in /sys/class/nvme/nvme0/model /sys/class/nvme/nvme0/serial \
           /sys/class/nvme/nvme0/firmware_rev /sys/block/nvme0n1/size \
           "/sys/block/$sata/size" "/sys/block/$sata/device/model"; do
    read -r value < "$f"
    echo "${f#/sys/block/$sata/}=$value"
  done
  # The unit serial number VPD page: 4 header bytes, then the serial.
  echo "device/vpd_pg80=$(tail -c +5 "/sys/block/$sata/device/vpd_pg80")"
  for h in /sys/class/hwmon/hwmon*; do
    read -r name < "$h/name"
    [ -r "$h/temp1_input" ] || continue
    read -r temp < "$h/temp1_input"
    echo "hwmon.$name.temp1_input=$temp"
  done
}

ds_group_devices () {
  ds_run devices.sysfs ds_sysfs_facts
}

# --- list (issue 2): enumeration of the emulated drives
ds_group_list () {
  ds_mount_nvme
  ds_run list.json "$DS_CLI" list --json
  ds_run list.info-path "$DS_CLI" info /mnt/nvme --json
  ds_run list.info-serial "$DS_CLI" info DSVMSATA0001 --json
}

# --- health (issue 3): the helper and the health command on both drives
ds_write_64mib () {
  dd if=/dev/zero of=/mnt/nvme/ds-health-64mib bs=1M count=64 conv=fsync &&
    rm -f /mnt/nvme/ds-health-64mib && sync
}

ds_group_health () {
  sata=$(ds_sata_disk)
  ds_mount_nvme
  ds_run health.helper-nvme "$DS_HELPER" read nvme0
  ds_run health.helper-sata "$DS_HELPER" read "$sata"
  ds_run health.helper-refuse-path "$DS_HELPER" read ../dev/nvme0
  ds_run health.helper-refuse-missing "$DS_HELPER" read nvme9
  ds_run health.nvme-before "$DS_CLI" health nvme0n1 --json
  ds_run health.write-64mib ds_write_64mib
  ds_run health.nvme-after "$DS_CLI" health nvme0n1 --json
  ds_run health.sata "$DS_CLI" health "$sata" --json
  ds_run health.list "$DS_CLI" list --json --health
  # Issue 16: metrics as the service runs them, as root through the helper.
  mkdir -p /tmp/textfile
  ds_run health.metrics "$DS_CLI" metrics --db /tmp/system-history.db --textfile /tmp/textfile
  ds_run health.metrics-file cat /tmp/textfile/drivescope.prom
  ds_sync critical-warning-4
  ds_run health.nvme-critical "$DS_CLI" health nvme0n1 --json
  ds_run health.metrics-critical "$DS_CLI" metrics --no-history
  ds_sync critical-warning-0
}

# --- bench (issue 4): QEMU-throttled disks of known speed
ds_group_bench () {
  bps=$(ds_throttled_disk DS-THROTTLE-BPS)
  iops=$(ds_throttled_disk DS-THROTTLE-IOPS)
  ds_mount "/dev/$bps" /mnt/bps
  ds_mount "/dev/$iops" /mnt/iops
  # Read and write of each. RND4K takes the best of three runs (the
  # headline, as CrystalDiskMark): at Q1 every I/O waits for the emulated
  # CPU, and one slow stretch on a busy host must not decide the result.
  # QEMU lets a throttled device burst a tenth of a second's worth after
  # idling, so 4 s windows keep that under 2.5 %.
  ds_run bench.seq "$DS_CLI" bench --dir /mnt/bps --tests "SEQ1M Q8T1" \
    --size 16MiB --runs 1 --duration 4 --interval 0 --json --no-save
  ds_run bench.rnd "$DS_CLI" bench --dir /mnt/iops --tests "RND4K Q1T1" \
    --size 16MiB --runs 3 --duration 4 --interval 0 --json --no-save
  ds_run bench.leftover ls -A /mnt/bps /mnt/iops
}

# --- raid (issue 27): an md RAID 0 of two throttled disks
# No mdadm in the guest: the array is built through sysfs without a
# superblock (as mdadm --build), its members in serial order; the host laid
# an ext4 out striped across them.
ds_raid_assemble () {
  md=/sys/block/md0/md
  set -- "$(ds_throttled_disk DS-RAID-0)" "$(ds_throttled_disk DS-RAID-1)"
  [ -n "$1" ] && [ -n "$2" ] || { echo "raid member disks not found"; return 1; }
  [ -d $md ] || echo md0 > /sys/module/md_mod/parameters/new_array || return 1
  echo none > $md/metadata_version || return 1
  echo raid0 > $md/level || return 1
  echo 524288 > $md/chunk_size || return 1
  echo 2 > $md/raid_disks || return 1
  slot=0
  for d in "$@"; do
    cat "/sys/block/$d/dev" > $md/new_dev || return 1
    echo $slot > "$md/dev-$d/slot" || return 1
    echo $(($(cat "/sys/block/$d/size") / 2)) > "$md/dev-$d/size" || return 1
    slot=$((slot + 1))
  done
  echo active > $md/array_state || return 1
  ds_wait_devices md0 || return 1
  cat /proc/mdstat
  echo "members=$1 $2"
}

ds_group_raid () {
  ds_run raid.assemble ds_raid_assemble
  ds_mount /dev/md0 /mnt/raid
  ds_run raid.list "$DS_CLI" list --json
  ds_run raid.list-text "$DS_CLI" list
  # As the bench group: 4 s windows keep QEMU's burst after idling small.
  ds_run raid.bench "$DS_CLI" bench --dir /mnt/raid --tests "SEQ1M Q8T1" \
    --size 16MiB --runs 1 --duration 4 --interval 0 --json --no-save
  ds_run raid.leftover ls -A /mnt/raid
  umount /mnt/raid
  echo clear > /sys/block/md0/md/array_state
}

# --- suite (issue 14): the suites on the same disks of known speed
# Short windows, each suite twice: the host judges the better of the two
# rounds per step, as bench takes the best run, so one stall of the shared
# host does not decide a step. 16 MiB files; 0.5 s warm-up absorbs QEMU's
# burst after idling. A 1 s window holds 400 I/Os of the 400 IOPS disk
# (one more or less is 0.25 %); blocksize keeps 2 s, where 1 MiB I/Os at
# 40 MB/s are about 80 (1.3 % each).
ds_group_suite () {
  bps=$(ds_throttled_disk DS-THROTTLE-BPS)
  iops=$(ds_throttled_disk DS-THROTTLE-IOPS)
  ds_mount "/dev/$bps" /mnt/bps
  ds_mount "/dev/$iops" /mnt/iops
  ds_run suite.start cat /proc/uptime
  for round in 1 2; do
    ds_run "suite.qd.$round" "$DS_CLI" suite qd-scaling --dir /mnt/iops --qd 1,2,4,8,16 --mixes 100,0 \
      --size 16MiB --duration 1 --warmup 0.5 --latency-limit 25ms --json --no-save
    ds_run "suite.blocksize.$round" "$DS_CLI" suite blocksize --dir /mnt/bps --blocks 64K,256K,1M \
      --size 16MiB --duration 2 --warmup 0.5 --json --no-save
    ds_run "suite.rwmix.$round" "$DS_CLI" suite rwmix --dir /mnt/iops \
      --size 16MiB --duration 1 --warmup 0.5 --json --no-save
  done
  ds_run suite.end cat /proc/uptime
  ds_run suite.leftover ls -A /mnt/bps /mnt/iops
}

# --- steady (issue 25): steady state on disks that burst, then throttle
# DS-BURST-1 and -2 run 4000 IOPS until QEMU's bucket (4000 x 2 s) is full
# and 400 IOPS after it. No preconditioning (it would spend the burst
# before the rounds). Rounds of 2 s: each round starts its workload anew,
# and QEMU lets a throttled device burst a tenth of a second's worth after
# the pause between rounds, 5 % of a 1 s round but 2.5 % of a 2 s one.
# bench --steady on the first burst disk and on the plain 400 IOPS disk,
# wsat (window 3, so 3 x the file is enough) on the second burst disk.
ds_group_steady () {
  iops=$(ds_throttled_disk DS-THROTTLE-IOPS)
  burst1=$(ds_throttled_disk DS-BURST-1)
  burst2=$(ds_throttled_disk DS-BURST-2)
  ds_mount "/dev/$burst1" /mnt/burst1
  ds_mount "/dev/$burst2" /mnt/burst2
  ds_mount "/dev/$iops" /mnt/iops
  ds_run steady.start cat /proc/uptime
  ds_run steady.burst "$DS_CLI" bench --dir /mnt/burst1 --tests "RND4K Q8T1" --mode read --size 16MiB \
    --steady --round 2 --precondition 0 --max-rounds 10 --json --no-save
  ds_run steady.plain "$DS_CLI" bench --dir /mnt/iops --tests "RND4K Q8T1" --mode read --size 16MiB \
    --steady --round 2 --precondition 0 --max-rounds 7 --json --no-save
  ds_run steady.wsat "$DS_CLI" suite wsat --dir /mnt/burst2 --size 16MiB --duration 2 --multiple 3 \
    --steady-window 3 --qd 8 --threads 1 --json --no-save
  ds_run steady.end cat /proc/uptime
  ds_run steady.leftover ls -A /mnt/burst1 /mnt/burst2 /mnt/iops
}

# --- verify (issue 26): fake drives made with device-mapper over loop
# devices on the guest's tmpfs (sparse files in RAM, never a disk), each of
# 40 MiB with a FAT filesystem (busybox makes FAT32, which needs 33 MiB or
# more; its metadata, about 0.7 MiB, at the start as on a stick):
#   fake    the first 8 MiB real (linear), the rest dm-zero: writes there
#           are lost, reads give zeros;
#   wrap    the upper 20 MiB mapped onto the lower 20 MiB;
#   flaky   real, but dm-flakey (always down, failing writes) at 8 MiB for
#           1 MiB;
#   honest  all real.
# Sizes in 512-byte sectors (1 MiB is 2048).
ds_dm_device () {
  name=$1
  shift
  printf '%s\n' "$@" | dmsetup --noudevsync create "$name" || return 1
  for d in /sys/block/dm-*; do
    if [ "$(cat "$d/dm/name")" = "$name" ]; then
      echo "/dev/$(basename "$d")"
      return 0
    fi
  done
  return 1
}

ds_dm_backing () {
  dd if=/dev/zero of="/tmp/$1.img" bs=1048576 count=0 seek="$2" 2>/dev/null
  loop=$(losetup -f)
  losetup "$loop" "/tmp/$1.img" && echo "$loop"
}

ds_fake_fs () {
  dev=$1
  mkdosfs -n "$2" "$dev" > /dev/null && mkdir -p "/mnt/$2" && mount -t vfat "$dev" "/mnt/$2"
}

ds_group_verify () {
  ds_run verify.start cat /proc/uptime
  l1=$(ds_dm_backing fake 8)
  l2=$(ds_dm_backing wrap 20)
  l3=$(ds_dm_backing flaky 40)
  l4=$(ds_dm_backing honest 40)
  d1=$(ds_dm_device fake "0 16384 linear $l1 0" "16384 65536 zero")
  d2=$(ds_dm_device wrap "0 40960 linear $l2 0" "40960 40960 linear $l2 0")
  d3=$(ds_dm_device flaky "0 16384 linear $l3 0" "16384 2048 flakey $l3 16384 0 1 1 error_writes" "18432 63488 linear $l3 18432")
  d4=$(ds_dm_device honest "0 81920 linear $l4 0")
  ds_run verify.devices sh -c "dmsetup --noudevsync table; echo $d1 $d2 $d3 $d4"
  ds_fake_fs "$d1" fake
  ds_fake_fs "$d2" wrap
  ds_fake_fs "$d3" flaky
  ds_fake_fs "$d4" honest
  ds_run verify.fake "$DS_CLI" verify --json --no-save --size 24M --file-size 4M /mnt/fake
  ds_run verify.wrap "$DS_CLI" verify --json --no-save --size 28M --file-size 4M /mnt/wrap
  ds_run verify.flaky "$DS_CLI" verify --json --no-save --size 12M --file-size 2M /mnt/flaky
  ds_run verify.honest "$DS_CLI" verify --json --no-save --size 16M --file-size 4M /mnt/honest
  ds_run verify.mounts sh -c "grep /mnt/ /proc/mounts; dmesg | grep -i -e fat -e flakey | tail -8"
  ds_run verify.leftover ls -A /mnt/fake /mnt/wrap /mnt/flaky /mnt/honest
  ds_run verify.end cat /proc/uptime
  umount /mnt/fake /mnt/wrap /mnt/flaky /mnt/honest
  dmsetup --noudevsync remove_all
}

# --- thermal (issue 5): 20 s sustained write on the NVMe, hwmon temperature
ds_group_thermal () {
  ds_mount_nvme
  ds_run thermal.run "$DS_CLI" thermal --dir /mnt/nvme --duration 20s \
    --size 256MiB --json --no-save
  ds_run thermal.leftover ls -A /mnt/nvme
}

# --- run (by hand only): the commands given with run-vm.sh --run
ds_group_run () {
  ds_mount_nvme
  bps=$(ds_throttled_disk DS-THROTTLE-BPS) && ds_mount "/dev/$bps" /mnt/bps
  iops=$(ds_throttled_disk DS-THROTTLE-IOPS) && ds_mount "/dev/$iops" /mnt/iops
  n=0
  while read -r line <&4; do
    n=$((n + 1))
    ds_run "run.$n" sh -c "$line"
  done 4< /etc/ds-run
}
