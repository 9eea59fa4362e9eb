import FormSpecJSON

/// A predicate, or part of one, whose result does not depend on any row: it is true (or
/// false) whenever it evaluates without an error.
public struct ConstantFinding: Sendable, Hashable {
    public var range: TextRange
    public var value: Bool
    public var reason: String
}

/// Detects always-true and always-false predicates, soundly: a finding is only reported when
/// no values of the rows could change the result (evaluation errors aside).
public enum ConstantFolding {
    /// The finding for the whole predicate, when it is constant.
    public static func evaluate(_ predicate: PredicateNode) -> ConstantFinding? {
        fold(predicate)
    }

    /// The largest constant parts below the root (for "this part is always true" hints), or
    /// the root itself when it is constant.
    public static func constantParts(of predicate: PredicateNode) -> [ConstantFinding] {
        if let whole = fold(predicate) { return [whole] }
        var out: [ConstantFinding] = []
        switch predicate.kind {
        case .and(let items), .or(let items): for item in items { out += constantParts(of: item) }
        case .not(let inner): out += constantParts(of: inner)
        default: break
        }
        return out
    }

    private static func fold(_ p: PredicateNode) -> ConstantFinding? {
        switch p.kind {
        case .truePredicate: return ConstantFinding(range: p.range, value: true, reason: "TRUEPREDICATE is always true")
        case .falsePredicate:
            return ConstantFinding(range: p.range, value: false, reason: "FALSEPREDICATE is always false")
        case .invalid: return nil
        case .not(let inner):
            guard let f = fold(inner) else { return nil }
            return ConstantFinding(
                range: p.range, value: !f.value, reason: "it negates a part that is always \(f.value): \(f.reason)")
        case .comparison(let c):
            return foldComparison(c, p.range)
        case .and(let items):
            return foldJunction(items, p.range, name: "AND", absorbing: false, special: Constraints.contradiction)
        case .or(let items):
            return foldJunction(items, p.range, name: "OR", absorbing: true, special: Constraints.tautology)
        }
    }

    /// AND (absorbing value false) and OR (absorbing value true): one absorbing operand decides;
    /// all constant operands of the other value decide; otherwise `special` looks at the
    /// operands that are not constant (contradictions for AND, tautologies for OR).
    private static func foldJunction(
        _ items: [PredicateNode], _ range: TextRange, name: String, absorbing: Bool,
        special: ([PredicateNode]) -> String?
    ) -> ConstantFinding? {
        let folded = items.map(fold)
        if let f = folded.compactMap({ $0 }).first(where: { $0.value == absorbing }) {
            return ConstantFinding(
                range: range, value: absorbing,
                reason: "one of its \(name) operands is always \(absorbing): \(f.reason)")
        }
        if folded.allSatisfy({ $0 != nil }) {
            return ConstantFinding(
                range: range, value: !absorbing, reason: "all its \(name) operands are always \(!absorbing)")
        }
        if let reason = special(zip(items, folded).filter { $0.1 == nil }.map(\.0)) {
            return ConstantFinding(range: range, value: absorbing, reason: reason)
        }
        return nil
    }

    private static func foldComparison(_ c: ComparisonPredicate, _ range: TextRange) -> ConstantFinding? {
        // Printed only for a finding: most comparisons have none, and printing is most of the cost.
        var text: String { PredicateNode(.comparison(c), range).formatDescription }
        let leftIsConstant = isConstant(c.left), rightIsConstant = isConstant(c.right)
        if leftIsConstant && rightIsConstant {
            let predicate = PredicateNode(.comparison(c), range)
            guard let value = try? PredicateEvaluator().evaluate(predicate) else { return nil }
            return ConstantFinding(range: range, value: value, reason: "'\(text)' compares constants")
        }
        // `X == X` and `X != X` on the same deterministic expression. A constant never prints
        // like an expression that is not one, so `$a == 1` needs no printing.
        guard c.modifier == .direct, c.op == .equal || c.op == .notEqual, leftIsConstant == rightIsConstant,
            isDeterministic(c.left), c.left.formatDescription == c.right.formatDescription
        else { return nil }
        return ConstantFinding(range: range, value: c.op == .equal, reason: "'\(text)' compares a value with itself")
    }

    /// No rows, no SELF, no clock, no randomness.
    static func isConstant(_ e: ExpressionNode) -> Bool {
        switch e.kind {
        case .constant: return true
        case .evaluatedObject, .variable, .keyPath, .subquery, .assignment, .invalid: return false
        case .aggregate(let items): return items.allSatisfy(isConstant)
        case .arithmetic(_, let l, let r): return isConstant(l) && isConstant(r)
        case .negate(let x), .onesComplement(let x): return isConstant(x)
        case .index(let base, let index):
            if case .expression(let i) = index, !isConstant(i) { return false }
            return isConstant(base)
        case .function(let call):
            return isDeterministic(e) && call.syntax != .custom && call.arguments.allSatisfy(isConstant)
        }
    }

    /// Evaluates to the same value every time for the same rows.
    static func isDeterministic(_ e: ExpressionNode) -> Bool {
        switch e.kind {
        case .function(let call):
            let varying: Set<String> = ["now", "random", "random:", "randomn:"]
            return !varying.contains(call.name) && call.syntax != .custom && call.arguments.allSatisfy(isDeterministic)
        case .arithmetic(_, let l, let r): return isDeterministic(l) && isDeterministic(r)
        case .negate(let x), .onesComplement(let x): return isDeterministic(x)
        case .keyPath(let base, _): return base.map(isDeterministic) ?? true
        case .index(let base, let index):
            if case .expression(let i) = index, !isDeterministic(i) { return false }
            return isDeterministic(base)
        case .aggregate(let items): return items.allSatisfy(isDeterministic)
        case .subquery, .assignment, .invalid: return false
        case .constant, .evaluatedObject, .variable: return true
        }
    }
}
