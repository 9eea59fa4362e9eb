// The concrete rows of Source/Rows/*.swift that XLForm's row types map to.

open class FieldRow<Cell: CellType>: Row<Cell> where Cell: BaseCell {
    public var placeholder: String?
}

public final class TextRow: FieldRow<TextCell>, RowType { override public class var xlformRowType: String { "text" } }
public final class NameRow: FieldRow<NameCell>, RowType { override public class var xlformRowType: String { "name" } }
public final class URLRow: FieldRow<URLCell>, RowType { override public class var xlformRowType: String { "url" } }
public final class EmailRow: FieldRow<EmailCell>, RowType {
    override public class var xlformRowType: String { "email" }
}
public final class PasswordRow: FieldRow<PasswordCell>, RowType {
    override public class var xlformRowType: String { "password" }
}
public final class PhoneRow: FieldRow<PhoneCell>, RowType {
    override public class var xlformRowType: String { "phone" }
}
public final class TwitterRow: FieldRow<TwitterCell>, RowType {
    override public class var xlformRowType: String { "twitter" }
}
public final class AccountRow: FieldRow<AccountCell>, RowType {
    override public class var xlformRowType: String { "account" }
}
public final class ZipCodeRow: FieldRow<ZipCodeCell>, RowType {
    override public class var xlformRowType: String { "zipCode" }
}
public final class IntRow: FieldRow<IntCell>, RowType { override public class var xlformRowType: String { "integer" } }
public final class DecimalRow: FieldRow<DecimalCell>, RowType {
    override public class var xlformRowType: String { "decimal" }
}

public final class TextAreaRow: Row<TextAreaCell>, RowType {
    public var placeholder: String?
    override public class var xlformRowType: String { "textView" }
}

open class OptionsRow<Cell: CellType>: Row<Cell> where Cell: BaseCell {
    public var options: [Cell.Value]?
    public var selectorTitle: String?
    public var noValueDisplayText: String?
}

public final class PushRow<T: Equatable>: OptionsRow<PushSelectorCell<T>>, RowType {
    override public class var xlformRowType: String { "selectorPush" }
}
public final class PopoverSelectorRow<T: Equatable>: OptionsRow<PushSelectorCell<T>>, RowType {
    override public class var xlformRowType: String { "selectorPopover" }
}
public final class ActionSheetRow<T: Equatable>: OptionsRow<AlertSelectorCell<T>>, RowType {
    override public class var xlformRowType: String { "selectorActionSheet" }
}
public final class AlertRow<T: Equatable>: OptionsRow<AlertSelectorCell<T>>, RowType {
    override public class var xlformRowType: String { "selectorAlertView" }
}
public final class SegmentedRow<T: Equatable>: OptionsRow<SegmentedCell<T>>, RowType {
    override public class var xlformRowType: String { "selectorSegmentedControl" }
}

public final class PickerInputRow<T: Equatable>: Row<PickerInputCell<T>>, RowType {
    public var options = [T]()
    public var noValueDisplayText: String?
    override public class var xlformRowType: String { "selectorPickerView" }
}
public final class PickerInlineRow<T: Equatable>: Row<PickerInlineCell<T>>, RowType {
    public var options = [T]()
    public var noValueDisplayText: String?
    override public class var xlformRowType: String { "selectorPickerViewInline" }
}
public final class PickerRow<T: Equatable>: Row<PickerCell<T>>, RowType {
    public var options = [T]()
    override public class var xlformRowType: String { "picker" }
}

/// Date rows: Eureka's _DateFieldRow, _DateInlineFieldRow and _DatePickerRow share these.
open class DateBaseRow<Cell: CellType>: Row<Cell> where Cell: BaseCell, Cell.Value == Date {
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var minuteInterval: Int?
    public var noValueDisplayText: String?
}

public final class DateRow: DateBaseRow<DateCell>, RowType {
    override public class var xlformRowType: String { "date" }
}
public final class TimeRow: DateBaseRow<DateCell>, RowType {
    override public class var xlformRowType: String { "time" }
}
public final class DateTimeRow: DateBaseRow<DateCell>, RowType {
    override public class var xlformRowType: String { "datetime" }
}
public final class CountDownRow: DateBaseRow<DateCell>, RowType {
    override public class var xlformRowType: String { "countDownTimer" }
}
public final class DateInlineRow: DateBaseRow<DateInlineCell>, RowType {
    override public class var xlformRowType: String { "dateInline" }
}
public final class DateTimeInlineRow: DateBaseRow<DateInlineCell>, RowType {
    override public class var xlformRowType: String { "datetimeInline" }
}
public final class TimeInlineRow: DateBaseRow<DateInlineCell>, RowType {
    override public class var xlformRowType: String { "timeInline" }
}
public final class CountDownInlineRow: DateBaseRow<DateInlineCell>, RowType {
    override public class var xlformRowType: String { "countDownTimerInline" }
}
public final class DateTimePickerRow: Row<DatePickerCell>, RowType {
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var minuteInterval: Int?
    override public class var xlformRowType: String { "datePicker" }
}

public final class SliderRow: Row<SliderCell>, RowType {
    public var steps: UInt = 20 { didSet { stepsAssigned = true } }
    public private(set) var stepsAssigned = false
    override public class var xlformRowType: String { "slider" }
}
public final class StepperRow: Row<StepperCell>, RowType {
    override public class var xlformRowType: String { "stepCounter" }
}
public final class CheckRow: Row<CheckCell>, RowType {
    override public class var xlformRowType: String { "booleanCheck" }
}
public final class SwitchRow: Row<SwitchCell>, RowType {
    override public class var xlformRowType: String { "booleanSwitch" }
}
public final class LabelRow: Row<LabelCell>, RowType { override public class var xlformRowType: String { "info" } }

public final class ButtonRowOf<T: Equatable>: Row<ButtonCellOf<T>>, RowType {
    public var presentationMode: PresentationMode<UIViewController>?
    override public class var xlformRowType: String { "button" }
}
public typealias ButtonRow = ButtonRowOf<String>
