#!/bin/sh
# Runs the hand checks of the JavaScript libraries (the *.js files here beside this script, each
# a few lines of plain JavaScript calling the library itself: no GTP, no adapter) and writes each
# one's output into the .txt file of the same name, its first line the command. The libraries must
# be installed first: (cd conformance/harnesses/NAME && npm ci).
# Usage: conformance/engines/transcripts/js-checks.sh [NAME.js ...]
set -e
cd "$(dirname "$0")"
[ $# -gt 0 ] || set -- goban-*.js tenuki-*.js weiqi-*.js sabaki-go-board-*.js wgo-*.js godash-*.js
for f in "$@"; do
  [ "$f" = goban-load.js ] && continue
  { echo "\$ node conformance/engines/transcripts/$f   ($(node --version), $(date -u +%Y-%m-%d))"; echo; node "$f" 2>&1; } > "${f%.js}.txt"
  echo "wrote ${f%.js}.txt"
done
