#!/usr/bin/env bash
# --fill on a real filesystem (TAP): ext4 on a loop device over a sparse
# file in /dev/shm, with 4096-byte sectors. A placeholder file allocated
# with fallocate (no data written, so it costs no memory) brings the
# filesystem near the level asked for; `bench --fill` and `suite --fill`
# then write the rest with their anonymous fill file. Checked: the fill
# level before and during lands in the conditions; `compare` of a run
# without and one with --fill lists the fill level among the conditions
# that differ; after success, an unreachable level, a failure inside a test
# (512-byte direct reads on 4096-byte sectors), and SIGINT during the fill
# and during a test, the directory is empty and the filesystem uses what it
# used before (the fill file is gone). On the same 4096-byte sectors, the
# fileserver preset's 512 B to 2 KiB I/Os run as 4 KiB and the conditions
# say so. Needs root for losetup and mount;
# skips with the reason otherwise. Only the image file is ever written.
set -u
cli=${DS_CLI:?DS_CLI must point at drivescope-cli}
n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }
skip_all () { echo "1..0 # SKIP $1"; exit 0; }

[ "$(id -u)" -eq 0 ] || skip_all "loop mounting needs root"
for tool in losetup mkfs.ext4 fallocate python3; do
  command -v $tool >/dev/null || skip_all "$tool not installed"
done
[ -d /dev/shm ] || skip_all "no /dev/shm tmpfs"

work=$(mktemp -d "${TMPDIR:-/tmp}/ds-fill-XXXXXX")
shm=$(mktemp -d /dev/shm/ds-fill-XXXXXX)
loop=""
mnt="$work/mnt"
pids=""
unmount () {
  for _ in $(seq 1 50); do
    mountpoint -q "$1" 2>/dev/null || return 0
    umount "$1" 2>/dev/null && return 0
    sleep 0.1
  done
  umount "$1"
}
cleanup () {
  for p in $pids; do kill "$p" 2>/dev/null; done
  unmount "$mnt"
  [ -n "$loop" ] && losetup -d "$loop" 2>/dev/null
  rm -rf "$work" "$shm"
}
trap cleanup EXIT
mkdir "$mnt"
# 40 GiB: the free-space guard keeps 1 GiB (1 % of the filesystem at
# least) twice over, so a 90 % level is reachable only when that is a
# small share of the whole.
truncate -s 40G "$shm/image" || skip_all "cannot create the image file"
mkfs.ext4 -q -F -m 0 -b 4096 -E lazy_itable_init=1,lazy_journal_init=1 "$shm/image" >/dev/null 2>&1 ||
  skip_all "mkfs.ext4 failed on the image"
loop=$(losetup -f --show -b 4096 "$shm/image" 2>/dev/null) || skip_all "losetup cannot attach a 4096-byte-sector loop device here"
mount -t ext4 "$loop" "$mnt" 2>/dev/null || skip_all "mounting the loop device failed (no permission in this sandbox?)"
mkdir "$mnt/bench"
# 86 % in use before any run, with nothing written.
fallocate -l $(( $(df --output=size -B1 "$mnt" | tail -1) * 86 / 100 )) "$mnt/placeholder" ||
  skip_all "fallocate is refused on this filesystem"
sync
export DRIVESCOPE_DB="$work/history.db"
used () { sync; df --output=used -B1 "$mnt" | tail -1; }
baseline=$(used)
echo "# filesystem: $(df -h --output=size,used,pcent "$mnt" | tail -1)"
echo "1..28"

# Nothing is left: the directory is empty and the filesystem uses what it
# used before, within 8 MiB (the journal and the directory).
clean () {
  local now
  now=$(used)
  [ -z "$(ls -A "$mnt/bench")" ] && [ $(( now - baseline )) -lt $(( 8 << 20 )) ] &&
    [ $(( baseline - now )) -lt $(( 8 << 20 )) ]
}
bench () {
  "$cli" bench --dir "$mnt/bench" --size 32MiB --runs 1 --duration 1 --interval 0 --warmup 0 \
    --tests "SEQ1M Q8T1" --mode read "$@"
}
json_get () {  # FILE EXPRESSION: prints the expression of the JSON document d
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2" 2>/dev/null
}

