import FormSpecJSON
import Foundation

/// The encoded text of LSP diagnostics, kept from one publication to the next: after a
/// keystroke nearly every diagnostic, position included, is the one published before, and
/// jansson encoding is most of what a publication with many of them costs. A publication is
/// the message encoded with an empty list, the list's items spliced in: byte for byte what
/// encoding the whole message gives (a test compares them).
///
/// Bounded by two generations, like the analysis caches: what the last publications used
/// survives, at most `2 × limit` items.
public final class EncodedDiagnostics: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: [Exact: [UInt8]] = [:]
    private var previous: [Exact: [UInt8]] = [:]

    public init(limit: Int = 8192) {
        self.limit = max(1, limit)
    }

    /// The body of `textDocument/publishDiagnostics` for these diagnostics.
    public func publication(uri: String, version: Int, diagnostics: [JSONValue]) -> [UInt8] {
        func message(_ items: [JSONValue]) -> JSONValue {
            OutgoingMessage.notification("textDocument/publishDiagnostics",
                                         ["uri": .string(uri), "version": JSONValue(version), "diagnostics": .array(items)])
        }
        let envelope = message([]).encoded()
        let tail = Array("[]}}".utf8)
        // Reals printed with 17 digits anywhere change how every real prints: encode it whole.
        guard envelope.count >= tail.count, Array(envelope.suffix(tail.count)) == tail,
              !diagnostics.contains(where: \.needsFullRealPrecision)
        else { return message(diagnostics).encoded() }
        var body = Array(envelope.dropLast(tail.count - 1))  // keeps the '['
        for (i, item) in diagnostics.enumerated() {
            if i > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: encoded(item))
        }
        body.append(contentsOf: Array("]}}".utf8))
        return body
    }

    private func encoded(_ value: JSONValue) -> [UInt8] {
        let item = Exact(value)
        if let known = cached(item) { return known }
        let text = value.encoded()
        lock.lock()
        store(item, text)
        lock.unlock()
        return text
    }

    private func cached(_ item: Exact) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let text = current[item] { return text }
        guard let text = previous.removeValue(forKey: item) else { return nil }
        store(item, text)
        return text
    }

    /// Call with `lock` held.
    private func store(_ item: Exact, _ text: [UInt8]) {
        if current.count >= limit {
            previous = current
            current = [:]
        }
        current[item] = text
    }
}

/// A JSON value as a key for its encoded text. `JSONValue`'s own equality would do as a
/// value's, but not as a text's: it ignores member order, and Swift strings compare by
/// canonical equivalence (`é` precomposed or not), as doubles compare `-0.0` equal to `0.0`.
private struct Exact: Hashable {
    let value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    // Values equal here are equal as `JSONValue`s, so its hash serves.
    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    static func == (a: Exact, b: Exact) -> Bool { same(a.value, b.value) }

    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key.utf8.elementsEqual($1.key.utf8) && same($0.value, $1.value) }
        default: return false
        }
    }
}
