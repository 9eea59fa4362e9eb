import FormSpecJSON
import Foundation

/// A rule's findings inside one row, by the row's text, the name messages give it and the text
/// of whatever else in the document the rule reads (`context`: for the row rules, the
/// `customRowTypes` declarations). The language server analyses the whole document on every
/// keystroke while nearly every row stays as it was, only moved. Findings are kept relative to
/// the row's start.
///
/// Bounded by two generations, like `PredicateFactsCache`: a document with up to `limit` rows
/// (and `byteLimit` bytes of rows) never re-checks an unchanged row, and memory stays below two
/// generations whatever is typed, however large the rows edited.
final class RowFindingsCache: @unchecked Sendable {
    private struct Entry {
        let owner: String
        let text: [UInt8]
        let context: [UInt8]
        let findings: [Diagnostic]
    }

    private let limit: Int
    private let byteLimit: Int
    private let lock = NSLock()
    // Guarded by `lock`; keyed by the hash of owner and text, entries with that hash.
    private var current: [Int: [Entry]] = [:]
    private var previous: [Int: [Entry]] = [:]
    private var currentCount = 0
    private var currentBytes = 0
    /// The last `context` stored, shared by the entries that have it instead of one copy each.
    private var lastContext: [UInt8] = []

    init(limit: Int, byteLimit: Int = 32 << 20) {
        self.limit = max(1, limit)
        self.byteLimit = max(1, byteLimit)
    }

    /// The findings stored for this row, placed at `text`'s start in the document.
    func findings(owner: String, text: ArraySlice<UInt8>, context: ArraySlice<UInt8> = []) -> [Diagnostic]? {
        let key = TextBytes.hash(owner.hashValue, text)
        lock.lock()
        defer { lock.unlock() }
        if let entry = Self.find(current[key], owner, text, context) {
            return Self.placed(entry.findings, at: text.startIndex)
        }
        guard let entry = Self.find(previous[key], owner, text, context) else { return nil }
        store(entry, key)
        return Self.placed(entry.findings, at: text.startIndex)
    }

    /// Keeps what the rule reported for the row at `text` (document offsets).
    func store(
        owner: String, text: ArraySlice<UInt8>, context: ArraySlice<UInt8> = [], findings: ArraySlice<Diagnostic>
    ) {
        let relative = Self.placed(Array(findings), at: -text.startIndex)
        let key = TextBytes.hash(owner.hashValue, text)
        lock.lock()
        if !TextBytes.equal(lastContext, context) {
            lastContext = Array(context)
            currentBytes += context.count
        }
        let entry = Entry(owner: owner, text: Array(text), context: lastContext, findings: relative)
        if Self.find(current[key], owner, text, context) == nil { store(entry, key) }
        lock.unlock()
    }

    /// Forgets everything, for tests that compare with an analysis from scratch.
    func removeAll() {
        lock.lock()
        current = [:]
        previous = [:]
        currentCount = 0
        currentBytes = 0
        lastContext = []
        lock.unlock()
    }

    /// Number of rows held (both generations), for tests.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return currentCount + previous.values.reduce(0) { $0 + $1.count }
    }

    /// Call with `lock` held.
    private func store(_ entry: Entry, _ key: Int) {
        if currentCount >= limit || currentBytes >= byteLimit {
            previous = current
            current = [:]
            currentCount = 0
            currentBytes = 0
        }
        current[key, default: []].append(entry)
        currentCount += 1
        currentBytes += entry.text.count + entry.owner.utf8.count
    }

    private static func find(
        _ entries: [Entry]?, _ owner: String, _ text: ArraySlice<UInt8>, _ context: ArraySlice<UInt8>
    ) -> Entry? {
        // Bytes, not String equality: canonically equivalent names are written differently.
        entries?.first {
            $0.owner.utf8.elementsEqual(owner.utf8) && TextBytes.equal($0.text, text)
                && TextBytes.equal($0.context, context)
        }
    }

    private static func placed(_ findings: [Diagnostic], at offset: Int) -> [Diagnostic] {
        if findings.isEmpty || offset == 0 { return findings }
        return findings.map { finding in
            var moved = finding
            moved.range = finding.range.shifted(by: offset)
            moved.related = finding.related.map { RelatedLocation($0.range.shifted(by: offset), $0.message) }
            return moved
        }
    }
}
