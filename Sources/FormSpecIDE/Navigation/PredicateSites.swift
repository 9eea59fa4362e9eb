import FormSpec
import FormSpecJSON

/// One `hidden` / `disabled` string of a document and its parse as XLForm reads it.
public struct PredicateSite: Sendable {
    public let owner: PredicateOwner
    public let property: ConditionKind
    public let literal: JSONString
    public let parsed: ParsedPredicate

    /// Document range of a range of the decoded predicate text.
    public func documentRange(_ valueRange: TextRange) -> TextRange { literal.sourceRange(forValueRange: valueRange) }
}

public enum PredicateSites {
    /// Every predicate string of the document, in document order. A parse found in `reusing`
    /// (keyed by predicate text, e.g. from the previous revision) is taken instead of parsing again.
    public static func all(in form: Form?, reusing earlier: [String: ParsedPredicate] = [:]) -> [PredicateSite] {
        guard let form else { return [] }
        var sites: [PredicateSite] = []
        form.forEachPredicate { owner, property, text in
            guard let literal = owner.condition(property)?.predicateSource else { return }
            let parsed = earlier[text] ?? XLFormPredicate.parse(text)
            sites.append(PredicateSite(owner: owner, property: property, literal: literal, parsed: parsed))
        }
        return sites.sorted { $0.literal.range.start < $1.literal.range.start }
    }

    /// The predicate string whose literal holds `offset`, parsed; only that one is parsed.
    public static func site(at offset: Int, in document: SpecDocument) -> PredicateSite? {
        guard let root = document.syntax.root else { return nil }
        let steps = root.path(to: offset)
        guard case .member(let member)? = steps.last, let literal = member.value?.string, literal.range.touches(offset),
            let property = ConditionKind(rawValue: member.key.value)
        else { return nil }
        let container = steps.count >= 2 ? steps[steps.count - 2].node ?? root : root
        guard let owner = owner(of: container, in: document.form),
            owner.condition(property)?.predicateSource?.range == literal.range
        else { return nil }
        return PredicateSite(
            owner: owner, property: property, literal: literal, parsed: XLFormPredicate.parse(literal.value))
    }

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
