import FormSpecJSON

/// A comparison reduced, once per predicate string, to what the type check needs: each side as
/// an `Operand`. Comparisons that no document could make wrong (`$a == nil`, sides of unknown
/// type) are dropped when the facts are built.
final class ComparisonFacts: Sendable {
    /// One side, as far as its syntax tells without the document.
    enum Operand: Sendable {
        /// A constant (`NIL` included), evaluated and described once.
        case constant(ValueDomain)
        /// `$tag.value`, and keys read from it (`$tag.value.length`).
        case rowValue(tag: String, keys: [String])
        /// `$tag.isHidden` / `$tag.isDisabled`: an NSNumber BOOL.
        case rowState(tag: String, attribute: String)
        /// Arithmetic, string functions, `now()`, `CAST`: a class fixed by the syntax; `text` is
        /// the side as written, for messages.
        case derived(ValueDomain.Classes, mayBeNil: Bool, text: String)
        case unknown

        var isConstant: Bool {
            if case .constant = self { return true }
            return false
        }

        var isNil: Bool {
            if case .constant(let domain) = self { return domain.isNilOnly }
            return false
        }
    }

    let range: TextRange
    let op: ComparisonOperator
    let options: ComparisonOptions
    let modifier: ComparisonModifier
    let left: Operand
    let right: Operand

    init?(_ shape: ComparisonShape, source: String) {
        left = Self.operand(shape.left.expression, source)
        right = Self.operand(shape.right.expression, source)
        switch (left, right) {
        case (.unknown, _), (_, .unknown), (.constant, .constant):
            return nil  // nothing to check, or constant-predicate's
        default:
            break
        }
        // `== nil` and `!= nil` are right for every row; only a BOOL state is never nil.
        if shape.op == .equal || shape.op == .notEqual, shape.modifier == .direct, left.isNil || right.isNil {
            if case .rowState = left {} else if case .rowState = right {} else { return nil }
        }
        range = shape.range
        op = shape.op
        options = shape.options
        modifier = shape.modifier
    }

    /// Constants repeat across a form's predicates (`== 0`, `== 'yes'`) and every row keeps its
    /// predicates' facts: one operand per constant's text (compared by its bytes), shared.
    private static let constants = GenerationalCache<ExactJSON, Operand>(limit: 256)

    private static func operand(_ e: ExpressionNode, _ source: String) -> Operand {
        if ConstantFolding.isConstant(e) {
            func evaluated() -> Operand {
                do {
                    return .constant(.constant(try PredicateEvaluator().value(of: e, variables: VariableBindings())))
                } catch {
                    return .unknown  // raises whatever the rows hold: not a type question
                }
            }
            // The text is the value, but for a `$` in a string, which XLForm's rewrite changes
            // depending on what follows.
            let text = source.utf8Slice(e.range)
            if text.isEmpty || text.utf8.contains(UInt8(ascii: "$")) { return evaluated() }
            return constants.value(for: ExactJSON(.string(text)), make: evaluated)
        }
        switch e.kind {
        case .keyPath(let base?, let components):
            guard case .variable(let tag) = base.kind, let first = components.first else { return .unknown }
            if first.name == "value" { return .rowValue(tag: tag, keys: components.dropFirst().map(\.name)) }
            if components.count == 1, ConditionKind(stateAttribute: first.name) != nil {
                return .rowState(tag: tag, attribute: first.name)
            }
            return .unknown
        case .arithmetic, .negate, .onesComplement, .index(_, .size):
            // Numbers, or an exception for anything else.
            return .derived(.number, mayBeNil: false, text: source.utf8Slice(e.range))
        case .function(let call):
            guard let (classes, mayBeNil) = functionResult(call) else { return .unknown }
            return .derived(classes, mayBeNil: mayBeNil, text: source.utf8Slice(e.range))
        default:
            return .unknown
        }
    }

    /// What a built-in function returns, when its name alone says.
    private static func functionResult(_ call: FunctionCall) -> (ValueDomain.Classes, Bool)? {
        guard call.syntax != .custom, let function = BuiltinFunction(rawValue: call.name) else { return nil }
        switch function {
        case .uppercase, .lowercase: return (.string, true)
        case .now: return (.date, false)
        case .castObject:
            guard call.arguments.count == 2, case .constant(.string(let type)) = call.arguments[1].kind else {
                return nil
            }
            switch type {
            case "NSString": return (.string, true)
            case "NSNumber", "NSDecimalNumber": return (.number, true)
            case "NSDate": return (.date, true)
            default: return nil
            }
        // These pick among their arguments, which may be of any class.
        case .min, .max, .mode, .noindex, .randomElement, .distanceToLocation: return nil
        default: return (.number, true)
        }
    }
}
