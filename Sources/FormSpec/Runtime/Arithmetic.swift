import Foundation

/// Arithmetic on Foundation numbers, as the `add:to:`, `from:subtract:`, ... functions do it.
/// Decimal operands stay decimal (NSDecimalNumber arithmetic); integers stay integers while the
/// result is exact; everything else is computed in double precision.
public enum Arithmetic {
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", power = "**"
        case modulus = "%"
        case bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^", leftShift = "<<", rightShift = ">>"

        /// The NSExpression function name Foundation uses for the operator.
        public var functionName: String {
            switch self {
            case .add: return "add:to:"
            case .subtract: return "from:subtract:"
            case .multiply: return "multiply:by:"
            case .divide: return "divide:by:"
            case .power: return "raise:toPower:"
            case .modulus: return "modulus:by:"
            case .bitwiseAnd: return "bitwiseAnd:with:"
            case .bitwiseOr: return "bitwiseOr:with:"
            case .bitwiseXor: return "bitwiseXor:with:"
            case .leftShift: return "leftshift:by:"
            case .rightShift: return "rightshift:by:"
            }
        }
    }

    static func operand(_ value: RuntimeValue?, _ op: Operator) throws(EvaluationError) -> Numeric {
        guard let value, let n = Numeric(value) else {
            let name = value?.className ?? "nil"
            throw .typeMismatch("\(op.functionName) needs numbers, got \(name)")
        }
        return n
    }

    public static func apply(
        _ op: Operator, _ a: RuntimeValue?, _ b: RuntimeValue?
    ) throws(EvaluationError) -> RuntimeValue {
        let x = try operand(a, op)
        let y = try operand(b, op)
        switch op {
        case .bitwiseAnd, .bitwiseOr, .bitwiseXor, .leftShift, .rightShift:
            return .integer(bitwise(op, int64(x), int64(y)))
        default:
            break
        }
        if case .decimal(let dx) = x, let dy = decimalOperand(y) { return try decimal(op, dx, dy) }
        if case .decimal(let dy) = y, let dx = decimalOperand(x) { return try decimal(op, dx, dy) }
        if case .integer(let ix) = x, case .integer(let iy) = y, let exact = integer(op, ix, iy) {
            return .integer(exact)
        }
        return .double(double(op, x.doubleValue, y.doubleValue))
    }

    /// Decimal arithmetic keeps going when the other side is an integer (exactly representable).
    private static func decimalOperand(_ n: Numeric) -> Decimal? {
        switch n {
        case .decimal(let d): return d
        case .integer(let i): return Decimal(i)
        case .double: return nil
        }
    }

    private static func int64(_ n: Numeric) -> Int64 {
        switch n {
        case .integer(let i): return i
        case .double(let d): return NumberValue.double(d).int64Value
        case .decimal: return NumberValue.double(n.doubleValue).int64Value
        }
    }

    private static func bitwise(_ op: Operator, _ x: Int64, _ y: Int64) -> Int64 {
        switch op {
        case .bitwiseAnd: return x & y
        case .bitwiseOr: return x | y
        case .bitwiseXor: return x ^ y
        case .leftShift: return y >= 64 || y <= -64 ? 0 : x << y
        case .rightShift: return y >= 64 ? (x < 0 ? -1 : 0) : (y <= -64 ? 0 : x >> y)
        default: return 0
        }
    }

    private static func integer(_ op: Operator, _ x: Int64, _ y: Int64) -> Int64? {
        switch op {
        case .add:
            let (r, o) = x.addingReportingOverflow(y)
            return o ? nil : r
        case .subtract:
            let (r, o) = x.subtractingReportingOverflow(y)
            return o ? nil : r
        case .multiply:
            let (r, o) = x.multipliedReportingOverflow(by: y)
            return o ? nil : r
        case .modulus:
            if y == 0 || (x == .min && y == -1) { return nil }
            return x % y
        default:
            return nil
        }
    }

    private static func double(_ op: Operator, _ x: Double, _ y: Double) -> Double {
        switch op {
        case .add: return x + y
        case .subtract: return x - y
        case .multiply: return x * y
        case .divide: return x / y
        case .power: return Foundation.pow(x, y)
        case .modulus: return fmod(x, y)
        default: return .nan
        }
    }

    private static func decimal(_ op: Operator, _ x: Decimal, _ y: Decimal) throws(EvaluationError) -> RuntimeValue {
        switch op {
        case .add: return .decimal(x + y)
        case .subtract: return .decimal(x - y)
        case .multiply: return .decimal(x * y)
        case .divide:
            if y.isZero && !x.isNaN {
                throw EvaluationError(.arithmetic, "NSDecimalNumber divide by zero")
            }
            return .decimal(x / y)
        default:
            return .double(double(op, Numeric.decimal(x).doubleValue, Numeric.decimal(y).doubleValue))
        }
    }

    /// Unary minus, which Foundation expresses as `from:subtract:(0, x)`.
    public static func negate(_ a: RuntimeValue?) throws(EvaluationError) -> RuntimeValue {
        try apply(.subtract, .integer(0), a)
    }

    /// `onesComplement:`.
    public static func onesComplement(_ a: RuntimeValue?) throws(EvaluationError) -> RuntimeValue {
        guard let a, let n = Numeric(a) else {
            throw .typeMismatch("onesComplement: needs a number, got \(a?.className ?? "nil")")
        }
        return .integer(~int64(n))
    }
}
