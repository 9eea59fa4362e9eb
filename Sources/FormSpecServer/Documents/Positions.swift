import FormSpecJSON

// Conversions between LSP positions and byte offsets, shared by every feature. Inside the
// server everything is a byte offset; positions exist only in params and results.

extension Params {
    /// An LSP `Position` (`line`, `character`), both non-negative integers.
    public func position() throws(ResponseError) -> LinePosition {
        LinePosition(line: try self["line"].uinteger(), character: try self["character"].uinteger())
    }

    /// An LSP `Range` as two positions.
    public func positionRange() throws(ResponseError) -> (start: LinePosition, end: LinePosition) {
        (try self["start"].position(), try self["end"].position())
    }
}

extension TextDocument {
    /// Byte offset of a position; columns past the end of a line clamp to it, lines past
    /// the end clamp to the end of the document.
    public func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        lines.offset(of: position, in: encoding)
    }

    /// Byte range of an LSP range, in order even when the client sent it reversed.
    public func textRange(from start: LinePosition, to end: LinePosition, in encoding: PositionEncoding) -> TextRange {
        let a = offset(of: start, in: encoding)
        let b = offset(of: end, in: encoding)
        return TextRange(min(a, b), max(a, b))
    }

    public func position(of offset: Int, in encoding: PositionEncoding) -> LinePosition {
        lines.position(of: offset, in: encoding)
    }

    /// An LSP `Range` object for a byte range.
    public func lspRange(_ range: TextRange, in encoding: PositionEncoding) -> JSONValue {
        LSPDiagnostic.range(range, lines: lines, encoding: encoding)
    }
}
