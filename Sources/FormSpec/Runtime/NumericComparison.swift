import Foundation

/// A number of any Foundation flavour, reduced to what comparison and arithmetic need.
enum Numeric {
    case integer(Int64)
    case double(Double)
    case decimal(Decimal)

    init?(_ value: RuntimeValue) {
        switch value {
        case .number(.bool(let b)): self = .integer(b ? 1 : 0)
        case .number(.integer(let i)): self = .integer(i)
        case .number(.double(let d)): self = .double(d)
        case .decimal(let d): self = .decimal(d)
        default: return nil
        }
    }

    var doubleValue: Double {
        switch self {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        case .decimal(let d): return d.isNaN ? .nan : NSDecimalNumber(decimal: d).doubleValue
        }
    }

    var isNaN: Bool {
        switch self {
        case .integer: return false
        case .double(let d): return d.isNaN
        case .decimal(let d): return d.isNaN
        }
    }

    /// Total order used by `compare:` on numbers. NaN equals NaN and sorts below every other
    /// number, as CFNumber orders it, so sorting and equality stay consistent.
    static func compare(_ a: Numeric, _ b: Numeric) -> ComparisonResult {
        switch (a.isNaN, b.isNaN) {
        case (true, true): return .orderedSame
        case (true, false): return .orderedAscending
        case (false, true): return .orderedDescending
        case (false, false): break
        }
        switch (a, b) {
        case (.integer(let x), .integer(let y)):
            return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
        case (.integer(let x), .double(let y)):
            return compareExact(x, y)
        case (.double(let x), .integer(let y)):
            return compareExact(y, x).reversed
        case (.decimal(let x), .integer(let y)):
            return order(x, Decimal(y))
        case (.integer(let x), .decimal(let y)):
            return order(Decimal(x), y)
        case (.decimal(let x), .decimal(let y)):
            return order(x, y)
        default:
            return order(a.doubleValue, b.doubleValue)
        }
    }

    private static func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
        x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
    }

    /// Compares an integer with a double without rounding the integer through `Double`.
    private static func compareExact(_ i: Int64, _ d: Double) -> ComparisonResult {
        if d >= 9.223372036854775807e18 { return .orderedAscending }
        if d < -9.223372036854775808e18 { return .orderedDescending }
        let whole = d.rounded(.down)
        let wi = Int64(whole)
        if i < wi { return .orderedAscending }
        if i > wi { return .orderedDescending }
        return d > whole ? .orderedAscending : .orderedSame
    }
}

extension ComparisonResult {
    var reversed: ComparisonResult {
        switch self {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
