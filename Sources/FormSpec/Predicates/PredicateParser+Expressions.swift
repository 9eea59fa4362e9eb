import FormSpecJSON

extension PredicateParser {
    /// Binding strength of binary expression operators (higher binds tighter).
    static func binaryOperator(_ kind: Token.Kind) -> (Arithmetic.Operator, Int)? {
        guard case .op(let op) = kind else { return nil }
        switch op {
        case .pipe: return (.bitwiseOr, 1)
        case .caret: return (.bitwiseXor, 2)
        case .ampersand: return (.bitwiseAnd, 3)
        case .shiftLeft: return (.leftShift, 4)
        case .shiftRight: return (.rightShift, 4)
        case .plus: return (.add, 5)
        case .minus: return (.subtract, 5)
        case .star: return (.multiply, 6)
        case .slash: return (.divide, 6)
        case .power: return (.power, 7)
        default: return nil
        }
    }

    /// Unary minus and `~` bind tighter than every binary operator (`-2 ** 2` is 4, as in
    /// GNUstep; Apple does not document it).

    func parseExpression(context: Wanted) -> Node {
        parseBinary(minimumPrecedence: 1, context: context)
    }

    private func parseBinary(minimumPrecedence: Int, context: Wanted) -> Node {
        var left = parseUnary(context: context)
        var levels = 0
        defer { depth -= levels }
        while true {
            if case .predicate(let p) = left {
                // `(a == 1) + 2`: report it once and carry on with the arithmetic.
                guard Self.binaryOperator(current.kind) != nil else { break }
                left = .expression(asExpression(.predicate(p)))
            }
            note(.arithmeticOperator)
            guard let (op, precedence) = Self.binaryOperator(current.kind), precedence >= minimumPrecedence else {
                break
            }
            let opToken = advance(as: .operator)
            let l = asExpression(left)
            levels += 1
            guard enter() else { return .expression(ExpressionNode(.invalid, l.range)) }
            let r = asExpression(
                parseBinary(minimumPrecedence: precedence + 1, context: Wanted("a value", after: opToken.range)))
            checkPrecedenceClarity(op, l, r, opToken.range)
            left = .expression(
                ExpressionNode(.arithmetic(op, l, r), TextRange(l.range.start, max(r.range.end, opToken.range.end))))
        }
        return left
    }

    private func parseUnary(context: Wanted) -> Node {
        note(.value)
        let negate = isOperator(.minus)
        guard negate || isOperator(.tilde) else { return parsePostfix(context: context) }
        let t = advance(as: .operator)
        guard enter() else { return .expression(ExpressionNode(.invalid, t.range)) }
        defer { leave() }
        let operand = asExpression(parseUnary(context: Wanted("a value", after: t.range)))
        let range = TextRange(t.range.start, max(operand.range.end, t.range.end))
        guard negate else { return .expression(ExpressionNode(.onesComplement(operand), range)) }
        // A negative number literal stays a literal.
        switch operand.kind {
        case .constant(.integer(let i)) where i != .min:
            return .expression(ExpressionNode(.constant(.integer(-i)), range))
        case .constant(.double(let d)): return .expression(ExpressionNode(.constant(.double(-d)), range))
        default: return .expression(ExpressionNode(.negate(operand), range))
        }
    }

    private func parsePostfix(context: Wanted) -> Node {
        var node = parsePrimary(context: context)
        var levels = 0
        defer { depth -= levels }
        while case .expression(let base) = node {
            note(.memberAccess)
            if isPunctuation(.dot) {
                guard let path = parseKeys(after: base) else { break }
                node = .expression(path)
            } else if isPunctuation(.openBracket) {
                levels += 1
                guard enter() else { return .expression(ExpressionNode(.invalid, base.range)) }
                node = .expression(parseIndex(on: base))
            } else {
                break
            }
        }
        return node
    }

