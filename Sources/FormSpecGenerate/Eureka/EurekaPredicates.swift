import FormSpec
import FormSpecJSON
import Foundation

/// A `hidden`/`disabled` predicate compiled into the body of an Eureka `Condition.function`
/// closure that computes what XLForm computes (protocol/generate.md, "Predicates in Eureka").
struct EurekaCondition {
    /// Tags whose values the closure reads, directly or through `$tag.isHidden`: Eureka
    /// evaluates the condition again when one of them changes.
    var tags: [String] = []
    /// `let age = (form.rowBy(tag: …) as? IntRow)?.value`, one per row read.
    var locals: [String] = []
    var expression = SwiftCondition.constant(false)
}

struct EurekaPredicateCompiler {
    let rows: [String: EurekaOperandRow]
    let formDisabled: Bool

    struct Unsupported: Error {
        let message: String
        /// UTF-8 range in the predicate text.
        let range: TextRange
    }

    /// The closure body for a predicate, or why Eureka cannot have it.
    func compile(_ source: String, _ parsed: ParsedPredicate) -> Result<EurekaCondition, Unsupported> {
        guard let root = parsed.predicate else {
            return .failure(Unsupported(message: "it does not parse", range: TextRange(0, source.utf8.count)))
        }
        var state = State()
        do {
            let expression = try predicate(root, &state, depth: 0)
            var condition = EurekaCondition(expression: expression)
            // Only the rows the folded expression still reads (no unused locals).
            let code = expression.code
            for tag in state.used {
                guard let row = rows[tag] else { continue }
                let word =
                    "(?<![A-Za-z0-9_`])" + NSRegularExpression.escapedPattern(for: row.local) + "(?![A-Za-z0-9_`])"
                guard code.range(of: word, options: .regularExpression) != nil else { continue }
                condition.tags.append(row.tagExpression)
                condition.locals.append(
                    "let \(row.local) = (form.rowBy(tag: \(row.tagExpression)) as? \(row.rowType))?.value")
            }
            return .success(condition)
        } catch let unsupported as Unsupported {
            return .failure(unsupported)
        } catch {
            return .failure(Unsupported(message: "\(error)", range: root.range))
        }
    }

    private struct State {
        /// Tags read, in first-use order.
        var used: [String] = []
        /// Rows whose `isHidden`/`isDisabled` are being inlined, against cycles.
        var inlining: Set<String> = []
        var size = 0

        mutating func use(_ tag: String) { if !used.contains(tag) { used.append(tag) } }
    }

    /// Inlined conditions stop growing here; past it the spec is refused.
    private static let sizeLimit = 2_000

    private func predicate(_ node: PredicateNode, _ state: inout State, depth: Int) throws -> SwiftCondition {
        state.size += 1
        guard state.size < Self.sizeLimit, depth < 64 else {
            throw Unsupported(message: "it is too large to inline into a closure", range: node.range)
        }
        switch node.kind {
        case .truePredicate: return .constant(true)
        case .falsePredicate: return .constant(false)
        case .and(let parts): return .all(try parts.map { try predicate($0, &state, depth: depth + 1) })
        case .or(let parts): return .any(try parts.map { try predicate($0, &state, depth: depth + 1) })
        case .not(let inner): return try predicate(inner, &state, depth: depth + 1).negated
        case .comparison(let comparison): return try self.comparison(comparison, node.range, &state, depth: depth)
        case .invalid: throw Unsupported(message: "it does not parse", range: node.range)
        }
    }

    // MARK: operands

    /// One side of a comparison, as far as Eureka can have it.
    private enum Operand {
        case value(EurekaOperandRow)
        /// `$tag.value.formValue` of an option-object row: the scalar.
        case formValue(EurekaOperandRow, EurekaOperandRow.ScalarType)
        /// `$tag.isHidden` / `$tag.isDisabled`, compiled: a Bool expression.
        case state(SwiftCondition)
        case constant(Constant)
        case list([Constant])
    }

