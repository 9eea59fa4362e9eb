import Foundation

/// A thread-safe memo bounded by two generations, for the work the language server would
/// otherwise redo on every keystroke. Lookups fill the current generation; when it holds
/// `limit` entries it becomes the previous one and the one before is dropped. An entry used in
/// the last two generations survives, so a working set of up to `limit` entries is never
/// recomputed, and memory stays below `2 × limit` entries whatever comes.
public final class GenerationalCache<Key: Hashable, Value>: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The value kept for `key`, or the one `make` returns, kept from now on. `make` runs
    /// outside the lock: two threads may make the same value once each, which is harmless,
    /// while nobody waits on another's work.
    public func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = cached(key) { return known }
        let value = try make()
        lock.withLock { store(key, value) }
        return value
    }

    /// Forgets every entry.
    public func removeAll() {
        lock.withLock {
            current = [:]
            previous = [:]
        }
    }

    /// Number of entries held (both generations).
    public var count: Int {
        lock.withLock { current.count + previous.count }
    }

    private func cached(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let value = current[key] { return value }
        guard let value = previous.removeValue(forKey: key) else { return nil }
        store(key, value)
        return value
    }

    /// Call with `lock` held.
    private func store(_ key: Key, _ value: Value) {
        if current.count >= limit {
            previous = current
            current = [:]
            current.reserveCapacity(limit)
        }
        current[key] = value
    }
}
