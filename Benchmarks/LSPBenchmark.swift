import FormSpec
import FormSpecJSON
import FormSpecServer
import Foundation

/// Drives the real `formspec lsp` binary through pipes like an editor: opens a generated spec,
/// then makes single-character edits inside titles and predicates, each time waiting for the
/// publishDiagnostics of the new version. Reports didChange → publishDiagnostics latency (until
/// the notification has arrived, not counting this client decoding it) and the server's peak
/// RSS, next to the in-process cost of the same work.
///
///     swift build -c release --product formspec && swift run -c release formspec-bench lsp [rows] [edits]
enum LSPBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 500
        let edits = Int(arguments.dropFirst().first ?? "") ?? 1000
        // `broken`: every text row gets an unknown row type, so each publication carries
        // rows / 5 diagnostics and their encoding shows in the latency.
        let broken = arguments.contains("broken")
        let binary = try serverBinary()
        var generated = SpecGenerator.spec(rows: rows)
        if broken { generated = generated.replacingOccurrences(of: #""rowType": "text""#, with: #""rowType": "txet""#) }
        var text = Array(generated.utf8)
        var sites = editSites(text)
        var lines = LineIndex(text)
        print("spec: \(rows) rows, \(text.count) bytes, \(sites.count) title and predicate strings; \(edits) edits")

        let server = try ServerPipe(binary)
        _ = server.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        server.notify("initialized", [:])
        let uri = "file:///bench/generated.form.json"
        let openStart = DispatchTime.now().uptimeNanoseconds
        server.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "json", "version": 1,
                    "text": .string(String(decoding: text, as: UTF8.self)),
                ]
            ])
        var (count, arrival) = server.waitForPublish(uri: uri, version: 1)
        let openMilliseconds = milliseconds(from: openStart, to: arrival)
        let afterOpen = (peak: server.peakRSS(), current: server.currentRSS())

        var latencies: [Double] = []
        latencies.reserveCapacity(edits)
        for version in 2..<(edits + 2) {
            let change = edit(step: version - 2, &text, &lines, &sites)
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
                    "contentChanges": [change],
                ])
            (count, arrival) = server.waitForPublish(uri: uri, version: version)
            latencies.append(milliseconds(from: start, to: arrival))
        }
        let peak = server.peakRSS()
        let afterEdits = server.currentRSS()
        server.shutdown()

        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        print("didOpen -> publishDiagnostics:  \(CheckBenchmark.format(openMilliseconds))")
        print("didChange -> publishDiagnostics (\(latencies.count) edits, \(count) diagnostics at the end):")
        print(
            "  p50 \(CheckBenchmark.format(percentile(0.5)))   p90 \(CheckBenchmark.format(percentile(0.9)))   p99 \(CheckBenchmark.format(percentile(0.99)))   max \(CheckBenchmark.format(sorted.last ?? 0))"
        )
        func megabytes(_ kib: Int?) -> String { kib.map { "\($0 / 1024) MB" } ?? "unavailable" }
        print("server peak RSS (VmHWM):        \(megabytes(peak))")
        print(
            "  after didOpen: peak \(megabytes(afterOpen.peak)), resident \(megabytes(afterOpen.current)); after the edits: resident \(megabytes(afterEdits))"
        )
        inProcessBreakdown(text)
    }

    /// The same work without the protocol, to show what dominates the latency.
    static func inProcessBreakdown(_ bytes: [UInt8]) {
        let lines = CheckBenchmark.measure { _ = LineIndex(bytes) }
        let document = CheckBenchmark.measure { _ = SpecDocument(bytes: bytes) }
        let spec = SpecDocument(bytes: bytes)
        let analysis = CheckBenchmark.measure { _ = Analyzer.analyze(spec) }
        let diagnostics = Analyzer.analyze(spec)
        let encoding = CheckBenchmark.measure {
            let items = diagnostics.map {
                LSPDiagnostic.encode($0, lines: spec.lines, encoding: .utf16, uri: "file:///b.form.json")
            }
            _ = JSONValue.array(items).encoded()
        }
        print(
            "in process, medians: line index \(CheckBenchmark.format(lines)), parse + model \(CheckBenchmark.format(document)), analysis \(CheckBenchmark.format(analysis)), encoding \(diagnostics.count) diagnostics \(CheckBenchmark.format(encoding))"
        )
    }

    static func milliseconds(since start: UInt64) -> Double {
        milliseconds(from: start, to: DispatchTime.now().uptimeNanoseconds)
    }

    static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end - start) / 1e6
    }

    static func serverBinary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["FORMSPEC_BIN"] { return path }
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = here.appendingPathComponent("formspec").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError(
                "no formspec binary next to formspec-bench; run `swift build -c release --product formspec` first")
        }
        return path
    }

    // MARK: - Edits

    /// Byte ranges of the contents of every "title" and "hidden"/"disabled" string.
    static func editSites(_ text: [UInt8]) -> [Range<Int>] {
        var sites: [Range<Int>] = []
        for key in ["\"title\": \"", "\"hidden\": \"", "\"disabled\": \""] {
            let pattern = Array(key.utf8)
            var i = 0
            while i + pattern.count <= text.count {
                if text[i] == pattern[0], Array(text[i..<i + pattern.count]) == pattern {
                    let start = i + pattern.count
                    var end = start
                    while text[end] != UInt8(ascii: "\"") { end += 1 }
                    if end > start { sites.append(start..<end) }
                    i = end
                }
                i += 1
            }
        }
        return sites.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Inserts (even steps) or deletes (odd steps) one letter inside a site; a prime stride
    /// spreads the edits over every site, the same on every run. Returns the LSP change;
    /// `lines` indexes the text before and after.
    static func edit(
        step: Int, _ text: inout [UInt8], _ lines: inout LineIndex, _ sites: inout [Range<Int>]
    ) -> JSONValue {
        let index = (step &* 7919) % sites.count
        let site = sites[index]
        let delete = step % 2 == 1 && site.count > 2
        let offset = site.lowerBound + (step / 2) % (delete ? site.count : site.count + 1)
        let start = lines.position(of: offset, in: .utf16)
        let end = delete ? lines.position(of: offset + 1, in: .utf16) : start
        let letter = UInt8(ascii: "a") + UInt8(step % 26)
        if delete { text.remove(at: offset) } else { text.insert(letter, at: offset) }
        lines = LineIndex(
            text, previous: lines,
            edit: ByteEdit(range: TextRange(offset, delete ? offset + 1 : offset), newLength: delete ? 0 : 1))
        let delta = delete ? -1 : 1
        sites[index] = site.lowerBound..<site.upperBound + delta
        for i in (index + 1)..<sites.count { sites[i] = sites[i].lowerBound + delta..<sites[i].upperBound + delta }
        return [
            "range": ["start": position(start), "end": position(end)],
            "text": delete ? "" : .string(String(UnicodeScalar(letter))),
        ]
    }

    static func position(_ p: LinePosition) -> JSONValue {
        ["line": JSONValue(p.line), "character": JSONValue(p.character)]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
