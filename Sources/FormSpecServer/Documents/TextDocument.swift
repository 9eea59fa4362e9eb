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
    ///
    /// Changes that each lie wholly before the one before them (as clients send the edits of a
    /// multi-cursor edit or a rename, last first) are placed on the same text and applied in one
    /// pass: a rename in 5,000 places costs one copy of the text, not 5,000.
    public mutating func apply(_ changes: [ContentChange], version: Int, revision: UInt64, encoding: PositionEncoding) {
        // The usual keystroke: one change, made in the text itself when nothing else holds it.
        if changes.count == 1, case .replace(let start, let end, let text) = changes[0] {
            let range = TextDocument.range(from: start, to: end, in: lines, encoding: encoding)
            history.record(from: self.revision, to: revision, lines.replace(range, with: text))
            self.version = version
            self.revision = revision
            return
        }
        var index = lines
        // The changes as one byte edit (none: an empty edit); nil once the whole text was replaced.
        var edit: ByteEdit? = changes.isEmpty ? ByteEdit(range: TextRange(0, 0), newLength: 0) : nil
        var first = true
        var i = 0
        while i < changes.count {
            // Each change is positioned against the text the previous one left.
            let step: ByteEdit
            switch changes[i] {
            case .replaceAll(let text):
                edit = nil
                index = LineIndex(text)
                i += 1
                first = false
                continue
            case .replace:
                let group = TextDocument.descendingRun(changes[i...], in: index, encoding: encoding)
                var bytes: [UInt8] = []
                bytes.reserveCapacity(index.bytes.count + group.reduce(0) { $0 + $1.text.count })
                var copied = 0
                for replacement in group.reversed() {
                    bytes.append(contentsOf: index.bytes[copied..<replacement.range.start])
                    bytes.append(contentsOf: replacement.text)
                    copied = replacement.range.end
                }
                bytes.append(contentsOf: index.bytes[copied...])
                let covered = TextRange(group.last!.range.start, group.first!.range.end)
                step = ByteEdit(range: covered, newLength: covered.length + bytes.count - index.bytes.count)
                index = LineIndex(bytes, previous: index, edit: step)
                i += group.count
            }
            edit = first ? step : edit?.followed(by: step)
            first = false
        }
        if let edit { history.record(from: self.revision, to: revision, edit) } else { history.clear() }
        lines = index
        self.version = version
        self.revision = revision
    }

    /// The bytes between two positions, in order.
    private static func range(
        from start: LinePosition, to end: LinePosition, in index: LineIndex, encoding: PositionEncoding
    ) -> TextRange {
        // Offsets come from the index of the text itself; the clamp only guards the invariant.
        let a = min(index.offset(of: start, in: encoding), index.bytes.count)
        let b = min(index.offset(of: end, in: encoding), index.bytes.count)
        return TextRange(min(a, b), max(a, b))
    }

    /// The byte ranges and texts of the changes from the first of `changes` on while each lies
    /// wholly before the one before it: then the text before it is the same in `index`'s text as
    /// after the changes before it, so every position resolves in `index` (strictly before, so
    /// that no column is clamped to a line end a previous change moved). At least one change.
    private static func descendingRun(
        _ changes: ArraySlice<ContentChange>, in index: LineIndex, encoding: PositionEncoding
    ) -> [(range: TextRange, text: [UInt8])] {
        var run: [(range: TextRange, text: [UInt8])] = []
        for change in changes {
            guard case .replace(let start, let end, let text) = change else { break }
            let range = TextDocument.range(from: start, to: end, in: index, encoding: encoding)
            if let previous = run.last, range.end >= previous.range.start { break }
            run.append((range, text))
        }
        return run
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
