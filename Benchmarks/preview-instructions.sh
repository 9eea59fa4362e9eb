#!/usr/bin/env bash
# Instructions per preview (callgrind, deterministic for a given binary), phase by phase:
# each phase runs twice, with 100 and 300 previews, and the difference / 200 is the cost of
# one preview with start-up and compilation excluded. Server phases run the server on a task of
# the benchmark's process (valgrind cannot follow `formspec lsp`), so they count client and
# server together: pipes, framing, decoding, preview, encoding, 32 requests in flight.
#
#     swift build -c release --product formspec-bench
#     Benchmarks/preview-instructions.sh [phase...]   # full encoded server-full server-lean
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
out=${TMPDIR:-/tmp}/preview-instructions
mkdir -p "$out"
phases=("$@")
[ ${#phases[@]} -gt 0 ] || phases=(full encoded server-full server-lean)

source Benchmarks/callgrind.sh

for phase in "${phases[@]}"; do
    printf '%-12s %10d instructions per preview\n' "$phase" \
        "$(per_run "$phase" 100 300 "$bin/formspec-bench" preview --phase "$phase")"
done
