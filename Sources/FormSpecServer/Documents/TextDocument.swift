import FormSpec
import FormSpecJSON

/// An open document: its text as UTF-8 bytes with a line index, and the version the client
/// gave it. A value: handlers and analysis keep the snapshot they started with while the
/// store moves on.
public struct TextDocument: Sendable {
    public let uri: String
    public let languageId: String
    public private(set) var version: Int
    /// Changes with every edit and is unique across the session, unlike `version`, which a
    /// client may reuse after closing and reopening; results are keyed by it.
    public private(set) var revision: UInt64
    public private(set) var lines: LineIndex
    /// How the text of recent revisions became this one.
    public private(set) var history = EditHistory()

    public init(uri: String, languageId: String, version: Int, text: [UInt8], revision: UInt64) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.revision = revision
        lines = LineIndex(text)
    }

    public var bytes: [UInt8] { lines.bytes }

    /// The format the document is read in (from its language id or name).
    public var dialect: SpecDialect { DocumentSelector.dialect(uri: uri, languageId: languageId) ?? .xlform }
    public var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// Applies the changes of one didChange in order, each against the text the previous one
    /// left, with positions counted in `encoding`. Ranges are clamped to the document and put
    /// in order rather than refused: the client's text is the truth and we follow it as
    /// closely as the positions allow.
    public mutating func apply(_ changes: [ContentChange], version: Int, revision: UInt64, encoding: PositionEncoding) {
        var bytes = lines.bytes
        var index = lines
        // The changes as one byte edit (none: an empty edit); nil once the whole text was replaced.
        var edit: ByteEdit? = changes.isEmpty ? ByteEdit(range: TextRange(0, 0), newLength: 0) : nil
        var first = true
        for change in changes {
            // Each change is positioned against the text the previous one left.
            switch change {
            case .replaceAll(let text):
                bytes = text
                edit = nil
                index = LineIndex(bytes)
            case .replace(let start, let end, let text):
                // Offsets come from the index of `bytes` itself; the clamp only guards the invariant.
                let a = min(index.offset(of: start, in: encoding), bytes.count)
                let b = min(index.offset(of: end, in: encoding), bytes.count)
                bytes.replaceSubrange(min(a, b)..<max(a, b), with: text)
                let step = ByteEdit(range: TextRange(min(a, b), max(a, b)), newLength: text.count)
                edit = first ? step : edit?.followed(by: step)
                index = LineIndex(bytes, previous: index, edit: step)
            }
            first = false
        }
        if let edit { history.record(from: self.revision, to: revision, edit) } else { history.clear() }
        lines = index
        self.version = version
        self.revision = revision
    }
}

/// One entry of `contentChanges` in didChange.
public enum ContentChange: Sendable, Equatable {
    case replaceAll([UInt8])
    case replace(start: LinePosition, end: LinePosition, text: [UInt8])

    /// Reads a `TextDocumentContentChangeEvent`: with `range` an incremental change, without
    /// it the whole new text. (`rangeLength` is deprecated and ignored.)
    public init(_ params: Params) throws(ResponseError) {
        let text = Array(try params["text"].string().utf8)
        let range = params["range"]
        if range.isAbsent {
            self = .replaceAll(text)
        } else {
            self = .replace(start: try range["start"].position(), end: try range["end"].position(), text: text)
        }
    }
}
