/// A node of a spec document's syntax tree: its content, which knows no absolute position, and
/// where it starts in this tree's text. The content is immutable and shared: the tree after an
/// edit keeps every subtree the edit did not touch, moved or not, and only the nodes on the way
/// down to the edit are new (see `JSONReparser`). Positions are worked out on the way down: a
/// container keeps its children's offsets from its own start.
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case object(JSONMembers)
        case array(JSONElements)
        case string(JSONString)
        case number(JSONNumber)
        case bool(Bool)
        case null
        /// Something that is not a value, kept so that its range still belongs to the tree
        /// (content skipped past the nesting limit, or a stray word such as `undefined`).
        case invalid
    }

    let green: Green
    /// Offset of the node's first byte in the text.
    public let start: Int

    init(_ green: Green, at start: Int) {
        self.green = green
        self.start = start
    }

    /// From the first byte of the value to just past its last (closing brackets and quotes included;
    /// an unclosed object or array ends where the parser gave up on it).
    public var range: TextRange { TextRange(start, start + green.length) }

    public var kind: Kind {
        switch green {
        case .object(let o): return .object(JSONMembers(o, base: start))
        case .array(let a): return .array(JSONElements(a, base: start))
        case .string(let s): return .string(JSONString(s, at: start))
        case .number(let n): return .number(n.number)
        case .integer(let i): return .number(Green.number(i))
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .invalid: return .invalid
        }
    }

    public var members: JSONMembers? {
        if case .object(let o) = green { return JSONMembers(o, base: start) } else { return nil }
    }
    public var elements: JSONElements? {
        if case .array(let a) = green { return JSONElements(a, base: start) } else { return nil }
    }
    public var string: JSONString? {
        if case .string(let s) = green { return JSONString(s, at: start) } else { return nil }
    }
    public var stringValue: String? { if case .string(let s) = green { return s.value } else { return nil } }
    /// The string value of the object's `index`th member, read without working out positions.
    public func stringValue(ofMemberAt index: Int) -> String? {
        guard case .object(let o) = green, o.members.indices.contains(index),
            case .string(let s)? = o.members[index].value
        else { return nil }
        return s.value
    }
    public var number: JSONNumber? {
        switch green {
        case .number(let n): return n.number
        case .integer(let i): return Green.number(i)
        default: return nil
        }
    }
    public var boolValue: Bool? { if case .bool(let b) = green { return b } else { return nil } }
    public var isNull: Bool { if case .null = green { return true } else { return false } }
    var isInvalid: Bool { if case .invalid = green { return true } else { return false } }

    /// The last member with this key: like jansson and NSJSONSerialization, a later duplicate
    /// wins (analysis reports the duplicate).
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let o) = green, let i = o.members.lastIndex(where: { $0.key.value == key }) else {
            return nil
        }
        return JSONMember(o.members[i], base: start)
    }

    public func value(_ key: String) -> JSONNode? { member(key)?.value }

    /// JSON type name for messages: "object", "array", "string", "number", "boolean", "null".
    public var typeName: String {
        switch green {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number, .integer: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        case .invalid: return "invalid value"
        }
    }

    /// The plain value, dropping positions. Invalid nodes become `null`.
    public var jsonValue: JSONValue { green.jsonValue }

    /// The same node: the same content at the same place (for nodes of one tree).
    public static func === (a: JSONNode, b: JSONNode) -> Bool { a.start == b.start && a.green.isSame(as: b.green) }
    public static func !== (a: JSONNode, b: JSONNode) -> Bool { !(a === b) }

    /// The same content, wherever it is: an object or array the tree after an edit took over
    /// from the tree before. For leaves, equal content.
    public func hasSameContent(as other: JSONNode) -> Bool { green.isSame(as: other.green) }

    /// The same content `delta` bytes further on: this node in the tree after an edit before it.
    public func moved(by delta: Int) -> JSONNode { JSONNode(green, at: start + delta) }
}

/// An object node without its place: 8 bytes where a node takes 32, for holders of one per
/// row that place it when they read it.
public struct JSONObjectContent: Sendable {
    let object: GreenObject

    /// The object node starting at `start`.
    public func node(at start: Int) -> JSONNode { JSONNode(.object(object), at: start) }
}

extension JSONNode {
    /// The content of an object node; nil for other nodes.
    public var objectContent: JSONObjectContent? {
        if case .object(let object) = green { return JSONObjectContent(object: object) }
        return nil
    }
}

/// An object's members, in source order.
public struct JSONMembers: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let object: GreenObject
    let base: Int

    init(_ object: GreenObject, base: Int) {
        self.object = object
        self.base = base
    }

    /// Members not in any object (`node.members ?? []`).
    public init(arrayLiteral members: JSONMember...) {
        self.init(GreenObject.make(members.map { $0.green.moved(by: $0.base) }, length: 0), base: 0)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { object.members.count }
    public subscript(i: Int) -> JSONMember { JSONMember(object.members[i], base: base) }

    /// The decoded key of member `i`, read in place (loops over every row's members).
    public func key(at i: Int) -> String { object.members[i].key.value }

    /// Whether member `i` has a value (`"key":` while typing has none), read in place.
    public func hasValue(at i: Int) -> Bool { object.members[i].value != nil }
}

