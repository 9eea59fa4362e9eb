import FormSpec
import FormSpecJSON
import Foundation

/// Parse + analysis time of a generated N-row spec against the floor: jansson parsing the
/// same bytes into a tree (and nothing else).
enum CheckBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 5000
        // `--iterations N` runs each phase exactly N times (for instruction counts under callgrind).
        if let i = arguments.firstIndex(of: "--iterations"), i + 1 < arguments.count {
            fixedIterations = Int(arguments[i + 1])
        }
        // `--input misspelt-tags|clean-tags`: the sweep's spec of that name in place of the generated one.
        var text = SpecGenerator.spec(rows: rows)
        if let i = arguments.firstIndex(of: "--input"), i + 1 < arguments.count {
            text = SweepInputs.misspeltTags(rows: rows, misspelt: arguments[i + 1] == "misspelt-tags")
        }
        let bytes = Array(text.utf8)
        // `--phase jansson|check` runs only that phase, `--iterations` times (instruction counts).
        if let i = arguments.firstIndex(of: "--phase"), i + 1 < arguments.count {
            for _ in 0..<(fixedIterations ?? 1) {
                if arguments[i + 1] == "jansson" {
                    _ = JSONValue.janssonParseOnly(bytes)
                } else {
                    Analyzer.forgetKeptWork()
                    _ = Analyzer.analyze(SpecDocument(bytes: bytes), options: oneOff)
                }
            }
            return
        }
        print("spec: \(rows) rows, \(bytes.count) bytes")
        let jansson = measure { _ = JSONValue.janssonParseOnly(bytes) }
        let document = measure { _ = SpecDocument(bytes: bytes) }
        let parse = measure { _ = JSONParser.parse(bytes) }
        var diagnostics = 0
        // Cold: what a one-off `formspec check` pays. Warm: the same document analysed again,
        // with what its rows kept from the first analysis (as after a keystroke elsewhere).
        let check = measure(prepare: { Analyzer.forgetKeptWork() }) {
            let document = SpecDocument(bytes: bytes)
            diagnostics = Analyzer.analyze(document, options: oneOff).count
        }
        let kept = SpecDocument(bytes: bytes)
        let warm = measure { _ = Analyzer.analyze(kept) }
        print("jansson parse (floor):   \(format(jansson))")
        print("formspec parse:          \(format(parse))  (\(ratio(parse, jansson)) x floor)")
        print("formspec parse + model:  \(format(document))  (\(ratio(document, jansson)) x floor)")
        print(
            "formspec parse + check:  \(format(check))  (\(ratio(check, jansson)) x floor), \(diagnostics) diagnostics")
        print("  again, kept work warm: \(format(warm))  (\(ratio(warm, jansson)) x floor)")
    }

    nonisolated(unsafe) static var fixedIterations: Int?
    /// The options `formspec check` analyses each file with: once, keeping nothing.
    static let oneOff = AnalysisOptions(keepsWork: false)

    /// Median of repeated runs (at least 5, at most ~2 s of work), or exactly `--iterations`.
    static func measure(prepare: () -> Void = {}, _ body: () -> Void) -> Double {
        prepare()
        body()
        var times: [Double] = []
        let deadline = Date().addingTimeInterval(2)
        while fixedIterations.map({ times.count < $0 }) ?? (times.count < 5 || (Date() < deadline && times.count < 200))
        {
            prepare()
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }

    static func format(_ ms: Double) -> String { String(format: "%8.2f ms", ms) }
    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", a / b) }
}
