#!/usr/bin/env bash
# Instructions of a one-off check against jansson parsing the same bytes (callgrind,
# deterministic for a given binary): each phase of `formspec-bench check ROWS --phase P` runs
# with 1 and 3 iterations, and the difference / 2 is the cost of one, start-up excluded.
#
#     swift build -c release --product formspec-bench
#     Benchmarks/check-instructions.sh [rows]   # default 5000
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
out=${TMPDIR:-/tmp}/check-instructions
mkdir -p "$out"
rows=${1:-5000}

source Benchmarks/callgrind.sh

declare -A per=()
for phase in jansson check; do
    per[$phase]=$(per_run "$phase" 1 3 "$bin/formspec-bench" check "$rows" --phase "$phase" --iterations)
    printf '%-8s %12d instructions\n' "$phase" "${per[$phase]}"
done
awk -v c="${per[check]}" -v j="${per[jansson]}" 'BEGIN { printf "check / jansson: %.2f\n", c / j }'