    /// A run of `.key`s after `base`, joined onto `base` when it is itself an unparenthesised
    /// key path. Nil when not even the first key could be read.
    private func parseKeys(after base: ExpressionNode) -> ExpressionNode? {
        var root: ExpressionNode? = base
        var keys: [KeyPathComponent] = []
        if case .keyPath(let r, let existing) = base.kind, !parenthesized.contains(base.range) {
            root = r
            keys = existing
        }
        let firstNew = keys.count
        var isVariable = false
        if let root, case .variable = root.kind { isVariable = true }
        while isPunctuation(.dot) {
            advance(as: .punctuation)
            note(.keyPathComponent)
            guard let component = parseKeyComponent(isAttribute: isVariable && keys.isEmpty) else { break }
            keys.append(component)
            note(.memberAccess)
        }
        guard keys.count > firstNew else { return nil }
        let range = TextRange(base.range.start, max(keys[keys.count - 1].range.end, base.range.end))
        return ExpressionNode(.keyPath(base: root, components: keys), range)
    }

    /// The key after a `.`: an identifier, `@operator` or `#escaped` word.
    private func parseKeyComponent(isAttribute: Bool) -> KeyPathComponent? {
        let kind: SemanticTokenKind = isAttribute ? .attribute : .keyPath
        switch current.kind {
        case .identifier(let name), .escapedIdentifier(let name), .atIdentifier(let name):
            return KeyPathComponent(name: name, range: advance(as: kind).range)
        case .keyword:
            let word = text(current.range)
            error("'\(word)' is a reserved word; write '#\(word)' to use it as a key", at: current.range)
            return KeyPathComponent(name: word, range: advance(as: kind).range)
        default:
            error("expected a key after '.'", at: missingTokenRange)
            return nil
        }
    }

    private func parseIndex(on base: ExpressionNode) -> ExpressionNode {
        let open = advance(as: .punctuation)
        note(.indexKeyword)
        note(.value)
        let selector: IndexSelector
        switch current.kind {
        case .keyword(.first):
            advance(as: .keyword)
            selector = .first
        case .keyword(.last):
            advance(as: .keyword)
            selector = .last
        case .keyword(.size):
            advance(as: .keyword)
            selector = .size
        default: selector = .expression(asExpression(parseExpression(context: Wanted("an index after '['"))))
        }
        let end = expectClosing(.closeBracket, "expected ']' to close the '[' at offset \(open.range.start)")
        return ExpressionNode(
            .index(base: base, index: selector), TextRange(base.range.start, max(end, open.range.end)))
    }

    private func parsePrimary(context: Wanted) -> Node {
        let t = current
        func constant(_ c: Constant, _ kind: SemanticTokenKind) -> Node {
            advance(as: kind)
            return .expression(ExpressionNode(.constant(c), t.range))
        }
        switch t.kind {
        case .integer(let i): return constant(.integer(i), .number)
        case .double(let d): return constant(.double(d), .number)
        case .string(let s): return constant(.string(s), .string)
        case .keyword(.true), .keyword(.yes): return constant(.bool(true), .keyword)
        case .keyword(.false), .keyword(.no): return constant(.bool(false), .keyword)
        case .keyword(.null), .keyword(.nil): return constant(.null, .keyword)
        case .keyword(.self):
            advance(as: .keyword)
            return .expression(ExpressionNode(.evaluatedObject, t.range))
        case .keyword(.subquery): return .expression(parseSubquery())
        case .keyword(.cast): return .expression(parseCast())
        case .keyword(.first), .keyword(.last), .keyword(.size):
            advance(as: .keyword)
            error("'\(text(t.range))' is only meaningful inside '[ ]'", at: t.range)
            return .expression(ExpressionNode(.invalid, t.range))
        case .variable(let name):
            advance(as: .variable)
            if name.isEmpty { return .expression(ExpressionNode(.invalid, t.range)) }
            if isOperator(.assign) { return .expression(parseAssignment(to: name, t.range)) }
            return .expression(ExpressionNode(.variable(name), t.range))
        case .identifier(let name):
            if case .punctuation(.openParen) = peek(1).kind { return .expression(parseCall(named: name)) }
            advance(as: .keyPath)
            return .expression(
                ExpressionNode(.keyPath(base: nil, components: [KeyPathComponent(name: name, range: t.range)]), t.range)
            )
        case .selector(let name):
            if case .punctuation(.openParen) = peek(1).kind { return .expression(parseCall(named: name)) }
            advance(as: .function)
            error("expected '(' after the function name '\(name)'", at: missingTokenRange)
            return .expression(ExpressionNode(.invalid, t.range))
        case .atIdentifier(let name), .escapedIdentifier(let name):
            advance(as: .keyPath)
            return .expression(
                ExpressionNode(.keyPath(base: nil, components: [KeyPathComponent(name: name, range: t.range)]), t.range)
            )
        case .punctuation(.openParen): return parseGroup()
        case .punctuation(.openBrace): return .expression(parseAggregate())
        case .formatSpecifier:
            advance(as: .formatSpecifier)
            return .expression(ExpressionNode(.invalid, t.range))
        case .invalid:
            advance(as: .invalid)
            return .expression(ExpressionNode(.invalid, t.range))
        case .endOfInput:
            error("expected \(describe(context))", at: missingTokenRange)
            return .expression(ExpressionNode(.invalid, missingTokenRange))
        default:
            error("expected \(describe(context)), found '\(text(t.range))'", at: t.range)
            if !isSynchronizing(t.kind) { advance() }
            return .expression(ExpressionNode(.invalid, t.range))
        }
    }

