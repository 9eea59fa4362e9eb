import Foundation

/// What `$tag.value` can hold, by the row's text (which holds its type, options, value, and the
/// tag messages name it by) and the text of the document's `customRowTypes` (which decide
/// what a custom row type stores): the predicate-type rule needs the domain of every row
/// predicates read, and on a keystroke nearly all of those rows are only moved. nil domains
/// are kept too: most rows read say nothing about their value.
///
/// Bounded by two generations, like `RowFindingsCache`. A lookup must cost well below
/// building the domain, so it hashes the text once and copies nothing.
final class RowDomainCache: @unchecked Sendable {
    private struct Entry {
        let text: [UInt8]
        let context: [UInt8]
        let domain: ValueDomain?
    }

    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`; keyed by the hash of the text, entries with that hash.
    private var current: [Int: [Entry]] = [:]
    private var previous: [Int: [Entry]] = [:]
    private var currentCount = 0
    /// The last `context` stored, shared by the entries that have it instead of one copy each.
    private var lastContext: [UInt8] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The domain kept for the row with this text, or the one `make` returns, kept from now
    /// on. `make` runs outside the lock.
    func domain(text: ArraySlice<UInt8>, context: ArraySlice<UInt8>, make: () -> ValueDomain?) -> ValueDomain? {
        let key = TextBytes.hash(0, text)
        lock.lock()
        if let index = Self.find(current[key], text, context) {
            defer { lock.unlock() }
            return current[key]![index].domain
        }
        if let index = Self.find(previous[key], text, context) {
            let entry = previous[key]![index]
            store(entry, key)
            lock.unlock()
            return entry.domain
        }
        lock.unlock()
        let domain = make()
        lock.lock()
        if !TextBytes.equal(lastContext, context) { lastContext = Array(context) }
        if Self.find(current[key], text, context) == nil {
            store(Entry(text: Array(text), context: lastContext, domain: domain), key)
        }
        lock.unlock()
        return domain
    }

    /// Forgets everything, for tests that compare with an analysis from scratch.
    func removeAll() {
        lock.lock()
        current = [:]
        previous = [:]
        currentCount = 0
        lastContext = []
        lock.unlock()
    }

    /// Call with `lock` held.
    private func store(_ entry: Entry, _ key: Int) {
        if currentCount >= limit {
            previous = current
            current = [:]
            currentCount = 0
        }
        current[key, default: []].append(entry)
        currentCount += 1
    }

    private static func find(_ entries: [Entry]?, _ text: ArraySlice<UInt8>, _ context: ArraySlice<UInt8>) -> Int? {
        entries?.firstIndex { TextBytes.equal($0.text, text) && TextBytes.equal($0.context, context) }
    }
}
