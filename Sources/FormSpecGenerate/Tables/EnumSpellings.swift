/// How each catalog enum is spelled in code: the Objective-C constants (`UIKeyboardTypeEmailAddress`)
/// and the Swift type and cases (`UIKeyboardType.emailAddress`). A case is the prefix plus the
/// spec's case name with its first letter raised, or the Swift type plus the spec's name, except
/// where the headers spell it otherwise (`ASCIICapable`, `.URL`). Data only; a test checks that
/// every enum of the catalog is here and that the stubs declare every spelling.
struct EnumSpelling: Sendable {
    let objcPrefix: String
    let swiftType: String
    /// Spec case name → Objective-C suffix, where raising the first letter is wrong.
    let objcCases: [String: String]
    /// Spec case name → Swift case, where it differs from the spec's name.
    let swiftCases: [String: String]
    /// String constants (`UITextContentType`): KVC takes the string itself, not an NSNumber.
    let isStringBacked: Bool

    init(
        _ objcPrefix: String, swift swiftType: String? = nil, objc objcCases: [String: String] = [:],
        cases swiftCases: [String: String] = [:], strings: Bool = false
    ) {
        self.objcPrefix = objcPrefix
        self.swiftType = swiftType ?? objcPrefix
        self.objcCases = objcCases
        self.swiftCases = swiftCases
        isStringBacked = strings
    }

    func objcConstant(_ caseName: String) -> String {
        objcPrefix + (objcCases[caseName] ?? caseName.prefix(1).uppercased() + caseName.dropFirst())
    }

    /// `emailAddress`, `URL`: the member after the dot.
    func swiftCase(_ caseName: String) -> String { swiftCases[caseName] ?? caseName }

    /// `UIKeyboardType.emailAddress`.
    func swiftQualified(_ caseName: String) -> String { swiftType + "." + swiftCase(caseName) }
}

enum EnumSpellings {
    static func spelling(_ enumName: String) -> EnumSpelling? { table[enumName] }

