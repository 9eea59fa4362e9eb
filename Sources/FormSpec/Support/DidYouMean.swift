/// Ranked "did you mean" suggestions: optimal-string-alignment distance (a transposition costs 1),
/// case differences nearly free, a threshold relative to the word's length, ties broken by the
/// candidates' own order (catalog order puts common names first). At most three, best first.
public enum DidYouMean {
    /// Candidates prepared once for many words (a form's thousands of tags): lowercased, without
    /// repeats, in their order.
    public struct Candidates: Sendable {
        let names: [String]
        let lowered: [[Unicode.Scalar]]

        public init(_ candidates: some Sequence<String>) {
            var seen = Set<String>()
            var names: [String] = []
            for candidate in candidates where seen.insert(candidate).inserted { names.append(candidate) }
            self.names = names
            lowered = names.map { Array($0.lowercased().unicodeScalars) }
        }

        public var count: Int { names.count }
    }

    public static func rank(_ word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        rank(word, among: Candidates(candidates), limit: limit)
    }

    public static func rank(_ word: String, among candidates: Candidates, limit: Int = 3) -> [String] {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty else { return [] }
        let threshold = max(1, min(4, (w.count + 2) / 3))
        var scored: [(score: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.names.enumerated() where candidate != word {
            let c = candidates.lowered[order]
            // Cheap length bound before the quadratic distance.
            guard abs(c.count - w.count) <= threshold else {
                if c.count > w.count, c.starts(with: w), w.count >= 3 { scored.append((threshold * 2 + 1, order, candidate)) }
                continue
            }
            guard let d = distance(w, c, cutoff: threshold) else { continue }
            // Same letters in another case: rank first, even below a one-letter typo.
            scored.append((d == 0 ? 0 : d * 2, order, candidate))
        }
        return scored.sorted { ($0.score, $0.order) < ($1.score, $1.order) }.prefix(limit).map(\.name)
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
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
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
            (previous2, previous, current) = (previous, current, previous2)
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