# 1. bench without and with --fill 90%.
bench --json >"$work/plain.json" 2>"$work/plain.err"
check "bench without --fill succeeds" "[ $? -eq 0 ]"
bench --fill 90% --json >"$work/fill.json" 2>"$work/fill.err"
rc=$?
check "bench --fill 90% succeeds" "[ $rc -eq 0 ]"
sed 's/^/# /' "$work/fill.err"
check "it said it was filling the filesystem" "grep -q 'Filling the filesystem' '$work/fill.err'"
before=$(json_get "$work/fill.json" 'd["conditions"]["fill"]["before_percent"]')
during=$(json_get "$work/fill.json" 'd["conditions"]["fill"]["during_percent"]')
echo "# fill before $before %, during $during %, fill file $(json_get "$work/fill.json" 'd["conditions"]["fill"]["bytes"]') bytes"
check "the conditions record the level before the fill (about 86 %)" \
  "python3 -c 'import sys; sys.exit(not abs($before - 86) < 1.5)'"
check "the conditions record the level during the run (about 90 %)" \
  "python3 -c 'import sys; sys.exit(not abs($during - 90) < 1.0)'"
check "fill_percent is the level during the run and the target is kept" \
  "[ \"\$(json_get '$work/fill.json' 'd[\"conditions\"][\"fill_percent\"] == d[\"conditions\"][\"fill\"][\"during_percent\"] and d[\"conditions\"][\"fill\"][\"target_percent\"] == 90 and d[\"settings\"][\"fill_percent\"] == 90')\" = True ]"
check "the run without --fill records no fill file" \
  "[ \"\$(json_get '$work/plain.json' '\"fill\" not in d[\"conditions\"] and d[\"settings\"][\"fill_percent\"] == 0')\" = True ]"
check "the fill file is gone after a successful run" clean

# 2. compare lists the fill level among the conditions that differ.
plain=$(json_get "$work/plain.json" 'd["uuid"]')
filled=$(json_get "$work/fill.json" 'd["uuid"]')
"$cli" compare "$plain" "$filled" >"$work/compare.txt" 2>&1
rc=$?
sed 's/^/# /' "$work/compare.txt" | head -30
check "compare of the two runs succeeds" "[ $rc -eq 0 ]"
check "compare lists the fill level as a condition that differs" \
  "grep -i 'fill' '$work/compare.txt' | grep -q '86 %' && grep -i 'fill' '$work/compare.txt' | grep -q '90 %'"

# 3. An unreachable level: refused before anything is written.
bench --fill 95% >/dev/null 2>"$work/far.err"
rc=$?
sed 's/^/# /' "$work/far.err"
check "an unreachable level gives exit 1" "[ $rc -eq 1 ]"
check "the message names the highest reachable level" "grep -q 'at most' '$work/far.err'"
check "nothing is left after the refusal" clean
bench --fill 99% >/dev/null 2>"$work/bad.err"
check "a level above 95 % is a usage error (exit 2)" "[ $? -eq 2 ] && grep -q 'fill level' '$work/bad.err'"

# 4. A failure inside a test, after the fill.
"$cli" bench --dir "$mnt/bench" --size 32MiB --runs 1 --duration 1 --interval 0 --warmup 0 \
  --tests "RND512 Q1T1" --mode read --fill 90% --no-save >/dev/null 2>"$work/einval.err"
rc=$?
sed 's/^/# /' "$work/einval.err"
check "a test failing after the fill stops the run with exit 2" "[ $rc -eq 2 ] && grep -q 'RND512 Q1T1 read failed' '$work/einval.err'"
check "the fill file is gone after the failure" clean

