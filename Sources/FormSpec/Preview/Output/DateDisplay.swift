import Foundation

/// XLFormDateCell's texts: `NSDateFormatter` styles by row type in a fixed locale and time
/// zone, and the count-down format computed in GMT. Formatters are cached per locale and zone,
/// and formatted texts per date, because the same dates come back preview after preview.
final class DateDisplay: @unchecked Sendable {
    enum Style: Int {
        /// date, dateInline: medium date, no time.
        case date
        /// time, timeInline: no date, short time.
        case time
        /// datetime, datetimeInline (and any other date row): short date and short time.
        case dateTime
        /// countDownTimer, countDownTimerInline: "<h>hour|hours <m>min" in GMT.
        case countDown

        init(rowType: String?) {
            switch rowType {
            case "date", "dateInline": self = .date
            case "time", "timeInline": self = .time
            case "countDownTimer", "countDownTimerInline": self = .countDown
            default: self = .dateTime
            }
        }
    }

    private let lock = NSLock()
    private let formatters: [DateFormatter]
    private var texts: [Key: String] = [:]

    private struct Key: Hashable {
        var style: Int
        var time: Double
    }

    private init(locale: Locale, timeZone: TimeZone) {
        let styles: [(DateFormatter.Style, DateFormatter.Style)] = [
            (.medium, .none), (.none, .short), (.short, .short),
        ]
        formatters = styles.map { date, time in
            let f = DateFormatter()
            f.locale = locale
            f.timeZone = timeZone
            f.dateStyle = date
            f.timeStyle = time
            return f
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: [String: DateDisplay] = [:]

    /// The display for a locale and zone, shared by all previews that use them.
    static func `for`(locale: Locale, timeZone: TimeZone) -> DateDisplay {
        let key = locale.identifier + "|" + timeZone.identifier
        return lock.withLock {
            if let hit = shared[key] { return hit }
            if shared.count > 64 { shared.removeAll() }
            let made = DateDisplay(locale: locale, timeZone: timeZone)
            shared[key] = made
            return made
        }
    }

    func text(_ date: Date, style: Style) -> String {
        let key = Key(style: style.rawValue, time: date.timeIntervalSinceReferenceDate)
        return lock.withLock {
            if let hit = texts[key] { return hit }
            let text = style == .countDown ? Self.countDown(date) : formatters[style.rawValue].string(from: date)
            if texts.count > 4096 { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
            return text
        }
    }

    private static func countDown(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let hour = c.hour ?? 0
        return "\(hour)\(hour == 1 ? "hour" : "hours") \(c.minute ?? 0)min"
    }
}
