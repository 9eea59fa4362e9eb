import FormSpec
import FormSpecJSON

/// What the render model needs from a preview result: the states, labels, display texts, cell
/// classes and findings of its sections and rows, in plain values. Any dialect's result reads
/// the same way: nothing here depends on the spec the result was compiled from.
struct PreviewFacts {
    struct Section {
        var index: Int
        var title: String?
        var footerTitle: String?
        var multivaluedTag: String?
        var hidden: Bool
        var rows: [Row]
        var notes: [RenderNote]
    }

    struct Row {
        var tag: String?
        var rowType: String
        /// The row type as the preview compiled it (its cell class decides the drawing).
        var info: RowTypeInfo?
        var label: String?
        /// JSON pointer of the spec row (or section, for an Add button) the row comes from.
        var path: String
        var isAddButton: Bool
        var hidden: Bool
        var disabled: Bool
        var value: JSONValue
        var displayText: String?
        var notes: [RenderNote]
    }

    var title: String?
    var valid: Bool
    var sections: [Section]
    var validationMessages: [String]
    var notes: [RenderNote]

    init(_ result: PreviewResult) {
        title = result.title
        valid = result.valid
        sections = result.sections.map { section in
            Section(
                index: section.index, title: section.title, footerTitle: section.footerTitle,
                multivaluedTag: section.multivaluedTag, hidden: section.hidden, rows: section.rows.map(Self.row),
                notes: Self.notes(section.warnings))
        }
        validationMessages = result.validationErrors.map { Self.errorText($0.message) }
        notes = Self.notes(result.warnings)
    }

    private static func row(_ row: PreviewResult.Row) -> Row {
        Row(
            tag: row.tag, rowType: row.rowType ?? "", info: row.rowTypeInfo, label: row.label, path: row.path,
            isAddButton: row.origin == .addButton, hidden: row.hidden, disabled: row.disabled, value: row.value,
            displayText: row.displayText,
            notes: row.errors.map { RenderNote(.error, errorText($0)) } + notes(row.warnings))
    }

    private static func notes(_ warnings: [PreviewWarning]) -> [RenderNote] {
        warnings.map { RenderNote($0.crashes ? .crash : .warning, $0.message) }
    }

    /// A validator without a message fails with nil (XLForm would raise).
    static func errorText(_ message: String?) -> String { message ?? "validation failed without a message" }

    /// Each tagged row's value (the last row of a tag, as XLForm registers it) and each
    /// multivalued section's values under its tag: what a scenario step compares to the last.
    var valuesByKey: [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for section in sections {
            if let key = section.multivaluedTag, !key.isEmpty {
                values[key] = .array(section.rows.filter { !$0.isAddButton }.map(\.value))
            }
            for row in section.rows { if let tag = row.tag { values[tag] = row.value } }
        }
        return values
    }
}
