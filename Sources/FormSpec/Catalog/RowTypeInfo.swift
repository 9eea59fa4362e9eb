import FormSpecJSON

/// What a row holds at run time, which decides how its default value, predicates over it and
/// its validation are checked.
public enum ValueKind: String, Sendable, CaseIterable {
    /// NSString: text rows.
    case string
    /// NSNumber / NSDecimalNumber: number, integer, decimal, slider, step counter.
    case number
    /// NSNumber BOOL (0/1): switch and check.
    case bool
    /// NSDate: the date and time rows.
    case date
    /// One of the row's selectorOptions.
    case option
    /// An array of the row's selectorOptions.
    case options
    /// Read-only text shown as detail (info rows): a string or a number.
    case display
    /// UIImage: no JSON form; formValues leaves it out.
    case image
    /// The row holds no value (buttons).
    case none

    /// Rows that pick from `selectorOptions`.
    public var usesOptions: Bool { self == .option || self == .options }

    /// Rows whose value reaches formValues, so an untagged one loses it.
    public var bearsValue: Bool { self != .none && self != .image && self != .display }

    public var summary: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean (NSNumber 0/1)"
        case .date: return "a date (ISO-8601 string)"
        case .option: return "one of its options"
        case .options: return "an array of its options"
        case .display: return "a string or number to display"
        case .image: return "an image (no JSON value)"
        case .none: return "no value"
        }
    }
}

/// Where a row type's cell uses the row's `valueFormatter` (XLFormRowDescriptor
/// `-displayTextValue` / `-editTextValue`).
public enum ValueFormatterUse: String, Sendable {
    /// The cell never reads it.
    case none
    /// Single-value XLFormSelectorCell rows: the detail text (XLFormSelectorCell.m, line 89).
    case display
    /// XLFormTextFieldCell rows: the text shown, and with `useValueFormatterDuringInput` the
    /// text typed (XLFormTextFieldCell.m, lines 163 and 343-358).
    case input
}

/// A row type: one of XLForm's 40 or a custom type declared by the spec.
public final class RowTypeInfo: Sendable {
    public let name: String
    /// The XLForm constant (`XLFormRowDescriptorTypeText`); nil for custom types.
    public let constant: String?
    public let cell: String
    public let valueKind: ValueKind
    /// Row type XLForm inserts below the row while it is first responder.
    public let inlineRowType: String?
    /// Fixed height the cell class reports; nil means automatic.
    public let height: Double?
    /// Text traits XLFormTextFieldCell forces on each update, by UITextInputTraits key.
    public let traits: [(key: String, value: JSONValue)]
    /// What the cell writes into `row.value` on input.
    public let produces: String
    public let doc: String
    public let isCustom: Bool
    /// For custom types: extra key paths on the cell and their type names.
    public let customKeyPaths: [(keyPath: String, type: String)]
    /// False for a custom type without `valueType`: nothing is known about its value.
    public let declaresValueKind: Bool
    /// The cell performs the action's `formSegueIdentifier` instead of showing the options
    /// (XLFormSelectorCell, selectorPush and selectorPopover).
    public let segueReplacesOptions: Bool
    /// XLFormRowDescriptor's initializer asserts unless the device is an iPad.
    public let isIPadOnly: Bool
    public let valueFormatterUse: ValueFormatterUse

    public init(
        name: String, constant: String?, cell: String, valueKind: ValueKind, inlineRowType: String? = nil,
        height: Double? = nil, traits: [(key: String, value: JSONValue)] = [], produces: String, doc: String,
        isCustom: Bool = false, customKeyPaths: [(keyPath: String, type: String)] = [], declaresValueKind: Bool = true,
        segueReplacesOptions: Bool = false, isIPadOnly: Bool = false, valueFormatterUse: ValueFormatterUse = .none
    ) {
        self.name = name
        self.constant = constant
        self.cell = cell
        self.valueKind = valueKind
        self.inlineRowType = inlineRowType
        self.height = height
        self.traits = traits
        self.produces = produces
        self.doc = doc
        self.isCustom = isCustom
        self.customKeyPaths = customKeyPaths
        self.declaresValueKind = declaresValueKind
        self.segueReplacesOptions = segueReplacesOptions
        self.isIPadOnly = isIPadOnly
        self.valueFormatterUse = valueFormatterUse
    }

    /// The row type whose options are left values with right options of their own.
    public static let leftRightSelector = "selectorLeftRight"

    /// Selector rows whose options live in `selectorOptions` (segmented, picker, left-right too).
    public var needsOptions: Bool { valueKind.usesOptions }
}
