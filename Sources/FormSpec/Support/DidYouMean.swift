/// Ranked "did you mean" suggestions: optimal-string-alignment distance (a transposition costs 1),
/// case differences nearly free, a threshold relative to the word's length, ties broken by the
/// candidates' own order (catalog order puts common names first). At most three, best first.
public enum DidYouMean {
    /// Candidates prepared once for many words (a form's thousands of tags): lowercased, without
    /// repeats, in their order, in a trie that a ranking walks instead of reading every name.
    public struct Candidates: Sendable {
        let names: [String]
        let trie: NameTrie

        public init(_ candidates: some Sequence<String>) {
            var seen = Set<String>(minimumCapacity: candidates.underestimatedCount)
            // Names without repeats given as an array share its storage: a large form's tags
            // are held once, by the list they were asked among.
            if let given = candidates as? [String], given.allSatisfy({ seen.insert($0).inserted }) {
                names = given
            } else {
                seen.removeAll(keepingCapacity: true)
                var names: [String] = []
                names.reserveCapacity(candidates.underestimatedCount)
                for candidate in candidates where seen.insert(candidate).inserted { names.append(candidate) }
                self.names = names
            }
            var scalars: [Unicode.Scalar] = []
            var ends: [Int] = []
            ends.reserveCapacity(names.count)
            for name in names {
                appendLowercased(name, to: &scalars)
                ends.append(scalars.count)
            }
            trie = NameTrie(scalars: scalars, ends: ends)
        }

        public var count: Int { names.count }
    }

    /// Appends `name.lowercased().unicodeScalars`; an ASCII name is lowercased in place, without
    /// a new string.
    static func appendLowercased(_ name: String, to scalars: inout [Unicode.Scalar]) {
        let start = scalars.count
        for byte in name.utf8 {
            guard byte < 0x80 else {
                scalars.removeSubrange(start...)
                scalars.append(contentsOf: name.lowercased().unicodeScalars)
                return
            }
            scalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
        }
    }

    public static func rank(_ word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        rank(word, among: Candidates(candidates), limit: limit)
    }

    /// Names within the threshold of edits score twice their distance (0 for a difference of
    /// case alone); failing that, names longer than the threshold allows that start with the
    /// word (of three letters or more) score just above the threshold.
    public static func rank(_ word: String, among candidates: Candidates, limit: Int = 3) -> [String] {
        var cells = 0
        return rank(word, among: candidates, limit: limit, cells: &cells)
    }

    /// `rank(_:among:limit:)`, adding to `cells` the cells of distance tables its walks computed.
    static func rank(_ word: String, among candidates: Candidates, limit: Int, cells: inout Int) -> [String] {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty, limit > 0 else { return [] }
        let threshold = Self.threshold(w.count)
        var nearest: [(distance: Int, order: Int32)] = []
        // The cutoff widens an edit at a time: once `limit` names lie within it, none farther
        // can rank among them, and a walk to a small cutoff meets few prefixes.
        for cutoff in 1...threshold {
            nearest = candidates.trie.nearest(
                w, cutoff: cutoff, limit: limit, skip: { candidates.names[Int($0)] == word }, cells: &cells)
            if nearest.count >= limit { break }
        }
        var ranked = nearest.map { candidates.names[Int($0.order)] }
        if ranked.count < limit, w.count >= 3 {
            for order in candidates.trie.prefixed(w, longerThan: w.count + threshold, count: limit - ranked.count) {
                ranked.append(candidates.names[Int(order)])
            }
        }
        return ranked
    }

    /// Edits a suggestion may be away from a word of `length` scalars: 1 up to 3, 2 up to 6,
    /// 3 up to 9, else 4.
    static func threshold(_ length: Int) -> Int { max(1, min(4, (length + 2) / 3)) }

    /// Whether `name` could be among the suggestions for `word` in some list of names: within
    /// the threshold, or starting with the word.
    static func couldSuggest(_ name: String, for word: String) -> Bool {
        let w = Array(word.lowercased().unicodeScalars)
        let n = Array(name.lowercased().unicodeScalars)
        guard !w.isEmpty else { return false }
        if w.count >= 3, n.starts(with: w) { return true }
        return distance(w, n, cutoff: threshold(w.count)) != nil
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        distance(a, b, cutoff: .max) ?? .max
    }

    /// The distance, or nil as soon as it is certain to exceed `cutoff`: when two consecutive
    /// rows of the table are all above it (a transposition reaches back two rows), no later
    /// row can come back below.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cutoff: Int) -> Int? {
        if a.isEmpty { return b.count <= cutoff ? b.count : nil }
        if b.isEmpty { return a.count <= cutoff ? a.count : nil }
        // The table's last three rows; the first is 0, 1, … and the others are written before
        // they are read.
        var previous2 = Array(0...b.count)
        var previous = previous2
        var current = previous2
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
                minimum = min(minimum, v)
            }
            if minimum > cutoff, previousMinimum > cutoff { return nil }
            previousMinimum = minimum
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count] <= cutoff ? previous[b.count] : nil
    }

    /// " Did you mean 'x'?" / " Did you mean 'x' or 'y'?" / "" — appended to messages.
    public static func phrase(_ suggestions: [String]) -> String {
        guard let first = suggestions.first else { return "" }
        if suggestions.count == 1 { return " Did you mean '\(first)'?" }
        let quoted = suggestions.map { "'\($0)'" }
        return " Did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?"
    }
}
