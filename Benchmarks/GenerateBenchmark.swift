import FormSpec
import FormSpecGenerate
import Foundation

/// `formspec generate` of many specs beside `formspec check` of the same: in process (analysis,
/// then analysis and code for each target) and through the release binary on a folder of spec
/// files, as a build or CI runs it. Each figure is the median of `--runs` (default 5) with the
/// spread (fastest–slowest).
enum GenerateBenchmark {
    static func run(_ arguments: [String]) throws {
        let count = Int(arguments.first ?? "") ?? 1000
        var runs = 5
        if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count {
            runs = max(1, Int(arguments[i + 1]) ?? 5)
        }
        let specs = (0..<count).map { i in
            // 5 to 40 rows: small forms and large ones, as an app has them.
            (name: FormName("Form\(i)")!, text: SpecGenerator.spec(rows: 5 + (i * 7) % 36, rowsPerSection: 10))
        }
        let documents = specs.map { SpecDocument(name: "form\($0.name.value).form.json", text: $0.text) }
        let rows = specs.reduce(0) { $0 + $1.text.components(separatedBy: "\"rowType\"").count - 1 }
        print("\(count) specs, \(rows) rows, \(specs.reduce(0) { $0 + $1.text.utf8.count }) bytes; \(runs) runs each")

        print("in process (median, fastest-slowest):")
        report(
            "check",
            times(runs) {
                Analyzer.forgetKeptWork()
                for document in documents { _ = Analyzer.analyze(document) }
            })
        for target in GenerateTarget.allCases {
            var files = 0
            var refused = 0
            let measured = times(runs) {
                Analyzer.forgetKeptWork()
                files = 0
                refused = 0
                for (index, document) in documents.enumerated() {
                    let output = Generator.generate(document, target: target, name: specs[index].name)
                    files += output.files.count
                    if output.isRefused { refused += 1 }
                }
            }
            report("generate \(target.rawValue)", measured, note: "\(files) files, \(refused) refused")
        }

        let binary = try LSPBenchmark.serverBinary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formspec-generate-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for (index, spec) in specs.enumerated() {
            try spec.text.write(
                to: folder.appendingPathComponent("form\(index).form.json"), atomically: false, encoding: .utf8)
        }
        print("the binary on a folder of \(count) spec files (median, fastest-slowest):")
        report("formspec check DIR", times(runs) { _ = run(binary, ["check", folder.path]) })
        for target in GenerateTarget.allCases {
            let measured = times(runs) {
                try? FileManager.default.removeItem(at: out)
                _ = run(binary, ["generate", "--target", target.rawValue, "--output", out.path, folder.path])
            }
            report("formspec generate --target \(target.rawValue) DIR", measured, note: "fresh output folder")
        }
    }

    static func times(_ runs: Int, _ body: () -> Void) -> [Double] {
        body()
        return (0..<runs).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
    }

    static func report(_ label: String, _ times: [Double], note: String = "") {
        let sorted = times.sorted()
        let line = String(
            format: "  %@ %8.0f ms  (%.0f-%.0f)", label.padding(toLength: 44, withPad: " ", startingAt: 0),
            sorted[sorted.count / 2], sorted.first!, sorted.last!)
        print(note.isEmpty ? line : line + "  " + note)
    }

    /// Runs the binary to completion, its output discarded; returns its exit status.
    static func run(_ binary: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