    private func operand(_ node: ExpressionNode, _ state: inout State, depth: Int) throws -> Operand {
        switch node.kind {
        case .constant(let c): return .constant(c)
        case .aggregate(let items):
            return .list(
                try items.map { item in
                    guard case .constant(let c) = item.kind else {
                        throw Unsupported(
                            message: "a list of anything but constants is not compiled", range: item.range)
                    }
                    return c
                })
        case .keyPath(let base?, let components):
            guard case .variable(let tag) = base.kind else { break }
            guard let row = rows[tag] else {
                throw Unsupported(message: "'$\(tag)' is no row the Eureka form has", range: node.range)
            }
            let names = components.map(\.name)
            switch names {
            case ["value"]:
                if case .unreadable(let why) = row.kind { throw Unsupported(message: why, range: node.range) }
                state.use(tag)
                return .value(row)
            case ["value", "formValue"]:
                guard case .optionObject(let scalar) = row.kind else { break }
                state.use(tag)
                return .formValue(row, scalar)
            case ["isHidden"], ["isDisabled"]:
                return .state(try inlined(row, hidden: names == ["isHidden"], node.range, &state, depth: depth))
            default: break
            }
        default: break
        }
        throw Unsupported(
            message: "only $tag, $tag.value, $tag.isHidden, $tag.isDisabled and constants are compiled",
            range: node.range)
    }

    /// A row's own hidden or disabled state, computed in place: Eureka re-evaluates a condition
    /// when a listed tag's value changes, so the state is recomputed from the values it reads.
    private func inlined(
        _ row: EurekaOperandRow, hidden: Bool, _ range: TextRange, _ state: inout State, depth: Int
    ) throws -> SwiftCondition {
        if !hidden, formDisabled { return .constant(true) }
        switch hidden ? row.hidden : row.disabled {
        case nil: return .constant(false)
        case .constant(let b, _)?: return .constant(b)
        case .predicate(_, let parsed, _)?:
            let key = "\(row.tag)\(hidden ? "-hidden" : "-disabled")"
            guard let root = parsed.predicate, !state.inlining.contains(key) else {
                throw Unsupported(message: "'\(row.tag)' depends on itself", range: range)
            }
            state.inlining.insert(key)
            defer { state.inlining.remove(key) }
            return try predicate(root, &state, depth: depth + 1)
        }
    }

    // MARK: comparisons

    private func comparison(
        _ c: ComparisonPredicate, _ range: TextRange, _ state: inout State, depth: Int
    ) throws -> SwiftCondition {
        guard c.modifier == .direct else {
            throw Unsupported(message: "\(c.modifier.rawValue) is not compiled", range: c.modifierRange ?? range)
        }
        var left = try operand(c.left, &state, depth: depth)
        var right = try operand(c.right, &state, depth: depth)
        var op = c.op
        if case .constant = left, !isConstant(right) {
            swap(&left, &right)
            op = Self.flipped(op)
        }
        guard case .constant = right, !isConstant(left) else {
            if case .list = right, !isConstant(left) { return try membership(left, right, op, c, range) }
            throw Unsupported(
                message: "comparisons of a row with another row, or of two constants, are not compiled", range: range)
        }
        guard case .constant(let literal) = right else { throw Unsupported(message: "unreachable", range: range) }
        let folding = c.options.intersection([.caseInsensitive, .diacriticInsensitive])
        switch op {
        case .equal: return try equality(left, literal, folding, range)
        case .notEqual: return try equality(left, literal, folding, range).negated
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return try ordering(left, op, literal, folding, range)
        case .contains, .beginsWith, .endsWith: return try substring(left, op, literal, folding, range)
        default:
            throw Unsupported(message: "\(op.rawValue) is not compiled", range: c.operatorRange)
        }
    }

    private func isConstant(_ operand: Operand) -> Bool {
        switch operand {
        case .constant, .list: return true
        default: return false
        }
    }

    private static func flipped(_ op: ComparisonOperator) -> ComparisonOperator {
        switch op {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return op
        }
    }

    /// `IN {a, b}`: equal to one of them; `BETWEEN {low, high}`: within both bounds.
    private func membership(
        _ left: Operand, _ right: Operand, _ op: ComparisonOperator, _ c: ComparisonPredicate, _ range: TextRange
    ) throws -> SwiftCondition {
        guard case .list(let items) = right else { throw Unsupported(message: "unreachable", range: range) }
        let folding = c.options.intersection([.caseInsensitive, .diacriticInsensitive])
        switch op {
        case .in:
            return .any(try items.map { try equality(left, $0, folding, range) })
        case .between where items.count == 2:
            return .all([
                try ordering(left, .greaterOrEqual, items[0], folding, range),
                try ordering(left, .lessOrEqual, items[1], folding, range),
            ])
        default:
            throw Unsupported(message: "\(op.rawValue) with a list is not compiled", range: c.operatorRange)
        }
    }

