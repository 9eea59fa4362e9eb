extension PredicateNode {
    /// The predicate printed the way `-[NSPredicate predicateFormat]` prints it: keywords in
    /// capitals, double-quoted strings, BOOL literals as 1/0, compound operands parenthesized.
    public var formatDescription: String {
        switch kind {
        case .truePredicate: return "TRUEPREDICATE"
        case .falsePredicate: return "FALSEPREDICATE"
        case .invalid: return "<invalid>"
        case .not(let inner): return "NOT " + inner.operandDescription
        case .and(let items): return items.map(\.operandDescription).joined(separator: " AND ")
        case .or(let items): return items.map(\.operandDescription).joined(separator: " OR ")
        case .comparison(let c):
            let prefix = c.modifier == .direct ? "" : c.modifier.rawValue + " "
            let options = c.options.isEmpty ? "" : "[\(c.options.letters)]"
            return "\(prefix)\(c.left.formatDescription) \(c.op.rawValue)\(options) \(c.right.formatDescription)"
        }
    }

    private var operandDescription: String {
        switch kind {
        case .and, .or: return "(" + formatDescription + ")"
        default: return formatDescription
        }
    }
}

extension ExpressionNode {
    /// The expression printed the way `-[NSExpression description]` prints it.
    public var formatDescription: String {
        switch kind {
        case .constant(let c):
            switch c {
            case .string(let s):
                return "\""
                    + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            case .integer(let i): return String(i)
            case .double(let d): return NumberFormatting.description(d)
            case .bool(let b): return b ? "1" : "0"
            case .null: return "nil"
            }
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$" + name
        case .keyPath(let base, let components):
            // A reserved word as a key needs its `#` back to parse again.
            let keys = components.map { Keyword.lookup($0.name) == nil ? $0.name : "#" + $0.name }.joined(
                separator: ".")
            guard let base, base.kind != .evaluatedObject else { return keys }
            return base.formatDescription + "." + keys
        case .index(let base, let index):
            let inner: String
            switch index {
            case .expression(let e): inner = e.formatDescription
            case .first: inner = "FIRST"
            case .last: inner = "LAST"
            case .size: inner = "SIZE"
            }
            return base.formatDescription + "[" + inner + "]"
        case .aggregate(let items):
            return "{" + items.map(\.formatDescription).joined(separator: ", ") + "}"
        case .arithmetic(let op, let l, let r):
            return l.operandDescription + " " + op.rawValue + " " + r.operandDescription
        case .negate(let x): return "-" + x.operandDescription
        case .onesComplement(let x): return "~" + x.operandDescription
        case .function(let call):
            let args = call.arguments.map(\.formatDescription).joined(separator: ", ")
            switch call.syntax {
            case .call: return call.name + "(" + args + ")"
            case .cast: return "CAST(" + args + ")"
            case .custom: return "FUNCTION(" + args + ")"
            }
        case .subquery(let s):
            return "SUBQUERY(\(s.collection.formatDescription), $\(s.variable), \(s.predicate.formatDescription))"
        case .assignment(let name, let value):
            return "$\(name) := \(value.formatDescription)"
        case .invalid:
            return "<invalid>"
        }
    }

    private var operandDescription: String {
        if case .arithmetic = kind { return "(" + formatDescription + ")" }
        return formatDescription
    }

    /// True for what Foundation represents as an `NSFunctionExpression`: key paths on
    /// something other than SELF, arithmetic, indexing and function calls. XLForm's dependency
    /// extraction looks only at these.
    public var isFunctionExpression: Bool {
        switch kind {
        case .keyPath(let base, _):
            guard let base else { return false }
            return base.kind != .evaluatedObject
        case .index, .arithmetic, .negate, .onesComplement, .function:
            return true
        default:
            return false
        }
    }
}
