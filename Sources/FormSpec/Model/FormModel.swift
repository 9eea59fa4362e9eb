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
    public var rows: [Row] { flattenedRows.value { sections.flatMap(\.rows) } }
    /// Rows and section templates, in document order.
    public var allRows: [Row] {
        flattenedAllRows.value { sections.flatMap { section in (section.template.map { [$0] } ?? []) + section.rows } }
    }
    /// The number of `rows`.
    public let rowCount: Int
    /// Shared with the models of the document's earlier and later versions (`DocumentFacts`).
    let lineage: DocumentLineage
    /// Made when first read: a keystroke's analysis rarely reads them, and each holds every row.
    private let flattenedRows = MadeOnce<[Row]>()
    private let flattenedAllRows = MadeOnce<[Row]>()

    init(
        node: JSONNode, title: Located<String>?, disabled: Condition?, customRowTypes: [CustomRowType],
        sections: [Section], lineage: DocumentLineage = DocumentLineage()
    ) {
        self.lineage = lineage
        self.node = node
        self.title = title
        self.disabled = disabled
        self.customRowTypes = customRowTypes
        self.sections = sections
        rowCount = sections.reduce(0) { $0 + $1.rows.count }
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
    /// The rows, placed where this section's node starts.
    public let rows: SectionRows
    /// `multivaluedAddButton.title`.
    public let addButtonTitle: Located<String>?
    /// Shared with the sections of other versions made from a node with the same content.
    let content: SectionContent

    init(
        index: Int, node: JSONNode, title: Located<String>?, footerTitle: Located<String>?, hidden: Condition?,
        multivaluedTag: Located<String>?, sectionOptions: [Located<String>], insertMode: Located<String>?,
        template: RowRecord?, rows: [RowRecord], addButtonTitle: Located<String>? = nil, content: SectionContent
    ) {
        self.index = index
        self.content = content
        self.node = node
        self.title = title
        self.footerTitle = footerTitle
        self.hidden = hidden
        self.multivaluedTag = multivaluedTag
        self.sectionOptions = sectionOptions
        self.insertMode = insertMode
        self.template = template.map { Row($0, section: index, sectionStart: node.start) }
        self.rows = SectionRows(records: rows, section: index, start: node.start)
        self.addButtonTitle = addButtonTitle
    }

    /// This section made from `node`, the same content after an edit before it moved it: every
    /// place moved as far; the rows and the template, which are kept relative to the section's
    /// start, are the same records, not copies.
    func moved(to node: JSONNode) -> Section {
        let delta = node.start - self.node.start
        func moved<Value>(_ located: Located<Value>?) -> Located<Value>? {
            located.map { Located($0.value, $0.node.moved(by: delta)) }
        }
        return Section(
            index: index, node: node, title: moved(title), footerTitle: moved(footerTitle),
            hidden: hidden.flatMap { ModelBuilder.condition($0.node.moved(by: delta)) },
            multivaluedTag: moved(multivaluedTag), sectionOptions: sectionOptions.compactMap(moved),
            insertMode: moved(insertMode), template: template?.record, rows: rows.records,
            addButtonTitle: moved(addButtonTitle), content: content)
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

    /// The row written at `index` in the section's `rows` array (elements that are not objects
    /// make no row, so this is not `rows[index]`).
    public func row(at index: Int) -> Row? {
        let low = rows.partitionPoint { ($0.position.row ?? -1) >= index }
        return low < rows.count && rows[low].position.row == index ? rows[low] : nil
    }

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

/// A section's rows as the section keeps them (`RowRecord`s, placed relative to its start),
/// each presented with its place in the document when read.
public struct SectionRows: RandomAccessCollection, Sendable {
    /// Shared, not copied, by the sections an edit before them only moved.
    let records: [RowRecord]
    let section: Int
    /// Where the section's node starts.
    let start: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }
    public subscript(i: Int) -> Row { Row(records[i], section: section, sectionStart: start) }
}

/// A row as its section keeps it: its content and where it starts, counted from the section's
/// start, so a section an edit before it moved keeps its rows as they are.
struct RowRecord: Sendable {
    let content: RowContent
    /// From the section's start to the row's.
    let offset: Int32
    /// Its index in the section's `rows` array; -1 for `multivaluedRowTemplate`.
    let index: Int32

    init(content: RowContent, offset: Int, index: Int?) {
        self.content = content
        self.offset = Int32(offset)
        self.index = Int32(index ?? -1)
    }
}

/// A row of one document version: where it is, and its properties read from its node, each
/// only if it has the type the format wants (a later duplicate key wins). What a row's text
/// alone decides (`RowContent`) is shared with the rows of other versions that have the same
/// content, however far an edit moved them. A value made when read: rows of one model are told
/// apart by `position`.
public struct Row: Sendable {
    let record: RowRecord
    private let section: Int
    private let sectionStart: Int

    init(_ record: RowRecord, section: Int, sectionStart: Int) {
        self.record = record
        self.section = section
        self.sectionStart = sectionStart
    }

    var content: RowContent { record.content }
    public var position: RowPosition { RowPosition(section: section, row: record.index < 0 ? nil : Int(record.index)) }
    public var node: JSONNode { content.node.moved(by: sectionStart + Int(record.offset)) }

    /// The value of the member a slot names (the last with a value for its key).
    private func value(_ slot: Int32) -> JSONNode? {
        slot < 0 ? nil : node.members?[Int(slot)].value
    }

    private func string(_ slot: Int32) -> Located<String>? { value(slot).flatMap(ModelBuilder.string) }

    public var tag: Located<String>? { string(content.slots.tag) }
    public var rowType: Located<String>? { string(content.slots.rowType) }
    /// `rowType`'s value, without its place.
    public var rowTypeName: String? { content.rowType }
    public var title: Located<String>? { string(content.slots.title) }
    public var value: JSONNode? { value(content.slots.value) }
    public var required: Located<Bool>? {
        value(content.slots.required).flatMap { v in v.boolValue.map { Located($0, v) } }
    }
    public var requireMsg: Located<String>? { string(content.slots.requireMsg) }
    public var hidden: Condition? { value(content.slots.hidden).flatMap(ModelBuilder.condition) }
    public var disabled: Condition? { value(content.slots.disabled).flatMap(ModelBuilder.condition) }
    public var validators: [Validator] {
        (value(content.slots.validators)?.elements ?? []).compactMap(ModelBuilder.validator)
    }
    public var selectorOptions: SelectorOptions? { value(content.slots.selectorOptions).flatMap(ModelBuilder.options) }
    public var selectorTitle: Located<String>? { string(content.slots.selectorTitle) }
    public var noValueDisplayText: Located<String>? { string(content.slots.noValueDisplayText) }
    /// In `CellConfigKind` order.
    public var cellConfigs: [CellConfig] {
        CellConfigKind.allCases.compactMap { kind in
            guard let v = value(content.slots.cellConfig(kind)), let entries = v.members else { return nil }
            return CellConfig(
                kind: kind, node: v, entries: entries.map { CellConfigEntry(keyPath: $0.key, value: $0.value) })
        }
    }
    /// Whether `cellConfigs` is not empty, read without making it.
    public var hasCellConfigs: Bool {
        let slots = content.slots.cellConfigs
        return slots.0 >= 0 || slots.1 >= 0 || slots.2 >= 0 || slots.3 >= 0
    }
    public var height: Located<Double>? {
        value(content.slots.height).flatMap { v in v.number.map { Located($0.double, v) } }
    }
    public var cellStyle: Located<String>? { string(content.slots.cellStyle) }
    public var cellClass: Located<String>? { string(content.slots.cellClass) }
    public var valueTransformer: Located<String>? { string(content.slots.valueTransformer) }
    public var action: Action? { value(content.slots.action).flatMap(ModelBuilder.action) }
    /// `leftRightSelectorLeftOptionSelected`: the chosen left option (a left value's formValue or an option object).
    public var leftOption: JSONNode? { value(content.slots.leftOption) }
    public var valueFormatter: ValueFormatter? {
        value(content.slots.valueFormatter).flatMap(ModelBuilder.valueFormatter)
    }
    public var useValueFormatterDuringInput: Located<Bool>? {
        value(content.slots.useValueFormatterDuringInput).flatMap { v in v.boolValue.map { Located($0, v) } }
    }

    public var isTemplate: Bool { position.row == nil }
    public var isRequired: Bool { required?.value ?? false }

    /// The tag if it is non-empty (XLForm does not register empty tags).
    public var effectiveTag: String? {
        let tag = content.tag
        return tag?.isEmpty == false ? tag : nil
    }

    /// `tag`'s value, without its place.
    public var tagText: String? { content.tag }

    public func condition(_ kind: ConditionKind) -> Condition? {
        kind == .hidden ? hidden : disabled
    }

    /// The text of the row's `hidden` or `disabled` predicate string, if it has one, read
    /// without reading the row's node.
    public func predicateText(_ kind: ConditionKind) -> String? {
        kind == .hidden ? content.hiddenPredicate : content.disabledPredicate
    }

    /// "row 'email'", or "row 3 of section 2" when untagged; for messages.
    public var displayName: String {
        if let t = effectiveTag { return "row '\(t)'" }
        guard let row = position.row else { return "multivaluedRowTemplate of section \(position.section + 1)" }
        return "row \(row + 1) of section \(position.section + 1)"
    }
}

/// What analyses worked out about a section, shared by the sections of successive versions whose
/// node has the same content: what its own text decides, its rows' included.
final class SectionContent: KeptWork, @unchecked Sendable {
    /// Guarded by `locked`. A section's own: rows do not carry it.
    private var predicates: KeptPredicateFindings?

    /// The findings of the rules about single predicates kept for the section (`PredicateChecks`).
    func predicateFindings() -> KeptPredicateFindings? { locked { predicates } }

    func keepPredicateFindings(_ findings: KeptPredicateFindings) { locked { predicates = findings } }

    override var keepsFindings: Bool { super.keepsFindings || predicateFindings() != nil }
}

/// What a row's text alone decides, shared by the rows of successive versions whose node has
/// the same content: which member holds each property.
///
/// A content is its own `KeptWork`: one object a row, not two.
final class RowContent: KeptWork, @unchecked Sendable {
    private let object: JSONObjectContent
    let slots: RowSlots
    /// The values analyses read from every row on every analysis, read once.
    let tag: String?
    let rowType: String?
    /// Whether messages that walk the tree name the row by its tag (`SpecLocation.rowTag`).
    let namedByTag: Bool

    /// `node`: a row's object node.
    init(_ node: JSONNode) {
        guard let object = node.objectContent else { preconditionFailure("a row's content is an object") }
        self.object = object
        let members = node.members ?? []
        var lastTag = -1
        let slots = RowSlots(members, lastTag: &lastTag)
        self.slots = slots
        tag = slots.tag < 0 ? nil : node.stringValue(ofMemberAt: Int(slots.tag))
        rowType = slots.rowType < 0 ? nil : node.stringValue(ofMemberAt: Int(slots.rowType))
        // The last `tag` member, with a value or not, as `SpecLocation.rowTag` reads it.
        namedByTag = lastTag < 0 ? false : node.stringValue(ofMemberAt: lastTag).map { !$0.isEmpty } ?? false
    }

    /// The row's node, placed at 0 (a `Row` places it); kept without its place, 24 bytes a row less.
    var node: JSONNode { object.node(at: 0) }

    /// The predicates, read only from the rows of the sections an analysis checks again: read
    /// from the member their slot names, not kept beside the node that holds them.
    var hiddenPredicate: String? { string(slots.hidden) }
    var disabledPredicate: String? { string(slots.disabled) }

    private func string(_ slot: Int32) -> String? { slot < 0 ? nil : node.stringValue(ofMemberAt: Int(slot)) }
}

/// For each row property, the index of the member it is read from (-1: none): the last member
/// with a value for the key, and for a cell config, the last whose value is an object.
struct RowSlots: Sendable {
    /// The properties, in the order of their bytes in `packed`.
    enum Property: Int, CaseIterable {
        case tag, rowType, title, value, required, requireMsg, hidden, disabled, validators, selectorOptions
        case selectorTitle, noValueDisplayText, height, cellStyle, cellClass, valueTransformer, action
        case leftOption, valueFormatter, useValueFormatterDuringInput
        case cellConfig, cellConfigAtConfigure, cellConfigIfDisabled, cellConfigForSelector
    }

    /// One byte a property, eight to a word: the index, or 0xFF for none. A row with a
    /// property past its 254th member keeps every index in `wide` instead: 24 bytes a row
    /// rather than 96, for the rows people write.
    private var packed: (UInt64, UInt64, UInt64) = (.max, .max, .max)
    private var wide: [Int32]?

    private static let none: UInt64 = 0xFF

    private func slot(_ property: Property) -> Int32 {
        if let wide { return wide[property.rawValue] }
        let i = property.rawValue
        let word = i < 8 ? packed.0 : i < 16 ? packed.1 : packed.2
        let byte = (word >> (UInt64(i % 8) * 8)) & 0xFF
        return byte == Self.none ? -1 : Int32(byte)
    }

    private mutating func set(_ property: Property, _ index: Int) {
        if wide == nil, index >= Int(Self.none) {
            wide = Property.allCases.map(slot)
        }
        if wide != nil {
            wide![property.rawValue] = Int32(index)
            return
        }
        let i = property.rawValue
        let shift = UInt64(i % 8) * 8
        func put(_ word: inout UInt64) { word = word & ~(0xFF << shift) | UInt64(index) << shift }
        if i < 8 { put(&packed.0) } else if i < 16 { put(&packed.1) } else { put(&packed.2) }
    }

    var tag: Int32 { slot(.tag) }
    var rowType: Int32 { slot(.rowType) }
    var title: Int32 { slot(.title) }
    var value: Int32 { slot(.value) }
    var required: Int32 { slot(.required) }
    var requireMsg: Int32 { slot(.requireMsg) }
    var hidden: Int32 { slot(.hidden) }
    var disabled: Int32 { slot(.disabled) }
    var validators: Int32 { slot(.validators) }
    var selectorOptions: Int32 { slot(.selectorOptions) }
    var selectorTitle: Int32 { slot(.selectorTitle) }
    var noValueDisplayText: Int32 { slot(.noValueDisplayText) }
    var height: Int32 { slot(.height) }
    var cellStyle: Int32 { slot(.cellStyle) }
    var cellClass: Int32 { slot(.cellClass) }
    var valueTransformer: Int32 { slot(.valueTransformer) }
    var action: Int32 { slot(.action) }
    var leftOption: Int32 { slot(.leftOption) }
    var valueFormatter: Int32 { slot(.valueFormatter) }
    var useValueFormatterDuringInput: Int32 { slot(.useValueFormatterDuringInput) }
    var cellConfigs: (Int32, Int32, Int32, Int32) {
        (slot(.cellConfig), slot(.cellConfigAtConfigure), slot(.cellConfigIfDisabled), slot(.cellConfigForSelector))
    }

    /// Whether the indices are kept one word each (for tests).
    var isWide: Bool { wide != nil }

    /// `lastTag`: the index of the last member keyed `tag`, with a value or not.
    init(_ members: JSONMembers, lastTag: inout Int) {
        for i in members.indices {
            let key = members.key(at: i)
            if key == "tag" { lastTag = i }
            guard members.hasValue(at: i) else { continue }
            switch key {
            case "tag": set(.tag, i)
            case "rowType": set(.rowType, i)
            case "title": set(.title, i)
            case "value": set(.value, i)
            case "required": set(.required, i)
            case "requireMsg": set(.requireMsg, i)
            case "hidden": set(.hidden, i)
            case "disabled": set(.disabled, i)
            case "validators": set(.validators, i)
            case "selectorOptions": set(.selectorOptions, i)
            case "selectorTitle": set(.selectorTitle, i)
            case "noValueDisplayText": set(.noValueDisplayText, i)
            case "height": set(.height, i)
            case "cellStyle": set(.cellStyle, i)
            case "cellClass": set(.cellClass, i)
            case "valueTransformer": set(.valueTransformer, i)
            case "action": set(.action, i)
            case "leftRightSelectorLeftOptionSelected": set(.leftOption, i)
            case "valueFormatter": set(.valueFormatter, i)
            case "useValueFormatterDuringInput": set(.useValueFormatterDuringInput, i)
            default:
                // A later duplicate replaces an earlier one, as everywhere else.
                if let kind = CellConfigKind(rawValue: key), members[i].value?.members != nil {
                    set(Self.property(kind), i)
                }
            }
        }
    }

    private static func property(_ kind: CellConfigKind) -> Property {
        switch kind {
        case .cellConfig: return .cellConfig
        case .cellConfigAtConfigure: return .cellConfigAtConfigure
        case .cellConfigIfDisabled: return .cellConfigIfDisabled
        case .cellConfigForSelector: return .cellConfigForSelector
        }
    }

    func cellConfig(_ kind: CellConfigKind) -> Int32 { slot(Self.property(kind)) }
}

public struct Validator: Sendable {
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
