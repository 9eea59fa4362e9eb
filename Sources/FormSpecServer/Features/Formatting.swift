import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/formatting` and `textDocument/rangeFormatting`: the canonical layout as
/// minimal whitespace edits. A document with syntax errors is refused with a message rather
/// than rewritten from a guess.
enum Formatting: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["documentFormattingProvider"] = true
            capabilities["documentRangeFormattingProvider"] = true
        }
        registry.request("textDocument/formatting") { request in try await format(request, range: nil) }
        registry.request("textDocument/rangeFormatting") { request in
            let document = try request.requireDocument()
            let (start, end) = try request.params["range"].positionRange()
            return try await format(
                request, range: document.textRange(from: start, to: end, in: request.session.encoding))
        }
    }

    static func format(_ request: RequestContext, range: TextRange?) async throws -> JSONValue {
        let document = try request.requireDocument()
        let options = request.params["options"]
        let tabSize = try options["tabSize"].optionalInt() ?? 2
        let insertSpaces = try options["insertSpaces"].optionalBool() ?? true
        // Spaces: tabSize of them per level. Tabs: one per level, each counted as tabSize
        // columns when deciding what fits on a line.
        let formatOptions = FormatOptions(
            indent: max(1, min(tabSize, 16)), sortKeys: request.settings.formatSortKeys, useTabs: !insertSpaces)
        let spec = try await request.spec(document)
        switch Formatter.edits(spec, options: formatOptions, in: range) {
        case .success(let edits):
            return .array(
                edits.map {
                    [
                        "range": document.lspRange($0.range, in: request.session.encoding),
                        "newText": .string($0.newText),
                    ]
                })
        case .failure(let failure):
            throw ResponseError.requestFailed("formspec: \(failure.message)")
        }
    }
}
