import FormSpecJSON

/// Everything about one `hidden`/`disabled` string that does not depend on the document it sits
/// in. Computed once per distinct string (`PredicateFactsCache`): a 5,000-row spec is analysed
/// on every keystroke and its predicate strings rarely change between two analyses. Only what
/// the rules read is kept, reduced to small lists that are empty for most predicates, so that
/// an analysis walks little more than one array per rule.
final class PredicateFacts: Sendable {
    /// A finding of the parse that the rules report as is; ranges are in the predicate text.
    struct Finding: Sendable {
        let range: TextRange
        let message: String
        let data: JSONValue
    }

    /// A `$tag` (first occurrence of each tag). `nameRange` covers the tag without the `$`.
    struct TagUse: Sendable {
        let tag: String
        let nameRange: TextRange
        let context: PredicateReference.Context
    }

    /// `$tag.isHidden` / `$tag.isDisabled`, or `SELF.isHidden` when `tag` is nil.
    struct StateRead: Sendable {
        let tag: String?
        let kind: ConditionKind
        let range: TextRange
        let text: String
    }

    /// An attribute after a tag that XLForm pushes under `.value`: `$a.hidden`, `$a.foo`.
    struct AttributeUse: Sendable {
        let tag: String
        let attribute: String
        /// The attribute's name, after the dot.
        let range: TextRange
        /// The rewrite's message and suggestion when it knows the attribute as a row property
        /// or a misspelt `value`/`isHidden`/`isDisabled`.
        let rewriteMessage: String?
        let rewriteSuggestion: String?
    }

    /// Which rules have anything to look at, read without touching the lists themselves.
    struct Content: OptionSet, Sendable {
        let rawValue: UInt16
        static let parseFindings = Content(rawValue: 1 << 0)
        static let tags = Content(rawValue: 1 << 1)
        static let untrackedTags = Content(rawValue: 1 << 2)
        static let attributes = Content(rawValue: 1 << 3)
        static let comparisons = Content(rawValue: 1 << 4)
        static let stateReads = Content(rawValue: 1 << 5)
        static let constants = Content(rawValue: 1 << 6)
        /// Valid, and XLForm's dependency extraction finds a tag: XLForm registers observers.
        static let observesTags = Content(rawValue: 1 << 7)
    }

    /// XLForm can set it: the rewrite does not crash and the result parses.
    let isValid: Bool
    let content: Content
    /// Tags the predicate reads that the lexer and the rewrite leave whole, once each.
    let tags: [TagUse]
    /// Comparisons worth a type check (valid predicates only).
    let comparisons: [ComparisonFacts]
    /// The parse's tokens, for highlighting and the tag index, in half the room.
    private let keptTokens: [KeptToken]
    /// What most predicates have none of, held apart so that theirs hold one nil.
    private let rare: Rare?

    /// Every row keeps its predicates' facts (`KeptWork`), so they are kept small: not the parse
    /// (about 1.8 KB a predicate; the editor's features that need it parse again,
    /// `XLFormPredicate.parsedOnce`), and the lists most predicates leave empty in one box.
    private final class Rare: Sendable {
        let rewriteFindings: [Finding]
        let syntaxErrors: [Finding]
        let warnings: [Finding]
        let untrackedTags: [TagUse]
        let stateReads: [StateRead]
        let attributes: [AttributeUse]
        let constant: ConstantFinding?
        let redundantParts: [ConstantFinding]

        init(
            _ rewriteFindings: [Finding], _ syntaxErrors: [Finding], _ warnings: [Finding], _ untrackedTags: [TagUse],
            _ stateReads: [StateRead], _ attributes: [AttributeUse], _ constant: ConstantFinding?,
            _ redundantParts: [ConstantFinding]
        ) {
            (self.rewriteFindings, self.syntaxErrors, self.warnings) = (rewriteFindings, syntaxErrors, warnings)
            (self.untrackedTags, self.stateReads, self.attributes) = (untrackedTags, stateReads, attributes)
            (self.constant, self.redundantParts) = (constant, redundantParts)
        }
    }

