import FormSpecJSON

/// A key FXForms reads from a field dictionary (`FXFormFieldKey` …).
public struct FXFieldKeyInfo: Sendable {
    public let name: String
    /// The FXForms constant, e.g. `FXFormFieldKey`; nil for `style`, which FXForms reads by its string.
    public let constant: String?
    /// JSON types the key takes ("string", "number", "boolean", "array", "object", "null").
    public let types: [String]
    /// The kind of class a class-name value must be (`value`, `cell`, `viewController`, ...).
    public let role: FXClassRole?
    /// For `style`: the enum whose raw value it takes.
    public let enumName: String?
    public let doc: String
}

/// A field type: its cell, the value class it implies and the text traits its cell forces.
public struct FXFieldTypeInfo: Sendable {
    public let name: String
    public let constant: String
    public let cell: String
    /// False for the types FXFormController registers no cell for (label, bitfield, option):
    /// they get the default cell.
    public let isRegistered: Bool
    /// The class FXFormFieldInferClass gives a field of this type; nil for `default`.
    public let valueClass: String?
    /// How FXForms converts typed text: `double`, `integer`, or nil (stored as typed).
    public let converts: String?
    /// Text traits the text cells' -update sets, by UITextInputTraits key (raw values).
    public let traits: [(key: String, value: JSONValue)]
    public let doc: String
}

/// An FXFormField property a dictionary key of the same name would overwrite through KVC.
public struct FXFieldPropertyInfo: Sendable {
    public let name: String
    /// What setting it does, for messages.
    public let effect: String
    /// The field key meant instead, when there is one.
    public let instead: String?
}

/// How an XLForm row type corresponds to an FXForms field (`formspec convert`).
public struct FXRowTypeCorrespondence: Sendable {
    public let rowType: String
    /// The FXForms type; nil for option lists (type `default`) and buttons.
    public let type: String?
    public let cell: String?
    public let valueClass: String?
    /// `single` or `multiple` for selectors.
    public let options: String?
    /// A button: an action without a value.
    public let isAction: Bool
    /// Key paths (raw values) FXForms needs for the row type's text traits.
    public let keyPaths: [(key: String, value: JSONValue)]
    /// Used to turn FXForms fields into this row type.
    public let fromFXForms: Bool
    /// What the other library cannot express.
    public let lost: String?
}

/// A cell property one library names differently from the other.
public struct FXKeyPathRename: Sendable {
    public let fxCell: String
    public let fxKey: String
    public let xlCell: String
    public let xlKey: String
}

/// A Foundation or UIKit class FXForms' rules test values against (the key path catalog holds
/// the views and cells).
public struct FXValueClassInfo: Sendable {
    public let name: String
    public let superclass: String?
    public let framework: String
    /// `array`, `set`, `orderedSet`, `indexSet`, `dictionary` for collections.
    public let collection: String?
    public let isNumeric: Bool
    /// Why FXForms cannot use it where its role would allow it.
    public let unsupported: String?
    public let doc: String
}

/// The kind of class a field key names.
public enum FXClassRole: String, Sendable, CaseIterable {
    /// `class`: any class; collections, numbers and view controllers change what the field does.
    case value
    /// `cell`: a cell conforming to FXFormFieldCell: FXForms' cells (FXFormBaseCell
    /// subclasses) and the app's.
    case cell
    /// `viewController`: a UIViewController subclass.
    case viewController
    /// `valueTransformer`: an NSValueTransformer subclass.
    case valueTransformer
    /// `segue`: a UIStoryboardSegue subclass (or a segue identifier).
    case segue
    /// `header` / `footer`: a UIView subclass (or plain text).
    case view

    /// The class every class of the role descends from (nil: any class).
    public var rootClass: String? {
        switch self {
        case .value: return nil
        case .cell: return "FXFormBaseCell"
        case .viewController: return "UIViewController"
        case .valueTransformer: return "NSValueTransformer"
        case .segue: return "UIStoryboardSegue"
        case .view: return "UIView"
        }
    }

    /// "a cell class", for messages.
    public var phrase: String {
        switch self {
        case .value: return "a value class"
        case .cell: return "an FXForms cell class"
        case .viewController: return "a view controller class"
        case .valueTransformer: return "a value transformer class"
        case .segue: return "a segue class"
        case .view: return "a view class"
        }
    }
}

