#!/bin/sh
# Runs one hand GTP session and prints its transcript.
# Usage: session.sh COMMANDS-FILE ENGINE-COMMAND...
# COMMANDS-FILE holds one GTP command a line; each is sent with its line number as GTP id, so
# that "=N" / "?N" in the output is the answer to command N. The engine's stdout and stderr are
# merged (Leela Zero writes its showboard on stderr). Line 1 of the transcript is the command line.
set -e
cmds=$1; shift
printf_arg=$(awk '{ printf "%d %s\\n", NR, $0 } END { printf "quit\\n" }' "$cmds")
printf '%s\n' "\$ printf '$printf_arg' | $* 2>&1"
echo
echo "Commands sent:"
awk '{ printf "  %d %s\n", NR, $0 }' "$cmds"
echo "  quit"
echo
echo "Output (stdout and stderr merged, verbatim):"
printf "$printf_arg" | "$@" 2>&1
