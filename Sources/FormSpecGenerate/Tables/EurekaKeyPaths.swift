/// Cell config key paths in Eureka: each segment, by the class that declares it in the catalog
/// and its KVC name, spelled as Swift code reaches it on an Eureka cell (`stepControl` is
/// StepperCell's `stepper`; BOOL properties are `isSecureTextEntry`; `textLabel` is optional).
/// Segments not listed have no Eureka spelling, and a key path using one is unsupported. Data only.
enum EurekaKeyPaths {
    /// "Owner.kvcName" → the Swift member, with `?` where the property is optional.
    static let segments: [String: String] = {
        var table: [String: String] = [
            // XLForm's cells → the views of Eureka's cells (Source/Rows/*.swift).
            "XLFormTextFieldCell.textField": "textField",
            "XLFormTextFieldCell.textLabel": "textLabel?",
            "XLFormTextViewCell.textView": "textView",
            "XLFormTextViewCell.textLabel": "textLabel?",
            "XLFormSwitchCell.switchControl": "switchControl",
            "XLFormStepCounterCell.stepControl": "stepper",
            "XLFormSliderCell.slider": "slider",
            "XLFormSegmentedCell.segmentedControl": "segmentedControl",
            "XLFormSegmentedCell.textLabel": "textLabel?",
            "XLFormDateCell.datePicker": "datePicker",
            "XLFormDatePickerCell.datePicker": "datePicker",
            "UITableViewCell.textLabel": "textLabel?",
            "UITableViewCell.detailTextLabel": "detailTextLabel?",
            "UITableViewCell.imageView": "imageView?",
            "UIView.layer": "layer",
        ]
        let same: [String: [String]] = [
            "UITableViewCell": [
                "accessoryType", "editingAccessoryType", "selectionStyle", "indentationLevel", "indentationWidth",
            ],
            "UIView": [
                "backgroundColor", "tintColor", "alpha", "clipsToBounds", "contentMode", "tag", "accessibilityLabel",
                "accessibilityIdentifier",
            ],
            "CALayer": ["cornerRadius", "borderWidth", "masksToBounds", "opacity", "cornerCurve", "maskedCorners"],
            "UILabel": [
                "text", "textColor", "font", "textAlignment", "numberOfLines", "lineBreakMode",
                "adjustsFontSizeToFitWidth", "minimumScaleFactor",
            ],
            "UIImageView": ["image"],
            "UIControl": ["contentHorizontalAlignment", "contentVerticalAlignment"],
            "UITextField": [
                "text", "placeholder", "textColor", "font", "textAlignment", "borderStyle", "clearButtonMode",
                "clearsOnBeginEditing", "adjustsFontSizeToFitWidth", "minimumFontSize", "background",
            ],
            "UITextView": ["text", "textColor", "font", "textAlignment", "dataDetectorTypes"],
            "UITextInputTraits": [
                "keyboardType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
                "keyboardAppearance",
                "returnKeyType", "enablesReturnKeyAutomatically", "textContentType",
            ],
            "UISwitch": ["onTintColor", "thumbTintColor"],
            "UIStepper": ["minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat"],
            "UISlider": [
                "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
            ],
            "UISegmentedControl": ["selectedSegmentTintColor", "apportionsSegmentWidthsByContent"],
            "UIDatePicker": [
                "datePickerMode", "minuteInterval", "locale", "timeZone", "calendar", "minimumDate", "maximumDate",
                "preferredDatePickerStyle", "countDownDuration",
            ],
        ]
        for (owner, names) in same { for name in names { table["\(owner).\(name)"] = name } }
        // BOOL properties whose getter is isName: Swift names the property after the getter.
        let renamed: [String: [String: String]] = [
            "UIView": [
                "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled", "opaque": "isOpaque",
            ],
            "UIControl": ["enabled": "isEnabled"],
            "UITextInputTraits": ["secureTextEntry": "isSecureTextEntry"],
            "UITextView": ["editable": "isEditable", "selectable": "isSelectable"],
            "UIStepper": ["continuous": "isContinuous"],
            "UISlider": ["continuous": "isContinuous"],
            "UISegmentedControl": ["momentary": "isMomentary"],
            "CALayer": ["hidden": "isHidden"],
        ]
        for (owner, names) in renamed { for (kvc, swift) in names { table["\(owner).\(kvc)"] = swift } }
        return table
    }()

    /// Whole key paths that are properties of the Eureka row, not of its cell.
    static let rowProperties: [String: String] = [
        "textField.placeholder": "placeholder", "textView.placeholder": "placeholder", "steps": "steps",
        "minimumDate": "minimumDate", "maximumDate": "maximumDate", "minuteInterval": "minuteInterval",
    ]

    /// The Eureka cell views each row class has, by their Swift name.
    static func cellViews(_ rowClass: String) -> Set<String> {
        switch rowClass {
        case "TextRow", "NameRow", "URLRow", "EmailRow", "PasswordRow", "DecimalRow", "PhoneRow", "TwitterRow",
            "AccountRow", "IntRow", "ZipCodeRow":
            return ["textField"]
        case "TextAreaRow": return ["textView"]
        case "SwitchRow": return ["switchControl"]
        case "StepperRow": return ["stepper"]
        case "SliderRow": return ["slider"]
        case "SegmentedRow": return ["segmentedControl"]
        case "DateRow", "TimeRow", "DateTimeRow", "CountDownRow", "DateTimePickerRow": return ["datePicker"]
        default: return []
        }
    }
}
