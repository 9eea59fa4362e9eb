import FormSpec
import FormSpecJSON

/// Something the importer could not bring into the spec, at the source range it concerns.
public struct ImportWarning: Sendable, Equatable {
    public var message: String
    public var range: TextRange
}

/// Runs one form-building method over values instead of objects: descriptors become spec
/// nodes, constants and literals fold, and what cannot be known without running the app is
/// reported where it is written. Statements are counted for the coverage figure: a statement
/// builds the form when it touches a descriptor; it is imported when it raised no warning.
final class Interpreter {
    static let maxDepth = 400
    static let maxIterations = 10_000

    let names = KnownNames.standard
    let constants: [String: CodeConstant]
    let typeName: String?
    private var constantCache: [String: ImportValue] = [:]
    private var resolving: Set<String> = []

    var env: [String: ImportValue] = [:]
    /// Custom row types registered in `cellClassesForRowDescriptorTypes`, by type.
    var cellClasses: [String: CellClassRegistration] = [:]
    /// Inline row types registered in `inlineRowDescriptorTypesForRowDescriptorTypes`, by type.
    var inlineTypes: [String: CellClassRegistration] = [:]
    var forms: [FormNode] = []
    private(set) var warnings: [ImportWarning] = []
    private var warned: Set<String> = []
    private var depth = 0
    private var iterations = 0

    // Per statement.
    var touched = false
    private var failed = false
    // Coverage, by statement start offset.
    private(set) var formStatements: Set<Int> = []
    private(set) var missedStatements: Set<Int> = []
    private(set) var missedNested = 0
    /// Branches taken on iPad alone whose rows were imported.
    private(set) var iPadBranches: [TextRange] = []

    /// The file being read: values from constants of other files are placed at their use.
    let file: String

    init(constants: [String: CodeConstant], typeName: String?, file: String = "") {
        self.constants = constants
        self.typeName = typeName
        self.file = file
    }

    func warn(_ message: String, at range: TextRange) {
        failed = true
        // One warning per place: a statement run once per loop iteration reports once.
        let key = "\(range.start):\(range.end)"
        guard warned.insert(key).inserted else { return }
        warnings.append(ImportWarning(message: message, range: range))
    }

    // MARK: Statements

    func run(_ statements: [CodeStatement]) {
        for statement in statements { execute(statement) }
    }

    private func execute(_ statement: CodeStatement) {
        touched = false
        failed = false
        var counts = true
        switch statement {
        case .declaration(let name, let value, _):
            if let value {
                env[name] = evaluate(value)
            } else {
                env[name] = .null(statement.range)
                counts = false
            }
        case .assignment(let target, let op, let value, _):
            assign(target, op: op, value: value)
        case .expression(let expr, _):
            let value = evaluate(expr)
            if touched, let why = value.unknownReason, !failed { warn("not imported: \(why)", at: expr.range) }
        case .returnValue(let expr, _):
            if let expr {
                let value = evaluate(expr)
                if touched, let why = value.unknownReason, !failed { warn("not imported: \(why)", at: expr.range) }
            }
        case .loop(let variable, let sequence, let body, let range):
            loop(variable, sequence, body, range)
            return
        case .idiomCheck(let idiom, let body, let condition, let range):
            idiomCheck(idiom, body, condition: condition, range)
            return
        case .unsupported(let what, let body, let range):
            let nested = body.statementCount
            formStatements.insert(range.start)
            missedStatements.insert(range.start)
            missedNested += nested
            let inside =
                nested == 0
                ? ""
                : "; the \(nested) statement\(nested == 1 ? "" : "s") inside \(nested == 1 ? "is" : "are") not imported"
            warn("'\(what)': control flow depends on the app at run time\(inside)", at: range)
            return
        }
        if counts, touched || failed {
            formStatements.insert(statement.range.start)
            if failed { missedStatements.insert(statement.range.start) }
        }
    }

