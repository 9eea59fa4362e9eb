/// The XLForm cell class a row is displayed with, which decides its label, its display text
/// and where `addAsteriskToRequiredRowsTitle` puts the asterisk.
enum CellKind: Sendable {
    case textField, textView, selector, inlineSelector, leftRight, segmented, date, datePicker, picker
    case slider, check, switchControl, button, stepCounter, image
    /// A cell the app registers (customRowTypes): the preview cannot know what it shows.
    case custom
    /// A row type nobody registered: XLForm asserts when it creates the cell.
    case unknown
    /// An FXForms field's cell: its title is the label, `FXFieldDescription` its text.
    case fxforms

    init(_ info: RowTypeInfo?) {
        guard let info else {
            self = .unknown
            return
        }
        guard !info.isCustom else {
            self = .custom
            return
        }
        switch info.cell {
        case "XLFormTextFieldCell": self = .textField
        case "XLFormTextViewCell": self = .textView
        case "XLFormSelectorCell": self = .selector
        case "XLFormInlineSelectorCell": self = .inlineSelector
        case "XLFormLeftRightSelectorCell": self = .leftRight
        case "XLFormSegmentedCell": self = .segmented
        case "XLFormDateCell": self = .date
        case "XLFormDatePickerCell": self = .datePicker
        case "XLFormPickerCell": self = .picker
        case "XLFormSliderCell": self = .slider
        case "XLFormCheckCell": self = .check
        case "XLFormSwitchCell": self = .switchControl
        case "XLFormButtonCell": self = .button
        case "XLFormStepCounterCell": self = .stepCounter
        case "XLFormImageCell": self = .image
        default: self = .custom
        }
    }
}