/// An array's elements, in source order.
public struct JSONElements: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let array: GreenArray
    let base: Int

    init(_ array: GreenArray, base: Int) {
        self.array = array
        self.base = base
    }

    /// Elements not in any array (`node.elements ?? []`).
    public init(arrayLiteral elements: JSONNode...) {
        self.init(GreenArray.make(elements.map { GreenElement(offset: $0.start, $0.green) }, length: 0), base: 0)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { array.elements.count }
    public subscript(i: Int) -> JSONNode {
        let e = array.elements[i]
        return JSONNode(e.node, at: base + Int(e.offset))
    }
}

/// `"key": value` inside an object. `value` is nil while the author is still typing (`"key":`).
public struct JSONMember: Sendable {
    let green: GreenMember
    /// Start of the object the member belongs to.
    let base: Int

    init(_ green: GreenMember, base: Int) {
        self.green = green
        self.base = base
    }

    public var key: JSONString { JSONString(green.key, at: base + Int(green.keyOffset)) }
    /// Offset of the `:` if present.
    public var colon: Int? { green.colonOffset < 0 ? nil : base + Int(green.colonOffset) }
    public var value: JSONNode? { green.value.map { JSONNode($0, at: base + Int(green.valueOffset)) } }

    /// From the key's opening quote to the end of the value (or of whatever was typed so far).
    public var range: TextRange {
        let start = base + Int(green.keyOffset)
        if let value = green.value { return TextRange(start, base + Int(green.valueOffset) + value.length) }
        if green.colonOffset >= 0 { return TextRange(start, base + Int(green.colonOffset) + 1) }
        return TextRange(start, start + Int(green.key.length))
    }
}

/// A string literal with its decoded value and the map back to source bytes through escapes.
public struct JSONString: Sendable {
    let green: GreenString
    let start: Int

    init(_ green: GreenString, at start: Int) {
        self.green = green
        self.start = start
    }

    /// `escapes`: for each escape sequence, the UTF-8 offset in `value` just after its decoded
    /// character and the source offset just after the escape.
    public init(
        value: String, range: TextRange, contentRange: TextRange, isTerminated: Bool,
        escapes: [(valueOffset: Int, sourceOffset: Int)] = []
    ) {
        start = range.start
        green = GreenString(
            value: value, length: range.length, contentStart: contentRange.start - range.start,
            contentEnd: contentRange.end - range.start, isTerminated: isTerminated,
            escapes: escapes.map { GreenString.Escape($0.valueOffset, $0.sourceOffset - range.start) })
    }

    public var value: String { green.value }
    /// Including the quotes (the closing one only if present).
    public var range: TextRange { TextRange(start, start + Int(green.length)) }
    /// Between the quotes.
    public var contentRange: TextRange {
        TextRange(start + Int(green.contentStart), start + Int(green.length) - Int(green.contentEndTrim))
    }
    public var isTerminated: Bool { green.isTerminated }
    public var hasEscapes: Bool { !green.escapes.isEmpty }

    /// Each escape's mark: the value offset after its character, the document offset after it.
    var escapes: [(valueOffset: Int, sourceOffset: Int)] {
        green.escapes.map { (Int($0.valueOffset), start + Int($0.sourceOffset)) }
    }

    /// Document offset of a UTF-8 offset inside `value`, exact through `\n`, `\"`, `\u00e9`…
    public func sourceOffset(forValueOffset offset: Int) -> Int {
        let content = contentRange
        var base = (value: 0, source: content.start)
        for mark in green.escapes {
            if Int(mark.valueOffset) > offset { break }
            base = (Int(mark.valueOffset), start + Int(mark.sourceOffset))
        }
        return min(base.source + (offset - base.value), content.end)
    }

    /// Document range of a range of UTF-8 offsets inside `value`.
    public func sourceRange(forValueRange range: TextRange) -> TextRange {
        let start = sourceOffset(forValueOffset: range.start)
        return TextRange(start, max(start, sourceOffset(forValueOffset: range.end)))
    }

    /// Inverse of `sourceOffset`: the value offset of a document offset inside the literal.
    public func valueOffset(forSourceOffset offset: Int) -> Int {
        let content = contentRange
        let offset = min(max(offset, content.start), content.end)
        var base = (value: 0, source: content.start)
        for mark in green.escapes {
            if start + Int(mark.sourceOffset) > offset { break }
            base = (Int(mark.valueOffset), start + Int(mark.sourceOffset))
        }
        return min(base.value + (offset - base.source), value.utf8.count)
    }
}

public struct JSONNumber: Sendable {
    /// The literal as written.
    public let text: String
    public let double: Double
    /// Set when the literal has no fraction or exponent and fits in 64 bits.
    public let integer: Int64?

    public var jsonValue: JSONValue { integer.map(JSONValue.integer) ?? .double(double) }
}
