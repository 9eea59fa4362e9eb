import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/completion` and `completionItem/resolve`: adapts `CompletionEngine` (byte
/// offsets) to LSP items. Documentation is deferred to resolve; items carry plain text edits,
/// and snippets only for clients that accept them.
enum Completion: ServerFeature {
    static let engine = CompletionEngine(predicates: PredicateSupport.completion, eagerDocumentation: false)

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            // `'` opens a quoted value in a predicate, where option values are proposed.
            capabilities["completionProvider"] = [
                "triggerCharacters": ["\"", ".", ":", "$", "'"], "resolveProvider": true,
            ]
        }

        registry.request("textDocument/completion") { request in
            let (document, offset) = try request.documentAndOffset()
            let spec = try await request.spec(document)
            try Task.checkCancellation()
            let list = engine.complete(in: spec, at: offset, project: request.specs.project(for: document.uri))
            let snippets = request.session.client.flag("textDocument", "completion", "completionItem", "snippetSupport")
            let encoding = request.session.encoding
            let items = list.items.map { item in
                encode(item, document: document, encoding: encoding, snippets: snippets)
            }
            return ["isIncomplete": .bool(list.isIncomplete), "items": .array(items)]
        }

        registry.request("completionItem/resolve") { request in
            guard var item = request.params.value?.objectValue else {
                throw ResponseError.invalidParams("params: expected a CompletionItem object")
            }
            guard item["documentation"] == nil, let data = item["data"],
                let key = data["key"].flatMap(CompletionResolveKey.init(json:))
            else {
                return .object(item)
            }
            let spec: SpecDocument?
            var project: ProjectConfiguration?
            if let uri = data["uri"]?.stringValue, let document = request.document(uri) {
                spec = try await request.spec(document)
                project = request.specs.project(for: uri)
            } else {
                spec = nil
            }
            if let markdown = engine.documentation(for: key, in: spec, project: project) {
                let formats = request.session.client.value(
                    "textDocument", "completion", "completionItem", "documentationFormat")?.arrayValue
                item["documentation"] = MarkupContent.make(markdown, accepted: formats)
            }
            return .object(item)
        }
    }

    static func encode(
        _ item: CompletionItem, document: TextDocument, encoding: PositionEncoding, snippets: Bool
    ) -> JSONValue {
        var object: JSONObject = [
            "label": .string(item.label),
            "kind": .integer(Int64(item.kind.rawValue)),
            "sortText": .string(item.sortText),
        ]
        // LSP's default filter text is the label: sent only when it differs (long tag lists stay small).
        if item.filterText != item.label { object["filterText"] = .string(item.filterText) }
        if let detail = item.detail { object["detail"] = .string(detail) }
        let useSnippet = snippets && item.snippet != nil
        object["textEdit"] = [
            "range": document.lspRange(item.edit.range, in: encoding),
            "newText": .string(useSnippet ? item.snippet! : item.edit.newText),
        ]
        object["insertTextFormat"] = useSnippet ? 2 : 1
        if !item.additionalEdits.isEmpty {
            object["additionalTextEdits"] = .array(
                item.additionalEdits.map {
                    ["range": document.lspRange($0.range, in: encoding), "newText": .string($0.newText)]
                })
        }
        if item.isDeprecated { object["tags"] = [1] }
        if item.retrigger { object["command"] = ["title": "Suggest", "command": "editor.action.triggerSuggest"] }
        if let key = item.resolveKey { object["data"] = ["uri": .string(document.uri), "key": key.json] }
        return .object(object)
    }
}
