#!/usr/bin/env bash
# Cross-builds Drivescope's core and CLI for 64-bit Windows against the
# sysroot of build-sysroot.sh, into build-windows/ (or the directory given),
# and puts the DLLs drivescope-cli.exe needs beside it, so the folder
# build-windows/src/cli runs as it is (under Wine here, or copied to Windows).
#
# Usage: build-aux/windows/build.sh [BUILDDIR] [-- MESON-SETUP-OPTIONS...]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
. "$here/sysroot-env.sh"

builddir=$top/build-windows
if [ $# -gt 0 ] && [ "$1" != "--" ]; then builddir=$1; shift; fi
[ "${1:-}" = "--" ] && shift

if [ ! -f "$SYSROOT/sysroot.ini" ] || [ ! -f "$SYSROOT/.stamps/pango1.0" ]; then
  echo "build.sh: no complete Windows sysroot in $SYSROOT; build it first with" >&2
  echo "  build-aux/windows/build-sysroot.sh" >&2
  exit 1
fi
export PKG_CONFIG_LIBDIR=$SYSROOT/lib/pkgconfig:$SYSROOT/share/pkgconfig
unset PKG_CONFIG_PATH
export WINEPREFIX WINEDEBUG=${WINEDEBUG:--all}

if [ ! -f "$builddir/build.ninja" ]; then
  rm -rf "$builddir"
  meson setup "$builddir" "$top" \
    --cross-file "$SYSROOT/sysroot.ini" --cross-file "$here/mingw64.ini" \
    -Dgui=disabled -Djson=json-c -Dlibnvme=disabled -Dliburing=disabled \
    -Dvm_tests=disabled -Dfuzz=disabled "$@"
fi
meson compile -C "$builddir"

# The DLLs an executable imports, found in the sysroot or in MinGW's own
# runtime (libwinpthread-1.dll, libgcc_s_seh-1.dll), copied beside it,
# recursively. System DLLs (KERNEL32, ...) are in none of these.
objdump=x86_64-w64-mingw32-objdump
dll_dirs="$SYSROOT/bin /usr/x86_64-w64-mingw32/lib $(dirname "$(x86_64-w64-mingw32-gcc -print-libgcc-file-name)")"
copy_dlls () {
  local target=$1 dest dll dir
  dest=$(dirname "$target")
  for dll in $($objdump -p "$target" | sed -n 's/^\s*DLL Name: //p'); do
    [ -f "$dest/$dll" ] && continue
    for dir in $dll_dirs; do
      if [ -f "$dir/$dll" ]; then
        cp "$dir/$dll" "$dest/"
        copy_dlls "$dest/$dll"
        break
      fi
    done
  done
}
for exe in "$builddir"/src/cli/*.exe "$builddir"/src/helper/*.exe "$builddir"/tests/*.exe; do
  [ -f "$exe" ] && copy_dlls "$exe"
done
echo "build.sh: $builddir/src/cli/drivescope-cli.exe and its DLLs are ready"
echo "build.sh: run it with: WINEPREFIX=$WINEPREFIX wine $builddir/src/cli/drivescope-cli.exe --version"
