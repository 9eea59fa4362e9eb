/// One replacement in a document: the bytes of `range` (offsets in the text before) replaced by
/// `newLength` bytes. How an editor session tells the parser which part of the text changed.
public struct ByteEdit: Equatable, Sendable, CustomStringConvertible {
    public var range: TextRange
    public var newLength: Int

    public init(range: TextRange, newLength: Int) {
        precondition(newLength >= 0, "negative replacement length")
        self.range = range
        self.newLength = newLength
    }

    /// How much later every byte after the edit sits in the new text.
    public var delta: Int { newLength - range.length }

    /// End of the replacement in the new text.
    public var newEnd: Int { range.start + newLength }

    /// One edit that has the effect of this one followed by `next` (whose range is in the text
    /// this one produced): it replaces the smallest region of the original text that covers both.
    public func followed(by next: ByteEdit) -> ByteEdit {
        let start = min(range.start, next.range.start)
        // The covered region's end in the text between the two edits; it is at or after this
        // edit's replacement and next's range, so it maps back and forward by the deltas.
        let middleEnd = max(newEnd, next.range.end)
        let oldEnd = range.end + (middleEnd - newEnd)
        return ByteEdit(range: TextRange(start, oldEnd), newLength: middleEnd + next.delta - start)
    }

    public var description: String { "\(range) -> \(newLength) bytes" }
}
