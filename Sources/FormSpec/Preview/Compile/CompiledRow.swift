/// A row descriptor as the app builds it from the spec, before it holds any state.
final class CompiledRow: Sendable {
    /// JSON pointer of the row in the spec (of the copied row for copies).
    let path: String
    let origin: RowOrigin
    /// The tag if non-empty (XLForm registers only those), and its number in `CompiledForm.tags`.
    let tag: String?
    let tagSlot: Int?
    let rowType: String?
    let info: RowTypeInfo?
    let cell: CellKind
    let kind: PreviewValueKind
    let title: String?
    let required: Bool
    let requireMsg: String?
    let hidden: CompiledCondition
    let disabled: CompiledCondition
    let validators: [CompiledValidator]
    /// `selectorOptions` as runtime values (strings, numbers, option objects).
    let options: [RuntimeValue]
    let leftOptions: [LeftOption]
    let noValueDisplayText: String?
    let valueTransformer: String?
    let cellStyle: String?
    let defaultValue: RuntimeValue?
    /// A default `{"timeIntervalSinceNow": s}`: `defaultValue` is nil and each preview makes
    /// the date from its `now` (`FormState`).
    let defaultDateOffset: Double?
    /// `leftRightSelectorLeftOptionSelected`: the left option's `leftValue`.
    let defaultLeftValue: RuntimeValue?
    /// The valueFormatter and a date cell's own locale.
    let formatting: CellFormatting
    /// Findings about the row itself, independent of the values.
    let warnings: [PreviewWarning]
    /// An FXForms field: how it stores and shows values (its `cell` is `.fxforms`).
    let fx: FXPreviewField?
    /// The cell's title label without and with `addAsteriskToRequiredRowsTitle` (every cell
    /// but the left-right selector's, whose title is its left value: `CellDisplay.label`).
    let labels: (plain: String?, starred: String?)

    init(
        path: String, origin: RowOrigin, tag: String?, tagSlot: Int?, rowType: String?, info: RowTypeInfo?,
        title: String?, required: Bool, requireMsg: String?, hidden: CompiledCondition, disabled: CompiledCondition,
        validators: [CompiledValidator], options: [RuntimeValue], leftOptions: [LeftOption],
        noValueDisplayText: String?, valueTransformer: String?, cellStyle: String?, defaultValue: RuntimeValue?,
        defaultLeftValue: RuntimeValue?, warnings: [PreviewWarning], fx: FXPreviewField? = nil,
        defaultDateOffset: Double? = nil, formatting: CellFormatting = .none
    ) {
        self.path = path
        self.origin = origin
        self.tag = tag
        self.tagSlot = tagSlot
        self.rowType = rowType
        self.info = info
        cell = fx == nil ? CellKind(info) : .fxforms
        self.fx = fx
        kind = PreviewValueKind(rowType: rowType, info: info)
        self.title = title
        self.required = required
        self.requireMsg = requireMsg
        self.hidden = hidden
        self.disabled = disabled
        self.validators = validators
        self.options = options
        self.leftOptions = leftOptions
        self.noValueDisplayText = noValueDisplayText
        self.valueTransformer = valueTransformer
        self.cellStyle = cellStyle
        self.defaultValue = defaultValue
        self.defaultLeftValue = defaultLeftValue
        self.defaultDateOffset = defaultDateOffset
        self.formatting = formatting
        self.warnings = warnings
        labels = (
            CellDisplay.label(title: title, required: required, cell: cell, asterisk: false),
            CellDisplay.label(title: title, required: required, cell: cell, asterisk: true)
        )
    }

    func condition(_ kind: ConditionKind) -> CompiledCondition { kind == .hidden ? hidden : disabled }

