import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/codeAction`: quick fixes for the diagnostics in the requested range, as
/// workspace edits of the document.
enum CodeActionsFeature: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["codeActionProvider"] = ["codeActionKinds": ["quickfix"]]
        }

        registry.request("textDocument/codeAction") { request in
            let document = try request.requireDocument()
            let (start, end) = try request.params["range"].positionRange()
            let only = try request.params["context"]["only"].optionalArray()?.map { try $0.string() }
            if let only, !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0 == "" }) {
                return []
            }
            let encoding = request.session.encoding
            let range = document.textRange(from: start, to: end, in: encoding)
            let (spec, diagnostics) = try await request.analysis(document)
            let relevant = diagnostics.filter { $0.range.start <= range.end && range.start <= $0.range.end }
            let actions = FormSpecIDE.CodeActions.fixes(for: relevant, in: spec)
            return .array(
                actions.map { action in
                    var object: JSONObject = [
                        "title": .string(action.title), "kind": "quickfix",
                        "edit": [
                            "changes": .object(
                                JSONObject([
                                    (
                                        document.uri,
                                        .array(
                                            action.edits.map {
                                                [
                                                    "range": document.lspRange($0.range, in: encoding),
                                                    "newText": .string($0.newText),
                                                ]
                                            })
                                    )
                                ]))
                        ],
                    ]
                    object["diagnostics"] = [
                        LSPDiagnostic.encode(
                            action.diagnostic, lines: spec.lines, encoding: encoding, uri: document.uri,
                            options: request.session.diagnosticFormat)
                    ]
                    if action.isPreferred { object["isPreferred"] = true }
                    return .object(object)
                })
        }
    }
}
