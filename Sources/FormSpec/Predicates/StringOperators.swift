import Foundation

/// BEGINSWITH, ENDSWITH, LIKE, MATCHES and the substring search behind CONTAINS/IN.
enum StringOperators {
    enum Anchor { case start, end }

    static func evaluate(
        _ op: ComparisonOperator, _ lhs: RuntimeValue?, _ rhs: RuntimeValue?, _ options: ComparisonOptions,
        regex: RegexEngine
    ) throws(EvaluationError) -> Bool {
        guard let lhs, let rhs, !isNullish(lhs), !isNullish(rhs) else { return false }
        guard case .string(let subject) = lhs, case .string(let pattern) = rhs else {
            switch op {
            case .like:
                throw .typeMismatch(
                    "Can't do a LIKE comparison with something that isn't a string (lhs = \(lhs) rhs = \(rhs))")
            case .matches:
                throw .typeMismatch("Can't do regex matching on object \(lhs.stringValue == nil ? lhs : rhs).")
            default: throw notAString(lhs, rhs)
            }
        }
        switch op {
        case .beginsWith: return find(pattern, in: subject, options, anchor: .start)
        case .endsWith: return find(pattern, in: subject, options, anchor: .end)
        case .like: return LikePattern.matches(subject, pattern: pattern, options: options)
        case .matches: return try matches(subject, pattern, options, regex)
        default: return false
        }
    }

    static func notAString(_ lhs: RuntimeValue?, _ rhs: RuntimeValue?) -> EvaluationError {
        let l = lhs.map { "\($0)" } ?? "nil"
        let r = rhs.map { "\($0)" } ?? "nil"
        return .typeMismatch(
            "Can't do a substring operation with something that isn't a string (lhs = \(l) rhs = \(r))")
    }

    /// `rangeOfString:options:` is not found for an empty needle, so CONTAINS, BEGINSWITH and
    /// ENDSWITH an empty string are false.
    static func find(_ needle: String, in haystack: String, _ options: ComparisonOptions, anchor: Anchor?) -> Bool {
        if needle.isEmpty { return false }
        if let found = ASCIISearch.find(
            needle, in: haystack, caseInsensitive: options.contains(.caseInsensitive), anchor: anchor)
        {
            return found
        }
        return foundationFind(needle, in: haystack, options, anchor: anchor)
    }

    /// `find` through Foundation's `range(of:options:)`, for any strings.
    static func foundationFind(
        _ needle: String, in haystack: String, _ options: ComparisonOptions, anchor: Anchor?
    ) -> Bool {
        if needle.isEmpty { return false }
        var o = options.folding.stringCompareOptions
        switch anchor {
        case .start?: o.insert(.anchored)
        case .end?: o.formUnion([.anchored, .backwards])
        case nil: break
        }
        if o.isEmpty {
            return haystack.range(of: needle) != nil
        }
        return haystack.range(of: needle, options: o) != nil
    }

    private static func matches(
        _ subject: String, _ pattern: String, _ options: ComparisonOptions, _ regex: RegexEngine
    ) throws(EvaluationError) -> Bool {
        var subject = subject
        var pattern = pattern
        if options.contains(.diacriticInsensitive) {
            subject = StringFolding.fold(subject, .diacriticInsensitive)
            pattern = StringFolding.fold(pattern, .diacriticInsensitive)
        }
        do {
            return try regex.wholeMatch(subject, pattern: pattern, caseInsensitive: options.contains(.caseInsensitive))
        } catch {
            throw EvaluationError(error.kind == .invalidPattern ? .invalidRegex : .regexTimeout, error.message)
        }
    }
}

/// LIKE: `*` matches any run of characters, `?` exactly one, a backslash makes the next
/// character literal. Characters are Unicode scalars, as ICU counts them.
enum LikePattern {
    private enum Element: Equatable {
        case literal(Unicode.Scalar)
        case one
        case any
    }

    static func matches(_ subject: String, pattern: String, options: ComparisonOptions) -> Bool {
        let folding = options.folding
        let s = Array(StringFolding.fold(subject, folding).unicodeScalars)
        let p = compile(StringFolding.fold(pattern, folding))
        // Iterative wildcard matching with one backtrack point: O(|s| * |p|) at worst.
        var si = 0
        var pi = 0
        var starP = -1
        var starS = 0
        while si < s.count {
            if pi < p.count, p[pi] == .one || p[pi] == .literal(s[si]) {
                si += 1
                pi += 1
            } else if pi < p.count, p[pi] == .any {
                starP = pi
                starS = si
                pi += 1
            } else if starP >= 0 {
                pi = starP + 1
                starS += 1
                si = starS
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == .any { pi += 1 }
        return pi == p.count
    }

    private static func compile(_ pattern: String) -> [Element] {
        var out: [Element] = []
        var escaped = false
        for scalar in pattern.unicodeScalars {
            if escaped {
                out.append(.literal(scalar))
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "*" {
                if out.last != .any { out.append(.any) }
            } else if scalar == "?" {
                out.append(.one)
            } else {
                out.append(.literal(scalar))
            }
        }
        if escaped { out.append(.literal("\\")) }
        return out
    }
}
