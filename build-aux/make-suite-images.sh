#!/usr/bin/env bash
# The example charts of the manual's "Suites" section (docs/manual.md), from real small runs:
#
#   build-aux/make-suite-images.sh [BUILD_DIR [TEST_DIR]]
#
# runs every suite with small sizes and short steps in a directory of
# TEST_DIR (default: a new directory under /var/tmp, which is on a real disk
# on most systems; tmpfs has no O_DIRECT, so there the runs are marked
# cached), keeps each result as JSON (--no-save: the user's history is not
# touched) and draws it with `export --input` into docs/images/suite-*.png.
# The numbers are those of the machine it ran on. Nothing is left behind.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
cli=$build/src/cli/drivescope-cli
[ -x "$cli" ] || { echo "make-suite-images: no $cli; build first (meson compile -C $build)" >&2; exit 1; }
work=$(mktemp -d "${2:-/var/tmp}/drivescope-suite-images-XXXXXX")
trap 'rm -rf "$work"' EXIT

# ONLY="surface linear" draws just those.
only=${ONLY:-}

run () {
  local name=$1; shift
  case " ${only:-$name} " in *" $name "*) ;; *) return 0 ;; esac
  echo "make-suite-images: $name $*" >&2
  nice "$cli" suite "$name" --dir "$work" --no-save --json --allow-cached "$@" > "$work/$name.json"
  "$cli" export --input "$work/$name.json" --chart suite -o "docs/images/suite-$name.png" --width 1200 --height 620
}

run blocksize  --size 256MiB --blocks 512-8M --duration 0.5 --warmup 0.2
# A shared or virtual disk rarely meets 0.75 ms p99; a looser limit shows the answer marked.
run qd-scaling --size 256MiB --qd 1-128 --duration 0.5 --warmup 0.2 --latency-limit 5ms
run mixes      --size 256MiB --presets database,vm,vdi,streaming,fileserver --qd 1,4,16,64 --duration 0.5 --warmup 0.2 --latency-limit 5ms
run rwmix      --size 256MiB --duration 0.5 --warmup 0.2
run cache      --size 2GiB
run linear     --size 1GiB
# The SNIA PTS suites in small: a 4-by-4 matrix of short cells, and a
# write saturation of twice a small file.
run iops-matrix --size 256MiB --blocks 4K,16K,64K,1M --mixes 100,65,35,0 --duration 0.5 --precondition 1 \
                --max-rounds 8 --steady-window 3 --qd 16 --threads 1
run wsat       --size 256MiB --duration 1 --multiple 3 --qd 16 --threads 1 --steady-window 3

# surface reads a whole drive only through udisks2, with administrator
# authentication: here it reads a 1 GiB file on the same disk that the tests'
# mock udisks2 (python3-dbusmock, a private system bus) hands out, and the
# chart names it so. A hard disk's curve would fall toward its end.
surface () {
  case " ${only:-surface} " in *" surface "*) ;; *) return 0 ;; esac
  echo "make-suite-images: surface through the mock udisks2" >&2
  head -c 1G /dev/urandom > "$work/disk.img"
  /usr/bin/python3 - "$cli" "$work" <<'EOF'
import json, os, subprocess, sys
import dbusmock
cli, work = sys.argv[1:3]
dbusmock.DBusTestCase.start_system_bus()
server = dbusmock.DBusTestCase.spawn_server_template("tests/udisks2-mock.py", {"benchmark_file": work + "/disk.img"},
                                                     stdout=subprocess.DEVNULL)[0]
try:
    # the mock's drives are the desktop fixture's sda and nvme0n1
    env = dict(os.environ, DRIVESCOPE_SYSROOT="tests/fixtures/sysroot-desktop")
    out = subprocess.run(["nice", cli, "suite", "surface", "--drive", "sda", "--no-save", "--json", "--allow-cached"],
                         env=env, capture_output=True, check=True).stdout
finally:
    server.terminate()
    server.wait()
    dbusmock.DBusTestCase.tearDownClass()
doc = json.loads(out)
doc["conditions"]["drive"] = {"name": "disk.img", "model": "1 GiB file through the mock udisks2"}
doc["conditions"]["link"] = None
with open(work + "/surface.json", "w") as f:
    json.dump(doc, f)
EOF
  "$cli" export --input "$work/surface.json" --chart suite -o docs/images/suite-surface.png --width 1200 --height 620
}
surface
echo "make-suite-images: wrote docs/images/suite-*.png" >&2
