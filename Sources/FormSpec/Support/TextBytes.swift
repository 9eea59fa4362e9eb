import Foundation

/// Byte-exact comparison and a cheap hash of document text, for the caches keyed by a row's
/// text. Bytes, not `String` equality: canonically equivalent texts are different JSON.
enum TextBytes {
    static func equal(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// Entries are compared in full, so the hash only spreads them: a multiply-mix over 8-byte
    /// words, several times cheaper than `Hasher` on whole rows.
    static func hash(_ seed: Int, _ text: ArraySlice<UInt8>) -> Int {
        var h = UInt64(truncatingIfNeeded: seed) ^ UInt64(text.count)
        text.withUnsafeBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 32
                i += 8
            }
            while i < raw.count {
                h = (h ^ UInt64(raw[i])) &* 0x100_0000_01B3
                i += 1
            }
        }
        return Int(truncatingIfNeeded: h)
    }
}
