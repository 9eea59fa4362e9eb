import FormSpecJSON

/// An XLFormDescriptor as written in the spec. Properties the author got wrong (wrong JSON type)
/// are nil here; the schema rule reports them.
public struct Form: Sendable {
    public let node: JSONNode
    public let title: Located<String>?
    public let disabled: Condition?
    public let customRowTypes: [CustomRowType]
    public let sections: [Section]

    /// Every row in document order, templates excluded.
    public var rows: [Row] { sections.flatMap(\.rows) }

    /// Rows and section templates, in document order.
    public var allRows: [Row] {
        sections.flatMap { section in (section.template.map { [$0] } ?? []) + section.rows }
    }
}

public struct Section: Sendable {
    public let index: Int
    public let node: JSONNode
    public let title: Located<String>?
    public let footerTitle: Located<String>?
    public let hidden: Condition?
    public let multivaluedTag: Located<String>?
    public let sectionOptions: [Located<String>]
    public let insertMode: Located<String>?
    public let template: Row?
    public let rows: [Row]

    /// XLForm's isMultivaluedSection: any section option set.
    public var isMultivalued: Bool { !sectionOptions.isEmpty }

    /// Rows whose values XLForm collects into an array under `multivaluedTag`.
    public var collectsValuesByMultivaluedTag: Bool { !(multivaluedTag?.value.isEmpty ?? true) }

    /// "section 2 'Details'" for messages (1-based, as people count).
    public var displayName: String {
        if let t = title?.value, !t.isEmpty { return "section \(index + 1) '\(t)'" }
        return "section \(index + 1)"
    }
}

/// Where a row sits: a position in a section, or a section's multivalued template.
public struct RowPosition: Hashable, Sendable {
    public let section: Int
    /// nil for `multivaluedRowTemplate`.
    public let row: Int?
}

public struct Row: Sendable {
    public let position: RowPosition
    public let node: JSONNode
    public let tag: Located<String>?
    public let rowType: Located<String>?
    public let title: Located<String>?
    public let value: JSONNode?
    public let required: Located<Bool>?
    public let requireMsg: Located<String>?
    public let hidden: Condition?
    public let disabled: Condition?
    public let validators: [Validator]
    public let selectorOptions: SelectorOptions?
    public let selectorTitle: Located<String>?
    public let noValueDisplayText: Located<String>?
    public let cellConfigs: [CellConfig]
    public let height: Located<Double>?
    public let cellStyle: Located<String>?
    public let cellClass: Located<String>?
    public let valueTransformer: Located<String>?
    public let action: Action?

    public var isTemplate: Bool { position.row == nil }
    public var isRequired: Bool { required?.value ?? false }

    /// The tag if it is non-empty (XLForm does not register empty tags).
    public var effectiveTag: String? {
        guard let t = tag?.value, !t.isEmpty else { return nil }
        return t
    }

    public func condition(_ kind: ConditionKind) -> Condition? {
        kind == .hidden ? hidden : disabled
    }

    /// "row 'email'", or "row 3 of section 2" when untagged; for messages.
    public var displayName: String {
        if let t = effectiveTag { return "row '\(t)'" }
        guard let row = position.row else { return "multivaluedRowTemplate of section \(position.section + 1)" }
        return "row \(row + 1) of section \(position.section + 1)"
    }
}

public struct Validator: Sendable {
    public let node: JSONNode
    public let type: Located<String>?
    public let regex: Located<String>?
    public let msg: Located<String>?
    public let length: Located<Int>?
    public let min: Located<Double>?
    public let max: Located<Double>?
}

public struct SelectorOptions: Sendable {
    public let node: JSONNode
    public let options: [SelectorOption]
}

/// A selector option: a scalar, an `{formValue, formDisplayText}` object, or for
/// `selectorLeftRight` a left value with its right options.
public struct SelectorOption: Sendable {
    public let node: JSONNode
    /// The value XLForm compares and stores: the scalar itself or `formValue`.
    public let formValue: JSONNode?
    public let displayText: Located<String>?
    public let isOptionObject: Bool
    public let leftValue: JSONNode?
    public let rightOptions: SelectorOptions?

    /// Text XLForm shows: formDisplayText, or the scalar's description.
    public var shownText: String? {
        if let displayText { return displayText.value }
        guard let formValue else { return nil }
        switch formValue.kind {
        case .string(let s): return s.value
        case .number(let n): return n.text
        case .bool(let b): return b ? "1" : "0"
        default: return nil
        }
    }
}

public enum CellConfigKind: String, Sendable, CaseIterable {
    case cellConfig
    case cellConfigAtConfigure
    case cellConfigIfDisabled
    case cellConfigForSelector
}

public struct CellConfig: Sendable {
    public let kind: CellConfigKind
    public let node: JSONNode
    public let entries: [CellConfigEntry]
}

public struct CellConfigEntry: Sendable {
    public let keyPath: JSONString
    public let value: JSONNode?
}

public struct Action: Sendable {
    public let node: JSONNode
    /// The string-valued members in document order (all of XLFormAction's spec properties are strings).
    public let members: [(name: String, value: Located<String>)]

    public func value(_ name: String) -> Located<String>? { members.first { $0.name == name }?.value }
}

public struct CustomRowType: Sendable {
    public let name: JSONString
    public let node: JSONNode
    public let cellClass: Located<String>?
    public let baseCell: Located<String>?
    public let valueType: Located<String>?
    public let keyPaths: [(keyPath: JSONString, type: Located<String>)]
    public let doc: Located<String>?
}
