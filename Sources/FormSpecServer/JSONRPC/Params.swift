import FormSpecJSON

/// A value inside a message's `params`, with the path that led to it, so a decoding failure
/// becomes an InvalidParams error naming the exact field ("params.textDocument.uri: expected
/// a string, got number"). Subscripting never fails by itself: a wrong type on the way is
/// reported by the accessor that finally needs a value. `null` counts as absent for optional
/// fields, because clients send it for "not set".
public struct Params: Sendable {
    public let path: String
    /// nil when the field is absent.
    public let value: JSONValue?
    /// Set when a parent on the path was not an object or array.
    private let parentError: ResponseError?

    public init(_ value: JSONValue?, path: String = "params") {
        self.init(path: path, value: value, parentError: nil)
    }

    private init(path: String, value: JSONValue?, parentError: ResponseError?) {
        self.path = path
        self.value = value
        self.parentError = parentError
    }

    public subscript(key: String) -> Params {
        let childPath = path + "." + key
        if let parentError { return Params(path: childPath, value: nil, parentError: parentError) }
        switch value {
        case nil, .null?: return Params(path: childPath, value: nil, parentError: nil)
        case .object(let object)?: return Params(path: childPath, value: object[key], parentError: nil)
        case let other?: return Params(path: childPath, value: nil, parentError: mismatch("an object", other))
        }
    }

    public subscript(index: Int) -> Params {
        let childPath = "\(path)[\(index)]"
        if let parentError { return Params(path: childPath, value: nil, parentError: parentError) }
        switch value {
        case .array(let items)? where items.indices.contains(index):
            return Params(path: childPath, value: items[index], parentError: nil)
        case .array?, nil, .null?: return Params(path: childPath, value: nil, parentError: nil)
        case let other?: return Params(path: childPath, value: nil, parentError: mismatch("an array", other))
        }
    }

    /// True when the field is absent or `null`.
    public var isAbsent: Bool { parentError == nil && (value == nil || value == .null) }

    public func string() throws(ResponseError) -> String {
        try require("a string") { $0.stringValue }
    }

    public func optionalString() throws(ResponseError) -> String? {
        try optional("a string") { $0.stringValue }
    }

    public func bool() throws(ResponseError) -> Bool {
        try require("a boolean") { $0.boolValue }
    }

    public func optionalBool() throws(ResponseError) -> Bool? {
        try optional("a boolean") { $0.boolValue }
    }

    public func int() throws(ResponseError) -> Int {
        try require("an integer") { $0.intValue }
    }

    public func optionalInt() throws(ResponseError) -> Int? {
        try optional("an integer") { $0.intValue }
    }

    /// A zero-based line or character: LSP's `uinteger`.
    public func uinteger() throws(ResponseError) -> Int {
        try require("a non-negative integer") { value in value.intValue.flatMap { $0 >= 0 ? $0 : nil } }
    }

    public func object() throws(ResponseError) -> JSONObject {
        try require("an object") { $0.objectValue }
    }

    /// The elements of an array field, each with its own path.
    public func array() throws(ResponseError) -> [Params] {
        let items = try require("an array") { $0.arrayValue }
        return items.indices.map { self[$0] }
    }

    public func optionalArray() throws(ResponseError) -> [Params]? {
        guard try optional("an array", { $0.arrayValue }) != nil else { return nil }
        return try array()
    }

    /// Fails unless the field holds one of `allowed` strings.
    public func oneOf(_ allowed: [String]) throws(ResponseError) -> String {
        let s = try string()
        guard allowed.contains(s) else {
            throw .invalidParams("\(path): expected one of \(allowed.joined(separator: ", ")), got \"\(s)\"")
        }
        return s
    }

    private func require<T>(_ expected: String, _ read: (JSONValue) -> T?) throws(ResponseError) -> T {
        if let parentError { throw parentError }
        guard let value else { throw .invalidParams("\(path): expected \(expected), but it is missing") }
        guard let result = read(value) else { throw mismatch(expected, value) }
        return result
    }

    private func optional<T>(_ expected: String, _ read: (JSONValue) -> T?) throws(ResponseError) -> T? {
        if let parentError { throw parentError }
        guard let value, !value.isNull else { return nil }
        guard let result = read(value) else { throw mismatch(expected, value) }
        return result
    }

    private func mismatch(_ expected: String, _ found: JSONValue) -> ResponseError {
        .invalidParams("\(path): expected \(expected), got \(found.typeName)")
    }
}
