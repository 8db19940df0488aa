#!/usr/bin/env bash
# Builds, once, the 64-bit Windows (MinGW-w64) libraries that Drivescope's core
# and CLI link against, from Debian bookworm's source packages only:
#   zlib libffi pcre2 libintl(gettext) glib sqlite3 json-c pixman libpng
#   freetype fribidi cairo harfbuzz pango
# and, for the window (drivescope.exe), the GTK 4 stack:
#   libjpeg-turbo tiff gdk-pixbuf libepoxy graphene gtk4 libadwaita-1
# into a sysroot outside the source tree (default
# ~/.cache/drivescope/win64-sysroot; set DS_WIN_SYSROOT to move it).
#
# Resumable: every library that finished leaves a stamp in $SYSROOT/.stamps
# and is not built again; an interrupted one is rebuilt from a fresh tree.
# Progress and the time of each step are printed; the logs of each step are in
# $DS_WIN_CACHE/win64-work/<name>.log.
#
# Usage: build-aux/windows/build-sysroot.sh [--force NAME]...
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
. "$top/build-aux/deps.sh"
. "$here/sysroot-env.sh"

SRC=$DS_WIN_CACHE/win64-src
WORK=$DS_WIN_CACHE/win64-work
STAMPS=$SYSROOT/.stamps
HOST=x86_64-w64-mingw32
JOBS=${DS_WIN_JOBS:-$(nproc)}

while [ $# -gt 0 ]; do
  case $1 in
    --force) rm -f "$STAMPS/$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "build-sysroot.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

ds_enable_deb_src || exit 1
ds_install_missing $DS_WINDOWS_PACKAGES || exit 1

mkdir -p "$SRC" "$WORK" "$STAMPS" "$SYSROOT/lib/pkgconfig" "$SYSROOT/include" "$SYSROOT/bin"
export PKG_CONFIG_LIBDIR=$SYSROOT/lib/pkgconfig:$SYSROOT/share/pkgconfig
unset PKG_CONFIG_PATH
export WINEPREFIX WINEDEBUG=-all
# No Mono or Gecko installer prompts from wineboot. (Once, under meson's
# exe_wrapper, a "wineboot --init" that met a crash sat in "winedbg --auto"
# and held libadwaita's sanity check until that winedbg was ended; disabling
# winedbg with "winedbg.exe=d" is no cure: GTK programs then exit at start.)
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-"mscoree,mshtml="}

# --- toolchain files ----------------------------------------------------------
# The meson cross file is shared with build.sh; the sysroot path reaches it as
# a constant from this generated file, given first on the command line.
printf "[constants]\nsysroot = '%s'\n" "$SYSROOT" > "$SYSROOT/sysroot.ini"
cross=(--cross-file "$SYSROOT/sysroot.ini" --cross-file "$here/mingw64.ini")

cat > "$WORK/toolchain.cmake" <<EOF
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_C_COMPILER $HOST-gcc)
set(CMAKE_CXX_COMPILER $HOST-g++)
set(CMAKE_RC_COMPILER $HOST-windres)
set(CMAKE_FIND_ROOT_PATH /usr/$HOST $SYSROOT)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
EOF

# --- sources --------------------------------------------------------------------
# Debian source package names, in build order.
packages="zlib libffi pcre2 gettext glib2.0 sqlite3 json-c pixman libpng1.6 freetype
  fribidi cairo harfbuzz pango1.0 libjpeg-turbo tiff gdk-pixbuf libepoxy graphene gtk4
  libadwaita-1"

fetch_sources () {
  local pkg missing=""
  for pkg in $packages; do
    ls "$SRC"/"${pkg}"_*.orig.tar.* >/dev/null 2>&1 || missing="$missing $pkg"
  done
  [ -z "$missing" ] && return 0
  echo "drivescope: apt-get source --download-only$missing"
  # The bookworm-security .dsc of some packages (pcre2, libpng1.6) is gone from
  # the mirror while apt still prefers it: ask for the bookworm one then.
  # For a few (pixman, libepoxy, graphene) the debian tarball is 404 while the
  # upstream one arrives: unpack then builds from that alone.
  (cd "$SRC" && for pkg in $missing; do
     apt-get source -qq --download-only "$pkg" >/dev/null 2>&1 ||
       apt-get source -qq --download-only "$pkg/bookworm" >/dev/null 2>&1 ||
       ls "${pkg}"_*.orig.tar.* >/dev/null 2>&1 ||
       { echo "drivescope: apt-get source $pkg failed; is the deb-src entry there?" >&2; exit 1; }
   done)
}

