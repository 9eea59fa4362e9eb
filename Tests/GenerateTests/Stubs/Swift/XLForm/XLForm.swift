// A stand-in for XLForm's API as Swift imports it (XLForm 4.3.0's headers, XL/*.h, and the
// spellings of its Swift examples), written for Linux. It records what code sets, so that the
// descriptors a generated factory builds can be printed back as a spec (XLFormDump.swift).
@_exported import UIKit

public let XLFormRowDescriptorTypeText = "text"
public let XLFormRowDescriptorTypeName = "name"
public let XLFormRowDescriptorTypeURL = "url"
public let XLFormRowDescriptorTypeEmail = "email"
public let XLFormRowDescriptorTypePassword = "password"
public let XLFormRowDescriptorTypeNumber = "number"
public let XLFormRowDescriptorTypePhone = "phone"
public let XLFormRowDescriptorTypeTwitter = "twitter"
public let XLFormRowDescriptorTypeAccount = "account"
public let XLFormRowDescriptorTypeInteger = "integer"
public let XLFormRowDescriptorTypeImage = "image"
public let XLFormRowDescriptorTypeDecimal = "decimal"
public let XLFormRowDescriptorTypeTextView = "textView"
public let XLFormRowDescriptorTypeZipCode = "zipCode"
public let XLFormRowDescriptorTypeSelectorPush = "selectorPush"
public let XLFormRowDescriptorTypeSelectorPopover = "selectorPopover"
public let XLFormRowDescriptorTypeSelectorActionSheet = "selectorActionSheet"
public let XLFormRowDescriptorTypeSelectorAlertView = "selectorAlertView"
public let XLFormRowDescriptorTypeSelectorPickerView = "selectorPickerView"
public let XLFormRowDescriptorTypeSelectorPickerViewInline = "selectorPickerViewInline"
public let XLFormRowDescriptorTypeMultipleSelector = "multipleSelector"
public let XLFormRowDescriptorTypeMultipleSelectorPopover = "multipleSelectorPopover"
public let XLFormRowDescriptorTypeSelectorLeftRight = "selectorLeftRight"
public let XLFormRowDescriptorTypeSelectorSegmentedControl = "selectorSegmentedControl"
public let XLFormRowDescriptorTypeDateInline = "dateInline"
public let XLFormRowDescriptorTypeDateTimeInline = "datetimeInline"
public let XLFormRowDescriptorTypeTimeInline = "timeInline"
public let XLFormRowDescriptorTypeCountDownTimerInline = "countDownTimerInline"
public let XLFormRowDescriptorTypeDate = "date"
public let XLFormRowDescriptorTypeDateTime = "datetime"
public let XLFormRowDescriptorTypeTime = "time"
public let XLFormRowDescriptorTypeCountDownTimer = "countDownTimer"
public let XLFormRowDescriptorTypeDatePicker = "datePicker"
public let XLFormRowDescriptorTypePicker = "picker"
public let XLFormRowDescriptorTypeSlider = "slider"
public let XLFormRowDescriptorTypeBooleanCheck = "booleanCheck"
public let XLFormRowDescriptorTypeBooleanSwitch = "booleanSwitch"
public let XLFormRowDescriptorTypeButton = "button"
public let XLFormRowDescriptorTypeInfo = "info"
public let XLFormRowDescriptorTypeStepCounter = "stepCounter"

public struct XLFormRowNavigationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let enabled = XLFormRowNavigationOptions(rawValue: 1 << 0)
    public static let stopDisableRow = XLFormRowNavigationOptions(rawValue: 1 << 1)
    public static let skipCanNotBecomeFirstResponderRow = XLFormRowNavigationOptions(rawValue: 1 << 2)
    public static let stopInlineRow = XLFormRowNavigationOptions(rawValue: 1 << 3)
}

public struct XLFormSectionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let canInsert = XLFormSectionOptions(rawValue: 1 << 0)
    public static let canDelete = XLFormSectionOptions(rawValue: 1 << 1)
    public static let canReorder = XLFormSectionOptions(rawValue: 1 << 2)
}

public enum XLFormSectionInsertMode: UInt, Sendable {
    case lastRow = 0
    case button = 2
}

public enum XLFormPresentationMode: UInt, Sendable { case `default`, push, present }

public enum XLFormLeftRightSelectorOptionLeftValueChangePolicy: UInt, Sendable {
    case nullifyRightValue, chooseFirstOption, chooseLastOption
}

public enum XLFormDateDatePickerMode: Int, Sendable { case getFromRowDescriptor, date, dateTime, time }
public enum XLFormDateDatePickerStyle: Int, Sendable { case automatic, compact, inline, wheels }

