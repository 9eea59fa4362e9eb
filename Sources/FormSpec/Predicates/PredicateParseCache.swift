import FormSpecJSON

/// Parses of predicate texts for the editor's features (hover, selection ranges, highlighting)
/// and the preview, shared by the process and bounded: the analysis keeps only the facts the
/// rules read (`PredicateFacts`), so a feature that needs the tokens or the tree parses again.
/// A feature asks about the predicates around the cursor or on the screen, a preview about one
/// form's: a small working set, asked for again and again, which `limit` covers. Sources are
/// compared by their bytes, as the facts' are.
final class PredicateParseCache: Sendable {
    static let shared = PredicateParseCache(limit: 512)

    private let parses: GenerationalCache<ExactJSON, ParsedPredicate>

    init(limit: Int) {
        parses = GenerationalCache(limit: limit)
    }

    func parsed(_ source: String) -> ParsedPredicate {
        parses.value(for: ExactJSON(.string(source))) { XLFormPredicate.parse(source) }
    }

    func removeAll() { parses.removeAll() }

    /// Number of texts held (both generations), for tests.
    var count: Int { parses.count }
}
