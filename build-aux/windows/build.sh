#!/usr/bin/env bash
# Cross-builds Drivescope for 64-bit Windows against the sysroot of
# build-sysroot.sh, into build-windows/ (or the directory given), and puts the
# DLLs each .exe needs beside it, so build-windows/src/cli runs as it is
# (under Wine here, or copied to Windows). When the sysroot has GTK 4 and
# libadwaita it also builds drivescope.exe and lays out BUILDDIR/dist, the
# tree a Windows install has (bin/ with the executables and DLLs, the
# compiled GSettings schemas, the GdkPixbuf loaders, icons, translations,
# the drive database); --installer then packs dist/ into
# drivescope-setup-VERSION.exe with NSIS.
#
# Usage: build-aux/windows/build.sh [--installer] [BUILDDIR] [-- MESON-SETUP-OPTIONS...]
#   --installer   also make BUILDDIR/drivescope-setup-VERSION.exe (needs GTK in the sysroot)
#   -h, --help    print this and exit
# BUILDDIR (default build-windows/ in the source tree) must be missing, empty,
# or a Windows build directory of Drivescope made by this script: anything
# else is refused, never deleted.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
. "$here/sysroot-env.sh"

usage () { awk 'NR >= 12 && /^#/ { sub(/^# ?/, ""); print; next } NR >= 12 { exit }' "$0"; }

installer=no
builddir=""
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    --installer) installer=yes; shift ;;
    --) shift; break ;;
    -*) echo "build.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    *)
      if [ -n "$builddir" ]; then
        echo "build.sh: one build directory only, got '$builddir' and '$1' (meson's options go after --)" >&2
        exit 2
      fi
      builddir=$1; shift ;;
  esac
done
[ -n "$builddir" ] || builddir=$top/build-windows

# What a build directory of ours is: build.ninja with meson's project info
# naming drivescope and a Windows host. A directory meson left half made (no
# build.ninja: an interrupted or failed setup) holds only meson's own
# folders. Anything else is someone's files.
check_builddir () {    # check_builddir DIR: prints "new", "setup" or "ours"; exits 1 if foreign
  local dir=$1 entry
  if [ ! -e "$dir" ]; then echo new; return 0; fi
  if [ ! -d "$dir" ]; then
    echo "build.sh: $dir is not a directory; give a new or empty directory" >&2
    return 1
  fi
  if [ -f "$dir/build.ninja" ]; then
    if python3 - "$dir" <<'PY'
import json, pathlib, sys
d = pathlib.Path(sys.argv[1]) / "meson-info"
try:
    name = json.loads((d / "intro-projectinfo.json").read_text())["descriptive_name"]
except (OSError, ValueError, KeyError, TypeError):
    sys.exit(1)
try:
    host = json.loads((d / "intro-machines.json").read_text())["host"]["system"]
except (OSError, ValueError, KeyError, TypeError):
    # meson 1.0 writes no intro-machines.json: the cross file it was set up
    # with says it instead.
    try:
        cmd = (d.parent / "meson-private" / "cmd_line.txt").read_text()
    except OSError:
        sys.exit(1)
    host = "windows" if "mingw64.ini" in cmd else "other"
sys.exit(0 if name == "drivescope" and host == "windows" else 1)
PY
    then echo ours; return 0; fi
    echo "build.sh: $dir is a build directory, but not a Windows build of Drivescope;" \
         "give a new or empty directory (it is left as it is)" >&2
    return 1
  fi
  for entry in "$dir"/* "$dir"/.[!.]* "$dir"/..?*; do
    [ -e "$entry" ] || [ -L "$entry" ] || continue
    case ${entry##*/} in
      meson-logs|meson-private|meson-info) ;;
      *)
        echo "build.sh: $dir is not a Drivescope build directory (it holds ${entry##*/});" \
             "give a new or empty directory (nothing in it was touched)" >&2
        return 1 ;;
    esac
  done
  echo setup
}
dirstate=$(check_builddir "$builddir") || exit 1

if [ ! -f "$SYSROOT/sysroot.ini" ] || [ ! -f "$SYSROOT/.stamps/pango1.0" ]; then
  echo "build.sh: no complete Windows sysroot in $SYSROOT; build it first with" >&2
  echo "  build-aux/windows/build-sysroot.sh" >&2
  exit 1
fi
export PKG_CONFIG_LIBDIR=$SYSROOT/lib/pkgconfig:$SYSROOT/share/pkgconfig
unset PKG_CONFIG_PATH
export WINEPREFIX WINEDEBUG=${WINEDEBUG:--all}

