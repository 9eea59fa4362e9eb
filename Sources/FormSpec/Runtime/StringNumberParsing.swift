import Foundation

/// The lenient numeric readers of NSString (`-doubleValue`, `-integerValue`, `-boolValue`):
/// skip leading whitespace, read the longest numeric prefix, give 0 when there is none.
enum StringNumberParsing {
    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    static func doubleValue(_ s: String) -> Double {
        let b = Array(s.utf8)
        var i = 0
        while i < b.count, isSpace(b[i]) { i += 1 }
        let start = i
        if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
        var digits = 0
        while i < b.count, isDigit(b[i]) {
            i += 1
            digits += 1
        }
        if i < b.count, b[i] == 0x2E {
            i += 1
            while i < b.count, isDigit(b[i]) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else { return 0 }
        var end = i
        if i < b.count, b[i] == 0x65 || b[i] == 0x45 {
            var j = i + 1
            if j < b.count, b[j] == 0x2B || b[j] == 0x2D { j += 1 }
            let expStart = j
            while j < b.count, isDigit(b[j]) { j += 1 }
            if j > expStart { end = j }
        }
        return Double(String(decoding: b[start..<end], as: UTF8.self)) ?? 0
    }

    static func integerValue(_ s: String) -> Int64 {
        let b = Array(s.utf8)
        var i = 0
        while i < b.count, isSpace(b[i]) { i += 1 }
        var negative = false
        if i < b.count, b[i] == 0x2B || b[i] == 0x2D {
            negative = b[i] == 0x2D
            i += 1
        }
        var value: Int64 = 0
        while i < b.count, isDigit(b[i]) {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int64(b[i] - 0x30))
            if o1 || o2 { return negative ? .min : .max }
            value = a
            i += 1
        }
        return negative ? -value : value
    }

    static func boolValue(_ s: String) -> Bool {
        let b = Array(s.utf8)
        var i = 0
        while i < b.count, isSpace(b[i]) { i += 1 }
        if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
        while i < b.count, b[i] == 0x30 { i += 1 }
        guard i < b.count else { return false }
        let c = b[i]
        return c == 0x59 || c == 0x79 || c == 0x54 || c == 0x74 || (c >= 0x31 && c <= 0x39)
    }
}
