import FormSpecJSON

/// Error-tolerant recursive-descent parser for the NSPredicate format language.
///
/// Precedence, loosest first: `OR`/`||`, `AND`/`&&`, `NOT`/`!`, `ANY`/`ALL`/`NONE`/`SOME` +
/// comparison, then expressions: `|`, `^`, `&`, `<<` `>>`, `+` `-`, `*` `/`, `**`, unary `-`
/// `~`, postfix `.key` and `[index]`. All binary operators associate to the left.
///
/// On an error it records a message with a byte range and the set of tokens that would have
/// been accepted, puts an `.invalid` node in the tree, and carries on.
final class PredicateParser {
    static let maximumDepth = 128

    let bytes: [UInt8]
    /// The text as the author wrote it, for quoting in messages (before XLForm's rewriting).
    let originalBytes: [UInt8]
    let offsetMap: OffsetMap
    let tokens: [Token]
    var errors: [PredicateSyntaxError] = []
    var warnings: [PredicateWarning] = []
    // The cursor, the token kinds, the expectations and the depth are read and written at
    // every token of every predicate. Only the parser's own methods touch them, on one thread,
    // never while another access to the same one is open: release builds skip the runtime
    // exclusivity checks on them (they were about a tenth of parsing a predicate); debug
    // builds, which run the tests, keep the checks.
    #if DEBUG
    var pos = 0
    var semantic: [SemanticTokenKind?]
    /// What would be accepted here and at the end, noted at every step of the descent.
    var expectations = Expectations()
    var depth = 0
    #else
    @exclusivity(unchecked) var pos = 0
    @exclusivity(unchecked) var semantic: [SemanticTokenKind?]
    @exclusivity(unchecked) var expectations = Expectations()
    @exclusivity(unchecked) var depth = 0
    #endif
    var depthExceeded = false
    /// Ranges of expressions written in parentheses.
    var parenthesized: Set<TextRange> = []

    /// A parenthesised group can hold a predicate or a value; only the context decides.
    enum Node {
        case predicate(PredicateNode)
        case expression(ExpressionNode)
    }

    struct Output {
        var predicate: PredicateNode?
        var errors: [PredicateSyntaxError]
        var warnings: [PredicateWarning]
        var tokens: [Token]
        var semantic: [SemanticTokenKind]
        var expectedAtEnd: ExpectedSet
    }

    init(bytes: [UInt8], lexer: PredicateLexer, originalBytes: [UInt8], offsetMap: OffsetMap) {
        self.bytes = bytes
        self.originalBytes = originalBytes
        self.offsetMap = offsetMap
        self.tokens = lexer.tokens
        self.errors = lexer.errors
        self.warnings = lexer.warnings
        self.semantic = Array(repeating: nil, count: lexer.tokens.count)
    }

    static func parse(_ text: String, original: String, offsetMap: OffsetMap) -> Output {
        let bytes = Array(text.utf8)
        let parser = PredicateParser(
            bytes: bytes, lexer: .tokenize(bytes), originalBytes: Array(original.utf8), offsetMap: offsetMap)
        return parser.run()
    }

    func run() -> Output {
        var predicate: PredicateNode?
        note(.predicate)
        if case .endOfInput = current.kind {
            error("expected a predicate", at: current.range)
        } else {
            predicate = asPredicate(parseOr(allowBare: false))
            note(.endOfInput)
            if !isAtEnd && !depthExceeded {
                error("unexpected '\(text(current.range))' after the end of the predicate", at: current.range)
            }
        }
        errors.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        return Output(
            predicate: predicate, errors: errors, warnings: warnings, tokens: tokens,
            semantic: finalSemantic(), expectedAtEnd: expectations.atEnd)
    }

    // MARK: - Token access

    var current: Token { tokens[pos] }
    var isAtEnd: Bool { if case .endOfInput = current.kind { return true } else { return false } }

    func peek(_ offset: Int) -> Token { tokens[min(pos + offset, tokens.count - 1)] }

