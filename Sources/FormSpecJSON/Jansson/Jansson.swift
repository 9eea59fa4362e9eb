import CJansson

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// This file and JSONWriter.swift are the only ones that touch `json_t`. Every jansson object
// created here is released here: decoding converts the tree to `JSONValue` and drops it;
// encoding builds a tree, dumps it and drops it. Nothing with a reference count escapes.

/// Why jansson refused a document: its message plus the place, 1-based line/column and byte offset.
public struct JSONDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var offset: Int

    public var description: String { "\(line):\(column): \(message)" }
}

extension JSONValue {
    /// Decodes one JSON value (any type at top level, embedded NULs allowed) with jansson.
    /// jansson caps nesting at 2048 levels, so hostile input cannot exhaust the stack here.
    public init(decoding bytes: some Collection<UInt8>) throws(JSONDecodeError) {
        var error = json_error_t()
        let flags = Int(JSON_DECODE_ANY | JSON_ALLOW_NUL)
        let root: UnsafeMutablePointer<json_t>? =
            bytes.withContiguousStorageIfAvailable { buffer in
                buffer.withMemoryRebound(to: CChar.self) { json_loadb($0.baseAddress, $0.count, flags, &error) }
            }
            ?? Array(bytes).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { json_loadb($0.baseAddress, $0.count, flags, &error) }
            }
        guard let root else {
            let message = withUnsafeBytes(of: &error.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw JSONDecodeError(
                message: message, line: Int(error.line), column: Int(error.column), offset: Int(error.position))
        }
        defer { json_decref(root) }
        self = JSONValue.converting(root)
    }

    /// Parses with jansson and drops the tree: the cost of jansson alone, the floor that
    /// benchmarks compare formspec's own parser with.
    public static func janssonParseOnly(_ bytes: [UInt8]) -> Bool {
        var error = json_error_t()
        let root = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                json_loadb($0.baseAddress, $0.count, Int(JSON_DECODE_ANY), &error)
            }
        }
        guard let root else { return false }
        json_decref(root)
        return true
    }

    public init(decoding text: String) throws(JSONDecodeError) {
        try self.init(decoding: Array(text.utf8))
    }

    private static func converting(_ node: UnsafeMutablePointer<json_t>) -> JSONValue {
        switch node.pointee.type {
        case JSON_OBJECT:
            // jansson holds each key once (a repeated key keeps the last value), in order, so
            // the members need no key index while they are built (a request's `values` has one
            // member per row).
            var members: [JSONObject.Member] = []
            members.reserveCapacity(json_object_size(node))
            var iterator = json_object_iter(node)
            while let it = iterator {
                let key = String(cString: json_object_iter_key(it))
                if let child = json_object_iter_value(it) {
                    members.append(JSONObject.Member(key: key, value: converting(child)))
                }
                iterator = json_object_iter_next(node, it)
            }
            return .object(JSONObject(uniqueMembers: members))
        case JSON_ARRAY:
            let count = json_array_size(node)
            var items: [JSONValue] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                if let child = json_array_get(node, i) { items.append(converting(child)) }
            }
            return .array(items)
        case JSON_STRING:
            let length = json_string_length(node)
            let chars = UnsafeRawBufferPointer(start: json_string_value(node), count: length)
            return .string(String(decoding: chars, as: UTF8.self))
        case JSON_INTEGER:
            return .integer(Int64(json_integer_value(node)))
        case JSON_REAL:
            return .double(json_real_value(node))
        case JSON_TRUE:
            return .bool(true)
        case JSON_FALSE:
            return .bool(false)
        default:
            return .null
        }
    }
}

/// Layout of encoded JSON.
public enum JSONLayout: Sendable {
    /// One line, no spaces: the wire format.
    case compact
    /// Indented by `n` spaces per level, `": "` between key and value.
    case indented(Int)
}

extension JSONValue {
    /// Encodes with jansson. Keys keep their order; non-ASCII text stays UTF-8.
    public func encoded(_ layout: JSONLayout = .compact) -> [UInt8] {
        let root = makeJansson()
        defer { json_decref(root) }
        var flags = Int(JSON_ENCODE_ANY) | JSONValue.precisionFlag(for: self)
        switch layout {
        case .compact: flags |= Int(JSON_COMPACT)
        case .indented(let n): flags |= (n & Int(JSON_MAX_INDENT))
        }
        // One pass into jansson's own buffer (json_dumpb would need a second pass to size it).
        // The output never holds a raw NUL: NULs in strings are escaped.
        guard let text = json_dumps(root, flags) else { return [] }
        defer { free(text) }
        return [UInt8](UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }

    public func encodedString(_ layout: JSONLayout = .compact) -> String {
        String(decoding: encoded(layout), as: UTF8.self)
    }

    /// A NUL-terminated "" in static storage, for empty Swift strings (whose buffer may be nil).
    private static var emptyCString: UnsafePointer<CChar> {
        UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
    }

    private func makeJansson() -> UnsafeMutablePointer<json_t> {
        switch self {
        case .null: return json_null()
        case .bool(let b): return b ? json_true() : json_false()
        case .integer(let i): return json_integer(json_int_t(i))
        case .double(let d):
            // JSON has no NaN or infinity; jansson refuses them. null is what JavaScript sends.
            return d.isFinite ? json_real(d) : json_null()
        case .string(let s):
            var s = s
            return s.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    chars.baseAddress.map { json_stringn_nocheck($0, chars.count) }
                        ?? json_string_nocheck(JSONValue.emptyCString)
                }
            }
        case .array(let items):
            let array = json_array()!
            for item in items { json_array_append_new(array, item.makeJansson()) }
            return array
        case .object(let object):
            let node = json_object()!
            for (key, value) in object {
                var key = key
                _ = key.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { chars in
                        json_object_setn_new_nocheck(
                            node, chars.baseAddress ?? JSONValue.emptyCString, chars.count, value.makeJansson())
                    }
                }
            }
            return node
        }
    }

    /// Whether its encoding prints reals with 17 significant digits rather than 15 (see
    /// `precisionFlag`). Texts of values encoded one by one join into the text of the whole
    /// only when none of them does.
    public var needsFullRealPrecision: Bool { !allRealsRoundTrip() }

    /// jansson prints reals with one fixed `%.Ng` precision per dump. 15 significant digits print
    /// `0.1` as `0.1`; only when some real needs more to round-trip do we pay for 17.
    private static func precisionFlag(for value: JSONValue) -> Int {
        realPrecision(value.allRealsRoundTrip() ? 15 : 17)
    }

    /// JSON_REAL_PRECISION(n) is a function-like macro Swift cannot import: bits 11-15.
    static func realPrecision(_ digits: Int) -> Int { (digits & 0x1F) << 11 }

    private func allRealsRoundTrip() -> Bool {
        switch self {
        case .double(let d): return JSONValue.roundTripsInFifteenDigits(d)
        case .array(let items): return items.allSatisfy { $0.allRealsRoundTrip() }
        case .object(let object): return object.allSatisfy { $0.value.allRealsRoundTrip() }
        default: return true
        }
    }

    static func roundTripsInFifteenDigits(_ d: Double) -> Bool {
        // Swift prints the shortest text that round-trips; count its significant digits.
        // Whole numbers below 10^15 have at most 15 and are common: skip printing them.
        guard d.isFinite else { return true }
        if abs(d) < 1e15, d == d.rounded(.towardZero) { return true }
        let mantissa = d.description.prefix { $0 != "e" && $0 != "E" }
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return digits.reversed().drop { $0 == "0" }.count <= 15
    }
}
