import FormSpecJSON

/// A tolerant reader of the Objective-C that builds forms: file-level constants, the methods of
/// `@implementation` blocks and C functions, and inside them statements, message sends,
/// property access, literals and operators. Anything else is skipped by balanced brackets, so
/// a file that does not compile (missing headers, unknown types) still yields its forms.
/// Nesting deeper than `maxDepth` is skipped as one opaque expression; every loop consumes a
/// token, so any input ends.
struct ObjCParser {
    static let maxDepth = 200

    private let tokens: [ObjCToken]
    private var p = 0
    private var depth = 0
    private var file = CodeFile()

    static func parse(_ bytes: [UInt8]) -> CodeFile {
        var parser = ObjCParser(tokens: ObjCLexer.tokens(bytes))
        parser.parseFile()
        return parser.file
    }

    private init(tokens: [ObjCToken]) { self.tokens = tokens }

    // MARK: Token access

    private var atEnd: Bool { p >= tokens.count }
    private var current: ObjCToken? { p < tokens.count ? tokens[p] : nil }
    private func peek(_ k: Int = 1) -> ObjCToken? { p + k < tokens.count ? tokens[p + k] : nil }
    private func isPunct(_ s: String, _ t: ObjCToken?) -> Bool { t?.kind == .punctuation && t?.text == s[...] }
    private func isWord(_ s: String, _ t: ObjCToken?) -> Bool { t?.kind == .identifier && t?.text == s[...] }
    private func at(_ s: String) -> Bool { isPunct(s, current) }
    private var lastEnd: Int { p > 0 ? tokens[min(p, tokens.count) - 1].range.end : 0 }
    private var here: Int { current?.range.start ?? lastEnd }

    /// Skips a bracketed region starting at an opening bracket, to just past its closer.
    private mutating func skipBalanced() {
        var level = 0
        repeat {
            guard let t = current else { return }
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { level += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" { level -= 1 }
            }
            p += 1
        } while level > 0
    }