    /// Tokens an enclosing rule can continue from, so they are not swallowed by an error.
    private func isSynchronizing(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .punctuation(.closeParen), .punctuation(.closeBrace), .punctuation(.closeBracket), .punctuation(.comma):
            return true
        case .keyword(.and), .keyword(.or), .op(.andAnd), .op(.orOr):
            return true
        default:
            return PredicateParser.binaryOperator(kind) != nil
        }
    }

    private func parseGroup() -> Node {
        let open = advance(as: .punctuation)
        guard enter() else { return .expression(ExpressionNode(.invalid, open.range)) }
        defer { leave() }
        let inner = parseOr(allowBare: true)
        let end = expectClosing(.closeParen, "expected ')' to close the '(' at offset \(open.range.start)")
        switch inner {
        case .predicate(var p):
            p.range = TextRange(open.range.start, max(end, p.range.end))
            return .predicate(p)
        case .expression(var e):
            e.range = TextRange(open.range.start, max(end, e.range.end))
            parenthesized.insert(e.range)
            return .expression(e)
        }
    }

    private func parseAssignment(to name: String, _ variableRange: TextRange) -> ExpressionNode {
        advance(as: .operator)
        let value = asExpression(parseExpression(context: Wanted("a value after ':='")))
        return ExpressionNode(
            .assignment(variable: name, value: value),
            TextRange(variableRange.start, max(value.range.end, variableRange.end)))
    }

    /// Warns when an operator whose precedence Apple does not document (`&`, `|`, `^`, `<<`,
    /// `>>`, `**`) meets a different operator without parentheses.
    private func checkPrecedenceClarity(
        _ op: Arithmetic.Operator, _ l: ExpressionNode, _ r: ExpressionNode, _ opRange: TextRange
    ) {
        let undocumented: Set<Arithmetic.Operator> = [
            .bitwiseAnd, .bitwiseOr, .bitwiseXor, .leftShift, .rightShift, .power,
        ]
        for side in [l, r] {
            guard case .arithmetic(let inner, _, _) = side.kind, inner != op, !parenthesized.contains(side.range) else {
                continue
            }
            if undocumented.contains(op) || undocumented.contains(inner) {
                warn(
                    PredicateWarning(
                        code: .undocumentedPrecedence, range: TextRange(l.range.start, r.range.end),
                        message:
                            "Apple does not document how '\(op.rawValue)' and '\(inner.rawValue)' bind; add parentheses"
                    ))
                return
            }
        }
    }
}
