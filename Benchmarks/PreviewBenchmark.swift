import FormSpec
import FormSpecJSON
import Foundation

/// Previews per second of a generated 200-row form with 100 hidden/disabled predicates and
/// forty validators: in process (the spec compiled once), on one thread and on every core, and
/// through `formspec lsp` over pipes, one request at a time, 4 and 32 in flight, with the time
/// each request took.
///
///     swift build -c release
///     .build/release/formspec-bench preview [previews] [--in-process | --server-only] [--print-spec]
///
/// `--phase full|encoded|parallel` runs only that in-process loop, `--phase server-full|server-lean`
/// only that server configuration on a task of this process, for instruction counts under
/// callgrind (`Benchmarks/preview-instructions.sh`): the difference between two counts of
/// previews, divided by their difference, is the cost of one preview with nothing else mixed in.
enum PreviewBenchmark {
    static func run(_ arguments: [String]) throws {
        let count = arguments.lazy.compactMap(Int.init).first ?? 20_000
        let text = spec()
        if arguments.contains("--print-spec") { return print(text, terminator: "") }
        let document = SpecDocument(bytes: Array(text.utf8))
        let form = CompiledForm(document)
        let valueSets = (0..<8).map(values)
        let sample = Preview.run(form, values: valueSets[1])
        let predicates =
            text.components(separatedBy: #""hidden": ""#).count + text.components(separatedBy: #""disabled": ""#).count
            - 2
        print(
            "form: \(sample.sections.flatMap(\.rows).count) rows, \(predicates) predicates, \(text.utf8.count) bytes; "
                + "\(sample.visibleRows.count) rows visible, \(sample.validationErrors.count) validation errors, \(sample.allWarnings.count) warnings"
        )
        precondition(sample.allWarnings.isEmpty, "the benchmark form must preview cleanly: \(sample.allWarnings)")

        var checksum = 0
        // The full `PreviewResult`, as a program previewing in process gets it.
        func full(_ count: Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<count {
                checksum &+= Preview.run(form, values: valueSets[i % valueSets.count]).validationErrors.count
            }
            return Double(count) / seconds(since: start)
        }
        // The full result as JSON text, what the server sends.
        func encoded(_ count: Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<count {
                checksum &+= Preview.encoded(form, values: valueSets[i % valueSets.count], fields: nil).bytes.count
            }
            return Double(count) / seconds(since: start)
        }
        // Full results on every core at once from one compiled form, as the server's preview
        // threads use it.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        func parallel(_ count: Int) -> Double {
            let total = NSLock()
            nonisolated(unsafe) var sum = 0
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.concurrentPerform(iterations: cores) { thread in
                var errors = 0
                for i in stride(from: thread, to: count, by: cores) {
                    errors &+= Preview.run(form, values: valueSets[i % valueSets.count]).validationErrors.count
                }
                total.withLock { sum &+= errors }
            }
            let rate = Double(count) / seconds(since: start)
            checksum &+= sum
            return rate
        }
        if let i = arguments.firstIndex(of: "--phase"), i + 1 < arguments.count {
            let phase = arguments[i + 1]
            let server: [String: JSONValue?] = ["server-full": nil, "server-lean": leanFields]
            if let fields = server[phase] {
                // In this process: valgrind cannot follow `formspec lsp` (see ServerPipe).
                inProcessServer = true
                return try throughServer(
                    text, valueSets, count: count, configurations: [(fields, phase)], windows: [32])
            }
            let loops = ["full": full, "encoded": encoded, "parallel": parallel]
            guard let loop = loops[phase] else {
                throw BenchmarkError("--phase: one of full, encoded, parallel, server-full, server-lean")
            }
            return print(String(format: "%@: %.0f previews/s (checksum %d)", phase, loop(count), checksum))
        }

        if !arguments.contains("--server-only") {
            let compile = CheckBenchmark.measure { _ = CompiledForm(document) }
            print(String(format: "compile once:                          %8.2f ms", compile))
            print(String(format: "in process, full result, one thread:   %8.0f previews/s", full(count)))
            print(String(format: "in process, full result as JSON text:  %8.0f previews/s", encoded(count / 2)))
            print(
                String(
                    format: "in process, full result, %2d threads:   %8.0f previews/s   (checksum %d)", cores,
                    parallel(count), checksum))
        }
        if !arguments.contains("--in-process") {
            try throughServer(
                text, valueSets, count: max(count / 4, 100),
                configurations: [(nil, "full result"), (leanFields, "valid + validationErrors + formValues")],
                windows: [1, 4, 32])
        }
    }

