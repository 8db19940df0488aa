#!/usr/bin/env bash
# drivescope-cli thermal: a real 10 s run with --json, argument errors, and
# SIGINT keeping what was measured (TAP).
set -u
cli=${DS_CLI:?DS_CLI is not set}
base=${DS_BUILD_DIR:-${TMPDIR:-/tmp}}
tmp=$(mktemp -d "$base/thermal-cli-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/dir"
n=0
fail=0

ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fail=1; echo "not ok $n - $1"; [ -n "${2:-}" ] && sed 's/^/# /' <<<"$2"; }
check () { local desc=$1; shift; if "$@"; then ok "$desc"; else not_ok "$desc" "$(cat "$tmp/err" 2>/dev/null)"; fi; }

# --allow-cached: the build tree of a CI runner may refuse O_DIRECT.
"$cli" thermal --dir "$tmp/dir" --duration 10s --size 16MiB --block 256K --qd 2 \
  --sample 500ms --cooldown 2s --allow-cached --json --no-save >"$tmp/out.json" 2>"$tmp/err"; rc=$?
check "a 10 s run exits 0" test "$rc" -eq 0
check "stderr says where it writes" grep -qF "testing in $tmp/dir" "$tmp/err"
python3 - "$tmp/out.json" >"$tmp/err" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
s = d["summary"]
for k in ("start_mbps", "steady_mbps", "avg_mbps", "min_mbps", "max_mbps", "spread_mbps",
          "bytes_written", "peak_temp_c", "final_temp_c", "recovery_s"):
    assert k in s, k
assert isinstance(d["events"], list)
assert isinstance(d["verdict"], str) and d["verdict"], d["verdict"]
assert d["status"] == "completed", d["status"]
w = [x for x in d["samples"] if not x["cooldown"]]
assert 18 <= len(w) <= 22, len(w)          # 10 s at 500 ms
assert s["bytes_written"] == w[-1]["bytes"] > 0
assert d["settings"]["sample_ms"] == 500 and d["settings"]["block_size"] == 262144
assert d["conditions"]["temp_source"] in ("hwmon", "health-log", "none")
PY
check "--json has the summary, events, verdict and samples at 500 ms" test $? -eq 0
check "the test file is gone" test -z "$(ls -A "$tmp/dir")"

# Each refusal comes at once; a hang (a lost main-loop quit) is a failure.
quick="timeout -k 5 30"
$quick "$cli" thermal --dir "$tmp/dir" --duration 5s --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "a 5 s duration exits 2" test "$rc" -eq 2
$quick "$cli" thermal --duration 20s --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "neither --dir nor --drive exits 2" test "$rc" -eq 2
$quick "$cli" thermal --dir "$tmp/dir" --sample 1x --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "a bad --sample exits 2" test "$rc" -eq 2
$quick "$cli" thermal --dir "$tmp/dir" --size lots --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "a bad --size exits 2" test "$rc" -eq 2
$quick "$cli" thermal --dir "$tmp/nowhere" --duration 10s --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "a missing directory exits 2" test "$rc" -eq 2
$quick "$cli" thermal --drive no-such-drive --duration 10s --no-save >/dev/null 2>"$tmp/err"; rc=$?
check "an unknown drive exits 2" test "$rc" -eq 2

"$cli" thermal --dir "$tmp/dir" --duration 60s --size 16MiB --block 256K --qd 2 \
  --allow-cached --json --no-save >"$tmp/cancel.json" 2>"$tmp/err" &
pid=$!
sleep 3
kill -INT "$pid"
wait "$pid"; rc=$?
check "SIGINT exits 130" test "$rc" -eq 130
python3 - "$tmp/cancel.json" >"$tmp/err" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["status"] == "cancelled", d["status"]
assert len(d["samples"]) >= 4, len(d["samples"])
assert d["verdict"].startswith("Incomplete"), d["verdict"]
PY
check "an interrupted run prints what was measured, marked cancelled" test $? -eq 0
check "no test file is left after SIGINT" test -z "$(ls -A "$tmp/dir")"

echo "1..$n"
exit $fail