    @discardableResult
    func advance(as kind: SemanticTokenKind? = nil) -> Token {
        let t = tokens[pos]
        if let kind { semantic[pos] = kind }
        if pos < tokens.count - 1 { pos += 1 }
        return t
    }

    /// Records that `e` would be accepted at the current position.
    func note(_ e: ExpectedToken) {
        expectations.note(e, at: pos, isAtEnd: isAtEnd)
    }

    struct Expectations {
        /// Expectations recorded at `position`.
        var here = ExpectedSet()
        var position = -1
        var atEnd = ExpectedSet()
        /// Set once an error is reported at the end of input: later expectations there are
        /// artefacts of recovery.
        var atEndFrozen = false

        mutating func note(_ e: ExpectedToken, at pos: Int, isAtEnd: Bool) {
            if position != pos {
                here = ExpectedSet()
                position = pos
            }
            here.insert(e)
            if isAtEnd && !atEndFrozen { atEnd.insert(e) }
        }
    }

    func isPunctuation(_ p: PunctuationToken) -> Bool {
        if case .punctuation(let q) = current.kind { return p == q }
        return false
    }

    func isOperator(_ o: OperatorToken) -> Bool {
        if case .op(let q) = current.kind { return o == q }
        return false
    }

    func isKeyword(_ k: Keyword) -> Bool {
        if case .keyword(let q) = current.kind { return k == q }
        return false
    }

    /// The source text of a range, as the author wrote it.
    func text(_ range: TextRange) -> String {
        let r = offsetMap.originalRange(range)
        // Text XLForm inserted has no source; quote it as NSPredicate sees it.
        if r.isEmpty && !range.isEmpty { return String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        return String(decoding: originalBytes[r.start..<r.end], as: UTF8.self)
    }

    /// What is missing when a value cannot be read, as messages name it: "a value after '=='".
    /// Put into words only when an error is reported; most predicates have none.
    struct Wanted {
        let noun: String
        /// The token the noun comes after, quoted in the message.
        let after: TextRange?

        init(_ noun: String, after: TextRange? = nil) {
            self.noun = noun
            self.after = after
        }
    }

    /// `noun` after the previous token.
    func after(_ noun: String) -> Wanted {
        Wanted(noun, after: pos > 0 ? tokens[pos - 1].range : nil)
    }

    func describe(_ wanted: Wanted) -> String {
        guard let range = wanted.after else { return wanted.noun }
        return "\(wanted.noun) after '\(text(range))'"
    }

    func error(_ message: String, at range: TextRange) {
        if depthExceeded || errors.count >= PredicateLexer.maximumErrors { return }
        // One error per position: later ones are consequences of the first.
        if errors.contains(where: { $0.range.start == range.start }) { return }
        let here = expectations.position == pos ? expectations.here.tokens : []
        if isAtEnd { expectations.atEndFrozen = true }
        errors.append(PredicateSyntaxError(range: range, message: message, expected: here))
    }

    /// Where a missing token is reported: on the offending token, or just after the previous
    /// token at the end of input.
    var missingTokenRange: TextRange {
        if isAtEnd, pos > 0 { return .empty(at: tokens[pos - 1].range.end) }
        return current.range
    }

    /// Enters one level of nesting; false (with one error, and the rest of the input
    /// skipped) once the limit is passed, so deep input cannot exhaust the stack.
    func enter() -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else {
            if !depthExceeded {
                error("the predicate nests more than \(Self.maximumDepth) levels deep", at: current.range)
                depthExceeded = true
            }
            pos = tokens.count - 1
            return false
        }
        return true
    }

    func leave() { depth -= 1 }

    /// Consumes `closer` and returns its end offset; otherwise reports `message` where it is
    /// missing and returns the end of the last token read.
    func expectClosing(
        _ closer: PunctuationToken, _ message: @autoclosure () -> String, as kind: SemanticTokenKind = .punctuation
    ) -> Int {
        note(.punctuation(closer.rawValue))
        if isPunctuation(closer) { return advance(as: kind).range.end }
        error(message(), at: missingTokenRange)
        return tokens[max(pos - 1, 0)].range.end
    }