    /// `-copy` as a multivalued insert makes it (XLFormRowDescriptor.m, `copyWithZone:`, lines
    /// 296-328): the tag, value, requireMsg, cellStyle and valueFormatter are not copied;
    /// hidden, disabled, required, validators, options, noValueDisplayText, cellConfigAtConfigure
    /// (a date cell's locale) and leftRightSelectorLeftOptionSelected are.
    func copied(as origin: RowOrigin) -> CompiledRow {
        var kept = warnings.filter { $0.property != "value" && $0.property != "valueFormatter" }
        if tag != nil { kept += CompiledRow.untaggedPredicateWarnings(hidden: hidden, disabled: disabled) }
        return CompiledRow(
            path: path, origin: origin, tag: nil, tagSlot: nil, rowType: rowType, info: info, title: title,
            required: required, requireMsg: nil, hidden: hidden, disabled: disabled, validators: validators,
            options: options, leftOptions: leftOptions, noValueDisplayText: noValueDisplayText,
            valueTransformer: valueTransformer, cellStyle: nil, defaultValue: nil, defaultLeftValue: defaultLeftValue,
            warnings: kept, fx: fx, formatting: CellFormatting(valueFormatter: nil, locale: formatting.locale))
    }

    /// `addObserversOfObject:predicateType:` inserts the row's tag into observer lists; for a
    /// row without a tag that is nil, and NSMutableArray raises when the row is added.
    static func untaggedPredicateWarnings(hidden: CompiledCondition, disabled: CompiledCondition) -> [PreviewWarning] {
        [(ConditionKind.hidden, hidden), (.disabled, disabled)].compactMap { kind, condition in
            let observed = condition.observedTags
            guard !observed.isEmpty else { return nil }
            return PreviewWarning(
                .crash,
                "\(kind.rawValue) refers to \(observed.map { "$\($0)" }.joined(separator: ", ")) but the row has no tag: XLForm inserts nil into its observer list and raises when the row is added",
                property: kind.rawValue, crashes: true)
        }
    }

    /// The button XLForm's section initialiser creates for `sectionInsertMode: button`, titled
    /// "Add Item" (XLFormSectionDescriptor.m, lines 92-94) unless `multivaluedAddButton.title`
    /// says otherwise.
    static func addButton(sectionPath: String, title: String?) -> CompiledRow {
        CompiledRow(
            path: sectionPath, origin: .addButton, tag: nil, tagSlot: nil, rowType: "button",
            info: Catalog.standard.rowType("button"), title: title ?? "Add Item", required: false, requireMsg: nil,
            hidden: .never, disabled: .never, validators: [], options: [], leftOptions: [], noValueDisplayText: nil,
            valueTransformer: nil, cellStyle: nil, defaultValue: nil, defaultLeftValue: nil, warnings: [])
    }
}

/// What a row holds, for converting values written in JSON into what its cell would store.
enum PreviewValueKind: Sendable, Equatable {
    /// What the cell stores on input (`RowValueKind`); `.plain` for custom and unknown row
    /// types, whose values are taken as NSJSONSerialization gives them.
    case stored(RowValueKind)
    /// A right option of one of the left options; the left choice is held beside it.
    case leftRight
    /// Read-only text (info): a string or a number.
    case display
    /// A UIImage, which JSON cannot express.
    case image
    /// Nothing (button).
    case none

    init(rowType: String?, info: RowTypeInfo?) {
        guard let info, let rowType else {
            self = .stored(.plain)
            return
        }
        if info.isCustom {
            switch info.valueKind {
            case .bool: self = .stored(.bool)
            case .date: self = .stored(.date)
            case .option: self = .stored(.option)
            case .options: self = .stored(.options)
            default: self = .stored(.plain)
            }
            return
        }
        switch rowType {
        case "selectorLeftRight": self = .leftRight
        case "info": self = .display
        case "button": self = .none
        case "image": self = .image
        default: self = .stored(RowValueKind.forRowType(rowType) ?? .plain)
        }
    }
}

/// An XLFormLeftRightSelectorOption.
struct LeftOption: Sendable {
    let leftValue: RuntimeValue
    let rightOptions: [RuntimeValue]
    let httpParameterKey: String?
    let noValueDisplayText: String?
}

/// Where a row of a preview comes from.
public enum RowOrigin: String, Sendable {
    /// A row of the spec.
    case spec
    /// A copy of the section's `multivaluedRowTemplate`, inserted for a value.
    case template
    /// A copy of the section's first row (no template), inserted for a value.
    case firstRow
    /// The "Add Item" button XLForm adds to a multivalued section in button insert mode.
    case addButton
    /// A row of an FXForms inline option list (the placeholder or an option).
    case option
}
