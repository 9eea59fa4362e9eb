#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the strings a `JSONWriter` dumped lie in its text, found by their UTF-8 bytes.
///
/// Why not `[String: Range<Int>]`: a preview result looks up about 150 strings, most of them
/// found, and `String` hashing (SipHash over the normalized contents) with the dictionary
/// around it cost about 1,000 instructions per lookup, more than the dump it saves. Here a
/// lookup is a multiply per 8 bytes and one `memcmp`.
struct DumpedStrings {
    private struct Slot {
        var hash: UInt64
        /// The string's bytes in `sources`; count −1 for an empty slot.
        var source: Int
        var count: Int
        var dumped: Range<Int>
    }

    private static let empty = Slot(hash: 0, source: 0, count: -1, dumped: 0..<0)
    /// A power of two, at most half full.
    private var slots = [Slot](repeating: DumpedStrings.empty, count: 64)
    private var used = 0
    /// The bytes of every string kept, one after the other.
    private var sources: [UInt8] = []

    /// Where the string with these bytes was dumped, if it was.
    func dumped(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Range<Int>? {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.count < 0 { return nil }
            if slot.hash == hash, slot.count == utf8.count, sameBytes(utf8, at: slot.source) { return slot.dumped }
            index = (index + 1) & mask
        }
    }

    /// Keeps where the string with these bytes (not kept yet) was dumped.
    mutating func keep(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, dumped: Range<Int>) {
        if (used + 1) * 2 > slots.count { grow() }
        let source = sources.count
        sources.append(contentsOf: utf8)
        place(Slot(hash: hash, source: source, count: utf8.count, dumped: dumped))
        used += 1
    }

    private func sameBytes(_ utf8: UnsafeBufferPointer<UInt8>, at source: Int) -> Bool {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return true }
        return sources.withUnsafeBufferPointer { kept in memcmp(kept.baseAddress! + source, base, utf8.count) == 0 }
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].count >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Self.empty, count: old.count * 2)
        for slot in old where slot.count >= 0 { place(slot) }
    }

    /// A hash of the bytes, 8 at a time: enough spread for a table of a few hundred strings.
    static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: utf8.count) &* multiplier
        guard let base = utf8.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= utf8.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        if offset < utf8.count {
            var tail: UInt64 = 0
            for (shift, byte) in utf8[offset...].enumerated() { tail |= UInt64(byte) << (UInt64(shift) * 8) }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        return hash ^ (hash >> 32)
    }
}
