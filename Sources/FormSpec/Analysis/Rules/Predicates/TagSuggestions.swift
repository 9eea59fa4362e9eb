import FormSpecJSON
import Foundation

/// Ranked replacements for unknown tags among a form's referenceable tags. Ranking one word
/// against thousands of tags is the costly part of `unknown-tag`, and while someone types in a
/// large form the tags stay the same from one analysis to the next: the prepared candidates
/// and the rankings are kept per list of tags (the last few lists), shared by all analyses:
/// those an analysis used survive until the analysis after it, however many there are. When
/// a few tags change (someone types in a tag), a ranking stays unless a changed tag could be
/// among its suggestions.
final class TagSuggestions: @unchecked Sendable {
    static let shared = TagSuggestions(lists: 4)

    fileprivate final class Entry {
        var tags: [String]
        /// Prepared when a ranking is first made (or by `prepare`): a list whose rankings all
        /// carry over from the list before needs none.
        private(set) var prepared: DidYouMean.Candidates?
        var candidates: DidYouMean.Candidates {
            if let prepared { return prepared }
            let made = DidYouMean.Candidates(tags)
            prepared = made
            return made
        }
        /// Rankings asked for since the last analysis began, and those asked for before.
        var ranked: [String: Suggestions] = [:]
        var earlier: [String: Suggestions] = [:]
        /// Rankings made (not taken from an earlier analysis), for tests.
        var made = 0

        init(tags: [String]) {
            self.tags = tags
        }

        /// The list after `before` changed a few tags in one stretch: the rankings the last
        /// analysis of `before` used carry over (as if this analysis had made them: the next
        /// one keeps them) unless a tag that went or came could be suggested for their word;
        /// otherwise the names and orders the ranking saw are the same.
        init(tags: [String], after before: Entry) {
            self.tags = tags
            let old = before.tags
            var head = 0
            while head < min(old.count, tags.count), old[head] == tags[head] { head += 1 }
            var tail = 0
            while tail < min(old.count, tags.count) - head, old[old.count - 1 - tail] == tags[tags.count - 1 - tail] {
                tail += 1
            }
            let changed = old[head..<(old.count - tail)] + tags[head..<(tags.count - tail)]
            guard changed.count <= Self.fewChanges else { return }
            for (word, suggestions) in before.ranked
            where !changed.contains(where: { DidYouMean.couldSuggest($0, for: word) }) {
                ranked[word] = suggestions
            }
        }

        /// Tags changed at once beyond which every ranking is made again (checking each kept
        /// ranking against them would cost as much).
        static let fewChanges = 16
    }

    private let lists: Int
    private let lock = NSLock()
    // Guarded by `lock`; the most recently used last.
    private var entries: [Entry] = []

    init(lists: Int) {
        self.lists = max(1, lists)
    }

    /// `tags`: the form's referenceable tags in document order (repeats allowed).
    func rank(_ tag: String, among tags: [String]) -> [String] {
        ranking(among: tags).rank(tag).names
    }

    /// Rankings made among `tags` since the list was prepared, for tests.
    func rankingsMade(among tags: [String]) -> Int? {
        lock.withLock { entries.last { $0.tags == tags }?.made }
    }

    /// Whether the list kept equal to `tags` is `tags` itself (the same storage), for tests.
    func keepsStorage(of tags: [String]) -> Bool {
        lock.withLock {
            guard let kept = entries.last(where: { $0.tags == tags })?.tags else { return false }
            return kept.withUnsafeBufferPointer { k in tags.withUnsafeBufferPointer { $0.baseAddress == k.baseAddress }
            }
        }
    }

    /// Whether the candidates for `tags` are prepared, for tests.
    func isPrepared(among tags: [String]) -> Bool {
        lock.withLock { entries.last { $0.tags == tags }?.prepared != nil }
    }

    /// Prepares the candidates among `tags` now, so that the first unknown tag ranked among
    /// them does not: on a large form they take as long as the rest of a keystroke's analysis.
    func prepare(among tags: [String]) {
        lock.withLock { _ = use(tags).candidates }
    }

    /// Forgets every list and ranking, so that the next analysis ranks as a first one does.
    func removeAll() {
        lock.withLock { entries.removeAll() }
    }

    /// The replacements for one unknown tag, with what a diagnostic says of them, made once.
    struct Suggestions {
        let names: [String]
        /// " Did you mean …?" or "".
        let phrase: String
        let json: JSONValue

        init(_ names: [String]) {
            self.names = names
            phrase = DidYouMean.phrase(names)
            json = .array(names.map(JSONValue.string))
        }
    }

    /// The rankings among `tags`, found once for all the unknown tags of an analysis: comparing
    /// the list with the kept ones costs more than a ranking found again.
    func ranking(among tags: [String]) -> Ranking {
        lock.lock()
        defer { lock.unlock() }
        let entry = use(tags)
        entry.earlier = entry.ranked
        entry.ranked = [:]
        return Ranking(entry: entry, lock: lock)
    }

    /// The entry of `tags`, made if none is kept, now the most recently used. Holding `lock`.
    private func use(_ tags: [String]) -> Entry {
        let entry: Entry
        if let i = entries.lastIndex(where: { $0.tags == tags }) {
            entry = entries.remove(at: i)
            // An equal list from other storage (the one prepared at opening, or a version's):
            // with the caller's, the next lookup compares storage, not 50,000 strings.
            entry.tags = tags
        } else {
            entry = entries.last.map { Entry(tags: tags, after: $0) } ?? Entry(tags: tags)
            if entries.count >= lists { entries.removeFirst() }
        }
        entries.append(entry)
        return entry
    }

    /// Ranks against one list of tags; rankings are shared with every analysis of the list.
    struct Ranking {
        fileprivate let entry: Entry
        fileprivate let lock: NSLock

        func rank(_ tag: String) -> Suggestions {
            lock.lock()
            defer { lock.unlock() }
            if let known = entry.ranked[tag] { return known }
            let ranked: Suggestions
            if let kept = entry.earlier.removeValue(forKey: tag) {
                ranked = kept
            } else {
                ranked = Suggestions(DidYouMean.rank(tag, among: entry.candidates))
                entry.made += 1
            }
            entry.ranked[tag] = ranked
            return ranked
        }
    }
}
