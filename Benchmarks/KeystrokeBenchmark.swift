import FormSpec
import FormSpecJSON
import FormSpecServer
import Foundation

/// What one keystroke costs the server, in process and without the protocol: the same edits as
/// `lsp` applied to a `TextDocument`, then the document parsed, analysed and its diagnostics
/// encoded, phase by phase (then freeing what the edit replaced, which the server does after
/// publishing). Each phase is given in wall-clock time and in the process's CPU time (both
/// threads of the analysis): on a loaded machine the wall clock also counts the time the
/// process waited for a core. With `--edits N` it runs exactly N edits, for instruction counts
/// under callgrind; with `--full` every edit parses the whole text; with `--verbose` it prints
/// each edit (the string it changed, after the change) and its phases' wall-clock times.
///
///     formspec-bench keystroke [rows] [--edits N] [--full] [--verbose]
enum KeystrokeBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 500
        var edits = 1000
        if let i = arguments.firstIndex(of: "--edits"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            edits = n
        }
        var text = Array(SpecGenerator.spec(rows: rows).utf8)
        var sites = LSPBenchmark.editSites(text)
        var lines = LineIndex(text)
        var document = TextDocument(
            uri: "file:///bench/k.form.json", languageId: "json", version: 1, text: text, revision: 1)
        var session = DiagnosticsSession()
        session.full = arguments.contains("--full")
        let verbose = arguments.contains("--verbose")
        _ = session.publish(document)

        var times = (
            apply: Phase(), parse: Phase(), analysis: Phase(), encoding: Phase(), release: Phase()
        )
        for step in 0..<edits {
            let change = LSPBenchmark.edit(step: step, &text, &lines, &sites)
            let parsed = try ContentChange(Params(change))
            var start = (wall: DispatchTime.now().uptimeNanoseconds, cpu: Phase.cpuNanoseconds())
            func lap(_ into: inout Phase) {
                let now = (wall: DispatchTime.now().uptimeNanoseconds, cpu: Phase.cpuNanoseconds())
                into.wall.append(Double(now.wall - start.wall) / 1e6)
                into.cpu.append(Double(now.cpu - start.cpu) / 1e6)
                start = now
            }
            // As the server, the model lets go of its text before the text changes.
            session.spec = session.spec?.withoutText
            document.apply([parsed], version: step + 2, revision: UInt64(step + 2), encoding: .utf16)
            lap(&times.apply)
            session.parse(document)
            lap(&times.parse)
            session.analyse()
            lap(&times.analysis)
            _ = session.encode()
            lap(&times.encoding)
            session.retired.removeAll()
            lap(&times.release)
            if verbose { printEdit(step, change, text, sites, times) }
        }
        precondition(document.bytes == text, "the document and the benchmark's text differ")
        func percentile(_ values: [Double], _ p: Double) -> String {
            let sorted = values.sorted()
            return CheckBenchmark.format(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))])
        }
        print("spec: \(rows) rows, \(text.count) bytes; \(edits) edits, p50 / p99 wall clock, p50 / p99 CPU:")
        for (name, values) in [
            ("apply edit + line index", times.apply), ("parse + model", times.parse), ("analysis", times.analysis),
            ("encoding \(session.count) diagnostics", times.encoding),
            ("then freeing the replaced model and analysis scratch", times.release),
        ] {
            print(
                "  \(name): \(percentile(values.wall, 0.5)) / \(percentile(values.wall, 0.99)),"
                    + " CPU \(percentile(values.cpu, 0.5)) / \(percentile(values.cpu, 0.99))")
        }
    }
}

extension KeystrokeBenchmark {
    /// One line per edit: its number, the changed string as it now reads, then each phase's
    /// wall-clock milliseconds.
    fileprivate static func printEdit(
        _ step: Int, _ change: JSONValue, _ text: [UInt8], _ sites: [Range<Int>],
        _ times: (apply: Phase, parse: Phase, analysis: Phase, encoding: Phase, release: Phase)
    ) {
        let site = sites[(step &* 7919) % sites.count]
        let key = text[..<site.lowerBound].suffix(14)
        let phases = [times.apply, times.parse, times.analysis, times.encoding, times.release]
            .map { String(format: "%.1f", $0.wall.last ?? 0) }
        print(
            "edit \(step) \(step % 2 == 1 ? "delete" : "insert") \(String(decoding: key, as: UTF8.self))"
                + "\(String(decoding: text[site], as: UTF8.self))\": "
                + phases.joined(separator: " "))
    }
}

/// One phase's times per edit, in milliseconds.
private struct Phase {
    var wall: [Double] = []
    var cpu: [Double] = []

    /// CPU time of the whole process, every thread.
    static func cpuNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}

/// The phases `DiagnosticsComputation` runs for a document, one at a time so each can be timed.
private struct DiagnosticsSession {
    var spec: SpecDocument?
    var diagnostics: [Diagnostic] = []
    var count: Int { diagnostics.count }

    /// Revision of `spec`, to find the edit since.
    var revision: UInt64 = 0
    /// Parse the whole text every time, as before the incremental reparse.
    var full = false

    /// What the server frees after publishing: the replaced model, the analysis scratch.
    var retired: [Any] = []

    mutating func parse(_ document: TextDocument) {
        if let spec { retired.append(spec) }
        if !full, let spec, let edit = document.history.edit(from: revision, to: document.revision) {
            self.spec = SpecDocument(name: document.uri, lines: document.lines, previous: spec, edit: edit)
        } else {
            spec = SpecDocument(name: document.uri, lines: document.lines)
            spec.map(Analyzer.prepareTagSuggestions)
        }
        revision = document.revision
    }

    mutating func analyse() {
        let analysis = spec.map { Analyzer.analysis(of: $0) }
        if let analysis { retired.append(analysis) }
        diagnostics = analysis?.diagnostics ?? []
    }

    /// Encoded texts the server keeps between publications.
    let encodings = EncodedDiagnostics()

    func encode() -> [UInt8] {
        guard let spec else { return [] }
        return encodings.publication(
            uri: spec.name, version: Int(revision), diagnostics: diagnostics, lines: spec.lines, encoding: .utf16)
    }

    mutating func publish(_ document: TextDocument) -> [UInt8] {
        parse(document)
        analyse()
        return encode()
    }
}
