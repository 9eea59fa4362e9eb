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
            case .malformed:
                return "not an ISO-8601 date (expected e.g. 2026-11-21T09:00:00Z or, for date rows, 2026-11-21)"
            case .missingZone:
                return "an ISO-8601 date-time needs a zone ('Z' or an offset such as +02:00): NSDate is an instant"
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
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2) else {
            return .failure(.malformed)
        }
        guard (1...12).contains(month) else { return .failure(.outOfRange("month")) }
        guard (1...daysIn(month, year)).contains(day) else { return .failure(.outOfRange("day")) }
        let midnight = Double(daysSince1970(year: year, month: month, day: day)) * 86400
        if i == s.count {
            return .success(Parsed(date: Date(timeIntervalSince1970: midnight), isDateOnly: true))
        }
        guard expect("T") || expect("t") || expect(" "), let hour = number(2), expect(":"), let minute = number(2)
        else { return .failure(.malformed) }
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
    /// Computed with integer arithmetic (proleptic Gregorian calendar, UTC): previews print
    /// many dates and Calendar is slow.
    public static func format(_ date: Date) -> String {
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, millisOfDay) = totalMillis.quotientAndRemainderFloored(dividingBy: 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return slowFormat(year, month, day, millisOfDay) }
        let seconds = millisOfDay / 1000
        var bytes: [UInt8] = Array("0000-00-00T00:00:00".utf8)
        func put(_ value: Int64, at end: Int, digits: Int) {
            var v = value
            for i in stride(from: end, to: end - digits, by: -1) {
                bytes[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            }
        }
        put(year, at: 3, digits: 4)
        put(month, at: 6, digits: 2)
        put(day, at: 9, digits: 2)
        put(seconds / 3600, at: 12, digits: 2)
        put(seconds / 60 % 60, at: 15, digits: 2)
        put(seconds % 60, at: 18, digits: 2)
        if millisOfDay % 1000 != 0 {
            bytes += Array(".000".utf8)
            put(millisOfDay % 1000, at: 22, digits: 3)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Years outside 0...9999: padded, possibly negative, year numbers.
    private static func slowFormat(_ year: Int64, _ month: Int64, _ day: Int64, _ millisOfDay: Int64) -> String {
        let seconds = millisOfDay / 1000
        var text =
            pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(seconds / 3600, 2) + ":"
            + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
        if millisOfDay % 1000 != 0 { text += "." + pad(millisOfDay % 1000, 3) }
        return text + "Z"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Year, month and day of a count of days since 1970-01-01 (Howard Hinnant's algorithm).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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

private extension Int64 {
    /// Quotient rounded toward minus infinity and a remainder in 0..<divisor.
    func quotientAndRemainderFloored(dividingBy divisor: Int64) -> (Int64, Int64) {
        let (q, r) = quotientAndRemainder(dividingBy: divisor)
        return r < 0 ? (q - 1, r + divisor) : (q, r)
    }
}
