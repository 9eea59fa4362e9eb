/// A value for each tag, held compactly: the tags and values in one array, found through a
/// table of their indexes (open addressing, linear probing, at most half full). A dictionary
/// keeps a key and a value in every bucket, filled or not, and is a quarter to three quarters
/// full: at 50,000 tags 131,072 buckets of 32 bytes, 4.2 MB, against 2.1 MB here
/// (`formspec-bench memory`, docs/performance.md).
struct TagTable<Value> {
    private struct Entry {
        let tag: String
        var value: Value
    }

    private var entries: [Entry] = []
    /// An index into `entries` plus one for each filled slot, 0 for an empty one; the count a
    /// power of two.
    private var slots: [Int32] = []

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        slots = Self.emptySlots(for: capacity)
    }

    var count: Int { entries.count }

    /// The tags, in no particular order.
    var tags: some Collection<String> { entries.lazy.map(\.tag) }

    subscript(tag: String) -> Value? {
        get { find(tag).entry.map { entries[$0].value } }
        set {
            if let newValue { _ = updateValue(newValue, for: tag) } else { remove(tag) }
        }
    }

    /// Sets the tag's value; returns the one it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, for tag: String) -> Value? {
        let found = find(tag)
        if let entry = found.entry {
            let old = entries[entry].value
            entries[entry].value = value
            return old
        }
        if (entries.count + 1) * 2 > slots.count {
            grow()
            return updateValue(value, for: tag)
        }
        entries.append(Entry(tag: tag, value: value))
        slots[found.slot] = Int32(entries.count)
        return nil
    }

    mutating func remove(_ tag: String) {
        let found = find(tag)
        guard let entry = found.entry else { return }
        vacate(found.slot)
        // The last entry fills the place of the removed one.
        let last = entries.count - 1
        if entry != last {
            let moved = find(entries[last].tag).slot
            slots[moved] = Int32(entry + 1)
            entries.swapAt(entry, last)
        }
        entries.removeLast()
    }

    private var mask: Int { slots.count - 1 }

    private func home(_ tag: String) -> Int { tag.hashValue & mask }

    /// The tag's slot and entry, or the empty slot where it would go.
    private func find(_ tag: String) -> (slot: Int, entry: Int?) {
        var slot = home(tag)
        while true {
            let index = Int(slots[slot])
            if index == 0 { return (slot, nil) }
            if entries[index - 1].tag == tag { return (slot, index - 1) }
            slot = (slot + 1) & mask
        }
    }

    /// Empties `slot`, moving back the entries after it that it kept from their home, so
    /// that every entry stays reachable from its home without a gap.
    private mutating func vacate(_ slot: Int) {
        var hole = slot
        var next = slot
        slots[hole] = 0
        while true {
            next = (next + 1) & mask
            let index = slots[next]
            if index == 0 { return }
            let start = home(entries[Int(index) - 1].tag)
            // The entry stays when its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
            if !stays {
                slots[hole] = index
                slots[next] = 0
                hole = next
            }
        }
    }

    private mutating func grow() {
        slots = Self.emptySlots(for: max(entries.count + 1, slots.count))
        for (i, entry) in entries.enumerated() {
            var slot = home(entry.tag)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i + 1)
        }
    }

    /// Empty slots for `count` entries: a power of two at least twice as many.
    private static func emptySlots(for count: Int) -> [Int32] {
        var size = 8
        while size < count * 2 { size *= 2 }
        return [Int32](repeating: 0, count: size)
    }
}