# The window needs the GTK part of the sysroot (its last step is libadwaita).
gui=disabled
[ -f "$SYSROOT/.stamps/libadwaita-1" ] && gui=enabled
if [ "$installer" = yes ] && [ "$gui" = disabled ]; then
  echo "build.sh: --installer needs GTK 4 and libadwaita in $SYSROOT; run" >&2
  echo "  build-aux/windows/build-sysroot.sh" >&2
  exit 1
fi

if [ "$dirstate" != ours ]; then
  # Only what meson itself left from a setup that did not finish.
  rm -rf "$builddir/meson-logs" "$builddir/meson-private" "$builddir/meson-info"
  meson setup "$builddir" "$top" \
    --cross-file "$SYSROOT/sysroot.ini" --cross-file "$here/mingw64.ini" \
    -Dgui=$gui -Djson=json-c -Dlibnvme=disabled -Dliburing=disabled \
    -Dvm_tests=disabled -Dfuzz=disabled -Dman=disabled "$@"
elif [ "$(meson introspect --buildoptions "$builddir" | python3 -c \
        'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"] == "gui"][0])')" != "$gui" ]; then
  meson configure "$builddir" -Dgui=$gui
fi
meson compile -C "$builddir"

# The DLLs an executable imports, found in the sysroot or in MinGW's own
# runtime (libwinpthread-1.dll, libgcc_s_seh-1.dll), copied beside it,
# recursively. System DLLs (KERNEL32, ...) are in none of these.
objdump=x86_64-w64-mingw32-objdump
dll_dirs="$SYSROOT/bin /usr/x86_64-w64-mingw32/lib $(dirname "$(x86_64-w64-mingw32-gcc -print-libgcc-file-name)")"
copy_dlls () {    # copy_dlls TARGET [DESTDIR, default TARGET's folder]
  local target=$1 dest=${2:-$(dirname "$1")} dll dir
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
  copy_gspawn "$dest"
}
# GLib starts a child whose output it reads (the health helper, through
# GSubprocess) by way of gspawn-win64-helper(-console).exe, which it looks
# for beside its own DLL: without them every health read fails.
copy_gspawn () {
  local h
  [ -f "$1/libglib-2.0-0.dll" ] || return 0
  for h in gspawn-win64-helper.exe gspawn-win64-helper-console.exe; do
    [ -f "$1/$h" ] || cp "$SYSROOT/bin/$h" "$1/"
  done
}
for exe in "$builddir"/src/cli/*.exe "$builddir"/src/helper/*.exe "$builddir"/tests/*.exe \
           "$builddir"/src/gui/*.exe; do
  [ -f "$exe" ] && copy_dlls "$exe"
done

if [ "$gui" = enabled ]; then
  # dist/: what an installed Drivescope looks like. GLib finds share/ and lib/
  # beside the bin/ the executable is in (g_win32_get_package_installation_
  # directory_of_module), so the tree runs where it is put.
  dist=$builddir/dist
  rm -rf "$dist"
  mkdir -p "$dist/bin" "$dist/share/glib-2.0/schemas" "$dist/share/locale" "$dist/share/icons" \
           "$dist/lib/gdk-pixbuf-2.0/2.10.0"
  cp "$builddir"/src/gui/drivescope.exe "$builddir"/src/cli/drivescope-cli.exe \
     "$builddir"/src/helper/drivescope-helper.exe "$dist/bin/"
  for exe in "$dist"/bin/*.exe; do copy_dlls "$exe"; done
  # GdkPixbuf's loaders (png and jpeg are built in; the cache lists the rest
  # with paths relative to the installation) and what they import.
  cp -r "$SYSROOT/lib/gdk-pixbuf-2.0/2.10.0/." "$dist/lib/gdk-pixbuf-2.0/2.10.0/"
  for dll in "$dist"/lib/gdk-pixbuf-2.0/2.10.0/loaders/*.dll; do
    if [ -f "$dll" ]; then copy_dlls "$dll" "$dist/bin"; fi
  done
  # GTK's and libadwaita's schemas with Drivescope's, compiled together.
  cp "$SYSROOT"/share/glib-2.0/schemas/*.xml "$dist/share/glib-2.0/schemas/"
  cp "$top"/data/io.github.drivescope.Drivescope.gschema.xml \
     "$builddir"/data/io.github.drivescope.Drivescope.enums.xml "$dist/share/glib-2.0/schemas/"
  glib-compile-schemas --strict "$dist/share/glib-2.0/schemas"
  cp -r "$top/data/icons/hicolor" "$dist/share/icons/"
  # smartmontools' drive database (ATA attribute names and formats), found
  # in share\drivescope beside bin\ (ds_drivedb_search_path).
  mkdir -p "$dist/share/drivescope"
  cp "$top/data/drivedb.h" "$dist/share/drivescope/"
  # The user guide as HTML (Windows has no Yelp): F1 and Help open
  # share\drivescope\help-html\LANG\TOPIC.html in the browser (src/gui/ds-help.c).
  if [ -d "$builddir/help/help-html" ]; then
    cp -r "$builddir/help/help-html" "$dist/share/drivescope/"
  else
    echo "build.sh: no help/help-html in $builddir (yelp-build missing?): the installer ships no user guide" >&2
  fi
  # The sysroot has no SVG loader (librsvg needs Rust), so GTK cannot draw an
  # SVG icon on Windows: every symbolic icon the window's .ui files and code
  # and libadwaita's resources name is pre-rendered the way GTK renders them
  # (gtk4-encode-symbolic-svg: NAME.symbolic.png, recoloured like an SVG)
  # into hicolor, from Drivescope's own SVGs, libadwaita's, the Adwaita
  # theme's and GTK's (build-aux/windows/icons.py; tests/windows checks that
  # each resolves).
  if command -v gtk4-encode-symbolic-svg >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ] &&
     [ -d /usr/share/icons/Adwaita/scalable ]; then
    cp /usr/share/icons/hicolor/index.theme "$dist/share/icons/hicolor/"
    python3 "$here/icons.py" render "$top" "$dist/share/icons/hicolor" ||
      echo "build.sh: some icons stay missing on Windows (see above)" >&2
  else
    echo "build.sh: no gtk4-encode-symbolic-svg, hicolor or Adwaita icon theme (apt-get install libgtk-4-bin" \
         "hicolor-icon-theme adwaita-icon-theme): the window's symbolic icons stay empty on Windows" >&2
  fi
  # The colour app icon likewise, as PNGs GTK can load (the About window,
  # the window's own icon).
  if /usr/bin/python3 -c 'import gi; gi.require_version("GdkPixbuf", "2.0")' 2>/dev/null; then
    /usr/bin/python3 "$top/build-aux/windows/make-icon.py" \
      "$top/data/icons/hicolor/scalable/apps/io.github.drivescope.Drivescope.svg" \
      --hicolor "$dist/share/icons/hicolor" io.github.drivescope.Drivescope
  else
    echo "build.sh: no python3-gi with GdkPixbuf (apt-get install python3-gi gir1.2-gdkpixbuf-2.0 librsvg2-common):" \
         "the colour app icon stays empty in the Windows window" >&2
  fi
  for mo in "$builddir"/po/*/LC_MESSAGES/*.mo; do
    [ -f "$mo" ] || continue
    lang=$(basename "$(dirname "$(dirname "$mo")")")
    mkdir -p "$dist/share/locale/$lang/LC_MESSAGES"
    cp "$mo" "$dist/share/locale/$lang/LC_MESSAGES/"
  done
  # GLib's and GTK's own translations, for the dialogs they draw.
  for lang in ru uk; do
    [ -d "$SYSROOT/share/locale/$lang" ] && cp -r "$SYSROOT/share/locale/$lang" "$dist/share/locale/"
  done
  # The licence, installed and shown on the installer's licence page (CRLF
  # for Windows' text controls).
  sed 's/$/\r/' "$top/COPYING" > "$dist/COPYING.txt"
  x86_64-w64-mingw32-strip "$dist"/bin/*.exe "$dist"/bin/*.dll
  echo "build.sh: $dist holds drivescope.exe and what it needs ($(du -sh "$dist" | cut -f1))"
  echo "build.sh: run it with: GSK_RENDERER=cairo WINEPREFIX=$WINEPREFIX wine $dist/bin/drivescope.exe"
fi

if [ "$installer" = yes ]; then
  version=$(meson introspect --projectinfo "$builddir" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
  makensis -V2 -DVERSION="$version" -DDIST="$dist" -DICON="$top/data/windows/drivescope.ico" \
    -DOUTFILE="$builddir/drivescope-setup-$version.exe" "$here/drivescope.nsi"
  echo "build.sh: installer $builddir/drivescope-setup-$version.exe"
fi
echo "build.sh: $builddir/src/cli/drivescope-cli.exe and its DLLs are ready"
echo "build.sh: run it with: WINEPREFIX=$WINEPREFIX wine $builddir/src/cli/drivescope-cli.exe --version"
