import FormSpecJSON

/// What a form does with some values: which sections and rows show, which rows are disabled,
/// what each cell displays, whether the form validates and what it submits. The JSON form is
/// documented in `protocol/preview.md` (schema `protocol/preview-result.schema.json`).
public struct PreviewResult: Sendable {
    public var title: String?
    /// No validation errors.
    public var valid: Bool
    /// The form's `disabled`: every row is then disabled.
    public var disabled: Bool
    public var sections: [Section]
    public var formValues: JSONObject
    public var httpParameters: JSONObject
    public var validationErrors: [ValidationError]
    /// Warnings about the document or the values that belong to no row.
    public var warnings: [PreviewWarning]
    /// The row each member of `formValues` / `httpParameters` came from, where one did, by
    /// position, for encoding its key and value from texts made once.
    var formValueSources: [CompiledRow?] = []
    var httpParameterSources: [CompiledRow?] = []

    public struct Section: Sendable {
        /// Index in the spec's `sections`.
        public var index: Int
        public var title: String?
        public var footerTitle: String?
        public var hidden: Bool
        public var multivaluedTag: String?
        /// All rows, hidden ones included, in table order.
        public var rows: [Row]
        public var warnings: [PreviewWarning]
    }

    public struct Row: Sendable {
        public var tag: String?
        public var rowType: String?
        public var title: String?
        /// The cell's title label as XLForm sets it (asterisk, `(null)`), nil when it has none.
        public var label: String?
        /// JSON pointer of the spec row this row was made from.
        public var path: String
        public var origin: RowOrigin
        public var required: Bool
        /// The row's own `isHidden`; a row of a hidden section keeps false here.
        public var hidden: Bool
        public var disabled: Bool
        public var value: JSONValue
        public var displayText: String?
        /// Validation failure messages (at most one; nil for a validator without msg). Empty for
        /// rows that are not validated because they do not show.
        public var errors: [String?]
        public var warnings: [PreviewWarning]
        /// The compiled row it shows, whose strings and default value are already encoded.
        var source: CompiledRow?
    }

    public struct ValidationError: Sendable {
        public var tag: String?
        public var message: String?
        /// The section's `index`, and the row's position in that section's `rows`.
        public var section: Int
        public var row: Int
    }

    /// Rows that show: not hidden, in a section that is not hidden.
    public var visibleRows: [Row] { sections.filter { !$0.hidden }.flatMap { $0.rows.filter { !$0.hidden } } }

    /// Every warning: the form's, the sections' and the rows'.
    public var allWarnings: [PreviewWarning] {
        warnings + sections.flatMap { $0.warnings + $0.rows.flatMap(\.warnings) }
    }

    /// The last row with a tag (the one XLForm registers).
    public func row(tagged tag: String) -> (section: Section, row: Row)? {
        for section in sections.reversed() {
            if let row = section.rows.last(where: { $0.tag == tag }) { return (section, row) }
        }
        return nil
    }
}
