import FormSpecJSON

/// `default` against what the field holds (FXFormPreprocessFieldDictionary wraps a single
/// value for collection classes; -[FXFormField value] stores the default whenever the form
/// reads nil, after dropping a value that is not among the options).
enum FXDefaultRule: FXRule {
    static let codes: [DiagnosticCode] = [.defaultValue]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            guard let d = field.value("default") else { continue }
            if case .invalid = d.kind { continue }
            let facts = a.facts(field)
            if let problem = problem(d, field, facts, a) {
                a.report(
                    .defaultValue, "\(field.displayName): 'default' \(problem.message)", at: d.range,
                    severity: problem.crashes ? .error : nil, data: FXAnalysis.data(problem.suggestions))
            }
        }
    }

    struct Problem {
        let message: String
        var suggestions: [String] = []
        var crashes = false
    }

    static func problem(_ d: JSONNode, _ field: Field, _ facts: FieldFacts, _ a: FXAnalysis) -> Problem? {
        let valueClass = facts.valueClass
        func isA(_ base: String) -> Bool { valueClass.map { a.classes.isSubclass($0, of: base) == true } ?? false }
        if isA("NSDate") || isA("UIImage") {
            let what = isA("NSDate") ? "NSDate" : "UIImage"
            return Problem(
                message:
                    "is \(FXKeyPathValueCheck.className(d)), but the field holds an \(what), which JSON cannot express: the \(facts.cell) uses the default as one and raises",
                crashes: true)
        }
        if let options = field.options {
            return optionsProblem(d, options, facts)
        }
        if facts.isCollection {
            return nil
        }
        if d.elements != nil {
            return Problem(message: "is an array, but \(valueClass ?? "the field's class") is not a collection class")
        }
        switch facts.type {
        case "boolean", "option":
            return d.boolValue != nil || d.number != nil
                ? nil : Problem(message: "takes true or false, found \(d.typeName)")
        case "number", "integer", "unsigned", "float", "bitfield":
            if let n = d.number {
                if facts.type == "unsigned", n.double < 0 {
                    return Problem(message: "is negative in an unsigned field")
                }
                if facts.type == "bitfield" || facts.type == "integer" || facts.type == "unsigned", n.integer == nil {
                    return Problem(message: "takes an integer, found \(n.text)")
                }
                return nil
            }
            if let s = d.stringValue, Double(s) != nil {
                return nil  // -setValue: converts numeric text
            }
            return Problem(
                message:
                    "takes a number, found \(d.typeName)\(d.string != nil ? ": FXForms converts it with doubleValue/longLongValue to 0" : "")"
            )
        default:
            return nil
        }
    }

    private static func optionsProblem(_ d: JSONNode, _ options: JSONElements, _ facts: FieldFacts) -> Problem? {
        if facts.isBitfield {
            return d.number?.integer != nil
                ? nil : Problem(message: "takes an integer (an OR of option bits), found \(d.typeName)")
        }
        if facts.storesIndex {
            if let n = d.number?.integer, n >= 0, n < options.count { return nil }
            if let i = options.firstIndex(where: { SpecValueEquality.isEqual($0, d) }) {
                return Problem(
                    message: "is an option, but this field stores the option's index: write \(i)",
                    suggestions: [String(i)])
            }
            return Problem(
                message: "takes the index of an option (0…\(options.count - 1)), found \(FieldValues.shown(d))")
        }
        if facts.isCollection {
            if facts.collectionKind == "indexSet" || facts.collectionKind == "dictionary" { return nil }
            let values = d.elements ?? [d]
            for value in values where !options.contains(where: { SpecValueEquality.isEqual($0, value) }) {
                return Problem(message: "holds '\(FieldValues.shown(value))', which is not among the options")
            }
            return nil
        }
        if options.contains(where: { SpecValueEquality.isEqual($0, d) }) { return nil }
        let suggestions =
            d.stringValue.map { s in
                DidYouMean.rank(s, among: options.compactMap(\.stringValue))
            } ?? []
        return Problem(
            message:
                "'\(FieldValues.shown(d))' is not among the options: FXForms drops such a value on every read and stores the default again, so no option shows as selected.\(DidYouMean.phrase(suggestions))",
            suggestions: suggestions)
    }
}