/// The FXForms part of the catalog (`fxforms` section plus the FXForms cells of `classes`),
/// read once from the merged catalog.
public struct FXFormsCatalog: Sendable {
    public let catalog: Catalog
    public let fieldKeys: [FXFieldKeyInfo]
    public let types: [FXFieldTypeInfo]
    /// FXFormFieldInferType's class rules, in order: a value of this class gets this type.
    public let typeByClass: [(className: String, type: String)]
    /// FXFormFieldInferType's key rules for strings, in order (lowercased suffixes).
    public let typeByKeySuffix: [(suffixes: [String], type: String)]
    public let fieldProperties: [String: FXFieldPropertyInfo]
    /// Key paths a cell applies itself (not through KVC), by cell class.
    public let directKeyPaths: [String: Set<String>]
    public let valueClasses: [String: FXValueClassInfo]
    /// Declaration order of `valueClasses`, for listings and suggestions.
    public let valueClassNames: [String]
    public let rowTypes: [FXRowTypeCorrespondence]
    /// Every catalog class (views, cells, value classes) with itself and its ancestors, for
    /// subclass questions in one lookup.
    let ancestors: [String: Set<String>]
    /// The value class of an XLForm custom row type's value kind, in order (a class maps back
    /// to the first kind listing it).
    public let valueKindClasses: [(valueKind: String, className: String)]
    public let keyPathRenames: [FXKeyPathRename]

    private let keysByName: [String: Int]
    private let typesByName: [String: Int]

    public static let standard = FXFormsCatalog(.standard)

