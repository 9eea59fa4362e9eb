import FormSpecJSON

/// `invalid-regex` for validator patterns ICU cannot compile, with the range inside the string;
/// `invalid-value` for lengths and bounds that cannot be met, and app validator classes that are
/// no class name.
enum ValidatorRule: RowRule {
    static let codes: [DiagnosticCode] = [.invalidRegex, .invalidValue]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            for validator in context.validators(of: row) {
                if let regex = validator.regex, let literal = regex.literal,
                    let problem = RegexSyntax.check(regex.value)
                {
                    let range = literal.sourceRange(
                        forValueRange: TextRange(problem.range.lowerBound, problem.range.upperBound))
                    context.report(
                        .invalidRegex,
                        "\(row.displayName): invalid regular expression: \(problem.message); MATCHES raises during validation",
                        at: range.isEmpty ? regex.range : range)
                }
                if let name = validator.className, !ClassName.isValid(name.value) {
                    context.report(
                        .invalidValue,
                        "\(row.displayName): validator class '\(name.value)' is not an Objective-C class name",
                        at: name.range)
                }
                if let length = validator.length, length.value < 0 {
                    context.report(
                        .invalidValue, "\(row.displayName): validator length \(length.value) is negative",
                        at: length.range)
                }
                if let min = validator.min, let max = validator.max, min.value > max.value {
                    context.report(
                        .invalidValue,
                        "\(row.displayName): range validator min \(min.node.number?.text ?? "") is greater than max \(max.node.number?.text ?? ""); no value can pass",
                        at: min.range, related: [RelatedLocation(max.range, "max is here")])
                }
            }
        }
    }
}
