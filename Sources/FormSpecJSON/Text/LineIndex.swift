/// How a client counts columns. LSP 3.17 calls these `PositionEncodingKind`.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A zero-based line and column, the column counted in `PositionEncoding` units.
public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var description: String { "\(line):\(character)" }
}

/// Converts between byte offsets and line/column positions. Lines end at `\n`, `\r\n` or `\r`,
/// as LSP defines them. Offsets in the middle of a UTF-8 sequence snap back to its first byte.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { b in
            var i = 0
            let n = b.count
            while i < n {
                let c = b[i]
                if c == 0x0A {
                    starts.append(i + 1)
                } else if c == 0x0D {
                    if i + 1 < n, b[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    public var lineCount: Int { lineStarts.count }

    /// Zero-based line containing `offset` (clamped to the document).
    public func line(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Offset just past the last content byte of `line`, before its terminator.
    public func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    public func position(of offset: Int, in encoding: PositionEncoding) -> LinePosition {
        let offset = snapToScalarStart(min(max(offset, 0), bytes.count))
        let line = line(containing: offset)
        let start = lineStarts[line]
        return LinePosition(line: line, character: units(from: start, to: min(offset, lineContentEnd(line)), encoding))
    }

    /// Byte offset of a position. Columns past the end of the line clamp to the line end, lines
    /// past the end of the document clamp to the end, and a column inside a surrogate pair or
    /// UTF-8 sequence resolves to the start of that character.
    public func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        if encoding == .utf8 { return snapToScalarStart(min(start + max(position.character, 0), end)) }
        var remaining = max(position.character, 0)
        var i = start
        while i < end, remaining > 0 {
            let width = LineIndex.scalarWidth(bytes[i])
            let units = encoding == .utf16 ? (width == 4 ? 2 : 1) : 1
            if units > remaining { break }
            remaining -= units
            i = min(i + width, end)
        }
        return i
    }

    public func range(of range: TextRange, in encoding: PositionEncoding) -> (start: LinePosition, end: LinePosition) {
        (position(of: range.start, in: encoding), position(of: range.end, in: encoding))
    }

    /// Count of `encoding` units between two offsets on one line.
    public func units(from start: Int, to end: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return end - start }
        var count = 0
        var i = start
        while i < end {
            let width = LineIndex.scalarWidth(bytes[i])
            count += (encoding == .utf16 && width == 4) ? 2 : 1
            i += width
        }
        return count
    }

    private func snapToScalarStart(_ offset: Int) -> Int {
        var o = offset
        while o > 0, o < bytes.count, bytes[o] & 0xC0 == 0x80, offset - o < 3 { o -= 1 }
        return o
    }

    /// Length of the UTF-8 sequence a lead byte starts; stray continuation bytes count as 1.
    @inline(__always)
    static func scalarWidth(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }
}
