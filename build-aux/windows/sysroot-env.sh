# Sourced by the Windows build scripts and tests: where the cross-built
# libraries and the throwaway Wine prefix live. All outside the source tree.
# $HOME/.cache, not $XDG_CACHE_HOME: the test suite points that at the build
# directory, and must still find the sysroot.
DS_WIN_CACHE=${DS_WIN_CACHE:-$HOME/.cache/drivescope}
SYSROOT=${DS_WIN_SYSROOT:-$DS_WIN_CACHE/win64-sysroot}
WINEPREFIX=${DS_WINEPREFIX:-$DS_WIN_CACHE/wine-prefix}
