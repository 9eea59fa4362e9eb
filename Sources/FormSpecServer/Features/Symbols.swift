import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/documentSymbol` (the outline: form, sections, rows) and `workspace/symbol`
/// over the open documents.
enum Symbols: ServerFeature {
    /// Like other JSON servers, stop at this many symbols rather than flood the client.
    static let limit = 5000

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["documentSymbolProvider"] = true
            capabilities["workspaceSymbolProvider"] = true
        }

        registry.request("textDocument/documentSymbol") { request in
            let document = try request.requireDocument()
            let outline = DocumentSymbols.outline(try await request.spec(document))
            let encoding = request.session.encoding
            if request.session.client.flag("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport") {
                var budget = limit
                return .array(outline.map { hierarchical($0, document, encoding, &budget) })
            }
            return .array(
                DocumentSymbols.flatten(outline).prefix(limit).map { entry in
                    information(entry.symbol, container: entry.container, document, encoding)
                })
        }

        registry.request("workspace/symbol") { request in
            let query = (try request.params["query"].optionalString() ?? "").lowercased()
            var result: [JSONValue] = []
            for uri in request.documents.uris.sorted() {
                guard let document = request.document(uri) else { continue }
                let outline = DocumentSymbols.outline(try await request.spec(document))
                for entry in DocumentSymbols.flatten(outline)
                where entry.symbol.kind != .module && matches(query, entry.symbol.name) {
                    result.append(
                        information(entry.symbol, container: entry.container, document, request.session.encoding))
                    if result.count >= limit { return .array(result) }
                }
            }
            return .array(result)
        }
    }

    /// Characters of the query in order, case-insensitively (the usual fuzzy symbol match).
    static func matches(_ query: String, _ name: String) -> Bool {
        var rest = name.lowercased()[...]
        for c in query {
            guard let i = rest.firstIndex(of: c) else { return false }
            rest = rest[rest.index(after: i)...]
        }
        return true
    }

    static func hierarchical(
        _ s: DocumentSymbol, _ document: TextDocument, _ encoding: PositionEncoding, _ budget: inout Int
    ) -> JSONValue {
        budget -= 1
        var object: JSONObject = [
            "name": .string(s.name), "kind": .integer(Int64(s.kind.rawValue)),
            "range": document.lspRange(s.range, in: encoding),
            "selectionRange": document.lspRange(s.selectionRange, in: encoding),
        ]
        if let detail = s.detail { object["detail"] = .string(detail) }
        var children: [JSONValue] = []
        for child in s.children where budget > 0 { children.append(hierarchical(child, document, encoding, &budget)) }
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }

    static func information(
        _ s: DocumentSymbol, container: String?, _ document: TextDocument, _ encoding: PositionEncoding
    ) -> JSONValue {
        var object: JSONObject = [
            "name": .string(s.name), "kind": .integer(Int64(s.kind.rawValue)),
            "location": ["uri": .string(document.uri), "range": document.lspRange(s.selectionRange, in: encoding)],
        ]
        if let container { object["containerName"] = .string(container) }
        return .object(object)
    }
}
