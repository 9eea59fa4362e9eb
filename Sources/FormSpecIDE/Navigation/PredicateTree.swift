import FormSpec
import FormSpecJSON

/// A node of a parsed predicate: a predicate (comparison, AND, NOT, ...) or an expression.
enum PredicateTreeNode {
    case predicate(PredicateNode)
    case expression(ExpressionNode)

    var range: TextRange {
        switch self {
        case .predicate(let p): return p.range
        case .expression(let e): return e.range
        }
    }
}

/// Pre-order walks over a predicate tree, for the features that need every node rather than
/// the references or comparisons the engine summarises.
enum PredicateTree {
    static func walk(_ root: PredicateNode, _ visit: (PredicateTreeNode) -> Void) {
        walk(predicate: root, visit)
    }

    private static func walk(predicate p: PredicateNode, _ visit: (PredicateTreeNode) -> Void) {
        visit(.predicate(p))
        switch p.kind {
        case .truePredicate, .falsePredicate, .invalid: return
        case .and(let items), .or(let items): for item in items { walk(predicate: item, visit) }
        case .not(let inner): walk(predicate: inner, visit)
        case .comparison(let c):
            walk(expression: c.left, visit)
            walk(expression: c.right, visit)
        }
    }

    private static func walk(expression e: ExpressionNode, _ visit: (PredicateTreeNode) -> Void) {
        visit(.expression(e))
        switch e.kind {
        case .constant, .evaluatedObject, .variable, .invalid: return
        case .keyPath(let base, _): if let base { walk(expression: base, visit) }
        case .index(let base, let index):
            walk(expression: base, visit)
            if case .expression(let i) = index { walk(expression: i, visit) }
        case .aggregate(let items): for item in items { walk(expression: item, visit) }
        case .arithmetic(_, let l, let r):
            walk(expression: l, visit)
            walk(expression: r, visit)
        case .negate(let x), .onesComplement(let x): walk(expression: x, visit)
        case .function(let call): for a in call.arguments { walk(expression: a, visit) }
        case .subquery(let s):
            walk(expression: s.collection, visit)
            walk(predicate: s.predicate, visit)
        case .assignment(_, let value): walk(expression: value, visit)
        }
    }
}
