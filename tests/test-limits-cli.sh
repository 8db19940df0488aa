#!/usr/bin/env bash
# The large limits (TAP): a 256-thread, QD 1024, 24-hour plan is accepted
# with its buffer memory stated, and one step beyond each limit is refused
# with a message naming it; nothing is run.
set -u
cli=${DS_CLI:?DS_CLI must point at drivescope-cli}
work=$(mktemp -d "${TMPDIR:-/tmp}/ds-limits-cli-XXXXXX")
trap 'rm -rf "$work"' EXIT
n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }
echo "1..9"

"$cli" suite qd-scaling --plan --qd 1024 --threads 256 --duration 86400 --blocks 4K >"$work/plan" 2>&1
rc=$?
check "a 256-thread QD 1024 24 h plan is accepted" "[ $rc -eq 0 ] && grep -q 'Q1024T256' '$work/plan'"
check "the plan states its buffer memory, within the budget" "grep -q 'I/O buffers: at most 512\\.0.\\{1,2\\}MiB' '$work/plan'"
check "the plan's time is the 24 h steps'" "grep -q '48 h 0 min' '$work/plan'"
"$cli" suite qd-scaling --plan --qd 1025 >"$work/e1" 2>&1
check "QD 1025 is refused" "[ $? -eq 2 ] && grep -q 'from 1 to 1024' '$work/e1'"
"$cli" suite qd-scaling --plan --threads 257 >"$work/e2" 2>&1
check "257 threads are refused" "[ $? -eq 2 ] && grep -q 'from 1 to 256' '$work/e2'"
"$cli" suite qd-scaling --plan --duration 86401 >"$work/e3" 2>&1
check "a step over 24 h is refused" "[ $? -eq 2 ] && grep -q '24 hours' '$work/e3'"
"$cli" suite qd-scaling --plan --qd 4 --threads 256 --blocks 64M >"$work/e4" 2>&1
check "256 threads of 64 MiB blocks are refused for their memory" "[ $? -eq 2 ] && grep -q 'of I/O buffers' '$work/e4'"
"$cli" bench --dir "$work" --tests "RND4K Q1025T1" >"$work/e5" 2>&1
check "bench refuses QD 1025" "[ $? -eq 2 ] && grep -q 'use 1 to 1024' '$work/e5'"
"$cli" bench --dir "$work" --duration 86401 >"$work/e6" 2>&1
check "bench refuses a run over 24 h" "[ $? -eq 2 ] && grep -q '24 hours' '$work/e6' && [ -z \"\$(ls -A '$work' | grep -v '^e[0-9]\$\|^plan\$')\" ]"
exit $((fails > 0))
