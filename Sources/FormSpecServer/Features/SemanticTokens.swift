import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/semanticTokens/full` and `/range` for predicate strings
/// (`PredicateHighlighting`), in LSP's relative encoding with columns in the negotiated
/// position encoding. Advertised to every client: clients that do not highlight never ask.
enum SemanticTokens: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["semanticTokensProvider"] = [
                "legend": ["tokenTypes": .array(HighlightTokenType.allCases.map { .string($0.rawValue) }),
                           "tokenModifiers": .array(HighlightModifiers.legend.map(JSONValue.string))],
                "full": true, "range": true,
            ]
        }

        registry.request("textDocument/semanticTokens/full") { request in
            let document = try request.requireDocument()
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            return ["data": .array(encode(PredicateHighlighting.tokens(in: tags), document.lines, request.session.encoding))]
        }

        registry.request("textDocument/semanticTokens/range") { request in
            let document = try request.requireDocument()
            let (start, end) = try request.params["range"].positionRange()
            let range = document.textRange(from: start, to: end, in: request.session.encoding)
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            return ["data": .array(encode(PredicateHighlighting.tokens(in: tags, within: range), document.lines, request.session.encoding))]
        }
    }

    /// Five integers per token: line delta, start delta (on the same line), length, type, modifiers.
    static func encode(_ tokens: [HighlightToken], _ lines: LineIndex, _ encoding: PositionEncoding) -> [JSONValue] {
        var data: [JSONValue] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = LinePosition(line: 0, character: 0)
        for token in tokens {
            let (start, end) = lines.range(of: token.range, in: encoding)
            // Tokens never span lines; one that would (inside a broken string) is dropped.
            guard start.line == end.line, end.character > start.character else { continue }
            let deltaLine = start.line - previous.line
            let deltaStart = deltaLine == 0 ? start.character - previous.character : start.character
            data += [JSONValue(deltaLine), JSONValue(deltaStart), JSONValue(end.character - start.character),
                     JSONValue(token.type.legendIndex), JSONValue(token.modifiers.rawValue)]
            previous = start
        }
        return data
    }
}
