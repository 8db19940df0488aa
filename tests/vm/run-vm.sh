#!/usr/bin/env bash
# run-vm.sh — run the virtual-machine checks by hand, e.g.
#   tests/vm/run-vm.sh --build-dir build --check health --verbose
# Options: see `tests/vm/run-vm.sh --help` and docs/readme/vm.md.
#
# SPDX-License-Identifier: GPL-3.0-or-later
exec python3 "$(dirname "$0")/ds-vm.py" "$@"
