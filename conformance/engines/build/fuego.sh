#!/bin/sh
# Builds Fuego (http://fuego.sourceforge.net, the Monte Carlo tree search Go engine in C++ from
# the University of Alberta; upstream is SourceForge SVN, read here from the GitHub mirror
# svn2github/fuego of its trunk) from a source tree already on disk, and puts the GTP engine and
# its opening book into an output directory.
#
# Usage: sh fuego.sh SOURCE-DIR OUTPUT-DIR
#
# Options: autoreconf -i; configure --enable-max-size=25 CXXFLAGS=-O2;
#          make SUBDIRS="gtpengine smartgame go gouct features fuegomain"
#   autoreconf -i  the trunk holds only configure.ac and Makefile.am files, no configure script.
#   --enable-max-size=25  boards up to 25x25, the largest Fuego allows (SG_DEFINE_MAX_SIZE, a
#                  compile-time limit; the default 19 refuses boardsize 20-25, so the suite's
#                  cases on grids up to 25 would be unsupported). Boards from 2x2.
#   CXXFLAGS=-O2   optimised, without the default -g (a smaller binary and a shorter build);
#                  configure adds -DNDEBUG itself (assertions off, its default).
#   SUBDIRS=...    only the libraries the fuego binary links and fuegomain itself: not the unit
#                  tests, fuegotest or simpleplayers, which the suite does not use.
#   Default UCT value type (double).
# Needs g++, make, autoconf, automake and the Boost headers and libraries that configure checks
# for: thread, system, date_time, filesystem, program_options and unit_test_framework (Debian:
# apt-get install g++ make autoconf automake libboost-dev libboost-thread-dev
# libboost-system-dev libboost-date-time-dev libboost-filesystem-dev
# libboost-program-options-dev libboost-test-dev). Built and run with Debian 12's g++ 12.2 and
# Boost 1.74, which needed no source change for the compiler or Boost (only deprecation
# warnings: std::auto_ptr, implicit copy constructors). Two changes are made, in the copy only,
# each explained where the script makes it: an empty 9x9 pattern table when the header is
# missing (below), and a larger Zobrist hash table, without which --enable-max-size=25 fails to
# compile (a static assertion in go/GoBoard.h).
# autoreconf writes into the source tree, so SOURCE-DIR is copied to a temporary directory and
# configured and built out of tree there; SOURCE-DIR is only read.
# Make runs one job at a time unless MAKEFLAGS says otherwise (about 6 minutes here).
#
# The missing 9x9 pattern header: gouct/GoUctAdditiveKnowledgeGreenpeep.cpp includes
# GoUctGreenpeepPatterns9.h (generated pattern weights; its 19x19 sibling is 4 MB). The stored
# mirror of the trunk lacks that file's blob (a checkout cannot write it), and without it the
# compile fails with "fatal error: GoUctGreenpeepPatterns9.h: No such file or directory".
# When SOURCE-DIR has no such file (or one that does not define nuGreenpeepPatterns9), this
# script writes, in the copy, an empty table: every 9x9 ("small board", size < 15) Greenpeep
# pattern then gets the neutral prior 512, as for any context absent from the real table. That
# only weakens move generation on boards below 15x15; rules, legality and scoring do not use
# it. The 19x19 table is intact.
#
# OUTPUT-DIR gets: fuego, book.dat (opening book, looked for in the binary's directory; without
# it start fuego with --nobook, or it exits with "Could not find opening book"; the compiled-in
# source and data directories, the deleted temporary copy and /usr/local/share/fuego, are
# looked in first and do not exist),
# tromp-taylor.gtp and tromp-taylor-suicide-forbidden.gtp (start-up GTP commands, below).
# Engine command line for the conformance suite:
#   OUTPUT-DIR/fuego --quiet --srand 1 --config OUTPUT-DIR/tromp-taylor-suicide-forbidden.gtp
# (--quiet: no debug output on stderr; --srand 1: a fixed random seed instead of time(0); the
# config file sets one search thread (the default is one per core) and Fuego's rule parameters
# closest to Tromp-Taylor: capture_dead 1 (after two passes final_score and final_status_list
# count every stone as alive; Fuego's default 0 instead runs a 10000-playout search and removes
# the stones it guesses dead, as for Chinese rules) and ko_rule pos_superko (positional superko;
# the default "superko" is situational). tromp-taylor.gtp also sets allow_suicide 1 (suicide is
# forbidden by default), for --rules tromp-taylor; but Fuego's search does not support suicide
# (gouct: SG_ASSERT(! bd.Rules().AllowSuicide()), compiled out here): with allow_suicide 1 any
# search, genmove or a final_score / final_status_list that is not skipped (not after two
# passes, or capture_dead 0), dies with a segmentation fault.) The same commands can be typed
# in a session: go_param_rules NAME VALUE; go_param_rules with no argument lists them;
# go_rules cgos sets the same rules as tromp-taylor-suicide-forbidden.gtp. Fuego's `-config`
# (one dash) prints the usage and exits: the option is --config.
# See conformance/engines/transcripts/fuego-final-score.txt.
set -u

