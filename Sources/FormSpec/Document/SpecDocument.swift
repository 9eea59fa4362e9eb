import FormSpecJSON

/// A spec's text with everything derived from it: line index, syntax tree and model. Immutable;
/// an edit makes a new document.
public struct SpecDocument: Sendable {
    /// Shown in messages; a file path or URI.
    public let name: String
    public let lines: LineIndex
    public let syntax: JSONSyntaxTree
    public let form: Form?

    public init(name: String = "<spec>", bytes: [UInt8], limits: JSONParserLimits = .init()) {
        self.init(name: name, lines: LineIndex(bytes), limits: limits)
    }

    /// For callers that already hold the text's line index (the server keeps one per document).
    public init(name: String = "<spec>", lines: LineIndex, limits: JSONParserLimits = .init()) {
        self.name = name
        self.lines = lines
        syntax = JSONParser.parse(lines.bytes, limits: limits)
        form = ModelBuilder.form(syntax.root)
    }

    /// The document after an edit of `previous`'s text (`lines` indexes the new text): parsed
    /// from `previous`'s tree when the edit stays inside one literal, and the model reuses the
    /// rows and sections whose nodes the new tree still has. The same document as a fresh parse.
    public init(
        name: String = "<spec>", lines: LineIndex, previous: SpecDocument, edit: ByteEdit,
        limits: JSONParserLimits = .init()
    ) {
        self.name = name
        self.lines = lines
        syntax = JSONParser.parse(lines.bytes, previous: previous.syntax, edit: edit, limits: limits)
        form = ModelBuilder.form(syntax.root, reusing: previous.form)
    }

    public init(name: String = "<spec>", text: String, limits: JSONParserLimits = .init()) {
        self.init(name: name, bytes: Array(text.utf8), limits: limits)
    }

    public var bytes: [UInt8] { lines.bytes }
    public var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// Source text of a range, for messages and fixes.
    public func text(in range: TextRange) -> String {
        let r = max(0, range.start)..<min(bytes.count, range.end)
        return String(decoding: bytes[r], as: UTF8.self)
    }
}