    /// Rewrite pitfalls reported as `predicate-syntax` (message without the owner).
    var rewriteFindings: [Finding] { rare?.rewriteFindings ?? [] }
    /// Parse errors that the rewrite findings do not already explain (none after an empty tag,
    /// which crashes XLForm before NSPredicate sees the text).
    var syntaxErrors: [Finding] { rare?.syntaxErrors ?? [] }
    /// The parser's warnings, outside text the rewrite corrupts.
    var warnings: [Finding] { rare?.warnings ?? [] }
    /// Tags read only where XLForm's dependency extraction does not see them (valid predicates).
    var untrackedTags: [TagUse] { rare?.untrackedTags ?? [] }
    var stateReads: [StateRead] { rare?.stateReads ?? [] }
    var attributes: [AttributeUse] { rare?.attributes ?? [] }
    /// Set when the whole predicate is always true or always false (valid predicates only).
    var constant: ConstantFinding? { rare?.constant }
    /// Operands of AND (always true) or OR (always false) that never change the result.
    var redundantParts: [ConstantFinding] { rare?.redundantParts ?? [] }

    /// A token in 12 bytes rather than `SemanticToken`'s 24. A predicate's text is part of a
    /// document held in memory: its offsets fit.
    private struct KeptToken: Sendable {
        let start: UInt32
        let end: UInt32
        let kind: SemanticTokenKind

        init(_ token: SemanticToken) {
            (start, end, kind) = (UInt32(clamping: token.range.start), UInt32(clamping: token.range.end), token.kind)
        }

        var range: TextRange { TextRange(Int(start), Int(end)) }
    }

    /// The parse's tokens (`ParsedPredicate.tokens`): what highlighting reads, without parsing again.
    var tokens: [SemanticToken] { keptTokens.map { SemanticToken(kind: $0.kind, range: $0.range) } }

    /// The `$tag` tokens in source order, `$` included and a lone `$` left out: what the tag
    /// index lists.
    var tagTokens: [TextRange] {
        keptTokens.compactMap { $0.kind == .variable && $0.end - $0.start > 1 ? $0.range : nil }
    }

    init(source: String) {
        let parsed = XLFormPredicate.parse(source)
        isValid = parsed.isValid
        let reported = parsed.rewriteFindings.filter(Self.isReportedAsSyntax)
        func isBroken(_ range: TextRange) -> Bool { reported.contains { $0.range.contains(range) } }

        let rewriteFindings = reported.map {
            Finding(range: $0.range, message: $0.message, data: ["kind": .string($0.kind.rawValue)])
        }
        let crashes = reported.contains { $0.kind == .emptyTag }
        let syntaxErrors =
            crashes
            ? []
            : parsed.syntaxErrors.filter { !isBroken($0.range) }.map { e in
                Finding(
                    range: e.range, message: e.message,
                    data: ["expected": .array(e.expected.map(\.description).sorted().map(JSONValue.string))])
            }
        let warnings = parsed.warnings.filter { !isBroken($0.range) }.map { w in
            Finding(range: w.range, message: w.message, data: ["kind": .string(w.code.rawValue)])
        }

        // A name the lexer cannot read is a syntax error; a tag the rewrite mangles, a finding.
        let readable = parsed.references.filter { TagSyntax.isReferenceable($0.tag) && !isBroken($0.variableRange) }
        let tags = Self.firstUses(readable)
        let untrackedTags = parsed.isValid ? Self.firstUses(readable.filter { !$0.isObservedByXLForm }) : []
        let stateReads = parsed.isValid ? Self.stateReads(parsed, source) : []
        let attributes = Self.attributeUses(parsed)

        let tree = parsed.isValid ? parsed.predicate : nil
        let comparisons = (tree.map(PredicateShapes.comparisons) ?? []).compactMap {
            ComparisonFacts($0, source: source)
        }
        let constant = tree.flatMap(ConstantFolding.evaluate)
        let redundantParts = constant == nil ? (tree.map(Self.redundantParts) ?? []) : []

        let flags: [(Content, Bool)] = [
            (.parseFindings, !rewriteFindings.isEmpty || !syntaxErrors.isEmpty || !warnings.isEmpty),
            (.tags, !tags.isEmpty),
            (.untrackedTags, !untrackedTags.isEmpty), (.attributes, !attributes.isEmpty),
            (.comparisons, !comparisons.isEmpty),
            (.stateReads, !stateReads.isEmpty), (.constants, constant != nil || !redundantParts.isEmpty),
            // XLForm puts the owner's tag into its observer lists.
            (.observesTags, parsed.isValid && !parsed.dependencyTags.isEmpty),
        ]
        let content = Content(flags.filter(\.1).map(\.0))
        self.content = content
        (self.tags, self.comparisons) = (tags, comparisons)
        keptTokens = parsed.tokens.map(KeptToken.init)
        rare =
            content.isDisjoint(with: [.parseFindings, .untrackedTags, .attributes, .stateReads, .constants])
            ? nil
            : Rare(
                rewriteFindings, syntaxErrors, warnings, untrackedTags, stateReads, attributes, constant, redundantParts
            )
    }

