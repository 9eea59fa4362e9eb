import FormSpecJSON

/// Which rows of a field's option list a value selects (`-isOptionSelectedAtIndex:`,
/// FXForms.m:1326-1379): the placeholder first when there is one. Made once per value, so a
/// list of n options over a collection of m members costs n + m, not n × m.
struct FXSelection {
    let field: FXPreviewField
    /// The value as `-value` reads it.
    let value: RuntimeValue?
    /// A collection's members, or for NSIndexSet its indexes as numbers.
    private let members: Set<RuntimeValue>
    private let bits: Int64

    init(_ value: RuntimeValue?, _ field: FXPreviewField) {
        self.field = field
        self.value = value
        if case .collection(let kind) = field.storage {
            let elements = FXFieldValues.elements(value)
            members = Set(kind == "indexSet" ? elements.map { .integer(FXFieldValues.integerValue($0)) } : elements)
        } else {
            members = []
        }
        bits = FXFieldValues.integerValue(value)
    }

    func isSelected(row: Int) -> Bool {
        let index: Int? = field.placeholder == nil ? row : (row == 0 ? nil : row - 1)
        guard let index, field.options.indices.contains(index) else { return placeholderSelected }
        let option = field.options[index]
        switch field.storage {
        case .collection(let kind):
            if kind == "indexSet" {
                return members.contains(.integer(FXFieldValues.optionNumber(option) ?? Int64(index)))
            }
            return members.contains(option)
        case .bitfield:
            return bits & FXFieldValues.bit(option, index) != 0
        case .index:
            return value.flatMap(FXFieldValues.unsignedIndex) == index
        case .option, .plain:
            return value == option
        }
    }

    /// The placeholder row: nothing chosen (an empty collection, no bit, nil).
    private var placeholderSelected: Bool {
        switch field.storage {
        case .collection: return members.isEmpty
        case .bitfield: return bits == 0
        case .index, .option, .plain: return value == nil
        }
    }

    /// The value of a row of an inline option list: FXOptionsForm answers whether the list's
    /// field selects it (FXForms.m:1434-1438); nil for rows of no option list.
    static func optionRowValue(_ row: borrowing RowState, list: FXSelection?) -> JSONValue? {
        guard let index = row.compiled.fx?.optionRow, let list else { return nil }
        return .bool(list.isSelected(row: index))
    }

    /// The row that holds the property a field file row reads: the row registered under its
    /// key (fields that repeat a key read the same property); nil for XLForm rows.
    static func propertyHolder(of row: borrowing RowState, in state: FormState) -> Int? {
        guard row.compiled.fx != nil, let key = row.compiled.tag else { return nil }
        return state.registeredRow(key)
    }

    /// The selection of an inline option list whose first row is `first`; nil for other sections.
    static func list(first: borrowing RowState) -> FXSelection? {
        guard let field = first.compiled.fx, field.optionRow != nil else { return nil }
        return FXSelection(FXFieldValues.read(first.value, field), field)
    }
}
