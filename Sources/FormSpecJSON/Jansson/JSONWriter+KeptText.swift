// Texts a writer makes once and writes again and again (keys, strings, object heads and
// tails, values and members), with the writer's methods that write them.

extension JSONWriter {
    /// `"key":` as `key(_:)` writes it, to write again and again without dumping it each time.
    public struct Key: Sendable, Hashable {
        let bytes: [UInt8]

        public init(_ key: String) {
            let writer = JSONWriter(capacity: key.utf8.count + 3)
            writer.key(key)
            bytes = writer.bytes.array()
        }
    }

    /// A string (or null) as jansson dumps it, made once for a string written again and again.
    public struct Fragment: Sendable {
        /// The string it was made from.
        public let text: String?
        let bytes: [UInt8]
        let isASCII: Bool

        public init(_ text: String?) {
            let writer = JSONWriter(capacity: (text?.utf8.count ?? 4) + 2)
            writer.string(text)
            self.text = text
            bytes = writer.bytes.array()
            isASCII = text?.utf8.allSatisfy { $0 < 0x80 } ?? true
        }

        /// Whether it was made from `text`, byte for byte (nil from nil).
        public func isMade(from text: String?) -> Bool {
            switch (self.text, text) {
            case (nil, nil): return true
            case (let a?, let b?): return ExactJSON.same(a, b, firstIsASCII: isASCII)
            default: return false
            }
        }
    }

    /// The first members of an object as this writer writes them, made once for objects that
    /// begin alike (`beginObject(_:)`). Strings and booleans only: no reals to re-precision.
    public struct ObjectHead: Sendable {
        let bytes: [UInt8]
        let hasMembers: Bool

        public init(_ members: (JSONWriter) -> Void) {
            bytes = JSONWriter.keptText(capacity: 256, "an object head") { writer in
                writer.beginObject()
                members(writer)
            }
            hasMembers = bytes.count > 1
        }
    }

    /// What `write` writes, to be kept and copied into later texts: no reals, whose precision
    /// a text decides only when finished.
    fileprivate static func keptText(capacity: Int, _ what: String, _ write: (JSONWriter) -> Void) -> [UInt8] {
        let writer = JSONWriter(capacity: capacity)
        write(writer)
        precondition(writer.reals.isEmpty && !writer.realsNeedSeventeenDigits, "\(what) with reals")
        return writer.bytes.array()
    }

    /// Begins an object with the members of `head`; more members may follow.
    public func beginObject(_ head: ObjectHead) {
        separate()
        bytes.append(head.bytes)
        needsComma = head.hasMembers
    }

    /// The last members of an object and its closing brace as this writer writes them, made
    /// once for objects that end alike (`endObject(_:)`). No reals.
    public struct ObjectTail: Sendable {
        let bytes: [UInt8]
        let hasMembers: Bool

        public init(_ members: (JSONWriter) -> Void) {
            let written = JSONWriter.keptText(capacity: 64, "an object tail", members)
            hasMembers = !written.isEmpty
            bytes = written + [UInt8(ascii: "}")]
        }
    }

    /// Ends an object with the members of `tail`.
    public func endObject(_ tail: ObjectTail) {
        if tail.hasMembers { separate() }
        bytes.append(tail.bytes)
        needsComma = true
    }

    /// A value with its text, made once for a value written again and again.
    public struct CachedValue: Sendable {
        public let value: JSONValue
        let encoded: EncodedJSON
        let isASCII: Bool

        public init(_ value: JSONValue) {
            let writer = JSONWriter(capacity: 32)
            writer.value(value)
            self.value = value
            encoded = writer.finishValue()
            isASCII = ExactJSON.isASCII(value)
        }

        /// Whether it was made from `value`, byte for byte.
        public func isMade(from value: JSONValue) -> Bool {
            ExactJSON.same(self.value, value, firstIsASCII: isASCII)
        }
    }

    /// An object member, `"key":value`, as this writer writes it: made once for a member
    /// written again and again.
    public struct CachedMember: Sendable {
        let encoded: EncodedJSON

        public init(key: String, value: JSONValue) {
            let writer = JSONWriter(capacity: key.utf8.count + 32)
            writer.key(key)
            writer.value(value)
            encoded = writer.finishValue()
        }
    }

    /// The member `cached` was made from, by the caller's knowledge: nothing is compared.
    public func member(cached: CachedMember) {
        value(cached.encoded)
    }

    /// The key `cached` was made from, by the caller's knowledge: nothing is compared.
    public func key(cached: Fragment) {
        assert(cached.text != nil, "a key cannot be null")
        separate()
        bytes.append(cached.bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// The value `cached` was made from, by the caller's knowledge: nothing is compared.
    public func value(cached: CachedValue) {
        value(cached.encoded)
    }

    /// The string `cached` was made from, by the caller's knowledge: nothing is compared.
    public func string(cached: Fragment) {
        separate()
        bytes.append(cached.bytes)
        needsComma = true
    }

    /// The value, taken from `cached` when that was made from the same value, byte for byte.
    public func value(_ value: JSONValue, cached: CachedValue?) {
        guard let cached else { return self.value(value) }
        self.value(value, cached: cached)
    }

    /// `value(_:cached:)` for a cached value at hand.
    public func value(_ value: JSONValue, cached: CachedValue) {
        guard cached.isMade(from: value) else { return self.value(value) }
        self.value(cached: cached)
    }

    /// The string, or null, taken from `cached` when that was made from the same string (same bytes).
    public func string(_ value: String?, cached: Fragment?) {
        guard let cached else { return string(value) }
        string(value, cached: cached)
    }

    /// `string(_:cached:)` for a fragment at hand.
    public func string(_ value: String?, cached: Fragment) {
        guard cached.isMade(from: value) else { return string(value) }
        string(cached: cached)
    }
}
