import FormSpecJSON

/// What the render model needs from a preview result, read from its JSON form
/// (`protocol/preview.md`, "The result object").
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

    init(json: JSONValue) {
        title = json["title"]?.stringValue
        valid = json["valid"]?.boolValue ?? false
        sections = (json["sections"]?.arrayValue ?? []).enumerated().map { position, section in
            Section(
                index: section["index"]?.intValue ?? position,
                title: section["title"]?.stringValue,
                footerTitle: section["footerTitle"]?.stringValue,
                multivaluedTag: section["multivaluedTag"]?.stringValue,
                hidden: section["hidden"]?.boolValue ?? false,
                rows: (section["rows"]?.arrayValue ?? []).map(Self.row),
                notes: Self.warnings(section["warnings"]))
        }
        validationMessages = (json["validationErrors"]?.arrayValue ?? []).map {
            Self.errorText($0["message"]?.stringValue)
        }
        notes = Self.warnings(json["warnings"])
    }

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

    private static func row(_ json: JSONValue) -> Row {
        let errors = (json["errors"]?.arrayValue ?? []).map { RenderNote(.error, errorText($0.stringValue)) }
        return Row(
            tag: json["tag"]?.stringValue,
            rowType: json["rowType"]?.stringValue ?? "",
            label: json["label"]?.stringValue,
            path: json["path"]?.stringValue ?? "",
            isAddButton: json["origin"]?.stringValue == "addButton",
            hidden: json["hidden"]?.boolValue ?? false,
            disabled: json["disabled"]?.boolValue ?? false,
            value: json["value"] ?? .null,
            displayText: json["displayText"]?.stringValue,
            notes: errors + warnings(json["warnings"]))
    }

    private static func warnings(_ json: JSONValue?) -> [RenderNote] {
        (json?.arrayValue ?? []).map {
            RenderNote($0["crashes"]?.boolValue == true ? .crash : .warning, $0["message"]?.stringValue ?? "")
        }
    }

    /// A validator without a message fails with nil (XLForm would raise).
    static func errorText(_ message: String?) -> String { message ?? "validation failed without a message" }
}
