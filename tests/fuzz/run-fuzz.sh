#!/usr/bin/env bash
# run-fuzz.sh — builds the fuzz targets with clang -fsanitize=fuzzer,address
# and runs each briefly. Prints TAP.
#
#   run-fuzz.sh SOURCE_ROOT BUILD_ROOT [SECONDS]
#
# Targets: the health page parsers and the helper's JSON; the text
# importers (import-cdm, import-fio, thermal-analyze CSV) and the JSON
# import path (limits, parse, schema check, run readers). The JSON targets
# run with a max_len large enough for the deep-nesting seeds generated here
# (100 000 "[", 80 000 {"a":), so the depth limit is fuzzed, not hidden.
#
# Skips (with the reason) when clang or its libFuzzer runtime is missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -uo pipefail

src=${1:?source root}
build=${2:?build root}
seconds=${3:-10}
targets=(fuzz-nvme fuzz-ata fuzz-helper-json fuzz-drivedb fuzz-import-text fuzz-import-json)
health=(ds-health.c ds-health-reader.c ds-health-udisks.c ds-health-verdict.c ds-smart-ata.c
        ds-smart-ata-logs.c ds-smart-nvme.c ds-drivedb.c ds-drivedb-presets.c)
base=(ds-json.c)
imports=(ds-import-cdm.c ds-import-fio.c ds-history-validate.c ds-bench-result.c
         ds-thermal-csv.c ds-thermal-result.c ds-thermal-analysis.c)

clang=$(command -v clang || true)
if [ -z "$clang" ]; then
    echo "1..0 # SKIP clang is not installed (apt install clang) so no fuzz target can be built"
    exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/ds-fuzz-XXXXXX")
trap 'rm -rf "$work"' EXIT

probe="$work/probe.c"
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void) d; (void) n; return 0; }' > "$probe"
if ! "$clang" -fsanitize=fuzzer,address "$probe" -o "$work/probe" 2>"$work/probe.log"; then
    echo "1..0 # SKIP clang cannot link -fsanitize=fuzzer (libFuzzer runtime missing): $(head -c 200 "$work/probe.log" | tr '\n' ' ')"
    exit 0
fi

find_source () {
    find "$src/src/core" -name "$1" -not -path '*/poison/*' | head -1
}

