#!/usr/bin/env bash
# Run a benchmark on PostgreSQL 17 or 18: in the Debian root .ci/run uses for
# that major (.ci/chroot.sh; made first when it is not there yet), on a copy
# of this checkout, built and installed into a tree of its own inside the
# root (the root's own installation is left as it is).  Run as root.
#   bash bench/in_root.sh 17 'BENCH_PRELOAD=no bash bench/overhead.sh'
#   bash bench/in_root.sh 18 'BENCH_PRELOAD="yes no" ROUNDS=4 bash bench/overhead.sh'
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: $0 MAJOR 'COMMAND'"; exit 2; }
. .ci/chroot.sh
unset NL2SQL_HEAL_TREE
run_in_chroot "$1" "export NL2SQL_HEAL_TREE=\$PWD/.bench-tree; . test/lib.sh; build_and_install >/dev/null && $2"
