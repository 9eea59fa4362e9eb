import FormSpecJSON
import Foundation

/// Evaluates predicates with NSPredicate semantics (`-evaluateWithObject:substitutionVariables:`).
///
/// `object` is SELF (for XLForm: the row or section whose `hidden`/`disabled` is evaluated).
/// Errors are what Foundation raises; XLForm catches them and keeps the previous state.
public struct PredicateEvaluator: Sendable {
    /// The clock behind `now()`.
    public var now: @Sendable () -> Date
    /// Uniform numbers in [0, 1) behind `random()`, `random:` and `randomn:`.
    public var random: @Sendable () -> Double
    /// Engine for MATCHES, with its time budget.
    public var regex: RegexEngine

    public init(
        now: @escaping @Sendable () -> Date = { Date() },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        regex: RegexEngine = .shared
    ) {
        self.now = now
        self.random = random
        self.regex = regex
    }

    public func evaluate(
        _ predicate: PredicateNode, object: RuntimeValue? = nil, variables: some PredicateVariables
    ) throws(EvaluationError) -> Bool {
        var scope = EvaluationScope(evaluator: self, object: object, variables: variables)
        return try scope.evaluate(predicate)
    }

    public func evaluate(_ predicate: PredicateNode, object: RuntimeValue? = nil) throws(EvaluationError) -> Bool {
        try evaluate(predicate, object: object, variables: VariableBindings())
    }

    /// The value of an expression (`-[NSExpression expressionValueWithObject:context:]`).
    public func value(
        of expression: ExpressionNode, object: RuntimeValue? = nil, variables: some PredicateVariables
    ) throws(EvaluationError) -> RuntimeValue? {
        var scope = EvaluationScope(evaluator: self, object: object, variables: variables)
        return try scope.value(expression)
    }
}

/// One evaluation: SELF, the bindings, and variables bound inside it (SUBQUERY, `:=`).
struct EvaluationScope<Variables: PredicateVariables> {
    let evaluator: PredicateEvaluator
    let object: RuntimeValue?
    let variables: Variables
    var locals: [(name: String, value: RuntimeValue?)] = []

    init(evaluator: PredicateEvaluator, object: RuntimeValue?, variables: Variables) {
        self.evaluator = evaluator
        self.object = object
        self.variables = variables
    }

    mutating func evaluate(_ p: PredicateNode) throws(EvaluationError) -> Bool {
        switch p.kind {
        case .truePredicate: return true
        case .falsePredicate: return false
        case .and(let items):
            for item in items where try !evaluate(item) { return false }
            return true
        case .or(let items):
            for item in items where try evaluate(item) { return true }
            return false
        case .not(let inner):
            return try !evaluate(inner)
        case .comparison(let c):
            do {
                return try compare(c)
            } catch {
                throw error.located(at: p.range)
            }
        case .invalid:
            throw EvaluationError(.unsupported, "the predicate has a syntax error here", range: p.range)
        }
    }

    private mutating func compare(_ c: ComparisonPredicate) throws(EvaluationError) -> Bool {
        let lhs = try value(c.left)
        let rhs = try value(c.right)
        let regex = evaluator.regex
        guard c.modifier != .direct else {
            return try ComparisonEvaluation.evaluate(c.op, lhs, rhs, c.options, regex: regex)
        }
        let elements: [RuntimeValue]
        switch lhs {
        case nil, .null?: elements = []
        case .array(let a)?: elements = a
        case let other?:
            throw .typeMismatch(
                "The left hand side for an ALL or ANY operator must be either an NSArray or an NSSet, got \(other.className)"
            )
        }
        switch c.modifier {
        case .all:
            for e in elements where try !ComparisonEvaluation.evaluate(c.op, e, rhs, c.options, regex: regex) {
                return false
            }
            return true
        case .any, .none:
            var found = false
            for e in elements where try ComparisonEvaluation.evaluate(c.op, e, rhs, c.options, regex: regex) {
                found = true
                break
            }
            return c.modifier == .any ? found : !found
        case .direct:
            return false
        }
    }

