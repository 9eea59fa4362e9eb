import FormSpec
import FormSpecJSON

/// Hover inside `hidden` / `disabled` strings: on a `$tag`, the row it names (type, title,
/// section, value, its own predicates) or that no row has it; on `value` / `isHidden` /
/// `isDisabled`, what XLForm reads; on operators, keywords and `[c]`, their semantics in this
/// comparison; on functions, their NSExpression name.
public struct PredicateHoverSupport: PredicateHoverProvider {
    public let catalog: Catalog

    public init(catalog: Catalog = .standard) {
        self.catalog = catalog
    }

    public func hover(for request: PredicateRequest) -> Hover? {
        let parsed = XLFormPredicate.parsedOnce(request.literal.value)
        let position = request.valueOffset
        // The token the cursor is in; at a boundary, the one it ends.
        guard
            let token = parsed.tokens.first(where: { $0.range.contains(position) })
                ?? parsed.tokens.last(where: { $0.range.touches(position) })
        else { return nil }
        let source = Array(parsed.source.utf8)
        let text = String(decoding: source[token.range.start..<token.range.end], as: UTF8.self)
        let scope = TagScope(document: request.document, owner: request.owner, catalog: catalog)
        let describe = PredicateHoverText(parsed: parsed, scope: scope)
        let markdown: String?
        var range = token.range
        switch token.kind {
        case .variable: markdown = describe.variable(token, name: String(text.dropFirst()))
        case .attribute: markdown = describe.attribute(token, name: text)
        case .keyPath where followsTag(token, in: parsed):
            // `$tag.hidden`: XLForm inserted `.value` before it, so the lexer calls it a key.
            markdown = describe.attribute(token, name: text)
        case .operator, .keyword: markdown = describe.word(token, text: text)
        case .modifier:
            let comparison = describe.comparison { $0.optionsRange?.contains(token.range) ?? false }
            range = comparison?.optionsRange ?? range
            let written = String(decoding: source[range.start..<range.end], as: UTF8.self)
            markdown = comparison.flatMap { PredicateVocabulary.optionsNote($0.options) }.map {
                "**\(written)** · comparison options\n\n\($0)"
            }
        case .function: markdown = describe.function(token)
        default: markdown = nil
        }
        let documentRange = request.literal.sourceRange(forValueRange: range)
        // On a quote of the string the cursor is not on any token.
        guard let markdown, documentRange.touches(request.offset) else { return nil }
        return Hover(markdown: markdown, range: documentRange)
    }

    /// The token comes right after `$tag.` in the text as written.
    private func followsTag(_ token: SemanticToken, in parsed: ParsedPredicate) -> Bool {
        guard let i = parsed.tokens.firstIndex(of: token), i >= 2 else { return false }
        let dot = parsed.tokens[i - 1], variable = parsed.tokens[i - 2]
        let isDot = dot.range.length == 1 && Array(parsed.source.utf8)[dot.range.start] == UInt8(ascii: ".")
        return isDot && dot.range.end == token.range.start && variable.kind == .variable
            && variable.range.end == dot.range.start
    }
}
