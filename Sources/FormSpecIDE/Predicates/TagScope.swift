import FormSpec
import FormSpecJSON

/// The rows a predicate can name, seen from the object that owns the predicate: one entry per
/// referenceable tag (the row XLForm binds it to), nearest rows first.
struct TagScope {
    struct Candidate {
        let tag: String
        let row: Row
        /// Rows between the owner and this one; the owner's own tag comes last.
        let distance: Int
    }

    let form: Form?
    let rowTypes: RowTypeTable
    private let ownerIndex: Int
    private let ownerRow: Row?

    init(document: SpecDocument, owner: JSONNode, catalog: Catalog) {
        form = document.form
        rowTypes = RowTypeTable(catalog: catalog, form: document.form)
        let rows = document.form?.rows ?? []
        switch PredicateSites.owner(of: owner, in: document.form) {
        case .row(let row)?:
            ownerRow = row
            ownerIndex = rows.firstIndex { $0 === row } ?? rows.firstIndex { $0.position.section >= row.position.section } ?? 0
        case .section(let section)?:
            ownerRow = nil
            ownerIndex = rows.firstIndex { $0.position.section >= section.index } ?? rows.count
        default:
            ownerRow = nil
            ownerIndex = 0
        }
    }

    /// The row `$tag` reads: the last row with the tag.
    func row(tagged tag: String) -> Row? { form?.rows.last { $0.effectiveTag == tag } }

    func valueKind(of row: Row) -> ValueKind? { rowTypes.info(for: row)?.valueKind }

    /// Referenceable tags whose letters contain `prefix`'s in order (case-insensitive, as
    /// clients filter), nearest first, at most `limit`; `truncated` when more matched.
    func candidates(matching prefix: String, limit: Int) -> (candidates: [Candidate], truncated: Bool) {
        let rows = form?.rows ?? []
        var last: [String: Int] = [:]
        for (i, row) in rows.enumerated() {
            if let tag = row.effectiveTag { last[tag] = i }
        }
        let wanted = Array(prefix.lowercased().unicodeScalars)
        var found: [Candidate] = []
        for (tag, i) in last where TagSyntax.isReferenceable(tag) && TagScope.matches(wanted, tag) {
            let row = rows[i]
            let distance = row === ownerRow ? Int.max : (i < ownerIndex ? 2 * (ownerIndex - i) - 1 : 2 * (i - ownerIndex))
            found.append(Candidate(tag: tag, row: row, distance: distance))
        }
        found.sort { ($0.distance, $0.tag) < ($1.distance, $1.tag) }
        return (Array(found.prefix(limit)), found.count > limit)
    }

    /// `type “Title”`, for details and hints.
    static func summary(_ row: Row) -> String {
        TagInlayHints.label(for: row).map { String($0.dropFirst(2)) } ?? "row without type or title"
    }

    private static func matches(_ wanted: [Unicode.Scalar], _ tag: String) -> Bool {
        guard !wanted.isEmpty else { return true }
        var i = 0
        for scalar in tag.lowercased().unicodeScalars where scalar == wanted[i] {
            i += 1
            if i == wanted.count { return true }
        }
        return false
    }
}
