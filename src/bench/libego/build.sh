#!/bin/sh
# Builds libEGO's board, one binary a grid size, for `./logical-go bench --peer`, from a copy of
# its source that you give (libEGO is GPL: its code is never part of this repository, and this
# script fetches nothing). docs/performance.md ("The peer") says which source and how it was got.
#
#   src/bench/libego/build.sh SOURCE_DIR OUT_DIR [SIZE...]      (sizes 9 and 19 by default)
#
# SOURCE_DIR holds libEGO's ego/ directory (board, vertex, player, color, move, hash,
# fast_random, fast_map, utils, config). Each OUT_DIR/libego-N is that source with its one grid
# constant (board_size in vertex.h) set to N, compiled with driver.cpp (this directory's loop) in
# one unit, as libEGO's own ego.cpp compiles it, with its optimising flags.
set -eu
if [ $# -lt 2 ]; then
  echo "usage: $0 SOURCE_DIR OUT_DIR [SIZE...]" >&2
  exit 2
fi
src=$1
out=$2
shift 2
sizes=${*:-9 19}
here=$(cd "$(dirname "$0")" && pwd)
for f in board.h board.cpp vertex.h vertex.cpp player.h player.cpp color.h color.cpp move.h move.cpp \
         hash.h hash.cpp fast_random.h fast_random.cpp fast_map.h utils.h utils.cpp config.h; do
  if [ ! -f "$src/ego/$f" ]; then
    echo "$src/ego/$f: missing (see docs/performance.md, The peer)" >&2
    exit 1
  fi
done
if ! grep -q '^const uint board_size = [0-9]*;' "$src/ego/vertex.h"; then
  echo "$src/ego/vertex.h: no line 'const uint board_size = N;' to set the grid size" >&2
  exit 1
fi
mkdir -p "$out"
for n in $sizes; do
  work="$out/src-$n"
  rm -rf "$work"
  mkdir -p "$work"
  cp "$src"/ego/*.h "$src"/ego/*.cpp "$work"/
  sed -i "s/^const uint board_size = [0-9]*;/const uint board_size = $n;/" "$work/vertex.h"
  ${CXX:-g++} -O3 -march=native -fomit-frame-pointer -ffast-math -frename-registers -w \
    -I "$work" -o "$out/libego-$n" "$here/driver.cpp"
  echo "built $out/libego-$n"
done
