#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Positions of byte strings, for keys looked up in hot loops (a spec's tags, the strings a
/// JSON writer dumped): the n-th key added answers n, and callers keep their values in an
/// array by that position. Open addressing over a hash of the bytes taken a word at a time,
/// each key's bytes kept in one buffer and compared with one `memcmp`. A `[String: Value]`
/// lookup costs a seeded SipHash over the string and a `String` comparison, about 1,000
/// instructions for a short key, several times this one's.
///
/// Keys match byte for byte: "é" precomposed and decomposed are two keys, which Swift's `==`
/// would join. Keys are added, never removed. (Not generic: a generic table used from another
/// module was left unspecialized there and cost a fifth more per preview.)
package struct ByteKeyIndex: Sendable {
    private struct Slot {
        var hash: UInt64
        /// Position of the key + 1; 0 for an empty slot.
        var position: Int
    }

    /// A power of two, at most half full.
    private var slots: [Slot]
    /// Where each key's bytes lie in `keys`, by position.
    private var ranges: [Range<Int>] = []
    private var keys: [UInt8] = []

    /// Room for `capacity` keys before the index grows.
    package init(capacity: Int = 32) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = [Slot](repeating: Slot(hash: 0, position: 0), count: size)
    }

    package var count: Int { ranges.count }

    /// The position of the key with these bytes; `hash` is `hash(key)`.
    package func position(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        find(key, hash: hash).position
    }

    package func position(of key: String) -> Int? {
        // Read in place where the string allows it (native and small strings): `withUTF8`
        // wants a mutable copy.
        if let found = key.utf8.withContiguousStorageIfAvailable({ position(of: $0, hash: Self.hash($0)) }) {
            return found
        }
        var key = key
        return key.withUTF8 { position(of: $0, hash: Self.hash($0)) }
    }

    /// The key's position, a new one (`count` before the call) when it was not there.
    @discardableResult
    package mutating func add(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (position: Int, isNew: Bool) {
        if (ranges.count + 1) * 2 > slots.count { grow() }
        let found = find(key, hash: hash)
        if let position = found.position { return (position, false) }
        ranges.append(keys.count..<keys.count + key.count)
        keys.append(contentsOf: key)
        slots[found.slot] = Slot(hash: hash, position: ranges.count)
        return (ranges.count - 1, true)
    }

    @discardableResult
    package mutating func add(_ key: String) -> (position: Int, isNew: Bool) {
        var key = key
        return key.withUTF8 { add($0, hash: Self.hash($0)) }
    }

    /// The position holding `key`, or the empty slot where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let candidate = slots[slot]
            if candidate.position == 0 { return (slot, nil) }
            if candidate.hash == hash, holds(key, at: candidate.position - 1) { return (slot, candidate.position - 1) }
            slot = (slot + 1) & mask
        }
    }

    private func holds(_ key: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let stored = ranges[position]
        guard stored.count == key.count else { return false }
        guard let base = key.baseAddress, !key.isEmpty else { return true }
        return keys.withUnsafeBufferPointer { memcmp($0.baseAddress! + stored.lowerBound, base, key.count) == 0 }
    }

    /// Twice the slots, each key placed again by its kept hash.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(hash: 0, position: 0), count: old.count * 2)
        let mask = slots.count - 1
        for kept in old where kept.position != 0 {
            var slot = Int(truncatingIfNeeded: kept.hash) & mask
            while slots[slot].position != 0 { slot = (slot + 1) & mask }
            slots[slot] = kept
        }
    }

    /// A hash of the bytes, 8 at a time: enough spread for indexes of a few thousand keys.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        if offset < bytes.count {
            // The last word, overlapping the one before, when there is one; else byte by byte.
            var tail: UInt64 = 0
            if bytes.count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for i in offset..<bytes.count { tail |= UInt64(base[i]) << (UInt64(i - offset) * 8) }
            }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        return hash ^ (hash >> 32)
    }
}
