import FormSpecJSON

/// `PredicateFacts` by source string, shared by every analysis in the process. The language
/// server re-analyses the whole document on each keystroke, so nearly every lookup hits; a
/// document with up to `limit` distinct predicates never re-parses (`GenerationalCache`).
/// Sources are compared by their bytes: the facts hold byte ranges, and canonically equivalent
/// strings ("é" composed or not) have different ones.
final class PredicateFactsCache: Sendable {
    static let shared = PredicateFactsCache(limit: 8192)

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