    /// `==`: XLForm's `isEqual:` after `$tag` becomes the row's value; nil equals only nil.
    private func equality(
        _ left: Operand, _ literal: Constant, _ folding: ComparisonOptions, _ range: TextRange
    ) throws -> SwiftCondition {
        if case .state(let expression) = left {
            guard let number = Self.number(literal) else { return .constant(false) }
            return number == 1 ? expression : number == 0 ? expression.negated : .constant(false)
        }
        let value = try scalar(left, range)
        if case .null = literal { return .equality(value.optional, equal: true, "nil") }
        switch (value.scalar, literal) {
        case (.string, .string(let s)):
            guard !folding.isEmpty else { return .equality(value.optional, equal: true, SwiftLiterals.string(s)) }
            // nil compares as nil, which is not .orderedSame.
            return .equality(
                value.chained("compare(\(SwiftLiterals.string(s)), options: \(Self.options(folding)))"), equal: true,
                ".orderedSame")
        case (.int, .integer(let i)): return .equality(value.optional, equal: true, "\(i)")
        case (.double, _) where Self.number(literal) != nil:
            return .equality(value.optional, equal: true, NumberText.floating(Self.number(literal)!))
        case (.int, _), (.float, _):
            guard let number = Self.number(literal) else { return .constant(false) }
            return .equality(value.mapped("Double($0) == \(NumberText.floating(number))"), equal: true, "true")
        case (.bool, _):
            guard let number = Self.number(literal) else { return .constant(false) }
            return number == 1 || number == 0
                ? .equality(value.optional, equal: true, number == 1 ? "true" : "false") : .constant(false)
        default: return .constant(false)
        }
    }

    /// `<`, `<=`, `>`, `>=`: numbers with numbers, strings with strings (`compare:`); nil is
    /// never ordered. Any other pair raises in XLForm, which keeps the row's previous state,
    /// a state a closure cannot know.
    private func ordering(
        _ left: Operand, _ op: ComparisonOperator, _ literal: Constant, _ folding: ComparisonOptions,
        _ range: TextRange
    ) throws -> SwiftCondition {
        // The operator, and the `compare(_:)` results it holds for.
        let (symbol, order): (String, String) =
            switch op {
            case .less: ("<", "== .orderedAscending")
            case .lessOrEqual: ("<=", "!= .orderedDescending")
            case .greater: (">", "== .orderedDescending")
            default: (">=", "!= .orderedAscending")
            }
        let raises = Unsupported(
            message:
                "XLForm raises on this comparison and keeps the row's previous state, which an Eureka condition cannot know",
            range: range)
        if case .null = literal { return .constant(false) }
        if case .state(let expression) = left {
            guard let number = Self.number(literal) else { throw raises }
            return .atom("(\(expression.groupedCode) ? 1 : 0) \(symbol) \(NumberText.plain(number))")
        }
        let value = try scalar(left, range)
        switch (value.scalar, literal) {
        case (.string, .string(let s)):
            let options = folding.isEmpty ? "" : ", options: \(Self.options(folding))"
            return .equality(
                value.mapped("$0.compare(\(SwiftLiterals.string(s))\(options)) \(order)"), equal: true, "true")
        case (.int, .integer(let i)): return .equality(value.mapped("$0 \(symbol) \(i)"), equal: true, "true")
        case (.double, _) where Self.number(literal) != nil:
            return .equality(
                value.mapped("$0 \(symbol) \(NumberText.floating(Self.number(literal)!))"), equal: true, "true")
        case (.int, _), (.float, _):
            guard let number = Self.number(literal) else { throw raises }
            return .equality(
                value.mapped("Double($0) \(symbol) \(NumberText.floating(number))"), equal: true, "true")
        case (.bool, _):
            guard let number = Self.number(literal) else { throw raises }
            return .equality(
                value.mapped("($0 ? 1 : 0) \(symbol) \(NumberText.plain(number))"), equal: true, "true")
        default: throw raises
        }
    }

