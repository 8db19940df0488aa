#!/usr/bin/env bash
# bench end to end on a real temporary directory (TAP):
# a tiny run (64 MiB, 1 run, 1 s) of every default-profile test in every mode
# with plausible numbers, no test file left afterwards, and SIGINT mid-test
# giving exit 130, a result marked incomplete and again no file left.
set -u
cli=${DS_CLI:?DS_CLI must point at drivescope-cli}
work=$(mktemp -d "${TMPDIR:-/tmp}/ds-bench-cli-XXXXXX")
trap 'rm -rf "$work"' EXIT
n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }
echo "1..25"

dir="$work/dir"
mkdir "$dir"
allow=""
if [ "$(stat -f -c %T "$dir")" = tmpfs ] ||
   ! dd if=/dev/zero of="$dir/probe" bs=4096 count=1 oflag=direct status=none 2>/dev/null; then
  allow="--allow-cached"
  echo "# $dir has no direct I/O (tmpfs, or O_DIRECT refused): running with --allow-cached"
fi
rm -f "$dir/probe"

"$cli" bench --dir "$dir" --size 64MiB --runs 1 --duration 1 --interval 0 --warmup 0.2 \
  --mode all --json --no-save $allow >"$work/all.json" 2>"$work/all.err"
rc=$?
check "every default test in every mode exits 0" "[ $rc -eq 0 ]"
[ $rc -eq 0 ] || sed 's/^/# /' "$work/all.err"

python3 - "$work/all.json" >"$work/check.txt" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
want = [(s, m) for m in ("read", "write", "mix") for s in
        ("SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1")]
got = [(t["spec"], t["mode"]) for t in d["tests"]]
assert got == want, f"tests {got}"
for t in d["tests"]:
    block = 1048576 if t["spec"].startswith("SEQ1M") else 4096
    assert t["mbps"] > 0 and t["iops"] > 0, t["spec"]
    # IOPS x block = MB/s within 1 %
    assert abs(t["iops"] * block / 1e6 - t["mbps"]) <= 0.01 * t["mbps"], (t["spec"], t["mode"])
    lat = t["lat_us"]
    for k in ("mean", "p50", "p99", "p999", "p9999"):
        assert lat[k] > 0, (t["spec"], k)
    assert lat["p50"] <= lat["p99"] * 1.01 <= lat["p999"] * 1.02, (t["spec"], lat)
    assert len(t["runs"]) == 1 and t["runs"][0]["seconds"] == 1
    assert not t["incomplete"]
c = d["conditions"]
for k in ("filesystem", "mount_options", "fill_percent", "free_bytes", "file_size_bytes",
          "kernel", "cpu_model", "engine", "direct_io", "data_pattern", "app_version",
          "drive", "link", "temp_start_c", "temp_end_c"):
    assert k in c, k
assert c["file_size_bytes"] == 64 * 1048576
assert d["status"] == "completed"
print("fine")
PY
check "JSON has every test, plausible values and the conditions" "grep -qx fine '$work/check.txt'"
[ "$(cat "$work/check.txt")" = fine ] || sed 's/^/# /' "$work/check.txt"
check "no test file remains after a run" "[ -z \"\$(ls -A '$dir')\" ]"

# The same safety with the named-file fallback (no O_TMPFILE).
DRIVESCOPE_BENCH_NAMED_FILE=1 "$cli" bench --dir "$dir" --size 16MiB --runs 1 --duration 1 \
  --interval 0 --warmup 0 --tests "RND4K Q1T1" --mode write $allow >"$work/named.txt" 2>&1
rc=$?
check "named-file fallback runs" "[ $rc -eq 0 ]"
check "text table has the CrystalDiskMark layout" "grep -q '^\[Write\]' '$work/named.txt' && grep -Eq '^  RND    4KiB \(Q=  1, T= 1\): +[0-9.]+ MB/s \[ *[0-9.]+ IOPS\] < *[0-9.]+ us>' '$work/named.txt'"
check "the default text shows the median run beside the best" "grep -Eq '^  RND    4KiB \\(Q=  1, T= 1\\): .* us>  median +[0-9.]+ MB/s' '$work/named.txt'"
check "no named test file remains" "[ -z \"\$(ls -A '$dir')\" ]"

# SIGINT in the middle of a test: exit 130, partial result, nothing left.
for named in "" 1; do
  DRIVESCOPE_BENCH_NAMED_FILE=$named "$cli" bench --dir "$dir" --size 32MiB --runs 3 --duration 10 \
    --interval 0 --warmup 0 --tests "RND4K Q4T1" --mode read --json $allow \
    >"$work/int.json" 2>"$work/int.err" &
  pid=$!
  for _ in $(seq 1 100); do
    grep -q "Measuring" "$work/int.err" 2>/dev/null && break
    sleep 0.1
  done
  sleep 1
  kill -INT $pid
  wait $pid
  rc=$?
  label=${named:+named file}
  label=${label:-anonymous file}
  check "SIGINT mid-test exits 130 ($label)" "[ $rc -eq 130 ]"
  if [ -z "$named" ]; then
    check "the interrupted result is marked incomplete" \
      "python3 -c 'import json,sys; d=json.load(open(\"$work/int.json\")); t=d[\"tests\"][0]; sys.exit(not (d[\"status\"]==\"cancelled\" and t[\"incomplete\"] and len(t[\"runs\"])==1 and t[\"runs\"][0][\"seconds\"] < 10))'"
  fi
  check "no test file remains after SIGINT ($label)" "[ -z \"\$(ls -A '$dir')\" ]"
