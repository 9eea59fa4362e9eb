/// Tokens of JSON plus the mistakes people make while typing it (words, comments, stray bytes),
/// so the parser can name them instead of giving up.
struct JSONToken {
    enum Kind: Equatable {
        case openBrace, closeBrace, openBracket, closeBracket, colon, comma
        case string, number, trueLiteral, falseLiteral, nullLiteral
        /// An unquoted identifier such as `undefined`, `True` or an unquoted key.
        case word
        /// Any other byte sequence (one scalar).
        case invalid
        case endOfInput
    }

    var kind: Kind
    var start: Int
    var end: Int
    /// For strings: false when the closing quote is missing (line end or end of input came first).
    var isTerminated = true

    var range: TextRange { TextRange(start, end) }
}

/// Scans UTF-8 bytes into tokens. Comments are skipped and reported; strings stop at a raw line
/// break so that a half-typed value does not swallow the rest of the document.
struct JSONLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int
    /// Errors found while scanning (comments, control characters in strings).
    var errors: [SyntaxError] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is tolerated silently, as RFC 8259 allows.
        offset = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    mutating func next() -> JSONToken {
        skipTrivia()
        let start = offset
        guard offset < bytes.count else { return JSONToken(kind: .endOfInput, start: start, end: start) }
        let c = bytes[offset]
        switch c {
        case UInt8(ascii: "{"): return single(.openBrace)
        case UInt8(ascii: "}"): return single(.closeBrace)
        case UInt8(ascii: "["): return single(.openBracket)
        case UInt8(ascii: "]"): return single(.closeBracket)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "\""): return scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while offset < bytes.count, JSONLexer.isNumberByte(bytes[offset]) { offset += 1 }
            return JSONToken(kind: .number, start: start, end: offset)
        default:
            if JSONLexer.isWordByte(c) {
                while offset < bytes.count, JSONLexer.isWordByte(bytes[offset]) || JSONLexer.isDigit(bytes[offset]) {
                    offset += 1
                }
                return JSONToken(kind: wordKind(start, offset), start: start, end: offset)
            }
            offset += max(1, min(LineIndex.scalarWidth(c), bytes.count - offset))
            return JSONToken(kind: .invalid, start: start, end: offset)
        }
    }

    private mutating func single(_ kind: JSONToken.Kind) -> JSONToken {
        offset += 1
        return JSONToken(kind: kind, start: offset - 1, end: offset)
    }

    private func wordKind(_ start: Int, _ end: Int) -> JSONToken.Kind {
        let word = bytes[start..<end]
        if word.elementsEqual("true".utf8) { return .trueLiteral }
        if word.elementsEqual("false".utf8) { return .falseLiteral }
        if word.elementsEqual("null".utf8) { return .nullLiteral }
        return .word
    }

    private mutating func scanString() -> JSONToken {
        let start = offset
        offset += 1
        while offset < bytes.count {
            let c = bytes[offset]
            if c == UInt8(ascii: "\"") {
                offset += 1
                return JSONToken(kind: .string, start: start, end: offset)
            }
            if c == UInt8(ascii: "\\") {
                offset += 1
                if offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                continue
            }
            if c == 0x0A || c == 0x0D { break }
            offset += 1
        }
        return JSONToken(kind: .string, start: start, end: offset, isTerminated: false)
    }

    private mutating func skipTrivia() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D:
                offset += 1
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                let start = offset
                while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                errors.append(SyntaxError("comments are not allowed in JSON", TextRange(start, offset)))
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                let start = offset
                offset += 2
                while offset + 1 < bytes.count,
                    !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
                {
                    offset += 1
                }
                offset = min(offset + 2, bytes.count)
                errors.append(SyntaxError("comments are not allowed in JSON", TextRange(start, offset)))
            default:
                return
            }
        }
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    static func isNumberByte(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
    }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }
}
