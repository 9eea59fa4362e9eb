import Foundation

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
///
/// A UTF-16 or UTF-32 column is counted from its line's start; on a long line (a minified
/// document is one) each conversion would cost the line's length, so long lines get
/// checkpoints of their count, made the first time a position on them is converted.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    private let longLines = LongLines()

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        LineIndex.scan(bytes, from: 0, to: bytes.count, into: &starts)
        // The guess above is for short lines; the index lives as long as the text, so it keeps
        // no more room than it uses.
        lineStarts = starts.capacity > 2 * starts.count ? starts.withUnsafeBufferPointer { Array($0) } : starts
    }

    /// The index of `bytes`, which are `previous`'s text after `edit`: the same as
    /// `LineIndex(bytes)`, with only the lines around the edit scanned again.
    public init(_ bytes: [UInt8], previous: LineIndex, edit: ByteEdit) {
        self.init(bytes, previousStarts: previous.lineStarts, previousCount: previous.bytes.count, edit: edit)
    }

    private init(_ bytes: [UInt8], previousStarts: [Int], previousCount: Int, edit: ByteEdit) {
        self.bytes = bytes
        if previousCount + edit.delta == bytes.count, edit.range.end <= previousCount {
            lineStarts = LineIndex.starts(bytes, previous: previousStarts, previousCount: previousCount, edit: edit)
        } else {
            var starts = [0]
            LineIndex.scan(bytes, from: 0, to: bytes.count, into: &starts)
            lineStarts = starts
        }
    }

    /// Replaces `range` of the text with `replacement`, in place when nothing else holds the
    /// text: a keystroke in a large document then copies none of it, and the document's
    /// previous version, which nothing needs once its parse has been taken over, does not stay
    /// beside the new one. Otherwise the text is copied, with room for later insertions. The
    /// index is the one `init(_:previous:edit:)` makes. `range` must lie in the text. Returns
    /// the edit.
    @discardableResult
    public mutating func replace(_ range: TextRange, with replacement: [UInt8]) -> ByteEdit {
        precondition(
            0 <= range.start && range.start <= range.end && range.end <= bytes.count,
            "replace: \(range) is not a range of the \(bytes.count) bytes of the text")
        let edit = ByteEdit(range: range, newLength: replacement.count)
        let previousStarts = lineStarts
        let previousCount = bytes.count
        var text = bytes
        // Let go of this index's hold on the text: `text` is then its only holder, unless a
        // snapshot holds it too.
        self = LineIndex([])
        let count = text.count + edit.delta
        if count <= text.capacity {
            // In place when `text` is the only holder; else a copy, as roomy as the text was.
            text.replaceSubrange(range.start..<range.end, with: replacement)
        } else {
            // Not `replaceSubrange`, which would double the room of a text of megabytes.
            var grown: [UInt8] = []
            grown.reserveCapacity(count + max(4096, count / 256))
            grown.append(contentsOf: text[..<range.start])
            grown.append(contentsOf: replacement)
            grown.append(contentsOf: text[range.end...])
            text = grown
        }
        self = LineIndex(text, previousStarts: previousStarts, previousCount: previousCount, edit: edit)
        return edit
    }

    private static func starts(_ bytes: [UInt8], previous old: [Int], previousCount: Int, edit: ByteEdit) -> [Int] {
        // From the start of the line before the edit's first byte: that start, and every one
        // before it, depend only on bytes before the edit. Past one byte after the replacement
        // (a `\r` there may pair with the `\n` after it), starts are the old ones, moved.
        let before = min(max(edit.range.start - 1, 0), previousCount)
        let from = old[old.partitionPoint { $0 > before } - 1]
        let last = edit.newEnd + 1
        var starts: [Int] = []
        starts.reserveCapacity(old.count + 8)
        var i = 0
        while i < old.count, old[i] <= from {
            starts.append(old[i])
            i += 1
        }
        scan(bytes, from: from, to: min(last, bytes.count), into: &starts)
        while let end = starts.last, end > last { starts.removeLast() }
        while i < old.count, old[i] + edit.delta <= last { i += 1 }
        while i < old.count {
            starts.append(old[i] + edit.delta)
            i += 1
        }
        return starts
    }

    /// Appends the start of every line whose terminator begins in `bytes[from..<to]`.
    private static func scan(_ bytes: [UInt8], from: Int, to: Int, into starts: inout [Int]) {
        bytes.withUnsafeBufferPointer { b in
            var i = from
            let n = b.count
            let raw = UnsafeRawBufferPointer(b)
            while i < to {
                // Eight bytes at a time past runs with no byte below 0x0E (no `\n`, no `\r`):
                // a byte below 0x0E sets its high bit in `(w - 0x0E…) & ~w`.
                while i + 8 <= to {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080 != 0 { break }
                    i += 8
                }
                guard i < to else { break }
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
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    public var lineCount: Int { lineStarts.count }

    /// Zero-based line containing `offset` (clamped to the document).
    public func line(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        // The first line starts at 0, at or before any offset.
        return lineStarts.partitionPoint { $0 > offset } - 1
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
        let end = min(offset, lineContentEnd(line))
        if encoding == .utf8 || end - start <= LongLines.span {
            return LinePosition(line: line, character: units(from: start, to: end, encoding))
        }
        let mark = longLines.marks(of: line, in: self).last(atOrBefore: end)
        return LinePosition(line: line, character: mark.units(encoding) + units(from: mark.offset, to: end, encoding))
    }

    /// Byte offset of a position. Columns past the end of the line clamp to the line end, lines
    /// past the end of the document clamp to the end, and a column inside a surrogate pair or
    /// UTF-8 sequence resolves to the start of that character.
    public func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        // A client may send any column, up to Int.max: clamp before adding.
        if encoding == .utf8 { return snapToScalarStart(start + min(max(position.character, 0), end - start)) }
        var remaining = max(position.character, 0)
        var i = start
        if end - start > LongLines.span {
            let mark = longLines.marks(of: position.line, in: self).last(atMost: remaining, encoding)
            i = mark.offset
            remaining -= mark.units(encoding)
        }
        while i < end, remaining > 0 {
            let width = LineIndex.sequenceWidth(bytes, at: i)
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
        // Every diagnostic position goes through here: no bounds checks, ASCII first.
        return bytes.withUnsafeBufferPointer { b in
            var count = 0
            var i = max(start, 0)
            let end = min(end, b.count)
            while i < end {
                let lead = b[i]
                if lead < 0x80 {
                    count += 1
                    i += 1
                    continue
                }
                let width = LineIndex.sequenceWidth(b, at: i)
                count += (encoding == .utf16 && width == 4) ? 2 : 1
                i += width
            }
            return count
        }
    }

    /// The first byte of the sequence holding `offset`: a stray continuation byte (one no lead
    /// byte covers, as after a line break) stands for itself, as the column count takes it.
    private func snapToScalarStart(_ offset: Int) -> Int {
        guard offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 else { return offset }
        var o = offset - 1
        while o > 0, offset - o < 3, bytes[o] & 0xC0 == 0x80 { o -= 1 }
        return bytes[o] >= 0xC0 && o + LineIndex.sequenceWidth(bytes, at: o) > offset ? o : offset
    }

    /// Length of the UTF-8 sequence a lead byte announces; stray continuation bytes and bytes
    /// that never lead (0xF8 and above) count as 1.
    @inline(__always)
    static func scalarWidth(_ lead: UInt8) -> Int {
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        if lead < 0xF8 { return 4 }
        return 1
    }

    /// Length of the sequence at `i`: what its lead byte announces when the continuation bytes
    /// follow, else 1. Invalid bytes then count alone wherever counting starts (a line's start
    /// or a checkpoint inside it), so a position converts back to its offset.
    @inline(__always)
    static func sequenceWidth<Bytes: RandomAccessCollection>(_ bytes: Bytes, at i: Int) -> Int
    where Bytes.Index == Int, Bytes.Element == UInt8 {
        let width = scalarWidth(bytes[i])
        guard width > 1, i + width <= bytes.endIndex else { return 1 }
        for j in (i + 1)..<(i + width) where bytes[j] & 0xC0 != 0x80 { return 1 }
        return width
    }
}

/// Checkpoints of long lines' column counts, made on first use. Each `LineIndex` has its own
/// (an index is never edited, a new one is made), filled by any thread that converts.
private final class LongLines: @unchecked Sendable {
    /// Lines whose conversions span at most this many bytes are counted directly.
    static let span = 256

    /// A point of the walk from the line's start scalar by scalar, with the units counted
    /// before it: the same walk as counting directly, so both give the same columns.
    struct Mark {
        let offset: Int
        let utf16: Int
        let utf32: Int

        func units(_ encoding: PositionEncoding) -> Int {
            switch encoding {
            case .utf8: return offset
            case .utf16: return utf16
            case .utf32: return utf32
            }
        }
    }

    /// A line's marks, one per `span` bytes, the first at the line's start.
    struct Marks {
        let marks: [Mark]

        func last(atOrBefore offset: Int) -> Mark {
            marks[max(0, marks.partitionPoint { $0.offset > offset } - 1)]
        }

        func last(atMost units: Int, _ encoding: PositionEncoding) -> Mark {
            marks[max(0, marks.partitionPoint { $0.units(encoding) > units } - 1)]
        }
    }

    private let lock = NSLock()
    private var lines: [Int: Marks] = [:]  // guarded by lock

    func marks(of line: Int, in index: LineIndex) -> Marks {
        if let known = lock.withLock({ lines[line] }) { return known }
        let start = index.lineStarts[line]
        let end = index.lineContentEnd(line)
        var marks = [Mark(offset: start, utf16: 0, utf32: 0)]
        marks.reserveCapacity((end - start) / Self.span + 1)
        index.bytes.withUnsafeBufferPointer { b in
            var i = start
            var utf16 = 0
            var utf32 = 0
            var next = start + Self.span
            while i < end {
                if i >= next {
                    marks.append(Mark(offset: i, utf16: utf16, utf32: utf32))
                    next = i + Self.span
                }
                let width = LineIndex.sequenceWidth(b, at: i)
                utf16 += width == 4 ? 2 : 1
                utf32 += 1
                i += width
            }
        }
        let made = Marks(marks: marks)
        lock.withLock { lines[line] = made }
        return made
    }
}
