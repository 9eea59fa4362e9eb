import FormSpecJSON

/// LSP positions computed from Swift's own Unicode views, independently of the server's
/// LineIndex, as the expected side of position tests.
enum PositionOracle {
    /// Position of the byte offset `offset` of `text`'s UTF-8, in `encoding` ("utf-8", "utf-16").
    static func position(in text: String, utf8Offset offset: Int, encoding: String) -> JSONValue {
        let prefix = String(decoding: Array(text.utf8)[0..<offset], as: UTF8.self)
        var line = 0
        var column = 0
        var previousWasCR = false
        for scalar in prefix.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 0
            } else {
                column += encoding == "utf-8" ? scalar.utf8.count : scalar.utf16.count
            }
        }
        return ["line": JSONValue(line), "character": JSONValue(column)]
    }

    /// The range of the `occurrence`-th (0-based) match of `needle` in `text`.
    static func range(of needle: String, in text: String, occurrence: Int = 0, encoding: String) -> JSONValue {
        let start = utf8Offset(of: needle, in: text, occurrence: occurrence)
        return [
            "start": position(in: text, utf8Offset: start, encoding: encoding),
            "end": position(in: text, utf8Offset: start + needle.utf8.count, encoding: encoding),
        ]
    }

    static func utf8Offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
        let haystack = Array(text.utf8), pattern = Array(needle.utf8)
        var found = -1
        var i = 0
        while i + pattern.count <= haystack.count {
            if Array(haystack[i..<i + pattern.count]) == pattern {
                found += 1
                if found == occurrence { return i }
            }
            i += 1
        }
        preconditionFailure("\(needle) not found \(occurrence + 1) times")
    }
}
