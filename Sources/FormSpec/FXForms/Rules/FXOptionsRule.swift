import FormSpecJSON

/// `options` against the value class (-[FXFormField isIndexedType], -setValue:, -value): a
/// numeric class with non-numeric options stores the selected index (said, as information); an
/// option FXForms would store as something no option equals never shows as selected.
enum FXOptionsRule: FXRule {
    static let codes: [DiagnosticCode] = [.optionIndex, .optionClass]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            guard let options = field.options, let optionsNode = field.value("options") else { continue }
            let facts = a.facts(field)
            if facts.storesIndex {
                a.report(
                    .optionIndex,
                    "\(field.displayName): its class \(facts.valueClass ?? "") is numeric and the options are not numbers, so FXForms stores the index of the selected option (0 for '\(FieldValues.shown(options[0]))'), not the option itself",
                    at: optionsNode.range, data: ["class": .string(facts.valueClass ?? "")])
                continue
            }
            guard !facts.isBitfield, !facts.isCollection, let valueClass = facts.valueClass else { continue }
            // -setValue: stores a number's description in an NSString field.
            guard a.classes.isSubclass(valueClass, of: "NSString") == true else { continue }
            for (i, option) in options.enumerated() where option.number != nil || option.boolValue != nil {
                let stored = "the string \"\(FieldValues.shown(option))\""
                a.report(
                    .optionClass,
                    "\(field.displayName): option \(i + 1) (\(option.typeName)) does not fit the \(valueClass) class: FXForms stores \(stored), which equals no option, so the selection never shows",
                    at: option.range, data: ["class": .string(valueClass), "option": JSONValue(i)])
            }
        }
    }
}
