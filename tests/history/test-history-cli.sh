#!/bin/bash
# test-history-cli.sh — the history commands of drivescope-cli, end to end (TAP)
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

CLI=${DS_CLI:?DS_CLI must point at drivescope-cli}
TOOL=${DS_HISTORY_TOOL:?DS_HISTORY_TOOL must point at history-tool}
FIX=${DS_FIXTURES:?DS_FIXTURES must point at tests/fixtures}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
DB="$TMP/history.db"
n=0
failed=0

ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=1; echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }
check () { local name=$1; shift; if "$@"; then ok "$name"; else not_ok "$name" "command: $*"; fi; }

count_runs () { "$CLI" history --json --db "$1" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'; }



# --- imports ---
out=$("$CLI" import-fio --db "$DB" "$FIX/fio/cdm-like.json")
check "import-fio imports one run" [ "$out" = "Imported 1 run." ]
out=$("$CLI" import-fio --db "$DB" "$FIX/fio/cdm-like.json")
check "import-fio twice adds nothing" [ "$(count_runs "$DB")" = 1 ]

for f in cdm8-default cdm8-nvme-mix cdm9-default-mix cdm9-nvme cdm8-real; do
  "$CLI" import-cdm --db "$DB" "$FIX/cdm/$f.txt" >/dev/null || not_ok "import-cdm $f"
done
check "import-cdm imports the five exports" [ "$(count_runs "$DB")" = 6 ]
out=$("$CLI" import --db "$DB" "$FIX/cdm/cdm9-nvme.txt")
check "import tells a CrystalDiskMark file by its content: the same run, nothing new" \
  bash -c '[[ "$1" == "Nothing new"* ]] && [ "$2" = 6 ]' _ "$out" "$(count_runs "$DB")"

err=$("$CLI" import-cdm --db "$DB" "$FIX/cdm/malformed-number.txt" 2>&1 >/dev/null); rc=$?
if [ $rc -ne 0 ] && [[ "$err" == *"Line 10:"* ]] && [ "$(count_runs "$DB")" = 6 ]; then
  ok "a malformed CrystalDiskMark file is refused with its line and writes nothing"
else
  not_ok "a malformed CrystalDiskMark file is refused with its line and writes nothing" "rc=$rc" "$err"
fi
head -c 2000 "$FIX/fio/cdm-like.json" > "$TMP/cut.json"
err=$("$CLI" import-fio --db "$DB" "$TMP/cut.json" 2>&1 >/dev/null); rc=$?
if [ $rc -ne 0 ] && [[ "$err" == *"Line "* ]] && [ "$(count_runs "$DB")" = 6 ]; then
  ok "a truncated fio file is refused with its line and writes nothing"
else
  not_ok "a truncated fio file is refused with its line and writes nothing" "rc=$rc" "$err"
fi

# --- history and show ---
out=$("$CLI" history --db "$DB" --kind imported-cdm --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
check "history --kind filters" [ "$out" = 5 ]
out=$("$CLI" history --db "$DB" | head -2 | tail -1)
check "history lists newest first" grep -q "imported-fio" <<<"$out"
out=$("$CLI" history --db "$DB" --since 2024-01-01 --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
check "history --since filters by date" [ "$out" = 3 ]
out=$("$CLI" show --db "$DB" last)
check "show last prints the tests as bench does" bash -c '[[ "$1" == *"[Mix] Read 70%/Write 30%"* && "$1" == *"RND    4KiB (Q=  1, T= 1):    66.199 MB/s [  16161.8 IOPS]"* ]]' _ "$out"
uuid=$("$CLI" history --db "$DB" --kind imported-cdm --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["uuid"])')
out=$("$CLI" show --db "$DB" "${uuid:0:8}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["uuid"], len(d["tests"]))')
check "show by uuid prefix, as JSON" [ "$out" = "$uuid 8" ]
"$CLI" show --db "$DB" 9999 >/dev/null 2>&1; rc=$?
check "show of an unknown run exits 2" [ $rc -eq 2 ]

# --- label, comment, delete ---
"$CLI" label --db "$DB" last "after firmware update" && "$CLI" comment --db "$DB" last "drive 90 % full"
out=$("$CLI" show --db "$DB" last)
check "label and comment show up" bash -c '[[ "$1" == *"Label:     after firmware update"* && "$1" == *"Comment:   drive 90 % full"* ]]' _ "$out"
"$CLI" delete --db "$DB" 1 >/dev/null
check "delete removes the run" [ "$(count_runs "$DB")" = 5 ]
"$CLI" delete --db "$DB" 1 >/dev/null 2>&1; rc=$?
check "deleting it again exits 2" [ $rc -eq 2 ]

# --- compare ---
ids=$("$CLI" history --db "$DB" --kind imported-cdm --json | python3 -c 'import json,sys; print(" ".join(str(r["id"]) for r in json.load(sys.stdin)[:2]))')
out=$("$CLI" compare --db "$DB" $ids)
check "compare lists differing conditions above the table" bash -c '[[ "$1" == "Conditions that differ:"* && "$1" == *"Fill: "* && "$1" == *"%)"* ]]' _ "$out"
out=$("$CLI" compare --db "$DB" $ids --markdown)
check "compare --markdown prints a table" grep -q "^| Test" <<<"$out"
first=${ids%% *}
"$CLI" compare --db "$DB" "$first" >/dev/null 2>&1; rc=$?
check "compare of one run exits 2" [ $rc -eq 2 ]
err=$("$CLI" compare --db "$DB" "$first" "$first" 2>&1 >/dev/null); rc=$?
check "compare of the same run twice exits 2 and says so" bash -c '[ "$1" -eq 2 ] && [[ "$2" == *"same run"* ]]' _ "$rc" "$err"
"$CLI" compare --db "$DB" 1 2 3 4 5 6 7 8 9 >/dev/null 2>&1; rc=$?
check "compare of nine runs exits 2" [ $rc -eq 2 ]
out=$("$CLI" compare --db "$DB" $ids --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["runs"]), d["rows"][0]["delta_percent"][0])')
check "compare --json has deltas against the first run" [ "$out" = "2 None" ]

# --- drives and endurance (health snapshots arrive through an import) ---
cat > "$TMP/health.json" <<'EOF'
{"format":"drivescope-history","version":1,
 "drives":[{"identity":"sn:Samsung SSD 980 PRO 1TB/S5GXNF0R900001","name":"nvme0n1","model":"Samsung SSD 980 PRO 1TB",
            "serial":"S5GXNF0R900001","firmware":"5B2QGXA7","size_bytes":1000204886016,"first_seen":1700000000,"last_seen":1700864000}],
 "runs":[],
 "snapshots":[
  {"uuid":"9a000000-0000-4000-8000-000000000001","drive":"sn:Samsung SSD 980 PRO 1TB/S5GXNF0R900001","taken_at":1700000000,
   "health":{"bytes_written":100000000000000,"percentage_used":5}},
  {"uuid":"9a000000-0000-4000-8000-000000000002","drive":"sn:Samsung SSD 980 PRO 1TB/S5GXNF0R900001","taken_at":1700864000,
   "health":{"bytes_written":101000000000000,"percentage_used":6}}]}
EOF
"$CLI" import --db "$DB" "$TMP/health.json" >/dev/null
"$CLI" drive-set --db "$DB" S5GXNF0R900001 --rated-tbw 150 --warranty-years 5
out=$("$CLI" endurance --db "$DB" "980 PRO" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["gb_per_day"], d["basis"], d["projected_date"], d["warranty_years"])')
check "endurance projects from snapshots and the rated TBW" [ "$out" = "100.0 rated_tbw 2025-03-28 5" ]
"$CLI" drive-set --db "$DB" nosuchdrive --rated-tbw 1 >/dev/null 2>&1; rc=$?
check "drive-set of an unknown drive exits 2" [ $rc -eq 2 ]

# --- export / import between machines ---
all_ids=$("$CLI" history --db "$DB" --json | python3 -c 'import json,sys; print(" ".join(str(r["id"]) for r in json.load(sys.stdin)))')
"$CLI" export --db "$DB" --format json -o "$TMP/export.json" $all_ids
NEW="$TMP/new.db"
out=$("$CLI" import --db "$NEW" "$TMP/export.json")
check "import of an export adds every run" [ "$out" = "Imported 5 runs." ]
same=1
for u in $("$CLI" history --db "$DB" --json | python3 -c 'import json,sys; print(" ".join(r["uuid"] for r in json.load(sys.stdin)))'); do
  if [ "$("$CLI" show --db "$DB" "$u")" != "$("$CLI" show --db "$NEW" "$u")" ]; then
    same=0; echo "# show $u differs"
  fi
done
check "export then import gives identical show output" [ $same -eq 1 ]
out=$("$CLI" import --db "$NEW" "$TMP/export.json")
check "importing twice adds nothing" bash -c '[[ "$1" == "Nothing new"* ]] && [ "$2" = 5 ]' _ "$out" "$(count_runs "$NEW")"
ALL="$TMP/all.db"
"$CLI" export --db "$DB" > "$TMP/all.json"
out=$("$CLI" import --db "$ALL" "$TMP/all.json")
check "export with no run (and no format) moves the whole history as JSON" \
  bash -c '[ "$1" = "Imported 5 runs." ] && [ "$2" = 5 ]' _ "$out" "$(count_runs "$ALL")"

"$CLI" show --db "$DB" last --json > "$TMP/one.json"
out=$("$CLI" import --db "$TMP/one.db" "$TMP/one.json")
check "a single run saved with --json imports, label and all" \
  bash -c '[ "$1" = "Imported 1 run." ] && [ "$("$2" show --db "$3" last)" = "$("$2" show --db "$4" last)" ]' _ "$out" "$CLI" "$DB" "$TMP/one.db"

# --- damaged database, default location ---
mkdir -p "$TMP/bad"
echo "not a database at all" > "$TMP/bad/history.db"
err=$("$CLI" history --db "$TMP/bad/history.db" 2>&1); rc=$?
check "a damaged history is reported" bash -c '[ $1 -eq 1 ] && [[ "$2" == *"history.db is damaged: "* ]]' _ $rc "$err"
"$CLI" history --db "$TMP/bad/history.db" --reset-damaged >/dev/null 2>&1; rc=$?
check "--reset-damaged moves it aside with a timestamp and starts afresh" \
  bash -c '[ $1 -eq 0 ] && ls "$2"/history.db.damaged-* >/dev/null && grep -q "not a database" "$2"/history.db.damaged-*' _ $rc "$TMP/bad"
DRIVESCOPE_DB="$TMP/env.db" "$CLI" import-cdm "$FIX/cdm/cdm9-nvme.txt" >/dev/null
check "DRIVESCOPE_DB chooses the database" [ "$(count_runs "$TMP/env.db")" = 1 ]

# --- what an import knows, and only that ---
ZDB="$TMP/zero.db"
"$CLI" import-cdm --db "$ZDB" "$FIX/cdm/cdm9-nvme-0fill.txt" >/dev/null
out=$("$CLI" show --db "$ZDB" last --json)
check "a <0Fill> CrystalDiskMark export is stored with zeros as its data" grep -q '"data":"zeros"' <<<"$(tr -d ' \n' <<<"$out")"
out=$(TZ=UTC "$CLI" show --db "$ZDB" last)
check "show prints the CrystalDiskMark date as written" grep -q "^CDM date:  2025/08/03 7:05:59 " <<<"$out"
check "show of a CrystalDiskMark import says zeros" grep -q "zeros data" <<<"$out"
"$CLI" import-fio --db "$ZDB" "$FIX/fio/cdm-like.json" >/dev/null
out=$("$CLI" show --db "$ZDB" last)
check "show of an import invents no warm-up or interval" \
  bash -c '[[ "$1" == *"Time: Measure 1 sec"$'"'"'\n'"'"'* && "$1" != *"Warm-up"* && "$1" != *"Interval"* ]]' _ "$out"

# --- every health reading is saved as a snapshot ---
HDB="$TMP/health.db"
HELPER="$(dirname "$0")/fake-health-helper.py"
# health checks that the kernel has the device before asking for rights:
# the desktop fixture tree has nvme0.
DRIVESCOPE_SYSROOT="$FIX/sysroot-desktop" DRIVESCOPE_HELPER="$HELPER" DRIVESCOPE_DB="$HDB" "$CLI" health nvme0 --json > /dev/null 2>"$TMP/health.err"; rc=$?
DRIVESCOPE_SYSROOT="$FIX/sysroot-desktop" DRIVESCOPE_HELPER="$HELPER" DRIVESCOPE_DB="$HDB" "$CLI" health nvme0 > /dev/null 2>>"$TMP/health.err"
out=$("$TOOL" export "$HDB" | python3 -c '
import json, sys
d = json.load(sys.stdin)
s = d["snapshots"]
print(len(s), s[0]["health"]["bytes_written"], s[0]["health"]["percentage_used"], d["drives"][0]["serial"])')
if [ $rc -eq 0 ] && [ "$out" = "2 20480000000000 2 S6B0NL0W127001" ]; then
  ok "reading health saves a snapshot each time"
else
  not_ok "reading health saves a snapshot each time" "rc=$rc" "$out" "$(cat "$TMP/health.err")"
fi

# --- a benchmark keeps health readings from before and after it ---
BDB="$TMP/bench.db"
mkdir -p "$TMP/benchdir"
DRIVESCOPE_SYSROOT="$DS_FIXTURES/sysroot-desktop" DRIVESCOPE_HELPER="$HELPER" DRIVESCOPE_DB="$BDB" \
  "$CLI" bench --dir "$TMP/benchdir" --tests "SEQ1M Q1T1" --mode read --size 16MiB --runs 1 \
  --duration 1 --interval 0 > /dev/null 2>"$TMP/bench.err"; rc=$?
out=$("$TOOL" export "$BDB" | python3 -c '
import json, sys
d = json.load(sys.stdin)
uuid = d["runs"][0]["uuid"]
print(sorted(s["phase"] for s in d["snapshots"] if s["run_uuid"] == uuid))')
if [ $rc -eq 0 ] && [ "$out" = "['after', 'before']" ]; then
  ok "bench saves health snapshots before and after the run, tied to it"
else
  not_ok "bench saves health snapshots before and after the run, tied to it" "rc=$rc" "$out" "$(cat "$TMP/bench.err")"
fi

# --- a trend of a drive that also has suite runs ---
# The trend draws the drive's benchmarks; its suite run beside them is left
# out, not loaded as a benchmark ("Run 2 is a suite run").
SDB="$TMP/suite.db"
mkdir -p "$TMP/suitedir"
DRIVESCOPE_DB="$SDB" "$CLI" bench --dir "$TMP/suitedir" --tests "SEQ1M Q1T1" --mode read --size 16MiB --runs 1 \
  --duration 1 --interval 0 > /dev/null 2>"$TMP/suite.err" &&
DRIVESCOPE_DB="$SDB" "$CLI" suite blocksize --dir "$TMP/suitedir" --blocks 4K --mixes 100 --qd 1 --duration 0.5 \
  --warmup 0 --size 16MiB > /dev/null 2>>"$TMP/suite.err"; rc=$?
bench_id=$("$CLI" history --db "$SDB" --kind bench --json | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r[0]["id"] if r else "")')
if [ $rc -ne 0 ] || [ -z "$bench_id" ]; then
  not_ok "export --chart trend with a suite run of the drive in the history" "rc=$rc" "$(cat "$TMP/suite.err")"
elif [ "$("$CLI" history --db "$SDB" --json | python3 -c 'import json,sys; print(len({(r["drive_model"], r["drive_serial"]) for r in json.load(sys.stdin)}))')" != 1 ]; then
  not_ok "export --chart trend with a suite run of the drive in the history" "the two runs were not saved for one drive"
else
  err=$("$CLI" export --db "$SDB" "$bench_id" --chart trend -o "$TMP/trend.svg" 2>&1); rc=$?
  if [ $rc -eq 0 ] && grep -q "<svg" "$TMP/trend.svg"; then
    ok "export --chart trend with a suite run of the drive in the history"
  else
    not_ok "export --chart trend with a suite run of the drive in the history" "rc=$rc" "$err"
  fi
fi

echo "1..$n"
exit $failed
