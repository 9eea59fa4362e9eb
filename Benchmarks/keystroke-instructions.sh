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

source Benchmarks/callgrind.sh

for rows in "${sizes[@]}"; do
    printf '%8d rows %12d instructions per keystroke\n' "$rows" \
        "$(per_run "$rows" 10 30 "$bin/formspec-bench" keystroke "$rows" --edits)"
done
