#!/usr/bin/env bash
# test-build-sh.sh — build-aux/windows/build.sh reads its options and never
# deletes a directory that is not its own build directory (TAP). Runs on the
# host, without the Windows sysroot or Wine: a fake, complete-looking sysroot
# gets the script past its sysroot check where that matters.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

src=${DS_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
script=$src/build-aux/windows/build.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A sysroot that passes the "complete sysroot" check and whose cross file
# meson would refuse at once: were a directory accepted by mistake, setup
# fails fast instead of building.
fake=$tmp/sysroot
mkdir -p "$fake/.stamps"
touch "$fake/.stamps/pango1.0"
echo "this is not a meson cross file" > "$fake/sysroot.ini"
none=$tmp/no-sysroot

n=0; failed=0
ok () {    # ok COND-STATUS NAME [DETAIL]
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else
    echo "not ok $n - $2"; failed=1
    [ -n "${3:-}" ] && printf '%s\n' "$3" | tail -20 | sed 's/^/# /'
  fi
}
run () {    # run SYSROOT ARGS...: sets out and rc, in $tmp/cwd
  local sysroot=$1; shift
  mkdir -p "$tmp/cwd"
  out=$(cd "$tmp/cwd" && DS_WIN_SYSROOT=$sysroot DS_WINEPREFIX=$tmp/prefix bash "$script" "$@" 2>&1)
  rc=$?
}

run "$none" --help
[ $rc -eq 0 ] && [[ $out == *"Usage: build-aux/windows/build.sh"* ]] && [[ $out == *--installer* ]]
ok $? "--help prints the usage and exits 0 (rc $rc)" "$out"
[ -z "$(ls -A "$tmp/cwd")" ]
ok $? "--help creates and deletes nothing in the current directory" "$(ls -A "$tmp/cwd")"

run "$fake" --bogus
[ $rc -eq 2 ] && [[ $out == *"unknown option '--bogus'"* ]]
ok $? "an unknown option is refused with exit 2 (rc $rc)" "$out"

run "$fake" "$tmp/a" "$tmp/b"
[ $rc -eq 2 ] && [ ! -e "$tmp/a" ] && [ ! -e "$tmp/b" ]
ok $? "two build directories are refused before anything is made (rc $rc)" "$out"

mkdir -p "$tmp/notes"
echo x > "$tmp/notes/todo.txt"
run "$fake" "$tmp/notes"
[ $rc -ne 0 ] && [[ $out == *"not a Drivescope build directory"* ]]
ok $? "a folder of someone's files is refused, saying why (rc $rc)" "$out"
[ "$(cat "$tmp/notes/todo.txt" 2>/dev/null)" = x ]
ok $? "and its file is still there" "$(ls -la "$tmp/notes" 2>&1)"

run "$fake" --installer "$tmp/notes"
[ $rc -ne 0 ] && [ -f "$tmp/notes/todo.txt" ]
ok $? "with --installer too (rc $rc)" "$out"

echo y > "$tmp/plain-file"
run "$fake" "$tmp/plain-file"
[ $rc -ne 0 ] && [ "$(cat "$tmp/plain-file")" = y ] && [[ $out == *"not a directory"* ]]
ok $? "a file given as the build directory is refused and kept (rc $rc)" "$out"

# A Linux build directory of Drivescope: meson's files, but another host.
linux=$tmp/build-linux
mkdir -p "$linux/meson-info"
echo "# ninja" > "$linux/build.ninja"
echo '{"descriptive_name": "drivescope", "version": "0.1.0"}' > "$linux/meson-info/intro-projectinfo.json"
echo '{"host": {"system": "linux"}, "build": {"system": "linux"}}' > "$linux/meson-info/intro-machines.json"
run "$fake" "$linux"
[ $rc -ne 0 ] && [ -f "$linux/build.ninja" ] && [[ $out == *"not a Windows build of Drivescope"* ]]
ok $? "a Linux build directory is refused and left as it is (rc $rc)" "$out"

# Accepted directories reach the next check (the sysroot) untouched.
mkdir -p "$tmp/empty"
run "$none" "$tmp/empty"
[ $rc -eq 1 ] && [[ $out == *"no complete Windows sysroot"* ]] && [ -d "$tmp/empty" ]
ok $? "an empty directory is accepted (the sysroot check comes next) (rc $rc)" "$out"

mkdir -p "$tmp/half/meson-private" "$tmp/half/meson-logs"
touch "$tmp/half/meson-logs/meson-log.txt"
run "$none" "$tmp/half"
[ $rc -eq 1 ] && [[ $out == *"no complete Windows sysroot"* ]] && [ -f "$tmp/half/meson-logs/meson-log.txt" ]
ok $? "a directory an interrupted meson setup left is accepted (rc $rc)" "$out"

echo "1..$n"
exit $failed
