#!/usr/bin/env bash
# Instructions per keystroke (callgrind, deterministic for a given binary): `formspec-bench
# keystroke ROWS` runs twice, with 10 and 30 edits, and the difference / 20 is the cost of one
# edit (apply, parse + model, analysis, encoding, freeing) with the first analysis excluded.
#
#     swift build -c release --product formspec-bench
#     Benchmarks/keystroke-instructions.sh [rows...]   # default 5000
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
out=${TMPDIR:-/tmp}/keystroke-instructions
mkdir -p "$out"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(5000)

total() { grep -E '^summary:|^totals:' "$1" | head -1 | awk '{print $2}'; }

for rows in "${sizes[@]}"; do
    declare -A ir=()
    for n in 10 30; do
        file=$out/$rows-$n.out
        valgrind --tool=callgrind --callgrind-out-file="$file" "$bin/formspec-bench" keystroke "$rows" --edits "$n" > /dev/null 2> "$out/$rows-$n.log"
        ir[$n]=$(total "$file")
    done
    printf '%8d rows %12d instructions per keystroke\n' "$rows" $(( (ir[30] - ir[10]) / 20 ))
done
