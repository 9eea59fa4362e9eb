import FormSpec
import FormSpecJSON

/// What to build, read once from a checked spec: every property the generated code sets, as
/// plain values with the ranges diagnostics point at. Each target only spells it.
struct FormPlan {
    /// The spec's file name, for the header.
    let specFileName: String
    let range: TextRange
    let title: String?
    let disabled: ConditionPlan?
    /// addAsteriskToRequiredRowsTitle, assignFirstResponderOnShow, endEditingTableViewOnScroll
    /// and rowNavigationOptions, as written, in that order.
    let settings: [FormSetting]
    let customRowTypes: [CustomRowTypePlan]
    let sections: [SectionPlan]
    let tagNames: TagNames
    /// Every row with its section, templates included: what predicates and helpers look up.
    var allRows: [RowPlan] { sections.flatMap { ($0.template.map { [$0] } ?? []) + $0.rows } }
}

struct FormSetting {
    enum Value {
        case bool(Bool)
        /// Case names of XLFormRowNavigationOptions.
        case flags([String])
    }

    let name: String
    let value: Value
    let range: TextRange
}

struct CustomRowTypePlan {
    let name: String
    /// The cell class registered for it, when the spec names one.
    let cellClass: String?
    /// The row type inserted below it while it is first responder (built-in or custom).
    let inlineRowType: String?
    /// `XLFormRowDescriptorTypeDatePicker` when the inline type is XLForm's.
    let inlineRowTypeConstant: String?
    let range: TextRange
}

/// `hidden` / `disabled`: a constant, or a predicate string kept verbatim with its parse.
enum ConditionPlan {
    case constant(Bool, range: TextRange)
    case predicate(String, parsed: ParsedPredicate, literal: JSONString)

    var range: TextRange {
        switch self {
        case .constant(_, let range): return range
        case .predicate(_, _, let literal): return literal.range
        }
    }
}

struct SectionPlan {
    /// Index in the spec's `sections` array.
    let index: Int
    /// "section 2 'Details'", for messages.
    let name: String
    let range: TextRange
    let title: String?
    let footerTitle: String?
    let hidden: ConditionPlan?
    let multivaluedTag: String?
    /// XLFormSectionOptions case names; empty for a plain section.
    let sectionOptions: [String]
    let insertMode: String?
    let template: RowPlan?
    let rows: [RowPlan]
    /// The row a multivalued insert adds: the template, else the first row, as XLForm copies
    /// it (its tag, value, requireMsg, height, style and disabled and selector configs are not
    /// copied); nil when the section has neither.
    let insertion: RowPlan?
    /// `multivaluedAddButton.title`.
    let addButtonTitle: String?
    /// Ranges of the properties written, by name.
    let ranges: [String: TextRange]

    func range(of property: String) -> TextRange { ranges[property] ?? range }
}

struct RowPlan {
    /// "row 'email'", for messages.
    let name: String
    let range: TextRange
    let isTemplate: Bool
    /// As written (XLForm keeps an empty tag, but never registers it).
    let tag: String?
    let rowType: String
    let typeInfo: RowTypeInfo
    /// `XLFormRowDescriptorTypeText` for XLForm's own types (also when the spec registers its
    /// own cell for one); nil for the spec's custom types.
    let rowTypeConstant: String?
    let title: String?
    /// What the row holds, as XLForm would hold the spec's value.
    let value: LiteralValue?
    /// selectorLeftRight: `leftRightSelectorLeftOptionSelected`.
    let leftValue: LiteralValue?
    let required: Bool?
    let requireMsg: String?
    /// The message XLForm shows when the row is required and empty, formatted.
    let requiredMessage: String?
    let hidden: ConditionPlan?
    let disabled: ConditionPlan?
    let validators: [ValidatorPlan]
    let options: OptionsPlan?
    let selectorTitle: String?
    let noValueDisplayText: String?
    let configs: [ConfigPlan]
    let height: Double?
    let cellStyle: String?
    let cellClass: String?
    let valueTransformer: String?
    let valueFormatter: FormatterPlan?
    let useValueFormatterDuringInput: Bool?
    let action: [ActionMember]
    let ranges: [String: TextRange]

    func range(of property: String) -> TextRange { ranges[property] ?? range }

    /// A tag XLForm registers: non-empty.
    var effectiveTag: String? { tag.flatMap { $0.isEmpty ? nil : $0 } }
}

/// `valueFormatter`: Foundation's number or byte count formatter with its style, or the app's
/// NSFormatter subclass.
struct FormatterPlan {
    /// As XLForm holds it: `NSNumberFormatter` when the spec names no class.
    let className: String
    let isFoundation: Bool
    /// An NSNumberFormatterStyle case name.
    let numberStyle: String?
    /// An NSByteCountFormatterCountStyle case name.
    let countStyle: String?
    let range: TextRange
}

enum OptionsPlan {
    /// Scalars and `.option` objects.
    case plain([LiteralValue])
    case leftRight([LeftRightOptionPlan])
}

struct LeftRightOptionPlan {
    let leftValue: LiteralValue
    let rightOptions: [LiteralValue]
    let httpParameterKey: String?
    let rightSelectorControllerClass: String?
    let noValueDisplayText: String?
    let selectorTitle: String?
    /// An XLFormLeftRightSelectorOptionLeftValueChangePolicy case name.
    let leftValueChangePolicy: String?
    let range: TextRange

    /// Properties set after the option is made.
    var hasProperties: Bool {
        rightSelectorControllerClass != nil || noValueDisplayText != nil || selectorTitle != nil
            || leftValueChangePolicy != nil
    }
}

struct ValidatorPlan {
    /// regex, email, emailLong, minLength, maxLength, range or app.
    let type: String
    /// `app`: the app's XLFormValidatorProtocol class.
    let className: String?
    /// XLForm's pattern for `email` and `emailLong`.
    let builtInPattern: String?
    /// The type's default message.
    let defaultMessage: String?
    let regex: String?
    /// As written.
    let msg: String?
    /// `msg`, or the type's default message.
    let message: String?
    let length: Int?
    let min: Double?
    let max: Double?
    let range: TextRange
}

struct ConfigPlan {
    let kind: CellConfigKind
    let entries: [ConfigEntry]
    let range: TextRange
}

struct ConfigEntry {
    let keyPath: String
    /// The key path segment by segment from the cell; nil when the cell class is unknown.
    let resolution: KeyPathResolution?
    let value: LiteralValue
    let range: TextRange
    /// In `cellConfigAtConfigure`, a key the cell's -update sets again on every display.
    let isOverwritten: Bool

    /// The property's type when the key path resolves; nil on classes the catalog does not know.
    var type: KeyPathType? { resolution?.target?.property.type }
}

struct ActionMember {
    let name: String
    let value: String
    let range: TextRange
}
