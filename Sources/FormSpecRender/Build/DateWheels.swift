import FormSpec
import Foundation

/// The wheels of a UIDatePicker showing a date, in the modes XLFormDateCell gives it
/// (`setModeToDatePicker:`), in the locale and time zone of the preview. Each wheel lists a
/// few items around the selected one, as much as the picker's 216 points show.
struct DateWheels {
    let options: RenderOptions

    func columns(mode: DateMode, date: Date) -> [WheelColumn] {
        switch mode {
        case .date: return dateColumns(date)
        case .time: return timeColumns(date, calendar: calendar(options.timeZone))
        case .dateAndTime: return [dayColumn(date)] + timeColumns(date, calendar: calendar(options.timeZone))
        case .countDown: return countDownColumns(date)
        }
    }

    private func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = options.locale
        calendar.timeZone = zone
        return calendar
    }

    /// Month, day and year, in the order the locale writes a date.
    private func dateColumns(_ date: Date) -> [WheelColumn] {
        let calendar = calendar(options.timeZone)
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
        let days = calendar.range(of: .day, in: .month, for: date) ?? 1..<32
        let columns: [Character: WheelColumn] = [
            "M": WheelColumn(items: calendar.standaloneMonthSymbols, selected: month - 1, alignment: .natural),
            "d": WheelColumn(items: days.map(String.init), selected: day - days.lowerBound),
            "y": WheelColumn(items: (year - 3...year + 3).map(String.init), selected: 3),
        ]
        let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: options.locale) ?? "MMMM d y"
        var order: [Character] = []
        for character in pattern where columns[character] != nil && !order.contains(character) {
            order.append(character)
        }
        return order.compactMap { columns[$0] }
    }

    /// The day wheel of date-and-time mode: "Sat Nov 21", "Today" for the current day.
    private func dayColumn(_ date: Date) -> WheelColumn {
        let calendar = calendar(options.timeZone)
        let formatter = DateFormatter()
        formatter.locale = options.locale
        formatter.timeZone = options.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        let items = (-3...3).map { offset -> String in
            let day = calendar.date(byAdding: .day, value: offset, to: date) ?? date
            return calendar.isDate(day, inSameDayAs: options.now) ? "Today" : formatter.string(from: day)
        }
        return WheelColumn(items: items, selected: 3, alignment: .right)
    }

    /// Hour, minute and, where the locale uses a 12-hour clock, AM/PM.
    private func timeColumns(_ date: Date, calendar: Calendar) -> [WheelColumn] {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: options.locale) ?? "h a"
        let minutes = WheelColumn(items: (0...59).map { String(format: "%02d", $0) }, selected: minute)
        guard pattern.contains("a") else {
            return [WheelColumn(items: (0...23).map { String(format: "%02d", $0) }, selected: hour), minutes]
        }
        return [
            WheelColumn(items: (1...12).map(String.init), selected: (hour + 11) % 12),
            minutes,
            WheelColumn(items: [calendar.amSymbol, calendar.pmSymbol], selected: hour < 12 ? 0 : 1),
        ]
    }

    /// Hours and minutes of the date in GMT, as XLFormDateCell shows a count-down.
    private func countDownColumns(_ date: Date) -> [WheelColumn] {
        let parts = calendar(TimeZone(identifier: "GMT") ?? options.timeZone).dateComponents(
            [.hour, .minute], from: date)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        return [
            WheelColumn(items: (0...23).map(String.init), selected: hour, unit: hour == 1 ? "hour" : "hours"),
            WheelColumn(items: (0...59).map(String.init), selected: minute, unit: "min"),
        ]
    }
}
