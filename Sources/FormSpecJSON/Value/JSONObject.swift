/// A JSON object that keeps its members in insertion order (jansson does too), so output is
/// stable and matches what was written. Setting an existing key replaces it in place.
///
/// Members live in one array. Most objects are small (LSP messages, result rows), where a
/// scan of a few keys beats hashing each one; past `indexThreshold` members a key → position
/// index keeps lookups constant-time.
public struct JSONObject: Equatable, Hashable, Sendable, Sequence {
    private var entries: [Member] = []
    private var index: [String: Int]?
    private static let indexThreshold = 16

    /// A struct, not a tuple: an array of tuples is copied and destroyed element by element
    /// through the runtime's generic tuple witnesses, an array of structs through its own.
    public struct Member: Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public init() {}

    /// Room for `minimumCapacity` members without growing.
    public init(minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
        if minimumCapacity > JSONObject.indexThreshold { index = Dictionary(minimumCapacity: minimumCapacity) }
    }

    public init(_ pairs: [(String, JSONValue)]) {
        entries.reserveCapacity(pairs.count)
        for (k, v) in pairs { self[k] = v }
    }

    /// Members whose keys the caller knows to be distinct, kept in order. The key index is
    /// built only when the object is next changed: an object that is only read member by
    /// member or encoded never pays for it.
    public init(uniqueKeysWithValues pairs: [(String, JSONValue)]) {
        entries = pairs.map { Member(key: $0.0, value: $0.1) }
    }

    /// `init(uniqueKeysWithValues:)` taking the members as they are stored, without a copy.
    public init(uniqueMembers members: [Member]) {
        entries = members
    }

    public var keys: [String] { entries.map(\.key) }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if index == nil, entries.count > JSONObject.indexThreshold { rebuildIndex() }
            if let newValue {
                if let i = position(of: key) {
                    entries[i].value = newValue
                } else {
                    entries.append(Member(key: key, value: newValue))
                    if index != nil {
                        index![key] = entries.count - 1
                    } else if entries.count > JSONObject.indexThreshold {
                        rebuildIndex()
                    }
                }
            } else if let i = position(of: key) {
                entries.remove(at: i)
                if index != nil { rebuildIndex() }
            }
        }
    }

    private mutating func rebuildIndex() {
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
    }

    public func makeIterator() -> Iterator { Iterator(members: entries.makeIterator()) }

    public struct Iterator: IteratorProtocol {
        fileprivate var members: IndexingIterator<[Member]>

        public mutating func next() -> (key: String, value: JSONValue)? {
            members.next().map { ($0.key, $0.value) }
        }
    }

    /// Equal members, in any order.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.count == b.count else { return false }
        return a.entries.allSatisfy { b[$0.key] == $0.value }
    }

    /// Independent of member order, like `==`.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for entry in entries {
            var member = Hasher()
            member.combine(entry.key)
            member.combine(entry.value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
