import FormSpecJSON

/// Maps byte offsets of a rewritten string back to the string it was made from. The rewritten
/// text is a sequence of segments, each either copied from the original or inserted (which
/// maps to an empty range at the insertion point).
struct OffsetMap: Sendable {
    struct Segment: Sendable {
        var rewrittenStart: Int
        var originalStart: Int
        var length: Int
        var inserted: Bool
    }

    private(set) var segments: [Segment] = []
    private(set) var rewrittenLength = 0
    private(set) var originalLength = 0

    static func identity(length: Int) -> OffsetMap {
        var map = OffsetMap()
        map.copy(from: 0, length: length)
        map.originalLength = length
        return map
    }

    mutating func copy(from originalStart: Int, length: Int) {
        guard length > 0 else { return }
        if let last = segments.last, !last.inserted, last.originalStart + last.length == originalStart,
            last.rewrittenStart + last.length == rewrittenLength
        {
            segments[segments.count - 1].length += length
        } else {
            segments.append(
                Segment(rewrittenStart: rewrittenLength, originalStart: originalStart, length: length, inserted: false))
        }
        rewrittenLength += length
        originalLength = max(originalLength, originalStart + length)
    }

    mutating func insert(length: Int, at originalOffset: Int) {
        guard length > 0 else { return }
        segments.append(
            Segment(rewrittenStart: rewrittenLength, originalStart: originalOffset, length: length, inserted: true))
        rewrittenLength += length
    }

    mutating func finish(originalLength: Int) {
        self.originalLength = originalLength
    }

    private func segmentIndex(containing offset: Int) -> Int? {
        var low = 0
        var high = segments.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let s = segments[mid]
            if offset < s.rewrittenStart {
                high = mid - 1
            } else if offset >= s.rewrittenStart + s.length {
                low = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }

    /// The original offset of the byte at `offset` (a start position).
    func originalStart(_ offset: Int) -> Int {
        guard offset < rewrittenLength, let i = segmentIndex(containing: offset) else { return originalLength }
        let s = segments[i]
        return s.inserted ? s.originalStart : s.originalStart + (offset - s.rewrittenStart)
    }

    /// The original offset just after the byte before `offset` (an end position).
    func originalEnd(_ offset: Int) -> Int {
        guard offset > 0 else { return segments.first.map { $0.inserted ? $0.originalStart : 0 } ?? 0 }
        guard let i = segmentIndex(containing: offset - 1) else { return originalLength }
        let s = segments[i]
        return s.inserted ? s.originalStart : s.originalStart + (offset - s.rewrittenStart)
    }

    func originalRange(_ range: TextRange) -> TextRange {
        let start = originalStart(range.start)
        if range.isEmpty { return .empty(at: start) }
        return TextRange(start, max(start, originalEnd(range.end)))
    }

    /// True when every byte of `range` was inserted by the rewrite.
    func isInserted(_ range: TextRange) -> Bool {
        guard !range.isEmpty, let i = segmentIndex(containing: range.start) else { return false }
        let s = segments[i]
        return s.inserted && range.end <= s.rewrittenStart + s.length
    }
}
