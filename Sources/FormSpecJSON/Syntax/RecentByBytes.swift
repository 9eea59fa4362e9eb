/// The last value kept for each of 256 hashes of a byte string, with the bytes it was kept
/// for: what a parse remembers of the literals it met, bounded whatever the document holds (a
/// value kept on a taken slot replaces the one there).
struct RecentByBytes<Value> {
    private var slots: [(bytes: [UInt8], value: Value)?] = []

    init() {}

    /// The value kept for exactly these bytes, if it is still there.
    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard !slots.isEmpty, let kept = slots[Self.slot(bytes)] else { return nil }
        return kept.bytes.withUnsafeBufferPointer { $0.elementsEqual(bytes) } ? kept.value : nil
    }

    mutating func keep(_ value: Value, for bytes: UnsafeBufferPointer<UInt8>) {
        if slots.isEmpty { slots = Array(repeating: nil, count: 256) }
        slots[Self.slot(bytes)] = (Array(bytes), value)
    }

    /// From the length and five bytes (the first two, the middle one, the last two), not from
    /// every byte (`ByteKeyIndex.hash`): literals that differ only inside, such as predicates
    /// naming numbered tags, then fall on a few slots among themselves and leave the others to
    /// the literals every row repeats. Spread over every slot they evicted those: 0.9 MB more
    /// held at 50,000 rows (`formspec-bench memory`).
    private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var hash = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1
        guard count > 0 else { return Int(hash >> 24) }
        func mix(_ i: Int) { hash = (hash ^ UInt32(bytes[i])) &* 0x0100_0193 }
        mix(0)
        mix(min(1, count - 1))
        mix(count / 2)
        mix(max(0, count - 2))
        mix(count - 1)
        return Int(hash >> 24)
    }
}
