#!/usr/bin/env bash
# run-fuzz.sh — builds the health parser fuzz targets with clang
# -fsanitize=fuzzer,address and runs each briefly. Prints TAP.
#
#   run-fuzz.sh SOURCE_ROOT BUILD_ROOT [SECONDS]
#
# Skips (with the reason) when clang or its libFuzzer runtime is missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -uo pipefail

src=${1:?source root}
build=${2:?build root}
seconds=${3:-10}
targets=(fuzz-nvme fuzz-ata fuzz-helper-json)
core=(ds-health.c ds-health-reader.c ds-health-verdict.c ds-smart-ata.c ds-smart-nvme.c
      ds-error.c ds-format.c ds-json.c ds-sysroot.c ds-platform-linux.c)

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

# shellcheck disable=SC2207
flags=($(pkg-config --cflags glib-2.0 gio-2.0 gio-unix-2.0 json-glib-1.0))
# shellcheck disable=SC2207
libs=($(pkg-config --libs glib-2.0 gio-2.0 gio-unix-2.0 json-glib-1.0) -lm)

# Every folder of the core: the parsers see the headers of their layer and below.
core_includes=()
for d in "$src"/src/core/*/ "$src"/src/core/platform/linux/; do
    [ "$(basename "$d")" = poison ] || core_includes+=("-I$d")
done

echo "1..${#targets[@]}"
n=0
status=0
for target in "${targets[@]}"; do
    n=$((n + 1))
    sources=()
    for f in "${core[@]}"; do sources+=("$(find "$src/src/core" -name "$f" | head -n 1)"); done
    if ! "$clang" -g -O1 -fsanitize=fuzzer,address -fno-omit-frame-pointer \
            -D_GNU_SOURCE -DGLIB_VERSION_MIN_REQUIRED=GLIB_VERSION_2_74 \
            -I"$build" "${core_includes[@]}" "${flags[@]}" \
            "$src/tests/fuzz/$target.c" "${sources[@]}" "${libs[@]}" \
            -o "$work/$target" 2>"$work/$target.build.log"; then
        echo "not ok $n - $target builds"
        sed 's/^/# /' "$work/$target.build.log" | head -40
        status=1
        continue
    fi

    # Seeds: the fixture helper JSON, and for the page parsers its raw pages.
    corpus="$work/$target.corpus"
    mkdir -p "$corpus"
    if [ "$target" = fuzz-helper-json ]; then
        cp "$src"/tests/fixtures/health/*[!d].json "$corpus"/ 2>/dev/null
    else
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
    fi

    # Leaks count as failures too (DS_FUZZ_ASAN_OPTIONS overrides).
    if ASAN_OPTIONS=${DS_FUZZ_ASAN_OPTIONS:-detect_leaks=1}:abort_on_error=1 \
       "$work/$target" -max_total_time="$seconds" -rss_limit_mb=1024 -max_len=8192 \
            -artifact_prefix="$work/$target-" -print_final_stats=1 "$corpus" \
            >"$work/$target.log" 2>&1; then
        runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/$target.log" | grep -o '[0-9]*$')
        echo "ok $n - $target: ${runs:-?} inputs in ${seconds} s without a crash"
    else
        echo "not ok $n - $target found a crash"
        grep -E 'ERROR|SUMMARY|#[0-9]+ ' "$work/$target.log" | head -30 | sed 's/^/# /'
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
