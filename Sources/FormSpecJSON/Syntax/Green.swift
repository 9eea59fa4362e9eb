/// What a node holds apart from its position: lengths, and offsets counted from the node's own
/// start. The same content serves every tree whose text has it, wherever it sits, so an edit
/// makes new content only for the nodes that contain it. (The name is the one Roslyn and
/// rust-analyzer give such trees.)
enum Green: Sendable {
    case object(GreenObject)
    case array(GreenArray)
    case string(GreenString)
    case number(GreenNumber)
    /// A number written as a small integer in its shortest form (`0`, `10`, `-3`), as most in a
    /// form are: its value alone, without an object of its own.
    case integer(Int32)
    case bool(Bool)
    case null
    case invalid(GreenInvalid)

    var length: Int {
        switch self {
        case .object(let o): return Int(o.length)
        case .array(let a): return Int(a.length)
        case .string(let s): return Int(s.length)
        case .number(let n): return n.number.text.utf8.count
        case .integer(let i): return Green.digits(i)
        case .bool(let b): return b ? 4 : 5
        case .null: return 4
        case .invalid(let i): return Int(i.length)
        }
    }

    /// The same object or array (by identity); for leaves, the same content.
    func isSame(as other: Green) -> Bool {
        switch (self, other) {
        case (.object(let a), .object(let b)): return a.isSame(as: b)
        case (.array(let a), .array(let b)): return a.isSame(as: b)
        case (.number(let a), .number(let b)): return a === b
        case (.integer(let a), .integer(let b)): return a == b
        case (.string(let a), .string(let b)):
            return a.length == b.length && a.contentStart == b.contentStart && a.value.utf8.elementsEqual(b.value.utf8)
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.invalid(let a), .invalid(let b)): return a.length == b.length
        default: return false
        }
    }

    var jsonValue: JSONValue {
        switch self {
        case .object(let o):
            var object = JSONObject()
            for m in o.members { object[m.key.value] = m.value?.jsonValue ?? .null }
            return .object(object)
        case .array(let a): return .array(a.elements.map(\.node.jsonValue))
        case .string(let s): return .string(s.value)
        case .number(let n): return n.number.jsonValue
        case .integer(let i): return .integer(Int64(i))
        case .bool(let b): return .bool(b)
        case .null, .invalid: return .null
        }
    }
}

extension Green {
    /// A number literal's content: inline when it is a small integer in its shortest form.
    static func number(_ number: JSONNumber) -> Green {
        if let integer = number.integer, let small = Int32(exactly: integer), String(small) == number.text {
            return .integer(small)
        }
        return .number(GreenNumber(number))
    }

    /// The number an inline integer stands for, as the literal's decoding gives it.
    static func number(_ integer: Int32) -> JSONNumber {
        JSONNumber(text: String(integer), double: Double(integer), integer: Int64(integer))
    }

    /// The length of the shortest literal of `integer`.
    static func digits(_ integer: Int32) -> Int {
        var count = integer < 0 ? 2 : 1
        var rest = integer.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}

final class GreenNumber: Sendable {
    let number: JSONNumber

    init(_ number: JSONNumber) { self.number = number }
}

final class GreenInvalid: Sendable {
    let length: Int32

    init(length: Int) { self.length = Int32(length) }
}

/// An array element: where it starts, counted from the array's start. The node first: the
/// offset then fills the node's padding (24 bytes an element, not 32).
struct GreenElement: Sendable {
    let node: Green
    let offset: Int32

    init(offset: Int, _ node: Green) {
        self.offset = Int32(offset)
        self.node = node
    }
}

/// A member; its key's offset counted from the object's start, its colon's and value's from
/// the key's (a byte each: a key is rarely 250 bytes long, or far from its colon and value).
/// The key is an object the members with the same plain key share (`KeyTable`): a form
/// repeats a few keys in every row, and a key kept inline would make every member 16 bytes
/// larger. A member whose colon or value is further from its key has a key of its own, which
/// holds those offsets. The value first, so that the rest fills its padding: 32 bytes a member.
struct GreenMember: Sendable {
    let value: Green?
    private let colonGap: UInt8
    private let valueGap: UInt8
    let keyOffset: Int32
    let sharedKey: GreenKey

    /// `colonGap` of a member without a colon.
    private static let noColon: UInt8 = 254
    /// Either gap of a member whose key holds them.
    private static let inKey: UInt8 = 255

    init(key: GreenKey, keyOffset: Int, colonOffset: Int?, valueOffset: Int, value: Green?) {
        let colon = colonOffset.map { $0 - keyOffset } ?? -1
        // A member without a value has no value offset to keep.
        let valueStart = value == nil ? 0 : valueOffset - keyOffset
        self.keyOffset = Int32(keyOffset)
        self.value = value
        if colon < Int(Self.noColon), (0..<Int(Self.noColon)).contains(valueStart) {
            sharedKey = key
            colonGap = colon < 0 ? Self.noColon : UInt8(colon)
            valueGap = UInt8(valueStart)
        } else {
            sharedKey = GreenKey(key.string, colonGap: Int32(colon), valueGap: Int32(valueStart))
            colonGap = Self.inKey
            valueGap = Self.inKey
        }
    }

    /// A member whose key shares nothing.
    init(key: GreenString, keyOffset: Int, colonOffset: Int?, valueOffset: Int, value: Green?) {
        self.init(
            key: GreenKey(key), keyOffset: keyOffset, colonOffset: colonOffset, valueOffset: valueOffset, value: value)
    }

