import FormSpec
import FormSpecJSON

public struct FoldingRange: Equatable, Sendable {
    public let startLine: Int
    public let endLine: Int

    public init(startLine: Int, endLine: Int) {
        self.startLine = startLine
        self.endLine = endLine
    }
}

/// Folds every object and array that spans lines, from its opening line to the line before its
/// closing bracket (so the bracket stays visible), as JSON editors do.
public enum FoldingRanges {
    public static func compute(_ document: SpecDocument, limit: Int = 5000) -> [FoldingRange] {
        guard let root = document.syntax.root else { return [] }
        var result: [FoldingRange] = []
        var stack = [root]
        while let node = stack.popLast(), result.count < limit {
            let children: [JSONNode]
            switch node.kind {
            case .object(let members): children = members.compactMap(\.value)
            case .array(let items): children = Array(items)
            default: continue
            }
            let start = document.lines.line(containing: node.range.start)
            let closing = max(node.range.start, node.range.end - 1)
            var end = document.lines.line(containing: closing)
            if end > start, closesItsLine(document, closing) { end -= 1 }
            if end > start { result.append(FoldingRange(startLine: start, endLine: end)) }
            stack.append(contentsOf: children.reversed())
        }
        return result.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
    }

    /// Is the byte at `offset` the first non-blank on its line?
    private static func closesItsLine(_ document: SpecDocument, _ offset: Int) -> Bool {
        let line = document.lines.line(containing: offset)
        var i = document.lines.lineStarts[line]
        while i < offset, document.bytes[i] == 0x20 || document.bytes[i] == 0x09 { i += 1 }
        return i == offset
    }
}
