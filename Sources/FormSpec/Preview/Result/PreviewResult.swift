import FormSpecJSON

/// What a form does with some values: which sections and rows show, which rows are disabled,
/// what each cell displays, whether the form validates and what it submits. Plain values,
/// made once per preview (`init(_:)` in ResultBuilding.swift) and written as JSON by
/// `encoded(fields:)` (PreviewResult+Encoding.swift). The JSON form is documented in
/// `protocol/preview.md` (schema `protocol/preview-result.schema.json`).
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
        /// What the section was compiled from (its options, insert mode, hidden predicate).
        let source: CompiledSection
    }

    /// A row as its cell shows it. A member is added here and, if it is part of the JSON, in
    /// PreviewResult+Encoding.swift.
    public struct Row: Sendable {
        public var tag: String?
        public var rowType: String?
        /// An FXForms field's type as FXForms infers it (nil for XLForm rows).
        public var type: String?
        /// An FXForms field's cell class (nil for XLForm rows).
        public var cell: String?
        public var title: String?
        /// The cell's title label as XLForm sets it (asterisk, `(null)`), nil when it has none.
        public var label: String?
        /// JSON pointer of the spec row this row was made from.
        public var path: String
        public var origin: RowOrigin
        public var required: Bool
        /// The row's own `isHidden`; a row of a hidden section keeps its own state here.
        public var hidden: Bool
        public var disabled: Bool
        public var value: JSONValue
        /// selectorLeftRight rows: `leftRightSelectorLeftOptionSelected`, the chosen left option's
        /// `leftValue` (null: none); nil for every other row, whose JSON has no such member.
        public var leftValue: JSONValue?
        public var displayText: String?
        /// Validation failure messages (at most one; nil for a validator without msg). Empty for
        /// rows that are not validated because they do not show.
        public var errors: [String?]
        public var warnings: [PreviewWarning]
        /// The spec row, copy or Add button it shows: its cell, options, conditions and
        /// validators, for members derived from them.
        let source: CompiledRow
    }

    public struct ValidationError: Sendable {
        public var tag: String?
        public var message: String?
        /// The section's `index`, and the row's position in that section's `rows`.
        public var section: Int
        public var row: Int
    }

    /// The members of the result object, which a caller may ask for by name.
    public enum Field: String, Sendable, CaseIterable {
        case title, valid, disabled, sections, formValues, httpParameters, validationErrors, warnings
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

extension PreviewResult.Row {
    /// The row type the row was compiled with, in whichever dialect: the cell class that draws
    /// it, its inline row type, height and text traits. Not part of the JSON.
    public var rowTypeInfo: RowTypeInfo? { source.info }

    /// The row as `row` holds it in a form that is `disabled` or not, with its value as JSON,
    /// its validation (nil when it is not validated) and the warnings its formValues and
    /// httpParameters members raised.
    init(
        _ row: borrowing RowState, value: JSONValue, validation: RowValidation?, outputNotes: [PreviewWarning],
        asterisk: Bool, formDisabled: Bool, dates: DateDisplay
    ) {
        let compiled = row.compiled
        let title = row.title
        var warnings = compiled.warnings
        if !row.valueNotes.isEmpty { warnings += row.valueNotes }
        if !row.notes.isEmpty { warnings += row.notes }
        if let more = validation?.warnings, !more.isEmpty { warnings += more }
        if !outputNotes.isEmpty { warnings += outputNotes }
        self.init(
            tag: compiled.tag, rowType: compiled.rowType, type: compiled.fx?.rowType, cell: compiled.fx?.cellClass,
            title: title,
            label: CellDisplay.label(of: compiled, title: title, asterisk: asterisk), path: compiled.path,
            origin: compiled.origin, required: compiled.required, hidden: row.hidden.bool,
            disabled: formDisabled || row.disabled.bool, value: value,
            leftValue: compiled.cell == .leftRight ? .some(PreviewJSON.value(row.leftValue)) : .none,
            displayText: CellDisplay.text(of: compiled, value: row.value, leftValue: row.leftValue, dates: dates),
            errors: validation?.failure.map { [$0.message] } ?? [], warnings: warnings, source: compiled)
    }
}
