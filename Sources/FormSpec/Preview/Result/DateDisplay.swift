import Foundation

/// XLFormDateCell's texts: `NSDateFormatter` styles by row type in a fixed locale and time
/// zone, and the count-down format computed in GMT.
///
/// Formatted texts are kept process-wide (`texts`, by locale, zone, style and date): the same
/// dates come back preview after preview, and making a formatter costs about twenty times
/// formatting with one. Formatters are not kept: they are not safe to share between threads.
struct DateDisplay {
    /// A row type's date mode is the style of its text.
    typealias Style = DateMode

    let locale: Locale
    let timeZone: TimeZone
    /// The locale's and zone's identifiers, which key the kept texts.
    private let place: String

    init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
        place = locale.identifier + "|" + timeZone.identifier
    }

    private struct Key: Hashable {
        let place: String
        let style: Style
        /// FXForms' medium time style in place of the style's time.
        var mediumTime = false
        let time: Double
    }

    private static let texts = GenerationalCache<Key, String>(limit: 4096)

    func text(_ date: Date, style: Style) -> String {
        let key = Key(place: style == .countDown ? "" : place, style: style, time: date.timeIntervalSinceReferenceDate)
        return Self.texts.value(for: key) {
            style == .countDown ? Self.countDown(date) : formatter(style).string(from: date)
        }
    }

    /// FXForms' `time` fields: no date, medium time (FXForms.m:828-832).
    func mediumTimeText(_ date: Date) -> String {
        let key = Key(place: place, style: .time, mediumTime: true, time: date.timeIntervalSinceReferenceDate)
        return Self.texts.value(for: key) {
            let formatter = formatter(.time)
            formatter.timeStyle = .medium
            return formatter.string(from: date)
        }
    }

    private func formatter(_ style: Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        switch style {
        case .date: (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
        case .time: (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
        case .dateAndTime, .countDown: (formatter.dateStyle, formatter.timeStyle) = (.short, .short)
        }
        return formatter
    }

    private static func countDown(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let hour = c.hour ?? 0
        return "\(hour)\(hour == 1 ? "hour" : "hours") \(c.minute ?? 0)min"
    }
}
