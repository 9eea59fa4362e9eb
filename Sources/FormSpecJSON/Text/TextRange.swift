/// A half-open range of UTF-8 byte offsets into a document. All positions inside formspec are
/// byte offsets; conversion to lines and UTF-16/UTF-8 columns happens at the edges (`LineIndex`).
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        precondition(start <= end, "range start \(start) after end \(end)")
        self.start = start
        self.end = end
    }

    public static func empty(at offset: Int) -> TextRange { TextRange(offset, offset) }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// True when `offset` lies inside, counting the end (a cursor right after a token is "in" it).
    public func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }

    /// True when `offset` lies strictly inside the half-open range.
    public func contains(_ offset: Int) -> Bool { start <= offset && offset < end }

    public func contains(_ other: TextRange) -> Bool { start <= other.start && other.end <= end }

    public func shifted(by delta: Int) -> TextRange { TextRange(start + delta, end + delta) }

    public var description: String { "\(start)..<\(end)" }
}
