import FormSpecJSON
import XCTest

@testable import FormSpec

/// S-expressions of trees, to assert structure (precedence, grouping) independently of how
/// the tree is printed.
enum SExpression {
    static func of(_ p: PredicateNode) -> String {
        switch p.kind {
        case .truePredicate: return "T"
        case .falsePredicate: return "F"
        case .invalid: return "?"
        case .and(let items): return "(AND " + items.map(of).joined(separator: " ") + ")"
        case .or(let items): return "(OR " + items.map(of).joined(separator: " ") + ")"
        case .not(let inner): return "(NOT " + of(inner) + ")"
        case .comparison(let c):
            let modifier = c.modifier == .direct ? "" : c.modifier.rawValue + " "
            let options = c.options.isEmpty ? "" : "[\(c.options.letters)]"
            return "(\(modifier)\(c.op.rawValue)\(options) \(of(c.left)) \(of(c.right)))"
        }
    }

    static func of(_ e: ExpressionNode) -> String {
        switch e.kind {
        case .arithmetic(let op, let l, let r): return "(\(op.rawValue) \(of(l)) \(of(r)))"
        case .negate(let x): return "(neg \(of(x)))"
        case .onesComplement(let x): return "(~ \(of(x)))"
        default: return e.formatDescription
        }
    }
}

extension XCTestCase {
    /// Parses a plain format string that must be free of errors.
    func parsed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> PredicateNode? {
        let result = PredicateFormat.parse(source)
        XCTAssertEqual(result.syntaxErrors, [], source, file: file, line: line)
        return result.predicate
    }

    func evaluate(
        _ source: String, object: RuntimeValue? = nil, _ variables: [String: RuntimeValue] = [:],
        evaluator: PredicateEvaluator = PredicateEvaluator()
    ) throws -> Bool {
        let result = PredicateFormat.parse(source)
        guard let predicate = result.predicate, result.syntaxErrors.isEmpty else {
            throw EvaluationError(.unsupported, "syntax error: \(result.syntaxErrors)")
        }
        return try evaluator.evaluate(predicate, object: object, variables: VariableBindings(variables))
    }

    /// The error thrown by evaluating `source`, or nil when it evaluates.
    func evaluationError(
        _ source: String, object: RuntimeValue? = nil, _ variables: [String: RuntimeValue] = [:]
    ) -> EvaluationError? {
        let result = PredicateFormat.parse(source)
        guard let predicate = result.predicate, result.syntaxErrors.isEmpty else { return nil }
        do {
            _ = try PredicateEvaluator().evaluate(predicate, object: object, variables: VariableBindings(variables))
            return nil
        } catch {
            return error
        }
    }
}
