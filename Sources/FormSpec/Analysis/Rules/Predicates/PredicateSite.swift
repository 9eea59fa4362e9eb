import FormSpecJSON

/// One `hidden`/`disabled` predicate string in the document: whose it is, where it is, and what
/// is known about it. A class: rules pass thousands of them around on every analysis.
final class PredicateSite {
    typealias Owner = PredicateOwner

    let owner: Owner
    let property: ConditionKind
    let facts: PredicateFacts

    init(owner: Owner, property: ConditionKind, facts: PredicateFacts) {
        self.owner = owner
        self.property = property
        self.facts = facts
    }

    /// The JSON string, read back from the model only when a finding needs its ranges (most
    /// sites report nothing, and copying thousands of literals shows in the analysis time).
    var literal: JSONString {
        guard let literal = owner.condition(property)?.predicateSource else {
            preconditionFailure("a predicate site without a predicate")
        }
        return literal
    }

    /// Document range of a range of the predicate text (exact through JSON escapes).
    func range(_ r: TextRange) -> TextRange { literal.sourceRange(forValueRange: r) }

    /// The predicate text a range covers, as the author wrote it (escapes decoded).
    func text(_ r: TextRange) -> String { literal.value.utf8Slice(r) }

    var row: Row? {
        if case .row(let row) = owner { return row }
        return nil
    }

    /// "row 'email'", "section 2 'Details'", "form".
    var ownerName: String {
        switch owner {
        case .form: return "form"
        case .section(let section): return section.displayName
        case .row(let row): return row.displayName
        }
    }

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
