import FormSpecJSON

/// A spec compiled once for any number of previews: rows with their converted default values,
/// parsed predicates, options and validators. Immutable and shareable between threads; each
/// preview runs a `PreviewSession` over it.
public final class CompiledForm: Sendable {
    /// The document's name (path or URI), for messages.
    public let name: String
    let title: String?
    let disabled: CompiledCondition
    let addAsteriskToRequiredRowsTitle: Bool
    let sections: [CompiledSection]
    /// Findings about the whole document (JSON syntax errors, no form at all).
    let warnings: [PreviewWarning]
    /// Every spec row (templates excluded) with a non-empty tag, in document order.
    let taggedRows: [(tag: String, section: Int, row: Int)]
    /// `multivaluedTag` → index into `sections`; the last section wins, as in formValues.
    let sectionsByMultivaluedTag: [String: Int]
    /// Tags and observers of the rows as the spec lays them out.
    let registrations: Registrations
    /// No two keys formValues or httpParameters could hold coincide (no repeated tags), so
    /// those objects can be built without checking each key.
    let outputKeysAreUnique: Bool
    /// Sessions kept for the next previews.
    let sessionPool = SessionPool()
    /// Copies for threads previewing it at the same time (`FormReplicas`).
    let replicas = FormReplicas()

    init(
        name: String, title: String?, disabled: CompiledCondition, addAsterisk: Bool, sections: [CompiledSection],
        warnings: [PreviewWarning]
    ) {
        self.name = name
        self.title = title
        self.disabled = disabled
        addAsteriskToRequiredRowsTitle = addAsterisk
        self.sections = sections
        self.warnings = warnings
        var tagged: [(String, Int, Int)] = []
        var multivalued: [String: Int] = [:]
        for (s, section) in sections.enumerated() {
            if let tag = section.multivaluedTag { multivalued[tag] = s }
            for (r, row) in section.rows.enumerated() {
                if let tag = row.tag { tagged.append((tag, s, r)) }
            }
        }
        taggedRows = tagged
        sectionsByMultivaluedTag = multivalued
        registrations = Registrations(rows: sections.map(\.rows), sectionHidden: sections.map(\.hidden))
        var conditions = [disabled]
        for section in sections {
            conditions.append(section.hidden)
            for row in section.rows + (section.template.map { [$0] } ?? []) {
                conditions += [row.hidden, row.disabled]
            }
        }
        let rows = sections.map(\.rows)
        for case .predicate(_, _, _, let fast?) in conditions {
            for reference in fast.references { reference.resolve(in: registrations, rows: rows) }
            fast.prepareShortcuts()
        }
        Self.settlePredicates(in: sections)
        var keys: [String] = []
        for section in sections {
            if let tag = section.multivaluedTag {
                keys.append(tag)
                continue
            }
            for row in section.rows {
                keys +=
                    row.cell == .leftRight
                    ? row.leftOptions.compactMap(\.httpParameterKey) : (row.tag.map { [$0] } ?? [])
            }
        }
        outputKeysAreUnique = Set(keys).count == keys.count
    }

    /// Compiles a parsed document. Never fails: what cannot be used becomes a warning.
    public convenience init(_ document: SpecDocument, catalog: Catalog = .standard) {
        self.init(compiling: document, catalog: catalog)
        replicas.keep(document, catalog: catalog)
    }
}

/// A section descriptor as the app would build it.
struct CompiledSection: Sendable {
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
    /// `sectionInsertMode: button` with `canInsert`: XLForm keeps an "Add Item" button last.
    let hasAddButton: Bool
    let rows: [CompiledRow]
    let template: CompiledRow?
    let warnings: [PreviewWarning]
    /// Its result's members before `rows`, as text, shown and hidden.
    let encodedHeads: (shown: JSONWriter.ObjectHead, hidden: JSONWriter.ObjectHead)

    /// The row a multivalued insert copies: the template, else the first row, else (button
    /// mode) the Add button itself; nil when XLForm would index an empty array.
    var insertionSource: CompiledRow? {
        if let template { return template.copied(as: .template) }
        if let first = rows.first { return first.copied(as: .firstRow) }
        return hasAddButton ? CompiledRow.addButton(sectionPath: path).copied(as: .addButton) : nil
    }
}
