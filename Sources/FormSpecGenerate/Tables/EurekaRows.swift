/// How XLForm's row types become Eureka 5.5's rows (`Source/Rows/*.swift`): the row class, the
/// Swift type of its value, and which of the spec's properties the row has. Data only.
struct EurekaRowInfo: Sendable {
    /// `TextRow`; `PushRow` takes the option type as its generic parameter.
    let rowClass: String
    let isGeneric: Bool
    let value: EurekaValueType
    /// Properties the Eureka row has, by spec name (`placeholder` is a cell config key path in
    /// the spec, `textField.placeholder`, but a row property in Eureka).
    let properties: Set<String>
    /// Statements the cell's setup needs so that the row behaves as XLForm's type does.
    let setup: [String]

    init(
        _ rowClass: String, _ value: EurekaValueType, generic: Bool = false, _ properties: Set<String> = [],
        setup: [String] = []
    ) {
        self.rowClass = rowClass
        self.isGeneric = generic
        self.value = value
        self.properties = properties
        self.setup = setup
    }
}

/// The Swift type of an Eureka row's value.
enum EurekaValueType: Sendable, Equatable {
    case string, int, double, float, bool, date, url
    /// The option type of a generic selector row, decided by its options.
    case option
    /// A row without a value (ButtonRow's String stays nil).
    case none
}

enum EurekaRows {
    static let field: Set<String> = ["placeholder"]
    static let selector: Set<String> = ["options", "selectorTitle", "noValueDisplayText"]
    static let dates: Set<String> = ["noValueDisplayText", "minimumDate", "maximumDate", "minuteInterval"]

    /// By XLForm row type. Types missing here have no Eureka row (`selectorLeftRight`, `image`,
    /// the multiple selectors, whose Set loses the order XLForm keeps).
    static let table: [String: EurekaRowInfo] = [
        "text": EurekaRowInfo("TextRow", .string, field),
        "name": EurekaRowInfo("NameRow", .string, field),
        "url": EurekaRowInfo("URLRow", .url, field),
        "email": EurekaRowInfo("EmailRow", .string, field),
        "password": EurekaRowInfo("PasswordRow", .string, field),
        // XLForm's number keyboard is NumbersAndPunctuation (XLFormTextFieldCell.m); Eureka's
        // DecimalCell sets the decimal pad in its setup, which a cellSetup closure follows.
        "number": EurekaRowInfo(
            "DecimalRow", .double, field, setup: ["cell.textField.keyboardType = .numbersAndPunctuation"]),
        "phone": EurekaRowInfo("PhoneRow", .string, field),
        "twitter": EurekaRowInfo("TwitterRow", .string, field),
        "account": EurekaRowInfo("AccountRow", .string, field),
        "integer": EurekaRowInfo("IntRow", .int, field),
        "decimal": EurekaRowInfo("DecimalRow", .double, field),
        "zipCode": EurekaRowInfo("ZipCodeRow", .string, field),
        "textView": EurekaRowInfo("TextAreaRow", .string, field),
        "selectorPush": EurekaRowInfo("PushRow", .option, generic: true, selector),
        "selectorPopover": EurekaRowInfo("PopoverSelectorRow", .option, generic: true, selector),
        "selectorActionSheet": EurekaRowInfo("ActionSheetRow", .option, generic: true, selector),
        "selectorAlertView": EurekaRowInfo("AlertRow", .option, generic: true, selector),
        "selectorPickerView": EurekaRowInfo(
            "PickerInputRow", .option, generic: true, ["options", "noValueDisplayText"]),
        "selectorPickerViewInline": EurekaRowInfo(
            "PickerInlineRow", .option, generic: true, ["options", "noValueDisplayText"]),
        "selectorSegmentedControl": EurekaRowInfo("SegmentedRow", .option, generic: true, selector),
        "dateInline": EurekaRowInfo("DateInlineRow", .date, dates),
        "datetimeInline": EurekaRowInfo("DateTimeInlineRow", .date, dates),
        "timeInline": EurekaRowInfo("TimeInlineRow", .date, dates),
        "countDownTimerInline": EurekaRowInfo("CountDownInlineRow", .date, dates),
        "date": EurekaRowInfo("DateRow", .date, dates),
        "datetime": EurekaRowInfo("DateTimeRow", .date, dates),
        "time": EurekaRowInfo("TimeRow", .date, dates),
        "countDownTimer": EurekaRowInfo("CountDownRow", .date, dates),
        // A standalone UIDatePicker shows date and time (XLFormDatePickerCell leaves the mode).
        "datePicker": EurekaRowInfo("DateTimePickerRow", .date, ["minimumDate", "maximumDate", "minuteInterval"]),
        "picker": EurekaRowInfo("PickerRow", .option, generic: true, ["options"]),
        "slider": EurekaRowInfo("SliderRow", .float, ["steps"]),
        "booleanCheck": EurekaRowInfo("CheckRow", .bool),
        "booleanSwitch": EurekaRowInfo("SwitchRow", .bool),
        "button": EurekaRowInfo("ButtonRow", .none, ["action"]),
        "info": EurekaRowInfo("LabelRow", .string),
        "stepCounter": EurekaRowInfo("StepperRow", .double),
    ]

    /// Why a row type has no Eureka row.
    static let missing: [String: String] = [
        "selectorLeftRight": "Eureka has no left-right selector row",
        "image": "Eureka's core has no image row (ImageRow is a separate package)",
        "multipleSelector":
            "Eureka's MultipleSelectorRow holds a Set, which loses the order XLForm keeps in the row's value and formValues",
        "multipleSelectorPopover":
            "Eureka's MultipleSelectorRow holds a Set, which loses the order XLForm keeps in the row's value and formValues",
    ]
}
