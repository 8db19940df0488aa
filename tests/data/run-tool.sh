#!/usr/bin/env bash
# run-tool.sh NAME PACKAGE TOOL ARGS… — one TAP test: TOOL ARGS… succeeds.
# When TOOL is not installed the test is skipped, saying which package has it.
name=$1 package=$2 tool=$3
shift 3
echo "1..1"
if ! command -v "$tool" >/dev/null 2>&1; then
  echo "ok 1 $name # SKIP $tool is not installed (Debian package $package)"
  exit 0
fi
if out=$("$tool" "$@" 2>&1); then
  echo "ok 1 $name"
else
  echo "not ok 1 $name"
  printf '%s\n' "$out" | sed 's/^/# /'
  exit 1
fi