    public init(_ catalog: Catalog) {
        self.catalog = catalog
        let section = catalog.merged["fxforms"]?.objectValue ?? JSONObject()
        fieldKeys = (section["fieldKeys"]?.arrayValue ?? []).map { v in
            let name = Self.string(v, "name", "fieldKeys[]")
            return FXFieldKeyInfo(
                name: name, constant: v["constant"]?.stringValue, types: CatalogLoader.strings(v["types"]),
                role: v["role"]?.stringValue.map { text in
                    guard let role = FXClassRole(rawValue: text) else {
                        preconditionFailure("catalog: fxforms.fieldKeys.\(name) has an unknown role")
                    }
                    return role
                },
                enumName: v["enum"]?.stringValue, doc: v["doc"]?.stringValue ?? "")
        }
        types = (section["types"]?.arrayValue ?? []).map { v in
            let name = Self.string(v, "name", "types[]")
            return FXFieldTypeInfo(
                name: name, constant: Self.string(v, "constant", name), cell: Self.string(v, "cell", name),
                isRegistered: v["registered"]?.boolValue ?? true, valueClass: v["class"]?.stringValue,
                converts: v["converts"]?.stringValue,
                traits: (v["traits"]?.objectValue ?? JSONObject()).map { ($0.key, $0.value) },
                doc: v["doc"]?.stringValue ?? "")
        }
        typeByClass = (section["typeByClass"]?.arrayValue ?? []).map {
            (Self.string($0, "class", "typeByClass[]"), Self.string($0, "type", "typeByClass[]"))
        }
        typeByKeySuffix = (section["typeByKeySuffix"]?.arrayValue ?? []).map {
            (CatalogLoader.strings($0["suffixes"]), Self.string($0, "type", "typeByKeySuffix[]"))
        }
        fieldProperties = Dictionary(
            uniqueKeysWithValues: (section["fieldProperties"]?.arrayValue ?? []).map { v in
                let name = Self.string(v, "name", "fieldProperties[]")
                return (
                    name,
                    FXFieldPropertyInfo(
                        name: name, effect: Self.string(v, "doc", name), instead: v["instead"]?.stringValue)
                )
            })
        directKeyPaths = (section["directKeyPaths"]?.objectValue ?? JSONObject()).reduce(into: [:]) {
            $0[$1.key] = Set(CatalogLoader.strings($1.value))
        }
        let classes = section["classes"]?.objectValue ?? JSONObject()
        valueClassNames = classes.map(\.key)
        valueClasses = Dictionary(
            uniqueKeysWithValues: classes.map { member in
                let name = member.key, v = member.value
                return (
                    name,
                    FXValueClassInfo(
                        name: name, superclass: v["superclass"]?.stringValue,
                        framework: v["framework"]?.stringValue ?? "", collection: v["collection"]?.stringValue,
                        isNumeric: v["numeric"]?.boolValue ?? false, unsupported: v["unsupported"]?.stringValue,
                        doc: v["doc"]?.stringValue ?? "")
                )
            })
        rowTypes = (section["xlformRowTypes"]?.arrayValue ?? []).map { v in
            FXRowTypeCorrespondence(
                rowType: Self.string(v, "rowType", "xlformRowTypes[]"), type: v["type"]?.stringValue,
                cell: v["cell"]?.stringValue, valueClass: v["class"]?.stringValue, options: v["options"]?.stringValue,
                isAction: v["action"]?.boolValue ?? false,
                keyPaths: (v["keyPaths"]?.objectValue ?? JSONObject()).map { ($0.key, $0.value) },
                fromFXForms: v["fromFXForms"]?.boolValue ?? false, lost: v["lost"]?.stringValue)
        }
        valueKindClasses = (section["valueKindClasses"]?.arrayValue ?? []).map {
            (Self.string($0, "valueKind", "valueKindClasses[]"), Self.string($0, "class", "valueKindClasses[]"))
        }
        keyPathRenames = (section["keyPathRenames"]?.arrayValue ?? []).map { v in
            FXKeyPathRename(
                fxCell: Self.string(v, "fxCell", "keyPathRenames[]"),
                fxKey: Self.string(v, "fxKey", "keyPathRenames[]"),
                xlCell: Self.string(v, "xlCell", "keyPathRenames[]"), xlKey: Self.string(v, "xlKey", "keyPathRenames[]")
            )
        }
        var ancestors: [String: Set<String>] = [:]
        let valueClasses = self.valueClasses
        for name in catalog.classes.names + valueClassNames {
            var chain = Set<String>()
            var next: String? = name
            // The catalog's chains are checked acyclic when it loads; the bound is for safety.
            while let current = next, chain.count < 64, chain.insert(current).inserted {
                next = valueClasses[current]?.superclass ?? catalog.classes.info(current)?.superclass
            }
            ancestors[name] = chain
        }
        self.ancestors = ancestors
        keysByName = Dictionary(fieldKeys.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        typesByName = Dictionary(types.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        validate()
    }

    public func fieldKey(_ name: String) -> FXFieldKeyInfo? { keysByName[name].map { fieldKeys[$0] } }

    public func type(_ name: String) -> FXFieldTypeInfo? { typesByName[name].map { types[$0] } }

    public var fieldKeyNames: [String] { fieldKeys.map(\.name) }
    public var typeNames: [String] { types.map(\.name) }

    /// The cell FXFormController gives fields of no registered type.
    public static let defaultCell = "FXFormDefaultCell"

    private static func string(_ v: JSONValue, _ key: String, _ path: String) -> String {
        guard let s = v[key]?.stringValue else { preconditionFailure("catalog: fxforms \(path) needs '\(key)'") }
        return s
    }

    /// The data refers only to what exists (a test loads the catalog).
    private func validate() {
        for type in types {
            precondition(catalog.classes.contains(type.cell), "catalog: fxforms type \(type.name) names unknown cell")
            if let c = type.valueClass {
                precondition(valueClasses[c] != nil, "catalog: fxforms type \(type.name) class")
            }
        }
        for rule in typeByClass {
            precondition(valueClasses[rule.className] != nil && typesByName[rule.type] != nil, "catalog: typeByClass")
        }
        for rule in typeByKeySuffix { precondition(typesByName[rule.type] != nil, "catalog: typeByKeySuffix") }
        for key in fieldKeys {
            if let e = key.enumName { precondition(catalog.enums[e] != nil, "catalog: \(key.name)") }
        }
        for entry in rowTypes {
            precondition(
                catalog.rowType(entry.rowType) != nil, "catalog: xlformRowTypes names unknown \(entry.rowType)")
            if let t = entry.type { precondition(typesByName[t] != nil, "catalog: xlformRowTypes type \(t)") }
            if let c = entry.cell { precondition(catalog.classes.contains(c), "catalog: xlformRowTypes cell \(c)") }
        }
        for info in valueClasses.values {
            if let s = info.superclass { precondition(valueClasses[s] != nil, "catalog: fxforms class \(info.name)") }
        }
    }
}
