import FormSpec
import FormSpecJSON
import Foundation

/// The encoded text of LSP diagnostics, kept from one publication to the next: after a
/// keystroke nearly every diagnostic, position included, is the one published before, and
/// building and encoding the JSON is most of what a publication with many of them costs. A
/// publication is the message encoded with an empty list, the list's items spliced in: byte
/// for byte what encoding the whole message gives (a test compares them).
///
/// Bounded by two generations (`GenerationalCache`), like the analysis caches: what the last
/// publications used survives, at most `2 × limit` items.
public final class EncodedDiagnostics: Sendable {
    private struct Text {
        let bytes: [UInt8]
        /// Printed with 17-digit reals: see `JSONValue.needsFullRealPrecision`.
        let needsFullRealPrecision: Bool
    }

    private let texts: GenerationalCache<Key, Text>

    public init(limit: Int = 8192) {
        texts = GenerationalCache(limit: limit)
    }

    /// The body of `textDocument/publishDiagnostics` for these diagnostics of the text `lines`
    /// indexes, as `LSPDiagnostic.encode` writes each of them.
    public func publication(
        uri: String, version: Int, diagnostics: [Diagnostic], lines: LineIndex, encoding: PositionEncoding,
        options: LSPDiagnostic.Options = .init()
    ) -> [UInt8] {
        func message(_ items: [JSONValue]) -> JSONValue {
            OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                ["uri": .string(uri), "version": JSONValue(version), "diagnostics": .array(items)])
        }
        func whole() -> [UInt8] {
            message(
                diagnostics.map {
                    LSPDiagnostic.encode($0, lines: lines, encoding: encoding, uri: uri, options: options)
                }
            ).encoded()
        }
        let envelope = message([]).encoded()
        let tail = Array("[]}}".utf8)
        guard envelope.count >= tail.count, Array(envelope.suffix(tail.count)) == tail else { return whole() }
        var body = Array(envelope.dropLast(tail.count - 1))  // keeps the '['
        for (i, diagnostic) in diagnostics.enumerated() {
            let key = Key(diagnostic, lines: lines, encoding: encoding, uri: uri, options: options)
            let text = self.text(key) {
                LSPDiagnostic.encode(diagnostic, lines: lines, encoding: encoding, uri: uri, options: options)
            }
            // Reals printed with 17 digits anywhere change how every real prints.
            if text.needsFullRealPrecision { return whole() }
            if i > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: text.bytes)
        }
        body.append(contentsOf: Array("]}}".utf8))
        return body
    }

    private func text(_ key: Key, _ item: () -> JSONValue) -> Text {
        texts.value(for: key) {
            let value = item()
            return Text(bytes: value.encoded(), needsFullRealPrecision: value.needsFullRealPrecision)
        }
    }
}

/// Everything `LSPDiagnostic.encode` writes, compared as written: strings by their bytes (Swift
/// compares them by canonical equivalence), `data` by `ExactJSON`.
private struct Key: Hashable {
    let code: String
    let severity: Int
    let message: String
    let range: [LinePosition]
    let related: [(range: [LinePosition], message: String)]
    let data: ExactJSON?
    let isUnnecessary: Bool
    let uri: String
    let options: LSPDiagnostic.Options

    init(_ d: Diagnostic, lines: LineIndex, encoding: PositionEncoding, uri: String, options: LSPDiagnostic.Options) {
        func positions(_ r: TextRange) -> [LinePosition] {
            let (start, end) = lines.range(of: r, in: encoding)
            return [start, end]
        }
        code = d.code.rawValue
        severity = d.severity.rawValue
        message = d.message
        range = positions(d.range)
        related = d.related.map { (positions($0.range), $0.message) }
        data = d.data.map(ExactJSON.init)
        isUnnecessary = d.isUnnecessary
        self.uri = uri
        self.options = options
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(range)
    }

    static func == (a: Key, b: Key) -> Bool {
        a.range == b.range && a.severity == b.severity && a.isUnnecessary == b.isUnnecessary && a.options == b.options
            && ExactJSON.same(a.code, b.code) && ExactJSON.same(a.message, b.message) && ExactJSON.same(a.uri, b.uri)
            && a.related.count == b.related.count
            && zip(a.related, b.related).allSatisfy { $0.range == $1.range && ExactJSON.same($0.message, $1.message) }
            && a.data == b.data
    }
}
