import FormSpecJSON

/// `PredicateFacts` by source string, shared by every analysis in the process. Rows keep the
/// facts of their predicates (`KeptWork`); the cache serves the rows an edit made anew whose
/// predicates did not change (a keystroke in a row's title), and analyses of documents that
/// share predicates. Those are few at a time: the most recent `limit` to `2 × limit` are held
/// (`GenerationalCache`), not every predicate of a large form again beside its rows (1.7 MB at
/// 50,000 rows with 8,192).
/// Sources are compared by their bytes: the facts hold byte ranges, and canonically equivalent
/// strings ("é" composed or not) have different ones.
final class PredicateFactsCache: Sendable {
    static let shared = PredicateFactsCache(limit: 1024)

    private let facts: GenerationalCache<ExactJSON, PredicateFacts>

    init(limit: Int) {
        facts = GenerationalCache(limit: limit)
    }

    func facts(for source: String) -> PredicateFacts {
        facts.value(for: ExactJSON(.string(source))) { PredicateFacts(source: source) }
    }

    func removeAll() { facts.removeAll() }

    /// Number of strings held (both generations), for tests.
    var count: Int { facts.count }
}
