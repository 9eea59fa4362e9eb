import FormSpec
import FormSpecJSON

/// Decodes the body of a C, Objective-C or Swift string literal (between its quotes) into a
/// `SourcedString` whose pieces map every byte of text between escapes back to the source.
enum StringEscapes {
    /// `bytes[range]` is the literal's content; `whole` the expression it belongs to.
    static func decode(_ bytes: [UInt8], content range: TextRange, whole: TextRange) -> SourcedString {
        var value: [UInt8] = []
        var pieces: [SourcedString.Piece] = []
        var runStart = range.start
        var i = range.start
        func closeRun(at end: Int) {
            guard end > runStart else { return }
            let start = value.count
            value.append(contentsOf: bytes[runStart..<end])
            pieces.append(
                .init(valueRange: TextRange(start, value.count), source: TextRange(runStart, end), exact: true))
        }
        while i < range.end {
            guard bytes[i] == UInt8(ascii: "\\"), i + 1 < range.end else {
                i += 1
                continue
            }
            closeRun(at: i)
            let escapeStart = i
            let (decoded, next) = escape(bytes, at: i + 1, end: range.end)
            let start = value.count
            value.append(contentsOf: decoded)
            pieces.append(
                .init(valueRange: TextRange(start, value.count), source: TextRange(escapeStart, next), exact: false))
            i = next
            runStart = next
        }
        closeRun(at: range.end)
        return SourcedString(value: String(decoding: value, as: UTF8.self), pieces: pieces, range: whole)
    }

    /// The UTF-8 bytes an escape stands for and the offset after it (`at` is just past the `\`).
    private static func escape(_ bytes: [UInt8], at i: Int, end: Int) -> ([UInt8], Int) {
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "n"): return ([10], i + 1)
        case UInt8(ascii: "t"): return ([9], i + 1)
        case UInt8(ascii: "r"): return ([13], i + 1)
        case UInt8(ascii: "0") where !(i + 1 < end && isOctal(bytes[i + 1])): return ([0], i + 1)
        case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"):
            var j = i + 1
            let braced = j < end && bytes[j] == UInt8(ascii: "{")
            if braced { j += 1 }
            var scalar: UInt32 = 0
            var digits = 0
            let limit = c == UInt8(ascii: "u") && !braced ? 4 : (c == UInt8(ascii: "U") ? 8 : 8)
            while j < end, digits < limit, let d = RGBA.nibble(bytes[j]) {
                scalar = scalar &* 16 &+ UInt32(d)
                digits += 1
                j += 1
            }
            if braced, j < end, bytes[j] == UInt8(ascii: "}") { j += 1 }
            let character = Unicode.Scalar(scalar).map { String(Character($0)) } ?? "\u{FFFD}"
            return (digits == 0 ? [c] : Array(character.utf8), j)
        default:
            if isOctal(c) {
                var j = i
                var code: UInt32 = 0
                while j < end, j < i + 3, isOctal(bytes[j]) {
                    code = code * 8 + UInt32(bytes[j] - UInt8(ascii: "0"))
                    j += 1
                }
                return (Array(String(Character(Unicode.Scalar(code) ?? "?")).utf8), j)
            }
            // \" \' \\ \? and unknown escapes stand for the character itself.
            return ([c], i + 1)
        }
    }

    private static func isOctal(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7") }
}
