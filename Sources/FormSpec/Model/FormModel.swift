import FormSpecJSON

/// An XLFormDescriptor as written in the spec. Properties the author got wrong (wrong JSON type)
/// are nil here; the schema rule reports them.
public final class Form: Sendable {
    public let node: JSONNode
    public let title: Located<String>?
    public let disabled: Condition?
    public let customRowTypes: [CustomRowType]
    public let sections: [Section]
    /// Every row in document order, templates excluded.
    public let rows: [Row]
    /// Rows and section templates, in document order.
    public let allRows: [Row]

    init(
        node: JSONNode, title: Located<String>?, disabled: Condition?, customRowTypes: [CustomRowType],
        sections: [Section]
    ) {
        self.node = node
        self.title = title
        self.disabled = disabled
        self.customRowTypes = customRowTypes
        self.sections = sections
        rows = sections.flatMap(\.rows)
        allRows = sections.flatMap { section in (section.template.map { [$0] } ?? []) + section.rows }
    }

    /// The section written at `index` in the spec's `sections` array. Elements that are not
    /// objects (a stray token, a string) make no section, so this is not `sections[index]`.
    public func section(at index: Int) -> Section? {
        let low = sections.partitionPoint { $0.index >= index }
        return low < sections.count && sections[low].index == index ? sections[low] : nil
    }
}

public final class Section: Sendable {
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
    /// `multivaluedAddButton.title`.
    public let addButtonTitle: Located<String>?

    init(
        index: Int, node: JSONNode, title: Located<String>?, footerTitle: Located<String>?, hidden: Condition?,
        multivaluedTag: Located<String>?, sectionOptions: [Located<String>], insertMode: Located<String>?,
        template: Row?, rows: [Row], addButtonTitle: Located<String>? = nil
    ) {
        self.index = index
        self.node = node
        self.title = title
        self.footerTitle = footerTitle
        self.hidden = hidden
        self.multivaluedTag = multivaluedTag
        self.sectionOptions = sectionOptions
        self.insertMode = insertMode
        self.template = template
        self.rows = rows
        self.addButtonTitle = addButtonTitle
    }

    /// XLForm's isMultivaluedSection: any section option set.
    public var isMultivalued: Bool { !sectionOptions.isEmpty }

    /// The `sectionOptions` name that lets the user insert rows (XLFormSectionOptionCanInsert).
    public static let canInsertOption = "canInsert"

    /// The user can insert rows: copies of `multivaluedRowTemplate` or of the first row.
    public var canInsert: Bool { sectionOptions.contains { $0.value == Section.canInsertOption } }

    /// XLForm makes the Add button row only for `canInsert` with `sectionInsertMode` `button`
    /// (XLFormSectionDescriptor.m, `-initWithTitle:sectionOptions:sectionInsertMode:`).
    public var hasAddButton: Bool { canInsert && insertMode?.value == "button" }

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

public final class Row: Sendable {
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
    /// `leftRightSelectorLeftOptionSelected`: the chosen left option (a left value's formValue or an option object).
    public let leftOption: JSONNode?
    public let valueFormatter: ValueFormatter?
    public let useValueFormatterDuringInput: Located<Bool>?

    init(
        position: RowPosition, node: JSONNode, tag: Located<String>?, rowType: Located<String>?,
        title: Located<String>?, value: JSONNode?, required: Located<Bool>?, requireMsg: Located<String>?,
        hidden: Condition?, disabled: Condition?, validators: [Validator], selectorOptions: SelectorOptions?,
        selectorTitle: Located<String>?, noValueDisplayText: Located<String>?, cellConfigs: [CellConfig],
        height: Located<Double>?, cellStyle: Located<String>?, cellClass: Located<String>?,
        valueTransformer: Located<String>?, action: Action?, leftOption: JSONNode? = nil,
        valueFormatter: ValueFormatter? = nil, useValueFormatterDuringInput: Located<Bool>? = nil
    ) {
        self.position = position
        self.node = node
        self.tag = tag
        self.rowType = rowType
        self.title = title
        self.value = value
        self.required = required
        self.requireMsg = requireMsg
        self.hidden = hidden
        self.disabled = disabled
        self.validators = validators
        self.selectorOptions = selectorOptions
        self.selectorTitle = selectorTitle
        self.noValueDisplayText = noValueDisplayText
        self.cellConfigs = cellConfigs
        self.height = height
        self.cellStyle = cellStyle
        self.cellClass = cellClass
        self.valueTransformer = valueTransformer
        self.action = action
        self.leftOption = leftOption
        self.valueFormatter = valueFormatter
        self.useValueFormatterDuringInput = useValueFormatterDuringInput
    }

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

public final class Validator: Sendable {
    public let node: JSONNode
    public let type: Located<String>?
    public let regex: Located<String>?
    public let msg: Located<String>?
    public let length: Located<Int>?
    public let min: Located<Double>?
    public let max: Located<Double>?
    /// `class` of an app validator.
    public let className: Located<String>?

    init(
        node: JSONNode, type: Located<String>?, regex: Located<String>?, msg: Located<String>?, length: Located<Int>?,
        min: Located<Double>?, max: Located<Double>?, className: Located<String>? = nil
    ) {
        self.node = node
        self.type = type
        self.regex = regex
        self.msg = msg
        self.length = length
        self.min = min
        self.max = max
        self.className = className
    }
}

public struct SelectorOptions: Sendable {
    public let node: JSONNode
    public let options: [SelectorOption]

    /// What the user picks from: the options themselves, or for `selectorLeftRight` the right
    /// options of every left value.
    public func choices(forRowType rowType: String) -> [SelectorOption] {
        rowType == RowTypeInfo.leftRightSelector ? options.flatMap { $0.rightOptions?.options ?? [] } : options
    }

    /// The choices of a row: for `selectorLeftRight` with a known left option, that option's
    /// right options only.
    public func choices(of row: Row, rowType: String) -> [SelectorOption] {
        if rowType == RowTypeInfo.leftRightSelector, let left = leftOption(of: row) {
            return left.rightOptions?.options ?? []
        }
        return choices(forRowType: rowType)
    }

    /// The left/right option whose `leftValue` equals the row's `leftRightSelectorLeftOptionSelected`.
    public func leftOption(of row: Row) -> SelectorOption? {
        guard let selected = row.leftOption, !selected.isNull else { return nil }
        return options.first { $0.leftValue.map { SpecValueEquality.isEqual($0, selected) } ?? false }
    }
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
    public let inlineRowType: Located<String>?
    public let keyPaths: [(keyPath: JSONString, type: Located<String>)]
    public let doc: Located<String>?
}

/// A row's `valueFormatter`: Foundation's NSNumberFormatter (with a `numberStyle`) or
/// NSByteCountFormatter (with a `countStyle`), or an NSFormatter subclass of the app.
public struct ValueFormatter: Sendable {
    public static let numberFormatter = "NSNumberFormatter"
    public static let byteCountFormatter = "NSByteCountFormatter"

    public let node: JSONNode
    public let className: Located<String>?
    public let numberStyle: Located<String>?
    public let countStyle: Located<String>?

    /// The class XLForm would hold: `class`, else NSNumberFormatter.
    public var effectiveClass: String { className?.value ?? ValueFormatter.numberFormatter }

    /// A class formspec knows the output of (Foundation's), as opposed to the app's own.
    public var isFoundation: Bool {
        effectiveClass == ValueFormatter.numberFormatter || effectiveClass == ValueFormatter.byteCountFormatter
    }
}
