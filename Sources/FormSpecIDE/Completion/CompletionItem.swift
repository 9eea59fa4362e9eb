import FormSpec
import FormSpecJSON

/// A completion proposal on byte offsets. The server converts ranges to positions and maps
/// `kind` (whose raw values are LSP's CompletionItemKind numbers) onto the wire.
public struct CompletionItem: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case text = 1
        case field = 5
        case variable = 6
        case `class` = 7
        case module = 9
        case property = 10
        case value = 12
        case keyword = 14
        case color = 16
        case enumMember = 20
        case constant = 21
        case `operator` = 24
    }

    public var label: String
    public var kind: Kind
    /// One line shown next to the label: a type, a cell class.
    public var detail: String?
    /// Markdown; nil when the engine defers documentation (use `resolveKey`).
    public var documentation: String?
    /// Names the catalog entry, for `completionItem/resolve`.
    public var resolveKey: CompletionResolveKey?
    /// Plain text edit: always present, never a snippet.
    public var edit: TextEdit
    /// Extra edits, e.g. the comma a previous member lacks.
    public var additionalEdits: [TextEdit]
    public var filterText: String
    /// Explicit order: catalog order, required first, discouraged last.
    public var sortText: String
    /// The same edit as an LSP snippet, for clients that support snippets (nil: same as `edit`).
    public var snippet: String?
    /// Accepting it leaves the cursor where completion should open again (after `textField.`).
    public var retrigger: Bool
    public var isDeprecated: Bool

    public init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil,
        resolveKey: CompletionResolveKey? = nil,
        edit: TextEdit, additionalEdits: [TextEdit] = [], filterText: String? = nil, sortText: String,
        snippet: String? = nil,
        retrigger: Bool = false, isDeprecated: Bool = false
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.resolveKey = resolveKey
        self.edit = edit
        self.additionalEdits = additionalEdits
        self.filterText = filterText ?? label
        self.sortText = sortText
        self.snippet = snippet
        self.retrigger = retrigger
        self.isDeprecated = isDeprecated
    }
}

public struct CompletionList: Sendable, Equatable {
    public var items: [CompletionItem]
    /// True when typing more may bring items the list does not have (predicate completion).
    public var isIncomplete: Bool

    public init(items: [CompletionItem] = [], isIncomplete: Bool = false) {
        self.items = items
        self.isIncomplete = isIncomplete
    }

    public static let empty = CompletionList()
}

/// What a completion item documents, so the server can ask for the markdown later
/// (`completionItem/resolve`) by sending `json` in the item's `data` and reading it back.
public enum CompletionResolveKey: Sendable, Hashable {
    /// A property of a spec object kind.
    case property(object: String, name: String)
    case rowType(String)
    case validatorType(String)
    case enumCase(enumName: String, caseName: String)
    case color(String)
    /// A property reached by a key path: the class declaring or inheriting it, the key path so far,
    /// and the row context that decides the "overwritten" note.
    case keyPathMember(
        className: String, property: String, keyPath: String, config: CellConfigKind, rowType: String?,
        cellClass: String?)
    case keyPathType(String)
    case cellClass(String)
    /// An FXForms field key, field type or class name.
    case fxFieldKey(String)
    case fxType(String)
    case fxClass(String)
    /// A tag offered inside a predicate: the row `$tag` names.
    case tag(String)

    public var json: JSONValue {
        switch self {
        case .property(let o, let n): return ["kind": "property", "object": .string(o), "name": .string(n)]
        case .rowType(let n): return ["kind": "rowType", "name": .string(n)]
        case .validatorType(let n): return ["kind": "validatorType", "name": .string(n)]
        case .enumCase(let e, let c): return ["kind": "enumCase", "enum": .string(e), "name": .string(c)]
        case .color(let n): return ["kind": "color", "name": .string(n)]
        case .keyPathMember(let c, let p, let k, let config, let rowType, let cellClass):
            return [
                "kind": "keyPathMember", "class": .string(c), "name": .string(p), "keyPath": .string(k),
                "config": .string(config.rawValue), "rowType": JSONValue(rowType), "cellClass": JSONValue(cellClass),
            ]
        case .keyPathType(let t): return ["kind": "keyPathType", "name": .string(t)]
        case .cellClass(let c): return ["kind": "cellClass", "name": .string(c)]
        case .fxFieldKey(let n): return ["kind": "fxFieldKey", "name": .string(n)]
        case .fxType(let n): return ["kind": "fxType", "name": .string(n)]
        case .fxClass(let n): return ["kind": "fxClass", "name": .string(n)]
        case .tag(let t): return ["kind": "tag", "name": .string(t)]
        }
    }

    public init?(json: JSONValue) {
        guard let kind = json["kind"]?.stringValue, let name = json["name"]?.stringValue else { return nil }
        switch kind {
        case "property":
            guard let o = json["object"]?.stringValue else { return nil }
            self = .property(object: o, name: name)
        case "rowType": self = .rowType(name)
        case "validatorType": self = .validatorType(name)
        case "enumCase":
            guard let e = json["enum"]?.stringValue else { return nil }
            self = .enumCase(enumName: e, caseName: name)
        case "color": self = .color(name)
        case "keyPathMember":
            guard let c = json["class"]?.stringValue, let k = json["keyPath"]?.stringValue,
                let config = json["config"]?.stringValue.flatMap(CellConfigKind.init(rawValue:))
            else { return nil }
            self = .keyPathMember(
                className: c, property: name, keyPath: k, config: config,
                rowType: json["rowType"]?.stringValue, cellClass: json["cellClass"]?.stringValue)
        case "keyPathType": self = .keyPathType(name)
        case "cellClass": self = .cellClass(name)
        case "fxFieldKey": self = .fxFieldKey(name)
        case "fxType": self = .fxType(name)
        case "fxClass": self = .fxClass(name)
        case "tag": self = .tag(name)
        default: return nil
        }
    }
}
