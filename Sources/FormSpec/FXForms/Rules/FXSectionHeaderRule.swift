import FormSpecJSON

/// `header` and `footer` are text (or a UIView subclass by name); null or "" starts a section
/// without one. Anything else is shown as its `-description`.
enum FXSectionHeaderRule: FXRule {
    static let codes: [DiagnosticCode] = [.sectionHeader]

    static func check(_ a: FXAnalysis) {
        for field in a.file?.allFields ?? [] {
            for name in ["header", "footer"] {
                guard let value = field.value(name) else { continue }
                switch value.kind {
                case .string, .null, .invalid: continue
                default:
                    let shown = FieldSections.text(value) ?? ""
                    a.report(
                        .sectionHeader,
                        "\(field.displayName): '\(name)' is \(value.typeName == "array" || value.typeName == "object" ? "an" : "a") \(value.typeName), which FXForms shows as its description (\(shown.count > 40 ? String(shown.prefix(40)) + "…" : shown)); write a string, or null for a section without \(name)",
                        at: value.range, data: ["property": .string(name)])
                }
            }
        }
    }
}
