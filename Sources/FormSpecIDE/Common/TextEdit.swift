import FormSpecJSON

// FormSpecIDE: editor features computed on byte offsets, independent of LSP: completion, hover,
// symbols, navigation, rename, code actions, semantic tokens, formatting. FormSpecServer
// converts positions for the wire.

/// Replace the bytes of `range` with `newText`.
public struct TextEdit: Equatable, Sendable, CustomStringConvertible {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    public init(_ range: TextRange, _ newText: String) {
        self.init(range: range, newText: newText)
    }

    public var description: String { "\(range) → \(newText.debugDescription)" }

    /// Applies non-overlapping edits to a text (any order given; applied back to front).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }) {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
        }
        return result
    }

    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        String(decoding: apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }
}