    /// `CONTAINS`, `BEGINSWITH`, `ENDSWITH` on text: `rangeOfString:options:`, as NSPredicate
    /// does; an empty needle is never found; nil contains nothing.
    private func substring(
        _ left: Operand, _ op: ComparisonOperator, _ literal: Constant, _ folding: ComparisonOptions,
        _ range: TextRange
    ) throws -> SwiftCondition {
        if case .state = left {
            throw Unsupported(message: "\(op.rawValue) is compiled only for text rows and a text", range: range)
        }
        let value = try scalar(left, range)
        guard value.scalar == .string, case .string(let needle) = literal else {
            throw Unsupported(message: "\(op.rawValue) is compiled only for text rows and a text", range: range)
        }
        guard !needle.isEmpty else { return .constant(false) }
        var options: [String] = Self.optionNames(folding)
        if op == .beginsWith { options.append(".anchored") }
        if op == .endsWith { options += [".anchored", ".backwards"] }
        let argument =
            options.isEmpty
            ? "" : ", options: " + (options.count == 1 ? options[0] : "[\(options.joined(separator: ", "))]")
        // nil has no range: nil != nil is false.
        return .equality(value.chained("range(of: \(SwiftLiterals.string(needle))\(argument))"), equal: false, "nil")
    }

    /// What XLForm compares for a value operand.
    private enum Scalar: Equatable {
        case string, int, double, float, bool
        /// An XLFormOptionsObject, which equals no literal.
        case object
    }

    /// A value operand as generated code reads it: the optional local, or a URL row's text.
    private struct Value {
        let local: String
        let scalar: Scalar
        /// A URL row holds `URL?`; XLForm compares its text.
        let isURL: Bool

        /// The optional value: `name`, `url?.absoluteString`.
        var optional: String { isURL ? "\(local)?.absoluteString" : local }
        /// `name?.member`, `url?.absoluteString.member`: nil when the value is.
        func chained(_ member: String) -> String {
            isURL ? "\(local)?.absoluteString.\(member)" : "\(local)?.\(member)"
        }
        /// `name.map { body }`, `$0` being the value.
        func mapped(_ body: String) -> String {
            isURL
                ? "\(local).map { \(body.replacingOccurrences(of: "$0", with: "$0.absoluteString")) }"
                : "\(local).map { \(body) }"
        }
    }

    private func scalar(_ operand: Operand, _ range: TextRange) throws -> Value {
        switch operand {
        case .value(let row):
            switch row.kind {
            case .string: return Value(local: row.local, scalar: .string, isURL: false)
            case .url: return Value(local: row.local, scalar: .string, isURL: true)
            case .int: return Value(local: row.local, scalar: .int, isURL: false)
            case .double: return Value(local: row.local, scalar: .double, isURL: false)
            case .float: return Value(local: row.local, scalar: .float, isURL: false)
            case .bool: return Value(local: row.local, scalar: .bool, isURL: false)
            case .option(let type): return Value(local: row.local, scalar: Self.scalar(type), isURL: false)
            case .optionObject: return Value(local: row.local, scalar: .object, isURL: false)
            case .unreadable(let why): throw Unsupported(message: why, range: range)
            }
        case .formValue(let row, let type): return Value(local: row.local, scalar: Self.scalar(type), isURL: false)
        default: throw Unsupported(message: "unreachable", range: range)
        }
    }

    private static func scalar(_ type: EurekaOperandRow.ScalarType) -> Scalar {
        switch type {
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        }
    }

    /// A literal as NSNumber sees it (TRUE/YES are 1); nil for text and null.
    private static func number(_ literal: Constant) -> Double? {
        switch literal {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    private static func optionNames(_ folding: ComparisonOptions) -> [String] {
        var names: [String] = []
        if folding.contains(.caseInsensitive) { names.append(".caseInsensitive") }
        if folding.contains(.diacriticInsensitive) { names.append(".diacriticInsensitive") }
        return names
    }

    private static func options(_ folding: ComparisonOptions) -> String {
        let names = optionNames(folding)
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}
