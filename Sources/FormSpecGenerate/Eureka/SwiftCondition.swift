/// A Swift Bool expression as the compiler builds it, printed with no more parentheses than
/// a reader needs: `&&` inside `||` (and the reverse) is parenthesised, and `!` reaches only
/// comparisons (a negated `==` is written `!=`).
indirect enum SwiftCondition: Equatable {
    case constant(Bool)
    /// `lhs == rhs` or `lhs != rhs`.
    case equality(String, equal: Bool, String)
    /// Any other Bool expression; parenthesised under `!`.
    case atom(String)
    case not(SwiftCondition)
    case and([SwiftCondition])
    case or([SwiftCondition])

    /// The negation, pushed down to the comparisons (De Morgan): `!(a == 1 || b)` is written
    /// `a != 1 && !b`.
    var negated: SwiftCondition {
        switch self {
        case .constant(let b): return .constant(!b)
        case .equality(let lhs, let equal, let rhs): return .equality(lhs, equal: !equal, rhs)
        case .not(let inner): return inner
        case .atom: return .not(self)
        case .and(let parts): return .any(parts.map(\.negated))
        case .or(let parts): return .all(parts.map(\.negated))
        }
    }

    /// `&&` of the parts, folding constants (the parts have no side effects).
    static func all(_ parts: [SwiftCondition]) -> SwiftCondition {
        if parts.contains(.constant(false)) { return .constant(false) }
        let kept = parts.flatMap { part -> [SwiftCondition] in
            if case .and(let inner) = part { return inner }
            return part == .constant(true) ? [] : [part]
        }
        return kept.isEmpty ? .constant(true) : kept.count == 1 ? kept[0] : .and(kept)
    }

    /// `||` of the parts, folding constants.
    static func any(_ parts: [SwiftCondition]) -> SwiftCondition {
        if parts.contains(.constant(true)) { return .constant(true) }
        let kept = parts.flatMap { part -> [SwiftCondition] in
            if case .or(let inner) = part { return inner }
            return part == .constant(false) ? [] : [part]
        }
        return kept.isEmpty ? .constant(false) : kept.count == 1 ? kept[0] : .or(kept)
    }

    var code: String {
        switch self {
        case .constant(let b): return b ? "true" : "false"
        case .equality(let lhs, let equal, let rhs): return "\(lhs) \(equal ? "==" : "!=") \(rhs)"
        case .atom(let text): return text
        case .not(let inner): return "!(\(inner.code))"
        case .and(let parts): return parts.map { $0.operandCode(of: "&&") }.joined(separator: " && ")
        case .or(let parts): return parts.map { $0.operandCode(of: "||") }.joined(separator: " || ")
        }
    }

    /// The code as an operand of `&&` or `||`.
    private func operandCode(of op: String) -> String {
        switch self {
        case .and where op == "||", .or where op == "&&": return "(\(code))"
        default: return code
        }
    }

    /// The code as the condition of a `? :`.
    var groupedCode: String {
        switch self {
        case .and, .or, .equality: return "(\(code))"
        default: return code
        }
    }
}
