import FormSpecJSON

/// One Objective-C token. Comments and whitespace are dropped; preprocessor lines other than
/// `#define` are dropped too, and a `#define` becomes a `directive` token followed by the
/// tokens of its body and an `endOfDirective` token.
struct ObjCToken {
    enum Kind: Equatable {
        case identifier
        /// `@"…"` or `"…"`; `text` is the raw source, `string` the decoded value.
        case string
        case number
        case character
        /// `@` followed by a word: `@interface`, `@YES`, `@selector`, `@end`.
        case atKeyword
        case punctuation
        case directive
        case endOfDirective
    }

    var kind: Kind
    var range: TextRange
    var text: Substring
    var string: SourcedString?
}

/// Splits Objective-C source into tokens in one pass; never fails: a byte it cannot place
/// becomes a one-byte punctuation token, an unterminated literal ends at the end of its line.
enum ObjCLexer {
    static func tokens(_ bytes: [UInt8]) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        var i = 0
        var lineStart = true
        var inDirective = false
        let n = bytes.count
        func sub(_ a: Int, _ b: Int) -> Substring {
            Substring(String(decoding: bytes[a..<b], as: UTF8.self))
        }
        func add(_ kind: ObjCToken.Kind, _ a: Int, _ b: Int, _ string: SourcedString? = nil) {
            tokens.append(ObjCToken(kind: kind, range: TextRange(a, b), text: sub(a, b), string: string))
        }
        while i < n {
            let c = bytes[i]
            if c == 10 {
                if inDirective, !(i > 0 && bytes[i - 1] == UInt8(ascii: "\\")) {
                    add(.endOfDirective, i, i)
                    inDirective = false
                }
                lineStart = true
                i += 1
                continue
            }
            if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 || c == UInt8(ascii: "\\") {
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                while i < n, bytes[i] != 10 { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) {
                    i += 1
                }
                i = min(n, i + 2)
                continue
            }
            if c == UInt8(ascii: "#"), lineStart, !inDirective {
                var j = i + 1
                while j < n, bytes[j] == 32 || bytes[j] == 9 { j += 1 }
                let wordStart = j
                while j < n, isIdentifier(bytes[j]) { j += 1 }
                if sub(wordStart, j) == "define" {
                    add(.directive, i, j)
                    inDirective = true
                    i = j
                } else {
                    // Skip the whole directive, with its continuation lines.
                    while i < n, !(bytes[i] == 10 && bytes[i - 1] != UInt8(ascii: "\\")) { i += 1 }
                }
                continue
            }
            lineStart = false
            let start = i
            if isIdentifierStart(c) {
                while i < n, isIdentifier(bytes[i]) { i += 1 }
                add(.identifier, start, i)
            } else if c == UInt8(ascii: "\"")
                || (c == UInt8(ascii: "@") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "\""))
            {
                let quote = c == UInt8(ascii: "@") ? i + 1 : i
                let (end, terminated) = scanQuoted(bytes, from: quote)
                let content = TextRange(quote + 1, terminated ? end - 1 : end)
                add(.string, start, end, StringEscapes.decode(bytes, content: content, whole: TextRange(start, end)))
                i = end
            } else if c == UInt8(ascii: "'") {
                let (end, _) = scanQuoted(bytes, from: i)
                add(.character, start, end)
                i = end
            } else if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < n && isDigit(bytes[i + 1])) {
                i = scanNumber(bytes, from: i)
                add(.number, start, i)
            } else if c == UInt8(ascii: "@"), i + 1 < n, isIdentifierStart(bytes[i + 1]) {
                i += 1
                while i < n, isIdentifier(bytes[i]) { i += 1 }
                add(.atKeyword, start, i)
            } else {
                i += punctuationLength(bytes, at: i)
                add(.punctuation, start, i)
            }
        }
        if inDirective { add(.endOfDirective, n, n) }
        return tokens
    }

    private static let threeByte: Set<String> = ["<<=", ">>=", "..."]
    private static let twoByte: Set<String> = [
        "==", "!=", "<=", ">=", "&&", "||", "++", "--", "->", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "%=",
        "<<", ">>",
    ]

    private static func punctuationLength(_ bytes: [UInt8], at i: Int) -> Int {
        if i + 3 <= bytes.count, threeByte.contains(String(decoding: bytes[i..<i + 3], as: UTF8.self)) { return 3 }
        if i + 2 <= bytes.count, twoByte.contains(String(decoding: bytes[i..<i + 2], as: UTF8.self)) { return 2 }
        // A multi-byte UTF-8 character outside a literal is one token.
        var j = i + 1
        if bytes[i] >= 0xC0 { while j < bytes.count, bytes[j] & 0xC0 == 0x80 { j += 1 } }
        return j - i
    }

    /// End offset just past the closing quote, or at the end of the line when unterminated.
    private static func scanQuoted(_ bytes: [UInt8], from quote: Int) -> (Int, Bool) {
        let q = bytes[quote]
        var i = quote + 1
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == q { return (i + 1, true) }
            if c == 10 { return (i, false) }
            i += 1
        }
        return (bytes.count, false)
    }

    private static func scanNumber(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if isIdentifier(c) || c == UInt8(ascii: ".") {
                i += 1
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-"),
                i > start, bytes[i - 1] == UInt8(ascii: "e") || bytes[i - 1] == UInt8(ascii: "E"),
                !(bytes[start] == UInt8(ascii: "0") && i > start + 1 && (bytes[start + 1] | 0x20) == UInt8(ascii: "x"))
            {
                i += 1
            } else {
                break
            }
        }
        return i
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }

    static func isIdentifier(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
