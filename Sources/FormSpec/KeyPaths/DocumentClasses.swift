import FormSpecJSON

/// The classes one document's key paths resolve against: the catalog's, plus the cells its
/// `customRowTypes` declare with their `keyPaths` (`"ratingView.rating": "number"` makes a class
/// for `ratingView` holding `rating`). Also answers which class a row's configs apply to.
public struct DocumentClasses: Sendable {
    public let catalog: Catalog
    public let rowTypes: RowTypeTable
    public let resolver: KeyPathResolver
    /// Custom row type name → the class its cell configs resolve from.
    private let customRoots: [String: String]

    /// Root of `cellConfigForSelector`: the option cells of the pushed list.
    public static let selectorOptionCell = "XLFormRightDetailCell"
    static let defaultBaseCell = "XLFormBaseCell"

    public init(catalog: Catalog, form: Form?, project: ProjectConfiguration? = nil) {
        self.catalog = catalog
        rowTypes = RowTypeTable(catalog: catalog, form: form, project: project)
        var declared: [ClassInfo] = []
        var roots: [String: String] = [:]
        for type in (form?.customRowTypes ?? []) + (project?.customRowTypes ?? []) where roots[type.name.value] == nil {
            let (root, classes) = DocumentClasses.classes(for: type, catalog: catalog.classes)
            roots[type.name.value] = root
            declared += classes
        }
        customRoots = roots
        let base = catalog.classes.extended(with: declared)
        resolver = KeyPathResolver(classes: base.extended(with: AppCellClasses.classes(project, base: base)))
    }

    public var classes: ClassTable { resolver.classes }

    /// The class a row's config dictionary applies to, or nil when it is unknown (an unknown row
    /// type, or a `cellClass` the catalog and the document do not describe).
    public func rootClass(rowType: String?, cellClass: String?, config: CellConfigKind) -> String? {
        if config == .cellConfigForSelector { return DocumentClasses.selectorOptionCell }
        if let cellClass {
            return classes.contains(cellClass) ? cellClass : nil
        }
        guard let rowType else { return nil }
        if let custom = customRoots[rowType] { return custom }
        return rowTypes.info(rowType)?.cell
    }

    public func rootClass(of row: Row, config: CellConfigKind) -> String? {
        rootClass(rowType: row.rowType?.value, cellClass: row.cellClass?.value, config: config)
    }

    /// Key paths set after the dictionary is applied, so values given there never show:
    /// for `cellConfigAtConfigure` the cell's -update keys and the row type's forced text traits;
    /// for `cellConfigForSelector` the option cell's text and checkmark. Empty for the others.
    public func overwrittenKeys(rootClass: String, rowType: String?, config: CellConfigKind) -> [OverwrittenKey] {
        switch config {
        case .cellConfig, .cellConfigIfDisabled:
            return []
        case .cellConfigForSelector:
            return classes.updateSets(of: rootClass).map { OverwrittenKey(keyPath: $0, cell: rootClass) }
        case .cellConfigAtConfigure:
            var keys = classes.updateSets(of: rootClass).map { OverwrittenKey(keyPath: $0, cell: rootClass) }
            if let target = classes.traitsTarget(of: rootClass), let rowType, let info = rowTypes.info(rowType) {
                for trait in info.traits {
                    keys.append(
                        OverwrittenKey(
                            keyPath: "\(target).\(trait.key)", cell: rootClass, rowType: rowType,
                            forcedValue: trait.value))
                }
            }
            return keys
        }
    }

    /// A custom row type's root class and the classes its key paths need.
    private static func classes(for type: CustomRowType, catalog: ClassTable) -> (root: String, classes: [ClassInfo]) {
        let base = type.baseCell?.value ?? defaultBaseCell
        let cellClass = type.cellClass?.value ?? base
        let declared = type.keyPaths.map { (path: $0.keyPath.value, type: $0.type.value) }
        if declared.isEmpty, catalog.contains(cellClass) { return (cellClass, []) }
        // A catalog cell named as cellClass keeps its name; the declared keys hang off a subclass.
        let root = catalog.contains(cellClass) ? "\(cellClass)+\(type.name.value)" : cellClass
        let superclass = catalog.contains(cellClass) ? cellClass : base
        var builder = DeclaredKeyPaths(root: root)
        for entry in declared { builder.add(entry.path, typeText: entry.type) }
        return (root, builder.classes(rootSuperclass: superclass, catalog: catalog, doc: type.doc?.value ?? ""))
    }
}

