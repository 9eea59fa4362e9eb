import FormSpecJSON

/// A table section FXForms builds from the fields (+[FXFormSection sectionsWithForm:controller:]).
public struct FieldSection: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Fields, one row each.
        case fields
        /// An inline options field: one row per option (the placeholder first).
        case inlineOptions
        /// An inline collection: one row per element and an "Add Item" row.
        case inlineCollection
        /// An inline subform of an app class: its fields are the class's, unknown here.
        case inlineSubform
    }

    public let kind: Kind
    /// The header value as written (a string, null, or something FXForms shows the description of).
    public let header: JSONNode?
    /// The section's header text when it comes from the field's title (inline subforms).
    public let titleHeader: String?
    public let footer: JSONNode?
    public let fields: [Field]

    /// The text FXForms shows as the header (`-description` of the header object), nil for none.
    public var headerText: String? {
        if let header { return FieldSections.text(header) }
        return titleHeader
    }

    public var footerText: String? { footer.flatMap(FieldSections.text) }
}

public enum FieldSections {
    /// The sections of the shown fields, in order, with the facts of each field.
    public static func sections(_ file: FieldFile, classes: FXClassIndex) -> [FieldSection] {
        var sections: [FieldSection] = []
        var open: (header: JSONNode?, fields: [Field])?
        func close(footer: JSONNode?) {
            guard let current = open else { return }
            sections.append(
                FieldSection(
                    kind: .fields, header: current.header, titleHeader: nil, footer: footer, fields: current.fields))
            open = nil
        }
        for field in file.fields {
            // Only an inline field can make sections of its own; its facts say which.
            let facts = field.flag("inline") ? FieldFacts.of(field, classes: classes) : nil
            var subform: FieldSection.Kind?
            if let facts {
                if field.options != nil {
                    subform = .inlineOptions
                } else if facts.isCollection {
                    subform = .inlineCollection
                } else if facts.valueClass.map(classes.isForm) == true {
                    subform = .inlineSubform
                }
            }
            if let subform, let facts {
                close(footer: nil)
                // The subform's first section takes the field's header, else its title.
                let header = field.value("header")
                sections.append(
                    FieldSection(
                        kind: subform, header: header, titleHeader: header == nil ? facts.title : nil, footer: nil,
                        fields: [field]))
                continue
            }
            if open == nil || field.value("header") != nil {
                close(footer: nil)
                open = (field.value("header"), [])
            }
            open!.fields.append(field)
            if let footer = field.value("footer") { close(footer: footer) }
        }
        close(footer: nil)
        return sections
    }

    /// What `-description` shows for a header or footer value: strings as they are, null as
    /// nothing (FXForms turns NSNull into ""), numbers as written, booleans as 1 or 0.
    static func text(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string(let s): return s.value.isEmpty ? nil : s.value
        case .null: return nil
        case .number(let n): return n.text
        case .bool(let b): return b ? "1" : "0"
        default: return node.jsonValue.encodedString()
        }
    }
}