open class XLFormDescriptor: NSObject {
    public private(set) var title: String?
    public private(set) var formSections: [XLFormSectionDescriptor] = []
    /// Properties code assigned, by name (XLForm's defaults are not printed back).
    public private(set) var assigned: [String: Any] = [:]

    public required override init() { super.init() }

    public convenience init(title: String?) {
        self.init()
        self.title = title
    }

    open class func formDescriptor() -> Self { Self() }

    open var isDisabled: Bool {
        get { assigned["disabled"] as? Bool ?? false }
        set { assigned["disabled"] = newValue }
    }
    open var addAsteriskToRequiredRowsTitle: Bool {
        get { assigned["addAsteriskToRequiredRowsTitle"] as? Bool ?? false }
        set { assigned["addAsteriskToRequiredRowsTitle"] = newValue }
    }
    open var assignFirstResponderOnShow: Bool {
        get { assigned["assignFirstResponderOnShow"] as? Bool ?? false }
        set { assigned["assignFirstResponderOnShow"] = newValue }
    }
    open var endEditingTableViewOnScroll: Bool {
        get { assigned["endEditingTableViewOnScroll"] as? Bool ?? true }
        set { assigned["endEditingTableViewOnScroll"] = newValue }
    }
    open var rowNavigationOptions: XLFormRowNavigationOptions {
        get { assigned["rowNavigationOptions"] as? XLFormRowNavigationOptions ?? .enabled }
        set { assigned["rowNavigationOptions"] = newValue }
    }

    open func addFormSection(_ formSection: XLFormSectionDescriptor) { formSections.append(formSection) }
}

open class XLFormSectionDescriptor: NSObject {
    open var title: String?
    open var footerTitle: String?
    open var multivaluedTag: String?
    open var multivaluedRowTemplate: XLFormRowDescriptor?
    /// NSNumber, NSString or NSPredicate in XLForm; `nil` here means never assigned.
    public private(set) var assignedHidden: Any?
    public private(set) var sectionOptions: XLFormSectionOptions?
    public private(set) var sectionInsertMode: XLFormSectionInsertMode?
    /// Made by the initializer of a section that inserts with a button, as XLForm makes it.
    public private(set) var multivaluedAddButton: XLFormRowDescriptor?
    public private(set) var formRows: [XLFormRowDescriptor] = []

    public override init() { super.init() }

    open class func formSection() -> XLFormSectionDescriptor { XLFormSectionDescriptor() }

    open class func formSection(withTitle title: String?) -> XLFormSectionDescriptor {
        let section = XLFormSectionDescriptor()
        section.title = title
        return section
    }

    open class func formSection(
        withTitle title: String?, sectionOptions: XLFormSectionOptions
    )
        -> XLFormSectionDescriptor
    {
        let section = formSection(withTitle: title)
        section.sectionOptions = sectionOptions
        return section
    }

    open class func formSection(
        withTitle title: String?, sectionOptions: XLFormSectionOptions, sectionInsertMode: XLFormSectionInsertMode
    ) -> XLFormSectionDescriptor {
        let section = formSection(withTitle: title, sectionOptions: sectionOptions)
        section.sectionInsertMode = sectionInsertMode
        if sectionInsertMode == .button, sectionOptions.contains(.canInsert) {
            section.multivaluedAddButton = XLFormRowDescriptor(
                tag: nil, rowType: XLFormRowDescriptorTypeButton, title: "Add Item")
        }
        return section
    }

    open var hidden: Any {
        get { assignedHidden ?? NSNumber(value: false) }
        set { assignedHidden = newValue }
    }

    open func isHidden() -> Bool { false }

    open func addFormRow(_ formRow: XLFormRowDescriptor) { formRows.append(formRow) }
}

open class XLFormRowDescriptor: NSObject {
    public private(set) var tag: String?
    public let rowType: String
    open var title: String?
    open var value: Any?
    open var requireMsg: String?
    open var selectorTitle: String?
    open var noValueDisplayText: String?
    open var selectorOptions: [Any]?
    open var leftRightSelectorLeftOptionSelected: Any!
    open var cellClass: Any?
    open var valueTransformer: AnyClass?
    open var valueFormatter: Formatter?
    public let cellConfig = NSMutableDictionary()
    public let cellConfigAtConfigure = NSMutableDictionary()
    public let cellConfigIfDisabled = NSMutableDictionary()
    public let cellConfigForSelector = NSMutableDictionary()
    open var action = XLFormAction()
    public private(set) var validators: [XLFormValidatorProtocol] = []
    /// Scalar properties code assigned, by name.
    public private(set) var assigned: [String: Any] = [:]

    public convenience init(tag: String?, rowType: String) { self.init(tag: tag, rowType: rowType, title: nil) }

    public init(tag: String?, rowType: String, title: String?) {
        self.tag = tag
        self.rowType = rowType
        self.title = title
    }

