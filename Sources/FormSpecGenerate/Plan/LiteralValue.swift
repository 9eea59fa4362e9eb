import FormSpec
import FormSpecJSON
import Foundation

/// A value the generated code writes, independent of the language: what a row holds, an
/// option, a cell config value. Each target spells it (`@YES` / `true`, `[UIColor …]` /
/// `UIColor(…)`).
indirect enum LiteralValue: Equatable, Sendable {
    /// NSNull: XLForm applies it as nil.
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    /// NSDecimalNumber (number and decimal rows); NaN is `notANumber`.
    case decimal(Decimal)
    case string(String)
    case date(Date)
    /// `{"timeIntervalSinceNow": seconds}`: a date made when the form is built.
    case relativeDate(Double)
    case array([LiteralValue])
    /// Keys sorted, so output is stable.
    case dictionary([DictionaryEntry])
    /// XLFormOptionsObject.
    case option(value: LiteralValue, displayText: String?)
    case color(ColorLiteral)
    case font(FontLiteral)
    /// A case of a catalog enum, by its spec name (`emailAddress` of `UIKeyboardType`).
    case enumCase(enumName: String, caseName: String)
    /// Cases of a catalog bitmask enum.
    case flags(enumName: String, caseNames: [String])
    /// `[UIImage imageNamed:]`.
    case image(String)
    case locale(String)
    case timeZone(String)
    /// An NSCalendarIdentifier case name.
    case calendar(String)

    struct DictionaryEntry: Equatable, Sendable {
        let key: String
        let value: LiteralValue
    }

    /// What a JSON value is to NSJSONSerialization: numbers keep integer or double, objects
    /// become dictionaries.
    init(json: JSONValue) {
        self.init(runtime: RuntimeValue(json: json))
    }

    /// The value a runtime value stands for; nil for objects no literal can make (row descriptors).
    init(runtime: RuntimeValue) {
        switch runtime {
        case .null: self = .null
        case .number(.bool(let b)): self = .bool(b)
        case .number(.integer(let i)): self = .integer(i)
        case .number(.double(let d)): self = .double(d)
        case .decimal(let d): self = .decimal(d)
        case .string(let s): self = .string(s)
        case .date(let d): self = .date(d)
        case .array(let items): self = .array(items.map(LiteralValue.init(runtime:)))
        case .dictionary(let d):
            self = .dictionary(
                d.keys.sorted().map { DictionaryEntry(key: $0, value: LiteralValue(runtime: d[$0]!)) })
        case .option(let o):
            self = .option(value: LiteralValue(runtime: o.formValue), displayText: o.displayText)
        case .object: self = .null
        }
    }
}

/// A decimal as NSDecimalNumber's `decimalNumberWithMantissa:exponent:isNegative:` takes it:
/// exact, and free of the locale that `decimalNumberWithString:` reads the separator from.
struct DecimalDigits: Equatable, Sendable {
    let mantissa: UInt64
    let exponent: Int16
    let isNegative: Bool
    /// The number as people write it, for a comment.
    let text: String

    /// Nil for NaN and for values whose digits do not fit 64 bits.
    init?(_ decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        var text = decimal.description
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var digits = text
        var exponent = 0
        if let dot = text.firstIndex(of: ".") {
            exponent = -text.distance(from: dot, to: text.endIndex) + 1
            digits.remove(at: digits.index(digits.startIndex, offsetBy: text.distance(from: text.startIndex, to: dot)))
        }
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        guard let mantissa = UInt64(digits), let e = Int16(exactly: exponent) else { return nil }
        self.mantissa = mantissa
        self.exponent = e
        isNegative = negative && mantissa != 0
        self.text = (isNegative ? "-" : "") + text
    }
}

/// A UIColor: components from `#RRGGBB[AA]`, or a UIColor class property name.
enum ColorLiteral: Equatable, Sendable {
    case rgba(RGBA)
    case named(String)
}

/// A UIFont as the spec writes it.
enum FontLiteral: Equatable, Sendable {
    case named(String, size: Double)
    case system(size: Double)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// A UIFontTextStyle case name (`body`).
    case textStyle(String)
}
