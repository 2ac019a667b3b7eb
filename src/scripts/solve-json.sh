#!/usr/bin/env bash
# Writes src/main/resources/explorer/solve.json, the solved boards the explorer's solve.html shows:
# each grid solved under every ruleset of the suite (`./logical-go solve WxH --json`), komi 0.
# Usage: src/scripts/solve-json.sh [max-seconds per search, default 240; 1x9 under situational superko is not settled in 90 s]
# LOGICALGO_JAR=path runs that jar instead of ./logical-go.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-240}"
if [ -n "${LOGICALGO_JAR:-}" ]; then run=(java -jar "$LOGICALGO_JAR"); else run=("$here/logical-go"); fi
target="$here/src/main/resources/explorer/solve.json"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
first=1
printf '[\n' >"$tmp"
# Each grid with the search that settles it soonest: the default on the small grids, proof
# numbers with Benson's early win from Drange's value from 1x7 on (docs/solve.md).
for spec in 1x3 1x4 1x5 2x2 1x6 "1x7 --driver proof --guess 2 --benson" 2x3 3x3 "1x8 --driver proof --guess 3 --benson" \
    "1x9 --driver proof --guess 0 --benson"; do
  if [ $first -eq 0 ]; then printf ',\n' >>"$tmp"; fi
  first=0
  read -r -a args <<<"$spec"
  JAVA_TOOL_OPTIONS=-Xmx3g LOGICALGO_HOME="$here" "${run[@]}" solve "${args[@]}" --komi 0 --json --max-seconds "$seconds" \
    2> >(grep -v 'Picked up' >&2) >>"$tmp"
done
printf ']\n' >>"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$target"
trap - EXIT
