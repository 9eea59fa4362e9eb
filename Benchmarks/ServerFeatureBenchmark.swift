import FormSpec
import FormSpecIDE
import FormSpecJSON
import FormSpecServer
import Foundation

/// Editor requests through the real `formspec lsp` binary over pipes, as an editor sends them:
/// open a generated spec once, then completion and hover at many positions (JSON keys and
/// values, and inside predicates: after `$`, in a tag, at an operator, at a value, in a quoted
/// option value), then definition, references, semantic tokens and inlay hints. Each latency
/// runs from writing the request to having read and decoded its response. Target: p99 of
/// completion and hover under 5 ms at 5,000 rows.
///
///     swift build -c release --product formspec && swift run -c release formspec-bench features [rows]
enum ServerFeatureBenchmark {
    static func run(_ arguments: [String]) throws {
        let rows = Int(arguments.first ?? "") ?? 5000
        let text = SpecGenerator.spec(rows: rows)
        let bytes = Array(text.utf8)
        let document = SpecDocument(bytes: bytes)
        let lines = LineIndex(bytes)
        let json = CompletionBenchmark.samplePositions(document, limit: 1500).map(\.offset)
        let predicates = predicatePositions(TagIndex(document), limit: 1500)
        print(
            "spec: \(rows) rows, \(bytes.count) bytes; \(json.count) JSON positions, \(predicates.count) predicate positions"
        )

        let server = try ServerPipe(try LSPBenchmark.serverBinary())
        _ = server.request(
            "initialize",
            [
                "processId": .null, "rootUri": .null,
                "capabilities": [
                    "textDocument": ["hover": ["contentFormat": ["markdown"]], "rename": ["prepareSupport": true]]
                ],
            ])
        server.notify("initialized", [:])
        let uri = "file:///bench/features.form.json"
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]])
        _ = server.waitForPublish(uri: uri, version: 1)

        func params(_ offset: Int) -> JSONValue {
            [
                "textDocument": ["uri": .string(uri)],
                "position": LSPBenchmark.position(lines.position(of: offset, in: .utf16)),
            ]
        }
        func measure(_ method: String, _ offsets: [Int], extra: JSONObject = [:]) -> [Double] {
            offsets.map { offset in
                var p = params(offset).objectValue!
                for (k, v) in extra { p[k] = v }
                let start = DispatchTime.now().uptimeNanoseconds
                let response = server.request(method, .object(p))
                precondition(response["error"] == nil, "\(method) failed: \(response.encodedString())")
                return LSPBenchmark.milliseconds(since: start)
            }
        }

        let first = measure("textDocument/definition", [predicates[0].offset])
        CompletionBenchmark.report("completion, JSON positions", measure("textDocument/completion", json))
        CompletionBenchmark.report(
            "completion, predicates", measure("textDocument/completion", predicates.map(\.offset)))
        for kind in PredicatePosition.Kind.allCases {
            CompletionBenchmark.report(
                "  \(kind.rawValue)",
                measure("textDocument/completion", predicates.filter { $0.kind == kind }.map(\.offset)))
        }
        CompletionBenchmark.report("hover, JSON positions", measure("textDocument/hover", json))
        CompletionBenchmark.report("hover, predicates", measure("textDocument/hover", predicates.map(\.offset)))
        let tags = predicates.filter { $0.kind == .inTag }.map(\.offset)
        print(String(format: "first definition (builds the tag index): %.2f ms", first[0]))
        CompletionBenchmark.report("definition", measure("textDocument/definition", tags))
        CompletionBenchmark.report(
            "references", measure("textDocument/references", tags, extra: ["context": ["includeDeclaration": true]]))
        CompletionBenchmark.report("prepareRename", measure("textDocument/prepareRename", tags))
        let screens = stride(from: 0, to: lines.lineCount, by: max(1, lines.lineCount / 100)).map { line -> JSONValue in
            [
                "textDocument": ["uri": .string(uri)],
                "range": [
                    "start": ["line": JSONValue(line), "character": 0],
                    "end": ["line": JSONValue(line + 60), "character": 0],
                ],
            ]
        }
        CompletionBenchmark.report(
            "inlayHint (60 lines)", timed(screens) { _ = server.request("textDocument/inlayHint", $0) })
        CompletionBenchmark.report(
            "semanticTokens/range (60 lines)",
            timed(screens) { _ = server.request("textDocument/semanticTokens/range", $0) })
        let full = ["textDocument": ["uri": .string(uri)]] as JSONValue
        CompletionBenchmark.report(
            "semanticTokens/full",
            timed(Array(repeating: full, count: 20)) { _ = server.request("textDocument/semanticTokens/full", $0) })
        server.shutdown()
    }

    static func timed(_ params: [JSONValue], _ body: (JSONValue) -> Void) -> [Double] {
        params.map { p in
            let start = DispatchTime.now().uptimeNanoseconds
            body(p)
            return LSPBenchmark.milliseconds(since: start)
        }
    }

    struct PredicatePosition {
        enum Kind: String, CaseIterable {
            case afterDollar = "after $", inTag = "inside a tag", atOperator = "at an operator", atValue = "at a value",
                inQuotes = "in a quoted value"
        }

        let offset: Int
        let kind: Kind
    }

    /// Five positions per predicate reference, spread over the document.
    static func predicatePositions(_ index: TagIndex, limit: Int) -> [PredicatePosition] {
        var positions: [PredicatePosition] = []
        for reference in index.references {
            let site = index.sites[reference.siteIndex]
            let text = Array(site.literal.value.utf8)
            let end = reference.valueRange.end
            positions.append(PredicatePosition(offset: reference.range.start + 1, kind: .afterDollar))
            positions.append(PredicatePosition(offset: reference.nameRange.start + 2, kind: .inTag))
            guard end + 1 < text.count else { continue }
            positions.append(
                PredicatePosition(offset: site.literal.sourceOffset(forValueOffset: end + 1), kind: .atOperator))
            // `$tag == ‸...`: after the operator and its space.
            var i = end + 1
            while i < text.count, text[i] != UInt8(ascii: " ") { i += 1 }
            if i + 1 < text.count {
                let value = i + 1
                positions.append(
                    PredicatePosition(offset: site.literal.sourceOffset(forValueOffset: value), kind: .atValue))
                if text[value] == UInt8(ascii: "'") {
                    positions.append(
                        PredicatePosition(offset: site.literal.sourceOffset(forValueOffset: value + 1), kind: .inQuotes)
                    )
                }
            }
        }
        // The same number of each kind, spread over the document.
        let each = limit / PredicatePosition.Kind.allCases.count
        return PredicatePosition.Kind.allCases.flatMap { kind -> [PredicatePosition] in
            let all = positions.filter { $0.kind == kind }
            guard all.count > each else { return all }
            let stride = Double(all.count) / Double(each)
            return (0..<each).map { all[Int(Double($0) * stride)] }
        }.sorted { $0.offset < $1.offset }
    }
}
