import FormSpecJSON

/// Moves every range of a tree parsed from rewritten text back into the original text, and
/// marks key components that only exist in the rewritten text as synthesized.
struct RangeRemapper {
    let map: OffsetMap

    func remap(_ r: TextRange) -> TextRange { map.originalRange(r) }

    func predicate(_ p: PredicateNode) -> PredicateNode {
        let kind: PredicateKind
        switch p.kind {
        case .truePredicate, .falsePredicate, .invalid:
            kind = p.kind
        case .and(let items): kind = .and(items.map(predicate))
        case .or(let items): kind = .or(items.map(predicate))
        case .not(let inner): kind = .not(predicate(inner))
        case .comparison(var c):
            c.modifierRange = c.modifierRange.map(remap)
            c.left = expression(c.left)
            c.operatorRange = remap(c.operatorRange)
            c.optionsRange = c.optionsRange.map(remap)
            c.right = expression(c.right)
            kind = .comparison(c)
        }
        return PredicateNode(kind, remap(p.range))
    }

    func expression(_ e: ExpressionNode) -> ExpressionNode {
        let kind: ExpressionKind
        switch e.kind {
        case .constant, .evaluatedObject, .variable, .invalid:
            kind = e.kind
        case .keyPath(let base, let components):
            kind = .keyPath(
                base: base.map(expression),
                components: components.map { c in
                    KeyPathComponent(
                        name: c.name, range: remap(c.range), isSynthesized: c.isSynthesized || map.isInserted(c.range))
                })
        case .index(let base, let index):
            let mapped: IndexSelector
            if case .expression(let i) = index { mapped = .expression(expression(i)) } else { mapped = index }
            kind = .index(base: expression(base), index: mapped)
        case .aggregate(let items): kind = .aggregate(items.map(expression))
        case .arithmetic(let op, let l, let r): kind = .arithmetic(op, expression(l), expression(r))
        case .negate(let x): kind = .negate(expression(x))
        case .onesComplement(let x): kind = .onesComplement(expression(x))
        case .function(var call):
            call.nameRange = remap(call.nameRange)
            call.arguments = call.arguments.map(expression)
            kind = .function(call)
        case .subquery(var s):
            s.collection = expression(s.collection)
            s.variableRange = remap(s.variableRange)
            s.predicate = predicate(s.predicate)
            kind = .subquery(s)
        case .assignment(let name, let value):
            kind = .assignment(variable: name, value: expression(value))
        }
        return ExpressionNode(kind, remap(e.range))
    }
}
