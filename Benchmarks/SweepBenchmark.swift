import FormSpecJSON
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Size sweeps of the inputs that once made formspec superlinear, through the real binaries
/// (`formspec check` and `formspec lsp`, so that any build can be measured with `FORMSPEC_BIN`):
/// each case at doubling sizes, with the median and spread of its runs and the growth per
/// doubling (2 is linear, 4 quadratic). Cases with a clean twin also give the ratio to it.
///
///     formspec-bench sweep [CASE...] [--runs N] [--limit SECONDS] [--scale K]
///
/// `--scale K` multiplies every size by K (0.25 for a quick look); a case stops growing once a
/// run takes longer than `--limit` seconds (default 20).
enum SweepBenchmark {
    struct Case {
        let name: String
        let summary: String
        let sizes: [Int]
        /// One run at a size: milliseconds, and a note (peak memory, a clean twin's time).
        let run: (Int) throws -> (milliseconds: Double, note: String)
    }

    static func run(_ arguments: [String]) throws {
        var runs = 5
        var limit = 20.0
        var scale = 1.0
        var names: [String] = []
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--runs":
                runs = Int(arguments[i + 1]) ?? runs
                i += 1
            case "--limit":
                limit = Double(arguments[i + 1]) ?? limit
                i += 1
            case "--scale":
                scale = Double(arguments[i + 1]) ?? scale
                i += 1
            default: names.append(arguments[i])
            }
            i += 1
        }
        let binary = try LSPBenchmark.serverBinary()
        let all = cases(binary)
        let chosen = names.isEmpty ? all : all.filter { names.contains($0.name) }
        guard !chosen.isEmpty else {
            print("cases: " + all.map(\.name).joined(separator: ", "))
            return
        }
        print(
            "binary: \(binary); \(runs) runs per size; \(try String(contentsOfFile: "/proc/loadavg", encoding: .utf8))")
        for c in chosen {
            print("\n\(c.name): \(c.summary)")
            print("  size        median ms   (min-max)              growth per doubling   note")
            var previous: (size: Int, median: Double)?
            for size in c.sizes.map({ max(1, Int(Double($0) * scale)) }) {
                var times: [Double] = []
                var note = ""
                for _ in 0..<runs {
                    let (ms, n) = try c.run(size)
                    times.append(ms)
                    note = n
                    if ms > limit * 1000 { break }
                }
                times.sort()
                let median = times[times.count / 2]
                var growth = ""
                if let p = previous, p.median > 0 {
                    let doublings = log2(Double(size) / Double(p.size))
                    growth = String(format: "%.2f", pow(median / p.median, 1 / doublings))
                }
                print(
                    "  "
                        + [
                            pad(String(size), 10), pad(String(format: "%.1f", median), 11),
                            pad(String(format: "(%.1f-%.1f)", times.first!, times.last!), 22), pad(growth, 21), note,
                        ].joined(separator: " "))
                previous = (size, median)
                if median > limit * 1000 {
                    print("  (stopped: over \(Int(limit)) s)")
                    break
                }
            }
        }
    }

    static let tokensAndHints = ["textDocument/semanticTokens/full", "textDocument/inlayHint"]

    /// A run beside its clean twin's: the time of the run, and the ratio in the note.
    static func twin(
        _ run: (milliseconds: Double, note: String), _ clean: (milliseconds: Double, note: String), _ name: String
    ) -> (milliseconds: Double, note: String) {
        (
            run.milliseconds,
            String(format: "%.2f x ", run.milliseconds / clean.milliseconds) + name
                + String(format: " (%.1f ms)", clean.milliseconds)
        )
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.padding(toLength: max(width, s.count), withPad: " ", startingAt: 0)
    }

    static func cases(_ binary: String) -> [Case] {
        [
            Case(
                name: "misspelt-tags",
                summary: "`formspec check` of rows, a quarter reading a misspelt tag; note: x clean spec",
                sizes: [5_000, 10_000, 20_000]
            ) { rows in
                twin(
                    try check(binary, SweepInputs.misspeltTags(rows: rows, misspelt: true)),
                    try check(binary, SweepInputs.misspeltTags(rows: rows, misspelt: false)), "clean")
            },
            Case(
                name: "one-line",
                summary: "`formspec check` of untagged rows (a finding each) on one line; note: x one per line",
                sizes: [6_250, 12_500, 25_000, 50_000]
            ) { rows in
                twin(
                    try check(binary, SweepInputs.untaggedRows(rows: rows, oneLine: true)),
                    try check(binary, SweepInputs.untaggedRows(rows: rows, oneLine: false)), "one row per line")
            },
            Case(
                name: "one-line-keystroke",
                summary:
                    "the server, UTF-16: a keystroke in a one-line document of untagged rows, to its diagnostics; note: x one row per line",
                sizes: [5_000, 10_000, 20_000]
            ) { rows in
                twin(
                    try keystroke(binary, SweepInputs.untaggedRows(rows: rows, oneLine: true)),
                    try keystroke(binary, SweepInputs.untaggedRows(rows: rows, oneLine: false)), "one row per line")
            },
            Case(
                name: "long-or",
                summary:
                    "the server, UTF-16: semanticTokens/full then inlayHint on one predicate of N ORs; note: x the same ORs ten to a row",
                sizes: [2_500, 5_000, 10_000, 20_000]
            ) { n in
                try twin(
                    try requests(binary, SweepInputs.longOr(n), tokensAndHints),
                    try requests(binary, SweepInputs.shortPredicates(n, not: false), tokensAndHints),
                    "the same ORs ten to a row")
            },
            Case(
                name: "long-not",
                summary:
                    "the server, UTF-16: semanticTokens/full then inlayHint on one predicate of N NOTs; note: x the same NOTs ten to a row",
                sizes: [12_500, 25_000, 50_000, 100_000]
            ) { n in
                try twin(
                    try requests(binary, SweepInputs.longNot(n), tokensAndHints),
                    try requests(binary, SweepInputs.shortPredicates(n, not: true), tokensAndHints),
                    "the same NOTs ten to a row")
            },
            Case(
                name: "deep-parentheses",
                summary: "the server: selectionRange and hover in a predicate nested N parentheses deep",
                sizes: [5_000, 10_000, 20_000, 40_000]
            ) { n in
                try requests(
                    binary, SweepInputs.deepParentheses(n), ["textDocument/selectionRange", "textDocument/hover"])
            },
            Case(
                name: "deep-json", summary: "`formspec check` of a value of arrays nested N deep",
                sizes: [25_000, 50_000, 100_000, 200_000]
            ) { n in
                try check(binary, SweepInputs.deepJSON(n))
            },
            Case(
                name: "many-files", summary: "`formspec check DIR` of N small files; note: peak memory",
                sizes: [300, 600, 1_200, 2_400]
            ) { n in
                try checkDirectory(binary, files: n)
            },
            Case(
                name: "bad-settings", summary: "the server: N unknown severity codes, then a request, to its answer",
                sizes: [12_500, 25_000, 50_000]
            ) { n in
                try badSettings(binary, n)
            },
            Case(
                name: "many-changes",
                summary:
                    "the server, UTF-16: one didChange of N one-letter changes to a 2,000-row spec, to its diagnostics",
                sizes: [1_000, 2_000, 4_000]
            ) { n in
                try manyChanges(binary, n)
            },
        ]
    }

    // MARK: - formspec check

    /// `formspec check` of one spec: wall time and peak memory.
    static func check(_ binary: String, _ text: String) throws -> (milliseconds: Double, note: String) {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/sweep.form.json"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let (ms, kb) = try spawn(binary, ["check", "--color", "never", path])
        return (ms, "peak \(kb / 1024) MB")
    }

    static func checkDirectory(_ binary: String, files: Int) throws -> (milliseconds: Double, note: String) {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for i in 0..<files {
            try SweepInputs.smallSpec(i).write(
                toFile: directory + "/\(i).form.json", atomically: false, encoding: .utf8)
        }
        let (ms, kb) = try spawn(binary, ["check", "--format", "json", directory])
        return (ms, "peak \(kb / 1024) MB")
    }

    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "formspec-sweep-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `binary` with output to /dev/null; wall milliseconds and its peak RSS (KiB), which
    /// `/usr/bin/time` reports (a child of this process would count this process's memory as
    /// its own until it executes the binary).
    static func spawn(_ binary: String, _ arguments: [String]) throws -> (Double, Int) {
        let report = NSTemporaryDirectory() + "formspec-sweep-rss-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let command = timed ? ["/usr/bin/time", "-f", "%M", "-o", report, binary] + arguments : [binary] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError("cannot run \(command[0])")
        }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        let milliseconds = LSPBenchmark.milliseconds(since: start)
        let kb = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap {
            Int($0.split(separator: "\n").last ?? "")
        }
        return (milliseconds, kb ?? 0)
    }

    // MARK: - formspec lsp

    static let uri = "file:///sweep/sweep.form.json"

    /// A server with `text` open (positions in UTF-16), its first diagnostics received.
    static func opened(_ binary: String, _ text: String) throws -> ServerPipe {
        let server = try ServerPipe(binary)
        _ = server.request(
            "initialize",
            ["processId": .null, "rootUri": .null, "capabilities": ["general": ["positionEncodings": ["utf-16"]]]])
        server.notify("initialized", [:])
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]])
        _ = server.waitForPublish(uri: uri, version: 1)
        return server
    }

    /// `methods` in turn on the predicate of the spec's second row, timed together.
    static func requests(
        _ binary: String, _ text: String, _ methods: [String]
    ) throws -> (milliseconds: Double, note: String) {
        let server = try opened(binary, text)
        defer { server.shutdown() }
        let lines = LineIndex(text)
        let bytes = Array(text.utf8)
        // Inside the predicate: a third of the way into the second row's line, past any prefix.
        let line = 2
        let middle = lines.lineStarts[line] + (lines.lineContentEnd(line) - lines.lineStarts[line]) / 3
        let position = LSPBenchmark.position(lines.position(of: middle, in: .utf16))
        let end = LSPBenchmark.position(lines.position(of: bytes.count, in: .utf16))
        let document: JSONValue = ["uri": .string(uri)]
        let start = DispatchTime.now().uptimeNanoseconds
        for method in methods {
            let params: JSONValue
            switch method {
            case "textDocument/selectionRange": params = ["textDocument": document, "positions": [position]]
            case "textDocument/hover": params = ["textDocument": document, "position": position]
            case "textDocument/inlayHint":
                params = ["textDocument": document, "range": ["start": ["line": 0, "character": 0], "end": end]]
            default: params = ["textDocument": document]
            }
            let response = server.request(method, params)
            precondition(response["error"] == nil, "\(method): \(response.encodedString())")
        }
        return (LSPBenchmark.milliseconds(since: start), "")
    }

    /// One letter typed at the end of the first row's title, to the new diagnostics.
    static func keystroke(_ binary: String, _ text: String) throws -> (milliseconds: Double, note: String) {
        let server = try opened(binary, text)
        defer { server.shutdown() }
        let bytes = Array(text.utf8)
        let lines = LineIndex(bytes)
        let title = Array("Name\"".utf8)
        guard let found = (0..<bytes.count).first(where: { bytes[$0...].starts(with: title) }) else {
            throw BenchmarkError("no title")
        }
        let at = LSPBenchmark.position(lines.position(of: found + 2, in: .utf16))
        let start = DispatchTime.now().uptimeNanoseconds
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": at, "end": at], "text": "x"]],
            ])
        _ = server.waitForPublish(uri: uri, version: 2)
        return (LSPBenchmark.milliseconds(since: start), "peak \((server.peakRSS() ?? 0) / 1024) MB")
    }

    static func badSettings(_ binary: String, _ count: Int) throws -> (milliseconds: Double, note: String) {
        let server = try ServerPipe(binary)
        defer { server.shutdown() }
        _ = server.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        server.notify("initialized", [:])
        var levels = JSONObject()
        for i in 0..<count { levels["no-such-code-\(i)"] = "error" }
        let start = DispatchTime.now().uptimeNanoseconds
        server.notify("workspace/didChangeConfiguration", ["settings": ["formspec": ["severity": .object(levels)]]])
        _ = server.request("workspace/symbol", ["query": "x"])
        return (LSPBenchmark.milliseconds(since: start), "")
    }

    /// `count` changes in one didChange, each inserting a letter at the start of a title or
    /// predicate, the last first, as an editor sends a rename's edits.
    static func manyChanges(_ binary: String, _ count: Int) throws -> (milliseconds: Double, note: String) {
        let text = SpecGenerator.spec(rows: 4_000)
        let server = try opened(binary, text)
        defer { server.shutdown() }
        let bytes = Array(text.utf8)
        let lines = LineIndex(bytes)
        let sites = LSPBenchmark.editSites(bytes).suffix(count).reversed()
        let changes = sites.map { site -> JSONValue in
            let at = LSPBenchmark.position(lines.position(of: site.lowerBound, in: .utf16))
            return ["range": ["start": at, "end": at], "text": "x"]
        }
        let start = DispatchTime.now().uptimeNanoseconds
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": .array(changes)])
        _ = server.waitForPublish(uri: uri, version: 2)
        return (LSPBenchmark.milliseconds(since: start), "")
    }
}