    /// Run the server on a task of this process (`--phase server-…`, for callgrind).
    nonisolated(unsafe) private static var inProcessServer = false

    private static let leanFields: JSONValue = ["valid", "validationErrors", "formValues"]

    /// `configurations`: the `fields` param (nil: all) and a name for each.
    private static func throughServer(
        _ text: String, _ valueSets: [PreviewValues], count: Int, configurations: [(JSONValue?, String)],
        windows: [Int]
    ) throws {
        let server = inProcessServer ? ServerPipe(inProcess: ()) : try ServerPipe(try LSPBenchmark.serverBinary())
        _ = server.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        server.notify("initialized", [:])
        let uri = "file:///bench/preview.form.json"
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]])
        _ = server.waitForPublish(uri: uri, version: 1)
        for (fields, name) in configurations {
            for window in windows {
                let (rate, latencies) = measure(
                    server, uri: uri, valueSets, fields: fields, count: count, window: window)
                print(
                    String(
                        format:
                            "through the server, %@, %2d in flight: %8.0f previews/s, per request p50 %.2f ms, p99 %.2f ms",
                        name, window, rate, percentile(latencies, 0.5), percentile(latencies, 0.99)))
            }
        }
        server.shutdown()
    }

    /// The `fraction` percentile of nanosecond times, in milliseconds.
    private static func percentile(_ times: [UInt64], _ fraction: Double) -> Double {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return 0 }
        return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]) / 1e6
    }

    /// Requests with values that differ every time (the first row's text carries the request
    /// number), `window` of them in flight; checks that the first answer is a result. Requests
    /// are encoded once per value set and the number spliced in, so that this client's own
    /// encoding, on the same two cores, weighs little in the figure.
    private static func measure(
        _ server: ServerPipe, uri: String, _ valueSets: [PreviewValues], fields: JSONValue?,
        count: Int, window: Int
    ) -> (rate: Double, latencies: [UInt64]) {
        let templates = valueSets.map { set in RequestTemplate(uri: uri, fields: fields, values: set) }
        func request(_ i: Int) -> [UInt8] { templates[i % templates.count].body(id: server.nextID(), request: i) }
        let sample = try? JSONValue(decoding: templates[0].body(id: 0, request: 0))
        let expected = Set(valueSets[0].entries.map(\.key)).union(["name0"]).count
        precondition(
            sample?["params"]?["values"]?["name0"] == "Request 0"
                && sample?["params"]?["values"]?.objectValue?.count == expected
                && sample?["params"]?["fields"] == fields, "the request template encodes other params")
        let first = server.pipelined([request(0)])
        precondition((try? JSONValue(decoding: first[0]))?["result"]?["valid"] != nil, "the preview request failed")
        let start = DispatchTime.now().uptimeNanoseconds
        let latencies = server.streamed(count: count, window: window) { i, id in
            templates[i % templates.count].body(id: id, request: i)
        }
        return (Double(latencies.count) / seconds(since: start), latencies)
    }

    /// A `formspec/preview` request encoded with jansson but for its id and the `name0` value,
    /// which `body` splices in: `…"values":{"name0":"Request <i>",<the other values>}}}`.
    private struct RequestTemplate: Sendable {
        let head: [UInt8]
        let tail: [UInt8]

        init(uri: String, fields: JSONValue?, values: PreviewValues) {
            var params: JSONObject = ["textDocument": ["uri": .string(uri)]]
            if let fields { params["fields"] = fields }
            let rest = JSONValue.object(
                JSONObject(values.entries.filter { $0.key != "name0" }.map { ($0.key, $0.value) })
            ).encoded()
            var open = JSONValue.object(params).encoded()
            open.removeLast()  // the closing brace
            head =
                Array(#","method":"formspec/preview","params":"#.utf8) + open
                + Array(#","values":{"name0":"Request "#.utf8)
            tail =
                Array("\"".utf8) + (rest.count > 2 ? [UInt8(ascii: ",")] + rest.dropFirst() : [UInt8(ascii: "}")])
                + Array("}}".utf8)
        }

        func body(id: Int, request: Int) -> [UInt8] {
            Array(#"{"jsonrpc":"2.0","id":"#.utf8) + Array(String(id).utf8) + head + Array(String(request).utf8) + tail
        }
    }

    /// 200 rows in 8 sections of 25; every odd row has a hidden or disabled predicate over
    /// earlier rows (comparisons, option formValues, isHidden chains, string operators, now()).
    static func spec() -> String {
        var sections: [String] = []
        for s in 0..<8 {
            var rows: [String] = []
            for r in 0..<25 { rows.append(row(s * 25 + r)) }
            sections.append(#"{"title": "Section \#(s + 1)", "rows": [\#n"# + rows.joined(separator: ",\n") + "]}")
        }
        return #"{"title": "Benchmark", "addAsteriskToRequiredRowsTitle": true, "sections": [\#n"#
            + sections.joined(separator: ",\n") + "]}\n"
    }

    private static func row(_ i: Int) -> String {
        let options =
            #""selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]"#
        switch i % 10 {
        case 0:
            return
                #"{"tag": "name\#(i)", "rowType": "text", "title": "Name", "required": \#(i % 40 == 0), "validators": [{"type": "minLength", "length": 2, "msg": "Too short"}]}"#
        case 1:
            return
                #"{"tag": "kind\#(i)", "rowType": "selectorPush", "title": "Kind", "value": "a", \#(options), "hidden": "$name\#(i - 1) == nil"}"#
        case 2: return #"{"tag": "on\#(i)", "rowType": "booleanSwitch", "title": "On", "value": false}"#
        case 3:
            return
                #"{"tag": "count\#(i)", "rowType": "stepCounter", "title": "Count", "value": 1, "disabled": "$on\#(i - 1) == 0"}"#
        case 4:
            return #"{"tag": "email\#(i)", "rowType": "email", "title": "Email", "validators": [{"type": "email"}]}"#
        case 5:
            return
                #"{"tag": "when\#(i)", "rowType": "dateInline", "title": "When", "value": "2026-11-21", "hidden": "$kind\#(i - 4).value.formValue == 'b' OR $count\#(i - 2) > 5"}"#
        case 6: return #"{"tag": "amount\#(i)", "rowType": "decimal", "title": "Amount", "value": 10}"#
        case 7:
            return
                #"{"tag": "note\#(i)", "rowType": "textView", "title": "Note", "hidden": "$when\#(i - 2).isHidden == 1 AND $amount\#(i - 1) < 100"}"#
        case 8:
            return
                #"{"tag": "level\#(i)", "rowType": "selectorSegmentedControl", "title": "Level", "value": "b", \#(options)}"#
        default:
            return
                #"{"tag": "extra\#(i)", "rowType": "text", "title": "Extra", "disabled": "$name\#(i - 9) contains[c] 'x' OR $when\#(i - 4) < now()"}"#
        }
    }

    /// Values a user might have entered; eight variants so successive previews differ.
    static func values(_ variant: Int) -> PreviewValues {
        var entries: [(key: String, value: JSONValue)] = []
        for block in stride(from: variant % 2, to: 20, by: 2) {
            let base = block * 10
            entries.append(("name\(base)", variant % 3 == 0 ? "" : .string("Max \(variant)")))
            entries.append(("kind\(base + 1)", variant % 4 == 0 ? "b" : "a"))
            entries.append(("on\(base + 2)", .bool(variant % 2 == 1)))
            entries.append(("count\(base + 3)", .integer(Int64(variant + block % 7))))
            entries.append(("email\(base + 4)", .string("user\(variant)@example.com")))
        }
        return PreviewValues(entries)
    }

    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
