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
        switch PredicateOwner.owner(of: owner, in: document.form) {
        case .row(let row)?:
            ownerRow = row
            ownerIndex =
                rows.firstIndex { $0.position == row.position } ?? rows.firstIndex {
                    $0.position.section >= row.position.section
                }
                ?? rows.count
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

    /// Referenceable tags whose letters contain `prefix`'s in order (ASCII case-insensitive, as
    /// clients filter), nearest first, at most `limit`; `truncated` when more matched.
    ///
    /// Rows are visited outward from the owner (the one before it, the one after it, two
    /// before, ...) and the walk stops once the list is full, so a 5,000-row form costs about
    /// as much as a small one. A duplicated tag is described by its nearest row.
    func candidates(matching prefix: String, limit: Int) -> (candidates: [Candidate], truncated: Bool) {
        let rows = form?.rows ?? []
        let wanted = Array(prefix.utf8).map(TagScope.folded)
        var seen = Set<String>()
        var found: [Candidate] = []
        var distance = 0
        while found.count <= limit {
            // Distance 0 is the owner's position, then odd distances go back and even ones forward.
            let i = distance % 2 == 1 ? ownerIndex - (distance + 1) / 2 : ownerIndex + distance / 2
            if ownerIndex - (distance + 1) / 2 < 0 && ownerIndex + distance / 2 >= rows.count { break }
            distance += 1
            guard i >= 0, i < rows.count, rows[i].position != ownerRow?.position, let tag = rows[i].effectiveTag,
                TagScope.matches(wanted, tag), TagSyntax.isReferenceable(tag), seen.insert(tag).inserted
            else { continue }
            found.append(Candidate(tag: tag, row: rows[i], distance: distance))
        }
        // The owner's own tag (a predicate reading its own row) comes last.
        if found.count <= limit, let own = ownerRow, let tag = own.effectiveTag, TagScope.matches(wanted, tag),
            TagSyntax.isReferenceable(tag), seen.insert(tag).inserted
        {
            found.append(Candidate(tag: tag, row: own, distance: Int.max))
        }
        return (Array(found.prefix(limit)), found.count > limit)
    }

    /// `type “Title”`, for details and hints.
    static func summary(_ row: Row) -> String {
        TagInlayHints.label(for: row).map { String($0.dropFirst(2)) } ?? "row without type or title"
    }

    private static func folded(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 0x20 : b }

    /// `wanted` (folded bytes) is a subsequence of the tag's folded bytes.
    private static func matches(_ wanted: [UInt8], _ tag: String) -> Bool {
        guard !wanted.isEmpty else { return true }
        var i = 0
        for b in tag.utf8 where folded(b) == wanted[i] {
            i += 1
            if i == wanted.count { return true }
        }
        return false
    }
}
