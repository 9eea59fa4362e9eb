import FormSpecJSON

/// A `$tag` in a predicate: which row it names and what it reads from it.
public struct PredicateReference: Sendable, Hashable {
    /// Where the reference sits, which decides whether XLForm notices changes to it.
    public enum Context: String, Sendable, Hashable {
        /// Directly a side of a comparison: `$a.value == 1`.
        case comparisonOperand
        /// Inside arithmetic: `$a.value + 1 > 2`.
        case arithmetic
        /// An argument of a function, CAST or FUNCTION.
        case functionArgument
        /// An element of `{...}`.
        case aggregate
        /// Inside `[ ]`, or the indexed value.
        case index
        /// Inside a SUBQUERY.
        case subquery
    }

    /// The variable name (row tag).
    public var tag: String
    /// `$tag`
    public var variableRange: TextRange
    /// The first key after the variable: `value`, `isHidden`, `isDisabled`, or another key.
    public var attribute: String?
    public var attributeRange: TextRange?
    /// True when the attribute is the `.value` XLForm inserted.
    public var attributeIsSynthesized: Bool
    /// Keys after the attribute (`formValue` in `$a.value.formValue`).
    public var keyPath: [String]
    /// The whole reference, `$tag.attribute.keys`.
    public var range: TextRange
    public var context: Context
    /// Whether XLForm's dependency extraction registers this tag, so that a change of the row
    /// re-evaluates the predicate. False means the predicate goes stale (`untracked-dependency`).
    public var isObservedByXLForm: Bool
}

public enum PredicateReferences {
    /// Every `$tag` reference, in source order. Variables bound by SUBQUERY or `:=` are not
    /// row references and are left out.
    public static func collect(in predicate: PredicateNode) -> [PredicateReference] {
        collect(in: predicate, observed: XLFormDependencies.extractedTags(from: predicate))
    }

    /// `observed`: the tags XLForm's dependency extraction finds in `predicate`.
    static func collect(in predicate: PredicateNode, observed: [String]) -> [PredicateReference] {
        var refs: [PredicateReference] = []
        var bound: [String] = []
        visit(predicate, &refs, &bound)
        // Most predicates read a tag or two: a set pays only for many.
        let observedSet = observed.count > 8 ? Set(observed) : nil
        for i in refs.indices {
            refs[i].isObservedByXLForm = observedSet?.contains(refs[i].tag) ?? observed.contains(refs[i].tag)
        }
        // Nearly always in order already (the sort is stable: equal starts keep their order).
        if zip(refs, refs.dropFirst()).contains(where: { $0.range.start > $1.range.start }) {
            refs.sort { $0.range.start < $1.range.start }
        }
        return refs
    }

    private static func visit(_ p: PredicateNode, _ refs: inout [PredicateReference], _ bound: inout [String]) {
        switch p.kind {
        case .truePredicate, .falsePredicate, .invalid: return
        case .and(let items), .or(let items): for item in items { visit(item, &refs, &bound) }
        case .not(let inner): visit(inner, &refs, &bound)
        case .comparison(let c):
            visit(c.left, .comparisonOperand, &refs, &bound)
            visit(c.right, .comparisonOperand, &refs, &bound)
        }
    }

    private static func visit(
        _ e: ExpressionNode, _ context: PredicateReference.Context, _ refs: inout [PredicateReference],
        _ bound: inout [String]
    ) {
        switch e.kind {
        case .constant, .evaluatedObject, .invalid:
            return
        case .variable(let name):
            if !bound.contains(name) { refs.append(reference(name, e.range, components: [], context)) }
        case .keyPath(let base, let components):
            if let base, case .variable(let name) = base.kind {
                if !bound.contains(name) {
                    refs.append(reference(name, base.range, components: components, context, whole: e.range))
                }
            } else if let base {
                visit(base, context, &refs, &bound)
            }
        case .index(let base, let index):
            visit(base, .index, &refs, &bound)
            if case .expression(let i) = index { visit(i, .index, &refs, &bound) }
        case .aggregate(let items):
            for item in items { visit(item, .aggregate, &refs, &bound) }
        case .arithmetic(_, let l, let r):
            visit(l, .arithmetic, &refs, &bound)
            visit(r, .arithmetic, &refs, &bound)
        case .negate(let x), .onesComplement(let x):
            visit(x, .arithmetic, &refs, &bound)
        case .function(let call):
            for a in call.arguments { visit(a, .functionArgument, &refs, &bound) }
        case .subquery(let s):
            visit(s.collection, .subquery, &refs, &bound)
            bound.append(s.variable)
            var inner: [PredicateReference] = []
            visit(s.predicate, &inner, &bound)
            bound.removeLast()
            refs.append(
                contentsOf: inner.map {
                    var r = $0
                    r.context = .subquery
                    return r
                })
        case .assignment(let name, let value):
            visit(value, context, &refs, &bound)
            bound.append(name)
        }
    }

    private static func reference(
        _ name: String, _ variableRange: TextRange, components: [KeyPathComponent],
        _ context: PredicateReference.Context, whole: TextRange? = nil
    ) -> PredicateReference {
        let first = components.first
        return PredicateReference(
            tag: name, variableRange: variableRange, attribute: first?.name, attributeRange: first?.range,
            attributeIsSynthesized: first?.isSynthesized ?? false, keyPath: components.dropFirst().map(\.name),
            range: whole ?? variableRange, context: context, isObservedByXLForm: false)
    }
}

/// XLForm's dependency extraction (`-[NSPredicate getPredicateVars]`): walk compound
/// predicates; for each side of each comparison that is a function expression, take its
/// description and keep the text between the leading character and the first `.` (or all of
/// it after the first character when there is no dot). That is the tag for `$a.value`, only
/// the first tag of `$a.value + $b.value`, and garbage for `lowercase($a.value)`.
public enum XLFormDependencies {
    public static func extractedTags(from predicate: PredicateNode) -> [String] {
        var tags: [String] = []
        collect(predicate, &tags)
        return tags
    }

    private static func collect(_ p: PredicateNode, _ tags: inout [String]) {
        switch p.kind {
        case .and(let items), .or(let items): for item in items { collect(item, &tags) }
        case .not(let inner): collect(inner, &tags)
        case .comparison(let c):
            if c.left.isFunctionExpression { tags.append(tag(of: c.left)) }
            if c.right.isFunctionExpression { tags.append(tag(of: c.right)) }
        default: return
        }
    }

    /// `tag(fromDescription: side.formatDescription)`, without printing the side when it is
    /// `$name.key…`: its description is `$name.` and more, and a name holds no dot.
    private static func tag(of side: ExpressionNode) -> String {
        if case .keyPath(let base?, let components) = side.kind, !components.isEmpty,
            case .variable(let name) = base.kind, !name.isEmpty
        {
            return name
        }
        return tag(fromDescription: side.formatDescription)
    }

    static func tag(fromDescription description: String) -> String {
        let units = Array(description.utf16)
        guard units.count > 1 else { return "" }
        if let dot = units.firstIndex(of: UInt16(UInt8(ascii: "."))), dot >= 1 {
            return String(decoding: units[1..<dot], as: UTF16.self)
        }
        return String(decoding: units[1...], as: UTF16.self)
    }
}
