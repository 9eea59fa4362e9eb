import FormSpecJSON
import SwiftParser
import SwiftSyntax

/// Reads Swift form-building code through swift-syntax into the same statements and
/// expressions the Objective-C reader produces. Conversion is bounded by `maxDepth`; deeper
/// expressions become opaque values.
struct SwiftFrontEnd {
    static let maxDepth = 200

    private let bytes: [UInt8]
    private var file = CodeFile()
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// swift-syntax's parser takes time exponential in the nesting of `[` (each level may be a
    /// type or a collection literal, and it looks ahead at both); past this many levels a file
    /// is not handed to it. Form-building code nests a few.
    static let maxBracketDepth = 12

    /// Longest chain of postfix steps (`.name`, calls, subscripts) or `else` branches read.
    static let maxChain = 10_000

    static func parse(_ bytes: [UInt8]) -> CodeFile {
        if let deep = deepBrackets(bytes) {
            return unreadable("'[' nested more than \(maxBracketDepth) deep; the file is not read", deep)
        }
        if let long = longChain(bytes) {
            return unreadable("an expression or 'else' chain longer than \(maxChain) steps; the file is not read", long)
        }
        return LargeStack.run { parseTree(bytes) }
    }

    private static func unreadable(_ why: String, _ range: TextRange) -> CodeFile {
        var file = CodeFile()
        file.problems.append((why, range))
        file.unreadable = true
        return file
    }

    private static func parseTree(_ bytes: [UInt8]) -> CodeFile {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
        var reader = SwiftFrontEnd(bytes: bytes)
        reader.readTopLevel(tree.statements)
        let errors = SyntaxErrors(viewMode: .all)
        errors.walk(tree)
        reader.file.problems.append(contentsOf: errors.found.map { ("Swift syntax error", $0) })
        return reader.file
    }

