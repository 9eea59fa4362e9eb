/// Decoding of string and number tokens, with errors that point inside the literal.
enum JSONLiterals {
    /// `repeated`: the long strings met so far, whose storage a string with the same bytes shares.
    static func decodeString(
        _ token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>, errors: inout [SyntaxError],
        repeated: inout RepeatedStrings
    ) -> JSONString {
        let contentStart = token.start + 1
        let contentEnd = token.isTerminated ? token.end - 1 : token.end
        let range = TextRange(token.start, token.end)
        let content = TextRange(contentStart, contentEnd)
        if !token.isTerminated {
            errors.append(SyntaxError("unterminated string: expected '\"' before the end of the line", range))
        }
        // Fast path: plain ASCII without escapes or control characters.
        var plain = true
        for i in contentStart..<contentEnd where bytes[i] == UInt8(ascii: "\\") || bytes[i] < 0x20 || bytes[i] >= 0x80 {
            plain = false
            break
        }
        let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
        if plain {
            return JSONString(
                value: repeated.string(slice), range: range, contentRange: content, isTerminated: token.isTerminated)
        }
        var hasBackslash = false
        var hasControl = false
        for b in slice where b == UInt8(ascii: "\\") || b < 0x20 {
            if b == UInt8(ascii: "\\") { hasBackslash = true } else { hasControl = true }
        }
        if !hasBackslash, !hasControl, let valid = String(validating: slice, as: UTF8.self) {
            return JSONString(value: valid, range: range, contentRange: content, isTerminated: token.isTerminated)
        }
        return decodeSlow(bytes, range: range, content: content, terminated: token.isTerminated, errors: &errors)
    }

