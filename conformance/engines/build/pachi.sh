#!/bin/sh
# Builds Pachi (https://github.com/pasky/pachi, a Monte Carlo tree search Go engine in C) from a
# source tree already on disk, without its neural networks, and puts the binary and the data files
# it reads at run time into an output directory.
#
# Usage: sh pachi.sh SOURCE-DIR OUTPUT-DIR
#
# Options: make DCNN=0 JOSEKIFIX=0 GENERIC=1
#   DCNN=0       no deep network: the dcnn build needs Caffe, Boost and the detlef54 network
#                weights, none of which this machine has or can download.
#   JOSEKIFIX=0  the josekifix module needs DCNN and would git-clone and build KataGo and fetch
#                its model from the network.
#   GENERIC=1    -mtune=generic instead of -march=native, so the binary runs on any x86-64.
# Only a C compiler, make and bash (Pachi's genbuild/spudfrog helpers are bash scripts) are
# needed. Pachi builds only in its own tree (recursive make, .deps/ and objects beside the
# sources), so the source is copied to a temporary directory first and SOURCE-DIR is only read.
# Its Makefile derives the build id from .git/HEAD and .git/index; this script writes that id
# (build.h.git) itself, from `git -C SOURCE-DIR rev-parse` when SOURCE-DIR is a checkout, else
# "unknown", so that `pachi --version` shows the commit when it can be known.
# Make runs one job at a time unless MAKEFLAGS says otherwise.
#
# OUTPUT-DIR gets: pachi, patterns_mm.gamma, patterns_mm.spat (mm patterns, required by
# default) and joseki19.gtp (joseki module of the non-dcnn build, required by default).
# Pachi looks for them in the current directory, then $DATA_DIR, then the directory of argv[0],
# so start it by its full path. Engine command line for the conformance suite:
#   OUTPUT-DIR/pachi -e uct --nodcnn -t =1000 threads=1 pondering=0
# (-t =1000: a fixed number of playouts per genmove rather than a time budget; pondering off and
# one thread so that it does not take the shared cores while idle. final_score and
# final_status_list run their own random playouts to guess dead stones, so their answers can vary
# from run to run; -s SEED fixes the seed.) Add the uct option pass_all_alive to make
# final_score count every stone as alive (plain Tromp-Taylor area counting, no "too early to
# pass" refusal); without it Pachi removes the stones it guesses dead and refuses to score short
# games. See conformance/engines/transcripts/pachi-final-score.txt.
set -u

die() { echo "pachi.sh: $*" >&2; exit 1; }

[ $# -eq 2 ] || die "usage: sh pachi.sh SOURCE-DIR OUTPUT-DIR (got $# arguments)"
src=$1
out=$2
[ -n "$src" ] && [ -d "$src" ] || die "source directory '$src' does not exist"
[ -f "$src/Makefile" ] && [ -f "$src/pachi.c" ] && [ -f "$src/version.h" ] \
	|| die "'$src' is not a Pachi source tree (no Makefile, pachi.c, version.h)"
[ -n "$out" ] || die "output directory is empty"
for tool in "${CC:-cc}" "${MAKE:-make}" bash; do
	command -v "$tool" >/dev/null 2>&1 || die "'$tool' is not installed"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pachi-build.XXXXXX") || die "cannot create a temporary directory"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM HUP

cp -R "$src/." "$tmp/" || die "cannot copy '$src' to $tmp"
# Drop whatever the source tree holds of an earlier in-tree build, and its git link.
rm -rf "$tmp/.git" "$tmp/build.h" "$tmp/build.h.git" "$tmp/pachi"
find "$tmp" \( -name '*.o' -o -name '*.a' -o -name .deps \) -prune -exec rm -rf {} + \
	|| die "cannot clean the copy in $tmp"

hash=$(git -C "$src" rev-parse --short=8 HEAD 2>/dev/null) || hash=unknown
branch=$(git -C "$src" rev-parse --abbrev-ref HEAD 2>/dev/null) || branch=unknown
mkdir "$tmp/.git" && : > "$tmp/.git/HEAD" && : > "$tmp/.git/index" \
	&& touch -t 200001010000 "$tmp/.git/HEAD" "$tmp/.git/index" \
	&& printf '#define PACHI_GIT_BRANCH   "%s"\n#define PACHI_GIT_HASH     "%s"\n' \
		"$branch" "$hash" > "$tmp/build.h.git" \
	|| die "cannot write the build id in $tmp"

log=$tmp/build.log
echo "pachi.sh: building Pachi ($hash) in $tmp: make DCNN=0 JOSEKIFIX=0 GENERIC=1" >&2
if ! (cd "$tmp" && "${MAKE:-make}" DCNN=0 JOSEKIFIX=0 GENERIC=1) > "$log" 2>&1; then
	tail -n 20 "$log" >&2
	die "make failed (last lines above)"
fi
[ -x "$tmp/pachi" ] || die "make succeeded but produced no pachi binary"
"$tmp/pachi" --version > /dev/null 2>&1 || die "the built pachi does not run ('pachi --version' failed)"

mkdir -p "$out" || die "cannot create output directory '$out'"
for f in pachi patterns_mm.gamma patterns_mm.spat joseki19.gtp; do
	cp "$tmp/$f" "$out/" || die "cannot copy $f to '$out'"
done
echo "pachi.sh: $(cd "$out" && pwd)/pachi: $("$out/pachi" --version 2>&1 | head -n 2 | tr '\n' ' ')" >&2
