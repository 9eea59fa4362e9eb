/// The client's copy of a document in a random edit session: Unicode scalars, with LSP
/// positions computed by walking them. Deliberately unrelated to the server's byte-based code.
struct ClientText {
    private(set) var scalars: [Unicode.Scalar]
    let encoding: String

    init(_ text: String, encoding: String) {
        scalars = Array(text.unicodeScalars)
        self.encoding = encoding
    }

    var text: String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }

    var count: Int { scalars.count }

    /// True when an edit may start or end at `index`: not between the two halves of "\r\n",
    /// which LSP counts as one line break.
    func isBoundary(_ index: Int) -> Bool {
        !(index > 0 && index < scalars.count && scalars[index - 1] == "\r" && scalars[index] == "\n")
    }

    func position(of index: Int) -> (line: Int, character: Int) {
        var line = 0, character = 0, i = 0
        while i < index {
            let scalar = scalars[i]
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
                line += 1
                character = 0
            } else {
                character += encoding == "utf-8" ? scalar.utf8.count : scalar.utf16.count
            }
            i += 1
        }
        return (line, character)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: text.unicodeScalars)
    }
}