# 5. SIGINT while filling and while measuring: exit 130, nothing left.
# WHEN is the progress line to wait for on stderr.
interrupt () {
  local when=$1 err=$2 pid rc
  shift 2
  "$@" >/dev/null 2>"$err" &
  pid=$!
  pids="$pids $pid"
  for _ in $(seq 1 300); do
    grep -q "$when" "$err" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  kill -INT "$pid"
  wait "$pid"
  rc=$?
  pids=""
  return $rc
}
# The command itself, not the shell function: a background subshell would
# take the signal (and ignore it, as non-interactive shells do).
interrupt 'Filling the filesystem' "$work/int-fill.err" "$cli" bench --dir "$mnt/bench" --size 32MiB \
  --runs 1 --duration 1 --interval 0 --warmup 0 --tests "SEQ1M Q8T1" --mode read --fill 90% --no-save
rc=$?
sed 's/^/# /' "$work/int-fill.err"
check "SIGINT while filling gives exit 130 and says nothing was measured" \
  "[ $rc -eq 130 ] && grep -q 'while filling the filesystem' '$work/int-fill.err'"
check "the fill file is gone after SIGINT while filling" clean
interrupt 'Measuring' "$work/int-run.err" "$cli" bench --dir "$mnt/bench" --size 32MiB --runs 1 --duration 30 \
  --interval 0 --warmup 0 --tests "SEQ1M Q8T1" --mode read --fill 90% --no-save
rc=$?
sed 's/^/# /' "$work/int-run.err"
check "SIGINT while measuring gives exit 130" "[ $rc -eq 130 ]"
check "the fill file is gone after SIGINT while measuring" clean

# 6. A suite takes the same --fill (the same code) and records it alike.
"$cli" suite rwmix --dir "$mnt/bench" --size 32MiB --mixes 100 --qd 4 --duration 1 --warmup 0 \
  --fill 90% --json --no-save >"$work/suite.json" 2>"$work/suite.err"
rc=$?
check "suite rwmix --fill 90% succeeds" "[ $rc -eq 0 ]"
check "the suite's conditions record the fill level during the run (about 90 %)" \
  "[ \"\$(json_get '$work/suite.json' 'abs(d[\"conditions\"][\"fill\"][\"during_percent\"] - 90) < 1.0')\" = True ]"
check "the fill file is gone after the suite" clean
DRIVESCOPE_BENCH_NAMED_FILE=1 bench --fill 90% --no-save >/dev/null 2>&1
check "with a named test file too, nothing is left" "[ $? -eq 0 ] && clean"

# 7. Block sizes drawn per I/O on 4096-byte sectors: the sizes below the
# direct-I/O alignment run at it (their shares added), and the run says so.
"$cli" suite mixes --presets fileserver --dir "$mnt/bench" --size 32MiB --qd 4 --duration 1 --warmup 0 \
  --json --no-save >"$work/fileserver.json" 2>"$work/fileserver.err"
rc=$?
sed 's/^/# /' "$work/fileserver.err" | tail -3
check "suite mixes --presets fileserver succeeds on 4096-byte sectors" "[ $rc -eq 0 ]"
check "its conditions say the block sizes were rounded to 4096 bytes" \
  "[ \"\$(json_get '$work/fileserver.json' 'd[\"conditions\"][\"block_sizes_rounded_to\"]')\" = 4096 ]"
check "its step ran 4 KiB for the 80 % of 512 B, 1K, 2K and 4K, then 8K to 64K as published" \
  "[ \"\$(json_get '$work/fileserver.json' '[(x[\"size\"], x[\"percent\"]) for x in d[\"steps\"][0][\"block_sizes\"]] == [(4096, 80), (8192, 2), (16384, 4), (32768, 4), (65536, 10)] and d[\"steps\"][0][\"iops\"] > 0')\" = True ]"
check "nothing is left after the fileserver run" clean
exit $((fails > 0))
