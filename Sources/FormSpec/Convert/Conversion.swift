import FormSpecJSON

/// A spec converted to the other library's format, with a `convert-unsupported` finding (placed
/// in the source) for each thing the target cannot express.
public struct Conversion: Sendable {
    public let output: JSONValue
    public let diagnostics: [Diagnostic]
}

/// `formspec convert`: XLForm form specs to FXForms field files and back.
public enum Converter {
    /// Nil when the document is already in `target`'s format or is not a spec at all (no
    /// model): the caller reports it.
    public static func convert(
        _ document: SpecDocument, to target: SpecDialect, project: ProjectConfiguration? = nil
    ) -> Conversion? {
        switch (document.dialect, target) {
        case (.fxforms, .xlform):
            guard let file = document.fields else { return nil }
            var converter = FXFormsToXLForm(file: file, project: project)
            return converter.convert()
        case (.xlform, .fxforms):
            guard let form = document.form else { return nil }
            var converter = XLFormToFXForms(form: form, project: project)
            return converter.convert()
        default:
            return nil
        }
    }
}

/// Collects what a conversion leaves out.
struct ConversionNotes {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func unsupported(_ message: String, at range: TextRange, property: String? = nil) {
        var data = JSONObject()
        if let property { data["property"] = .string(property) }
        diagnostics.append(Diagnostic(.convertUnsupported, message, at: range, data: .object(data)))
    }
}
