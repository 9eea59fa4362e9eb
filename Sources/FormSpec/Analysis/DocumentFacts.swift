import Foundation

/// What an analysis works out about a whole document (where each tag's rows are), carried to
/// the analysis of the document's next version, which changes it only where sections changed:
/// a keystroke costs the sections it touched, not the document. Each version's model shares
/// the lineage of the one it was made from (`Form.lineage`); whatever version the facts
/// describe, they know its sections, so the change is always worked out against them.
final class DocumentFacts {
    /// The sections of the version described, by place in `form.sections`.
    private var contents: [SectionContent] = []
    private var tagsBySection: [SectionTags] = []
    private var places = TagPlaces()
    /// Identifies the version described: what sections checked against it keep (`Changes`).
    private(set) var stamp = Stamp()
    /// The form's referenceable tags, shared by the versions whose rows have the same tags.
    private var tagList = KeptTagList()

    final class Stamp: @unchecked Sendable {}

    /// What changed since the version the facts described before.
    struct Changes {
        /// The version described before.
        let since: Stamp
        /// Places in `form.sections` whose content changed (or that were added or removed).
        let sections: Set<Int>
        /// Every tag a row or template of those sections has, before or after: a predicate
        /// reading another tag reads the same row, value and existence as before.
        let tags: Set<String>
        /// Whether the form's list of tags (in document order) changed.
        let tagList: Bool
    }

    private init(_ sections: [Section]) { describe(sections) }

    /// Describes `sections` whole, nothing kept.
    private func describe(_ sections: [Section]) {
        contents = sections.map(\.content)
        tagsBySection = sections.map(SectionTags.init)
        places = TagPlaces(sections)
        tagList = KeptTagList()
    }

    /// The rows by tag of `form`, and what changed since the version its lineage last described
    /// (nil when there is none to compare with: everything is new).
    static func update(_ form: Form) -> (rows: TaggedRows, changes: Changes?, stamp: Stamp, tagList: KeptTagList) {
        guard let facts = form.lineage.take() else {
            let facts = DocumentFacts(form.sections)
            form.lineage.keep(facts)
            return (TaggedRows(form, places: facts.places), nil, facts.stamp, facts.tagList)
        }
        let changes = facts.move(to: form)
        form.lineage.keep(facts)
        return (TaggedRows(form, places: facts.places), changes, facts.stamp, facts.tagList)
    }

    /// Describes `form` instead, changing the sections whose content is not the one described.
    private func move(to form: Form) -> Changes? {
        let sections = form.sections
        let count = max(sections.count, contents.count)
        var changed = Set<Int>()
        for i in 0..<count where i >= sections.count || i >= contents.count || sections[i].content !== contents[i] {
            changed.insert(i)
        }
        let since = stamp
        stamp = Stamp()
        if changed.count > sections.count / 2 + 8 {
            describe(sections)
            return nil
        }
        var touched = Set<String>()
        var tags = Set<String>()
        var tagList = false
        var before: [SectionTags] = []
        let changedInOrder = changed.sorted()
        for i in changedInOrder {
            let old = i < tagsBySection.count ? tagsBySection[i] : SectionTags()
            let new = i < sections.count ? SectionTags(sections[i]) : SectionTags()
            for (tag, _) in old.rows + new.rows { touched.insert(tag) }
            if old.template != new.template {
                for tag in [old.template, new.template].compactMap({ $0 }) { tags.insert(tag) }
            }
            if !old.rows.map(\.tag).elementsEqual(new.rows.map(\.tag)) { tagList = true }
            before.append(old)
            if i < sections.count {
                if i < tagsBySection.count {
                    tagsBySection[i] = new
                    contents[i] = sections[i].content
                } else {
                    tagsBySection.append(new)
                    contents.append(sections[i].content)
                }
            }
        }
        // A tag's readers read its last row: they see a change only when that row's content does.
        let lastBefore = Dictionary(uniqueKeysWithValues: touched.map { ($0, places.last[$0]?.content) })
        for (i, old) in zip(changedInOrder, before) {
            places.remove(old.rows, at: i)
            if i < sections.count { places.add(sections[i], at: i) }
        }
        for tag in touched where places.last[tag]?.content !== lastBefore[tag] ?? nil { tags.insert(tag) }
        if contents.count > sections.count {
            contents.removeLast(contents.count - sections.count)
            tagsBySection.removeLast(tagsBySection.count - sections.count)
        }
        if tagList { self.tagList = KeptTagList() }
        return Changes(since: since, sections: changed, tags: tags, tagList: tagList)
    }
}

/// The tags `$tag` can name (`PredicateSites.referenceableTags`), made when an analysis first
/// needs them and shared by the versions of a document whose rows have the same tags in the
/// same order: a keystroke that changes no tag does not walk every row of the form for them,
/// and the suggestions for unknown tags find their list by its storage.
typealias KeptTagList = MadeOnce<[String]>

/// The tags of a section's rows (with their index in its `rows`) and of its template.
private struct SectionTags {
    var rows: [(tag: String, row: Int32)] = []
    var template: String?

    init() {}

    init(_ section: Section) {
        for (r, row) in section.rows.enumerated() {
            if let tag = row.effectiveTag { rows.append((tag, Int32(r))) }
        }
        template = section.template?.effectiveTag
    }
}

/// Shared by the models of successive versions of one document: holds the facts the last
/// analysis of one of them carries to the next (`DocumentFacts`). An analysis takes them while
/// it changes them, so two analyses at once never share them (the second starts afresh).
final class DocumentLineage: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: DocumentFacts?  // guarded by lock

    init() {}

    func take() -> DocumentFacts? {
        lock.withLock {
            defer { facts = nil }
            return facts
        }
    }

    func keep(_ facts: DocumentFacts) { lock.withLock { self.facts = facts } }
}
