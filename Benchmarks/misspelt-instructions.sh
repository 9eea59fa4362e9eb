#!/usr/bin/env bash
# Instructions of a one-off check of the sweep's misspelt-tags spec against its clean twin
# (callgrind, deterministic for a given binary): `formspec-bench check ROWS --input INPUT`
# runs with 1 and 2 iterations, and the difference is the cost of one, start-up excluded.
#
#     swift build -c release --product formspec-bench
#     Benchmarks/misspelt-instructions.sh [rows...]   # default 5000 10000 20000
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
out=${TMPDIR:-/tmp}/misspelt-instructions
mkdir -p "$out"

source Benchmarks/callgrind.sh

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(5000 10000 20000)
declare -A per=()
for rows in "${sizes[@]}"; do
    for input in misspelt-tags clean-tags; do
        per[$input]=$(per_run "$input-$rows" 1 2 "$bin/formspec-bench" check "$rows" --input "$input" \
            --phase check --iterations)
    done
    awk -v r="$rows" -v m="${per[misspelt-tags]}" -v c="${per[clean-tags]}" \
        'BEGIN { printf "%6d rows: misspelt %8.1f M, clean %8.1f M, %.2fx\n", r, m / 1e6, c / 1e6, m / c }'
done
