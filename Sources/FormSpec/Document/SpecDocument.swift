import FormSpecJSON

/// A spec's text with everything derived from it: line index, syntax tree and model. Immutable;
/// an edit makes a new document.
public struct SpecDocument: Sendable {
    /// Shown in messages; a file path or URI.
    public let name: String
    public let lines: LineIndex
    public let syntax: JSONSyntaxTree
    /// Which library's format the text is read as.
    public let dialect: SpecDialect
    /// The XLForm model; nil for other dialects.
    public let form: Form?
    /// The FXForms model; nil for other dialects.
    public let fields: FieldFile?

    /// `dialect`: nil takes it from the name's ending (`.fxform.json`), XLForm otherwise.
    public init(
        name: String = "<spec>", bytes: [UInt8], limits: JSONParserLimits = .init(), dialect: SpecDialect? = nil
    ) {
        self.init(name: name, lines: LineIndex(bytes), limits: limits, dialect: dialect)
    }

    /// For callers that already hold the text's line index (the server keeps one per document).
    public init(
        name: String = "<spec>", lines: LineIndex, limits: JSONParserLimits = .init(), dialect: SpecDialect? = nil
    ) {
        self.name = name
        self.lines = lines
        self.dialect = dialect ?? SpecDialect.of(fileName: name) ?? .xlform
        syntax = JSONParser.parse(lines.bytes, limits: limits)
        (form, fields) = SpecDocument.models(syntax.root, self.dialect, previous: nil)
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
        dialect = previous.dialect
        syntax = JSONParser.parse(lines.bytes, previous: previous.syntax, edit: edit, limits: limits)
        (form, fields) = SpecDocument.models(syntax.root, dialect, previous: previous.form)
    }

    private init(_ document: SpecDocument, lines: LineIndex) {
        name = document.name
        self.lines = lines
        syntax = document.syntax
        dialect = document.dialect
        form = document.form
        fields = document.fields
    }

    /// This document with its text given back (`lines` must index the text it was parsed from):
    /// the same tree and model, and so the work kept with them.
    public func withText(_ lines: LineIndex) -> SpecDocument { SpecDocument(self, lines: lines) }

    /// This document without its text: what the next version's parse reads of it
    /// (`init(name:lines:previous:edit:)` reads the tree and the model, not the text). Whoever
    /// holds the text may then change it in place. Not for reading the text or positions.
    public var withoutText: SpecDocument { SpecDocument(self, lines: LineIndex([])) }

    public init(
        name: String = "<spec>", text: String, limits: JSONParserLimits = .init(), dialect: SpecDialect? = nil
    ) {
        self.init(name: name, bytes: Array(text.utf8), limits: limits, dialect: dialect)
    }

    private static func models(
        _ root: JSONNode?, _ dialect: SpecDialect, previous: Form?
    ) -> (Form?, FieldFile?) {
        switch dialect {
        case .xlform: return (ModelBuilder.form(root, reusing: previous), nil)
        case .fxforms: return (nil, FieldFileBuilder.file(root))
        }
    }

    public var bytes: [UInt8] { lines.bytes }
    public var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// Source text of a range, for messages and fixes.
    public func text(in range: TextRange) -> String {
        let r = max(0, range.start)..<min(bytes.count, range.end)
        return String(decoding: bytes[r], as: UTF8.self)
    }
}