    static let table: [String: EnumSpelling] = [
        // UIKit (UITextInputTraits and views).
        "UIKeyboardType": EnumSpelling(
            "UIKeyboardType",
            objc: ["asciiCapable": "ASCIICapable", "url": "URL", "asciiCapableNumberPad": "ASCIICapableNumberPad"],
            cases: ["url": "URL"]),
        "UITextAutocapitalizationType": EnumSpelling("UITextAutocapitalizationType"),
        "UITextAutocorrectionType": EnumSpelling("UITextAutocorrectionType"),
        "UITextSpellCheckingType": EnumSpelling("UITextSpellCheckingType"),
        "UIKeyboardAppearance": EnumSpelling("UIKeyboardAppearance"),
        "UIReturnKeyType": EnumSpelling("UIReturnKey", swift: "UIReturnKeyType"),
        "NSTextAlignment": EnumSpelling("NSTextAlignment"),
        "NSLineBreakMode": EnumSpelling("NSLineBreak", swift: "NSLineBreakMode"),
        "UITextFieldViewMode": EnumSpelling("UITextFieldViewMode", swift: "UITextField.ViewMode"),
        "UITextBorderStyle": EnumSpelling("UITextBorderStyle", swift: "UITextField.BorderStyle"),
        "UITableViewCellAccessoryType": EnumSpelling(
            "UITableViewCellAccessory", swift: "UITableViewCell.AccessoryType"),
        "UITableViewCellSelectionStyle": EnumSpelling(
            "UITableViewCellSelectionStyle", swift: "UITableViewCell.SelectionStyle"),
        "UITableViewCellFocusStyle": EnumSpelling("UITableViewCellFocusStyle", swift: "UITableViewCell.FocusStyle"),
        "UITableViewCellStyle": EnumSpelling("UITableViewCellStyle", swift: "UITableViewCell.CellStyle"),
        "UIDatePickerMode": EnumSpelling("UIDatePickerMode", swift: "UIDatePicker.Mode"),
        "UIDatePickerStyle": EnumSpelling("UIDatePickerStyle"),
        "UIViewContentMode": EnumSpelling("UIViewContentMode", swift: "UIView.ContentMode"),
        "UIControlContentHorizontalAlignment": EnumSpelling(
            "UIControlContentHorizontalAlignment", swift: "UIControl.ContentHorizontalAlignment"),
        "UIControlContentVerticalAlignment": EnumSpelling(
            "UIControlContentVerticalAlignment", swift: "UIControl.ContentVerticalAlignment"),
        "UIDataDetectorTypes": EnumSpelling("UIDataDetectorType", swift: "UIDataDetectorTypes"),
        "UIViewTintAdjustmentMode": EnumSpelling("UIViewTintAdjustmentMode", swift: "UIView.TintAdjustmentMode"),
        "UISemanticContentAttribute": EnumSpelling("UISemanticContentAttribute"),
        "UIUserInterfaceStyle": EnumSpelling("UIUserInterfaceStyle"),
        "UIBaselineAdjustment": EnumSpelling("UIBaselineAdjustment"),
        "UIScrollViewIndicatorStyle": EnumSpelling("UIScrollViewIndicatorStyle", swift: "UIScrollView.IndicatorStyle"),
        "UIScrollViewKeyboardDismissMode": EnumSpelling(
            "UIScrollViewKeyboardDismissMode", swift: "UIScrollView.KeyboardDismissMode"),
        "UIScrollViewContentInsetAdjustmentBehavior": EnumSpelling(
            "UIScrollViewContentInsetAdjustment", swift: "UIScrollView.ContentInsetAdjustmentBehavior"),
        "UITextSmartQuotesType": EnumSpelling("UITextSmartQuotesType"),
        "UITextSmartDashesType": EnumSpelling("UITextSmartDashesType"),
        "UITextSmartInsertDeleteType": EnumSpelling("UITextSmartInsertDeleteType"),
        "UISwitchStyle": EnumSpelling("UISwitchStyle", swift: "UISwitch.Style"),
        "UIButtonType": EnumSpelling("UIButtonType", swift: "UIButton.ButtonType"),
        "UIViewAutoresizing": EnumSpelling("UIViewAutoresizing", swift: "UIView.AutoresizingMask"),
        "UITextContentType": EnumSpelling(
            "UITextContentType", objc: ["url": "URL"], cases: ["url": "URL"], strings: true),
        "UIFontTextStyle": EnumSpelling("UIFontTextStyle", swift: "UIFont.TextStyle", strings: true),
        // Core Animation.
        "CACornerMask": EnumSpelling("kCA", swift: "CACornerMask"),
        "CALayerCornerCurve": EnumSpelling("kCACornerCurve", swift: "CALayerCornerCurve", strings: true),
        // Foundation: `Calendar(identifier:)` in Swift.
        "NSCalendarIdentifier": EnumSpelling(
            "NSCalendarIdentifier", swift: "Calendar.Identifier", objc: ["iso8601": "ISO8601"], strings: true),
        // Foundation's formatters (a row's valueFormatter). Apple's headers spell the number
        // styles NSNumberFormatterCurrencyStyle.
        "NSNumberFormatterStyle": EnumSpelling(
            "NSNumberFormatter", swift: "NumberFormatter.Style",
            objc: [
                "none": "NoStyle", "decimal": "DecimalStyle", "currency": "CurrencyStyle", "percent": "PercentStyle",
                "scientific": "ScientificStyle", "spellOut": "SpellOutStyle", "ordinal": "OrdinalStyle",
                "currencyISOCode": "CurrencyISOCodeStyle", "currencyPlural": "CurrencyPluralStyle",
                "currencyAccounting": "CurrencyAccountingStyle",
            ]),
        "NSByteCountFormatterCountStyle": EnumSpelling(
            "NSByteCountFormatterCountStyle", swift: "ByteCountFormatter.CountStyle"),
        // XLForm.
        "XLFormDateDatePickerMode": EnumSpelling("XLFormDateDatePickerMode"),
        "XLFormDateDatePickerStyle": EnumSpelling("XLFormDateDatePickerStyle"),
        "XLFormSectionOptions": EnumSpelling("XLFormSectionOption", swift: "XLFormSectionOptions"),
        "XLFormSectionInsertMode": EnumSpelling("XLFormSectionInsertMode"),
        "XLFormRowNavigationOptions": EnumSpelling("XLFormRowNavigationOption", swift: "XLFormRowNavigationOptions"),
        "XLFormPresentationMode": EnumSpelling("XLFormPresentationMode"),
        "XLFormLeftRightSelectorOptionLeftValueChangePolicy": EnumSpelling(
            "XLFormLeftRightSelectorOptionLeftValueChangePolicy"),
    ]
}
