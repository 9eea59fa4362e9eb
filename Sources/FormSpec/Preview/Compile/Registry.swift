/// XLForm's `allRowsByTag` and `rowObservers` for one layout of rows: which row a `$tag`
/// names (the last one registered with that tag), and which rows (by tag) or sections have a
/// hidden or disabled predicate XLForm re-evaluates when that tag's row changes.
struct Registry: Sendable {
    enum Observer: Sendable, Equatable {
        case row(tag: String)
        /// A section, by its position in the form.
        case section(Int)
    }

    /// By tag slot (`CompiledForm.tags`): the id of the row registered under the tag.
    private(set) var rowBySlot: [Int?]
    private(set) var hiddenObservers: [String: [Observer]] = [:]
    private(set) var disabledObservers: [String: [Observer]] = [:]

    /// The registrations of `rows` as `sections` lay them out.
    init(rows: [RowState], sections: [SectionState], tags: TagSlots) {
        rowBySlot = Array(repeating: nil, count: tags.count)
        for (s, section) in sections.enumerated() {
            for tag in section.compiled.hidden.observedTags { Self.add(.section(s), to: &hiddenObservers, for: tag) }
        }
        for section in sections {
            for id in section.rows {
                let row = rows[id].compiled
                guard let tag = row.tag, let slot = row.tagSlot else { continue }
                rowBySlot[slot] = id
                // A row without a tag makes XLForm raise instead (CompiledRow.untaggedPredicateWarnings).
                for observed in row.hidden.observedTags {
                    Self.add(.row(tag: tag), to: &hiddenObservers, for: observed)
                }
                for observed in row.disabled.observedTags {
                    Self.add(.row(tag: tag), to: &disabledObservers, for: observed)
                }
            }
        }
    }

    func observers(of tag: String, _ kind: ConditionKind) -> [Observer] {
        (kind == .hidden ? hiddenObservers[tag] : disabledObservers[tag]) ?? []
    }

    private static func add(_ observer: Observer, to map: inout [String: [Observer]], for tag: String) {
        if !(map[tag]?.contains(observer) ?? false) { map[tag, default: []].append(observer) }
    }
}
