#!/usr/bin/env bash
# bench on a small loop-mounted ext4 image (TAP): the free-space guard
# refuses with a clear message; a real ENOSPC (guard skipped through a test-only variable)
# gives exit 1 naming the cause and leaves no file; a read-only directory
# gives exit 2. Needs root for losetup and mount; skips with the reason
# otherwise. Only the image file is ever written, never a block device we
# did not create for it.
set -u
cli=${DS_CLI:?DS_CLI must point at drivescope-cli}
n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }
skip_all () { echo "1..0 # SKIP $1"; exit 0; }

[ "$(id -u)" -eq 0 ] || skip_all "loop mounting needs root"
command -v losetup >/dev/null || skip_all "losetup not installed"
command -v mkfs.ext4 >/dev/null || skip_all "mkfs.ext4 not installed"

work=$(mktemp -d "${TMPDIR:-/tmp}/ds-bench-faults-XXXXXX")
loop=""
loop4k=""
mnt="$work/mnt"
mnt4k="$work/mnt4k"
# Retried: the kernel may hold the filesystem a moment after a process exits.
unmount () {
  for _ in $(seq 1 50); do
    mountpoint -q "$1" 2>/dev/null || return 0
    umount "$1" 2>/dev/null && return 0
    sleep 0.1
  done
  umount "$1"
}
cleanup () {
  unmount "$mnt"
  unmount "$mnt4k"
  [ -n "$loop" ] && losetup -d "$loop" 2>/dev/null
  [ -n "$loop4k" ] && losetup -d "$loop4k" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$mnt"
truncate -s 48M "$work/image" || skip_all "cannot create the image file"
mkfs.ext4 -q -F -m 0 "$work/image" >/dev/null 2>&1 || skip_all "mkfs.ext4 failed on the image"
loop=$(losetup -f --show "$work/image" 2>/dev/null) || skip_all "losetup cannot attach a loop device here"
mount -t ext4 "$loop" "$mnt" 2>/dev/null || skip_all "mounting the loop device failed (no permission in this sandbox?)"
mkdir "$mnt/bench"
echo "1..11"

# 1. The guard: a 48 MB filesystem keeps only 5 % of itself in reserve (a
#    small stick can be tested), so a 16 MiB test runs and a 48 MiB one,
#    more than is free, is refused.
"$cli" bench --dir "$mnt/bench" --size 16MiB --runs 1 --duration 1 --interval 0 --warmup 0 \
  --tests "SEQ1M Q1T1" --mode write --no-save >/dev/null 2>"$work/small.err"
rc=$?
check "a small filesystem's reserve scales down: a 16 MiB test runs" "[ $rc -eq 0 ] && [ -z \"\$(ls -A '$mnt/bench')\" ]"
"$cli" bench --dir "$mnt/bench" --size 48MiB --runs 1 --duration 1 --interval 0 --warmup 0 \
  --tests "SEQ1M Q1T1" --mode write >/dev/null 2>"$work/guard.err"
rc=$?
check "the free-space guard refuses with exit 1" "[ $rc -eq 1 ]"
check "the guard says how much is free and what to do" "grep -q 'free on' '$work/guard.err' && grep -qi 'free some space' '$work/guard.err'"
sed 's/^/# /' "$work/guard.err"

# 2. A real ENOSPC: the guard is skipped (test hook) so the file is attempted.
DRIVESCOPE_TEST_SKIP_SPACE_GUARD=1 "$cli" bench --dir "$mnt/bench" --size 64MiB --runs 1 --duration 1 \
  --interval 0 --warmup 0 --tests "SEQ1M Q1T1" --mode write >/dev/null 2>"$work/enospc.err"
rc=$?
check "ENOSPC gives exit 1" "[ $rc -eq 1 ]"
check "the message names the cause" "grep -qi 'no space left' '$work/enospc.err'"
sed 's/^/# /' "$work/enospc.err"
check "no test file is left after ENOSPC" "[ -z \"\$(ls -A '$mnt/bench')\" ]"
DRIVESCOPE_BENCH_NAMED_FILE=1 DRIVESCOPE_TEST_SKIP_SPACE_GUARD=1 "$cli" bench --dir "$mnt/bench" --size 64MiB \
  --runs 1 --duration 1 --interval 0 --warmup 0 --tests "SEQ1M Q1T1" --mode write >/dev/null 2>&1
rc=$?
check "ENOSPC with a named file: exit 1 and no file left" "[ $rc -eq 1 ] && [ -z \"\$(ls -A '$mnt/bench')\" ]"
df_used=$(df --output=used "$mnt" | tail -1)
echo "# filesystem blocks in use afterwards: $df_used KiB"

# 3. A read-only directory.
mount -o remount,ro "$mnt"
"$cli" bench --dir "$mnt/bench" --size 16MiB --runs 1 --duration 1 --interval 0 --warmup 0 \
  --tests "SEQ1M Q1T1" --mode read >/dev/null 2>"$work/ro.err"
rc=$?
check "a read-only directory gives exit 2" "[ $rc -eq 2 ]"
check "the message says it is read-only" "grep -q 'read-only' '$work/ro.err'"
sed 's/^/# /' "$work/ro.err"

# 4. A failure inside a test names the test and the cause: 512-byte direct
#    reads on a device with 4096-byte logical blocks are refused (EINVAL).
mkdir "$mnt4k"
truncate -s 48M "$work/image4k"
mkfs.ext4 -q -F -m 0 -b 4096 "$work/image4k" >/dev/null 2>&1
if loop4k=$(losetup -f --show -b 4096 "$work/image4k" 2>/dev/null) &&
   mount -t ext4 "$loop4k" "$mnt4k" 2>/dev/null; then
  DRIVESCOPE_TEST_SKIP_SPACE_GUARD=1 "$cli" bench --dir "$mnt4k" --size 16MiB --runs 1 --duration 1 \
    --interval 0 --warmup 0 --tests "RND512 Q1T1" --mode read >/dev/null 2>"$work/einval.err"
  rc=$?
  check "a refused 512-byte direct read stops the run with exit 2" "[ $rc -eq 2 ]"
  check "the message names the test and the cause" "grep -q 'RND512 Q1T1 read failed' '$work/einval.err' && grep -q 'EINVAL' '$work/einval.err'"
  sed 's/^/# /' "$work/einval.err"
else
  ok "# SKIP losetup cannot make a 4096-byte-sector loop device here"
  ok "# SKIP losetup cannot make a 4096-byte-sector loop device here"
fi
exit $((fails > 0))
