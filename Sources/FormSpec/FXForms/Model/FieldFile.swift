import FormSpecJSON

/// An FXForms field file as written: the array a form object's `-fields` returns, or an object
/// whose members are what the form's `-fields`, `-extraFields`, `-excludedFields` and
/// `-<key>Field` methods return. Values of the wrong JSON type are nil here; rules report them.
public final class FieldFile: Sendable {
    public enum Shape: Sendable {
        /// `[ ... ]`: the `-fields` array.
        case fields
        /// `{"fields": [...], "extraFields": [...], "excludedFields": [...], "<key>Field": {...}}`.
        case methods
    }

    /// The object form's member names that are not `-<key>Field` overrides.
    public static let methodNames: Set<String> = ["fields", "extraFields", "excludedFields"]

    public let node: JSONNode
    public let shape: Shape
    /// Every listed field, `fields` then `extraFields`, excluded ones included (FXForms drops
    /// those): rules check them all.
    public let listed: [Field]
    /// What FXForms shows, in order: `listed` without the excluded keys.
    public let fields: [Field]
    /// `excludedFields`: keys FXForms removes.
    public let excluded: [Located<String>]
    /// `-<key>Field` dictionaries, by key, in document order.
    public let overrides: [FieldOverride]
    /// The object form has no `fields`: FXForms lists the form object's properties first,
    /// which the file does not describe.
    public var listsFormProperties: Bool { shape == .methods && node.member("fields") == nil }

    init(node: JSONNode, shape: Shape, listed: [Field], excluded: [Located<String>], overrides: [FieldOverride]) {
        self.node = node
        self.shape = shape
        self.listed = listed
        self.excluded = excluded
        self.overrides = overrides
        let excludedKeys = Set(excluded.map(\.value))
        fields = listed.filter { field in field.key.map { !excludedKeys.contains($0.value) } ?? true }
    }

    /// Every field dictionary, templates included, in document order of their parents.
    public var allFields: [Field] {
        var result: [Field] = []
        for field in listed {
            var next: Field? = field
            var depth = 0
            while let f = next, depth < FieldFileBuilder.maxTemplateDepth {
                result.append(f)
                next = f.template
                depth += 1
            }
        }
        return result
    }

    /// The field whose item (or template) holds this node.
    public func field(containing offset: Int) -> Field? {
        allFields.last { $0.node.range.start <= offset && offset <= $0.node.range.end }
    }
}

/// A `"<key>Field": {...}` member of the object form.
public struct FieldOverride: Sendable {
    public let member: JSONMember
    public let key: String
    public let node: JSONNode
}

/// Where a field dictionary was written.
public enum FieldOrigin: Sendable, Equatable {
    /// Element `index` of `fields` (or of the root array).
    case fields(Int)
    /// Element `index` of `extraFields`.
    case extraFields(Int)
    /// The `template` of a collection field.
    case template
}

/// One value of a field dictionary, from the item itself or from a `-<key>Field` override.
public struct FieldAttribute: Sendable {
    public let name: String
    /// nil for the key of a plain string item (`"password"`), which is its own value.
    public let member: JSONMember?
    public let value: JSONNode
    public let isOverride: Bool

    /// Where messages about the attribute's name point.
    public var nameRange: TextRange { member?.key.range ?? value.range }
}

/// One field as FXForms receives it: the item's members, then the matching `-<key>Field`
/// dictionary's (a later one replaces an earlier one of the same name, as NSDictionary does).
public final class Field: Sendable {
    public let node: JSONNode
    public let origin: FieldOrigin
    /// Effective attributes in the order they first appear.
    public let attributes: [FieldAttribute]
    public let template: Field?
    /// For a template: the display name of the field it belongs to.
    let parentName: String?
    private let index: [String: Int]

    init(node: JSONNode, origin: FieldOrigin, attributes: [FieldAttribute], template: Field?, parentName: String?) {
        self.node = node
        self.origin = origin
        self.attributes = attributes
        self.template = template
        self.parentName = parentName
        index = Dictionary(attributes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { _, b in b })
    }

    public func attribute(_ name: String) -> FieldAttribute? { index[name].map { attributes[$0] } }
    public func value(_ name: String) -> JSONNode? { attribute(name)?.value }
    public func string(_ name: String) -> Located<String>? {
        value(name).flatMap { v in v.stringValue.map { Located($0, v) } }
    }

    /// True for `"password"`-style items, which name only the key.
    public var isKeyOnly: Bool { node.string != nil }

    public var key: Located<String>? { string("key") }

    /// The options array, nil when absent or empty (FXForms treats an empty array as none).
    public var options: JSONElements? {
        guard let elements = value("options")?.elements, !elements.isEmpty else { return nil }
        return elements
    }

    /// "field 'email'", "field 3", "template of field 'tags'", for messages.
    public var displayName: String { Field.displayName(origin: origin, key: key?.value, parentName: parentName) }

    static func displayName(origin: FieldOrigin, key: String?, parentName: String?) -> String {
        switch origin {
        case .template: return "template of \(parentName ?? "a field")"
        case .fields(let i), .extraFields(let i):
            if let key, !key.isEmpty { return "field '\(key)'" }
            let list = origin == .extraFields(i) ? " of extraFields" : ""
            return "field \(i + 1)\(list)"
        }
    }
}

/// How FXForms shows a JSON value in a cell (`-fieldDescription`): strings as they are, numbers
/// as written, booleans as 1 and 0 (NSNumber's description).
public enum FieldValues {
    public static func shown(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let s): return s.value
        case .number(let n): return n.text
        case .bool(let b): return b ? "1" : "0"
        default: return node.jsonValue.encodedString()
        }
    }
}
