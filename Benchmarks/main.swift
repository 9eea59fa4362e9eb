// Release-mode benchmarks: `swift run -c release formspec-bench NAME [options]`.
// Each benchmark prints its numbers; none of them is a test.
import Foundation

let benchmarks: [(name: String, summary: String, run: ([String]) throws -> Void)] = [
    ("check", "parse and analyse a generated spec; compare with jansson parsing the same bytes", CheckBenchmark.run),
    (
        "completion", "completion and hover latency at many positions of a generated spec (p50/p99)",
        CompletionBenchmark.run
    ),
    (
        "features",
        "completion, hover, navigation, semantic tokens and inlay hints through `formspec lsp` over pipes (rows)",
        ServerFeatureBenchmark.run
    ),
    (
        "keystroke",
        "in process, what each keystroke of `lsp` costs per phase, wall clock and CPU: apply, parse + model, analysis, encoding (rows, --edits N, --full)",
        KeystrokeBenchmark.run
    ),
    (
        "fields", "FXForms field files: parse, check, completion and hover in a generated file (fields)",
        FieldFileBenchmark.run
    ),
    (
        "generate",
        "generate 1,000 specs for each target beside check of the same, in process and with the binary (count, --runs N)",
        GenerateBenchmark.run
    ),
    (
        "memory",
        "in process, the bytes held per layer for a generated spec, then the most held over edits (rows, edits)",
        MemoryBenchmark.run
    ),
    ("lsp", "didChange -> publishDiagnostics latency and peak RSS of `formspec lsp` (rows, edits)", LSPBenchmark.run),

    (
        "predicates",
        "predicate evaluations per second on a 200-row form with 100 predicates, beside the GNUstep oracle",
        { PredicateBenchmark.run(arguments: $0) }
    ),
    (
        "sweep", "the inputs that were once superlinear at doubling sizes, through the binaries (CASE..., --runs N)",
        SweepBenchmark.run
    ),
    (
        "preview", "previews per second of a 200-row form with 100 predicates, in process and through `formspec lsp`",
        PreviewBenchmark.run
    ),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) else {
    print("usage: formspec-bench NAME [options]\n")
    for b in benchmarks { print("  \(b.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(b.summary)") }
    exit(2)
}
try benchmark.run(Array(arguments.dropFirst()))
