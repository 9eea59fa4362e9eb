import Foundation

/// `PredicateFacts` by source string, shared by every analysis in the process. The language
/// server re-analyses the whole document on each keystroke, so nearly every lookup hits.
///
/// Bounded by two generations: lookups fill the current one; when it holds `limit` strings it
/// becomes the previous one and the one before is dropped. A string used in the last two
/// generations survives, so a document with up to `limit` distinct predicates never re-parses,
/// and memory stays below `2 × limit` entries whatever is typed.
final class PredicateFactsCache: @unchecked Sendable {
    static let shared = PredicateFactsCache(limit: 8192)

    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: [String: PredicateFacts] = [:]
    private var previous: [String: PredicateFacts] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func facts(for source: String) -> PredicateFacts {
        if let known = cached(source) { return known }
        // Parsed outside the lock: two threads may parse the same string once each, which is
        // harmless, while nobody waits on a parse.
        let facts = PredicateFacts(source: source)
        lock.lock()
        store(source, facts)
        lock.unlock()
        return facts
    }

    /// Number of strings held (both generations), for tests.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    private func cached(_ source: String) -> PredicateFacts? {
        lock.lock()
        defer { lock.unlock() }
        if let facts = current[source] { return facts }
        guard let facts = previous.removeValue(forKey: source) else { return nil }
        store(source, facts)
        return facts
    }

    /// Call with `lock` held.
    private func store(_ source: String, _ facts: PredicateFacts) {
        if current.count >= limit {
            previous = current
            current = [:]
            current.reserveCapacity(limit)
        }
        current[source] = facts
    }
}
