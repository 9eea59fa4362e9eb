/// The built-in NSExpression functions (`+[NSExpression expressionForFunction:arguments:]`),
/// named by their selector. In a format string a function with at most one argument may be
/// written without colons (`lowercase(x)`, `now()`); longer selectors are written out
/// (`modulus:by:(10, 3)`).
public enum BuiltinFunction: String, CaseIterable, Sendable {
    case average = "average:", sum = "sum:", count = "count:", min = "min:", max = "max:"
    case median = "median:", mode = "mode:", stddev = "stddev:"
    case add = "add:to:", subtract = "from:subtract:", multiply = "multiply:by:", divide = "divide:by:"
    case modulus = "modulus:by:", raise = "raise:toPower:"
    case sqrt = "sqrt:", log = "log:", ln = "ln:", exp = "exp:"
    case ceiling = "ceiling:", floor = "floor:", abs = "abs:", trunc = "trunc:"
    case random = "random", randomElement = "random:", randomn = "randomn:", now = "now"
    case uppercase = "uppercase:", lowercase = "lowercase:"
    case bitwiseAnd = "bitwiseAnd:with:", bitwiseOr = "bitwiseOr:with:", bitwiseXor = "bitwiseXor:with:"
    case leftshift = "leftshift:by:", rightshift = "rightshift:by:", onesComplement = "onesComplement:"
    case noindex = "noindex:"
    case distanceToLocation = "distanceToLocation:fromLocation:"
    case castObject = "castObject:toType:"

    /// Number of arguments: one per colon of the selector.
    public var arity: Int { rawValue.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    func arityMessage(_ argumentCount: Int) -> String {
        let plural = arity == 1 ? "argument" : "arguments"
        return "'\(shortName ?? rawValue)' takes \(arity) \(plural), not \(argumentCount)"
    }

    /// The short spelling usable in a format string (`lowercase`), when there is one.
    public var shortName: String? { arity <= 1 ? String(rawValue.prefix { $0 != ":" }) : nil }

    struct ResolutionError: Error {
        var message: String
    }

    /// Resolves a function name as written. An unknown name fails; a known name with the wrong
    /// number of arguments resolves, with `arityMessage` set (Foundation only checks the count
    /// when it evaluates).
    static func resolve(
        _ written: String, argumentCount: Int
    ) -> Result<(BuiltinFunction, arityMessage: String?), ResolutionError> {
        let candidates: [BuiltinFunction]
        if written.contains(":") {
            candidates = allCases.filter { $0.rawValue == written }
        } else {
            candidates = allCases.filter { $0.shortName == written }
        }
        if candidates.isEmpty {
            if let fix = allCases.first(where: {
                $0.shortName?.lowercased() == written.lowercased() || $0.rawValue.lowercased() == written.lowercased()
            }) {
                return .failure(
                    ResolutionError(
                        message:
                            "unknown function '\(written)'; function names are case-sensitive: did you mean '\(fix.shortName ?? fix.rawValue)'?"
                    ))
            }
            if let long = allCases.first(where: { $0.rawValue.hasPrefix(written + ":") && $0.arity > 1 }) {
                return .failure(
                    ResolutionError(
                        message:
                            "'\(written)' takes \(long.arity) arguments and must be written as '\(long.rawValue)(...)'")
                )
            }
            return .failure(ResolutionError(message: "unknown function '\(written)'"))
        }
        if let match = candidates.first(where: { $0.arity == argumentCount }) { return .success((match, nil)) }
        let f = candidates[0]
        return .success((f, f.arityMessage(argumentCount)))
    }
}
