import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/inlayHint`: after each `$tag` of a predicate in the requested range, the
/// row type and title of the row it names (`TagInlayHints`).
enum InlayHints: ServerFeature {
    /// LSP's InlayHintKind.Type.
    static let typeKind = 1

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in capabilities["inlayHintProvider"] = true }

        registry.request("textDocument/inlayHint") { request in
            let document = try request.requireDocument()
            let (start, end) = try request.params["range"].positionRange()
            let encoding = request.session.encoding
            let range = document.textRange(from: start, to: end, in: encoding)
            let (spec, tags) = try await request.tags(document)
            try Task.checkCancellation()
            return .array(
                TagInlayHints.hints(in: tags, document: spec, within: range).map { hint in
                    [
                        "position": LSPDiagnostic.position(document.position(of: hint.offset, in: encoding)),
                        "label": .string(hint.label),
                        "kind": .integer(Int64(typeKind)), "paddingLeft": false,
                        "paddingRight": .bool(hint.paddingRight),
                        "tooltip": .string(hint.tooltip),
                    ]
                })
        }
    }
}
