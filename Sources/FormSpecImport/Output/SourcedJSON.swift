import FormSpecJSON

/// A JSON value with the source range each part came from: what the importer writes and what
/// maps a spec diagnostic back into the Objective-C or Swift file.
public indirect enum SourcedJSON: Sendable {
    case scalar(JSONValue, TextRange)
    case string(SourcedString)
    case array([SourcedJSON], TextRange)
    case object([SourcedMember], TextRange)

    public var range: TextRange {
        switch self {
        case .scalar(_, let r), .array(_, let r), .object(_, let r): return r
        case .string(let s): return s.range
        }
    }

    /// The value with every range at `range`.
    func placed(at range: TextRange) -> SourcedJSON {
        switch self {
        case .scalar(let v, _): return .scalar(v, range)
        case .string(let s): return .string(SourcedString(s.value, at: range))
        case .array(let items, _): return .array(items.map { $0.placed(at: range) }, range)
        case .object(let members, _):
            return .object(
                members.map {
                    SourcedMember(key: SourcedString($0.key.value, at: range), value: $0.value.placed(at: range))
                },
                range)
        }
    }

    /// The plain value.
    public var json: JSONValue {
        switch self {
        case .scalar(let v, _): return v
        case .string(let s): return .string(s.value)
        case .array(let items, _): return .array(items.map(\.json))
        case .object(let members, _):
            var object = JSONObject()
            for m in members { object[m.key.value] = m.value.json }
            return .object(object)
        }
    }
}

public struct SourcedMember: Sendable {
    public var key: SourcedString
    public var value: SourcedJSON

    public init(key: SourcedString, value: SourcedJSON) {
        self.key = key
        self.value = value
    }
}

/// An ordered set of members: setting a key again replaces its value where it stands, as a
/// second assignment to the same property does.
struct Members {
    private(set) var list: [SourcedMember] = []

    mutating func set(_ key: SourcedString, _ value: SourcedJSON) {
        if let i = list.firstIndex(where: { $0.key.value == key.value }) {
            list[i] = SourcedMember(key: key, value: value)
        } else {
            list.append(SourcedMember(key: key, value: value))
        }
    }

    mutating func set(_ key: String, at range: TextRange, _ value: SourcedJSON) {
        set(SourcedString(key, at: range), value)
    }

    mutating func remove(_ key: String) { list.removeAll { $0.key.value == key } }

    subscript(key: String) -> SourcedJSON? { list.first { $0.key.value == key }?.value }

    var isEmpty: Bool { list.isEmpty }

    /// Members in the order of `keys` first, the rest after in their own order.
    func ordered(_ keys: [String]) -> [SourcedMember] {
        let rank = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        return list.enumerated().sorted {
            (rank[$0.element.key.value] ?? keys.count + $0.offset, $0.offset)
                < (rank[$1.element.key.value] ?? keys.count + $1.offset, $1.offset)
        }.map(\.element)
    }
}
