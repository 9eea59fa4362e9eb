import Foundation

extension JSONValue {
    /// Encodes to the same text: strings and keys equal byte for byte (`==` calls canonically
    /// equivalent strings equal, "é" and "e\u{301}"), numbers of the same kind and bits (`==`
    /// calls 0.0 and -0.0 equal), members in the same order. For reusing text encoded before;
    /// `asciiOnly`: every string and key of `self` is ASCII (`isASCII`), which makes the check cheap.
    public func isIdentical(to other: JSONValue, asciiOnly: Bool = false) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): return JSONValue.sameBytes(a, b, firstIsASCII: asciiOnly)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1, asciiOnly: asciiOnly) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy {
                JSONValue.sameBytes($0.key, $1.key, firstIsASCII: asciiOnly) && $0.value.isIdentical(to: $1.value, asciiOnly: asciiOnly)
            }
        default: return false
        }
    }

    /// Every string and key is ASCII.
    public var isASCII: Bool {
        switch self {
        case .null, .bool, .integer, .double: return true
        case .string(let s): return s.utf8.allSatisfy { $0 < 0x80 }
        case .array(let items): return items.allSatisfy(\.isASCII)
        case .object(let object): return object.allSatisfy { JSONValue.string($0.key).isASCII && $0.value.isASCII }
        }
    }

    /// The same UTF-8 bytes (both nil counts as the same). `firstIsASCII`: `a` is known to be
    /// ASCII; a string canonically equivalent to an ASCII one with as many bytes is that string
    /// (no canonical decomposition yields two ASCII scalars), so `==` then settles it.
    public static func sameBytes(_ a: String?, _ b: String?, firstIsASCII: Bool = false) -> Bool {
        guard var a, var b else { return a == nil && b == nil }
        // Counts are O(1) and `==` is O(1) for strings sharing storage, the common case here.
        guard a.utf8.count == b.utf8.count, a == b else { return false }
        if firstIsASCII { return true }
        return a.withUTF8 { x in
            b.withUTF8 { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}
