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
            return ExpressionNode(.function(FunctionCall(name: "FUNCTION", nameRange: nameToken.range, arguments: arguments, syntax: .custom)), range)
        }
        var canonical = name
        switch BuiltinFunction.resolve(name, argumentCount: arguments.count) {
        case .success(let (f, arityMessage)):
            canonical = f.rawValue
            if let arityMessage {
                warn(PredicateWarning(
                    code: .functionArity, range: range, message: arityMessage + "; evaluating it raises an exception"))
            }
        case .failure(let failure):
            error(failure.message, at: nameToken.range)
        }
        return ExpressionNode(.function(FunctionCall(name: canonical, nameRange: nameToken.range, arguments: arguments, syntax: .call)), range)
    }

    /// `CAST(value, 'NSDate')`: Foundation's `castObject:toType:`.
    func parseCast() -> ExpressionNode {
        let nameToken = advance(as: .function)
        note(.punctuation("("))
        guard isPunctuation(.openParen) else {
            error("expected '(' after CAST", at: missingTokenRange)
            return ExpressionNode(.invalid, nameToken.range)
        }
        let (arguments, end) = parseArguments(of: "CAST")
        let range = TextRange(nameToken.range.start, end)
        if arguments.count != 2 {
            error("CAST takes a value and a class name: CAST(value, 'NSNumber')", at: range)
        }
        let call = FunctionCall(name: BuiltinFunction.castObject.rawValue, nameRange: nameToken.range, arguments: arguments, syntax: .cast)
        return ExpressionNode(.function(call), range)
    }

    /// The parenthesised, comma-separated arguments; returns them and the end offset.
    private func parseArguments(of name: String) -> ([ExpressionNode], Int) {
        let open = advance(as: .punctuation)
        guard enter() else { return ([], open.range.end) }
        defer { leave() }
        var arguments: [ExpressionNode] = []
        note(.punctuation(")"))
        if !isPunctuation(.closeParen) {
            while true {
                arguments.append(asExpression(parseExpression(context: after("an argument"))))
                note(.punctuation(","))
                note(.punctuation(")"))
                guard isPunctuation(.comma) else { break }
                advance(as: .punctuation)
            }
        }
        if isPunctuation(.closeParen) {
            return (arguments, advance(as: .punctuation).range.end)
        }
        error("expected ')' to close the arguments of '\(name)'", at: missingTokenRange)
        return (arguments, max(tokens[max(pos - 1, 0)].range.end, open.range.end))
    }

    /// `{a, b, c}`
    func parseAggregate() -> ExpressionNode {
        let open = advance(as: .punctuation)
        guard enter() else { return ExpressionNode(.invalid, open.range) }
        defer { leave() }
        var elements: [ExpressionNode] = []
        note(.value)
        note(.punctuation("}"))
        if !isPunctuation(.closeBrace) {
            while true {
                elements.append(asExpression(parseExpression(context: after("a value"))))
                note(.punctuation(","))
                note(.punctuation("}"))
                guard isPunctuation(.comma) else { break }
                advance(as: .punctuation)
            }
        }
        var end = tokens[max(pos - 1, 0)].range.end
        if isPunctuation(.closeBrace) {
            end = advance(as: .punctuation).range.end
        } else {
            error("expected '}' to close the '{' at offset \(open.range.start)", at: missingTokenRange)
        }
        return ExpressionNode(.aggregate(elements), TextRange(open.range.start, max(end, open.range.end)))
    }

    /// `SUBQUERY(collection, $x, predicate)`
    func parseSubquery() -> ExpressionNode {
        let nameToken = advance(as: .function)
        note(.punctuation("("))
        guard isPunctuation(.openParen) else {
            error("expected '(' after SUBQUERY", at: missingTokenRange)
            return ExpressionNode(.invalid, nameToken.range)
        }
        advance(as: .punctuation)
        guard enter() else { return ExpressionNode(.invalid, nameToken.range) }
        defer { leave() }
        let collection = asExpression(parseExpression(context: "a collection after 'SUBQUERY('"))
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
        note(.punctuation(")"))
        var end = tokens[max(pos - 1, 0)].range.end
        if isPunctuation(.closeParen) {
            end = advance(as: .punctuation).range.end
        } else {
            error("expected ')' to close SUBQUERY", at: missingTokenRange)
        }
        let subquery = Subquery(collection: collection, variable: variable, variableRange: variableRange, predicate: predicate)
        return ExpressionNode(.subquery(subquery), TextRange(nameToken.range.start, max(end, nameToken.range.end)))
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
