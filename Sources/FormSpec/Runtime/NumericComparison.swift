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

    /// `compare:` on numbers, following CFNumberCompare: integers compare exactly; when a
    /// double is involved both sides are compared as doubles, NaN equals NaN and sorts below
    /// positive and above negative numbers, and -0.0 sorts before +0.0. Decimals compare as
    /// decimals (NSDecimalNumber) unless a double or NaN is involved.
    static func compare(_ a: Numeric, _ b: Numeric) -> ComparisonResult {
        switch (a, b) {
        case (.integer(let x), .integer(let y)):
            return order(x, y)
        case (.decimal(let x), .integer(let y)) where !x.isNaN:
            return order(x, Decimal(y))
        case (.integer(let x), .decimal(let y)) where !y.isNaN:
            return order(Decimal(x), y)
        case (.decimal(let x), .decimal(let y)) where !x.isNaN && !y.isNaN:
            return order(x, y)
        default:
            return compareAsDoubles(a.doubleValue, b.doubleValue)
        }
    }

    private static func compareAsDoubles(_ d1: Double, _ d2: Double) -> ComparisonResult {
        let s1: Double = d1.sign == .minus ? -1 : 1
        let s2: Double = d2.sign == .minus ? -1 : 1
        if d1.isNaN && d2.isNaN { return .orderedSame }
        if d1.isNaN { return s2 < 0 ? .orderedDescending : .orderedAscending }
        if d2.isNaN { return s1 < 0 ? .orderedAscending : .orderedDescending }
        if s1 < s2 { return .orderedAscending }
        if s2 < s1 { return .orderedDescending }
        return order(d1, d2)
    }

    private static func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
        x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
    }

    /// One comparison of two decimals, where `<` and `>` would normalise them twice.
    private static func order(_ x: Decimal, _ y: Decimal) -> ComparisonResult {
        var (x, y) = (x, y)
        return NSDecimalCompare(&x, &y)
    }
}
