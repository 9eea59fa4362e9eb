/// The form library a document describes, which decides how it is read, checked and edited.
public enum SpecDialect: String, Sendable, CaseIterable {
    /// An XLForm form spec (`*.form.json`): a form object with sections and rows.
    case xlform
    /// An FXForms field file (`*.fxform.json`): what a form object's `-fields` returns.
    case fxforms

    /// The file name ending that marks the dialect.
    public var fileSuffix: String {
        switch self {
        case .xlform: return ".form.json"
        case .fxforms: return ".fxform.json"
        }
    }

    /// The dialect a file name (or URI path) marks, or nil when it marks none.
    public static func of(fileName name: String) -> SpecDialect? {
        let lowered = name.lowercased()
        // `.fxform.json` does not end with `.form.json` (an `x` precedes `form`), so order is free.
        return allCases.first { lowered.hasSuffix($0.fileSuffix) }
    }
}