    func warn(_ warning: PredicateWarning) {
        if warnings.count < PredicateLexer.maximumErrors { warnings.append(warning) }
    }

    private func finalSemantic() -> [SemanticTokenKind] {
        tokens.indices.map { i in
            if let s = semantic[i] { return s }
            switch tokens[i].kind {
            case .identifier, .escapedIdentifier, .atIdentifier: return .keyPath
            case .variable: return .variable
            case .selector: return .function
            case .keyword: return .keyword
            case .integer, .double: return .number
            case .string: return .string
            case .punctuation: return .punctuation
            case .op: return .operator
            case .formatSpecifier: return .formatSpecifier
            case .invalid, .endOfInput: return .invalid
            }
        }
    }

    // MARK: - Predicates

    func asPredicate(_ node: Node) -> PredicateNode {
        switch node {
        case .predicate(let p): return p
        case .expression(let e):
            if case .invalid = e.kind { return PredicateNode(.invalid, e.range) }
            error("expected a comparison operator after '\(text(e.range))'", at: e.range)
            return PredicateNode(.invalid, e.range)
        }
    }

    func asExpression(_ node: Node) -> ExpressionNode {
        switch node {
        case .expression(let e): return e
        case .predicate(let p):
            error("a predicate cannot be used as a value", at: p.range)
            return ExpressionNode(.invalid, p.range)
        }
    }

    private var isOr: Bool { isKeyword(.or) || isOperator(.orOr) }
    private var isAnd: Bool { isKeyword(.and) || isOperator(.andAnd) }

    func parseOr(allowBare: Bool) -> Node {
        parseJunction(
            allowBare: allowBare, isJoiner: { $0.isOr }, operand: { $0.parseAnd(allowBare: $1) }, make: PredicateKind.or
        )
    }

    private func parseAnd(allowBare: Bool) -> Node {
        parseJunction(
            allowBare: allowBare, isJoiner: { $0.isAnd }, operand: { $0.parseNot(allowBare: $1) },
            make: PredicateKind.and)
    }

    /// `operand (joiner operand)*`, flattened into one n-ary node.
    private func parseJunction(
        allowBare: Bool, isJoiner: (PredicateParser) -> Bool, operand: (PredicateParser, Bool) -> Node,
        make: ([PredicateNode]) -> PredicateKind
    ) -> Node {
        let first = operand(self, allowBare)
        note(.logicalOperator)
        guard isJoiner(self) else { return first }
        var items = [asPredicate(first)]
        while isJoiner(self) {
            advance(as: isKeyword(.and) || isKeyword(.or) ? .keyword : .operator)
            items.append(asPredicate(operand(self, false)))
            note(.logicalOperator)
        }
        return .predicate(PredicateNode(make(items), TextRange(items[0].range.start, items[items.count - 1].range.end)))
    }

    private func parseNot(allowBare: Bool) -> Node {
        note(.predicate)
        guard isKeyword(.not) || isOperator(.bang) else { return parseQuantified(allowBare: allowBare) }
        let t = advance(as: isKeyword(.not) ? .keyword : .operator)
        guard enter() else { return .predicate(PredicateNode(.invalid, t.range)) }
        defer { leave() }
        let operand = asPredicate(parseNot(allowBare: false))
        return .predicate(PredicateNode(.not(operand), TextRange(t.range.start, max(operand.range.end, t.range.end))))
    }

    private func parseQuantified(allowBare: Bool) -> Node {
        let modifier: ComparisonModifier
        switch current.kind {
        case .keyword(.any), .keyword(.some): modifier = .any
        case .keyword(.all): modifier = .all
        case .keyword(.none): modifier = .none
        default: return parseComparison(.direct, modifierRange: nil, allowBare: allowBare)
        }
        let t = advance(as: .keyword)
        return parseComparison(modifier, modifierRange: t.range, allowBare: false)
    }