    /// Skips to just past the `;` ending this statement, or to the `}` closing its block.
    private mutating func skipStatement() {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { level += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" {
                    if level == 0 { return }
                    level -= 1
                    if level == 0, t.text == "}" {
                        p += 1
                        if at(";") { p += 1 }
                        return
                    }
                }
                if t.text == ";", level == 0 {
                    p += 1
                    return
                }
            }
            p += 1
        }
    }

    // MARK: File level

    private mutating func parseFile() {
        while let t = current {
            let before = p
            if t.kind == .directive {
                parseDefine()
            } else if t.kind == .atKeyword, t.text == "@implementation" {
                parseImplementation()
            } else if t.kind == .atKeyword, t.text == "@interface" || t.text == "@protocol" {
                skipToEnd()
            } else {
                parseTopLevel(typeName: nil)
            }
            if p == before { p += 1 }
        }
    }

    private mutating func skipToEnd() {
        while let t = current {
            p += 1
            if t.kind == .atKeyword, t.text == "@end" { return }
        }
    }

    private mutating func parseDefine() {
        p += 1
        guard let name = current, name.kind == .identifier else {
            while let t = current, t.kind != .endOfDirective { p += 1 }
            p += 1
            return
        }
        p += 1
        let valueStart = p
        while let t = current, t.kind != .endOfDirective { p += 1 }
        let valueEnd = p
        p += 1
        // Function-like macros are not constants.
        if valueStart < valueEnd, tokens[valueStart].range.start == name.range.end, isPunct("(", tokens[valueStart]) {
            return
        }
        guard valueStart < valueEnd else { return }
        var sub = ObjCParser(tokens: Array(tokens[valueStart..<valueEnd]))
        let value = sub.parseExpression()
        if sub.atEnd { file.constants.append(CodeConstant(name: String(name.text), value: value)) }
    }

    private mutating func parseImplementation() {
        p += 1
        var typeName = current.map { String($0.text) }
        if current != nil { p += 1 }
        if at("("), let category = peek(), category.kind == .identifier, typeName == "XLFormDescriptor" {
            // `@implementation XLFormDescriptor (SignupForm)`: the category names the forms.
            typeName = String(category.text)
        }
        if at("(") { skipBalanced() }
        if at("{") { skipBalanced() }
        while let t = current {
            if t.kind == .atKeyword, t.text == "@end" {
                p += 1
                return
            }
            let before = p
            if t.kind == .punctuation, t.text == "-" || t.text == "+" {
                parseMethod(typeName: typeName)
            } else if t.kind == .directive {
                parseDefine()
            } else {
                parseTopLevel(typeName: typeName)
            }
            if p == before { p += 1 }
        }
    }

    private mutating func parseMethod(typeName: String?) {
        let start = here
        p += 1
        if at("(") { skipBalanced() }
        var pieces: [String] = []
        var hasArguments = false
        var nameRange: TextRange?
        while let t = current, !(t.kind == .punctuation && (t.text == "{" || t.text == ";")) {
            if t.kind == .atKeyword || t.kind == .directive { return }
            if t.kind == .identifier, isPunct(":", peek()) {
                pieces.append(String(t.text) + ":")
                hasArguments = true
                nameRange = nameRange ?? t.range
                p += 2
                if at("(") { skipBalanced() }
                if current?.kind == .identifier { p += 1 }
            } else if t.kind == .identifier, pieces.isEmpty {
                pieces.append(String(t.text))
                nameRange = t.range
                p += 1
            } else if at(",") || at("...") {
                p += 1
            } else if at("(") {
                skipBalanced()
            } else {
                p += 1
            }
        }
        guard at("{") else {
            if at(";") { p += 1 }
            return
        }
        let name = hasArguments ? pieces.joined() : (pieces.first ?? "")
        let body = parseBlock()
        file.methods.append(
            CodeMethod(
                typeName: typeName, name: name, body: body, range: span(start, lastEnd),
                nameRange: nameRange ?? span(start, start)))
    }

    /// A C function definition, a file-level constant (`NSString *const kTag = @"x";`), or
    /// anything else (skipped).
    private mutating func parseTopLevel(typeName: String?) {
        let start = p
        var equals: Int?
        var open: Int?
        var level = 0
        var j = p
        while j < tokens.count {
            let t = tokens[j]
            if t.kind == .directive || (t.kind == .atKeyword && (t.text == "@end" || t.text == "@implementation")) {
                break
            }
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" { level += 1 }
                if t.text == ")" || t.text == "]" { level -= 1 }
                if level == 0, t.text == "=", equals == nil { equals = j }
                if level == 0, t.text == "{", equals == nil {
                    open = j
                    break
                }
                if level <= 0, t.text == ";" { break }
            }
            j += 1
        }
        if let open {
            // `name(...) {` is a function; other braces (struct, enum bodies) are skipped.
            var k = open - 1
            if k > start, isPunct(")", tokens[k]) {
                var level = 0
                while k > start {
                    if isPunct(")", tokens[k]) { level += 1 }
                    if isPunct("(", tokens[k]) {
                        level -= 1
                        if level == 0 { break }
                    }
                    k -= 1
                }
                if k - 1 >= start, tokens[k - 1].kind == .identifier {
                    let nameToken = tokens[k - 1]
                    p = open
                    let body = parseBlock()
                    file.methods.append(
                        CodeMethod(
                            typeName: typeName, name: String(nameToken.text), body: body,
                            range: span(tokens[start].range.start, lastEnd), nameRange: nameToken.range))
                    return
                }
            }
            p = open
            skipBalanced()
            if at(";") { p += 1 }
            return
        }
        if let equals, equals > start, tokens[equals - 1].kind == .identifier {
            let name = String(tokens[equals - 1].text)
            p = equals + 1
            let value = parseExpression()
            file.constants.append(CodeConstant(name: name, value: value))
        }
        p = max(p, start)
        skipStatement()
    }

    // MARK: Statements

    private mutating func parseBlock() -> [CodeStatement] {
        guard at("{") else { return [] }
        let open = p
        p += 1
        var out: [CodeStatement] = []
        depth += 1
        defer { depth -= 1 }
        if depth > ObjCParser.maxDepth {
            p = open
            skipBalanced()
            file.problems.append(("nesting too deep to read", span(tokens[open].range.start, lastEnd)))
            return []
        }
        while let t = current, !(t.kind == .punctuation && t.text == "}") {
            if t.kind == .atKeyword, t.text == "@end" || t.text == "@implementation" { return out }
            let before = p
            parseStatement(into: &out)
            if p == before { p += 1 }
        }
        if at("}") { p += 1 }
        return out
    }

    /// One statement, or a body (a block or a single statement) for loops and conditions.
    private mutating func parseBody() -> [CodeStatement] {
        if at("{") { return parseBlock() }
        var out: [CodeStatement] = []
        depth += 1
        defer { depth -= 1 }
        if depth > ObjCParser.maxDepth {
            skipStatement()
            return []
        }
        parseStatement(into: &out)
        return out
    }

    private mutating func parseStatement(into out: inout [CodeStatement]) {
        guard let t = current else { return }
        let start = t.range.start
        if at("{") {
            out.append(contentsOf: parseBlock())
            return
        }
        if at(";") {
            p += 1
            return
        }
        if at("["), let loop = parseEnumeration() {
            out.append(loop)
            return
        }
        if t.kind == .identifier || t.kind == .atKeyword {
            switch t.text {
            case "@autoreleasepool":
                // Not control flow: the body runs once.
                p += 1
                out.append(contentsOf: parseBody())
                return
            case "if", "while", "switch", "@synchronized", "@try", "do":
                p += 1
                var nested: [CodeStatement] = []
                let open = p
                if at("(") { skipBalanced() }
                let conditionTokens = tokens[min(open + 1, p)..<max(open + 1, p - 1)]
                let condition = conditionTokens.map(\.text).joined()
                nested += parseBody()
                if t.text == "if", isInitializerCheck(condition), !isWord("else", current) {
                    // `if (self)` after `[super init…]`: the body is what the initialiser does.
                    out.append(contentsOf: nested)
                    return
                }
                if t.text == "if", !isWord("else", current), let first = conditionTokens.first,
                    let last = conditionTokens.last, let idiom = DeviceIdiom.idiom(ofCondition: condition)
                {
                    let written = span(first.range.start, last.range.end)
                    out.append(.idiomCheck(idiom: idiom, body: nested, condition: written, span(start, lastEnd)))
                    return
                }
                while isWord("else", current) || (current?.kind == .atKeyword && current?.text == "@catch")
                    || (current?.kind == .atKeyword && current?.text == "@finally")
                {
                    p += 1
                    if at("(") { skipBalanced() }
                    nested += parseBody()
                }
                if t.text == "do", isWord("while", current) {
                    p += 1
                    skipStatement()
                }
                out.append(.unsupported(String(t.text), body: nested, span(start, lastEnd)))
                return
            case "for":
                parseFor(into: &out)
                return
            case "return":
                p += 1
                let value = at(";") ? nil : parseExpression()
                finishStatement()
                out.append(.returnValue(value, span(start, lastEnd)))
                return
            case "break", "continue", "goto":
                skipStatement()
                out.append(.unsupported(String(t.text), body: [], span(start, lastEnd)))
                return
            default:
                break
            }
        }
        if let declarators = declarationNames() {
            parseDeclaration(declarators, start: start, into: &out)
            return
        }
        let target = parseTernary()
        if let op = current, op.kind == .punctuation,
            ["=", "|=", "+=", "-=", "*=", "/=", "&=", "^=", "%=", "<<=", ">>="].contains(op.text)
        {
            p += 1
            let value = parseAssignmentValue()
            finishStatement()
            out.append(.assignment(target: target, op: String(op.text), value: value, span(start, lastEnd)))
            return
        }
        finishStatement()
        out.append(.expression(target, span(start, lastEnd)))
    }

    private func isInitializerCheck(_ condition: String) -> Bool {
        condition == "self" || condition == "self!=nil" || condition.hasPrefix("self=[super")
            || condition.hasPrefix("(self=[super")
    }

    /// Expects `;`; otherwise the rest of the statement is skipped and noted.
    private mutating func finishStatement() {
        if at(";") {
            p += 1
            return
        }
        if at("}") || atEnd { return }
        let from = here
        skipStatement()
        file.problems.append(("unexpected text in statement", span(from, lastEnd)))
    }

    private mutating func parseAssignmentValue() -> CodeExpr {
        let value = parseTernary()
        if let op = current, op.kind == .punctuation, op.text == "=" {
            // a = b = c: the value is c.
            p += 1
            return parseAssignmentValue()
        }
        return value
    }

    private static let qualifiers: Set<Substring> = [
        "const", "static", "__weak", "__strong", "__block", "__unused", "__unsafe_unretained", "__autoreleasing",
        "__kindof", "nonnull", "nullable", "_Nonnull", "_Nullable", "__nonnull", "__nullable", "unsigned", "signed",
        "long", "short", "volatile", "extern", "register", "struct", "enum",
    ]

    /// If the statement starts with `Type *name` (a declaration), the index of the name token.
    private func declarationNames() -> Int? {
        var j = p
        // `__typeof(self) __weak weakSelf = self;`
        if j + 1 < tokens.count, tokens[j].kind == .identifier,
            ["typeof", "__typeof", "__typeof__"].contains(tokens[j].text), isPunct("(", tokens[j + 1])
        {
            var level = 0
            j += 1
            while j < tokens.count {
                if isPunct("(", tokens[j]) { level += 1 }
                if isPunct(")", tokens[j]) { level -= 1 }
                j += 1
                if level == 0 { break }
            }
            while j < tokens.count, tokens[j].kind == .identifier, ObjCParser.qualifiers.contains(tokens[j].text) {
                j += 1
            }
            guard j + 1 < tokens.count, tokens[j].kind == .identifier, isPunct("=", tokens[j + 1]) else { return nil }
            return j
        }
        while j < tokens.count, tokens[j].kind == .identifier, ObjCParser.qualifiers.contains(tokens[j].text) {
            j += 1
        }
        guard j < tokens.count, tokens[j].kind == .identifier else { return nil }
        j += 1
        if j < tokens.count, isPunct("<", tokens[j]) {
            var level = 0
            while j < tokens.count {
                if isPunct("<", tokens[j]) { level += 1 }
                if isPunct(">", tokens[j]) { level -= 1 }
                if isPunct(">>", tokens[j]) { level -= 2 }
                j += 1
                if level <= 0 { break }
                if isPunct(";", tokens[j - 1]) { return nil }
            }
        }
        while j < tokens.count,
            isPunct("*", tokens[j])
                || (tokens[j].kind == .identifier && ObjCParser.qualifiers.contains(tokens[j].text)
                    && tokens[j].text != "struct")
        {
            j += 1
        }
        guard j + 1 < tokens.count, tokens[j].kind == .identifier else { return nil }
        let next = tokens[j + 1]
        guard next.kind == .punctuation, ["=", ";", ",", "["].contains(next.text) else { return nil }
        return j
    }

    private mutating func parseDeclaration(_ nameIndex: Int, start: Int, into out: inout [CodeStatement]) {
        p = nameIndex
        while let name = current, name.kind == .identifier {
            p += 1
            if at("[") { skipBalanced() }
            var value: CodeExpr?
            if at("=") {
                p += 1
                value = parseTernary()
            }
            out.append(.declaration(name: String(name.text), value: value, span(start, current?.range.end ?? lastEnd)))
            guard at(",") else { break }
            p += 1
            while at("*") || (current?.kind == .identifier && ObjCParser.qualifiers.contains(current!.text)) { p += 1 }
        }
        finishStatement()
        if let last = out.last, case .declaration(let n, let v, _) = last {
            out[out.count - 1] = .declaration(name: n, value: v, span(start, lastEnd))
        }
    }

    /// `[list enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { … }];` is a loop
    /// over the list's indices whose body first names the element. Nil, with nothing consumed,
    /// for any other statement.
    private mutating func parseEnumeration() -> CodeStatement? {
        let start = p
        var k = p + 1
        var level = 0
        while k + 2 < tokens.count {
            let t = tokens[k]
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { level += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" {
                    if level == 0 { return nil }
                    level -= 1
                }
                if t.text == ";" { return nil }
            }
            if level == 0, k > p + 1, isWord("enumerateObjectsUsingBlock", t), isPunct(":", tokens[k + 1]),
                isPunct("^", tokens[k + 2])
            {
                break
            }
            k += 1
        }
        guard k + 2 < tokens.count else { return nil }
        var sub = ObjCParser(tokens: Array(tokens[(p + 1)..<k]))
        let list = sub.parseExpression()
        guard sub.atEnd else { return nil }
        p = k + 3
        guard at("(") else {
            p = start
            return nil
        }
        let open = p
        skipBalanced()
        let names = tokens[(open + 1)..<max(open + 1, p - 1)].split { isPunct(",", $0) }.map {
            $0.last { $0.kind == .identifier }.map { String($0.text) }
        }
        guard let element = names.first ?? nil, at("{") else {
            p = start
            return nil
        }
        let index = names.count > 1 ? names[1] ?? "" : ""
        let bodyStart = here
        let body = parseBlock()
        if at("]") { p += 1 }
        finishStatement()
        let range = span(tokens[start].range.start, lastEnd)
        let listRange = list.range
        let counter = index.isEmpty ? "\u{0}index" : index
        let count = CodeExpr.call(receiver: list, selector: "count", arguments: [], listRange)
        let elementAt = CodeExpr.subscripted(list, .identifier(counter, listRange), listRange)
        return .loop(
            variable: counter, sequence: .binary("..<", .number("0", listRange), count, listRange),
            body: [.declaration(name: element, value: elementAt, span(bodyStart, bodyStart))] + body, range)
    }

    private mutating func parseFor(into out: inout [CodeStatement]) {
        let start = here
        p += 1
        guard at("(") else {
            skipStatement()
            out.append(.unsupported("for", body: [], span(start, lastEnd)))
            return
        }
        let open = p
        skipBalanced()
        let close = p - 1
        let header = Array(tokens[(open + 1)..<max(open + 1, close)])
        let body = parseBody()
        let range = span(start, lastEnd)
        if let inIndex = header.firstIndex(where: { $0.kind == .identifier && $0.text == "in" }), inIndex > 0,
            header[inIndex - 1].kind == .identifier
        {
            var sub = ObjCParser(tokens: Array(header[(inIndex + 1)...]))
            let sequence = sub.parseExpression()
            out.append(.loop(variable: String(header[inIndex - 1].text), sequence: sequence, body: body, range))
            return
        }
        // for (T i = A; i < B; i++)
        let parts = header.split { $0.kind == .punctuation && $0.text == ";" }
        if parts.count == 3, let eq = parts[0].firstIndex(where: { $0.kind == .punctuation && $0.text == "=" }),
            eq > parts[0].startIndex, header[eq - 1].kind == .identifier
        {
            let variable = header[eq - 1].text
            var initial = ObjCParser(tokens: Array(header[(eq + 1)..<parts[0].endIndex]))
            let from = initial.parseExpression()
            let condition = Array(parts[1])
            let step = parts[2].map(\.text).joined()
            if condition.count >= 3, condition[0].text == variable, condition[1].text == "<",
                step == "\(variable)++" || step == "++\(variable)"
            {
                var bound = ObjCParser(tokens: Array(condition[2...]))
                let to = bound.parseExpression()
                let sequenceRange = span(header.first?.range.start ?? start, header.last?.range.end ?? start)
                out.append(
                    .loop(
                        variable: String(variable), sequence: .binary("..<", from, to, sequenceRange), body: body, range
                    ))
                return
            }
        }
        out.append(.unsupported("for", body: body, range))
    }

    // MARK: Expressions

    mutating func parseExpression() -> CodeExpr {
        let value = parseTernary()
        if at("=") {
            p += 1
            return parseExpression()
        }
        return value
    }

    private mutating func parseTernary() -> CodeExpr {
        let condition = parseBinary(0)
        guard at("?") else { return condition }
        p += 1
        let yes = at(":") ? condition : parseTernary()
        if at(":") { p += 1 }
        let no = parseTernary()
        return .opaque("conditional expression", span(condition.range.start, max(no.range.end, yes.range.end)))
    }

    private static let precedence: [Substring: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    private mutating func parseBinary(_ minimum: Int) -> CodeExpr {
        var left = parseUnary()
        var steps = 0
        while let t = current, t.kind == .punctuation, let level = ObjCParser.precedence[t.text], level > minimum {
            // Each step nests the tree one level deeper.
            steps += 1
            if steps > ObjCParser.maxDepth { return skipDeep() }
            p += 1
            let right = parseBinary(level)
            left = .binary(String(t.text), left, right, span(left.range.start, right.range.end))
        }
        return left
    }

    private mutating func parseUnary() -> CodeExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ObjCParser.maxDepth else { return skipDeep() }
        guard let t = current else { return .opaque("missing expression", span(lastEnd, lastEnd)) }
        if t.kind == .punctuation, ["!", "-", "+", "~", "&", "*", "++", "--"].contains(t.text) {
            p += 1
            let operand = parseUnary()
            return .unary(String(t.text), operand, span(t.range.start, operand.range.end))
        }
        if t.kind == .identifier, t.text == "sizeof" || t.text == "__typeof" || t.text == "typeof" {
            p += 1
            if at("(") { skipBalanced() }
            return .opaque(String(t.text), span(t.range.start, lastEnd))
        }
        return parsePostfix(parsePrimary())
    }

    /// Past the depth bound: the rest of the expression is skipped as one opaque value.
    private mutating func skipDeep() -> CodeExpr {
        let start = here
        _ = skipBalanced(until: [";", ","])
        file.problems.append(("expression nested too deeply to read", span(start, lastEnd)))
        return .opaque("deeply nested expression", span(start, max(start, lastEnd)))
    }

    /// Advances over balanced brackets to the next token at this level that is in `stops` or
    /// closes the enclosing bracket; returns it without consuming it (nil at the end).
    private mutating func skipBalanced(until stops: Set<Substring>) -> Substring? {
        var level = 0
        while let t = current {
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" {
                    level += 1
                } else if t.text == ")" || t.text == "]" || t.text == "}" {
                    if level == 0 { return t.text }
                    level -= 1
                } else if level == 0, stops.contains(t.text) {
                    return t.text
                }
            }
            p += 1
        }
        return nil
    }

    private mutating func parsePostfix(_ base: CodeExpr) -> CodeExpr {
        var value = base
        var steps = 0
        while let t = current, t.kind == .punctuation {
            steps += 1
            if steps > ObjCParser.maxDepth { return skipDeep() }
            if t.text == "." || t.text == "->", let name = peek(), name.kind == .identifier {
                p += 2
                value = .member(value, String(name.text), span(value.range.start, name.range.end))
            } else if t.text == "[" {
                p += 1
                let index = parseExpression()
                if at("]") { p += 1 } else { skipTo("]") }
                value = .subscripted(value, index, span(value.range.start, lastEnd))
            } else if t.text == "(", case .identifier(let name, _) = value {
                let arguments = parseArguments()
                value = .call(receiver: nil, selector: name, arguments: arguments, span(value.range.start, lastEnd))
            } else if t.text == "++" || t.text == "--" {
                p += 1
                value = .unary(String(t.text), value, span(value.range.start, t.range.end))
            } else {
                break
            }
        }
        return value
    }

    /// To the closer of the current bracket, consumed when it is `closer`, or to a `;`.
    private mutating func skipTo(_ closer: String) {
        if skipBalanced(until: [";"]) == closer[...] { p += 1 }
    }

    /// `(a, b)` after a function name.
    private mutating func parseArguments() -> [CodeExpr] {
        p += 1
        var arguments: [CodeExpr] = []
        parseList(until: ")") {
            $0.parseTernary()
        } each: {
            arguments.append($0)
        }
        return arguments
    }

    /// Comma-separated elements up to `closer`, which is consumed; unexpected text skips to it.
    private mutating func parseList<T>(until closer: String, _ element: (inout ObjCParser) -> T, each: (T) -> Void) {
        while !atEnd, !at(closer) {
            let before = p
            each(element(&self))
            if at(",") {
                p += 1
            } else if !at(closer) {
                skipTo(closer)
                return
            }
            if p == before { p += 1 }
        }
        if at(closer) { p += 1 }
    }

    private static let typeWords: Set<Substring> = [
        "id", "int", "float", "double", "char", "long", "short", "unsigned", "signed", "void", "BOOL", "bool",
        "const", "instancetype", "Class", "SEL",
    ]

    private mutating func parsePrimary() -> CodeExpr {
        guard let t = current else { return .opaque("missing expression", span(lastEnd, lastEnd)) }
        switch t.kind {
        case .string:
            return parseStrings()
        case .number:
            p += 1
            return .number(String(t.text), t.range)
        case .character:
            p += 1
            return .opaque("character literal", t.range)
        case .identifier:
            p += 1
            switch t.text {
            case "YES", "true", "TRUE": return .bool(true, t.range)
            case "NO", "false", "FALSE": return .bool(false, t.range)
            case "nil", "NULL", "Nil": return .null(t.range)
            default: return .identifier(String(t.text), t.range)
            }
        case .atKeyword:
            p += 1
            switch t.text {
            case "@YES", "@true": return .bool(true, t.range)
            case "@NO", "@false": return .bool(false, t.range)
            case "@selector":
                let open = p
                if at("(") { skipBalanced() }
                let name = tokens[min(open + 1, p)..<max(open + 1, p - 1)].map(\.text).joined()
                let range = span(t.range.start, lastEnd)
                return .call(
                    receiver: nil, selector: "@selector", arguments: [.string(SourcedString(name, at: range))], range)
            default:
                if at("(") { skipBalanced() }
                return .opaque(String(t.text), span(t.range.start, lastEnd))
            }
        case .punctuation:
            return parsePunctuationPrimary(t)
        case .directive, .endOfDirective:
            return .opaque("preprocessor directive", span(t.range.start, t.range.start))
        }
    }

    private mutating func parseStrings() -> CodeExpr {
        var parts: [CodeExpr] = []
        while let t = current, t.kind == .string, let s = t.string {
            parts.append(.string(s))
            p += 1
        }
        if parts.count == 1 { return parts[0] }
        return .concatenation(parts, span(parts[0].range.start, parts[parts.count - 1].range.end))
    }

    private mutating func parsePunctuationPrimary(_ t: ObjCToken) -> CodeExpr {
        switch t.text {
        case "[":
            return parseMessage()
        case "(":
            return parseParenthesized()
        case "@":
            p += 1
            if let n = current, n.kind == .number {
                p += 1
                return .number(String(n.text), span(t.range.start, n.range.end))
            }
            if at("-"), let n = peek(), n.kind == .number {
                p += 2
                return .number("-" + n.text, span(t.range.start, n.range.end))
            }
            if at("(") {
                p += 1
                let inner = parseExpression()
                if at(")") { p += 1 } else { skipTo(")") }
                return .wrapped(inner, span(t.range.start, lastEnd))
            }
            if at("[") { return parseArrayLiteral(start: t.range.start) }
            if at("{") { return parseDictionaryLiteral(start: t.range.start) }
            return .opaque("@", t.range)
        case "^":
            p += 1
            while let c = current, c.kind == .identifier || isPunct("*", c) { p += 1 }
            if at("(") { skipBalanced() }
            if at("{") { skipBalanced() }
            return .opaque("block", span(t.range.start, lastEnd))
        case ";", ")", "]", "}", ",", ":":
            return .opaque("missing expression", span(t.range.start, t.range.start))
        default:
            p += 1
            return .opaque("unexpected '\(t.text)'", t.range)
        }
    }

    /// `(expr)` or a cast `(Type *)expr`.
    private mutating func parseParenthesized() -> CodeExpr {
        let start = here
        var j = p + 1
        var looksLikeType = j < tokens.count && tokens[j].kind == .identifier
        if looksLikeType {
            let first = tokens[j].text
            looksLikeType =
                first.first!.isUppercase || ObjCParser.typeWords.contains(first)
                || ObjCParser.qualifiers.contains(first)
        }
        while looksLikeType, j < tokens.count, !isPunct(")", tokens[j]) {
            let k = tokens[j]
            if !(k.kind == .identifier || ["*", "<", ">", ","].contains(k.text)) { looksLikeType = false }
            j += 1
        }
        if looksLikeType, j + 1 < tokens.count, j > p + 1 {
            let next = tokens[j + 1]
            let startsOperand =
                next.kind != .punctuation || ["[", "(", "@", "!", "-", "~", "&", "*", "^"].contains(next.text)
            let singleWord = j == p + 2
            let isValueWord =
                singleWord && !tokens[p + 1].text.first!.isUppercase
                && !ObjCParser.typeWords.contains(tokens[p + 1].text)
            if startsOperand && !isValueWord {
                p = j + 1
                let operand = parseUnary()
                return .wrapped(operand, span(start, operand.range.end))
            }
        }
        p += 1
        let inner = parseExpression()
        if at(")") { p += 1 } else { skipTo(")") }
        return .wrapped(inner, span(start, lastEnd))
    }

    private mutating func parseArrayLiteral(start: Int) -> CodeExpr {
        p += 1
        var items: [CodeExpr] = []
        parseList(until: "]") {
            $0.parseTernary()
        } each: {
            items.append($0)
        }
        return .array(items, span(start, lastEnd))
    }

    private mutating func parseDictionaryLiteral(start: Int) -> CodeExpr {
        p += 1
        var pairs: [(CodeExpr, CodeExpr)] = []
        parseList(until: "}") { parser -> (CodeExpr, CodeExpr) in
            let key = parser.parseTernary()
            if parser.at(":") { parser.p += 1 }
            return (key, parser.parseTernary())
        } each: {
            pairs.append($0)
        }
        return .dictionary(pairs, span(start, lastEnd))
    }

    /// `[receiver selector]` or `[receiver part:arg part:arg, vararg…]`.
    private mutating func parseMessage() -> CodeExpr {
        let start = here
        p += 1
        if at("]") {
            p += 1
            return .opaque("empty brackets", span(start, lastEnd))
        }
        let receiver = parseUnary()
        var selector = ""
        var arguments: [CodeExpr] = []
        if let t = current, t.kind == .identifier, isPunct("]", peek()) {
            selector = String(t.text)
            p += 1
        } else {
            while let t = current {
                if t.kind == .identifier, isPunct(":", peek()) {
                    selector += t.text + ":"
                    p += 2
                } else if isPunct(":", t) {
                    selector += ":"
                    p += 1
                } else {
                    break
                }
                let before = p
                arguments.append(parseTernary())
                if p == before { break }
            }
            while at(",") {
                p += 1
                arguments.append(parseTernary())
            }
        }
        if at("]") { p += 1 } else { skipTo("]") }
        let range = span(start, lastEnd)
        if selector.isEmpty { return .opaque("message send", range) }
        return .call(receiver: receiver, selector: selector, arguments: arguments, range)
    }
}
