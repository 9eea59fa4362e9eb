/// A `hidden` / `disabled` property as XLForm holds it after `setHidden:`: a constant NSNumber,
/// an NSPredicate made from the string by `-formPredicate`, or nothing at all because the string
/// could not be made into one (XLForm raises from the setter).
enum CompiledCondition: Sendable {
    case constant(Bool)
    case predicate(CompiledPredicate)
    case unparsable(source: String, reason: String)

    static let never = CompiledCondition.constant(false)

    /// `tags` numbers the `$tag`s the predicate reads.
    init(_ condition: Condition?, tags: inout TagSlots) {
        switch condition {
        case nil:
            self = .never
        case .constant(let b, _)?:
            self = .constant(b)
        case .predicate(let literal, _)?:
            let parsed = XLFormPredicate.parsedOnce(literal.value)
            if parsed.isValid, let node = parsed.predicate {
                self = .predicate(
                    CompiledPredicate(
                        predicate: RowPredicate(node, tags: &tags), source: literal.value,
                        observed: XLFormDependencies.extractedTags(from: node)))
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

    var isPredicate: Bool {
        if case .predicate = self { return true }
        return false
    }

    var observedTags: [String] {
        if case .predicate(let compiled) = self { return compiled.observed }
        return []
    }

    /// The cache `-evaluateIsHidden` leaves for a condition that is no predicate (the constant;
    /// NO when the string could not be set), clean; for a predicate, `unevaluated`.
    func initialCache(unevaluated: ConditionCache) -> ConditionCache {
        switch self {
        case .constant(let b): return ConditionCache(value: b, isDirty: false)
        case .unparsable: return ConditionCache(value: false, isDirty: false)
        case .predicate: return unevaluated
        }
    }
}

/// A predicate of a `hidden` / `disabled` property.
final class CompiledPredicate: Sendable {
    let predicate: RowPredicate
    /// As written, for messages.
    let source: String
    /// The tags XLForm registers observers for (`getPredicateVars`), in order.
    let observed: [String]

    init(predicate: RowPredicate, source: String, observed: [String]) {
        self.predicate = predicate
        self.source = source
        self.observed = observed
    }
}

/// A `hidden` / `disabled` result as XLForm caches it, with its dirty flag: a row starts with
/// no cached value (nil, read as NO), a section with NO; both start dirty.
struct ConditionCache: Equatable, Sendable {
    var value: Bool?
    var isDirty = true

    var bool: Bool { value ?? false }
}
