#!/usr/bin/env bash
# The table of values per ruleset in docs/solve.md: every grid of the list solved under each
# ruleset of the suite that has a value (ko=simple and ko=none are refused, docs/solve.md), komi 0,
# every search at its defaults. One markdown row per run, with nodes, time, memory and the load.
# Usage: src/scripts/solve-table.sh [max-seconds per run, default 120] [grids...]
# The JVM is held to 3 GB (-Xmx3g): the table bound is half that. LOGICALGO_JAR=path runs that
# jar instead of ./logical-go (which rebuilds when the sources changed).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-120}"
shift || true
grids=("$@")
if [ ${#grids[@]} -eq 0 ]; then grids=(1x1 1x2 1x3 1x4 1x5 1x6 1x7 1x8 2x2 2x3 2x4 3x3); fi
rulesets=("tromp-taylor" "tromp-taylor --suicide forbidden" "tromp-taylor --ko situational"
  "tromp-taylor --ko situational --suicide forbidden" "tromp-taylor --ending agreement"
  "french" "new-zealand")
echo "| grid | ruleset | value | nodes (player to move) | time | memory | load |"
echo "|---|---|---|---|---|---|---|"
for g in "${grids[@]}"; do
  for r in "${rulesets[@]}"; do
    # shellcheck disable=SC2086
    if [ -n "${LOGICALGO_JAR:-}" ]; then run=(java -jar "$LOGICALGO_JAR"); else run=("$here/logical-go"); fi
    out="$(JAVA_TOOL_OPTIONS=-Xmx3g LOGICALGO_HOME="$here" "${run[@]}" solve "$g" --rules $r --komi 0 --max-seconds "$seconds" 2>&1)"
    load="$(cut -d' ' -f1 /proc/loadavg)"
    value="$(sed -n 's/^value: //p' <<<"$out")"
    if [ -n "$value" ]; then
      nodes="$(sed -n 's/^nodes: \([0-9,]*\) with.*/\1/p' <<<"$out")"
      time="$(sed -n 's/^time: //p' <<<"$out")"
      mem="$(sed -n 's/^memory: table \([0-9,]*\) entries.*heap peak \(.*\)$/\1 entries, heap \2/p' <<<"$out")"
      echo "| $g | $r | $value | $nodes | $time | $mem | $load |"
    else
      why="$(grep -m1 '^logical-go:' <<<"$out" | grep -v 'Picked up' | sed 's/^logical-go: //')"
      echo "| $g | $r | not settled: $why | | | | $load |"
    fi
  done
done