    /// A branch taken on iPad alone that adds nothing but rows XLForm makes only on iPad is the
    /// iPad form's: the spec keeps those rows, and checking it reports each as `ipad-only-row`.
    /// Any other branch on the idiom would put in every device's form what one device builds.
    private func idiomCheck(_ idiom: String, _ body: [CodeStatement], condition: TextRange, _ range: TextRange) {
        var created: [String] = []
        _ = CodeWalk.first(in: body) { e in
            if case .call(let receiver?, let selector, let arguments, _) = e, arguments.count >= 2,
                Interpreter.qualifiedName(receiver) == "XLFormRowDescriptor",
                CallSpellings.classMethods["XLFormRowDescriptor"]?[selector] == .newRow
            {
                if case .string(let rowType) = evaluate(arguments[1]) {
                    created.append(rowType.value)
                } else {
                    created.append("a row type not known before run time")
                }
            }
            return false
        }
        let others = created.filter { !names.iPadOnlyRowTypes.contains($0) }
        if idiom == "pad", !created.isEmpty, others.isEmpty {
            iPadBranches.append(range)
            run(body)
            formStatements.insert(range.start)
            return
        }
        touched = false
        failed = false
        let count = body.statementCount
        formStatements.insert(range.start)
        missedStatements.insert(range.start)
        missedNested += count
        let made =
            idiom != "pad"
            ? "it is taken on '\(idiom)' devices"
            : created.isEmpty ? "it adds no row" : "it adds rows iPhones have too (\(others.joined(separator: ", ")))"
        warn(
            "'if' on the device's idiom: a spec is one form for every device, and only a branch taken on iPad that adds nothing but rows XLForm makes on iPad alone (checked as 'ipad-only-row') is imported; \(made); the \(count) statement\(count == 1 ? "" : "s") inside \(count == 1 ? "is" : "are") not imported",
            at: condition)
    }

    private func loop(_ variable: String, _ sequence: CodeExpr, _ body: [CodeStatement], _ range: TextRange) {
        touched = false
        failed = false
        let items: [ImportValue]
        switch evaluate(sequence) {
        case .array(let values, _):
            items = values
        case let other:
            formStatements.insert(range.start)
            missedStatements.insert(range.start)
            missedNested += body.statementCount
            let count = body.statementCount
            warn(
                "loop not imported: what it runs over is not known before run time (\(other.unknownReason ?? other.kindName)); the \(count) statement\(count == 1 ? "" : "s") inside \(count == 1 ? "is" : "are") not imported",
                at: sequence.range)
            return
        }
        let before = formStatements.count
        let saved = env[variable]
        for item in items {
            iterations += 1
            guard iterations <= Interpreter.maxIterations else {
                warn("loop stopped after \(Interpreter.maxIterations) iterations", at: range)
                break
            }
            env[variable] = item
            run(body)
        }
        env[variable] = saved
        if formStatements.count > before { formStatements.insert(range.start) }
    }

    // MARK: Expressions

