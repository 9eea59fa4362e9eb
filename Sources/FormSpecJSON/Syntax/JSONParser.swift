/// A syntax error with its place; `related` names a second place (the bracket left open).
public struct SyntaxError: Equatable, Sendable {
    public var message: String
    public var range: TextRange
    public var related: TextRange?

    public init(_ message: String, _ range: TextRange, related: TextRange? = nil) {
        self.message = message
        self.range = range
        self.related = related
    }
}

/// Result of parsing a spec document: as much tree as could be recovered, and every error.
public struct JSONSyntaxTree: Sendable {
    public let root: JSONNode?
    public let errors: [SyntaxError]
    public let byteCount: Int
}

/// Limits that keep hostile input from costing more than a clear error.
public struct JSONParserLimits: Sendable {
    /// Objects and arrays nested deeper are skipped (iteratively) and reported once.
    public var maxDepth: Int
    /// Documents larger than this are not parsed at all.
    public var maxBytes: Int

    public init(maxDepth: Int = 128, maxBytes: Int = 64 << 20) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }
}

/// Error-tolerant JSON parser for documents people are in the middle of typing. It reports every
/// error it can recover from and keeps building the tree: a missing comma or colon, a trailing
/// comma, an unterminated string, an unquoted key, a comment or an unclosed bracket all leave
/// the rest of the document analysable.
public struct JSONParser {
    public static func parse(_ text: String, limits: JSONParserLimits = .init()) -> JSONSyntaxTree {
        parse(Array(text.utf8), limits: limits)
    }

    public static func parse(_ bytes: [UInt8], limits: JSONParserLimits = .init()) -> JSONSyntaxTree {
        guard bytes.count <= limits.maxBytes else {
            let message = "document is \(bytes.count) bytes, more than the limit of \(limits.maxBytes); not parsed"
            return JSONSyntaxTree(root: nil, errors: [SyntaxError(message, TextRange(0, 0))], byteCount: bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer, limits: limits)
            return parser.parseDocument()
        }
    }
}

