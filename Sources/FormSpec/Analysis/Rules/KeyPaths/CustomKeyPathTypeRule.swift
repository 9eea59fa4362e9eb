import FormSpecJSON

/// `invalid-value` for `customRowTypes.*.keyPaths`: a type that is not a key path type, an enum
/// the catalog does not have, or a key path with an empty segment.
enum CustomKeyPathTypeRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.invalidValue]

    static func check(_ context: AnalysisContext) {
        let catalog = context.catalog
        for type in context.form?.customRowTypes ?? [] {
            let owner = "custom row type '\(type.name.value)'"
            for (keyPath, declared) in type.keyPaths {
                if keyPath.value.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                    context.report(
                        .invalidValue, "\(owner): key path '\(keyPath.value)' has an empty segment", at: keyPath.range)
                }
                guard let parsed = KeyPathType(declared.value) else {
                    let suggestions = DidYouMean.rank(declared.value, among: KeyPathType.scalarTypeNames)
                    context.report(
                        .invalidValue,
                        "\(owner): '\(declared.value)' is not a key path type (\(KeyPathType.scalarTypeNames.joined(separator: ", ")), a class name, enum:Name or flags:Name).\(DidYouMean.phrase(suggestions))",
                        at: declared.range, data: ["suggestions": .array(suggestions.map(JSONValue.string))])
                    continue
                }
                if let enumName = parsed.enumName, catalog.enums[enumName] == nil {
                    let suggestions = DidYouMean.rank(enumName, among: catalog.enums.keys.sorted())
                    context.report(
                        .invalidValue,
                        "\(owner): the catalog has no enum '\(enumName)'.\(DidYouMean.phrase(suggestions))",
                        at: declared.range, data: ["suggestions": .array(suggestions.map { .string("enum:\($0)") })])
                }
            }
        }
    }
}