# unpack PKG DIR: Debian's tree with its patches (dpkg-source -x) when the
# .dsc and the debian tarball are there, the upstream tarball otherwise.
unpack () {
  local pkg=$1 dir=$2 dsc orig
  rm -rf "$dir"
  dsc=$(ls -v "$SRC"/"${pkg}"_*.dsc 2>/dev/null | tail -1 || true)
  if [ -n "$dsc" ] && dpkg-source --no-check -x "$dsc" "$dir" >/dev/null 2>&1; then
    echo "  (Debian tree: $(basename "$dsc"))"
    return 0
  fi
  orig=$(ls "$SRC"/"${pkg}"_*.orig.tar.* | grep -v -- '-[a-z0-9-]*\.tar\.' | grep -v '\.asc$' | head -1)
  rm -rf "$dir"; mkdir -p "$dir"
  tar -xf "$orig" -C "$dir" --strip-components=1
  echo "  (upstream tarball only: $(basename "$orig"); Debian's patches are not on the mirror)"
}

# --- build helpers --------------------------------------------------------------
meson_build () {    # meson_build SRCDIR OPTIONS...
  local src=$1; shift
  meson setup "$src/_win" "$src" "${cross[@]}" --prefix="$SYSROOT" --libdir=lib \
    --buildtype=release -Dwrap_mode=nodownload "$@"
  ninja -C "$src/_win" -j "$JOBS" install
}

autotools_build () {    # autotools_build SRCDIR OPTIONS... (configure in SRCDIR/_win)
  local src=$1; shift
  mkdir -p "$src/_win"
  (cd "$src/_win" && ../configure --host=$HOST --prefix="$SYSROOT" --disable-static \
     --enable-shared "$@" && make -j "$JOBS" && make install)
}

cmake_build () {    # cmake_build SRCDIR OPTIONS...
  local src=$1; shift
  cmake -S "$src" -B "$src/_win" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$WORK/toolchain.cmake" \
    -DCMAKE_INSTALL_PREFIX="$SYSROOT" -DCMAKE_BUILD_TYPE=Release "$@"
  ninja -C "$src/_win" -j "$JOBS" install
}

# --- the libraries ----------------------------------------------------------------
build_zlib () {
  # The dfsg tarball lacks win32/, which CMakeLists.txt wants for the DLL's
  # version resource: a minimal one does.
  mkdir -p "$1/win32"
  printf '1 VERSIONINFO\nFILEVERSION 1,2,13,0\nBEGIN\nEND\n' > "$1/win32/zlib1.rc"
  cmake_build "$1"
  # zlib.pc says -lz; the DLL's import library is libzlib.dll.a.
  cp "$SYSROOT/lib/libzlib.dll.a" "$SYSROOT/lib/libz.dll.a"
}

build_libffi () { autotools_build "$1" --disable-docs; }

build_pcre2 () { autotools_build "$1" --enable-pcre2-16 --enable-pcre2-32 --enable-jit; }

build_gettext () {
  # Only the runtime: libintl-8.dll. GLib brings its own iconv on Windows.
  mkdir -p "$1/gettext-runtime/_win"
  (cd "$1/gettext-runtime/_win" && ../configure --host=$HOST --prefix="$SYSROOT" \
     --disable-static --enable-shared --disable-java --disable-csharp \
     --disable-libasprintf --disable-c++ --enable-threads=windows &&
   make -j "$JOBS" -C intl && make -C intl install)
}

build_glib2_0 () {
  meson_build "$1" -Dtests=false -Dman=false -Dgtk_doc=false -Dnls=enabled
}

