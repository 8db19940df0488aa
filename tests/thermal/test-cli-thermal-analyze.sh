#!/usr/bin/env bash
# drivescope-cli thermal-analyze: output, JSON keys and exit statuses (TAP).
set -u
cli=${DS_CLI:?DS_CLI is not set}
fixtures=${DS_FIXTURES:?DS_FIXTURES is not set}/thermal
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
fail=0

ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fail=1; echo "not ok $n - $1"; [ -n "${2:-}" ] && sed 's/^/# /' <<<"$2"; }
check () { local desc=$1; shift; if "$@"; then ok "$desc"; else not_ok "$desc" "${out:-}"; fi; }

out=$("$cli" thermal-analyze "$fixtures/no-airflow.csv" 2>&1); rc=$?
check "text analysis exits 0" test "$rc" -eq 0
check "text shows the verdict" grep -q "^Verdict: Throttled at 70 °C after 1 min 31 s" <<<"$out"

"$cli" thermal-analyze --json "$fixtures/slc-cache.csv" >"$tmp/out.json" 2>"$tmp/err"; rc=$?
check "--json exits 0" test "$rc" -eq 0
out=$(python3 - "$tmp/out.json" <<'PY' 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
s = d["summary"]
for k in ("start_mbps", "steady_mbps", "avg_mbps", "min_mbps", "max_mbps", "spread_mbps",
          "bytes_written", "peak_temp_c", "final_temp_c", "recovery_s"):
    assert k in s, k
e = d["events"][0]
for k in ("kind", "cause", "onset_s", "onset_temp_c", "before_mbps", "during_mbps", "steps",
          "recovered_s", "cache_bytes"):
    assert k in e, k
assert e["kind"] == "throttle" and e["cause"] == "cache", e
assert abs(e["cache_bytes"] - 30e9) <= 3e9, e["cache_bytes"]
assert e["steps"][0].keys() >= {"t_s", "mbps"}
assert d["verdict"].startswith("Write cache full")
assert len(d["samples"]) == 240
PY
); rc=$?
check "--json has the keys of the issue and the cache event" test "$rc" -eq 0

printf 't_s,mbps,temp_c\n1,500,40\n2,500,40\n3,lots,40\n' >"$tmp/bad.csv"
out=$("$cli" thermal-analyze "$tmp/bad.csv" 2>&1); rc=$?
check "malformed line exits 2" test "$rc" -eq 2
check "malformed line is named" grep -q "bad.csv line 4:" <<<"$out"

out=$("$cli" thermal-analyze "$tmp/missing.csv" 2>&1); rc=$?
check "missing file exits 2" test "$rc" -eq 2

out=$("$cli" thermal-analyze 2>&1); rc=$?
check "no file exits 2" test "$rc" -eq 2
out=$("$cli" thermal-analyze --bogus "$fixtures/slc-cache.csv" 2>&1); rc=$?
check "unknown option exits 2" test "$rc" -eq 2

echo "1..$n"
exit $fail
