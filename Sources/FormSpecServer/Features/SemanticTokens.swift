import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/semanticTokens/full`, `/full/delta` and `/range` for predicate strings
/// (`PredicateHighlighting`), in LSP's relative encoding with columns in the negotiated
/// position encoding. Advertised to every client: clients that do not highlight never ask.
/// A full result carries a result id; a delta request naming the document's latest one is
/// answered with the edits from it (`SemanticTokenResults`), any other with a full result.
enum SemanticTokens: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["semanticTokensProvider"] = [
                "legend": [
                    "tokenTypes": .array(HighlightTokenType.allCases.map { .string($0.rawValue) }),
                    "tokenModifiers": .array(HighlightModifiers.legend.map(JSONValue.string)),
                ],
                "full": ["delta": true], "range": true,
            ]
        }

        registry.request("textDocument/semanticTokens/full") { request in
            let (document, data) = try await tokens(request)
            return full(data, document, request)
        }

        registry.request("textDocument/semanticTokens/full/delta") { request in
            let previous = try request.params["previousResultId"].string()
            let (document, data) = try await tokens(request)
            let results = request.specs.semanticTokens
            guard let old = results.data(uri: document.uri, id: previous) else { return full(data, document, request) }
            let edits = SemanticTokenResults.edits(from: old, to: data)
            return [
                "resultId": .string(results.store(data, uri: document.uri)),
                "edits": .array(
                    edits.map {
                        [
                            "start": JSONValue($0.start), "deleteCount": JSONValue($0.deleteCount),
                            "data": numbers($0.data),
                        ]
                    }),
            ]
        }

        registry.request("textDocument/semanticTokens/range") { request in
            let document = try request.requireDocument()
            let (start, end) = try request.params["range"].positionRange()
            let range = document.textRange(from: start, to: end, in: request.session.encoding)
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            return [
                "data": numbers(
                    encode(
                        PredicateHighlighting.tokens(in: tags, within: range), document.lines, request.session.encoding)
                )
            ]
        }
    }

    /// The document's tokens, encoded.
    private static func tokens(_ request: RequestContext) async throws -> (TextDocument, [Int]) {
        let document = try request.requireDocument()
        let (_, tags) = try await request.tags(document)
        try Task.checkCancellation()
        return (document, encode(PredicateHighlighting.tokens(in: tags), document.lines, request.session.encoding))
    }

    /// A full result, kept as the document's latest for deltas.
    private static func full(_ data: [Int], _ document: TextDocument, _ request: RequestContext) -> JSONValue {
        ["resultId": .string(request.specs.semanticTokens.store(data, uri: document.uri)), "data": numbers(data)]
    }

    private static func numbers(_ data: [Int]) -> JSONValue { .array(data.map { JSONValue($0) }) }

    /// Five integers per token: line delta, start delta (on the same line), length, type, modifiers.
    static func encode(_ tokens: [HighlightToken], _ lines: LineIndex, _ encoding: PositionEncoding) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = LinePosition(line: 0, character: 0)
        for token in tokens {
            let (start, end) = lines.range(of: token.range, in: encoding)
            // Tokens never span lines; one that would (inside a broken string) is dropped.
            guard start.line == end.line, end.character > start.character else { continue }
            let deltaLine = start.line - previous.line
            let deltaStart = deltaLine == 0 ? start.character - previous.character : start.character
            data += [
                deltaLine, deltaStart, end.character - start.character, token.type.legendIndex,
                Int(token.modifiers.rawValue),
            ]
            previous = start
        }
        return data
    }
}
