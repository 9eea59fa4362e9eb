import FormSpec
import FormSpecJSON

/// One document with the catalog and the classes its custom row types declare, built per request
/// (cheap: only `customRowTypes` is read).
struct DocumentContext {
    let document: SpecDocument
    let catalog: Catalog
    let classes: DocumentClasses
    let project: ProjectConfiguration?

    init(_ document: SpecDocument, catalog: Catalog, project: ProjectConfiguration? = nil) {
        self.document = document
        self.catalog = catalog
        self.project = project
        classes = DocumentClasses(catalog: catalog, form: document.form, project: project)
    }

    var bytes: [UInt8] { document.bytes }

    /// The class a row object's config dictionary applies to.
    func rootClass(_ kind: CellConfigKind, row: JSONNode) -> String? {
        classes.rootClass(
            rowType: row.value("rowType")?.stringValue, cellClass: row.value("cellClass")?.stringValue, config: kind)
    }

    func resolve(
        _ keyPath: String, _ kind: CellConfigKind, row: JSONNode
    ) -> (root: String, resolution: KeyPathResolution)? {
        guard let root = rootClass(kind, row: row) else { return nil }
        return (root, classes.resolver.resolve(keyPath, from: root))
    }

    /// The property a complete key path sets, when every segment resolves.
    func keyPathTarget(_ keyPath: String, _ kind: CellConfigKind, row: JSONNode) -> ClassMember? {
        resolve(keyPath, kind, row: row)?.resolution.target
    }

    /// Keys the row's cell sets on every display (with the row type's forced traits), which a
    /// config dictionary applied before it cannot change.
    func displayKeys(root: String, row: JSONNode) -> [OverwrittenKey] {
        classes.overwrittenKeys(
            rootClass: root, rowType: row.value("rowType")?.stringValue, config: .cellConfigAtConfigure)
    }
}
