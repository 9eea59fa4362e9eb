import Foundation

extension RuntimeValue: CustomStringConvertible {
    /// `-description`, close to what Foundation prints (used by `CAST(x, 'NSString')` and in
    /// messages).
    public var description: String {
        switch self {
        case .null: return "<null>"
        case .number(let n): return NumberFormatting.description(n)
        case .decimal(let d): return d.isNaN ? "NaN" : d.exactInt64.map { String($0) } ?? d.description
        case .string(let s): return s
        case .date(let d): return DateFormatting.foundationDescription(d)
        case .array(let a):
            if a.isEmpty { return "(\n)" }
            return "(\n" + a.map { "    " + $0.description }.joined(separator: ",\n") + "\n)"
        case .dictionary(let d):
            let body = d.keys.sorted().map { "    \($0) = \(d[$0]!.description);" }
            return "{\n" + body.joined(separator: "\n") + (body.isEmpty ? "}" : "\n}")
        case .option(let o): return o.displayText ?? o.formValue.description
        case .object(let o): return "<\(o.className)>"
        }
    }
}

extension Decimal {
    /// The value as an Int64 when it is a whole number that fits (checked without printing it:
    /// `description` is slow and whole numbers are the usual case).
    var exactInt64: Int64? {
        guard !isNaN else { return nil }
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        guard rounded == self else { return nil }
        let candidate = NSDecimalNumber(decimal: self).int64Value
        return Decimal(candidate) == self ? candidate : nil
    }
}

enum NumberFormatting {
    /// `-[NSNumber description]`: BOOLs print as 0/1, whole doubles without a fraction.
    static func description(_ n: NumberValue) -> String {
        switch n {
        case .bool(let b): return b ? "1" : "0"
        case .integer(let i): return String(i)
        case .double(let d): return description(d)
        }
    }

    static func description(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }
}

enum DateFormatting {
    /// `-[NSDate description]`: `2001-01-01 00:00:00 +0000`.
    static func foundationDescription(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String {
            let v = v ?? 0
            return v < 10 ? "0\(v)" : String(v)
        }
        let year = String(c.year ?? 0)
        return "\(year)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }
}
