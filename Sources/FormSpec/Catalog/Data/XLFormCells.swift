// XLForm's cell classes: the key paths cellConfig can reach on each (public and the private
// ones KVC reaches all the same), and the keys each cell's -update sets on every display, which
// cellConfigAtConfigure cannot change. Data only; the format is in protocol/catalog.md.
extension CatalogSource {
    static let xlformCells = CatalogSource(
        name: "XLFormCells",
        json: #"""
            {
              "classes": {
                "XLFormBaseCell": {
                  "superclass": "UITableViewCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Base class of every XLForm cell. Its -update runs before cellConfig on every display.",
                  "properties": [
                    {"name": "rowDescriptor", "type": "XLFormRowDescriptor", "doc": "The row this cell shows (weak). Set by XLForm; do not configure it."},
                    {"name": "formViewController", "type": "XLFormViewController", "readonly": true, "doc": "The form view controller showing the cell."}
                  ],
                  "updateSets": ["textLabel.font", "detailTextLabel.font", "textLabel.textColor"]
                },
                "XLFormTextFieldCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title label and text field: text, name, url, email, password, number, phone, twitter, account, integer, decimal and zipCode rows.",
                  "properties": [
                    {"name": "textLabel", "type": "UILabel", "readonly": true, "doc": "The title label; a custom auto-layout label that replaces the system one."},
                    {"name": "textField", "type": "UITextField", "readonly": true, "doc": "The text field the user types in."},
                    {"name": "textFieldLengthPercentage", "type": "number", "min": 0, "max": 1, "doc": "Width of the text field as a fraction of the content view (only while the title has text). Unset: at least 0.3."},
                    {"name": "textFieldMaxNumberOfCharacters", "type": "integer", "min": 0, "doc": "Typing stops at this many characters; values set in code are not trimmed."},
                    {"name": "returnKeyType", "type": "enum:UIReturnKeyType", "default": "default", "doc": "Return key when no navigable row follows. The safe way to set the text field's return key."},
                    {"name": "nextReturnKeyType", "type": "enum:UIReturnKeyType", "default": "next", "doc": "Return key when a navigable row follows."}
                  ],
                  "traitsTarget": "textField",
                  "updateSets": ["textField.delegate", "textField.clearButtonMode", "textLabel.text", "textField.text", "textField.enabled", "textField.font", "textField.textColor"]
                },
                "XLFormTextViewCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title label and multi-line text view: textView rows.",
                  "properties": [
                    {"name": "textLabel", "type": "UILabel", "readonly": true, "doc": "The title label (custom, replaces the system one)."},
                    {"name": "label", "type": "UILabel", "readonly": true, "visibility": "deprecated", "doc": "Deprecated alias of textLabel."},
                    {"name": "textView", "type": "XLFormTextView", "readonly": true, "doc": "The text view the user types in (a UITextView with a placeholder)."},
                    {"name": "textViewLengthPercentage", "type": "number", "min": 0, "max": 1, "doc": "Width of the text view as a fraction of the content view (only while the title has text)."},
                    {"name": "textViewMaxNumberOfCharacters", "type": "integer", "min": 0, "doc": "Typing stops at this many characters."}
                  ],
                  "traitsTarget": "textView",
                  "updateSets": ["textView.font", "textView.placeHolderLabel.font", "textView.text", "textView.editable", "textLabel.text", "textView.backgroundColor", "textView.textColor"]
                },
                "XLFormTextView": {
                  "superclass": "UITextView",
                  "framework": "XLForm",
                  "doc": "UITextView with a placeholder, used by XLFormTextViewCell.",
                  "properties": [
                    {"name": "placeholder", "type": "string", "doc": "Text shown while the view is empty."},
                    {"name": "placeholderColor", "type": "color", "default": "light grey (0.78, 0.78, 0.80)", "doc": "Colour of the placeholder."},
                    {"name": "placeHolderLabel", "type": "UILabel", "readonly": true, "doc": "Label drawing the placeholder; created on first draw, so it is nil when cellConfigAtConfigure runs."}
                  ]
                },
                "XLFormSwitchCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and a UISwitch as accessory view: booleanSwitch rows.",
                  "properties": [
                    {"name": "switchControl", "type": "UISwitch", "readonly": true, "visibility": "private", "doc": "The switch (the cell's accessoryView)."},
                    {"name": "accessoryView", "type": "UISwitch", "doc": "The switch: -configure makes the accessory view a UISwitch, which switchControl returns; null removes it."},
                    {"name": "editingAccessoryView", "type": "UISwitch", "doc": "The same UISwitch as accessoryView."}
                  ],
                  "updateSets": ["textLabel.text", "switchControl.on", "switchControl.enabled"]
                },
                "XLFormCheckCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title with a checkmark accessory toggled on tap: booleanCheck rows.",
                  "properties": [],
                  "updateSets": ["textLabel.text", "accessoryType", "editingAccessoryType", "selectionStyle", "tintColor"]
                },
                "XLFormDateCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and the formatted date as detail text: date, time, datetime, countDownTimer rows and their inline variants.",
                  "properties": [
                    {"name": "formDatePickerMode", "type": "enum:XLFormDateDatePickerMode", "default": "getFromRowDescriptor", "doc": "Picker mode; by default it follows the row type."},
                    {"name": "formDatePickerStyle", "type": "enum:XLFormDateDatePickerStyle", "default": "automatic", "availability": "iOS 14", "doc": "Picker style."},
                    {"name": "minimumDate", "type": "date", "doc": "Earliest selectable date; copied to the picker when it is shown."},
                    {"name": "maximumDate", "type": "date", "doc": "Latest selectable date; copied to the picker when it is shown."},
                    {"name": "minuteInterval", "type": "integer", "min": 0, "max": 30, "doc": "Minute step of the picker; applied only when non-zero (must divide 60)."},
                    {"name": "locale", "type": "locale", "doc": "Locale of the picker and of the displayed date."},
                    {"name": "datePicker", "type": "UIDatePicker", "readonly": true, "visibility": "private", "doc": "Picker used as the keyboard of non-inline date rows; its mode is overwritten from the row type."}
                  ],
                  "updateSets": ["accessoryType", "editingAccessoryType", "textLabel.text", "selectionStyle", "detailTextLabel.text"]
                },
                "XLFormDatePickerCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "A UIDatePicker filling the row: datePicker rows and the inline row of date rows.",
                  "properties": [
                    {"name": "datePicker", "type": "UIDatePicker", "readonly": true, "doc": "The picker."},
                    {"name": "inlineRowDescriptor", "type": "XLFormRowDescriptor", "doc": "The row that opened this inline picker (nil when standalone). Set by XLForm."}
                  ],
                  "updateSets": ["datePicker.userInteractionEnabled"]
                },
                "XLFormSelectorCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and the selected option as detail text: selector rows, multipleSelector rows and info rows.",
                  "properties": [
                    {"name": "pickerView", "type": "UIPickerView", "readonly": true, "visibility": "private", "doc": "Picker used as the keyboard of selectorPickerView rows."}
                  ],
                  "updateSets": ["accessoryType", "editingAccessoryType", "selectionStyle", "textLabel.text", "detailTextLabel.text"]
                },
                "XLFormInlineSelectorCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and selected option (system labels, style value1): selectorPickerViewInline rows.",
                  "properties": [],
                  "updateSets": ["accessoryType", "editingAccessoryType", "textLabel.text", "selectionStyle", "detailTextLabel.text"]
                },
                "XLFormPickerCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "A UIPickerView filling the row: picker rows and the inline row of selectorPickerViewInline.",
                  "properties": [
                    {"name": "pickerView", "type": "UIPickerView", "readonly": true, "doc": "The picker (weak)."},
                    {"name": "inlineRowDescriptor", "type": "XLFormRowDescriptor", "doc": "The row that opened this inline picker (nil when standalone). Set by XLForm."}
                  ],
                  "updateSets": ["userInteractionEnabled", "contentView.alpha"]
                },
                "XLFormSegmentedCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and a UISegmentedControl built from the options: selectorSegmentedControl rows.",
                  "properties": [
                    {"name": "textLabel", "type": "UILabel", "readonly": true, "doc": "The title label (custom, replaces the system one)."},
                    {"name": "segmentedControl", "type": "UISegmentedControl", "readonly": true, "doc": "The control; its segments are rebuilt from the options on every update."}
                  ],
                  "updateSets": ["textLabel.text", "segmentedControl.selectedSegmentIndex", "segmentedControl.enabled"]
                },
                "XLFormStepCounterCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title, value label and a UIStepper: stepCounter rows.",
                  "properties": [
                    {"name": "stepControl", "type": "UIStepper", "readonly": true, "visibility": "private", "doc": "The stepper. Its range defaults to 0-100 in steps of 1."},
                    {"name": "currentStepValue", "type": "UILabel", "readonly": true, "visibility": "private", "doc": "Label showing the value."}
                  ],
                  "updateSets": ["textLabel.text", "stepControl.value", "stepControl.enabled", "currentStepValue.text", "currentStepValue.font", "currentStepValue.textColor", "tintColor"]
                },
                "XLFormSliderCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and a UISlider: slider rows. The value is clamped to the slider range and snapped to steps on display, and written back to the row.",
                  "properties": [
                    {"name": "slider", "type": "UISlider", "readonly": true, "visibility": "private", "doc": "The slider. Its range defaults to 0-1: set minimumValue and maximumValue."},
                    {"name": "textLabel", "type": "UILabel", "readonly": true, "visibility": "private", "doc": "The title label (custom, replaces the system one)."},
                    {"name": "steps", "type": "integer", "min": 0, "default": "0", "visibility": "private", "doc": "0: continuous; N: the slider snaps to N equal steps between its minimum and maximum."}
                  ],
                  "updateSets": ["textLabel.text", "slider.value", "slider.enabled"]
                },
                "XLFormButtonCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "A tappable title: button rows.",
                  "properties": [
                    {"name": "useTintColor", "type": "bool", "default": "YES", "visibility": "private", "doc": "Colour the title with the tint colour for simple actions (no view controller to show)."}
                  ],
                  "updateSets": ["textLabel.text", "textLabel.textAlignment", "accessoryType", "editingAccessoryType", "selectionStyle", "textLabel.textColor", "detailTextLabel.text"]
                },
                "XLFormLeftRightSelectorCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "A left button choosing a group and a right label with the chosen option: selectorLeftRight rows.",
                  "properties": [
                    {"name": "leftButton", "type": "UIButton", "readonly": true, "doc": "The left button (an XLFormRightImageButton)."},
                    {"name": "rightLabel", "type": "UILabel", "readonly": true, "doc": "Label showing the right option."},
                    {"name": "accessoryView", "type": "UIImageView", "doc": "The forward arrow: -update makes the accessory view a new UIImageView (nil while the row is disabled), so only cellConfig reaches it."},
                    {"name": "editingAccessoryView", "type": "UIImageView", "doc": "The same image view as accessoryView."}
                  ],
                  "updateSets": ["leftButton.titleLabel.font", "rightLabel.font", "rightLabel.text", "leftButton.enabled", "accessoryView", "editingAccessoryView", "selectionStyle"]
                },
                "XLFormImageCell": {
                  "superclass": "XLFormBaseCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Title and a 30x30 image accessory: image rows.",
                  "properties": [
                    {"name": "imageView", "type": "UIImageView", "readonly": true, "doc": "The 30x30 image view shown as accessory (not the system imageView)."},
                    {"name": "accessoryView", "type": "UIImageView", "doc": "The 30x30 image view -configure makes the accessory view (imageView returns it); null removes it."},
                    {"name": "editingAccessoryView", "type": "UIImageView", "doc": "The same image view as accessoryView."}
                  ],
                  "updateSets": ["textLabel.text", "imageView.image"]
                },
                "XLFormRightDetailCell": {
                  "superclass": "UITableViewCell",
                  "framework": "XLForm",
                  "cell": true,
                  "doc": "Option cell of the pushed options list (style value1). cellConfigForSelector applies to it; XLForm then sets the option's text and checkmark.",
                  "properties": [],
                  "updateSets": ["textLabel.text", "accessoryType"]
                }
              }
            }
            """#)
}
