/// Iterative searches over statements and expressions (no recursion, so any nesting is safe).
enum CodeWalk {
    /// The first expression, in source order, for which `match` is true.
    static func first(in statements: [CodeStatement], where match: (CodeExpr) -> Bool) -> CodeExpr? {
        var statementStack = Array(statements.reversed())
        while let statement = statementStack.popLast() {
            var exprs: [CodeExpr] = []
            switch statement {
            case .declaration(_, let value, _): if let value { exprs.append(value) }
            case .assignment(let target, _, let value, _): exprs += [target, value]
            case .expression(let e, _): exprs.append(e)
            case .returnValue(let e, _): if let e { exprs.append(e) }
            case .loop(_, let sequence, let body, _):
                exprs.append(sequence)
                statementStack.append(contentsOf: body.reversed())
            case .unsupported(_, let body, _), .idiomCheck(_, let body, _, _):
                statementStack.append(contentsOf: body.reversed())
            }
            if let found = first(in: exprs, where: match) { return found }
        }
        return nil
    }

    static func first(in roots: [CodeExpr], where match: (CodeExpr) -> Bool) -> CodeExpr? {
        var stack = Array(roots.reversed())
        while let e = stack.popLast() {
            if match(e) { return e }
            switch e {
            case .concatenation(let parts, _): stack.append(contentsOf: parts.reversed())
            case .member(let base, _, _): if let base { stack.append(base) }
            case .call(let receiver, _, let arguments, _):
                stack.append(contentsOf: arguments.reversed())
                if let receiver { stack.append(receiver) }
            case .subscripted(let a, let b, _), .binary(_, let a, let b, _): stack += [b, a]
            case .array(let items, _): stack.append(contentsOf: items.reversed())
            case .dictionary(let pairs, _): for (k, v) in pairs.reversed() { stack += [v, k] }
            case .unary(_, let a, _), .wrapped(let a, _): stack.append(a)
            case .string, .number, .bool, .null, .identifier, .opaque: break
            }
        }
        return nil
    }

    /// True when a method creates an XLFormDescriptor.
    static func createsForm(_ statements: [CodeStatement]) -> Bool {
        first(in: statements) { e in
            if case .call(let receiver?, let selector, _, _) = e, case .identifier("XLFormDescriptor", _) = receiver {
                return CallSpellings.classMethods["XLFormDescriptor"]?[selector] != nil
            }
            return false
        } != nil
    }

    /// Every statement, nested ones included, in source order; loops and control flow are
    /// replaced by what they hold.
    static func leaves(_ statements: [CodeStatement]) -> [CodeStatement] {
        var out: [CodeStatement] = []
        var stack = Array(statements.reversed())
        while let s = stack.popLast() {
            switch s {
            case .loop, .unsupported, .idiomCheck: stack.append(contentsOf: s.nested.reversed())
            default: out.append(s)
            }
        }
        return out
    }

    static let runTimeChanges: Set<String> = [
        "formRowWithTag:", "formRow(withTag:)", "addFormRow:", "addFormRow(_:)", "addFormRow:afterRow:",
        "addFormRow:beforeRow:", "addFormRow(_:afterRow:)", "addFormRow(_:beforeRow:)", "removeFormRowWithTag:",
        "removeFormRow(withTag:)", "removeFormRow:", "removeFormRow(_:)", "addFormSection:", "addFormSection(_:)",
        "addFormSection:atIndex:", "addFormSection(_:at:)", "removeFormSectionAtIndex:", "removeFormSection(at:)",
        "removeFormSection:", "removeFormSection(_:)",
    ]

    /// The first call in a statement that looks up or changes the form's rows or sections.
    static func runTimeChange(_ statement: CodeStatement) -> CodeExpr? {
        first(in: [statement]) { e in
            if case .call(_, let selector, _, _) = e { return runTimeChanges.contains(selector) }
            return false
        }
    }
}
