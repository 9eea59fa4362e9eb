/// Finds AND operands that cannot hold together and OR operands that cover every value, for
/// comparisons of one expression with constants.
enum Constraints {
    /// `E op c` with E deterministic and c a constant value.
    struct Constraint {
        var subject: String
        var op: ComparisonOperator
        var value: RuntimeValue?
        /// The comparison, printed only for a finding.
        var comparison: PredicateNode
        var text: String { comparison.formatDescription }
    }

    /// Whether `constraint` may find one in `p` (with operator `op`, when given), without
    /// evaluating or printing anything.
    private static func isCandidate(_ p: PredicateNode, op: ComparisonOperator? = nil) -> Bool {
        guard case .comparison(let c) = p.kind, c.modifier == .direct, c.options.folding.isEmpty else { return false }
        return op.map { $0 == c.op } ?? true
    }

    static func constraint(_ p: PredicateNode) -> Constraint? {
        guard isCandidate(p), case .comparison(let c) = p.kind else { return nil }
        let evaluator = PredicateEvaluator()
        func constantValue(_ e: ExpressionNode) -> RuntimeValue?? {
            guard ConstantFolding.isConstant(e) else { return nil }
            do {
                return .some(try evaluator.value(of: e, variables: VariableBindings()))
            } catch {
                return nil
            }
        }
        if let v = constantValue(c.right), ConstantFolding.isDeterministic(c.left), !ConstantFolding.isConstant(c.left)
        {
            return Constraint(subject: c.left.formatDescription, op: c.op, value: v, comparison: p)
        }
        if let v = constantValue(c.left), ConstantFolding.isDeterministic(c.right),
            !ConstantFolding.isConstant(c.right),
            let flipped = flip(c.op)
        {
            return Constraint(subject: c.right.formatDescription, op: flipped, value: v, comparison: p)
        }
        return nil
    }

    private static func flip(_ op: ComparisonOperator) -> ComparisonOperator? {
        switch op {
        case .equal, .notEqual: return op
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return nil
        }
    }

    static func contradiction(in items: [PredicateNode]) -> String? {
        // Two comparisons at least, or there is nothing to contradict.
        guard items.count(where: { isCandidate($0) }) >= 2 else { return nil }
        let constraints = items.compactMap(constraint)
        let bySubject = Dictionary(grouping: constraints, by: \.subject)
        for (_, group) in bySubject.sorted(by: { $0.key < $1.key }) {
            // All equalities must agree with the first; then no `!=` may exclude its value.
            if let first = group.first(where: { $0.op == .equal }) {
                for c in group where c.op == .equal && !ComparisonEvaluation.equal(first.value, c.value, []) {
                    return "'\(first.text)' and '\(c.text)' cannot both hold"
                }
                for c in group where c.op == .notEqual && ComparisonEvaluation.equal(first.value, c.value, []) {
                    return "'\(first.text)' and '\(c.text)' cannot both hold"
                }
            }
            if let reason = emptyRange(group) { return reason }
        }
        return nil
    }

    /// Numeric bounds (and equalities) on one subject that no number satisfies.
    private static func emptyRange(_ group: [Constraint]) -> String? {
        var low: (value: Double, strict: Bool, text: String)?
        var high: (value: Double, strict: Bool, text: String)?
        var points: [(Double, String)] = []
        for c in group {
            guard let v = c.value, let n = Numeric(v), !n.isNaN else { continue }
            let x = n.doubleValue
            switch c.op {
            case .greater, .greaterOrEqual:
                let strict = c.op == .greater
                if low == nil || x > low!.value || (x == low!.value && strict) { low = (x, strict, c.text) }
            case .less, .lessOrEqual:
                let strict = c.op == .less
                if high == nil || x < high!.value || (x == high!.value && strict) { high = (x, strict, c.text) }
            case .equal:
                points.append((x, c.text))
            default:
                break
            }
        }
        if let l = low, let h = high, l.value > h.value || (l.value == h.value && (l.strict || h.strict)) {
            return "'\(l.text)' and '\(h.text)' cannot both hold"
        }
        if let l = low, let h = high, l.value == h.value {
            // The bounds pin the value; a `!=` of that value excludes it.
            for c in group where c.op == .notEqual {
                if let v = c.value, let n = Numeric(v), n.doubleValue == l.value {
                    return "'\(l.text)', '\(h.text)' and '\(c.text)' cannot all hold"
                }
            }
        }
        for (x, text) in points {
            if let l = low, x < l.value || (x == l.value && l.strict) {
                return "'\(text)' and '\(l.text)' cannot both hold"
            }
            if let h = high, x > h.value || (x == h.value && h.strict) {
                return "'\(text)' and '\(h.text)' cannot both hold"
            }
        }
        return nil
    }

    static func tautology(in items: [PredicateNode]) -> String? {
        // nil and NSNull are one value for `==`; fold them before hashing.
        func key(_ v: RuntimeValue?) -> RuntimeValue? { isNullish(v) ? nil : v }
        // Needs an `==` and a `!=`.
        guard items.contains(where: { isCandidate($0, op: .equal) }),
            items.contains(where: { isCandidate($0, op: .notEqual) })
        else { return nil }
        var equalities: [String: [RuntimeValue?: Constraint]] = [:]
        let constraints = items.compactMap(constraint)
        for c in constraints where c.op == .equal { equalities[c.subject, default: [:]][key(c.value)] = c }
        for b in constraints where b.op == .notEqual {
            if let a = equalities[b.subject]?[key(b.value)] {
                return "'\(a.text)' or '\(b.text)' holds for every value"
            }
        }
        return nil
    }
}