    /// The rewrite findings that are `predicate-syntax`: an empty tag crashes the rewrite; a tag
    /// that runs into other characters, a tag split at `-` and a `$` inside a quoted string
    /// corrupt the text. `unknownAttribute` is `invalid-attribute`; `emptyAttribute` (`$a.`)
    /// always leaves a dangling `.` that the parser reports with what it expected there.
    static func isReportedAsSyntax(_ finding: RewriteFinding) -> Bool {
        switch finding.kind {
        case .emptyTag, .tagSwallowsCharacters, .tagSplitAtHyphen, .dollarInString: return true
        case .unknownAttribute, .emptyAttribute: return false
        }
    }

    private static func firstUses(_ references: [PredicateReference]) -> [TagUse] {
        var uses: [TagUse] = []
        // Most predicates read a tag or two: a set pays only for many.
        var seen = references.count > 8 ? Set<String>() : nil
        for r in references {
            if seen != nil {
                guard seen!.insert(r.tag).inserted else { continue }
            } else if uses.contains(where: { $0.tag == r.tag }) {
                continue
            }
            uses.append(
                TagUse(
                    tag: r.tag, nameRange: TextRange(r.variableRange.start + 1, r.variableRange.end),
                    context: r.context))
        }
        return uses
    }

    /// Reads of `isHidden`/`isDisabled`, which evaluate another predicate (cycles).
    private static func stateReads(_ parsed: ParsedPredicate, _ source: String) -> [StateRead] {
        var reads: [StateRead] = []
        for r in parsed.references where !r.attributeIsSynthesized {
            guard let attribute = r.attribute, let kind = ConditionKind(stateAttribute: attribute) else { continue }
            reads.append(StateRead(tag: r.tag, kind: kind, range: r.range, text: "$\(r.tag).\(attribute)"))
        }
        parsed.predicate?.forEachExpression { e in
            guard case .keyPath(let base, let components) = e.kind, base == nil || base?.kind == .evaluatedObject,
                let first = components.first, let kind = ConditionKind(stateAttribute: first.name)
            else { return }
            reads.append(
                StateRead(tag: nil, kind: kind, range: e.range, text: base == nil ? first.name : "SELF.\(first.name)"))
        }
        return reads
    }

    private static func attributeUses(_ parsed: ParsedPredicate) -> [AttributeUse] {
        let rewritten = parsed.rewriteFindings.filter { $0.kind == .unknownAttribute }
        var uses: [AttributeUse] = []
        parsed.predicate?.forEachExpression { e in
            guard case .keyPath(let base?, let components) = e.kind, case .variable(let tag) = base.kind,
                components.count >= 2, components[0].isSynthesized
            else { return }
            let key = components[1]
            // The rewrite's range starts at the dot before the attribute.
            let finding = rewritten.first { $0.range.end == key.range.end }
            uses.append(
                AttributeUse(
                    tag: tag, attribute: key.name, range: key.range, rewriteMessage: finding?.message,
                    rewriteSuggestion: finding?.suggestion.map { String($0.dropFirst()) }))
        }
        return uses
    }

    /// Parts of an AND that are always true and parts of an OR that are always false: they can
    /// be dropped without changing anything. (A part with the other value would make the whole
    /// predicate constant, which is reported instead.)
    private static func redundantParts(_ p: PredicateNode) -> [ConstantFinding] {
        let items: [PredicateNode]
        let neutral: Bool
        switch p.kind {
        case .and(let operands): (items, neutral) = (operands, true)
        case .or(let operands): (items, neutral) = (operands, false)
        case .not(let inner): return redundantParts(inner)
        default: return []
        }
        var out: [ConstantFinding] = []
        for item in items {
            if let finding = ConstantFolding.evaluate(item) {
                if finding.value == neutral { out.append(finding) }
            } else {
                out += redundantParts(item)
            }
        }
        return out
    }
}

extension ConditionKind {
    /// The condition `isHidden` / `isDisabled` evaluates.
    init?(stateAttribute: String) {
        switch stateAttribute {
        case "isHidden": self = .hidden
        case "isDisabled": self = .disabled
        default: return nil
        }
    }
}
