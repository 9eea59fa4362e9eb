extension PredicateNode {
    /// Calls `body` for every expression in the predicate, parents before their children,
    /// including those inside SUBQUERY predicates.
    public func forEachExpression(_ body: (ExpressionNode) -> Void) {
        switch kind {
        case .truePredicate, .falsePredicate, .invalid: return
        case .and(let items), .or(let items): for item in items { item.forEachExpression(body) }
        case .not(let inner): inner.forEachExpression(body)
        case .comparison(let c):
            c.left.forEach(body)
            c.right.forEach(body)
        }
    }
}

extension ExpressionNode {
    /// Calls `body` for this expression and every expression below it, parents first.
    public func forEach(_ body: (ExpressionNode) -> Void) {
        body(self)
        switch kind {
        case .constant, .evaluatedObject, .variable, .invalid: return
        case .keyPath(let base, _): base?.forEach(body)
        case .index(let base, let index):
            base.forEach(body)
            if case .expression(let i) = index { i.forEach(body) }
        case .aggregate(let items): for item in items { item.forEach(body) }
        case .arithmetic(_, let l, let r):
            l.forEach(body)
            r.forEach(body)
        case .negate(let x), .onesComplement(let x): x.forEach(body)
        case .function(let call): for argument in call.arguments { argument.forEach(body) }
        case .subquery(let s):
            s.collection.forEach(body)
            s.predicate.forEachExpression(body)
        case .assignment(_, let value): value.forEach(body)
        }
    }
}
