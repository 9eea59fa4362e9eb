import FormSpecJSON

extension String {
    /// The text between two UTF-8 offsets (clamped to the string), as predicate ranges give them.
    func utf8Slice(_ range: TextRange) -> String {
        let bytes = utf8
        let start = bytes.index(bytes.startIndex, offsetBy: min(range.start, bytes.count))
        let end = bytes.index(bytes.startIndex, offsetBy: min(max(range.start, range.end), bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
