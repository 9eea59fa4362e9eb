/// CONTAINS / BEGINSWITH / ENDSWITH when both strings are printable ASCII (U+0020–U+007E):
/// there Foundation's search compares the bytes, with letters folded for `[c]`, and `[d]`
/// changes nothing (no combining marks, no multi-scalar characters, no case mapping outside
/// ASCII). Several times cheaper than bridging to NSString; any other string is left to
/// Foundation (`find` answers nil). `StringSearchTests` checks both ways agree.
enum ASCIISearch {
    static func find(
        _ needle: String, in haystack: String, caseInsensitive: Bool, anchor: StringOperators.Anchor?
    ) -> Bool? {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { n in
            haystack.withUTF8 { h in
                guard isPrintableASCII(n), isPrintableASCII(h) else { return nil }
                guard n.count <= h.count else { return false }
                func matches(at start: Int) -> Bool {
                    for i in 0..<n.count {
                        let a = h[start + i], b = n[i]
                        if a == b { continue }
                        guard caseInsensitive, lowercased(a) == lowercased(b) else { return false }
                    }
                    return true
                }
                switch anchor {
                case .start?: return matches(at: 0)
                case .end?: return matches(at: h.count - n.count)
                case nil:
                    for start in 0...(h.count - n.count) where matches(at: start) { return true }
                    return false
                }
            }
        }
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
