#!/usr/bin/env bash
# The random walk, in release, for more seeds and more steps than CI's 3 x 1,000,000.
#
#   .ci/walk.sh                    # 8 random seeds x 1,000,000 steps
#   .ci/walk.sh 20 5000000         # 20 random seeds x 5,000,000 steps
#   .ci/walk.sh 1,2,3 100000       # these seeds
#
# Seeds are printed; a failure prints its seed, step and the command that replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

seeds="${1:-8}"
steps="${2:-1000000}"
if [[ "$seeds" =~ ^[0-9]+$ ]] && ((seeds < 1000)); then
  list=()
  for _ in $(seq "$seeds"); do list+=("$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')"); done
  seeds="$(IFS=,; echo "${list[*]}")"
fi
echo "random walk: seeds $seeds, $steps steps each"
MODALKIT_WALK_SEEDS="$seeds" MODALKIT_WALK_STEPS="$steps" \
  swift test -c release --filter RandomWalk 2>&1 | grep -E -e '^random walk' -e '✘' -e 'replay:' \
  -e 'error:' -e 'passed after' -e 'failed after'
