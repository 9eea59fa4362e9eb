import FormSpecJSON

/// One `hidden`/`disabled` predicate string in the document: whose it is, where it is and what
/// is known about it (`PredicateFacts`). The analysis rules and the editor's features (tags,
/// highlighting, inlay hints, selection ranges) all read predicates through it: the facts are
/// made once per text for both (`PredicateFactsCache`) and hold the tokens; the tree, which
/// only some features need, is parsed again when asked for (`parsed`,
/// `XLFormPredicate.parsedOnce`). A class: rules pass thousands of them around on every
/// analysis.
public final class PredicateSite: Sendable {
    public typealias Owner = PredicateOwner

    public let owner: Owner
    public let property: ConditionKind
    let facts: PredicateFacts

    init(owner: Owner, property: ConditionKind, facts: PredicateFacts) {
        self.owner = owner
        self.property = property
        self.facts = facts
    }

    /// The string as XLForm reads it: rewritten by `-formPredicate`, then parsed. Parsed again
    /// (through a small shared cache), not kept with the facts.
    public var parsed: ParsedPredicate { XLFormPredicate.parsedOnce(literal.value) }

    /// The parse's tokens (`parsed.tokens`), kept with the facts.
    public var tokens: [SemanticToken] { facts.tokens }

    /// The `$tag` tokens of the predicate text (`$` included, a lone `$` left out), in order.
    public var tagTokens: [TextRange] { facts.tagTokens }

    /// The JSON string, read back from the model only when a finding needs its ranges (most
    /// sites report nothing, and copying thousands of literals shows in the analysis time).
    public var literal: JSONString {
        guard let literal = owner.condition(property)?.predicateSource else {
            preconditionFailure("a predicate site without a predicate")
        }
        return literal
    }

    /// Document range of a range of the predicate text (exact through JSON escapes).
    public func range(_ r: TextRange) -> TextRange { literal.sourceRange(forValueRange: r) }

    /// The predicate text a range covers, as the author wrote it (escapes decoded).
    func text(_ r: TextRange) -> String { literal.value.utf8Slice(r) }

    var row: Row? {
        if case .row(let row) = owner { return row }
        return nil
    }

    /// "row 'email'", "section 2 'Details'", "form".
    var ownerName: String { owner.displayName }

    /// What keeps its state when evaluation raises: "row", "section" or "form".
    var stateHolder: String {
        switch owner {
        case .form: return "form"
        case .section: return "section"
        case .row: return "row"
        }
    }

    /// "row 'email': 'hidden'", how messages about this predicate begin.
    var subject: String { "\(ownerName): '\(property.rawValue)'" }
}

extension PredicateSite {
    /// Every predicate string of the form, in the order XLForm meets them (`forEachPredicate`).
    public static func all(in form: Form?) -> [PredicateSite] {
        guard let form else { return [] }
        var sites: [PredicateSite] = []
        sites.reserveCapacity(form.allRows.count)
        form.forEachPredicate { owner, property, text in
            sites.append(PredicateSite(owner: owner, property: property, facts: facts(of: owner, property, text)))
        }
        return sites
    }

    /// The predicate string whose literal holds `offset`.
    public static func at(_ offset: Int, in document: SpecDocument) -> PredicateSite? {
        guard let root = document.syntax.root else { return nil }
        let steps = root.path(to: offset)
        guard case .member(let member)? = steps.last, let literal = member.value?.string, literal.range.touches(offset),
            let property = ConditionKind(rawValue: member.key.value)
        else { return nil }
        let container = steps.count >= 2 ? steps[steps.count - 2].node ?? root : root
        guard let owner = PredicateOwner.owner(of: container, in: document.form),
            owner.condition(property)?.predicateSource?.range == literal.range
        else { return nil }
        return PredicateSite(owner: owner, property: property, facts: facts(of: owner, property, literal.value))
    }

    /// The facts of a predicate text: the one place they are made (rows also hold on to theirs).
    static func facts(of text: String) -> PredicateFacts { PredicateFactsCache.shared.facts(for: text) }

    /// The facts of an owner's predicate, whose text is `text`: a row's are kept with its
    /// content (`KeptWork`), so the rows an edit did not change look up no text; the form's and
    /// sections' are few.
    static func facts(of owner: PredicateOwner, _ property: ConditionKind, _ text: String) -> PredicateFacts {
        guard case .row(let row) = owner else { return facts(of: text) }
        return row.content.facts(property) { facts(of: text) }
    }
}

extension XLFormPredicate {
    /// `parse`, kept a while for the next feature that asks about the same text: selection
    /// ranges, hover and the preview's compile need the tree, which the facts do not keep.
    /// They ask about the predicates around the cursor or of one form: a small working set,
    /// asked for again and again. Sources are compared by their bytes, as the facts' are.
    public static func parsedOnce(_ source: String) -> ParsedPredicate {
        parses.value(for: ExactJSON(.string(source))) { parse(source) }
    }

    static let parses = GenerationalCache<ExactJSON, ParsedPredicate>(limit: 512)
}

extension PredicateOwner {
    /// The owner of a predicate string given the object node that holds it.
    public static func owner(of node: JSONNode, in form: Form?) -> PredicateOwner? {
        guard let form else { return nil }
        if node === form.node { return .form(form) }
        for section in form.sections {
            if node === section.node { return .section(section) }
            if let template = section.template, template.node === node { return .row(template) }
            if node.range.start < section.node.range.start || node.range.end > section.node.range.end { continue }
            if let row = section.rows.first(where: { $0.node === node }) { return .row(row) }
        }
        return nil
    }
}
