/// A `hidden` / `disabled` property as XLForm holds it after `setHidden:`: a constant NSNumber,
/// an NSPredicate made from the string by `-formPredicate`, or nothing at all because the string
/// could not be made into one (XLForm raises from the setter).
enum CompiledCondition: Sendable {
    case constant(Bool)
    /// `observed`: the tags XLForm registers observers for (`getPredicateVars`), in order;
    /// `fast`: the same predicate for the fast evaluation, when it has that shape.
    case predicate(PredicateNode, source: String, observed: [String], fast: FastPredicate?)
    case unparsable(source: String, reason: String)

    static let never = CompiledCondition.constant(false)

    init(_ condition: Condition?) {
        switch condition {
        case nil:
            self = .never
        case .constant(let b, _)?:
            self = .constant(b)
        case .predicate(let literal, _)?:
            let parsed = XLFormPredicate.parse(literal.value)
            if parsed.isValid, let node = parsed.predicate {
                self = .predicate(
                    node, source: literal.value, observed: XLFormDependencies.extractedTags(from: node),
                    fast: FastPredicate.make(node))
            } else if let crash = parsed.rewriteFindings.first(where: { $0.kind == .emptyTag }) {
                self = .unparsable(
                    source: literal.value, reason: "-formPredicate raises NSRangeException (\(crash.message))")
            } else {
                let reason = parsed.syntaxErrors.first?.message ?? "the predicate does not parse"
                self = .unparsable(
                    source: literal.value, reason: "+predicateWithFormat: raises NSInvalidArgumentException (\(reason))"
                )
            }
        }
    }

    /// The fast form of a predicate that has one.
    var fast: FastPredicate? {
        if case .predicate(_, _, _, let fast) = self { return fast }
        return nil
    }

    var isPredicate: Bool {
        if case .predicate = self { return true }
        return false
    }

    var observedTags: [String] {
        if case .predicate(_, _, let observed, _) = self { return observed }
        return []
    }
}