build_sqlite3 () {
  # TARGET_EXEEXT makes it pick os_win.c; without the pthread results libtool
  # quietly builds only a static library; BEXE/TEXE come out swapped, and the
  # patched tree would run a Windows lemon.exe unless CROSS_BUILDING is set.
  mkdir -p "$1/_win"
  (cd "$1/_win" && ../configure --host=$HOST --prefix="$SYSROOT" --disable-static \
     --enable-shared BCC=gcc config_TARGET_EXEEXT=.exe ac_cv_search_pthread_create=no \
     ac_cv_search_pthread_mutexattr_init=no --disable-tcl --disable-readline \
     --enable-threadsafe &&
   make -j "$JOBS" BEXE= CROSS_BUILDING=yes && make install BEXE= CROSS_BUILDING=yes)
}

build_json_c () {
  cmake_build "$1" -DBUILD_SHARED_LIBS=ON -DBUILD_STATIC_LIBS=OFF -DBUILD_TESTING=OFF \
    -DDISABLE_WERROR=ON -DBUILD_APPS=OFF
}

build_pixman () {
  meson_build "$1" -Dtests=disabled -Dgtk=disabled -Dlibpng=disabled -Dopenmp=disabled
}

build_libpng1_6 () {
  autotools_build "$1" CPPFLAGS="-I$SYSROOT/include" LDFLAGS="-L$SYSROOT/lib"
}

build_freetype () {
  meson_build "$1" -Dharfbuzz=disabled -Dbrotli=disabled -Dbzip2=disabled -Dpng=enabled \
    -Dzlib=system -Dtests=disabled
}

build_fribidi () { meson_build "$1" -Ddocs=false; }

build_cairo () {
  # Debian's 03_export-symbols patch clashes with cairo's own .def under libtool;
  # its edits of configure.ac need autoreconf; configure's -D_FORTIFY_SOURCE=2
  # needs libssp on mingw-w64 v10 (__memcpy_chk at link time).
  if [ -f "$1/debian/patches/03_export-symbols.patch" ]; then
    (cd "$1" && patch -R -p1 < debian/patches/03_export-symbols.patch)
  fi
  if [ -d "$1/debian" ]; then
    (cd "$1" && NOCONFIGURE=1 autoreconf -fi)
  fi
  sed -i 's/ -Wp,-D_FORTIFY_SOURCE=2//' "$1/configure"
  # Only the libraries: a plain "make" also compiles cairo's test suite
  # (hundreds of files, most of the time of this step).
  mkdir -p "$1/_win"
  (cd "$1/_win" && ../configure --host=$HOST --prefix="$SYSROOT" --disable-static --enable-shared \
     --enable-win32 --enable-win32-font --enable-ft --disable-fc \
     --enable-png --disable-xlib --disable-xcb --disable-gl --disable-gtk-doc \
     --enable-gobject --disable-trace --disable-interpreter --disable-full-testing \
     CPPFLAGS="-I$SYSROOT/include" LDFLAGS="-L$SYSROOT/lib" &&
   make -j "$JOBS" -C src && make -C src install &&
   make -j "$JOBS" -C util/cairo-gobject && make -C util/cairo-gobject install)
}

build_harfbuzz () {
  # -O1: it shapes a few chart labels here, and -O3 triples the longest
  # compile of the whole sysroot.
  meson_build "$1" -Doptimization=1 -Dfreetype=enabled -Dglib=enabled -Dgobject=enabled -Dcairo=disabled \
    -Dicu=disabled -Dchafa=disabled -Dtests=disabled -Dintrospection=disabled \
    -Ddocs=disabled
}

build_pango1_0 () {
  meson_build "$1" -Dfontconfig=disabled -Dfreetype=enabled -Dcairo=enabled \
    -Dxft=disabled -Dlibthai=disabled -Dsysprof=disabled -Dintrospection=disabled \
    -Dgtk_doc=false
}

# The GTK 4 stack, for drivescope.exe (GTK 4.8 needs both jpeg and tiff).
build_libjpeg_turbo () {
  cmake_build "$1" -DWITH_SIMD=OFF -DENABLE_STATIC=OFF -DWITH_TURBOJPEG=OFF
}

build_tiff () {
  cmake_build "$1" -Dtiff-tools=OFF -Dtiff-tests=OFF -Dtiff-contrib=OFF -Dtiff-docs=OFF \
    -Dwebp=OFF -Dzstd=OFF -Dlzma=OFF -Djbig=OFF -Dlerc=OFF -Dlibdeflate=OFF -Dcxx=OFF
}