    private init(moving member: GreenMember, by delta: Int) {
        value = member.value
        colonGap = member.colonGap
        valueGap = member.valueGap
        keyOffset = member.keyOffset + Int32(delta)
        sharedKey = member.sharedKey
    }

    var key: GreenString { sharedKey.string }

    /// The colon's offset from the object's start, -1 when there is none.
    var colonOffset: Int32 {
        let gap = colonGap == Self.inKey ? sharedKey.colonGap : colonGap == Self.noColon ? -1 : Int32(colonGap)
        return gap < 0 ? -1 : keyOffset + gap
    }

    /// The value's offset from the object's start (the key's when there is no value).
    var valueOffset: Int32 { keyOffset + (valueGap == Self.inKey ? sharedKey.valueGap : Int32(valueGap)) }

    /// The same member `delta` bytes further from the object's start.
    func moved(by delta: Int) -> GreenMember { GreenMember(moving: self, by: delta) }
}

/// A member's key literal, shared by members whose keys are the same plain literal; and, for
/// a member whose colon or value is far from its key, that member's own, with their offsets
/// from the key (the colon's -1 when there is none).
final class GreenKey: Sendable {
    let string: GreenString
    let colonGap: Int32
    let valueGap: Int32

    init(_ string: GreenString, colonGap: Int32 = 0, valueGap: Int32 = 0) {
        self.string = string
        self.colonGap = colonGap
        self.valueGap = valueGap
    }
}

/// The plain keys a parse met: the members with the same key get one `GreenKey`, and a key met
/// before is read without decoding it again. Other keys (escaped, unterminated, unquoted) get
/// their own.
struct KeyTable {
    private var recent = RecentByBytes<GreenKey>()

    init() {}

    /// The key kept for a plain literal with `content` between its quotes, if one was met.
    func known(_ content: UnsafeBufferPointer<UInt8>) -> GreenKey? { recent.value(for: content) }

    /// A key for `literal`, kept for the next literal with the same `content` when it is plain.
    mutating func key(_ literal: GreenString, content: UnsafeBufferPointer<UInt8>) -> GreenKey {
        let made = GreenKey(literal)
        if !literal.isDetailed { recent.keep(made, for: content) }
        return made
    }
}

/// A string literal's decoded value, its length, where its content starts and ends (inside
/// the quotes, when it has them), and its escapes with offsets from the literal's start.
/// Nearly every literal is `"text"`, closed and without escapes: it keeps its value alone (its
/// length follows from it), which makes members and elements half the size; the others keep
/// the details in an object of their own.
struct GreenString: Sendable {
    struct Escape: Sendable {
        let valueOffset: Int32
        let sourceOffset: Int32

        init(_ valueOffset: Int, _ sourceOffset: Int) {
            self.valueOffset = Int32(valueOffset)
            self.sourceOffset = Int32(sourceOffset)
        }
    }

    private enum Storage: Sendable {
        /// Closed quotes around the value's own bytes.
        case plain(String)
        case detailed(GreenStringDetails)
    }

    private let storage: Storage

    init(value: String, length: Int, contentStart: Int, contentEnd: Int, isTerminated: Bool, escapes: [Escape]) {
        precondition((0...1).contains(contentStart) && (0...1).contains(length - contentEnd), "not a string literal")
        if contentStart == 1, contentEnd == length - 1, isTerminated, escapes.isEmpty, value.utf8.count == length - 2 {
            storage = .plain(value)
        } else {
            storage = .detailed(
                GreenStringDetails(
                    value: value, length: length, contentStart: contentStart, contentEnd: contentEnd,
                    isTerminated: isTerminated, escapes: escapes))
        }
    }

    var value: String {
        switch storage {
        case .plain(let value): return value
        case .detailed(let d): return d.value
        }
    }

    var length: Int32 {
        switch storage {
        case .plain(let value): return Int32(value.utf8.count + 2)
        case .detailed(let d): return d.length
        }
    }

    var contentStart: UInt8 {
        switch storage {
        case .plain: return 1
        case .detailed(let d): return d.contentStart
        }
    }

    var contentEndTrim: UInt8 {
        switch storage {
        case .plain: return 1
        case .detailed(let d): return d.contentEndTrim
        }
    }

    var isTerminated: Bool {
        switch storage {
        case .plain: return true
        case .detailed(let d): return d.isTerminated
        }
    }

    var escapes: [Escape] {
        switch storage {
        case .plain: return []
        case .detailed(let d): return d.escapes
        }
    }

    /// Whether the literal keeps its details in an object of its own (for tests).
    var isDetailed: Bool {
        if case .detailed = storage { return true } else { return false }
    }
}

/// A string literal that is not plain: with escapes, unterminated, or a key without quotes.
final class GreenStringDetails: Sendable {
    let value: String
    let length: Int32
    let contentStart: UInt8
    let contentEndTrim: UInt8
    let isTerminated: Bool
    let escapes: [GreenString.Escape]

    init(
        value: String, length: Int, contentStart: Int, contentEnd: Int, isTerminated: Bool,
        escapes: [GreenString.Escape]
    ) {
        self.value = value
        self.length = Int32(length)
        self.contentStart = UInt8(contentStart)
        contentEndTrim = UInt8(length - contentEnd)
        self.isTerminated = isTerminated
        self.escapes = escapes
    }
}
