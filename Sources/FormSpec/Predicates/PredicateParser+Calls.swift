import FormSpecJSON

extension PredicateParser {
    /// `name(args)`, `name:(args)`, `a:b:(x, y)` and `FUNCTION(receiver, 'selector', args...)`.
    func parseCall(named name: String) -> ExpressionNode {
        let nameToken = advance(as: .function)
        let (arguments, end) = parseArguments(of: name)
        let range = TextRange(nameToken.range.start, end)
        if name.uppercased() == "FUNCTION" {
            if arguments.count < 2 {
                error("FUNCTION needs a receiver and a selector name: FUNCTION(receiver, 'selector', ...)", at: range)
            }
            return ExpressionNode(
                .function(
                    FunctionCall(name: "FUNCTION", nameRange: nameToken.range, arguments: arguments, syntax: .custom)),
                range)
        }
        var canonical = name
        switch BuiltinFunction.resolve(name, argumentCount: arguments.count) {
        case .success(let (f, arityMessage)):
            canonical = f.rawValue
            if let arityMessage {
                warn(
                    PredicateWarning(
                        code: .functionArity, range: range,
                        message: arityMessage + "; evaluating it raises an exception"))
            }
        case .failure(let failure):
            error(failure.message, at: nameToken.range)
        }
        return ExpressionNode(
            .function(FunctionCall(name: canonical, nameRange: nameToken.range, arguments: arguments, syntax: .call)),
            range)
    }

    /// `CAST(value, 'NSDate')`: Foundation's `castObject:toType:`.
    func parseCast() -> ExpressionNode {
        let nameToken = advance(as: .function)
        guard isOpenParenthesis(after: "CAST") else { return ExpressionNode(.invalid, nameToken.range) }
        let (arguments, end) = parseArguments(of: "CAST")
        let range = TextRange(nameToken.range.start, end)
        if arguments.count != 2 {
            error("CAST takes a value and a class name: CAST(value, 'NSNumber')", at: range)
        }
        let call = FunctionCall(
            name: BuiltinFunction.castObject.rawValue, nameRange: nameToken.range, arguments: arguments, syntax: .cast)
        return ExpressionNode(.function(call), range)
    }

    /// The parenthesised, comma-separated arguments; returns them and the end offset.
    private func parseArguments(of name: String) -> ([ExpressionNode], Int) {
        let open = advance(as: .punctuation)
        guard enter() else { return ([], open.range.end) }
        defer { leave() }
        let arguments = parseList(until: .closeParen, noun: "an argument")
        let end = expectClosing(.closeParen, "expected ')' to close the arguments of '\(name)'")
        return (arguments, max(end, open.range.end))
    }

    /// `{a, b, c}`
    func parseAggregate() -> ExpressionNode {
        let open = advance(as: .punctuation)
        guard enter() else { return ExpressionNode(.invalid, open.range) }
        defer { leave() }
        note(.value)
        let elements = parseList(until: .closeBrace, noun: "a value")
        let end = expectClosing(.closeBrace, "expected '}' to close the '{' at offset \(open.range.start)")
        return ExpressionNode(.aggregate(elements), TextRange(open.range.start, max(end, open.range.end)))
    }

    /// `e, e, ...` up to `closer` (not consumed); empty when `closer` comes first.
    private func parseList(until closer: PunctuationToken, noun: String) -> [ExpressionNode] {
        var items: [ExpressionNode] = []
        note(.punctuation(closer.rawValue))
        guard !isPunctuation(closer) else { return items }
        while true {
            items.append(asExpression(parseExpression(context: after(noun))))
            note(.punctuation(","))
            note(.punctuation(closer.rawValue))
            guard isPunctuation(.comma) else { return items }
            advance(as: .punctuation)
        }
    }

    /// `SUBQUERY(collection, $x, predicate)`
    func parseSubquery() -> ExpressionNode {
        let nameToken = advance(as: .function)
        guard isOpenParenthesis(after: "SUBQUERY") else { return ExpressionNode(.invalid, nameToken.range) }
        advance(as: .punctuation)
        guard enter() else { return ExpressionNode(.invalid, nameToken.range) }
        defer { leave() }
        let collection = asExpression(parseExpression(context: Wanted("a collection after 'SUBQUERY('")))
        var variable = ""
        var variableRange = TextRange.empty(at: collection.range.end)
        var predicate = PredicateNode(.invalid, .empty(at: collection.range.end))
        if expectComma("SUBQUERY(collection, $variable, predicate)") {
            note(.variableName)
            if case .variable(let name) = current.kind {
                variable = name
                variableRange = advance(as: .variable).range
            } else {
                error("expected a variable such as $x naming each element of the collection", at: missingTokenRange)
            }
            if expectComma("SUBQUERY(collection, $variable, predicate)") {
                predicate = asPredicate(parseOr(allowBare: false))
            }
        }
        let end = expectClosing(.closeParen, "expected ')' to close SUBQUERY")
        let subquery = Subquery(
            collection: collection, variable: variable, variableRange: variableRange, predicate: predicate)
        return ExpressionNode(.subquery(subquery), TextRange(nameToken.range.start, max(end, nameToken.range.end)))
    }

    /// True at a `(`; otherwise reports that one is missing after `keyword`.
    private func isOpenParenthesis(after keyword: String) -> Bool {
        note(.punctuation("("))
        if isPunctuation(.openParen) { return true }
        error("expected '(' after \(keyword)", at: missingTokenRange)
        return false
    }

    private func expectComma(_ form: String) -> Bool {
        note(.punctuation(","))
        if isPunctuation(.comma) {
            advance(as: .punctuation)
            return true
        }
        error("expected ',' in \(form)", at: missingTokenRange)
        return false
    }
}