build_gdk_pixbuf () {
  meson_build "$1" -Dpng=enabled -Djpeg=enabled -Dtiff=enabled -Dbuiltin_loaders=png,jpeg \
    -Drelocatable=true -Dintrospection=disabled -Dman=false -Dgtk_doc=false -Ddocs=false \
    -Dtests=false -Dinstalled_tests=false
  # A cross install writes no loaders.cache; the tool writes relative paths.
  (cd "$SYSROOT/bin" && WINEPATH="$SYSROOT/bin" wine ./gdk-pixbuf-query-loaders.exe --update-cache)
  wineserver -w || true
}

build_libepoxy () { meson_build "$1" -Ddocs=false -Dglx=no -Degl=no -Dx11=false -Dtests=false; }

build_graphene () {
  meson_build "$1" -Dgtk_doc=false -Dintrospection=disabled -Dtests=false -Dinstalled_tests=false
}

build_gtk4 () {
  # The +ds tarball has no prebuilt CSS: sassc makes it.
  meson_build "$1" -Dwin32-backend=true -Dx11-backend=false -Dwayland-backend=false \
    -Dbroadway-backend=false -Dmacos-backend=false -Dgtk_doc=false -Dman-pages=false \
    -Ddemos=false -Dbuild-examples=false -Dbuild-tests=false -Dinstall-tests=false \
    -Dmedia-gstreamer=disabled -Dmedia-ffmpeg=disabled -Dprint-cups=disabled \
    -Dvulkan=disabled -Dcloudproviders=disabled -Dsysprof=disabled -Dtracker=disabled \
    -Dcolord=disabled -Dintrospection=disabled
}

build_libadwaita_1 () {
  # Not --buildtype=release: that adds -fstack-protector on Windows, and the
  # link then wants libssp (__stack_chk_fail). meson_build's later
  # --buildtype wins.
  meson_build "$1" --buildtype=plain -Doptimization=2 -Dintrospection=disabled -Dvapi=false \
    -Dgtk_doc=false -Dtests=false -Dexamples=false
}

# --- main -------------------------------------------------------------------------
fetch_sources

if [ ! -f "$WINEPREFIX/system.reg" ]; then
  echo "drivescope: creating the Wine prefix $WINEPREFIX"
  wine wineboot --init >/dev/null 2>&1 || true
  wineserver -w || true
fi

total_start=$(date +%s)
n=0; count=$(echo $packages | wc -w)
for pkg in $packages; do
  n=$((n + 1))
  name=${pkg//[.-]/_}
  if [ -f "$STAMPS/$pkg" ]; then
    echo "[$n/$count] $pkg: already built ($(cat "$STAMPS/$pkg"))"
    continue
  fi
  echo "[$n/$count] $pkg: building (log: $WORK/$pkg.log)"
  start=$(date +%s)
  dir=$WORK/$pkg
  unpack "$pkg" "$dir"
  if ! ( set -e; "build_$name" "$dir" ) > "$WORK/$pkg.log" 2>&1; then
    echo "[$n/$count] $pkg: FAILED after $(( $(date +%s) - start )) s; the end of $WORK/$pkg.log:" >&2
    tail -25 "$WORK/$pkg.log" >&2
    exit 1
  fi
  echo "$(( $(date +%s) - start )) s, $(date -u +%Y-%m-%dT%H:%MZ)" > "$STAMPS/$pkg"
  echo "[$n/$count] $pkg: done in $(( $(date +%s) - start )) s"
done

# The DLLs GCC's runtime adds (libgcc_s_seh-1.dll for cairo and harfbuzz).
for dll in libgcc_s_seh-1.dll; do
  f=$($HOST-gcc -print-file-name=$dll)
  [ -f "$f" ] && cp "$f" "$SYSROOT/bin/"
done

# GTK's schemas, compiled with the native tool (GTK asserts without them).
if [ -d "$SYSROOT/share/glib-2.0/schemas" ]; then
  glib-compile-schemas "$SYSROOT/share/glib-2.0/schemas"
fi

echo "drivescope: Windows sysroot ready in $SYSROOT ($(( $(date +%s) - total_start )) s this run)"
echo "drivescope: now run build-aux/windows/build.sh"
