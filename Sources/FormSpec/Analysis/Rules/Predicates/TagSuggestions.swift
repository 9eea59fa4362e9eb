import FormSpecJSON
import Foundation

/// Ranked replacements for unknown tags among a form's referenceable tags. Ranking one word
/// against thousands of tags is the costly part of `unknown-tag`, and while someone types in a
/// large form the tags stay the same from one analysis to the next: the prepared candidates
/// and every ranking are kept per list of tags (the last few lists), shared by all analyses.
final class TagSuggestions: @unchecked Sendable {
    static let shared = TagSuggestions(lists: 4)

    fileprivate final class Entry {
        let tags: [String]
        let candidates: DidYouMean.Candidates
        var ranked: [String: Suggestions] = [:]

        init(tags: [String]) {
            self.tags = tags
            candidates = DidYouMean.Candidates(tags)
        }
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
        let entry: Entry
        if let i = entries.lastIndex(where: { $0.tags == tags }) {
            entry = entries.remove(at: i)
        } else {
            entry = Entry(tags: tags)
            if entries.count >= lists { entries.removeFirst() }
        }
        entries.append(entry)
        return Ranking(entry: entry, lock: lock)
    }

    /// Ranks against one list of tags; rankings are shared with every analysis of the list.
    struct Ranking {
        fileprivate let entry: Entry
        fileprivate let lock: NSLock

        func rank(_ tag: String) -> Suggestions {
            lock.lock()
            defer { lock.unlock() }
            if let known = entry.ranked[tag] { return known }
            let ranked = Suggestions(DidYouMean.rank(tag, among: entry.candidates))
            // Typing never grows it without bound.
            if entry.ranked.count >= 4096 { entry.ranked.removeAll(keepingCapacity: true) }
            entry.ranked[tag] = ranked
            return ranked
        }
    }
}
