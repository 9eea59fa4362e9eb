import FormSpecJSON

/// What an expression evaluates to, as far as the text alone tells.
public enum StaticType: Sendable, Hashable {
    case string
    /// NSNumber or NSDecimalNumber.
    case number
    /// An NSNumber BOOL (TRUE/YES/FALSE/NO, `$tag.isHidden`).
    case bool
    case date
    case collection
    case null
    /// `$tag.value`: whatever the row named `tag` holds (depends on its row type).
    case rowValue(tag: String)
    case unknown
}

/// The kind of literal written on one side of a comparison.
public enum LiteralKind: String, Sendable, Hashable {
    case string, integer, double, bool, null, aggregate
}

/// `$tag.value`, `$tag.isHidden` or `$tag.isDisabled` standing alone.
public struct RowAttributeReference: Sendable, Hashable {
    public var tag: String
    public var attribute: String
}

/// One side of a comparison, summarised for type checks.
public struct OperandShape: Sendable, Hashable {
    public var expression: ExpressionNode
    /// Set when the operand is a literal (a negative number counts as one).
    public var literal: LiteralKind?
    public var staticType: StaticType

    /// Set when the operand is exactly `$tag.value`, `$tag.isHidden` or `$tag.isDisabled`.
    public var rowReference: RowAttributeReference? {
        guard case .keyPath(let base?, let components) = expression.kind, components.count == 1,
            case .variable(let tag) = base.kind, XLFormRewrite.keptAttributes.contains(components[0].name)
        else { return nil }
        return RowAttributeReference(tag: tag, attribute: components[0].name)
    }
}

/// A comparison reduced to what a checker needs: "`$age > 18` compares a text row's string with
/// a number" is `left.rowReference.tag == "age"`, `op == .greater`, `right.literal == .integer`.
public struct ComparisonShape: Sendable, Hashable {
    public var range: TextRange
    public var op: ComparisonOperator
    public var operatorRange: TextRange
    public var options: ComparisonOptions
    public var modifier: ComparisonModifier
    public var left: OperandShape
    public var right: OperandShape
}

public enum PredicateShapes {
    /// Every comparison reachable through AND/OR/NOT (not those inside a SUBQUERY, whose
    /// operands refer to its element variable).
    public static func comparisons(in predicate: PredicateNode) -> [ComparisonShape] {
        var out: [ComparisonShape] = []
        collect(predicate, &out)
        return out
    }

    private static func collect(_ p: PredicateNode, _ out: inout [ComparisonShape]) {
        switch p.kind {
        case .and(let items), .or(let items): for item in items { collect(item, &out) }
        case .not(let inner): collect(inner, &out)
        case .comparison(let c):
            out.append(
                ComparisonShape(
                    range: p.range, op: c.op, operatorRange: c.operatorRange, options: c.options, modifier: c.modifier,
                    left: shape(c.left), right: shape(c.right)))
        default: return
        }
    }

    public static func shape(_ e: ExpressionNode) -> OperandShape {
        OperandShape(expression: e, literal: literalKind(e), staticType: staticType(of: e))
    }

    public static func literalKind(_ e: ExpressionNode) -> LiteralKind? {
        switch e.kind {
        case .constant(.string): return .string
        case .constant(.integer): return .integer
        case .constant(.double): return .double
        case .constant(.bool): return .bool
        case .constant(.null): return .null
        case .aggregate: return .aggregate
        default: return nil
        }
    }

    /// Best-effort type of an expression from its syntax.
    public static func staticType(of e: ExpressionNode) -> StaticType {
        switch e.kind {
        case .constant(.string): return .string
        case .constant(.integer), .constant(.double): return .number
        case .constant(.bool): return .bool
        case .constant(.null): return .null
        case .aggregate, .subquery: return .collection
        case .arithmetic, .negate, .onesComplement: return .number
        case .keyPath(let base, let components):
            let last = components.last?.name ?? ""
            if ["@count", "@sum", "@avg", "length"].contains(last) { return .number }
            if let base, case .variable(let tag) = base.kind, components.count == 1 {
                switch components[0].name {
                case "value": return .rowValue(tag: tag)
                case "isHidden", "isDisabled": return .bool
                default: return .unknown
                }
            }
            return .unknown
        case .index(_, .size): return .number
        case .function(let call):
            switch BuiltinFunction(rawValue: call.name) {
            case .uppercase?, .lowercase?: return .string
            case .now?: return .date
            case .castObject?:
                guard call.arguments.count == 2, case .constant(.string(let type)) = call.arguments[1].kind else {
                    return .unknown
                }
                switch type {
                case "NSDate": return .date
                case "NSNumber", "NSDecimalNumber": return .number
                case "NSString": return .string
                default: return .unknown
                }
            case .noindex?: return call.arguments.first.map(staticType(of:)) ?? .unknown
            case .mode?: return .collection
            case .randomElement?, .distanceToLocation?, nil: return .unknown
            default: return .number
            }
        case .assignment(_, let value): return staticType(of: value)
        default: return .unknown
        }
    }
}
