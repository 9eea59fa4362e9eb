import CMallocInfo
import FormSpec
import FormSpecJSON
import FormSpecServer
import Foundation

/// What the server holds for a generated spec, layer by layer, in bytes malloc counts as in
/// use (`mallinfo2`, without malloc's own bookkeeping), in process: the text with its line
/// index, the syntax tree alone, the tree with the model, the tag suggestions prepared at
/// opening, the first analysis while it is alive (as at the server's peak, before the analysis
/// is freed once published) and what stays of it; then, over edits like `lsp`'s, the most held
/// once an edit's analysis is done, and what is held after the edits. As in the server, the
/// previous analysis is freed before the next edit, and the previous model keeps no text.
///
///     formspec-bench memory [rows] [edits]
enum MemoryBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 50_000
        let edits = Int(arguments.dropFirst().first ?? "") ?? 20
        let generated = Array(SpecGenerator.spec(rows: rows).utf8)
        // The edits as `lsp` makes them, worked out before anything is counted: the
        // benchmark's own copies of the text are not the server's.
        var changes: [ContentChange] = []
        do {
            var text = generated
            var sites = LSPBenchmark.editSites(text)
            var lines = LineIndex(text)
            for step in 0..<edits {
                changes.append(try ContentChange(Params(LSPBenchmark.edit(step: step, &text, &lines, &sites))))
            }
        }
        let start = inUse()
        var last = start
        func report(_ name: String) {
            let now = inUse()
            let megabytes = Double(now - last) / 1e6
            print(
                "  \(name): \(String(format: "%+.1f MB", megabytes)) (\(now - last) / rows = \((now - last) / rows) B a row)"
            )
            last = now
        }
        print("spec: \(rows) rows, \(generated.count) bytes (the benchmark's own copy not counted)")
        var document: TextDocument? = TextDocument(
            uri: "file:///bench/m.form.json", languageId: "json", version: 1,
            text: generated.withUnsafeBufferPointer { Array($0) }, revision: 1)
        report("text and line index")
        var tree: JSONSyntaxTree? = JSONParser.parse(document!.bytes)
        report("syntax tree alone")
        tree = nil
        last = inUse()
        var spec: SpecDocument? = SpecDocument(name: document!.uri, lines: document!.lines)
        report("syntax tree and model")
        Analyzer.prepareTagSuggestions(for: spec!)
        report("tag suggestions prepared")
        var analysis: Analysis? = Analyzer.analysis(of: spec!)
        report("first analysis, alive")
        let opened = inUse() - start
        analysis = nil
        report("first analysis freed, what it keeps stays")
        var peak = opened
        for (step, change) in changes.enumerated() {
            // As the server: the previous analysis is freed once published, and the model lets go
            // of its text before the text changes (`SpecCache.letGoOfText`).
            analysis = nil
            spec = spec!.withoutText
            document!.apply([change], version: step + 2, revision: UInt64(step + 2), encoding: .utf16)
            let edit = document!.history.edit(from: UInt64(step + 1), to: UInt64(step + 2))!
            let next = SpecDocument(name: document!.uri, lines: document!.lines, previous: spec!, edit: edit)
            let nextAnalysis = Analyzer.analysis(of: next)
            peak = max(peak, inUse() - start)
            spec = next
            analysis = nextAnalysis
        }
        let settled = inUse() - start
        print(
            "held after opening \(mb(opened)); most over \(edits) edits \(mb(peak)); after them \(mb(settled))"
        )
        withExtendedLifetime((generated, document, analysis)) {}
    }

    static func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }

    /// In use in the heap, and in chunks large enough that malloc maps them on their own.
    static func inUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
    }
}
