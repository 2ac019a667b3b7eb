#!/bin/sh
# Where the fast engine's ceiling is (docs/performance.md, issue 29): libEGO's loop and a board of
# libEGO's shape written in Java (src/bench/EgoShape.java), plain and with the steps logical-go's
# playouts add, one at a time, each run pinned to one core, in turn, round after round. Prints
# each run's playouts per CPU second and its ratio to libEGO's in the same round.
#
#   src/bench/ego-shape.sh PEER_DIR [ROUNDS [SECONDS [SIZE...]]]
#
# PEER_DIR holds libego-N built by src/bench/libego/build.sh; ROUNDS 3, SECONDS 3 (of CPU time a
# run, after 3 of warm-up for the Java runs) and sizes 9 and 19 by default.
set -eu
if [ $# -lt 1 ]; then
  echo "usage: $0 PEER_DIR [ROUNDS [SECONDS [SIZE...]]]" >&2
  exit 2
fi
peer=$1
rounds=${2:-3}
seconds=${3:-3}
shift $(( $# < 3 ? $# : 3 ))
sizes=${*:-9 19}
here=$(cd "$(dirname "$0")" && pwd)
core=$(( $(nproc) - 1 ))
rate() { # the playouts per CPU second of a driver's line
  echo "$1" | tr ' ' '\n' | awk -F= '$1 == "playouts" { p = $2 } $1 == "cpu_ns" { c = $2 } END { printf "%.0f", p / (c / 1e9) }'
}
echo "pinned to core $core; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
for n in $sizes; do
  if [ ! -x "$peer/libego-$n" ]; then
    echo "$peer/libego-$n: missing (src/bench/libego/build.sh builds it)" >&2
    exit 1
  fi
  r=1
  while [ "$r" -le "$rounds" ]; do
    ego=$(rate "$(taskset -c "$core" "$peer/libego-$n" "$seconds")")
    line="${n}x$n round $r: libEGO $ego"
    for steps in "" "uniform" "uniform history" "uniform history analysis"; do
      # shellcheck disable=SC2086
      ours=$(rate "$(taskset -c "$core" java "$here/EgoShape.java" "$n" "$seconds" 3 $steps)")
      line="$line; ${steps:-plain}: $ours ($(awk -v a="$ours" -v b="$ego" 'BEGIN { printf "%.3f", a / b }'))"
    done
    echo "$line; load average $(cut -d' ' -f1-3 /proc/loadavg)"
    r=$((r + 1))
  done
done
