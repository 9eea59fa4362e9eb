import FormSpec
import FormSpecJSON

/// What a node of a spec is, derived from the catalog's object schemas along its path: which
/// schema an object follows, which property a scalar belongs to, which row a cell config
/// configures. Completion and hover both start from it.
indirect enum SpecRole: Sendable {
    /// An object following the named schema (`form`, `row`, `font`, ...).
    case object(String)
    /// An array whose elements have the given role.
    case array(SpecRole)
    /// An object with free keys whose values have the given role (`customRowTypes`).
    case map(SpecRole)
    /// The value of a property of a spec object.
    case property(PropertySchema)
    /// An element of a `flags:` property: one case name.
    case flag(enumName: String)
    /// A selector option: an option object, a left-right option or a scalar.
    case option
    /// A cell config dictionary of a row.
    case cellConfig(CellConfigKind, row: JSONNode)
    /// The value of one cell config entry.
    case keyPathValue(keyPath: JSONString, CellConfigKind, row: JSONNode)
    /// An element of a flags-typed key path value.
    case keyPathFlag(enumName: String)
    /// `customRowTypes.*.keyPaths`: free keys whose values are key path type names.
    case declaredKeyPaths
    case declaredKeyPathType
    /// A row's `value`, or an element of it for multiple selectors.
    case rowValue(row: JSONNode, isElement: Bool)
    /// A row's `leftRightSelectorLeftOptionSelected`.
    case leftOption(row: JSONNode)
    case unknown

    static let root = SpecRole.object("form")

    /// The role of a step's node, given the role of the container (`parent`) it is in.
    func child(_ step: JSONPathStep, in parent: JSONNode, _ context: DocumentContext) -> SpecRole {
        switch (asContainer(context), step) {
        case (.object(let kind), .member(let member)):
            guard let schema = context.catalog.objects[kind], let property = schema.property(member.key.value) else {
                return .unknown
            }
            return SpecRole.of(property, owner: parent, context)
        case (.array(let element), .element(_, let node)):
            if case .option = element {
                guard node.members != nil else { return .option }
                let isLeftRight = node.member("leftValue") != nil || node.member("rightOptions") != nil
                return .object(isLeftRight ? "leftRightOption" : "option")
            }
            return element
        case (.map(let value), .member):
            return value
        case (.cellConfig(let kind, let row), .member(let member)):
            return .keyPathValue(keyPath: member.key, kind, row: row)
        case (.declaredKeyPaths, .member):
            return .declaredKeyPathType
        case (.rowValue(let row, false), .element):
            return .rowValue(row: row, isElement: true)
        default:
            return .unknown
        }
    }

    /// How a node with this role is read as a container: a key path value of font type is a
    /// font object, one of flags type an array of case names.
    func asContainer(_ context: DocumentContext) -> SpecRole {
        guard case .keyPathValue(let keyPath, let kind, let row) = self else { return self }
        switch context.keyPathTarget(keyPath.value, kind, row: row)?.property.type {
        case .font?: return .object("font")
        case .flags(let e)?: return .array(.keyPathFlag(enumName: e))
        default: return self
        }
    }

    static func of(_ property: PropertySchema, owner: JSONNode?, _ context: DocumentContext) -> SpecRole {
        switch property.type {
        case .object(let kind): return .object(kind)
        case .array(let kind): return .array(.object(kind))
        case .map(let kind): return context.catalog.objects[kind] != nil ? .map(.object(kind)) : .declaredKeyPaths
        case .options: return .array(.option)
        case .flags(let e): return .array(.flag(enumName: e))
        case .cellConfig:
            guard let owner, let kind = CellConfigKind(rawValue: property.name) else { return .unknown }
            return .cellConfig(kind, row: owner)
        case .value:
            guard let owner else { return .unknown }
            return .rowValue(row: owner, isElement: false)
        case .leftOption:
            guard let owner else { return .unknown }
            return .leftOption(row: owner)
        default: return .property(property)
        }
    }

    /// Roles of every node along a path: `[root role, role after step 0, ...]`.
    static func along(_ steps: [JSONPathStep], from root: JSONNode, _ context: DocumentContext) -> [SpecRole] {
        var roles = [SpecRole.root]
        var parent = root
        for step in steps {
            roles.append(roles.last!.child(step, in: parent, context))
            if let node = step.node { parent = node }
        }
        return roles
    }
}
