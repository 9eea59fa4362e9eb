// XLForm's 40 built-in row types: cell class, value kind, inline row type and the text traits
// XLFormTextFieldCell forces on every update. Data only; read by CatalogLoader.
extension CatalogSource {
    static let rowTypes = CatalogSource(
        name: "RowTypes",
        json: #"""
            {
              "rowTypes": [
                {
                  "name": "text",
                  "constant": "XLFormRowDescriptorTypeText",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "autocorrectionType": "default",
                    "autocapitalizationType": "sentences"
                  },
                  "produces": "NSString (nil when empty)",
                  "valueFormatter": "input",
                  "doc": "Single-line text field."
                },
                {
                  "name": "name",
                  "constant": "XLFormRowDescriptorTypeName",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "autocorrectionType": "no",
                    "autocapitalizationType": "words"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field for a person's name: capitalises words, no autocorrection."
                },
                {
                  "name": "url",
                  "constant": "XLFormRowDescriptorTypeURL",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "url",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none"
                  },
                  "produces": "NSString (not NSURL)",
                  "valueFormatter": "input",
                  "doc": "Text field with the URL keyboard."
                },
                {
                  "name": "email",
                  "constant": "XLFormRowDescriptorTypeEmail",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "emailAddress",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field with the email keyboard, no capitalisation or autocorrection."
                },
                {
                  "name": "password",
                  "constant": "XLFormRowDescriptorTypePassword",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "asciiCapable",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none",
                    "secureTextEntry": true
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Secure text field (secureTextEntry = YES)."
                },
                {
                  "name": "number",
                  "constant": "XLFormRowDescriptorTypeNumber",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "number",
                  "traits": {
                    "keyboardType": "numbersAndPunctuation",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none"
                  },
                  "produces": "NSDecimalNumber parsed with the current locale (NaN for non-numeric text)",
                  "valueFormatter": "input",
                  "doc": "Text field with the numbers-and-punctuation keyboard; the value is a decimal number."
                },
                {
                  "name": "phone",
                  "constant": "XLFormRowDescriptorTypePhone",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "phonePad"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field with the phone pad."
                },
                {
                  "name": "twitter",
                  "constant": "XLFormRowDescriptorTypeTwitter",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "twitter",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field with the Twitter keyboard."
                },
                {
                  "name": "account",
                  "constant": "XLFormRowDescriptorTypeAccount",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "asciiCapable",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "none"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field with the ASCII-capable keyboard, no capitalisation or autocorrection."
                },
                {
                  "name": "integer",
                  "constant": "XLFormRowDescriptorTypeInteger",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "number",
                  "traits": {
                    "keyboardType": "numberPad"
                  },
                  "produces": "NSNumber (integerValue of the text; \"abc\" becomes 0)",
                  "valueFormatter": "input",
                  "doc": "Text field with the number pad; the value is an integer."
                },
                {
                  "name": "decimal",
                  "constant": "XLFormRowDescriptorTypeDecimal",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "number",
                  "traits": {
                    "keyboardType": "decimalPad"
                  },
                  "produces": "NSDecimalNumber parsed with the current locale",
                  "valueFormatter": "input",
                  "doc": "Text field with the decimal pad; the value is a decimal number."
                },
                {
                  "name": "zipCode",
                  "constant": "XLFormRowDescriptorTypeZipCode",
                  "cell": "XLFormTextFieldCell",
                  "valueKind": "string",
                  "traits": {
                    "keyboardType": "default",
                    "autocorrectionType": "no",
                    "autocapitalizationType": "allCharacters"
                  },
                  "produces": "NSString",
                  "valueFormatter": "input",
                  "doc": "Text field that capitalises all characters, no autocorrection."
                },
                {
                  "name": "textView",
                  "constant": "XLFormRowDescriptorTypeTextView",
                  "cell": "XLFormTextViewCell",
                  "valueKind": "string",
                  "height": 110,
                  "traits": {
                    "keyboardType": "default"
                  },
                  "produces": "NSString (nil when empty)",
                  "doc": "Multi-line text view (height 110)."
                },
                {
                  "name": "selectorPush",
                  "constant": "XLFormRowDescriptorTypeSelectorPush",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "segueReplacesOptions": true,
                  "valueFormatter": "display",
                  "doc": "Pushes a list of the options; one can be chosen."
                },
                {
                  "name": "selectorPopover",
                  "constant": "XLFormRowDescriptorTypeSelectorPopover",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "segueReplacesOptions": true,
                  "iPadOnly": true,
                  "valueFormatter": "display",
                  "doc": "Options in a popover. iPad only: XLForm asserts at row creation on iPhone."
                },
                {
                  "name": "selectorActionSheet",
                  "constant": "XLFormRowDescriptorTypeSelectorActionSheet",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "valueFormatter": "display",
                  "doc": "Options in an action sheet."
                },
                {
                  "name": "selectorAlertView",
                  "constant": "XLFormRowDescriptorTypeSelectorAlertView",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "valueFormatter": "display",
                  "doc": "Options in an alert."
                },
                {
                  "name": "selectorPickerView",
                  "constant": "XLFormRowDescriptorTypeSelectorPickerView",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "valueFormatter": "display",
                  "doc": "Options in a picker shown as the keyboard."
                },
                {
                  "name": "selectorPickerViewInline",
                  "constant": "XLFormRowDescriptorTypeSelectorPickerViewInline",
                  "cell": "XLFormInlineSelectorCell",
                  "valueKind": "option",
                  "inlineRowType": "picker",
                  "produces": "one element of selectorOptions",
                  "doc": "Options in a picker row inserted below the row while it is selected."
                },
                {
                  "name": "multipleSelector",
                  "constant": "XLFormRowDescriptorTypeMultipleSelector",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "options",
                  "produces": "NSArray of elements of selectorOptions",
                  "doc": "Pushes a list of the options; several can be checked."
                },
                {
                  "name": "multipleSelectorPopover",
                  "constant": "XLFormRowDescriptorTypeMultipleSelectorPopover",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "options",
                  "produces": "NSArray of elements of selectorOptions",
                  "iPadOnly": true,
                  "doc": "Several options in a popover. iPad only: XLForm asserts at row creation on iPhone."
                },
                {
                  "name": "selectorLeftRight",
                  "constant": "XLFormRowDescriptorTypeSelectorLeftRight",
                  "cell": "XLFormLeftRightSelectorCell",
                  "valueKind": "option",
                  "produces": "a right option; the left choice is kept in leftRightSelectorLeftOptionSelected",
                  "doc": "A left button choosing a group and a right selector within it."
                },
                {
                  "name": "selectorSegmentedControl",
                  "constant": "XLFormRowDescriptorTypeSelectorSegmentedControl",
                  "cell": "XLFormSegmentedCell",
                  "valueKind": "option",
                  "produces": "one element of selectorOptions",
                  "doc": "Options as segments of a UISegmentedControl."
                },
                {
                  "name": "dateInline",
                  "constant": "XLFormRowDescriptorTypeDateInline",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "inlineRowType": "datePicker",
                  "produces": "NSDate",
                  "doc": "Date; a date picker row opens below the row."
                },
                {
                  "name": "datetimeInline",
                  "constant": "XLFormRowDescriptorTypeDateTimeInline",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "inlineRowType": "datePicker",
                  "produces": "NSDate",
                  "doc": "Date and time; a date picker row opens below the row."
                },
                {
                  "name": "timeInline",
                  "constant": "XLFormRowDescriptorTypeTimeInline",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "inlineRowType": "datePicker",
                  "produces": "NSDate",
                  "doc": "Time; a date picker row opens below the row."
                },
                {
                  "name": "countDownTimerInline",
                  "constant": "XLFormRowDescriptorTypeCountDownTimerInline",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "inlineRowType": "datePicker",
                  "produces": "NSDate (hours and minutes read in GMT)",
                  "doc": "Count-down duration; a picker row opens below the row."
                },
                {
                  "name": "date",
                  "constant": "XLFormRowDescriptorTypeDate",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "produces": "NSDate",
                  "doc": "Date with a date picker as the keyboard."
                },
                {
                  "name": "datetime",
                  "constant": "XLFormRowDescriptorTypeDateTime",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "produces": "NSDate",
                  "doc": "Date and time with a date picker as the keyboard."
                },
                {
                  "name": "time",
                  "constant": "XLFormRowDescriptorTypeTime",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "produces": "NSDate",
                  "doc": "Time with a date picker as the keyboard."
                },
                {
                  "name": "countDownTimer",
                  "constant": "XLFormRowDescriptorTypeCountDownTimer",
                  "cell": "XLFormDateCell",
                  "valueKind": "date",
                  "produces": "NSDate (hours and minutes read in GMT)",
                  "doc": "Count-down duration with a picker as the keyboard."
                },
                {
                  "name": "datePicker",
                  "constant": "XLFormRowDescriptorTypeDatePicker",
                  "cell": "XLFormDatePickerCell",
                  "valueKind": "date",
                  "height": 216,
                  "produces": "NSDate",
                  "doc": "A UIDatePicker shown in the row itself (height 216); also the inline row of the date types."
                },
                {
                  "name": "picker",
                  "constant": "XLFormRowDescriptorTypePicker",
                  "cell": "XLFormPickerCell",
                  "valueKind": "option",
                  "height": 216,
                  "produces": "one element of selectorOptions",
                  "doc": "A UIPickerView shown in the row itself (height 216); also the inline row of selectorPickerViewInline."
                },
                {
                  "name": "slider",
                  "constant": "XLFormRowDescriptorTypeSlider",
                  "cell": "XLFormSliderCell",
                  "valueKind": "number",
                  "height": 88,
                  "produces": "NSNumber (float), clamped to the slider's range and snapped to steps on display",
                  "doc": "A UISlider (height 88). Configure slider.minimumValue/maximumValue: the default range is 0-1."
                },
                {
                  "name": "booleanCheck",
                  "constant": "XLFormRowDescriptorTypeBooleanCheck",
                  "cell": "XLFormCheckCell",
                  "valueKind": "bool",
                  "produces": "NSNumber BOOL, toggled on tap",
                  "doc": "A checkmark toggled by tapping the row."
                },
                {
                  "name": "booleanSwitch",
                  "constant": "XLFormRowDescriptorTypeBooleanSwitch",
                  "cell": "XLFormSwitchCell",
                  "valueKind": "bool",
                  "produces": "NSNumber BOOL",
                  "doc": "A UISwitch."
                },
                {
                  "name": "button",
                  "constant": "XLFormRowDescriptorTypeButton",
                  "cell": "XLFormButtonCell",
                  "valueKind": "none",
                  "produces": "none (the value is only shown as detail text)",
                  "doc": "A tappable row that runs its action."
                },
                {
                  "name": "info",
                  "constant": "XLFormRowDescriptorTypeInfo",
                  "cell": "XLFormSelectorCell",
                  "valueKind": "display",
                  "produces": "none (read-only display of the value)",
                  "valueFormatter": "display",
                  "doc": "Read-only row showing its value as detail text."
                },
                {
                  "name": "stepCounter",
                  "constant": "XLFormRowDescriptorTypeStepCounter",
                  "cell": "XLFormStepCounterCell",
                  "valueKind": "number",
                  "produces": "NSNumber (double)",
                  "doc": "A UIStepper with the value shown beside it."
                },
                {
                  "name": "image",
                  "constant": "XLFormRowDescriptorTypeImage",
                  "cell": "XLFormImageCell",
                  "valueKind": "image",
                  "height": 40,
                  "produces": "UIImage",
                  "doc": "Picks an image; the value is a UIImage, which formValues leaves out."
                }
              ]
            }
            """#)
}
