/// A property KVC reaches on a class: its key, type and what the catalog knows about setting it.
public struct PropertyInfo: Sendable {
    public enum Visibility: String, Sendable {
        /// Declared in a public header.
        case `public`
        /// Declared only in the implementation; KVC reaches it all the same.
        case `private`
        /// Kept for compatibility; a newer property replaces it.
        case deprecated
    }

    public let name: String
    public let type: KeyPathType
    public let isReadonly: Bool
    public let visibility: Visibility
    public let doc: String
    /// The default as documentation text (`"100"`, `"YES"`, `"nil"`).
    public let defaultValue: String?
    /// First OS version with the property, e.g. `"iOS 13"`.
    public let availability: String?
    public let minimum: Double?
    public let maximum: Double?
    /// The minimum itself is not allowed (UIStepper.stepValue must be above 0).
    public let exclusiveMinimum: Bool
    /// Setting it through KVC raises in XLForm on some iOS versions (UITextInputTraits).
    public let isUnsafe: Bool
    /// Key paths on the cell that set the same thing safely.
    public let alternatives: [String]

    public init(
        name: String, type: KeyPathType, isReadonly: Bool = false, visibility: Visibility = .public, doc: String = "",
        defaultValue: String? = nil, availability: String? = nil, minimum: Double? = nil, maximum: Double? = nil,
        exclusiveMinimum: Bool = false, isUnsafe: Bool = false, alternatives: [String] = []
    ) {
        self.name = name
        self.type = type
        self.isReadonly = isReadonly
        self.visibility = visibility
        self.doc = doc
        self.defaultValue = defaultValue
        self.availability = availability
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.isUnsafe = isUnsafe
        self.alternatives = alternatives
    }
}

/// A class (or protocol) of the catalog, or one a document declares through `customRowTypes`.
public struct ClassInfo: Sendable {
    public let name: String
    public let superclass: String?
    /// Protocols whose properties the class implements (UITextInputTraits), searched before the superclass.
    public let protocols: [String]
    public let isProtocol: Bool
    public let framework: String
    public let doc: String
    /// True for UITableViewCell subclasses XLForm instantiates for rows.
    public let isCell: Bool
    public let properties: [PropertyInfo]
    /// Key paths the cell's -update sets on every display (subclasses inherit them).
    public let updateSets: [String]
    /// The text input the row type's forced traits (`keyboardType`, ...) are applied to.
    public let traitsTarget: String?
    /// Declared by the document with only some of its keys: unknown keys below it are not reported.
    public let isOpen: Bool

    public init(
        name: String, superclass: String? = nil, protocols: [String] = [], isProtocol: Bool = false,
        framework: String = "",
        doc: String = "", isCell: Bool = false, properties: [PropertyInfo], updateSets: [String] = [],
        traitsTarget: String? = nil, isOpen: Bool = false
    ) {
        self.name = name
        self.superclass = superclass
        self.protocols = protocols
        self.isProtocol = isProtocol
        self.framework = framework
        self.doc = doc
        self.isCell = isCell
        self.properties = properties
        self.updateSets = updateSets
        self.traitsTarget = traitsTarget
        self.isOpen = isOpen
    }
}

/// A property as found on a class: the declaration and the class (or protocol) that declares it.
public struct ClassMember: Sendable {
    public let property: PropertyInfo
    public let owner: String
    /// 0 for the class itself, 1 for its superclass or protocols, ...; completion sorts by it.
    public let depth: Int

    public var name: String { property.name }
}