    mutating func value(_ e: ExpressionNode) throws(EvaluationError) -> RuntimeValue? {
        do {
            return try rawValue(e)
        } catch {
            throw error.located(at: e.range)
        }
    }

    private mutating func rawValue(_ e: ExpressionNode) throws(EvaluationError) -> RuntimeValue? {
        switch e.kind {
        case .constant(let c):
            return c.runtimeValue
        case .evaluatedObject:
            return object
        case .variable(let name):
            return try variable(name)
        case .keyPath(let base, let components):
            var root = object
            if let base { root = try value(base) }
            if components.count == 1 {
                guard let root else { return nil }
                if components[0].name.hasPrefix("@"), case .array(let items) = root {
                    return try CollectionOperators.apply(components[0].name, to: items, rest: [], in: variables)
                }
                return try KeyValueCoding.value(of: root, forKey: components[0].name, in: variables)
            }
            return try KeyValueCoding.value(of: root, keyPath: ArraySlice(components.map(\.name)), in: variables)
        case .index(let base, let index):
            return try self.index(try value(base), index)
        case .aggregate(let items):
            var out: [RuntimeValue] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try value(item) ?? .null) }
            return .array(out)
        case .arithmetic(let op, let l, let r):
            return try Arithmetic.apply(op, try value(l), try value(r))
        case .negate(let x):
            return try Arithmetic.negate(try value(x))
        case .onesComplement(let x):
            return try Arithmetic.onesComplement(try value(x))
        case .function(let call):
            var args: [RuntimeValue?] = []
            args.reserveCapacity(call.arguments.count)
            for a in call.arguments { args.append(try value(a)) }
            return try Functions.call(call, args, evaluator)
        case .subquery(let s):
            return try subquery(s)
        case .assignment(let name, let valueExpression):
            let v = try value(valueExpression)
            locals.append((name, v))
            return v
        case .invalid:
            throw EvaluationError(.unsupported, "the predicate has a syntax error here")
        }
    }

    private func variable(_ name: String) throws(EvaluationError) -> RuntimeValue? {
        for local in locals.reversed() where local.name == name { return local.value }
        switch variables.lookup(name) {
        case .bound(let v): return v
        case .unbound: throw .unknownVariable(name)
        }
    }

    private mutating func index(_ base: RuntimeValue?, _ index: IndexSelector) throws(EvaluationError) -> RuntimeValue?
    {
        guard let base, !isNullish(base) else { return nil }
        switch (base, index) {
        case (.array(let items), .first): return items.first
        case (.array(let items), .last): return items.last
        case (.array(let items), .size): return .integer(items.count)
        case (.dictionary(let d), .size): return .integer(d.count)
        case (.array(let items), .expression(let e)):
            guard let i = try value(e), let n = Numeric(i) else {
                throw .typeMismatch("an array index must be a number")
            }
            let position = NumberValue.double(n.doubleValue).int64Value
            guard position >= 0, position < items.count else {
                throw EvaluationError(.typeMismatch, "index \(position) beyond bounds [0 .. \(items.count - 1)]")
            }
            return items[Int(position)]
        case (.dictionary(let d), .expression(let e)):
            guard case .string(let key)? = try value(e) else {
                throw .typeMismatch("a dictionary index must be a string")
            }
            return d[key]
        default:
            throw .typeMismatch("\(base.className) cannot be indexed")
        }
    }

    private mutating func subquery(_ s: Subquery) throws(EvaluationError) -> RuntimeValue? {
        let elements: [RuntimeValue]
        switch try value(s.collection) {
        case nil, .null?: elements = []
        case .array(let a)?: elements = a
        case let other?: throw .typeMismatch("SUBQUERY needs a collection, got \(other.className)")
        }
        var matches: [RuntimeValue] = []
        for element in elements {
            let mark = locals.count
            locals.append((s.variable, element))
            defer { locals.removeSubrange(mark...) }
            if try evaluate(s.predicate) { matches.append(element) }
        }
        return .array(matches)
    }
}