done
# A filesystem that refuses O_DIRECT (open and fcntl give EINVAL): refused
# with the reason and nothing left, on both the O_TMPFILE and the named path;
# with --allow-cached it runs buffered and every result says "cached".
nodirect=${DS_NO_DIRECT:?DS_NO_DIRECT must point at the no-direct shim}
for named in "" 1; do
  label=${named:+named file}
  label=${label:-anonymous file}
  LD_PRELOAD=$nodirect DRIVESCOPE_BENCH_NAMED_FILE=$named "$cli" bench --dir "$dir" --size 16MiB \
    --runs 1 --duration 1 --interval 0 --warmup 0 --tests "RND4K Q1T1" --mode read --no-save \
    >/dev/null 2>"$work/nd.err"
  rc=$?
  check "refused O_DIRECT exits 1 with the reason ($label)" \
    "[ $rc -eq 1 ] && grep -q 'refused direct I/O' '$work/nd.err' && grep -q -- '--allow-cached' '$work/nd.err'"
  check "nothing is left after the refusal ($label)" "[ -z \"\$(ls -A '$dir')\" ]"
done
LD_PRELOAD=$nodirect "$cli" bench --dir "$dir" --size 16MiB --runs 1 --duration 1 --interval 0 \
  --warmup 0 --tests "RND4K Q1T1,SEQ1M Q1T1" --mode read --json --no-save --allow-cached \
  >"$work/nd.json" 2>"$work/nd.err"
rc=$?
check "--allow-cached runs buffered where O_DIRECT is refused" \
  "[ $rc -eq 0 ] && python3 -c 'import json,sys; d=json.load(open(\"$work/nd.json\")); c=d[\"conditions\"]; sys.exit(not (len(d[\"tests\"])==2 and all(t[\"cached\"] is True for t in d[\"tests\"]) and c[\"direct_io\"] is False and \"O_DIRECT\" in c[\"cached_reason\"]))'"
[ $rc -eq 0 ] || sed 's/^/# /' "$work/nd.err"
check "nothing is left after the cached run" "[ -z \"\$(ls -A '$dir')\" ]"
# Bad arguments exit 2 before anything is created.
"$cli" bench --dir "$dir" --tests "SEQ1M Q8T1,XYZ4K Q1T1" >/dev/null 2>"$work/e1"
check "an unknown test spec exits 2" "[ $? -eq 2 ] && grep -q 'XYZ4K' '$work/e1'"
"$cli" bench --dir "$dir" --size 8MiB >/dev/null 2>"$work/e2"
check "a size out of range exits 2" "[ $? -eq 2 ] && grep -q 'at least 16 MiB' '$work/e2'"
"$cli" bench --dir "$work/missing" --size 16MiB >/dev/null 2>"$work/e3"
check "a missing directory exits 2" "[ $? -eq 2 ] && grep -q 'missing' '$work/e3'"
"$cli" bench --dir "$dir" --drive sda >/dev/null 2>"$work/e4"
check "--dir with --drive exits 2, saying to choose one" "[ $? -eq 2 ] && grep -q 'not both' '$work/e4'"
# --steady: the options without it are refused; a short run preconditions,
# runs rounds and reports FOB against steady in its JSON.
"$cli" bench --dir "$dir" --round 5 >/dev/null 2>"$work/s4"
check "--round without --steady exits 2" "[ $? -eq 2 ] && grep -q 'go with --steady' '$work/s4'"
"$cli" bench --dir "$dir" --steady --steady-window 2 >/dev/null 2>"$work/s5"
check "a steady window of 2 rounds exits 2" "[ $? -eq 2 ] && grep -q 'window must be 3 to 50' '$work/s5'"
"$cli" bench --dir "$dir" --steady --round 1 --max-rounds 3 --steady-window 3 --precondition 1 \
  --tests "RND4K Q1T1" --mode write --size 16MiB --interval 0 --json --no-save $allow \
  >"$work/steady.json" 2>"$work/steady.err"
rc=$?
python3 - "$work/steady.json" >"$work/steady.txt" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
t = r["tests"][0]
s = t["steady"]
ok = (r["settings"]["steady"]["precondition_passes"] == 1 and 1 <= len(t["runs"]) <= 3
      and len(s["rounds"]) == len(t["runs"]) and t["fob_iops"] == s["rounds"][0] > 0
      and t["steady_iops"] > 0 and (s["reached"] == (s["rounds_to_steady"] == len(t["runs"]))))
print("fine" if ok else "bad: %r" % t)
PY
check "--steady preconditions, runs rounds and reports FOB and steady" \
  "[ $rc -eq 0 ] && grep -q 'pass 1/1' '$work/steady.err' && grep -qx fine '$work/steady.txt' && [ -z \"\$(ls -A '$dir')\" ]"
exit $((fails > 0))