    private func parseComparison(_ modifier: ComparisonModifier, modifierRange: TextRange?, allowBare: Bool) -> Node {
        if modifier == .direct {
            if isKeyword(.truePredicate) {
                return .predicate(PredicateNode(.truePredicate, advance(as: .keyword).range))
            }
            if isKeyword(.falsePredicate) {
                return .predicate(PredicateNode(.falsePredicate, advance(as: .keyword).range))
            }
        }
        let noun = modifier == .direct ? "a predicate" : "a comparison"
        let lhsNode = parseExpression(context: after(noun))
        let lhs: ExpressionNode
        switch lhsNode {
        case .predicate(let p):
            if modifier != .direct {
                error(
                    "'\(modifier.rawValue)' must be followed by a comparison, not a parenthesized predicate",
                    at: p.range)
            }
            guard comparisonOperatorHere() != nil else { return .predicate(p) }
            error(
                "a predicate cannot be compared; remove the parentheses around the left-hand value", at: current.range)
            lhs = ExpressionNode(.invalid, p.range)
        case .expression(let e):
            lhs = e
        }
        note(.comparisonOperator)
        guard let op = comparisonOperatorHere() else {
            if allowBare && modifier == .direct { return .expression(lhs) }
            if case .invalid = lhs.kind { return .predicate(PredicateNode(.invalid, lhs.range)) }
            error("expected a comparison operator after '\(text(lhs.range))'", at: missingTokenRange)
            return .predicate(PredicateNode(.invalid, lhs.range))
        }
        let opToken = advance(as: .operator)
        let (options, optionsRange) = parseComparisonOptions()
        let rhs = asExpression(parseExpression(context: Wanted("a value", after: opToken.range)))
        let comparison = ComparisonPredicate(
            modifier: modifier, modifierRange: modifierRange, left: lhs, op: op, operatorRange: opToken.range,
            options: options, optionsRange: optionsRange, right: rhs)
        let start = modifierRange?.start ?? lhs.range.start
        let end = max(rhs.range.end, optionsRange?.end ?? opToken.range.end)
        return .predicate(PredicateNode(.comparison(comparison), TextRange(start, end)))
    }

    private func comparisonOperatorHere() -> ComparisonOperator? {
        switch current.kind {
        case .op(.equal), .op(.assignEqual): return .equal
        case .op(.notEqual), .op(.diamond): return .notEqual
        case .op(.less): return .less
        case .op(.lessOrEqual), .op(.lessOrEqualAlt): return .lessOrEqual
        case .op(.greater): return .greater
        case .op(.greaterOrEqual), .op(.greaterOrEqualAlt): return .greaterOrEqual
        case .keyword(.between): return .between
        case .keyword(.contains): return .contains
        case .keyword(.in): return .in
        case .keyword(.beginsWith): return .beginsWith
        case .keyword(.endsWith): return .endsWith
        case .keyword(.like): return .like
        case .keyword(.matches): return .matches
        case .keyword(.utiConformsTo): return .utiConformsTo
        case .keyword(.utiEquals): return .utiEquals
        default: return nil
        }
    }

    /// `[c]`, `[d]`, `[cd]`, also `n`, in any order and case.
    private func parseComparisonOptions() -> (ComparisonOptions, TextRange?) {
        note(.comparisonOptions)
        guard isPunctuation(.openBracket) else { return ([], nil) }
        let open = advance(as: .modifier)
        var options: ComparisonOptions = []
        if case .identifier(let letters) = current.kind {
            for ch in letters.lowercased() {
                switch ch {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n": options.insert(.normalized)
                default:
                    error(
                        "unknown comparison option '\(ch)'; use c (case-insensitive), d (diacritic-insensitive) or cd",
                        at: current.range)
                }
            }
            advance(as: .modifier)
        } else {
            error("expected comparison options such as c, d or cd inside '[ ]'", at: missingTokenRange)
        }
        let end = expectClosing(.closeBracket, "expected ']' to close the comparison options", as: .modifier)
        return (options, TextRange(open.range.start, max(end, open.range.end)))
    }
}
