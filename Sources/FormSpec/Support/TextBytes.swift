import FormSpecJSON
import Foundation

/// Byte-exact comparison and a cheap hash of document text, for the caches keyed by a row's
/// text. Bytes, not `String` equality: canonically equivalent texts are different JSON.
enum TextBytes {
    static func equal(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// Entries are compared in full, so the hash only spreads them: `ByteKeyIndex`'s word-wise
    /// multiply-mix, several times cheaper than `Hasher` on whole rows, with the seed mixed in.
    static func hash(_ seed: Int, _ text: ArraySlice<UInt8>) -> Int {
        let bytes = text.withUnsafeBufferPointer { ByteKeyIndex.hash($0) }
        return Int(truncatingIfNeeded: bytes ^ (UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15))
    }
}
