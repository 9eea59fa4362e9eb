/// One step of building an XLForm form, the same in Objective-C and Swift; each language
/// spells it (`XLFormProgram` decides the steps and their order once for both).
enum XLFormStatement {
    case blank
    /// `// Account`
    case comment(String)
    /// `cellClassesForRowDescriptorTypes[type] = cellClass`
    case registerCell(rowType: String, cellClass: String)
    /// `inlineRowDescriptorTypesForRowDescriptorTypes[type] = inlineType`
    case registerInlineRowType(rowType: String, inline: RowTypeReference)
    case createForm(title: String?)
    case setForm(property: String, XLFormValue)
    case createSection(title: String?, options: [String]?, insertMode: String?)
    case setSection(property: String, XLFormValue)
    case addSection
    case createRow(tag: TagReference, rowType: RowTypeReference, title: String?)
    case setRow(property: String, XLFormValue)
    /// `row.cellConfig[keyPath] = value`
    case setConfig(CellConfigName, keyPath: String, LiteralValue)
    case addValidator(XLFormValidatorCall)
    /// `row.action.<property> = value`
    case setAction(property: String, XLFormValue)
    /// A left-right option kept in a variable because properties are set on it.
    case createLeftRightOption(variable: String, LeftRightOptionPlan)
    /// `Class *variable = [[Class alloc] init];` / `let variable = Class()`.
    case createObject(variable: String, className: String)
    /// `variable.property = value` (a left-right option, a formatter).
    case setVariable(variable: String, property: String, XLFormValue)
    case addRow
    /// `section.multivaluedRowTemplate = row`
    case setTemplate
    case returnForm
}

/// `cellConfig`, `cellConfigAtConfigure`, ...: the dictionary's property name.
typealias CellConfigName = String

enum TagReference {
    /// A tag the file names as a constant or enum case.
    case named(String)
    /// Written but empty: XLForm keeps `@""`.
    case empty
    case none
}

enum RowTypeReference {
    /// `XLFormRowDescriptorTypeText`.
    case constant(String)
    /// A custom type's string.
    case custom(String)

    /// The constant, or the custom type's string as `quote` spells a literal.
    func code(quote: (String) -> String) -> String {
        switch self {
        case .constant(let c): return c
        case .custom(let s): return quote(s)
        }
    }
}

/// The right-hand side of an XLForm assignment, by the property's type.
enum XLFormValue {
    /// An object (`id` / `Any`): a row's value, a cell config value.
    case object(LiteralValue)
    /// An `NSString` property.
    case string(String)
    /// A `BOOL` property.
    case bool(Bool)
    /// A `CGFloat` property.
    case number(Double)
    /// A typed enum property: `UITableViewCellStyleSubtitle` / `.subtitle`.
    case enumCase(enumName: String, caseName: String)
    /// A typed options property: `A | B` / `[.a, .b]`.
    case flags(enumName: String, caseNames: [String])
    /// A `Class` property.
    case classNamed(String)
    case selector(String)
    /// `hidden`, `disabled`: `@YES` or a predicate string.
    case condition(ConditionPlan)
    /// `selectorOptions`: an array, one option per line when long.
    case options([LiteralValue])
    /// `selectorOptions` of a left-right selector: the options, or variables holding them.
    case leftRightOptions([LeftRightElement])
    /// A variable the method declared.
    case variable(String)
    /// A new instance of a class: `[[Class alloc] init]` / `Class()`.
    case newObject(String)

    enum LeftRightElement {
        case inline(LeftRightOptionPlan)
        case variable(String)
    }
}

/// How XLForm gets a spec validator.
enum XLFormValidatorCall {
    /// `[XLFormValidator emailValidator]` (its message is the spec's default).
    case email
    case emailLong
    /// `XLFormRegexValidator`; also minLength/maxLength as `(?s).{n,}` / `(?s).{0,n}`.
    case regex(message: String?, pattern: String)
    /// The range validator the file declares (XLForm has none).
    case range(min: Double?, max: Double?, message: String?)
    /// The app's own XLFormValidatorProtocol class.
    case app(className: String)

    init?(_ validator: ValidatorPlan) {
        switch validator.type {
        case "regex":
            guard let pattern = validator.regex else { return nil }
            self = .regex(message: validator.msg, pattern: pattern)
        case "email", "emailLong":
            guard let pattern = validator.builtInPattern else { return nil }
            if validator.msg == nil || validator.msg == validator.defaultMessage {
                self = validator.type == "email" ? .email : .emailLong
            } else {
                self = .regex(message: validator.msg, pattern: pattern)
            }
        case "minLength":
            guard let n = validator.length else { return nil }
            self = .regex(message: validator.message, pattern: "(?s).{\(n),}")
        case "maxLength":
            guard let n = validator.length else { return nil }
            self = .regex(message: validator.message, pattern: "(?s).{0,\(n)}")
        case "range":
            self = .range(min: validator.min, max: validator.max, message: validator.message)
        case "app":
            guard let className = validator.className else { return nil }
            self = .app(className: className)
        default:
            return nil
        }
    }

    var isRange: Bool { if case .range = self { return true } else { return false } }
}
