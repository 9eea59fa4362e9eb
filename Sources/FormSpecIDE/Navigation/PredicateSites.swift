import FormSpec
import FormSpecJSON

/// What holds a predicate string: the form (`disabled`), a section (`hidden`) or a row
/// (`hidden`, `disabled`; multivalued templates included, since their copies evaluate it).
public enum PredicateOwner: Sendable {
    case form(Form)
    case section(Section)
    case row(Row)

    public var node: JSONNode {
        switch self {
        case .form(let f): return f.node
        case .section(let s): return s.node
        case .row(let r): return r.node
        }
    }

    /// "form", "section 2 'Details'", "row 'email'", as messages name it.
    public var displayName: String {
        switch self {
        case .form: return "form"
        case .section(let s): return s.displayName
        case .row(let r): return r.displayName
        }
    }
}

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
        func add(_ condition: Condition?, _ owner: PredicateOwner, _ property: ConditionKind) {
            guard let literal = condition?.predicateSource else { return }
            let parsed = earlier[literal.value] ?? XLFormPredicate.parse(literal.value)
            sites.append(PredicateSite(owner: owner, property: property, literal: literal, parsed: parsed))
        }
        add(form.disabled, .form(form), .disabled)
        for section in form.sections {
            add(section.hidden, .section(section), .hidden)
            for row in section.template.map({ [$0] + section.rows }) ?? section.rows {
                add(row.hidden, .row(row), .hidden)
                add(row.disabled, .row(row), .disabled)
            }
        }
        return sites.sorted { $0.literal.range.start < $1.literal.range.start }
    }

    /// The predicate string whose literal holds `offset`, parsed; only that one is parsed.
    public static func site(at offset: Int, in document: SpecDocument) -> PredicateSite? {
        guard let root = document.syntax.root else { return nil }
        let steps = root.path(to: offset)
        guard case .member(let member)? = steps.last, let literal = member.value?.string, literal.range.touches(offset),
              let property = ConditionKind(rawValue: member.key.value) else { return nil }
        let container = steps.count >= 2 ? steps[steps.count - 2].node ?? root : root
        guard let owner = owner(of: container, in: document.form),
              condition(property, of: owner)?.predicateSource?.range == literal.range else { return nil }
        return PredicateSite(owner: owner, property: property, literal: literal, parsed: XLFormPredicate.parse(literal.value))
    }

    /// The form has only `disabled`, sections only `hidden`, rows both.
    static func condition(_ property: ConditionKind, of owner: PredicateOwner) -> Condition? {
        switch (owner, property) {
        case (.form(let f), .disabled): return f.disabled
        case (.section(let s), .hidden): return s.hidden
        case (.row(let r), _): return r.condition(property)
        default: return nil
        }
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
