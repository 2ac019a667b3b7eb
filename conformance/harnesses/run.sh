#!/bin/sh
# Runs the suite against every harness run of runs.txt (their packages installed: npm ci, or a
# Python harness's requirements.txt in its .venv),
# leaving out the case tagged slow as HarnessesTest does, one report directory each under ${REPORTS:-/tmp/harnesses}; with --write-baselines, writes each
# run's failing cases into its baseline file (check each new line by hand before committing it).
# Usage: conformance/harnesses/run.sh [--write-baselines]
set -u
cd "$(dirname "$0")/../.."
reports=${REPORTS:-/tmp/harnesses}
grep -v '^#' conformance/harnesses/runs.txt | while IFS='|' read -r harness options ruleset unsupported tags; do
  harness=$(echo $harness); options=$(echo $options); ruleset=$(echo $ruleset)
  selection=""
  for tag in ${tags:-}; do selection="$selection --tag $tag"; done
  name=$ruleset${options:+.$(echo "$options" | tr ' ' ',')}
  baseline=conformance/harnesses/$harness/baselines/$name.txt
  mkdir -p "conformance/harnesses/$harness/baselines"
  if [ "${1:-}" = --write-baselines ]; then
    flag="--write-baseline $baseline"
  else
    flag="--baseline $baseline"
  fi
  echo "== $harness $options, $ruleset${tags:+ (tags:$tags)}"
  ./logical-go conformance --engine "conformance/harnesses/$harness/gtp $options" --rules "$ruleset" --jobs 1 --quiet \
    --skip-slow $selection --report-dir "$reports/$harness.$name" $flag < /dev/null | sed -n '3p'
done
