#!/usr/bin/env bash
# judge's whole-process speed, as a user meets it: `./logical-go judge --jobs N DIR` over a folder
# of complete random 19x19 records, timed from the shell (the launcher, the JVM's start, listing
# the files, reading, judging and printing included), each --jobs in turn, the order rotated each
# round. Prints each run, then the medians: wall seconds, CPU seconds (user + system, which other
# processes' load disturbs less than the wall), records a minute (records x 60 / wall seconds), and
# the load average before and after. docs/performance.md, "judge from the first record".
#
#   src/bench/judge-whole-process.sh [--records N] [--rounds R] [--jobs "1 2"] [--dir DIR]
#
# The records are written once by `./logical-go judge --bench N --bench-out DIR` (seed 1: the same
# games every time) into DIR, by default /tmp/logical-go-judge-N; a DIR holding another number
# of .sgf files is refused, never overwritten.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
records=2000
rounds=5
jobs="1 2"
dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --records) records="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "judge-whole-process: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$records$rounds" in *[!0-9]*) echo "judge-whole-process: --records and --rounds take whole numbers" >&2; exit 2 ;; esac
dir="${dir:-${TMPDIR:-/tmp}/logical-go-judge-$records}"
launcher="$here/logical-go"

# The build and judge's class archive first, so that no timed run makes them.
"$launcher" judge --help >/dev/null
if [ ! -d "$dir" ]; then
  echo "writing $records records into $dir (once)" >&2
  "$launcher" judge --bench "$records" --bench-out "$dir" >&2
fi
found="$(find "$dir" -maxdepth 1 -name '*.sgf' | wc -l)"
if [ "$found" -ne "$records" ]; then
  echo "judge-whole-process: $dir holds $found .sgf files, not $records: give another --dir" >&2
  exit 2
fi

read -ra each <<<"$jobs"
echo "judge of $records records in $dir, $rounds rounds, --jobs ${jobs}; $(nproc) processors; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
results="$(mktemp "${TMPDIR:-/tmp}/judge-whole-process.XXXXXX")"
trap 'rm -f "$results"' EXIT
TIMEFORMAT='%R %U %S'
for ((r = 0; r < rounds; r++)); do
  for ((k = 0; k < ${#each[@]}; k++)); do
    j="${each[$(((k + r) % ${#each[@]}))]}"
    # The time of the whole process, from bash's own `time`; judge's output is checked, then dropped.
    { time "$launcher" judge --jobs "$j" "$dir" >"$results.out" 2>/dev/null; } 2>"$results.time" || true
    if ! tail -1 "$results.out" | grep -q "^$records games in $records files: $records agree"; then
      echo "judge-whole-process: judge --jobs $j did not judge every record as agreeing:" >&2
      tail -3 "$results.out" >&2
      rm -f "$results.out" "$results.time"
      exit 1
    fi
    read -r wall user sys <"$results.time"
    awk -v j="$j" -v w="$wall" -v u="$user" -v s="$sys" -v n="$records" -v r=$((r + 1)) \
      'BEGIN { printf "round %d  --jobs %s  %.2f s wall  %.2f s CPU  %.0f records a minute\n", r, j, w, u + s, n * 60 / w }'
    echo "$j $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" >>"$results"
  done
done
rm -f "$results.out" "$results.time"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for j in "${each[@]}"; do
  awk -v j="$j" -v n="$records" '
    $1 == j { wall[++c] = $2; cpu[c] = $3 }
    function median(a, m,   i, k, t) {
      for (i = 1; i <= m; i++) for (k = i + 1; k <= m; k++) if (a[k] < a[i]) { t = a[i]; a[i] = a[k]; a[k] = t }
      return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
    }
    END { w = median(wall, c); printf "median --jobs %s: %.2f s wall, %.2f s CPU, %.0f records a minute\n", j, w, median(cpu, c), n * 60 / w }
  ' "$results"
done
