/// The mode XLFormDateCell puts a date row in, by row type: its UIDatePicker's mode
/// (`setModeToDatePicker:`) and the style of its text.
public enum DateMode: Int, Hashable, Sendable {
    /// date, dateInline: medium date, no time.
    case date
    /// time, timeInline: no date, short time.
    case time
    /// datetime, datetimeInline (and any other date row): short date and short time.
    case dateAndTime
    /// countDownTimer, countDownTimerInline: "<h>hour|hours <m>min" in GMT.
    case countDown

    public init(rowType: String?) {
        switch rowType {
        case "date", "dateInline": self = .date
        case "time", "timeInline": self = .time
        case "countDownTimer", "countDownTimerInline": self = .countDown
        default: self = .dateAndTime
        }
    }
}