    /// Escapes, control characters and invalid UTF-8, recording where decoded text and source
    /// diverge so that ranges inside the value (predicates, regexes) map back exactly.
    private static func decodeSlow(
        _ bytes: UnsafeBufferPointer<UInt8>, range: TextRange, content: TextRange,
        terminated: Bool, errors: inout [SyntaxError]
    ) -> JSONString {
        var out: [UInt8] = []
        out.reserveCapacity(content.length)
        var marks: [(valueOffset: Int, sourceOffset: Int)] = []
        var i = content.start
        let end = content.end

        func appendScalar(_ scalar: Unicode.Scalar) {
            out.append(contentsOf: UTF8.encode(scalar)!)
        }

        while i < end {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                let escapeStart = i
                guard i + 1 < end else {
                    errors.append(SyntaxError("incomplete escape sequence", TextRange(i, end)))
                    i = end
                    break
                }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let high = hex4(bytes, at: i, end: end) else {
                        errors.append(
                            SyntaxError(
                                "invalid \\u escape: expected four hexadecimal digits",
                                TextRange(escapeStart, min(i + 4, end))))
                        appendScalar("\u{FFFD}")
                        i = min(i + countHex(bytes, at: i, end: end), end)
                        break
                    }
                    i += 4
                    if (0xD800...0xDBFF).contains(high), i + 1 < end, bytes[i] == UInt8(ascii: "\\"),
                        bytes[i + 1] == UInt8(ascii: "u"),
                        let low = hex4(bytes, at: i + 2, end: end), (0xDC00...0xDFFF).contains(low)
                    {
                        i += 6
                        appendScalar(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!)
                    } else if let scalar = Unicode.Scalar(high) {
                        appendScalar(scalar)
                    } else {
                        errors.append(
                            SyntaxError(
                                "\\u escape names a lone surrogate, which is not a character", TextRange(escapeStart, i)
                            ))
                        appendScalar("\u{FFFD}")
                    }
                default:
                    errors.append(
                        SyntaxError("invalid escape sequence '\\\(Unicode.Scalar(e))'", TextRange(escapeStart, i)))
                    if e < 0x80 { out.append(e) } else { i -= 1 }
                }
                marks.append((out.count, i))
                continue
            }
            if c < 0x20 {
                errors.append(
                    SyntaxError("control character U+\(hex(c)) must be escaped in a string", TextRange(i, i + 1)))
                out.append(c)
                i += 1
                continue
            }
            if c < 0x80 {
                out.append(c)
                i += 1
                continue
            }
            let width = validUTF8Width(bytes, at: i, end: end)
            if width > 0 {
                out.append(contentsOf: bytes[i..<(i + width)])
                i += width
            } else {
                errors.append(SyntaxError("invalid UTF-8 byte 0x\(hex(c)) in string", TextRange(i, i + 1)))
                appendScalar("\u{FFFD}")
                i += 1
                marks.append((out.count, i))
            }
        }
        let value = String(decoding: out, as: UTF8.self)
        return JSONString(value: value, range: range, contentRange: content, isTerminated: terminated, escapes: marks)
    }

    /// Length of a well-formed UTF-8 sequence at `i`, or 0 (RFC 3629: no overlongs, no surrogates).
    private static func validUTF8Width(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        let lead = b[i]
        let width: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0:
            width = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED:
            width = 3
            high = 0x9F
        case 0xF0:
            width = 4
            low = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4:
            width = 4
            high = 0x8F
        default: return 0
        }
        guard i + width <= end else { return 0 }
        guard (low...high).contains(b[i + 1]) else { return 0 }
        for k in 2..<max(2, width) where b[i + k] & 0xC0 != 0x80 { return 0 }
        return width
    }

    private static func hex4(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in 0..<4 {
            guard let d = hexDigit(b[i + k]) else { return nil }
            v = v << 4 | d
        }
        return v
    }

    private static func countHex(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        var n = 0
        while n < 4, i + n < end, hexDigit(b[i + n]) != nil { n += 1 }
        return n
    }

    private static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    private static func hex(_ c: UInt8) -> String {
        let s = String(c, radix: 16, uppercase: true)
        return s.count == 1 ? "000" + s : "00" + s
    }

    /// Validates the JSON number grammar; a malformed literal is reported and still given the
    /// value Swift can read from it, so analysis can go on.
    static func decodeNumber(
        _ token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>, errors: inout [SyntaxError]
    ) -> JSONNumber {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        let (valid, isIntegerSyntax) = grammar(Array(text.utf8))
        if !valid {
            errors.append(SyntaxError("invalid number '\(text)'", token.range))
        }
        let double = Double(text) ?? 0
        let integer = isIntegerSyntax ? Int64(text) : nil
        return JSONNumber(text: text, double: double, integer: integer)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private static func grammar(_ s: [UInt8]) -> (valid: Bool, integer: Bool) {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < s.count, JSONLexer.isDigit(s[i]) { i += 1 }
            return i - start
        }
        if i < s.count, s[i] == UInt8(ascii: "-") { i += 1 }
        guard i < s.count else { return (false, false) }
        if s[i] == UInt8(ascii: "0") {
            i += 1
        } else if digits() == 0 {
            return (false, false)
        }
        var integer = true
        if i < s.count, s[i] == UInt8(ascii: ".") {
            i += 1
            integer = false
            if digits() == 0 { return (false, false) }
        }
        if i < s.count, s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E") {
            i += 1
            integer = false
            if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { return (false, false) }
        }
        return (i == s.count, integer)
    }
}

/// Long strings (too long to be stored inline) met in a parse: the literals with the same bytes
/// get one storage. A form repeats its long keys (`textField.placeholder`) and many values (a
/// validator's regex) in every row that has them; each would otherwise hold a copy.
struct RepeatedStrings {
    private var recent = RecentByBytes<String>()

    /// Strings up to this many UTF-8 bytes are stored inline and share nothing.
    static let inlineLength = 15

    init() {}

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineLength else { return String(decoding: bytes, as: UTF8.self) }
        if let kept = recent.value(for: bytes) { return kept }
        let made = String(decoding: bytes, as: UTF8.self)
        recent.keep(made, for: bytes)
        return made
    }
}
