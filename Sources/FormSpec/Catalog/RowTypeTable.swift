/// The row types one document can use: XLForm's, plus the document's `customRowTypes` and then
/// the project configuration's (a custom type with a built-in name replaces it, as registering
/// a cell class does in XLForm; the document's own declaration of a name wins).
public final class RowTypeTable: Sendable {
    public let catalog: Catalog
    public let custom: [String: RowTypeInfo]
    /// Custom names in document order, for suggestions and completion.
    public let customNames: [String]

    public init(catalog: Catalog, form: Form?, project: ProjectConfiguration? = nil) {
        self.catalog = catalog
        var custom: [String: RowTypeInfo] = [:]
        var names: [String] = []
        for type in (form?.customRowTypes ?? []) + (project?.customRowTypes ?? []) {
            let name = type.name.value
            guard custom[name] == nil else { continue }
            names.append(name)
            let base = type.baseCell?.value ?? "XLFormBaseCell"
            custom[name] = RowTypeInfo(
                name: name, constant: nil, cell: type.cellClass?.value ?? base,
                valueKind: type.valueType.flatMap { ValueKind(rawValue: $0.value) } ?? .none,
                inlineRowType: type.inlineRowType?.value, produces: "declared by the app",
                doc: type.doc?.value ?? "Custom row type declared in customRowTypes.",
                isCustom: true, customKeyPaths: type.keyPaths.map { ($0.keyPath.value, $0.type.value) },
                declaresValueKind: type.valueType != nil)
        }
        self.custom = custom
        customNames = names
    }

    public func info(_ name: String) -> RowTypeInfo? { custom[name] ?? catalog.rowType(name) }

    public func info(for row: Row) -> RowTypeInfo? { row.rowTypeName.flatMap { info($0) } }

    /// Every usable name: built-in first (XLForm.h order), then custom.
    public var allNames: [String] { catalog.rowTypes.map(\.name) + customNames.filter { catalog.rowType($0) == nil } }
}
