import FormSpecJSON

/// Splits predicate format text into tokens. Works on UTF-8 bytes; every range is a byte range
/// of the text given. Never fails: unknown characters become `.invalid` tokens with an error.
struct PredicateLexer {
    let bytes: [UInt8]
    var i = 0
    private(set) var tokens: [Token] = []
    private(set) var errors: [PredicateSyntaxError] = []
    var warnings: [PredicateWarning] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Beyond this many, further lexical errors (and warnings) are dropped.
    static let maximumErrors = 64

    static func tokenize(_ bytes: [UInt8]) -> PredicateLexer {
        var lexer = PredicateLexer(bytes)
        lexer.run()
        return lexer
    }

    private mutating func run() {
        tokens.reserveCapacity(bytes.count / 3 + 1)
        while true {
            skipWhitespace()
            guard i < bytes.count else { break }
            lexToken()
        }
        tokens.append(Token(kind: .endOfInput, range: .empty(at: bytes.count)))
    }

    // MARK: - Character classes

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
    }

    static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Whether `name` is read whole as the name of `$name`: an ASCII C identifier. The `$` case
    /// below scans the same way; `TagSyntax` asks this to decide which tags can be referenced.
    static func isVariableName(_ name: some Collection<UInt8>) -> Bool {
        guard let first = name.first, isIdentifierStart(first) else { return false }
        return name.allSatisfy(isIdentifierBody)
    }

    /// `isVariableName` over the string's bytes in place (a tag check runs for every row).
    static func isVariableName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isVariableName($0) }
    }

    /// A reserved word after `$` is still read as a variable, with `reservedWordVariable`.
    static func isReservedWord(_ name: String) -> Bool { Keyword.lookup(name) != nil }

    func byte(_ offset: Int) -> UInt8? {
        let j = i + offset
        return j < bytes.count ? bytes[j] : nil
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: i += 1
            default: return
            }
        }
    }

    mutating func emit(_ kind: Token.Kind, from start: Int) {
        tokens.append(Token(kind: kind, range: TextRange(start, i)))
    }

    mutating func error(_ message: String, _ start: Int, _ end: Int) {
        guard errors.count < Self.maximumErrors else { return }
        errors.append(PredicateSyntaxError(range: TextRange(start, end), message: message))
    }

    mutating func appendWarning(_ warning: PredicateWarning) {
        if warnings.count < Self.maximumErrors { warnings.append(warning) }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when the previous token ends a value, so a following `.` is member access rather
    /// than the start of a number like `.5`.
    private var previousEndsValue: Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .identifier, .escapedIdentifier, .atIdentifier, .variable, .integer, .double, .string:
            return true
        case .keyword(let k):
            return [.self, .first, .last, .size, .true, .false, .yes, .no, .null, .nil].contains(k)
        case .punctuation(let p):
            return p == .closeParen || p == .closeBracket || p == .closeBrace
        default:
            return false
        }
    }

    // MARK: - Tokens

    private mutating func lexToken() {
        let start = i
        let c = bytes[i]
        if Self.isIdentifierStart(c) { return lexWord(start) }
        if Self.isDigit(c) { return lexNumber(start) }
        switch c {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            lexString(start, quote: c)
        case UInt8(ascii: "$"):
            i += 1
            let nameStart = i
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            let name = text(nameStart, i)
            if name.isEmpty {
                error("expected a variable name after '$'", start, i)
            } else if !Self.isIdentifierStart(bytes[nameStart]) {
                error("a variable name must start with a letter or '_'", start, i)
            } else if Self.isReservedWord(name) {
                appendWarning(
                    PredicateWarning(
                        code: .reservedWordVariable, range: TextRange(start, i),
                        message:
                            "'\(name)' is a reserved word of the predicate language; Apple's parser may reject '$\(name)'"
                    ))
            }
            emit(.variable(name), from: start)
        case UInt8(ascii: "#"):
            i += 1
            let nameStart = i
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            if i == nameStart || !Self.isIdentifierStart(bytes[nameStart]) {
                error("expected a key name after '#'", start, max(i, start + 1))
                emit(.invalid, from: start)
            } else {
                emit(.escapedIdentifier(text(nameStart, i)), from: start)
            }
        case UInt8(ascii: "@"):
            i += 1
            let nameStart = i
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            if i == nameStart {
                error("expected a key name after '@'", start, i)
                emit(.invalid, from: start)
            } else {
                emit(.atIdentifier("@" + text(nameStart, i)), from: start)
            }
        case UInt8(ascii: "%"):
            lexFormatSpecifier(start)
        case UInt8(ascii: "."):
            if let next = byte(1), Self.isDigit(next), !previousEndsValue {
                lexNumber(start)
            } else {
                i += 1
                emit(.punctuation(.dot), from: start)
            }
        default:
            if let p = PunctuationToken(rawValue: String(UnicodeScalar(c))) {
                i += 1
                emit(.punctuation(p), from: start)
            } else if let op = lexOperator() {
                emit(.op(op), from: start)
            } else {
                lexInvalid(start)
            }
        }
    }

    private mutating func lexWord(_ start: Int) {
        while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
        let word = text(start, i)
        // UTI-CONFORMS-TO and UTI-EQUALS are the only keywords with hyphens.
        if byte(0) == UInt8(ascii: "-"), word.utf8.count == 3, word.uppercased() == "UTI" {
            for suffix in ["-CONFORMS-TO", "-EQUALS"] where matchesIgnoringCase(suffix) {
                i += suffix.utf8.count
                emit(.keyword(suffix == "-EQUALS" ? .utiEquals : .utiConformsTo), from: start)
                return
            }
        }
        // `modulus:by:(...)`: an identifier with colons names a function selector.
        if byte(0) == UInt8(ascii: ":"), byte(1) != UInt8(ascii: "=") {
            while byte(0) == UInt8(ascii: ":") {
                i += 1
                while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            }
            emit(.selector(text(start, i)), from: start)
            return
        }
        if let keyword = Keyword.lookup(word) {
            emit(.keyword(keyword), from: start)
        } else {
            emit(.identifier(word), from: start)
        }
    }

    private func matchesIgnoringCase(_ s: String) -> Bool {
        let want = Array(s.utf8)
        guard i + want.count <= bytes.count else { return false }
        for (k, w) in want.enumerated() {
            var b = bytes[i + k]
            if b >= 0x61 && b <= 0x7A { b -= 0x20 }
            if b != w { return false }
        }
        return true
    }

    private mutating func lexOperator() -> OperatorToken? {
        let c = bytes[i]
        let n = byte(1)
        func take(_ count: Int, _ op: OperatorToken) -> OperatorToken {
            i += count
            return op
        }
        switch c {
        case UInt8(ascii: "="):
            if n == UInt8(ascii: "=") { return take(2, .equal) }
            if n == UInt8(ascii: ">") { return take(2, .greaterOrEqualAlt) }
            if n == UInt8(ascii: "<") { return take(2, .lessOrEqualAlt) }
            return take(1, .assignEqual)
        case UInt8(ascii: "!"):
            return n == UInt8(ascii: "=") ? take(2, .notEqual) : take(1, .bang)
        case UInt8(ascii: "<"):
            if n == UInt8(ascii: "=") { return take(2, .lessOrEqual) }
            if n == UInt8(ascii: ">") { return take(2, .diamond) }
            if n == UInt8(ascii: "<") { return take(2, .shiftLeft) }
            return take(1, .less)
        case UInt8(ascii: ">"):
            if n == UInt8(ascii: "=") { return take(2, .greaterOrEqual) }
            if n == UInt8(ascii: ">") { return take(2, .shiftRight) }
            return take(1, .greater)
        case UInt8(ascii: "&"):
            return n == UInt8(ascii: "&") ? take(2, .andAnd) : take(1, .ampersand)
        case UInt8(ascii: "|"):
            return n == UInt8(ascii: "|") ? take(2, .orOr) : take(1, .pipe)
        case UInt8(ascii: "*"):
            return n == UInt8(ascii: "*") ? take(2, .power) : take(1, .star)
        case UInt8(ascii: ":"):
            return n == UInt8(ascii: "=") ? take(2, .assign) : nil
        case UInt8(ascii: "+"): return take(1, .plus)
        case UInt8(ascii: "-"): return take(1, .minus)
        case UInt8(ascii: "/"): return take(1, .slash)
        case UInt8(ascii: "^"): return take(1, .caret)
        case UInt8(ascii: "~"): return take(1, .tilde)
        default: return nil
        }
    }

    /// One unexpected character (a whole UTF-8 sequence).
    private mutating func lexInvalid(_ start: Int) {
        i += 1
        while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        let shown = text(start, i)
        error("unexpected character '\(shown)'", start, i)
        emit(.invalid, from: start)
    }

    private mutating func lexFormatSpecifier(_ start: Int) {
        i += 1
        guard i < bytes.count else {
            error("'%' starts a format specifier, which needs an argument a spec cannot supply", start, i)
            emit(.formatSpecifier("%"), from: start)
            return
        }
        if bytes[i] == UInt8(ascii: "@") || bytes[i] == UInt8(ascii: "K") || bytes[i] == UInt8(ascii: "%") {
            i += 1
        } else {
            // printf-style: flags, width, precision, length, conversion.
            while i < bytes.count, "-+ #0".utf8.contains(bytes[i]) { i += 1 }
            while i < bytes.count, Self.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
            while i < bytes.count, "hlqLzjt".utf8.contains(bytes[i]) { i += 1 }
            if i < bytes.count, "diouxXeEfFgGcsSpaAC".utf8.contains(bytes[i]) { i += 1 }
        }
        let spec = text(start, i)
        if spec == "%%" {
            error("'%%' cannot stand for a value here; a '%' inside a quoted string needs no escaping", start, i)
        } else {
            error("format specifier '\(spec)' needs an argument, and predicates in a spec have none", start, i)
        }
        emit(.formatSpecifier(spec), from: start)
    }
}
