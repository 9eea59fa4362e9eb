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

    /// `firstIsASCII`: `a` is known to be ASCII (`isASCII`), which makes the check cheap: a
    /// string canonically equivalent to an ASCII one with as many bytes is that string (no
    /// canonical decomposition yields two ASCII scalars), and `==` is O(1) for strings sharing
    /// storage, the common case of a cache hit.
    public static func same(_ a: String, _ b: String, firstIsASCII: Bool = false) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        if firstIsASCII { return a == b }
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// `firstIsASCII`: every string and key of `a` is ASCII.
    public static func same(_ a: JSONValue, _ b: JSONValue, firstIsASCII: Bool = false) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.string(let x), .string(let y)): return same(x, y, firstIsASCII: firstIsASCII)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, firstIsASCII: firstIsASCII) }
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && zip(x, y).allSatisfy {
                    same($0.key, $1.key, firstIsASCII: firstIsASCII)
                        && same($0.value, $1.value, firstIsASCII: firstIsASCII)
                }
        default: return false
        }
    }

    /// Every string and key is ASCII.
    public static func isASCII(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .integer, .double: return true
        case .string(let s): return s.utf8.allSatisfy { $0 < 0x80 }
        case .array(let items): return items.allSatisfy(isASCII)
        case .object(let object): return object.allSatisfy { $0.key.utf8.allSatisfy { $0 < 0x80 } && isASCII($0.value) }
        }
    }
}
