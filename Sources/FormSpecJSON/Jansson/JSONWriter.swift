import CJansson

// With Jansson.swift, the only file that touches `json_t`: a real is dumped from a jansson
// value made and released here.

/// Compact JSON text written value by value, byte for byte what `JSONValue.encoded()` (jansson)
/// makes of the same tree, without building that tree or jansson's: for large texts written
/// once, such as a preview's result.
///
///     var writer = JSONWriter()
///     writer.beginObject(); writer.key("a"); writer.string("é"); writer.endObject()
///     writer.finish()   // {"a":"é"}
///
/// Strings and integers are written as jansson writes them (escapes for `"`, `\` and control
/// characters only, `\u` in upper-case hex; UTF-8 otherwise as it is); reals are dumped by
/// jansson itself. jansson prints every real of one text with 15 significant digits unless one
/// needs 17 to round-trip; the writer prints 15 until a real needs 17, and `finish` then prints
/// the earlier ones again with 17. `JSONWriterTests` compares the writer with jansson.
///
/// The caller balances begin and end and puts a key before each member of an object.
public struct JSONWriter: ~Copyable {
    private var bytes: ByteBuffer
    /// A value or member was written at this level: the next one needs a comma.
    private var needsComma = false
    /// Reals printed with 15 digits, where and what, for printing them again with 17.
    private var reals: [PrintedReal] = []
    private var realsNeedSeventeenDigits = false

    public init(capacity: Int = 1024) {
        bytes = ByteBuffer(capacity: capacity)
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// The key of the next member.
    public mutating func key(_ key: String) {
        separate()
        quote(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// `"key":` written once, for keys written again and again.
    public struct Key: Sendable {
        fileprivate let bytes: [UInt8]

        public init(_ key: String) {
            var writer = JSONWriter(capacity: key.utf8.count + 3)
            writer.key(key)
            bytes = writer.bytes.array()
        }
    }

    /// The key of the next member, written beforehand.
    public mutating func key(_ key: Key) {
        separate()
        bytes.append(key.bytes)
        needsComma = false
    }

    public mutating func string(_ value: String) {
        separate()
        quote(value)
        needsComma = true
    }

    /// The string, or null.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func integer(_ value: Int64) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var unit: UInt64 = 1
        while rest / unit >= 10 { unit *= 10 }
        while unit > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / unit))
            rest %= unit
            unit /= 10
        }
        needsComma = true
    }

    public mutating func integer(_ value: Int) { integer(Int64(value)) }

    /// A real; non-finite values are null, as in `JSONValue.encoded()`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(.towardZero), value.magnitude < 1e15 {
            // jansson prints these as `%.15g` (and `%.17g`) print them, digits without an
            // exponent, and adds ".0": -0.0 is "-0.0".
            if value.sign == .minus, value == 0 {
                separate()
                bytes.append(UInt8(ascii: "-"))
                needsComma = false
            }
            integer(Int64(value))
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0"))
            return
        }
        separate()
        if !realsNeedSeventeenDigits, !JSONValue.roundTripsInFifteenDigits(value) {
            realsNeedSeventeenDigits = true
        }
        let start = bytes.count
        bytes.append(Self.dumped(value, seventeenDigits: realsNeedSeventeenDigits))
        if !realsNeedSeventeenDigits { reals.append(PrintedReal(range: start..<bytes.count, value: value)) }
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(value ? Self.trueText : Self.falseText)
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes.append(Self.nullText)
        needsComma = true
    }

    private static let trueText = Array("true".utf8), falseText = Array("false".utf8), nullText = Array("null".utf8)

    /// Any value, as `JSONValue.encoded()` would write it.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .integer(let i): integer(i)
        case .double(let d): double(d)
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let object):
            beginObject()
            for (key, member) in object {
                self.key(key)
                self.value(member)
            }
            endObject()
        }
    }

    /// The text written so far, with every real in the precision one dump would have used.
    public func finish() -> [UInt8] {
        guard realsNeedSeventeenDigits, !reals.isEmpty else { return bytes.array() }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + reals.count * 4)
        var copied = 0
        for real in reals {
            bytes.append(copied..<real.range.lowerBound, to: &out)
            out.append(contentsOf: Self.dumped(real.value, seventeenDigits: true))
            copied = real.range.upperBound
        }
        bytes.append(copied..<bytes.count, to: &out)
        return out
    }

    /// `finish()` as the text of one JSON value.
    public func finishValue() -> EncodedJSON { EncodedJSON(bytes: finish()) }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// The string in quotes, escaped as jansson's `dump_string` escapes it without flags.
    private mutating func quote(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var text = text
            text.withUTF8 { escaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// UTF-8 text with `"`, `\\` and control characters escaped.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for i in utf8.indices {
            let byte = utf8[i]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[start..<i]))
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append(UInt8(ascii: "u"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            }
            start = i + 1
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// An upper-case hex digit, as jansson prints `\u` escapes.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// jansson's compact dump of one real, with 15 or 17 significant digits.
    private static func dumped(_ value: Double, seventeenDigits: Bool) -> [UInt8] {
        guard let real = json_real(value) else { preconditionFailure("jansson cannot make a real") }
        defer { json_decref(real) }
        var text = [CChar](repeating: 0, count: 64)
        let flags = Int(JSON_ENCODE_ANY) | Int(JSON_COMPACT) | JSONValue.realPrecision(seventeenDigits ? 17 : 15)
        let count = json_dumpb(real, &text, text.count, flags)
        precondition(count > 0 && count <= text.count, "jansson could not dump a real")
        return text[..<count].map { UInt8(bitPattern: $0) }
    }
}

/// The text of one JSON value a `JSONWriter` finished, reals in their final precision.
public struct EncodedJSON: Sendable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// A real printed with 15 digits, where.
private struct PrintedReal {
    var range: Range<Int>
    var value: Double
}