die() { echo "fuego.sh: $*" >&2; exit 1; }

[ $# -eq 2 ] || die "usage: sh fuego.sh SOURCE-DIR OUTPUT-DIR (got $# arguments)"
src=$1
out=$2
[ -n "$src" ] && [ -d "$src" ] || die "source directory '$src' does not exist"
[ -f "$src/configure.ac" ] && [ -f "$src/Makefile.am" ] && [ -f "$src/go/GoBoard.cpp" ] \
	&& [ -f "$src/fuegomain/FuegoMain.cpp" ] && [ -d "$src/gtpengine" ] && [ -d "$src/gouct" ] \
	|| die "'$src' is not a Fuego source tree (no configure.ac, Makefile.am, go/GoBoard.cpp, fuegomain/FuegoMain.cpp, gtpengine/, gouct/)"
[ -f "$src/book/book.dat" ] || die "'$src' has no book/book.dat (the opening book)"
[ -n "$out" ] || die "output directory is empty"
for tool in "${CXX:-g++}" "${MAKE:-make}" autoreconf aclocal automake autoconf; do
	command -v "$tool" >/dev/null 2>&1 || die "'$tool' is not installed"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fuego-build.XXXXXX") || die "cannot create a temporary directory"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM HUP

mkdir "$tmp/src" && cp -R "$src/." "$tmp/src/" || die "cannot copy '$src' to $tmp/src"
# Drop whatever the source tree holds of an earlier in-tree build, and a git link.
rm -rf "$tmp/src/.git" "$tmp/src/autom4te.cache" "$tmp/src/build"
find "$tmp/src" \( -name '*.o' -o -name '*.a' -o -name .deps -o -name config.status \
	-o -name config.cache \) -prune -exec rm -rf {} + || die "cannot clean the copy in $tmp/src"

# Change 1 to the copy, the missing 9x9 pattern header (see the header comment): an
# empty table, same type and names as the generated file, read by ReadPatternArray() as "no
# pattern, neutral everywhere".
p9=$tmp/src/gouct/GoUctGreenpeepPatterns9.h
if [ ! -f "$p9" ] || ! grep -q nuGreenpeepPatterns9 "$p9"; then
	echo "fuego.sh: gouct/GoUctGreenpeepPatterns9.h is missing: using an empty 9x9 Greenpeep pattern table (neutral priors on boards below 15x15)" >&2
	cat > "$p9" <<'EOF' || die "cannot write $p9"
/* Written by conformance/engines/build/fuego.sh: the source tree had no usable
   GoUctGreenpeepPatterns9.h. An empty table: every 9x9 context keeps the neutral
   prediction (512) that ReadPatternArray() sets before reading the entries. */
#ifndef GOUCT_GREENPEEP_PATTERNS_9_H
#define GOUCT_GREENPEEP_PATTERNS_9_H
PatternEntry greenpeepPatterns9[] = { { 0, 512 } };
const unsigned int nuGreenpeepPatterns9 = 0;
#endif
EOF
fi

# Change 2 to the copy, for --enable-max-size=25: go/GoBoard.h checks at compile time that its
# Zobrist hash index ranges (stones, ko levels, then captures, up to 3 * SG_MAXPOINT + 63) fit in the global random
# table of smartgame/SgHash.h, MAX_HASH_INDEX = 1500 entries. That holds for 19x19 (1326) but not
# for 25x25 (SG_MAXPOINT 703: 2172), and the build stops with "static assertion failed:
# END_INDEX_CAPTURES < SgHashZobristTable::MAX_HASH_INDEX". The table is filled in index order
# from one seeded generator, so 2200 entries leave the first 1500, and every hash of a 19x19
# build, as they were; the rest are only used on boards above 19x19.
h=$tmp/src/smartgame/SgHash.h
grep -q 'static const int MAX_HASH_INDEX = 1500;' "$h" \
	|| die "smartgame/SgHash.h has no 'MAX_HASH_INDEX = 1500' line to raise for 25x25 boards"
sed 's/static const int MAX_HASH_INDEX = 1500;/static const int MAX_HASH_INDEX = 2200; \/\* raised by fuego.sh for 25x25 \*\//' \
	"$h" > "$h.new" && mv "$h.new" "$h" || die "cannot edit $h"

log=$tmp/build.log
echo "fuego.sh: building Fuego in $tmp: autoreconf -i; configure --enable-max-size=25 CXXFLAGS=-O2; make fuegomain" >&2
(cd "$tmp/src" && autoreconf -i) > "$log" 2>&1 \
	|| { tail -n 20 "$log" >&2; die "autoreconf failed (last lines above)"; }
mkdir "$tmp/build" || die "cannot create $tmp/build"
if ! (cd "$tmp/build" && "$tmp/src/configure" --enable-max-size=25 CXX="${CXX:-g++}" CXXFLAGS=-O2) >> "$log" 2>&1; then
	tail -n 20 "$log" >&2
	die "configure failed (last lines above; Boost missing? see the header for the packages)"
fi
if ! (cd "$tmp/build" && "${MAKE:-make}" \
		SUBDIRS="gtpengine smartgame go gouct features fuegomain") >> "$log" 2>&1; then
	grep -n 'error' "$log" | tail -n 20 >&2
	die "make failed (error lines above; full log not kept)"
fi
bin=$tmp/build/fuegomain/fuego
[ -x "$bin" ] || die "make succeeded but produced no fuego binary"
printf 'version\nquit\n' | "$bin" --nobook --quiet > "$tmp/version.out" 2>&1 \
	&& grep -q '^= ' "$tmp/version.out" || die "the built fuego does not run ('version' over GTP failed)"

mkdir -p "$out" || die "cannot create output directory '$out'"
cp "$bin" "$out/fuego" && cp "$src/book/book.dat" "$out/book.dat" \
	|| die "cannot copy fuego and book.dat to '$out'"
cat > "$out/tromp-taylor-suicide-forbidden.gtp" <<'EOF' || die "cannot write the config files in '$out'"
# Start-up commands for fuego --config (written by conformance/engines/build/fuego.sh).
# One search thread; Fuego's rules closest to Tromp-Taylor with suicide forbidden (its default).
uct_param_search number_threads 1
go_param_rules capture_dead 1
go_param_rules ko_rule pos_superko
EOF
{ sed '/^# One search/s/ with suicide forbidden (its default)//' "$out/tromp-taylor-suicide-forbidden.gtp" \
	&& echo 'go_param_rules allow_suicide 1'; } > "$out/tromp-taylor.gtp" \
	|| die "cannot write the config files in '$out'"
echo "fuego.sh: $(cd "$out" && pwd)/fuego: Fuego $(sed -n 's/^= //p' "$tmp/version.out" | head -n 1)" >&2
