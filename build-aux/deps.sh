# Sourced by run.sh and test.sh: installs what is missing, with one apt-get line.
#
# build: what compiling needs; test: what the suite needs on top.

DS_BUILD_PACKAGES="meson ninja-build pkg-config gcc gettext libglib2.0-dev libglib2.0-bin
  libgtk-4-dev libadwaita-1-dev libjson-glib-dev libsqlite3-dev libcairo2-dev
  libpango1.0-dev libnvme-dev libjson-c-dev libssl-dev liburing-dev
  desktop-file-utils polkitd scdoc bash-completion itstool"

DS_TEST_PACKAGES="fio prometheus prometheus-node-exporter xvfb xauth imagemagick appstream-util python3 util-linux e2fsprogs
  qemu-system-x86 linux-image-amd64 busybox-static cpio kmod clang libclang-rt-14-dev
  libxml2-utils fonts-dejavu-core dbus dbus-x11 pkexec appstream man-db zsh fish
  smartmontools python3-dbusmock udisks2 strace xdotool libgtk-4-bin python3-gi gir1.2-gdkpixbuf-2.0 librsvg2-common
  fuse3 python3-fusepy dmsetup debhelper dpkg-dev lintian systemd python3-pyatspi at-spi2-core
  yelp-tools"

# ./run.sh starting the window: Yelp, which F1 and Help open the user guide in.
DS_RUN_PACKAGES="yelp"

# Coverage (build-aux/coverage.sh, ./test.sh --coverage) only: gcovr reads
# gcov's counts and writes the HTML report.
DS_COVERAGE_PACKAGES="gcovr"

# The Windows cross build (build-aux/windows/): MinGW-w64, Wine to run the
# result, and what building the libraries from Debian's source packages needs.
DS_WINDOWS_PACKAGES="gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 mingw-w64-tools wine64 wine
  autoconf automake libtool autopoint gperf bison flex dpkg-dev xz-utils python3-packaging
  gtk-doc-tools sassc nsis libgtk-4-bin adwaita-icon-theme hicolor-icon-theme xvfb xauth x11-utils xdotool imagemagick cmake meson ninja-build pkg-config gettext libglib2.0-dev-bin
  python3-gi gir1.2-gdkpixbuf-2.0 librsvg2-common itstool yelp-tools"

# apt-get source needs a deb-src entry: a copy of the deb822 "deb" entries of
# /etc/apt/sources.list.d/debian.sources with "Types: deb-src".
ds_enable_deb_src () {
  local list=/etc/apt/sources.list.d/debian.sources
  local src=/etc/apt/sources.list.d/drivescope-deb-src.sources sudo=""
  # (not "| grep -q": under pipefail apt-cache's SIGPIPE would count as failure)
  case "$(apt-cache showsrc glib2.0 2>/dev/null)" in *"Package: glib2.0"*) return 0 ;; esac
  if [ ! -f "$list" ]; then
    echo "drivescope: no $list; add a deb-src line for bookworm main by hand, then apt-get update" >&2
    return 1
  fi
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "drivescope: adding $src (deb-src for $list) and running apt-get update"
  sed 's/^Types: deb$/Types: deb-src/' "$list" | $sudo tee "$src" >/dev/null || return 1
  $sudo apt-get update -qq
}

ds_install_missing () {
  local wanted="$*" missing="" available="" pkg sudo=""
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "drivescope: this is not a Debian or Ubuntu system; install the equivalents of: $wanted" >&2
    return 0
  fi
  for pkg in $wanted; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing="$missing $pkg"
  done
  [ -z "$missing" ] && return 0
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq || return 1
  # A package this release does not have (libclang-rt-14-dev on a newer
  # Ubuntu) is left out rather than failing the whole install; the tests that
  # need it say so when they skip.
  for pkg in $missing; do
    if apt-cache show "$pkg" >/dev/null 2>&1; then
      available="$available $pkg"
    else
      echo "drivescope: package $pkg is not available here; leaving it out" >&2
    fi
  done
  [ -z "$available" ] && return 0
  echo "drivescope: installing missing packages:"
  echo "  $sudo apt-get install -y --no-install-recommends$available"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $available
}

# meson setup when the build directory is new or broken, then compile.
ds_build () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    rm -rf "$dir"
    meson setup "$dir" "$@" >/dev/null || { meson setup "$dir" "$@"; return 1; }
  fi
  meson compile -C "$dir"
}