    open var isRequired: Bool {
        get { assigned["required"] as? Bool ?? false }
        set { assigned["required"] = newValue }
    }
    open var useValueFormatterDuringInput: Bool {
        get { assigned["useValueFormatterDuringInput"] as? Bool ?? false }
        set { assigned["useValueFormatterDuringInput"] = newValue }
    }
    open var height: CGFloat {
        get { assigned["height"] as? CGFloat ?? -2 }
        set { assigned["height"] = newValue }
    }
    open var cellStyle: UITableViewCell.CellStyle {
        get { assigned["cellStyle"] as? UITableViewCell.CellStyle ?? .value1 }
        set { assigned["cellStyle"] = newValue }
    }
    open var hidden: Any {
        get { assigned["hidden"] ?? NSNumber(value: false) }
        set { assigned["hidden"] = newValue }
    }
    open var disabled: Any {
        get { assigned["disabled"] ?? NSNumber(value: false) }
        set { assigned["disabled"] = newValue }
    }

    open func isHidden() -> Bool { false }
    open func isDisabled() -> Bool { false }

    open func addValidator(_ validator: XLFormValidatorProtocol) { validators.append(validator) }
}

open class XLFormAction: NSObject {
    open var viewControllerClass: AnyClass?
    open var viewControllerStoryboardId: String?
    open var viewControllerNibName: String?
    open var viewControllerPresentationMode: XLFormPresentationMode = .default {
        didSet { presentationModeAssigned = true }
    }
    open var formSegueIdentifier: String?
    open var formSegueClass: AnyClass?
    open var formSelector: Selector?
    public private(set) var presentationModeAssigned = false
}

open class XLFormOptionsObject: NSObject, SpecValueConvertible {
    open var formValue: Any
    open var formDisplaytext: String!

    /// Imported from `formOptionsObjectWithValue:displayText:`, which has no nullability
    /// annotations, hence `init!`.
    public init!(value: Any!, displayText: String!) {
        formValue = value ?? NSNull()
        formDisplaytext = displayText
    }

    public var specValue: Any {
        ["formValue": SpecValues.value(formValue), "formDisplayText": formDisplaytext.map { $0 as Any } ?? NSNull()]
    }
}

open class XLFormLeftRightSelectorOption: NSObject {
    public let leftValue: Any
    public let rightOptions: [Any]
    public let httpParameterKey: String!
    open var leftValueChangePolicy: XLFormLeftRightSelectorOptionLeftValueChangePolicy = .nullifyRightValue {
        didSet { policyAssigned = true }
    }
    open var rightSelectorControllerClass: AnyClass?
    open var noValueDisplayText: String?
    open var selectorTitle: String?
    public private(set) var policyAssigned = false

    public init(leftValue: Any, httpParameterKey: String!, rightOptions: [Any]) {
        self.leftValue = leftValue
        self.httpParameterKey = httpParameterKey
        self.rightOptions = rightOptions
    }
}

open class XLFormValidationStatus: NSObject {
    open var msg: String!
    open var isValid: Bool
    open weak var rowDescriptor: XLFormRowDescriptor?

    public init!(msg: String!, status isValid: Bool, rowDescriptor row: XLFormRowDescriptor!) {
        self.msg = msg
        self.isValid = isValid
        rowDescriptor = row
    }
}

public protocol XLFormValidatorProtocol: NSObjectProtocol {
    func isValid(_ row: XLFormRowDescriptor!) -> XLFormValidationStatus!
}

open class XLFormValidator: NSObject, XLFormValidatorProtocol {
    /// Which factory made it (`email`, `emailLong`), for printing back.
    public private(set) var factory: String?

    public override init() { super.init() }

    open func isValid(_ row: XLFormRowDescriptor!) -> XLFormValidationStatus! {
        XLFormValidationStatus(msg: nil, status: true, rowDescriptor: row)
    }

    open class func email() -> XLFormValidator {
        let validator = XLFormValidator()
        validator.factory = "email"
        return validator
    }

    open class func emailValidatorLong() -> XLFormValidator {
        let validator = XLFormValidator()
        validator.factory = "emailLong"
        return validator
    }
}

open class XLFormRegexValidator: XLFormValidator {
    open var msg: String!
    open var regex: String!

    public init!(msg: String!, andRegexString regex: String!) {
        self.msg = msg
        self.regex = regex
        super.init()
    }
}

open class XLFormViewController: UIViewController {
    nonisolated(unsafe) private static let cellClasses = NSMutableDictionary()

    nonisolated(unsafe) private static let inlineRowTypes = NSMutableDictionary()

    open class func cellClassesForRowDescriptorTypes() -> NSMutableDictionary! { cellClasses }
    open class func inlineRowDescriptorTypesForRowDescriptorTypes() -> NSMutableDictionary! { inlineRowTypes }
}