# shellcheck disable=SC2207
flags=($(pkg-config --cflags glib-2.0 gio-2.0 gio-unix-2.0 json-glib-1.0 sqlite3))
# The sources under test are compiled instrumented; what else they call
# comes from the build's own core libraries (a member already given as an
# instrumented object is not pulled from its archive again).
core_libs=()
while IFS= read -r lib; do core_libs+=("$lib"); done < <(find "$build/src/core" -name 'libds-*.a')
if [ ${#core_libs[@]} -eq 0 ]; then
    echo "1..0 # SKIP $build/src/core has no core libraries; build first"
    exit 0
fi
# shellcheck disable=SC2207
libs=(-Wl,--start-group "${core_libs[@]}" -Wl,--end-group
      $(pkg-config --libs glib-2.0 gio-2.0 gio-unix-2.0 json-glib-1.0 sqlite3)
      $(pkg-config --libs liburing 2>/dev/null) -lm)
includes=(-I"$build/src/config")
while IFS= read -r dir; do includes+=(-I"$dir"); done < <(find "$src/src/core" -type d -not -path '*/poison*')
# The generated enum headers (ds-*-enum-types.h).
while IFS= read -r dir; do includes+=(-I"$dir"); done < <(find "$build/src/core" -type d -not -name '*.p')

echo "1..${#targets[@]}"
n=0
status=0
for target in "${targets[@]}"; do
    n=$((n + 1))
    case $target in
        fuzz-import-*) files=("${base[@]}" "${imports[@]}") ;;
        *) files=("${base[@]}" "${health[@]}") ;;
    esac
    sources=()
    missing=""
    for f in "${files[@]}"; do
        p=$(find_source "$f")
        if [ -z "$p" ]; then missing="$missing $f"; else sources+=("$p"); fi
    done
    if [ -n "$missing" ]; then
        echo "not ok $n - $target builds # the core has no$missing any more; update run-fuzz.sh"
        status=1
        continue
    fi
    # White-box, as the unit tests: the parsers' and the store's private
    # headers stop without their layer's DS_<LAYER>_COMPILATION.
    if ! "$clang" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
            -fno-omit-frame-pointer -D_GNU_SOURCE -DGLIB_VERSION_MIN_REQUIRED=GLIB_VERSION_2_74 \
            -DDS_HEALTH_COMPILATION -DDS_HISTORY_COMPILATION \
            "${includes[@]}" "${flags[@]}" \
            "$src/tests/fuzz/$target.c" "${sources[@]}" "${libs[@]}" \
            -o "$work/$target" 2>"$work/$target.build.log"; then
        echo "not ok $n - $target builds"
        sed 's/^/# /' "$work/$target.build.log" | head -40
        status=1
        continue
    fi

    corpus="$work/$target.corpus"
    mkdir -p "$corpus"
    max_len=8192
    case $target in
        fuzz-helper-json)
            cp "$src"/tests/fixtures/health/*[!d].json "$corpus"/ 2>/dev/null
            max_len=262144 ;;
        fuzz-drivedb)
            # Slices of the real database: whole entries, parsed quickly.
            python3 - "$src/data/drivedb.h" "$corpus" <<'PY'
import os, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
entries = text.split("\n  {")
for i in range(0, len(entries), 40):
    chunk = "{" + "\n  {".join(entries[i:i + 3])
    with open(os.path.join(sys.argv[2], "slice%04d" % i), "w") as f:
        f.write(chunk[:8000])
PY
            ;;
        fuzz-import-json)
            cp "$src"/tests/fixtures/report/*.json "$src"/tests/fuzz/seeds/*.json "$corpus"/ 2>/dev/null
            max_len=262144 ;;
        fuzz-import-text)
            # The first byte picks the importer: 0 CrystalDiskMark, 1 fio, 2 CSV.
            for f in "$src"/tests/fixtures/cdm/*.txt; do
                { printf '\0'; cat "$f"; } > "$corpus/cdm-$(basename "$f")"
            done
            for f in "$src"/tests/fixtures/fio/*.json; do
                { printf '\1'; cat "$f"; } > "$corpus/fio-$(basename "$f")"
            done
            for f in "$src"/tests/fixtures/thermal/*.csv; do
                { printf '\2'; cat "$f"; } > "$corpus/csv-$(basename "$f")"
            done
            max_len=262144 ;;
        *)
            python3 - "$src/tests/fixtures/health" "$corpus" <<'PY'
import base64, glob, json, os, sys
for path in glob.glob(os.path.join(sys.argv[1], "*.json")):
    if path.endswith(".expected.json"):
        continue
    pages = json.load(open(path))["pages"]
    for name, value in pages.items():
        if name == "smart-status":
            continue
        out = os.path.join(sys.argv[2], os.path.basename(path) + "." + name)
        with open(out, "wb") as f:
            f.write(base64.b64decode(value))
PY
            ;;
    esac
    # Deep nesting, as issue 12's crashes had it, for every JSON reader.
    if [ "$max_len" -gt 8192 ]; then
        python3 - "$corpus" "$target" <<'PY'
import os, sys
corpus, target = sys.argv[1], sys.argv[2]
prefix = b"\1" if target == "fuzz-import-text" else b""
seeds = {
    "deep-array": b"[" * 100000,
    "deep-object": b'{"a":' * 80000 + b"1" + b"}" * 80000,
    "deep-runs": b'{"format":"drivescope-history","version":1,"runs":' + b"[" * 100000,
    "deep-fio": b'{"fio version":"fio-3.33","jobs":[' + b'{"a":' * 60000,
    "deep-in-string": b'{"a":"' + b"[" * 100000 + b'"}',
}
for name, data in seeds.items():
    with open(os.path.join(corpus, name), "wb") as f:
        f.write(prefix + data)
PY
    fi

    # Leaks count as failures too (DS_FUZZ_ASAN_OPTIONS overrides).
    if ASAN_OPTIONS=${DS_FUZZ_ASAN_OPTIONS:-detect_leaks=1}:abort_on_error=1 \
       "$work/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len="$max_len" \
            -artifact_prefix="$work/$target-" -print_final_stats=1 "$corpus" \
            >"$work/$target.log" 2>&1; then
        runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/$target.log" | grep -o '[0-9]*$')
        echo "ok $n - $target: ${runs:-?} inputs in ${seconds} s without a crash"
    else
        echo "not ok $n - $target found a crash"
        grep -E 'ERROR|SUMMARY|#[0-9]+ |runtime error' "$work/$target.log" | head -30 | sed 's/^/# /'
        # The input that crashed, to reproduce with: base64 -d > crash; ./target crash
        for crash in "$work/$target"-crash-* "$work/$target"-leak-* "$work/$target"-timeout-*; do
            [ -f "$crash" ] || continue
            echo "# input $(basename "$crash") (base64):"
            head -c 4096 "$crash" | base64 | sed 's/^/#   /'
        done
        status=1
    fi
done
exit $status