    /// Where a chain first passes `maxChain` steps: `.name`, `(` and `[` (calls and
    /// subscripts) and postfix `!`/`?` on one line or on lines that continue it with `.`, or
    /// `else` branches of one `if`. Statement boundaries end a chain.
    static func longChain(_ bytes: [UInt8]) -> TextRange? {
        var chain = 0
        var elses = 0
        var i = 0
        let n = bytes.count
        func nextWord(after k: Int) -> Int {
            var j = k + 1
            while j < n, bytes[j] == 32 || bytes[j] == 9 || bytes[j] == 10 || bytes[j] == 13 { j += 1 }
            return j
        }
        while i < n {
            let c = bytes[i]
            switch c {
            case 10:
                let j = nextWord(after: i)
                if !(j < n && bytes[j] == UInt8(ascii: ".")) { chain = 0 }
            case UInt8(ascii: ";"), UInt8(ascii: "{"):
                chain = 0
            case UInt8(ascii: "}"):
                chain = 0
                let j = nextWord(after: i)
                if !(j + 4 <= n && bytes[j..<j + 4].elementsEqual("else".utf8)) { elses = 0 }
            case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "?"):
                chain += 1
            case UInt8(ascii: "e") where i + 4 <= n && bytes[i..<i + 4].elementsEqual("else".utf8):
                elses += 1
            default:
                break
            }
            if chain > maxChain || elses > maxChain { return TextRange(i, i + 1) }
            i += 1
        }
        return nil
    }

    /// Where `[` first nests past `maxBracketDepth`, skipping comments and string literals.
    static func deepBrackets(_ bytes: [UInt8]) -> TextRange? {
        var depth = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                while i < n, bytes[i] != 10 { i += 1 }
            } else if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < n, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            } else if c == UInt8(ascii: "\"") {
                i += 1
                while i < n, bytes[i] != UInt8(ascii: "\""), bytes[i] != 10 {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i += 1
            } else {
                if c == UInt8(ascii: "[") {
                    depth += 1
                    if depth > maxBracketDepth { return TextRange(i, i + 1) }
                } else if c == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                }
                i += 1
            }
        }
        return nil
    }

    /// A name without the backticks that let a keyword be one (`` `repeat` ``).
    private static func name(_ token: TokenSyntax) -> String {
        token.text.trimmingCharacters(in: ["`"])
    }

    /// Swift types literals by their use: `51 / 255` passed to a CGFloat (a colour's component,
    /// an interval) divides as floating point, where C would truncate. The right literal is
    /// read as a decimal so that the interpreter divides as Swift does in those places.
    static func binary(_ op: String, _ left: CodeExpr, _ right: CodeExpr, _ range: TextRange) -> CodeExpr {
        if op == "/", case .number(let l, _) = left, case .number(let r, let rr) = right, !l.contains("."),
            !r.contains("."), !r.lowercased().hasPrefix("0x")
        {
            return .binary(op, left, .number(r + ".0", rr), range)
        }
        return .binary(op, left, right, range)
    }

    private static func range(_ node: some SyntaxProtocol) -> TextRange {
        span(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    // MARK: Declarations

    private mutating func readTopLevel(_ items: CodeBlockItemListSyntax) {
        var script: [CodeStatement] = []
        for item in items {
            if let decl = item.item.as(DeclSyntax.self), readDeclaration(decl, typeName: nil) {
                continue
            }
            script.append(contentsOf: statements([item]))
        }
        if script.contains(where: { if case .declaration(_, nil, _) = $0 { return false } else { return true } }) {
            let first = script.first!.range
            file.methods.append(
                CodeMethod(
                    typeName: nil, name: "main", body: script, range: span(first.start, script.last!.range.end),
                    nameRange: span(first.start, first.start)))
        }
    }

    /// True when the declaration was a type, function or constant (not a script statement).
    private mutating func readDeclaration(_ decl: DeclSyntax, typeName: String?) -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SwiftFrontEnd.maxDepth else { return true }
        if let type = decl.as(ClassDeclSyntax.self) {
            readMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = decl.as(StructDeclSyntax.self) {
            readMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            readMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            let stringBacked =
                type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
            readEnumCases(type, stringBacked: stringBacked)
            readMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            readMembers(type.memberBlock, typeName: type.extendedType.trimmedDescription)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if let body = function.body {
                file.methods.append(
                    CodeMethod(
                        typeName: typeName, name: function.name.text, body: statements(body.statements),
                        range: SwiftFrontEnd.range(function), nameRange: SwiftFrontEnd.range(function.name)))
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if let body = initializer.body {
                file.methods.append(
                    CodeMethod(
                        typeName: typeName, name: "init", body: statements(body.statements),
                        range: SwiftFrontEnd.range(initializer), nameRange: SwiftFrontEnd.range(initializer.initKeyword)
                    ))
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            if typeName == nil, !variable.bindings.contains(where: { $0.accessorBlock != nil }) {
                // A file-level `let` is a constant; a script's `var` is a statement.
                guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    let converted = expression(value)
                    // A type's constants are known by their qualified name (`Tags.name`); inside
                    // the type the interpreter qualifies unqualified names itself.
                    file.constants.append(
                        CodeConstant(name: typeName.map { "\($0).\(name)" } ?? name, value: converted))
                } else if let accessors = binding.accessorBlock, case .getter(let body) = accessors.accessors {
                    // `var form: XLFormDescriptor { … }` builds like a method.
                    file.methods.append(
                        CodeMethod(
                            typeName: typeName, name: name, body: statements(body),
                            range: SwiftFrontEnd.range(variable), nameRange: SwiftFrontEnd.range(binding.pattern)))
                }
            }
        } else if decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self)
        {
            return true
        } else {
            return typeName != nil
        }
        return true
    }

    private mutating func readMembers(_ block: MemberBlockSyntax, typeName: String) {
        for member in block.members { _ = readDeclaration(member.decl, typeName: typeName) }
    }

    private mutating func readEnumCases(_ type: EnumDeclSyntax, stringBacked: Bool) {
        for member in type.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                // `case `repeat``: the name without the backticks that let a keyword be one.
                let name = SwiftFrontEnd.name(element.name)
                let value: CodeExpr
                if let raw = element.rawValue?.value {
                    value = expression(raw)
                } else if stringBacked {
                    value = .string(SourcedString(name, at: SwiftFrontEnd.range(element.name)))
                } else {
                    continue
                }
                // `Tags.name.rawValue` and, inside string interpolation, `Tags.name`.
                file.constants.append(CodeConstant(name: "\(type.name.text).\(name)", value: value))
                file.constants.append(CodeConstant(name: "\(type.name.text).\(name).rawValue", value: value))
            }
        }
    }

    // MARK: Statements

    private mutating func statements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        var out: [CodeStatement] = []
        for item in items {
            let range = SwiftFrontEnd.range(item)
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        out.append(.unsupported("pattern binding", body: [], range))
                        continue
                    }
                    out.append(.declaration(name: name, value: binding.initializer.map { expression($0.value) }, range))
                }
            case .stmt(let stmt):
                out.append(statement(stmt, range: range))
            case .expr(let expr):
                out.append(expressionStatement(expr, range: range))
            }
        }
        return out
    }

    private mutating func body(_ block: CodeBlockSyntax) -> [CodeStatement] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SwiftFrontEnd.maxDepth else { return [] }
        return statements(block.statements)
    }

    private mutating func statement(_ stmt: StmtSyntax, range: TextRange) -> CodeStatement {
        if let wrapped = stmt.as(ExpressionStmtSyntax.self) {
            return expressionStatement(wrapped.expression, range: range)
        }
        if let loop = stmt.as(ForStmtSyntax.self) {
            let inner = body(loop.body)
            let name =
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil)
            if let name, loop.whereClause == nil {
                return .loop(variable: name, sequence: expression(loop.sequence), body: inner, range)
            }
            return .unsupported("for", body: inner, range)
        }
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            return .returnValue(ret.expression.map { expression($0) }, range)
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            return .unsupported("guard", body: body(guardStmt.body), range)
        }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            return .unsupported("while", body: body(loop.body), range)
        }
        if let loop = stmt.as(RepeatStmtSyntax.self) {
            return .unsupported("repeat", body: body(loop.body), range)
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            return .unsupported("do", body: body(doStmt.body), range)
        }
        return .unsupported(stmt.kind == .deferStmt ? "defer" : "statement", body: [], range)
    }

    private mutating func expressionStatement(_ expr: ExprSyntax, range: TextRange) -> CodeStatement {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var nested = body(ifExpr.body)
            if ifExpr.elseBody == nil, let idiom = DeviceIdiom.idiom(ofCondition: ifExpr.conditions.trimmedDescription)
            {
                return .idiomCheck(
                    idiom: idiom, body: nested, condition: SwiftFrontEnd.range(ifExpr.conditions), range)
            }
            var next = ifExpr.elseBody
            var steps = 0
            while let e = next, steps < SwiftFrontEnd.maxDepth {
                steps += 1
                switch e {
                case .codeBlock(let block):
                    nested += body(block)
                    next = nil
                case .ifExpr(let inner):
                    nested += body(inner.body)
                    next = inner.elseBody
                }
            }
            return .unsupported("if", body: nested, range)
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var nested: [CodeStatement] = []
            for c in switchExpr.cases {
                if let item = c.as(SwitchCaseSyntax.self) {
                    depth += 1
                    if depth <= SwiftFrontEnd.maxDepth { nested += statements(item.statements) }
                    depth -= 1
                }
            }
            return .unsupported("switch", body: nested, range)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            // `a.b = c as? T`: the assignment is the first assignment operator of the sequence.
            let elements = Array(sequence.elements)
            for (i, element) in elements.enumerated() where i > 0 && i + 1 < elements.count {
                var op: String?
                if element.is(AssignmentExprSyntax.self) { op = "=" }
                if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text.hasSuffix("="),
                    !["==", "!=", "<=", ">=", "===", "!=="].contains(binary.operator.text)
                {
                    op = binary.operator.text
                }
                guard let op else { continue }
                let target = SwiftFrontEnd.range(elements[0]).start
                let value = SwiftFrontEnd.range(elements[i + 1]).start
                return .assignment(
                    target: fold(Array(elements[..<i]), range: span(target, SwiftFrontEnd.range(elements[i - 1]).end)),
                    op: op,
                    value: fold(Array(elements[(i + 1)...]), range: span(value, range.end)), range)
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return .assignment(
                target: expression(infix.leftOperand), op: "=", value: expression(infix.rightOperand), range)
        }
        return .expression(expression(expr), range)
    }

    // MARK: Expressions

    private mutating func expression(_ expr: ExprSyntax) -> CodeExpr {
        depth += 1
        defer { depth -= 1 }
        let range = SwiftFrontEnd.range(expr)
        guard depth <= SwiftFrontEnd.maxDepth else {
            file.problems.append(("expression nested too deeply to read", range))
            return .opaque("deeply nested expression", range)
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return string(literal) }
        if let number = expr.as(IntegerLiteralExprSyntax.self) {
            return .number(number.literal.text.replacingOccurrences(of: "_", with: ""), range)
        }
        if let number = expr.as(FloatLiteralExprSyntax.self) {
            return .number(number.literal.text.replacingOccurrences(of: "_", with: ""), range)
        }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(bool.literal.tokenKind == .keyword(.true), range)
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null(range) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .identifier(SwiftFrontEnd.name(reference.baseName), range)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return .member(member.base.map { expression($0) }, SwiftFrontEnd.name(member.declName.baseName), range)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call, range: range) }
        if let sub = expr.as(SubscriptCallExprSyntax.self) {
            let index = sub.arguments.first.map { expression($0.expression) } ?? .opaque("empty subscript", range)
            return .subscripted(expression(sub.calledExpression), index, range)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { expression($0.expression) }, range)
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            if case .elements(let elements) = dictionary.content {
                return .dictionary(elements.map { (expression($0.key), expression($0.value)) }, range)
            }
            return .dictionary([], range)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return fold(Array(sequence.elements), range: range) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "?"
            return SwiftFrontEnd.binary(op, expression(infix.leftOperand), expression(infix.rightOperand), range)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            return .unary(prefix.operator.text, expression(prefix.expression), range)
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return .wrapped(expression(unwrap.expression), range) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            return .wrapped(expression(chain.expression), range)
        }
        if let cast = expr.as(AsExprSyntax.self) { return .wrapped(expression(cast.expression), range) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            return .wrapped(expression(postfix.expression), range)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return .wrapped(expression(only.expression), range)
        }
        if let type = expr.as(TypeExprSyntax.self) { return .identifier(type.type.trimmedDescription, range) }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first
        {
            return .call(
                receiver: nil, selector: "@selector",
                arguments: [.string(SourcedString(SwiftFrontEnd.selectorName(argument.expression), at: range))],
                range)
        }
        if expr.is(ClosureExprSyntax.self) { return .opaque("closure", range) }
        if expr.is(TernaryExprSyntax.self) { return .opaque("conditional expression", range) }
        return .opaque(expr.kind == .keyPathExpr ? "key path" : "expression", range)
    }

    /// `#selector(Type.name(_:label:))` as the Objective-C selector `name:label:`.
    private static func selectorName(_ expr: ExprSyntax) -> String {
        var target = expr
        if let call = expr.as(FunctionCallExprSyntax.self) { target = call.calledExpression }
        let base: DeclReferenceExprSyntax?
        if let member = target.as(MemberAccessExprSyntax.self) {
            base = member.declName
        } else {
            base = target.as(DeclReferenceExprSyntax.self)
        }
        guard let base else { return expr.trimmedDescription }
        let labels = base.argumentNames?.arguments.map(\.name.text) ?? []
        guard !labels.isEmpty else { return base.baseName.text }
        return base.baseName.text
            + labels.enumerated().map { i, label in
                label == "_" || i == 0 ? ":" : "\(label):"
            }.joined()
    }

    private mutating func call(_ call: FunctionCallExprSyntax, range: TextRange) -> CodeExpr {
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        var arguments = call.arguments.map { expression($0.expression) }
        if let trailing = call.trailingClosure { arguments.append(.opaque("closure", SwiftFrontEnd.range(trailing))) }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return .call(
                receiver: member.base.map { expression($0) }, selector: "\(name)(\(labels))", arguments: arguments,
                range)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true {
                return .call(
                    receiver: .identifier(name, SwiftFrontEnd.range(reference)), selector: "init(\(labels))",
                    arguments: arguments, range)
            }
            return .call(receiver: nil, selector: name, arguments: arguments, range)
        }
        return .opaque("call", range)
    }

    private mutating func string(_ literal: StringLiteralExprSyntax) -> CodeExpr {
        let whole = SwiftFrontEnd.range(literal)
        let raw = literal.openingPounds != nil
        var parts: [CodeExpr] = []
        var text: SourcedString?
        func flush() {
            if let t = text { parts.append(.string(t)) }
            text = nil
        }
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let s):
                let content = SwiftFrontEnd.range(s.content)
                let decoded =
                    raw
                    ? SourcedString(
                        value: s.content.text,
                        pieces: [
                            .init(valueRange: TextRange(0, s.content.text.utf8.count), source: content, exact: true)
                        ],
                        range: whole)
                    : StringEscapes.decode(bytes, content: content, whole: whole)
                text = text.map { $0.appending(decoded, range: whole) } ?? decoded
            case .expressionSegment(let e):
                flush()
                if let only = e.expressions.first, e.expressions.count == 1 {
                    parts.append(expression(only.expression))
                } else {
                    parts.append(.opaque("interpolation", SwiftFrontEnd.range(e)))
                }
            }
        }
        flush()
        if parts.isEmpty { return .string(SourcedString(value: "", pieces: [], range: whole)) }
        if parts.count == 1, case .string(var s) = parts[0] {
            s.range = whole
            return .string(s)
        }
        return .concatenation(parts, whole)
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "??": 4, "..<": 5, "...": 5, "+": 6,
        "-": 6, "|": 6, "^": 6, "*": 7, "/": 7, "%": 7, "&": 7, "<<": 8, ">>": 8,
    ]

    /// An unfolded operator sequence `a op b op c`, folded by Swift's standard precedences;
    /// casts wrap their operand, a ternary makes the whole sequence opaque.
    private mutating func fold(_ elements: [ExprSyntax], range: TextRange) -> CodeExpr {
        if elements.count == 1 { return expression(elements[0]) }
        var operands: [CodeExpr] = []
        var operators: [String] = []
        var i = 0
        while i < elements.count {
            let e = elements[i]
            if e.is(UnresolvedTernaryExprSyntax.self) || e.is(AssignmentExprSyntax.self) {
                return .opaque("expression", range)
            }
            if e.is(UnresolvedAsExprSyntax.self) || e.is(UnresolvedIsExprSyntax.self) {
                // `x as? T`: keep x, skip the type.
                i += 2
                continue
            }
            if let op = e.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else {
                operands.append(expression(e))
            }
            i += 1
        }
        guard operands.count == operators.count + 1 else { return .opaque("expression", range) }
        // Folding makes a tree as deep as the sequence is long.
        guard operators.count <= SwiftFrontEnd.maxDepth else {
            file.problems.append(("expression too long to read", range))
            return .opaque("expression too long to read", range)
        }
        // Shunting-yard over the flat list; iterative, so no depth concern.
        var values: [CodeExpr] = [operands[0]]
        var pending: [String] = []
        func reduce() {
            let op = pending.removeLast()
            let right = values.removeLast()
            let left = values.removeLast()
            values.append(SwiftFrontEnd.binary(op, left, right, span(left.range.start, right.range.end)))
        }
        for (k, op) in operators.enumerated() {
            let level = SwiftFrontEnd.precedence[op] ?? 6
            while let top = pending.last, (SwiftFrontEnd.precedence[top] ?? 6) >= level { reduce() }
            pending.append(op)
            values.append(operands[k + 1])
        }
        while !pending.isEmpty { reduce() }
        return values[0]
    }
}

/// Places swift-syntax recovered from: unexpected text and missing tokens.
private final class SyntaxErrors: SyntaxVisitor {
    var found: [TextRange] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found.count < 20 {
            found.append(
                span(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
            )
        }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing, found.count < 20 {
            let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
            found.append(span(at, at))
        }
        return .skipChildren
    }
}
