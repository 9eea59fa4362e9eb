import FormSpecJSON

extension PredicateLexer {
    /// Decimal (`12`, `1.5`, `2e3`, `.5`), hexadecimal `0x1F`, octal `0o17`, binary `0b101`.
    mutating func lexNumber(_ start: Int) {
        if bytes[i] == UInt8(ascii: "0"), let marker = byte(1), let radix = Self.radix(marker) {
            i += 2
            let digitsStart = i
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            let digits = text(digitsStart, i)
            let prefix = text(start, digitsStart)
            if digits.isEmpty {
                error("expected digits after '\(prefix)'", start, i)
                emit(.invalid, from: start)
            } else if let value = Int64(digits, radix: radix) {
                emit(.integer(value), from: start)
            } else if digits.allSatisfy({ Int(String($0), radix: radix) != nil }) {
                error("number literal '\(prefix)\(digits)' is too large", start, i)
                emit(.invalid, from: start)
            } else {
                error("'\(prefix)\(digits)' is not a valid base-\(radix) number", start, i)
                emit(.invalid, from: start)
            }
            return
        }
        var isDouble = false
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        if byte(0) == UInt8(ascii: "."), let d = byte(1), Self.isDigit(d) {
            isDouble = true
            i += 1
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        }
        if let e = byte(0), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) {
                isDouble = true
                i = j
                while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
            }
        }
        let literal = text(start, i)
        if i < bytes.count, Self.isIdentifierBody(bytes[i]) {
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            error("'\(text(start, i))' is not a valid number", start, i)
            emit(.invalid, from: start)
            return
        }
        if !isDouble, let value = Int64(literal) {
            emit(.integer(value), from: start)
        } else if let value = Double(literal), value.isFinite {
            emit(.double(value), from: start)
        } else {
            error("number literal '\(literal)' is too large", start, i)
            emit(.invalid, from: start)
        }
    }

    private static func radix(_ marker: UInt8) -> Int? {
        switch marker {
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return 16
        case UInt8(ascii: "o"), UInt8(ascii: "O"): return 8
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return 2
        default: return nil
        }
    }

    /// A single- or double-quoted string with the backslash escapes of the predicate lexer:
    /// `\\ \' \" \n \t \r \b \f \v \a`, three octal digits, `\xhh`, `\uhhhh`. Any other
    /// backslash pair is kept as written (so `'\d+'` reaches a regex as `\d+`) with a warning.
    mutating func lexString(_ start: Int, quote: UInt8) {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count, bytes[i] != quote {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                lexEscape(into: &out)
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        let value = String(decoding: out, as: UTF8.self)
        if i >= bytes.count {
            error("unterminated string literal: missing closing \(quote == UInt8(ascii: "'") ? "'" : "\"")", start, i)
        } else {
            i += 1
        }
        emit(.string(value), from: start)
    }

    private mutating func lexEscape(into out: inout [UInt8]) {
        let escapeStart = i
        let c = bytes[i + 1]
        func simple(_ b: UInt8) {
            out.append(b)
            i += 2
        }
        switch c {
        case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): simple(c)
        case UInt8(ascii: "n"): simple(0x0A)
        case UInt8(ascii: "t"): simple(0x09)
        case UInt8(ascii: "r"): simple(0x0D)
        case UInt8(ascii: "b"): simple(0x08)
        case UInt8(ascii: "f"): simple(0x0C)
        case UInt8(ascii: "v"): simple(0x0B)
        case UInt8(ascii: "a"): simple(0x07)
        case UInt8(ascii: "x"), UInt8(ascii: "X"):
            if let v = hexValue(at: i + 2, count: 2) {
                appendScalar(v, to: &out)
                i += 4
            } else {
                malformedEscape(escapeStart, "'\\x' must be followed by two hexadecimal digits")
                i += 2
            }
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            lexUnicodeEscape(escapeStart, into: &out)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            if let v = octalValue(at: i + 1) {
                appendScalar(v, to: &out)
                i += 4
            } else {
                keepUnknownEscape(escapeStart, c, into: &out)
            }
        default:
            keepUnknownEscape(escapeStart, c, into: &out)
        }
    }

    private mutating func lexUnicodeEscape(_ escapeStart: Int, into out: inout [UInt8]) {
        guard let v = hexValue(at: i + 2, count: 4) else {
            malformedEscape(escapeStart, "'\\u' must be followed by four hexadecimal digits")
            i += 2
            return
        }
        i += 6
        if (0xD800...0xDBFF).contains(v), byte(0) == UInt8(ascii: "\\"),
            byte(1) == UInt8(ascii: "u") || byte(1) == UInt8(ascii: "U"),
            let low = hexValue(at: i + 2, count: 4), (0xDC00...0xDFFF).contains(low)
        {
            i += 6
            appendScalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00), to: &out)
        } else if (0xD800...0xDFFF).contains(v) {
            error("'\\u\(String(v, radix: 16))' is half of a surrogate pair", escapeStart, i)
        } else {
            appendScalar(v, to: &out)
        }
    }

    private mutating func keepUnknownEscape(_ escapeStart: Int, _ c: UInt8, into out: inout [UInt8]) {
        var end = i + 2
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        out.append(contentsOf: bytes[i..<end])
        let pair = text(i, end)
        appendWarning(
            PredicateWarning(
                code: .unknownEscape, range: TextRange(escapeStart, end),
                message:
                    "'\(pair)' is not an escape of the predicate language; it is kept as '\(pair)' (write '\\\\' for a backslash)"
            ))
        i = end
    }

    private mutating func malformedEscape(_ escapeStart: Int, _ message: String) {
        error(message, escapeStart, min(escapeStart + 2, bytes.count))
    }

    private func hexValue(at offset: Int, count: Int) -> UInt32? {
        guard offset + count <= bytes.count else { return nil }
        return UInt32(text(offset, offset + count), radix: 16).flatMap { v in
            bytes[offset..<offset + count].allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
            } ? v : nil
        }
    }

    private func octalValue(at offset: Int) -> UInt32? {
        guard offset + 3 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[offset..<offset + 3] {
            guard b >= 0x30 && b <= 0x37 else { return nil }
            v = v * 8 + UInt32(b - 0x30)
        }
        return v
    }

    private func appendScalar(_ v: UInt32, to out: inout [UInt8]) {
        let scalar = Unicode.Scalar(v) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
