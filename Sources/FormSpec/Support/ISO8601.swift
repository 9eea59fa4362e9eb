import Foundation

/// The ISO-8601 forms a spec may use for dates: `2026-11-21` (date rows only) and
/// `2026-11-21T09:00[:00[.000]](Z|±hh:mm)`. A zone is required: NSDate is an instant.
public enum ISO8601 {
    public struct Parsed: Sendable, Equatable {
        public let date: Date
        public let isDateOnly: Bool
    }

    public enum Failure: Error, Equatable, Sendable {
        case malformed
        case missingZone
        case outOfRange(String)

        public var message: String {
            switch self {
            case .malformed: return "not an ISO-8601 date (expected e.g. 2026-11-21T09:00:00Z or, for date rows, 2026-11-21)"
            case .missingZone: return "an ISO-8601 date-time needs a zone ('Z' or an offset such as +02:00): NSDate is an instant"
            case .outOfRange(let what): return "not a valid date: the \(what) is out of range"
            }
        }
    }

    public static func parse(_ text: String) -> Result<Parsed, Failure> {
        let s = Array(text.utf8)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= s.count else { return nil }
            var v = 0
            for k in 0..<digits {
                let c = s[i + k]
                guard c >= 0x30, c <= 0x39 else { return nil }
                v = v * 10 + Int(c - 0x30)
            }
            i += digits
            return v
        }
        func expect(_ c: Character) -> Bool {
            guard i < s.count, s[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2) else { return .failure(.malformed) }
        guard (1...12).contains(month) else { return .failure(.outOfRange("month")) }
        guard (1...daysIn(month, year)).contains(day) else { return .failure(.outOfRange("day")) }
        let midnight = Double(daysSince1970(year: year, month: month, day: day)) * 86400
        if i == s.count {
            return .success(Parsed(date: Date(timeIntervalSince1970: midnight), isDateOnly: true))
        }
        guard expect("T") || expect("t") || expect(" "), let hour = number(2), expect(":"), let minute = number(2) else { return .failure(.malformed) }
        var second = 0
        var nanos = 0
        if expect(":") {
            guard let sec = number(2) else { return .failure(.malformed) }
            second = sec
            if expect(".") || expect(",") {
                var digits = 0
                while i < s.count, s[i] >= 0x30, s[i] <= 0x39 {
                    if digits < 9 { nanos = nanos * 10 + Int(s[i] - 0x30) }
                    digits += 1
                    i += 1
                }
                guard digits > 0 else { return .failure(.malformed) }
                for _ in digits..<max(digits, 9) { nanos *= 10 }
            }
        }
        guard hour <= 23 else { return .failure(.outOfRange("hour")) }
        guard minute <= 59 else { return .failure(.outOfRange("minute")) }
        guard second <= 60 else { return .failure(.outOfRange("second")) }
        var offset = 0
        if expect("Z") || expect("z") {
            offset = 0
        } else if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") {
            let sign = s[i] == UInt8(ascii: "-") ? -1 : 1
            i += 1
            guard let oh = number(2) else { return .failure(.malformed) }
            _ = expect(":")
            guard let om = number(2), oh <= 23, om <= 59 else { return .failure(.outOfRange("zone offset")) }
            offset = sign * (oh * 3600 + om * 60)
        } else if i == s.count {
            return .failure(.missingZone)
        } else {
            return .failure(.malformed)
        }
        guard i == s.count else { return .failure(.malformed) }
        let seconds = midnight + Double(hour * 3600 + minute * 60 + second - offset) + Double(nanos) / 1e9
        return .success(Parsed(date: Date(timeIntervalSince1970: seconds), isDateOnly: false))
    }

    /// `2026-11-21T09:00:00Z` (with milliseconds when present), the form preview prints dates in.
    public static func format(_ date: Date) -> String {
        let c = gregorian.dateComponents(in: TimeZone(secondsFromGMT: 0)!, from: date)
        func pad(_ v: Int?, _ n: Int) -> String {
            let s = String(v ?? 0)
            return String(repeating: "0", count: max(0, n - s.count)) + s
        }
        var text = "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))"
        let millis = Int(((date.timeIntervalSince1970 * 1000).rounded()).truncatingRemainder(dividingBy: 1000))
        if millis != 0 { text += "." + pad(millis < 0 ? millis + 1000 : millis, 3) }
        return text + "Z"
    }

    private static let gregorian: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        return c
    }()

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
