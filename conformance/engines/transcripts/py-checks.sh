#!/bin/sh
# Runs the hand checks of the Python environments (the open-spiel-*.py, pettingzoo-*.py, pgx-*.py and
# spooky-go-*.py files here beside this script, each a few lines of Python calling the library
# itself: no GTP, no adapter) with the virtual environment of the harness its name starts with, and
# writes each one's output into the .txt file of the same name, its first line the command. The
# environments must be installed first, for HARNESS open-spiel, pettingzoo, pgx or spooky-go:
#   (cd conformance/harnesses/HARNESS && python3 -m venv .venv && .venv/bin/pip install -r requirements.txt)
# Usage: conformance/engines/transcripts/py-checks.sh [NAME.py ...]
set -e
cd "$(dirname "$0")"
export JAX_PLATFORMS=cpu  # Pgx's JAX on the CPU
[ $# -gt 0 ] || set -- open-spiel-*.py pettingzoo-*.py pgx-*.py spooky-go-*.py
for f in "$@"; do
  case "$f" in
    pettingzoo-*) harness=pettingzoo ;;
    pgx-*) harness=pgx ;;
    spooky-go-*) harness=spooky-go ;;
    *) harness=open-spiel ;;
  esac
  python=../../harnesses/$harness/.venv/bin/python
  { echo "\$ conformance/harnesses/$harness/.venv/bin/python conformance/engines/transcripts/$f   ($($python --version), $(date -u +%Y-%m-%d))"; echo; "$python" -u "$f" 2>&1; } > "${f%.py}.txt"
  echo "wrote ${f%.py}.txt"
done
