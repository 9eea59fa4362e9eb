#!/bin/sh
# Builds the predicate engine with libFuzzer + AddressSanitizer coverage and fuzzes it.
#   Tests/Fuzz/run-libfuzzer.sh [seconds]        (default 600)
# Seeds: the differential corpus. Work files go to $FUZZ_DIR (default /tmp/formspec-fuzz).
# Not part of `swift test`; needs swiftc with -sanitize=fuzzer (Linux toolchains have it).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_TO_RUN=${1:-600}
DIR=${FUZZ_DIR:-/tmp/formspec-fuzz}
mkdir -p "$DIR/corpus" "$DIR/seeds"
cd "$DIR"
FLAGS="-O -sanitize=fuzzer,address -parse-as-library -swift-version 6"
swiftc $FLAGS -module-name FormSpecJSON -emit-module -emit-library -static -I "$ROOT/Sources/CJansson" \
    $(find "$ROOT/Sources/FormSpecJSON" -name '*.swift') -o libFormSpecJSON.a
swiftc $FLAGS -module-name FormSpec -emit-module -emit-library -static -I . -I "$ROOT/Sources/CJansson" \
    $(find "$ROOT/Sources/FormSpec" -name '*.swift') -o libFormSpec.a
swiftc $FLAGS -I . -I "$ROOT/Sources/CJansson" "$ROOT/Tests/Fuzz/PredicateFuzzer.swift" \
    -L . -lFormSpec -lFormSpecJSON -ljansson -o predicate-fuzzer
python3 - "$ROOT" <<'PY'
import json, sys
root = sys.argv[1]
with open(root + "/Tests/FormSpecTests/Fixtures/predicates/corpus.jsonl", encoding="utf-8") as f:
    for i, line in enumerate(f):
        with open("seeds/%04d" % i, "w", encoding="utf-8") as out:
            out.write(json.loads(line)["predicate"])
PY
# A crash in the Swift runtime must reach the sanitizer, not the Swift backtracer.
SWIFT_BACKTRACE=enable=no ./predicate-fuzzer -max_len=300 -timeout=5 -rss_limit_mb=3000 \
    -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 corpus seeds
