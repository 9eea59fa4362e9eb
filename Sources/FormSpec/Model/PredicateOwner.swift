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

    /// The form has only `disabled`, sections only `hidden`, rows both.
    public func condition(_ property: ConditionKind) -> Condition? {
        switch (self, property) {
        case (.form(let f), .disabled): return f.disabled
        case (.section(let s), .hidden): return s.hidden
        case (.row(let r), _): return r.condition(property)
        default: return nil
        }
    }
}

extension PredicateOwner {
    /// The text of the owner's predicate string for `property`, if it has one.
    public func predicateText(_ property: ConditionKind) -> String? {
        if case .row(let row) = self { return row.predicateText(property) }
        return condition(property)?.predicateSource?.value
    }
}

extension Form {
    /// Every predicate string, in the order XLForm meets them: the form's `disabled`, then per
    /// section its `hidden`, its template's and its rows' `hidden` and `disabled`. `body` gets
    /// the owner, the property and the string's text.
    public func forEachPredicate(_ body: (PredicateOwner, ConditionKind, String) -> Void) {
        if let text = PredicateOwner.form(self).predicateText(.disabled) { body(.form(self), .disabled, text) }
        for section in sections { section.forEachPredicate(body) }
    }
}

extension Section {
    /// The section's predicate strings in the order XLForm meets them: its `hidden`, then its
    /// template's and its rows' `hidden` and `disabled`.
    public func forEachPredicate(_ body: (PredicateOwner, ConditionKind, String) -> Void) {
        func visit(_ owner: PredicateOwner, _ property: ConditionKind) {
            if let text = owner.predicateText(property) { body(owner, property, text) }
        }
        func visit(_ row: Row) {
            visit(.row(row), .hidden)
            visit(.row(row), .disabled)
        }
        visit(.section(self), .hidden)
        if let template { visit(template) }
        for row in rows { visit(row) }
    }
}
