/// XLForm's `allRowsByTag` and `rowObservers` for one layout of rows: which row a `$tag`
/// names (the last one registered with that tag), and which rows (by tag) or sections have a
/// hidden or disabled predicate XLForm re-evaluates when that tag's row changes.
struct Registrations: Sendable {
    enum Observer: Sendable, Equatable {
        case row(tag: String)
        /// A section, by its position in the form.
        case section(Int)
    }

    let positionByTag: TagTable<(section: Int, row: Int)>
    private(set) var hiddenObservers: [String: [Observer]] = [:]
    private(set) var disabledObservers: [String: [Observer]] = [:]

    /// `rows[s]` are the rows of section `s`, `sectionHidden[s]` its hidden condition.
    init(rows: [[CompiledRow]], sectionHidden: [CompiledCondition]) {
        var positions: [(tag: String, value: (section: Int, row: Int))] = []
        for (s, condition) in sectionHidden.enumerated() {
            for tag in condition.observedTags { Self.add(.section(s), to: &hiddenObservers, for: tag) }
        }
        for (s, sectionRows) in rows.enumerated() {
            for (r, row) in sectionRows.enumerated() {
                guard let tag = row.tag else { continue }
                positions.append((tag, (s, r)))
                // A row without a tag makes XLForm raise instead (CompiledRow.warnings says so).
                for observed in row.hidden.observedTags {
                    Self.add(.row(tag: tag), to: &hiddenObservers, for: observed)
                }
                for observed in row.disabled.observedTags {
                    Self.add(.row(tag: tag), to: &disabledObservers, for: observed)
                }
            }
        }
        positionByTag = TagTable(positions)
    }

    func observers(of tag: String, _ kind: ConditionKind) -> [Observer] {
        (kind == .hidden ? hiddenObservers[tag] : disabledObservers[tag]) ?? []
    }

    private static func add(_ observer: Observer, to map: inout [String: [Observer]], for tag: String) {
        if !(map[tag]?.contains(observer) ?? false) { map[tag, default: []].append(observer) }
    }
}