private struct Parser {
    var lexer: JSONLexer
    var token: JSONToken
    var errors: [SyntaxError] = []
    let limits: JSONParserLimits
    var reportedDepth = false
    /// Members and elements of the objects and arrays being parsed, innermost last, with
    /// offsets from their container's start. Each container copies its own run out once it
    /// closes: one exactly-sized allocation per container instead of a growing array each.
    var memberStack: [GreenMember] = []
    var elementStack: [GreenElement] = []
    var repeatedStrings = RepeatedStrings()
    var keys = KeyTable()
    /// End of the last token consumed, for zero-width "expected X here" errors.
    var previousEnd = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParserLimits) {
        lexer = JSONLexer(bytes: bytes)
        token = lexer.next()
        self.limits = limits
    }

    mutating func advance() {
        previousEnd = token.end
        token = lexer.next()
    }

    mutating func error(_ message: String, _ range: TextRange, related: TextRange? = nil) {
        // One error per place: a cascade at the same spot helps nobody.
        if let last = errors.last, last.range.start == range.start { return }
        errors.append(SyntaxError(message, range, related: related))
    }

    mutating func parseDocument() -> JSONSyntaxTree {
        var root: JSONNode?
        if token.kind == .endOfInput {
            error("empty document: expected a JSON object", token.range)
        } else {
            root = parseValue(depth: 0)
            if root == nil { advance() }
            if token.kind != .endOfInput {
                let start = token.start
                var end = token.end
                while token.kind != .endOfInput {
                    end = token.end
                    advance()
                }
                error("unexpected content after the end of the document", TextRange(start, end))
            }
        }
        let all = (lexer.errors + errors).sorted { $0.range.start < $1.range.start }
        return JSONSyntaxTree(root: root, errors: all, byteCount: lexer.bytes.count)
    }

    static func startsValue(_ kind: JSONToken.Kind) -> Bool {
        switch kind {
        case .openBrace, .openBracket, .string, .number, .trueLiteral, .falseLiteral, .nullLiteral, .word: return true
        default: return false
        }
    }

    /// Parses a value at the current token, or reports what was found instead and returns nil
    /// without consuming structural tokens (the caller knows how to resync on them).
    mutating func parseValue(depth: Int) -> JSONNode? {
        let t = token
        switch t.kind {
        case .openBrace, .openBracket:
            if depth >= limits.maxDepth { return skipTooDeep() }
            return t.kind == .openBrace ? parseObject(depth: depth + 1) : parseArray(depth: depth + 1)
        case .string:
            advance()
            return JSONNode(
                .string(
                    JSONLiterals.decodeString(t, in: lexer.bytes, errors: &errors, repeated: &repeatedStrings).green),
                at: t.start)
        case .number:
            advance()
            let number = JSONLiterals.decodeNumber(t, in: lexer.bytes, errors: &errors)
            return JSONNode(Green.number(number), at: t.start)
        case .trueLiteral, .falseLiteral:
            advance()
            return JSONNode(.bool(t.kind == .trueLiteral), at: t.start)
        case .nullLiteral:
            advance()
            return JSONNode(.null, at: t.start)
        case .word:
            advance()
            error(
                "unexpected '\(text(t))': strings must be in double quotes; literals are true, false and null", t.range)
            return JSONNode(.invalid(GreenInvalid(length: t.range.length)), at: t.start)
        case .invalid:
            advance()
            error("unexpected character '\(text(t))'", t.range)
            return JSONNode(.invalid(GreenInvalid(length: t.range.length)), at: t.start)
        case .endOfInput:
            error("expected a value before the end of input", t.range)
            return nil
        default:
            error("expected a value, found '\(text(t))'", t.range)
            return nil
        }
    }

    /// A member's key: the one met before with the same bytes, when plain, or decoded.
    mutating func parseKey(_ token: JSONToken) -> (JSONString, GreenKey) {
        guard token.kind == .string else {
            let literal = JSONString(
                value: text(token), range: token.range, contentRange: token.range, isTerminated: true)
            return (literal, GreenKey(literal.green))
        }
        let content = UnsafeBufferPointer(
            rebasing: lexer.bytes[(token.start + 1)..<(token.isTerminated ? token.end - 1 : token.end)])
        if token.isTerminated, let known = keys.known(content) {
            return (JSONString(known.string, at: token.start), known)
        }
        let reported = errors.count
        let literal = JSONLiterals.decodeString(token, in: lexer.bytes, errors: &errors, repeated: &repeatedStrings)
        // A key with an error (a raw control character decodes plain) is not met again
        // without its error: only keys decoded without one are kept for later members.
        guard errors.count == reported else { return (literal, GreenKey(literal.green)) }
        return (literal, keys.key(literal.green, content: content))
    }

    mutating func parseObject(depth: Int) -> JSONNode {
        let open = token
        advance()
        let base = memberStack.count
        func finish(_ end: Int) -> JSONNode {
            let object = GreenObject.make(memberStack[base...], length: end - open.start)
            memberStack.removeSubrange(base...)
            return JSONNode(.object(object), at: open.start)
        }
        var end = open.end
        while true {
            switch token.kind {
            case .closeBrace:
                end = token.end
                advance()
                return finish(end)
            case .endOfInput:
                error("expected '}' to close the object", token.range, related: open.range)
                return finish(end)
            case .closeBracket:
                error("expected '}' to close the object, found ']'", token.range, related: open.range)
                return finish(end)
            case .string, .word:
                let keyToken = token
                if keyToken.kind == .word {
                    error("property name '\(text(keyToken))' must be in double quotes", keyToken.range)
                }
                advance()
                let (key, sharedKey) = parseKey(keyToken)
                var colon: Int?
                var value: JSONNode?
                if token.kind == .colon {
                    colon = token.start
                    advance()
                    if Parser.startsValue(token.kind) || token.kind == .invalid {
                        value = parseValue(depth: depth)
                    } else {
                        error("expected a value for '\(key.value)'", TextRange.empty(at: previousEnd))
                    }
                } else if Parser.startsValue(token.kind), token.kind != .string || sameLine(previousEnd, token.start) {
                    error("expected ':' after '\(key.value)'", TextRange.empty(at: previousEnd))
                    value = parseValue(depth: depth)
                } else if keyToken.isTerminated {
                    error("expected ':' after '\(key.value)'", TextRange.empty(at: previousEnd))
                }
                memberStack.append(
                    GreenMember(
                        key: sharedKey, keyOffset: key.start - open.start,
                        colonOffset: colon.map { $0 - open.start },
                        valueOffset: (value?.start ?? open.start) - open.start, value: value?.green))
                end = value?.range.end ?? colon.map { $0 + 1 } ?? key.range.end
                afterMember: switch token.kind {
                case .comma:
                    let comma = token
                    advance()
                    end = comma.end
                    if token.kind == .closeBrace { error("trailing comma before '}'", comma.range) }
                case .closeBrace, .closeBracket, .endOfInput:
                    break afterMember
                case .string:
                    // A missing comma; the string is most likely the next key.
                    let unterminated = value?.string.map { !$0.isTerminated } ?? !keyToken.isTerminated
                    if !unterminated { error("expected ',' between properties", TextRange.empty(at: previousEnd)) }
                default:
                    error("expected ',' or '}' after property '\(key.value)', found '\(text(token))'", token.range)
                    advance()
                }
            case .comma:
                error("expected a property name, found ','", token.range)
                advance()
            default:
                error("expected a property name in double quotes, found '\(text(token))'", token.range)
                if token.kind == .openBrace || token.kind == .openBracket {
                    _ = parseValue(depth: depth)
                } else {
                    advance()
                }
            }
        }
    }

    mutating func parseArray(depth: Int) -> JSONNode {
        let open = token
        advance()
        let base = elementStack.count
        func finish(_ end: Int) -> JSONNode {
            let array = GreenArray.make(elementStack[base...], length: end - open.start)
            elementStack.removeSubrange(base...)
            return JSONNode(.array(array), at: open.start)
        }
        var end = open.end
        while true {
            switch token.kind {
            case .closeBracket:
                end = token.end
                advance()
                return finish(end)
            case .endOfInput:
                error("expected ']' to close the array", token.range, related: open.range)
                return finish(end)
            case .closeBrace:
                error("expected ']' to close the array, found '}'", token.range, related: open.range)
                return finish(end)
            case .comma:
                error("expected a value, found ','", token.range)
                advance()
            case .colon:
                error("unexpected ':' in an array", token.range)
                advance()
            default:
                guard let item = parseValue(depth: depth) else {
                    advance()
                    continue
                }
                elementStack.append(GreenElement(offset: item.start - open.start, item.green))
                end = item.range.end
                switch token.kind {
                case .comma:
                    let comma = token
                    advance()
                    end = comma.end
                    if token.kind == .closeBracket { error("trailing comma before ']'", comma.range) }
                case .closeBracket, .closeBrace, .endOfInput:
                    break
                default:
                    if Parser.startsValue(token.kind) {
                        let unterminated = item.string.map { !$0.isTerminated } ?? false
                        if !unterminated {
                            error("expected ',' between array elements", TextRange.empty(at: previousEnd))
                        }
                    } else {
                        error("expected ',' or ']', found '\(text(token))'", token.range)
                        advance()
                    }
                }
            }
        }
    }

    /// Past the depth limit: report once, then skip the whole bracketed value without recursion.
    mutating func skipTooDeep() -> JSONNode {
        let start = token.start
        if !reportedDepth {
            reportedDepth = true
            error("nesting deeper than \(limits.maxDepth) levels; the rest of this value is not analysed", token.range)
        }
        var balance = 0
        var end = token.end
        repeat {
            switch token.kind {
            case .openBrace, .openBracket: balance += 1
            case .closeBrace, .closeBracket: balance -= 1
            case .endOfInput: return JSONNode(.invalid(GreenInvalid(length: end - start)), at: start)
            default: break
            }
            end = token.end
            advance()
        } while balance > 0
        return JSONNode(.invalid(GreenInvalid(length: end - start)), at: start)
    }

    func text(_ t: JSONToken) -> String {
        let end = min(t.end, t.start + 40)
        return String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[t.start..<end]), as: UTF8.self)
    }

    func sameLine(_ a: Int, _ b: Int) -> Bool {
        guard a <= b else { return true }
        for i in a..<b where lexer.bytes[i] == 0x0A || lexer.bytes[i] == 0x0D { return false }
        return true
    }
}
