/// Tags made up for rows that need one: lowerCamelCase from the title ("Phone number" →
/// `phoneNumber`), else from the row type; ASCII only so that `$tag` can name it, never a
/// reserved word, and unique among `taken` (a number is appended if needed).
enum TagNaming {
    static func derive(title: String?, rowType: String?, taken: Set<String>) -> String {
        var numbers: [String: Int] = [:]
        return derive(title: title, rowType: rowType, taken: taken, numbers: &numbers)
    }

    /// `derive` for many rows in turn, each name added to `taken` before the next: `numbers`
    /// keeps where each name's numbering got to, so that thousands of rows titled alike do not
    /// each count again from 2.
    static func derive(title: String?, rowType: String?, taken: Set<String>, numbers: inout [String: Int]) -> String {
        var base = lowerCamel(title ?? "")
        if base.isEmpty { base = lowerCamel(rowType ?? "") }
        if base.isEmpty { base = "row" }
        if let first = base.utf8.first, PredicateLexer.isDigit(first) { base = "row" + base }
        if !TagSyntax.isReservedWord(base), !taken.contains(base) { return base }
        var n = numbers[base] ?? 2
        while taken.contains(base + String(n)) { n += 1 }
        numbers[base] = n + 1
        return base + String(n)
    }

    /// Words of ASCII letters and digits, the first lowercased, the others capitalised.
    static func lowerCamel(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var result = ""
        for (i, word) in words.enumerated() {
            if i == 0 {
                // Keep the word's inner capitals ("iPhone" stays "iPhone", "URL" becomes "url").
                result +=
                    word.allSatisfy { !$0.isLowercase }
                    ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return result
    }
}