/// A key a cell (or the row type) sets after a config dictionary was applied.
public struct OverwrittenKey: Sendable {
    public let keyPath: String
    public let cell: String
    /// Set when the row type forces the key (a text trait): the row type and the value it forces.
    public var rowType: String?
    public var forcedValue: JSONValue?
}

/// Turns `customRowTypes.keyPaths` (and an app cell's `keyPaths`) into classes: one per object
/// a dotted path goes through.
struct DeclaredKeyPaths {
    struct Entry {
        let name: String
        var type: String?
        /// A later path goes through it (`ratingView` in `ratingView.rating`).
        var isNested = false
    }

    let root: String
    var entries: [String: [Entry]] = [:]
    var order: [String] = []

    init(root: String) {
        self.root = root
        entries[root] = []
        order.append(root)
    }

    mutating func add(_ path: String, typeText: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return }
        var owner = root
        for (i, part) in parts.enumerated() {
            let isLast = i == parts.count - 1
            update(part, in: owner) { entry in
                if isLast { entry.type = typeText } else { entry.isNested = true }
            }
            if isLast { break }
            owner = "\(owner).\(part)"
            if entries[owner] == nil {
                entries[owner] = []
                order.append(owner)
            }
        }
    }

    private mutating func update(_ name: String, in owner: String, _ change: (inout Entry) -> Void) {
        var list = entries[owner] ?? []
        if let i = list.firstIndex(where: { $0.name == name }) {
            change(&list[i])
        } else {
            var entry = Entry(name: name)
            change(&entry)
            list.append(entry)
        }
        entries[owner] = list
    }

    /// An object reached by a path gets a class of its own, inheriting from the class declared
    /// for it; when that class is not in the catalog, keys not declared are not reported.
    /// `rootSuperclass` nil: the root's ancestors are not known, so keys not declared are not reported.
    func classes(rootSuperclass: String?, catalog: ClassTable, doc: String) -> [ClassInfo] {
        var declaredClass: [String: String] = [:]
        let properties: [String: [PropertyInfo]] = entries.mapValues { list in
            list.map { entry in
                if entry.isNested {
                    return PropertyInfo(
                        name: entry.name, type: .object(""), isReadonly: true, doc: "Declared in customRowTypes.")
                }
                // An unreadable type is reported by its own rule; here it stays an opaque object.
                return PropertyInfo(
                    name: entry.name, type: entry.type.flatMap(KeyPathType.init) ?? .object("?"),
                    doc: "Declared in customRowTypes.")
            }
        }
        for (owner, list) in entries {
            for entry in list where entry.isNested {
                declaredClass["\(owner).\(entry.name)"] = entry.type.flatMap(KeyPathType.init)?.className
            }
        }
        return order.map { className in
            let props = (properties[className] ?? []).map { p in
                guard p.type == .object("") else { return p }
                return PropertyInfo(name: p.name, type: .object("\(className).\(p.name)"), isReadonly: true, doc: p.doc)
            }
            if className == root {
                return ClassInfo(
                    name: className, superclass: rootSuperclass, framework: "app", doc: doc, isCell: true,
                    properties: props, isOpen: rootSuperclass == nil)
            }
            let declared = declaredClass[className]
            let isOpen = declared.map { !catalog.contains($0) } ?? false
            return ClassInfo(
                name: className, superclass: isOpen ? nil : declared, framework: "app",
                doc: "Object declared in customRowTypes.", properties: props, isOpen: isOpen)
        }
    }
}

/// The cells a project configuration declares (`appClasses` of kind `cell`), as classes key
/// paths resolve through: the declared key paths on top of the superclass's.
enum AppCellClasses {
    static func classes(_ project: ProjectConfiguration?, base: ClassTable) -> [ClassInfo] {
        var result: [ClassInfo] = []
        for app in project?.appClasses ?? [] where app.kind == .cell && !base.contains(app.name.value) {
            var builder = DeclaredKeyPaths(root: app.name.value)
            for entry in app.keyPaths { builder.add(entry.keyPath.value, typeText: entry.type.value) }
            let superclass = app.superclass?.value
            result += builder.classes(
                rootSuperclass: superclass.flatMap { base.contains($0) ? $0 : nil }, catalog: base,
                doc: app.doc ?? "App cell declared in \(ProjectConfiguration.fileName).")
        }
        return result
    }
}
