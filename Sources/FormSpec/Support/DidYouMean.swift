/// Ranked "did you mean" suggestions: optimal-string-alignment distance (a transposition costs 1),
/// case differences nearly free, a threshold relative to the word's length, ties broken by the
/// candidates' own order (catalog order puts common names first). At most three, best first.
public enum DidYouMean {
    public static func rank(_ word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty else { return [] }
        let threshold = max(1, min(4, (w.count + 2) / 3))
        var scored: [(score: Int, order: Int, name: String)] = []
        var seen = Set<String>()
        for (order, candidate) in candidates.enumerated() where candidate != word && seen.insert(candidate).inserted {
            let c = Array(candidate.lowercased().unicodeScalars)
            // Cheap length bound before the quadratic distance.
            guard abs(c.count - w.count) <= threshold else {
                if c.count > w.count, c.starts(with: w), w.count >= 3 { scored.append((threshold * 2 + 1, order, candidate)) }
                continue
            }
            let d = distance(w, c)
            // Same letters in another case: rank first, even below a one-letter typo.
            let score = d == 0 ? 0 : d * 2
            if d <= threshold { scored.append((score, order, candidate)) }
        }
        return scored.sorted { ($0.score, $0.order) < ($1.score, $1.order) }.prefix(limit).map(\.name)
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// " Did you mean 'x'?" / " Did you mean 'x' or 'y'?" / "" — appended to messages.
    public static func phrase(_ suggestions: [String]) -> String {
        guard let first = suggestions.first else { return "" }
        if suggestions.count == 1 { return " Did you mean '\(first)'?" }
        let quoted = suggestions.map { "'\($0)'" }
        return " Did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?"
    }
}
