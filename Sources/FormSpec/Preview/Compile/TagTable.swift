import Foundation

/// Values by tag for the lookups every given value and every `$tag` makes: open addressing
/// over FNV-1a of the tag's UTF-8, with the tags' bytes in one buffer compared by `memcmp`,
/// cheaper than `Dictionary`'s seeded SipHash and `String` comparison for keys this short.
/// The table is filled once, from the spec's tags, and only read after.
///
/// Tags match byte for byte, as `NSDictionary` matches `NSString` keys (`formRowWithTag:`):
/// "é" precomposed and decomposed are two tags, which Swift's `==` would join. (Only row
/// positions are kept this way; the observer lists still use Swift's equality.)
struct TagTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let offset: Int
        let count: Int
        let value: Value
    }

    /// Entry index + 1 per slot; 0 is empty.
    private let slots: [Int32]
    private let entries: [Entry]
    private let bytes: [UInt8]
    private let mask: Int

    /// A tag given twice keeps its last value, as a dictionary set in order does.
    init(_ pairs: [(tag: String, value: Value)]) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        var entries: [Entry] = []
        var bytes: [UInt8] = []
        for (tag, value) in pairs {
            var tag = tag
            let (slot, found) = tag.withUTF8 { key in
                bytes.withUnsafeBufferPointer { Self.probe(key, slots: slots, entries: entries, bytes: $0, mask: capacity - 1) }
            }
            if let found {
                entries[found] = Entry(offset: entries[found].offset, count: entries[found].count, value: value)
                continue
            }
            entries.append(Entry(offset: bytes.count, count: tag.utf8.count, value: value))
            slots[slot] = Int32(entries.count)
            bytes += tag.utf8
        }
        self.slots = slots
        self.entries = entries
        self.bytes = bytes
        mask = capacity - 1
    }

    subscript(tag: String) -> Value? {
        var tag = tag
        return tag.withUTF8 { key in
            bytes.withUnsafeBufferPointer { stored in
                Self.probe(key, slots: slots, entries: entries, bytes: stored, mask: mask).entry.map { entries[$0].value }
            }
        }
    }

    /// The entry holding `key`, or the empty slot where it would go.
    private static func probe(_ key: UnsafeBufferPointer<UInt8>, slots: [Int32], entries: [Entry], bytes: UnsafeBufferPointer<UInt8>,
                              mask: Int) -> (slot: Int, entry: Int?)
    {
        var slot = hash(key) & mask
        while case let index = Int(slots[slot]), index != 0 {
            let entry = entries[index - 1]
            if entry.count == key.count, key.isEmpty || memcmp(bytes.baseAddress! + entry.offset, key.baseAddress!, key.count) == 0 {
                return (slot, index - 1)
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
