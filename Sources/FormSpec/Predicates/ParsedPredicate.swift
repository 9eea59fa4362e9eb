import FormSpecJSON

/// Everything known about a predicate string after parsing. All ranges are UTF-8 byte offsets
/// into `source`, the string as written in the spec (before XLForm's rewriting).
public struct ParsedPredicate: Sendable {
    /// The predicate as written.
    public let source: String
    /// What NSPredicate receives: `source` after XLForm's `$tag` → `$tag.value` rewriting
    /// (equal to `source` for plain format strings).
    public let parsedText: String
    /// Pitfalls of XLForm's rewriting; empty for plain format strings.
    public let rewriteFindings: [RewriteFinding]
    /// The (possibly partial) tree; nil only when nothing could be parsed.
    public let predicate: PredicateNode?
    public let syntaxErrors: [PredicateSyntaxError]
    public let warnings: [PredicateWarning]
    /// Classified tokens for semantic highlighting, in source order. Text XLForm inserts has no
    /// tokens.
    public let tokens: [SemanticToken]
    /// What could follow the last token (for completion at the end of the text).
    public var expectedAtEnd: Set<ExpectedToken> { expectedAtEndSet.tokens }
    private let expectedAtEndSet: ExpectedSet
    /// The `$tag` references, in source order.
    public let references: [PredicateReference]
    /// The tags XLForm's dependency extraction finds in `predicate` (`XLFormDependencies`).
    let dependencyTags: [String]
    let offsetMap: OffsetMap

    /// True when XLForm can set this predicate without raising (no crash in the rewrite, no
    /// syntax error).
    public var isValid: Bool {
        predicate != nil && syntaxErrors.isEmpty && !rewriteFindings.contains { $0.kind == .emptyTag }
    }

    /// The source range of a range of `parsedText`.
    public func sourceRange(ofParsed range: TextRange) -> TextRange { offsetMap.originalRange(range) }

    init(source: String, parsedText: String, findings: [RewriteFinding], map: OffsetMap) {
        let output = PredicateParser.parse(parsedText, original: source, offsetMap: map)
        let remapper = RangeRemapper(map: map)
        self.source = source
        self.parsedText = parsedText
        self.rewriteFindings = findings
        self.offsetMap = map
        let predicate = output.predicate.map(remapper.predicate)
        self.predicate = predicate
        self.syntaxErrors = output.errors.map { e in
            var e = e
            e.range = map.originalRange(e.range)
            return e
        }
        self.warnings = output.warnings.map { w in
            var w = w
            w.range = map.originalRange(w.range)
            return w
        }
        var tokens: [SemanticToken] = []
        tokens.reserveCapacity(output.tokens.count)
        for (token, kind) in zip(output.tokens, output.semantic) {
            if case .endOfInput = token.kind { continue }
            if map.isInserted(token.range) { continue }
            tokens.append(SemanticToken(kind: kind, range: map.originalRange(token.range)))
        }
        self.tokens = tokens
        self.expectedAtEndSet = output.expectedAtEnd
        let dependencyTags = predicate.map(XLFormDependencies.extractedTags) ?? []
        self.dependencyTags = dependencyTags
        self.references = predicate.map { PredicateReferences.collect(in: $0, observed: dependencyTags) } ?? []
    }
}

/// Predicates as XLForm reads them from `hidden`/`disabled` strings: rewritten by
/// `-[NSString formPredicate]`, then parsed by `+[NSPredicate predicateWithFormat:]`.
public enum XLFormPredicate {
    public static func parse(_ source: String) -> ParsedPredicate {
        let rewrite = XLFormRewrite.apply(source)
        return ParsedPredicate(
            source: source, parsedText: rewrite.rewritten, findings: rewrite.findings, map: rewrite.map)
    }
}

/// Plain NSPredicate format strings (no XLForm rewriting), e.g. for validators.
public enum PredicateFormat {
    public static func parse(_ source: String) -> ParsedPredicate {
        ParsedPredicate(source: source, parsedText: source, findings: [], map: .identity(length: source.utf8.count))
    }
}
