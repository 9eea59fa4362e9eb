import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/definition`, `textDocument/references` and `textDocument/documentHighlight`
/// for tags: from a `$tag` in a predicate to the row declaring it and back (`TagNavigation`).
enum Navigation: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["definitionProvider"] = true
            capabilities["referencesProvider"] = true
            capabilities["documentHighlightProvider"] = true
        }

        registry.request("textDocument/definition") { request in
            let (document, offset) = try request.documentAndOffset()
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            guard let targets = TagNavigation.definition(at: offset, in: tags), let origin = tags.occurrence(at: offset)
            else { return .null }
            let encoding = request.session.encoding
            if request.session.client.flag("textDocument", "definition", "linkSupport") {
                return .array(
                    targets.map { target in
                        [
                            "originSelectionRange": document.lspRange(origin.nameRange, in: encoding),
                            "targetUri": .string(document.uri),
                            "targetRange": document.lspRange(target.enclosingRange, in: encoding),
                            "targetSelectionRange": document.lspRange(target.nameRange, in: encoding),
                        ]
                    })
            }
            return .array(targets.map { location($0.nameRange, document, encoding) })
        }

        registry.request("textDocument/references") { request in
            let (document, offset) = try request.documentAndOffset()
            let includeDeclaration = try request.params["context"]["includeDeclaration"].optionalBool() ?? false
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            guard let found = TagNavigation.references(at: offset, includeDeclaration: includeDeclaration, in: tags)
            else { return .null }
            return .array(found.map { location($0.nameRange, document, request.session.encoding) })
        }

        registry.request("textDocument/documentHighlight") { request in
            let (document, offset) = try request.documentAndOffset()
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            return .array(
                TagNavigation.highlights(at: offset, in: tags).map { highlight in
                    [
                        "range": document.lspRange(highlight.range, in: request.session.encoding),
                        "kind": .integer(Int64(highlight.kind.rawValue)),
                    ]
                })
        }
    }

    static func location(_ range: TextRange, _ document: TextDocument, _ encoding: PositionEncoding) -> JSONValue {
        ["uri": .string(document.uri), "range": document.lspRange(range, in: encoding)]
    }
}