    func evaluate(_ expr: CodeExpr) -> ImportValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Interpreter.maxDepth else { return .unknown("an expression nested too deeply", expr.range) }
        switch expr {
        case .string(let s):
            return .string(s)
        case .concatenation(let parts, let range):
            var out = SourcedString(value: "", pieces: [], range: range)
            for part in parts {
                let value = evaluate(part)
                if value.unknownReason != nil { return value }
                guard let text = value.text else {
                    return .unknown("\(value.kindName) inside a string", part.range)
                }
                out = out.appending(text, range: range)
            }
            return .string(out)
        case .number(let text, let range):
            guard let d = Interpreter.parseNumber(text) else { return .unknown("the number \(text)", range) }
            return .number(d, text: text, range)
        case .bool(let b, let range): return .bool(b, range)
        case .null(let range): return .null(range)
        case .identifier(let name, let range): return identifier(name, range)
        case .member(let base, let name, let range): return member(base, name, range)
        case .call(let receiver, let selector, let arguments, let range):
            return call(receiver, selector, arguments, range)
        case .subscripted(let base, let index, let range):
            let b = evaluate(base)
            let i = evaluate(index)
            if case .array(let items, _) = b, case .number(let d, _, _) = i, d >= 0, Int(d) < items.count {
                return items[Int(d)].at(range)
            }
            return .unknown(b.unknownReason ?? "an element of \(b.kindName)", range)
        case .array(let items, let range):
            return .array(items.map { evaluate($0) }, range)
        case .dictionary(let pairs, let range):
            return .dictionary(pairs.map { (evaluate($0.0), evaluate($0.1)) }, range)
        case .binary(let op, let left, let right, let range):
            return binary(op, evaluate(left), evaluate(right), range)
        case .unary(let op, let operand, let range):
            let value = evaluate(operand)
            switch (op, value) {
            case ("-", .number(let d, let text, _)): return .number(-d, text: "-" + text, range)
            case ("+", .number): return value.at(range)
            case ("!", .bool(let b, _)): return .bool(!b, range)
            default: return .unknown(value.unknownReason ?? "the '\(op)' expression", range)
            }
        case .wrapped(let inner, _):
            return evaluate(inner)
        case .opaque(let what, let range):
            return .unknown(
                what == "block" || what == "closure" ? "a \(what) (code the spec cannot hold)" : "a \(what)", range)
        }
    }

    static func parseNumber(_ text: String) -> Double? {
        var t = Substring(text)
        let negative = t.hasPrefix("-")
        if negative { t = t.dropFirst() }
        let lower = t.lowercased()
        var value: Double?
        if lower.hasPrefix("0x") {
            var digits = Substring(lower.dropFirst(2))
            while let last = digits.last, "ul".contains(last) { digits = digits.dropLast() }
            value = UInt64(digits, radix: 16).map(Double.init)
        } else {
            var digits = Substring(lower)
            while let last = digits.last, "ulf".contains(last) { digits = digits.dropLast() }
            value = Double(digits)
        }
        return value.map { negative ? -$0 : $0 }
    }

    private func identifier(_ name: String, _ range: TextRange) -> ImportValue {
        if let value = env[name] {
            if value.isDescriptor { touched = true }
            return value.at(range)
        }
        if name == "self" || name == "super" { return .unknown("the view controller itself", range) }
        if let typeName, let value = constant("\(typeName).\(name)", at: range) { return value }
        if let value = constant(name, at: range) {
            if name.hasPrefix("XLForm") { touched = true }
            return value
        }
        if let rowType = names.rowTypes[name] {
            touched = true
            return .string(SourcedString(rowType, at: range))
        }
        if let value = KnownNames.stringConstants[name] { return .string(SourcedString(value, at: range)) }
        if let e = names.enumConstant(name) { return .enumCase(type: e.type, name: e.name, range) }
        if name.hasPrefix("XLForm") { touched = true }
        if name.hasPrefix("XLFormRowDescriptorType") {
            let suggestions = DidYouMean.rank(name, among: names.rowTypes.keys, limit: 1)
            let hint = suggestions.isEmpty ? "" : "." + DidYouMean.phrase(suggestions)
            return .unknown(
                "the row type constant '\(name)' is neither XLForm's nor defined in the files imported\(hint)", range)
        }
        if name.first?.isUppercase == true {
            return .unknown("'\(name)' is neither a known constant nor defined in the files imported", range)
        }
        return .unknown("'\(name)' is not known before run time", range)
    }

    /// A constant's value, folded once; a constant defined through itself is unknown. A
    /// constant of another file is placed at its use here, since positions are this file's.
    func constant(_ name: String, at use: TextRange) -> ImportValue? {
        guard let definition = constants[name] else { return nil }
        guard let value = constant(name) else { return nil }
        return definition.file == file ? value : value.placed(at: use)
    }

    private func constant(_ name: String) -> ImportValue? {
        if let cached = constantCache[name] { return cached }
        guard let definition = constants[name] else { return nil }
        guard resolving.insert(name).inserted else {
            return .unknown("'\(name)' is defined through itself", definition.value.range)
        }
        let savedEnv = env
        env = [:]
        let value = evaluate(definition.value)
        env = savedEnv
        resolving.remove(name)
        constantCache[name] = value
        return value
    }

    /// `A.b.c` when the expression is a chain of names.
    static func qualifiedName(_ expr: CodeExpr?) -> String? {
        var parts: [String] = []
        var e = expr
        while let current = e {
            switch current {
            case .identifier(let name, _):
                parts.append(name)
                return parts.reversed().joined(separator: ".")
            case .member(let base, let name, _):
                parts.append(name)
                e = base
            default:
                return nil
            }
            if parts.count > 16 { return nil }
        }
        return nil
    }

    private func member(_ base: CodeExpr?, _ name: String, _ range: TextRange) -> ImportValue {
        guard let base else { return .enumCase(type: nil, name: name, range) }
        if let qualified = Interpreter.qualifiedName(.member(base, name, range)),
            env[qualified.prefix { $0 != "." }.description] == nil
        {
            if let value = constant(qualified, at: range) { return value }
            if let typeName, let value = constant("\(typeName).\(qualified)", at: range) { return value }
        }
        if let typeNameOfBase = Interpreter.qualifiedName(base), env[typeNameOfBase] == nil,
            typeNameOfBase.first?.isUppercase == true, constants[typeNameOfBase] == nil
        {
            if typeNameOfBase == "UIColor", let color = names.color(name) { return .color(color, range) }
            if let c = names.enumCase(type: typeNameOfBase, name: name) {
                return .enumCase(type: typeNameOfBase, name: c, range)
            }
            if name == "self" { return .className(typeNameOfBase, range) }
            if name.first?.isLowercase == true, Interpreter.looksLikeEnumType(typeNameOfBase) {
                // `UIKeyboardType.emailAddress`, `NSTextAlignment.right`: an enum case by its Swift name.
                return .enumCase(type: typeNameOfBase, name: name, range)
            }
            // A class property: `XLFormViewController.cellClassesForRowDescriptorTypes`, `Bundle.main`.
            if typeNameOfBase.split(separator: ".").last?.first?.isUppercase == true,
                names.rowTypes[typeNameOfBase] == nil, KnownNames.stringConstants[typeNameOfBase] == nil,
                names.enumConstant(typeNameOfBase) == nil
            {
                if typeNameOfBase.hasPrefix("XLForm") { touched = true }
                return read(.className(typeNameOfBase, base.range), name, range)
            }
        }
        if case .identifier("self", _) = base, name == "form", let form = env["self.form"] {
            touched = true
            return form
        }
        let value = evaluate(base)
        return read(value, name, range)
    }

    /// A property read: `row.cellConfig`, `row.action`, `row.tag`, `x.rawValue`, `T.self`.
    func read(_ value: ImportValue, _ name: String, _ range: TextRange) -> ImportValue {
        switch value {
        case .row(let row, _):
            touched = true
            if RowNode.configNames.contains(name) { return .config(row, name, range) }
            if name == "action" { return .action(row, range) }
            // A row's description is its tag (XLFormRowDescriptor -description).
            if name == "tag" || name == "description" { return row.tag.map { .string($0) } ?? .null(range) }
            if name == "selectorOptions", let options = row.optionsValue { return options }
            return .unknown("the row's '\(name)' as set at run time", range)
        case .section(let section):
            touched = true
            if name == "multivaluedAddButton" { return .addButton(section, range) }
            return .unknown("the section's '\(name)'", range)
        case .form(let form):
            touched = true
            if name == "rowNavigationOptions" {
                let names = form.members[name]?.json.arrayValue?.compactMap(\.stringValue) ?? ["enabled"]
                return .flags(type: "XLFormRowNavigationOptions", names: names, range)
            }
            return .unknown("the form's '\(name)'", range)
        case .enumCase, .string, .number, .bool, .flags:
            if name == "rawValue" || name == "value" { return value.at(range) }
        case .className(let n, _):
            if name == "self" || name == "class" { return .className(n, range) }
            // A class property: `XLFormViewController.cellClassesForRowDescriptorTypes`.
            if let op = CallSpellings.classMethods[n]?[name] ?? CallSpellings.classMethods[n]?[name + "()"] {
                return classMethod(op, n, [], range)
            }
            if n == "UIColor", let color = names.color(name) { return .color(color, range) }
            return .unknown(Interpreter.runTimeValue(n) ?? "'\(n).\(name)', known only at run time", range)
        case .unknown:
            return value
        default:
            break
        }
        return .unknown("'\(name)' of \(value.kindName)", range)
    }

    /// `UIKeyboardType`, `NSTextAlignment`, `UITableViewCell.AccessoryType`: names of enums whose
    /// cases Swift spells `Type.caseName`.
    static func looksLikeEnumType(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return ["Type", "Style", "Mode", "Alignment", "Options", "Policy", "Appearance", "Kind"].contains {
            last.hasSuffix($0)
        }
    }

    func binary(_ op: String, _ left: ImportValue, _ right: ImportValue, _ range: TextRange) -> ImportValue {
        if let why = left.unknownReason ?? right.unknownReason { return .unknown(why, range) }
        switch (op, left, right) {
        case ("|", _, _):
            if let l = flagNames(left), let r = flagNames(right) {
                return .flags(type: flagType(left) ?? flagType(right), names: l.names + r.names, range)
            }
        case ("&", _, _):
            if let l = flagNames(left), let r = flagNames(right) {
                return .flags(type: flagType(left) ?? flagType(right), names: l.names.filter(r.names.contains), range)
            }
        case ("==", _, _), ("!=", _, _):
            if let l = flagNames(left), let r = flagNames(right) {
                return .bool((Set(l.names) == Set(r.names)) == (op == "=="), range)
            }
        case ("+", .string(let a), .string(let b)):
            return .string(a.appending(b, range: range))
        case ("+", .relativeDate(let s, let st, _), .number(let d, let dt, _)),
            ("+", .number(let d, let dt, _), .relativeDate(let s, let st, _)):
            return Interpreter.moved(s, st, by: d, dt, range)
        case ("-", .relativeDate(let s, let st, _), .number(let d, let dt, _)):
            return Interpreter.moved(s, st, by: -d, dt.hasPrefix("-") ? String(dt.dropFirst()) : "-" + dt, range)
        case (_, .number(let a, let at, _), .number(let b, let bt, _)):
            let integral = !at.contains(".") && !bt.contains(".")
            func make(_ v: Double) -> ImportValue {
                let text = integral && v.rounded() == v && abs(v) < 9e15 ? String(Int64(v)) : String(v)
                return .number(v, text: text, range)
            }
            switch op {
            case "+": return make(a + b)
            case "-": return make(a - b)
            case "*": return make(a * b)
            case "/" where b != 0: return integral ? make((a / b).rounded(.towardZero)) : make(a / b)
            case "..<", "...":
                let upper = op == "..<" ? b : b + 1
                guard a <= upper, upper - a <= Double(Interpreter.maxIterations) else { break }
                return .array(
                    stride(from: a, to: upper, by: 1).map { .number($0, text: String(Int64($0)), range) }, range)
            default: break
            }
        default:
            break
        }
        return .unknown("the '\(op)' expression", range)
    }

    func flagNames(_ value: ImportValue) -> (names: [String], type: String?)? {
        switch value {
        case .enumCase(let type, let name, _): return ([name], type)
        case .flags(let type, let names, _): return (names, type)
        case .number(0, _, _): return ([], nil)
        case .array(let items, _):
            var all: [String] = []
            for item in items {
                guard let n = flagNames(item) else { return nil }
                all += n.names
            }
            return (all, nil)
        default: return nil
        }
    }

    private func flagType(_ value: ImportValue) -> String? { flagNames(value)?.type }
}
