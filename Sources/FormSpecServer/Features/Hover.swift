import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/hover`: markdown from `HoverEngine`, with the rationale of any diagnostic at
/// the position.
enum Hover: ServerFeature {
    static let engine = HoverEngine(predicates: PredicateSupport.hover)

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in capabilities["hoverProvider"] = true }

        registry.request("textDocument/hover") { request in
            let (document, offset) = try request.documentAndOffset()
            let (spec, diagnostics) = try await request.analysis(document)
            try Task.checkCancellation()
            guard
                let hover = engine.hover(
                    in: spec, at: offset, diagnostics: diagnostics, project: request.specs.project(for: document.uri))
            else { return .null }
            let formats = request.session.client.value("textDocument", "hover", "contentFormat")?.arrayValue
            return [
                "contents": MarkupContent.make(hover.markdown, accepted: formats),
                "range": document.lspRange(hover.range, in: request.session.encoding),
            ]
        }
    }
}
