/// A spec compiled once per document revision, for any number of previews: its sections and
/// rows as the app's descriptors hold them before the user changes anything (converted default
/// values, parsed options and validators, predicates compiled with their `$tag`s numbered),
/// the tag and observer tables, and the state every preview starts from. Immutable: previews
/// of one compiled form may run on any number of threads at once, each on a `FormState` of its
/// own.
///
/// A dialect compiles its files into this shape (`CompiledForm(compiling:catalog:)` is
/// XLForm's); everything after compiling is the same for every dialect.
public final class CompiledForm: Sendable {
    /// The document's name (path or URI), for messages.
    public let name: String
    let title: String?
    let disabled: CompiledCondition
    let addAsteriskToRequiredRowsTitle: Bool
    let sections: [CompiledSection]
    /// Findings about the whole document (JSON syntax errors, no form at all).
    let warnings: [PreviewWarning]
    /// Every tag a row has or a predicate reads, numbered (`RowPredicate` reads rows by slot).
    let tags: TagSlots
    /// `multivaluedTag` → index into `sections`; the last section wins, as in formValues.
    let sectionsByMultivaluedTag: [String: Int]
    /// The tags of the spec's rows and multivalued sections, sorted: what a misspelt tag in
    /// the values is compared with.
    let knownTags: [String]
    /// The state every preview starts from: each row holding its default value, constant
    /// conditions set, predicates not yet evaluated (`FormState.init`).
    let initialRows: [RowState]
    /// Ids of the rows whose default is a relative date, made from each preview's `now`.
    let relativeDateRows: [Int]
    let initialSections: [SectionState]
    /// Tags and observers of the rows as the spec lays them out.
    let registry: Registry
    /// No two keys formValues or httpParameters could hold coincide (no repeated tags), so
    /// those objects are built without looking for each key.
    let outputKeysAreUnique: Bool

    /// `tags` must hold every tag of `sections`' rows and of their predicates.
    init(
        name: String, title: String?, disabled: CompiledCondition, addAsterisk: Bool, sections: [CompiledSection],
        tags: TagSlots, warnings: [PreviewWarning]
    ) {
        self.name = name
        self.title = title
        self.disabled = disabled
        addAsteriskToRequiredRowsTitle = addAsterisk
        self.sections = sections
        self.tags = tags
        self.warnings = warnings
        var multivalued: [String: Int] = [:]
        var known: Set<String> = []
        var rows: [RowState] = []
        var states: [SectionState] = []
        for (s, section) in sections.enumerated() {
            if let tag = section.multivaluedTag {
                multivalued[tag] = s
                known.insert(tag)
            }
            var ids: [Int] = []
            for row in section.rows + (section.addButton.map { [$0] } ?? []) {
                if let tag = row.tag { known.insert(tag) }
                ids.append(rows.count)
                rows.append(RowState(row, section: s))
            }
            states.append(SectionState(section, rows: ids))
        }
        sectionsByMultivaluedTag = multivalued
        knownTags = known.sorted()
        initialRows = rows
        relativeDateRows = rows.indices.filter { rows[$0].compiled.defaultDateOffset != nil }
        initialSections = states
        registry = Registry(rows: rows, sections: states, tags: tags)
        var keys: [String] = []
        for section in sections {
            if let tag = section.multivaluedTag {
                keys.append(tag)
                continue
            }
            for row in section.rows {
                // A left-right selector is sent under its left option's key, kept under its tag.
                if let tag = row.tag { keys.append(tag) }
                if row.cell == .leftRight { keys += row.leftOptions.compactMap(\.httpParameterKey) }
            }
        }
        outputKeysAreUnique = Set(keys).count == keys.count
    }
}

/// A section descriptor as the app builds it.
final class CompiledSection: Sendable {
    /// Index in the spec's `sections` array.
    let index: Int
    let path: String
    let title: String?
    let footerTitle: String?
    let hidden: CompiledCondition
    /// Non-empty `multivaluedTag`: formValues collects the rows' values under it.
    let multivaluedTag: String?
    /// Any sectionOptions: rows can be inserted and deleted.
    let isMultivalued: Bool
    let rows: [CompiledRow]
    let template: CompiledRow?
    /// The "Add Item" button XLForm keeps last in a section with `sectionInsertMode: button`
    /// and `canInsert` (or a dialect's own, `ownAddButton`: FXForms' inline collections).
    let addButton: CompiledRow?
    /// The row a multivalued insert copies: the template, else the first row, else (button
    /// mode) the Add button itself; nil when XLForm would index an empty array.
    let insertionSource: CompiledRow?
    let warnings: [PreviewWarning]

    init(
        index: Int, path: String, title: String?, footerTitle: String?, hidden: CompiledCondition,
        multivaluedTag: String?, isMultivalued: Bool, hasAddButton: Bool, rows: [CompiledRow], template: CompiledRow?,
        warnings: [PreviewWarning], ownAddButton: CompiledRow? = nil, addButtonTitle: String? = nil
    ) {
        self.index = index
        self.path = path
        self.title = title
        self.footerTitle = footerTitle
        self.hidden = hidden
        self.multivaluedTag = multivaluedTag
        self.isMultivalued = isMultivalued
        self.rows = rows
        self.template = template
        self.warnings = warnings
        let button =
            ownAddButton ?? (hasAddButton ? CompiledRow.addButton(sectionPath: path, title: addButtonTitle) : nil)
        addButton = button
        insertionSource =
            template?.copied(as: .template) ?? rows.first?.copied(as: .firstRow) ?? button?.copied(as: .addButton)
    }

    /// "section 2 'Company'" for messages.
    var name: String { title.map { "section \(index + 1) '\($0)'" } ?? "section \(index + 1)" }
}
