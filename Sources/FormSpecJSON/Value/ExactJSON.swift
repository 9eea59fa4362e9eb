#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON value compared as it is written, for caches of encoded text. `JSONValue`'s own
/// equality ignores member order, compares strings by canonical equivalence (`é` precomposed
/// or not) and `-0.0` equal to `0.0`.
public struct ExactJSON: Hashable, Sendable {
    public let value: JSONValue

    public init(_ value: JSONValue) { self.value = value }

    // Values equal here are equal as `JSONValue`s, so its hash serves.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    public static func == (a: ExactJSON, b: ExactJSON) -> Bool { same(a.value, b.value) }

    public static func same(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    public static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.string(let x), .string(let y)): return same(x, y)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
        default: return false
        }
    }
}
