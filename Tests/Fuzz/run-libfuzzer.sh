#!/bin/sh
# Builds formspec with libFuzzer + AddressSanitizer coverage and fuzzes it.
#   Tests/Fuzz/run-libfuzzer.sh [seconds per target] [target...]   (default 600; all targets)
# Targets: predicate (the predicate engine), spec (the spec parser and the analysis, with
# incremental edits), lsp (the language server's message handling, in process), preview (values
# files previewed with the example specs).
# Seeds: the predicate differential corpus, and Tests/Fuzz/seeds/<target>/ (every input that
# once crashed or hung formspec, and the shapes that were superlinear). Work files go to
# $FUZZ_DIR (default /tmp/formspec-fuzz); each target's corpus grows in $FUZZ_DIR/corpus-<target>.
# A crash leaves its input in $FUZZ_DIR and fails the run. Not part of `swift test`; needs swiftc
# with -sanitize=fuzzer (Linux toolchains have it).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_TO_RUN=${1:-600}
[ $# -gt 0 ] && shift
TARGETS=${*:-predicate spec lsp preview}
DIR=${FUZZ_DIR:-/tmp/formspec-fuzz}
mkdir -p "$DIR"
cd "$DIR"
FLAGS="-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name formspec -I . -I $ROOT/Sources/CJansson"
# One instrumented build of each module (only when its sources changed), linked into every target.
module() { # name, dependencies...
    name=$1
    shift
    sources=$(find "$ROOT/Sources/$name" -name '*.swift' | sort)
    stamp=$(cat $sources | cksum | cut -d' ' -f1)
    if [ "$(cat "lib$name.stamp" 2>/dev/null)" != "$stamp$*" ] || [ ! -f "lib$name.a" ]; then
        echo "fuzz: building $name"
        swiftc $FLAGS -module-name "$name" -emit-module -emit-library -static $sources -o "lib$name.a"
        echo "$stamp$*" > "lib$name.stamp"
    fi
}
module FormSpecJSON
module FormSpec "$(cat libFormSpecJSON.stamp)"
module FormSpecIDE "$(cat libFormSpec.stamp)"
module FormSpecRender "$(cat libFormSpec.stamp)"
module FormSpecGenerate "$(cat libFormSpec.stamp)"
module FormSpecServer "$(cat libFormSpecIDE.stamp)$(cat libFormSpecRender.stamp)$(cat libFormSpecGenerate.stamp)"
LIBS="-L . -lFormSpecServer -lFormSpecGenerate -lFormSpecRender -lFormSpecIDE -lFormSpec -lFormSpecJSON -ljansson"

status=0
failed=""
for target in $TARGETS; do
    case $target in
    predicate) source=PredicateFuzzer.swift; options="-max_len=300" ;;
    spec) source=SpecFuzzer.swift; options="-max_len=65536" ;;
    lsp) source=LSPFuzzer.swift; options="-max_len=65536" ;;
    # Long enough for the million-element seed, which must be refused whole.
    preview) source=PreviewValuesFuzzer.swift; options="-max_len=2500000" ;;
    *) echo "fuzz: unknown target $target" >&2; exit 2 ;;
    esac
    echo "fuzz: $target for $SECONDS_TO_RUN s"
    swiftc $FLAGS "$ROOT/Tests/Fuzz/$source" $LIBS -o "$target-fuzzer"
    mkdir -p "corpus-$target" "seeds-$target"
    if [ "$target" = predicate ]; then
        python3 - "$ROOT" <<'PY'
import json, sys
root = sys.argv[1]
with open(root + "/Tests/FormSpecTests/Fixtures/predicates/corpus.jsonl", encoding="utf-8") as f:
    for i, line in enumerate(f):
        with open("seeds-predicate/%04d" % i, "w", encoding="utf-8") as out:
            out.write(json.loads(line)["predicate"])
PY
    fi
    [ -d "$ROOT/Tests/Fuzz/seeds/$target" ] && cp "$ROOT/Tests/Fuzz/seeds/$target"/* "seeds-$target/"
    # A crash in the Swift runtime must reach the sanitizer, not the Swift backtracer.
    # LeakSanitizer cannot see the references Swift keeps in enum payloads with spare bits set
    # and reports them as leaks: crashes, traps and hangs are what fail a run. New functions are
    # not printed: symbolizing them while the server's threads run has deadlocked the fuzzer.
    # `timeout` ends a run whose fuzzer stopped answering its own time limit, as a failure.
    # The fuzzer's own output goes to $target.log; a failure is summed up after every target ran,
    # at the end of the output, where a truncated log still shows it.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
        timeout --kill-after=10 $((SECONDS_TO_RUN + 60)) "./$target-fuzzer" $options -detect_leaks=0 \
        -print_funcs=0 -timeout=10 -rss_limit_mb=3000 -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 \
        "corpus-$target" "seeds-$target" > "$target.log" 2>&1; then
        echo "fuzz: $target: $(grep -E '^Done [0-9]+ runs' "$target.log" || echo 'done')"
    else
        echo "fuzz: $target: FAILED (exit $?)"
        status=1
        failed="$failed $target"
    fi
done
for target in $failed; do
    echo "== fuzz: $target failed; its log is $DIR/$target.log; what it printed last: =="
    grep -v -E '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)|^formspec-lsp error:' "$target.log" | tail -60
done
exit $status
