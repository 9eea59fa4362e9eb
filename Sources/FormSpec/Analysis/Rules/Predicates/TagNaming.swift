/// Tags made up for rows that need one: lowerCamelCase from the title ("Phone number" →
/// `phoneNumber`), else from the row type; ASCII only so that `$tag` can name it, never a
/// reserved word, and unique among `taken` (a number is appended if needed).
enum TagNaming {
    static func derive(title: String?, rowType: String?, taken: Set<String>) -> String {
        var base = lowerCamel(title ?? "")
        if base.isEmpty { base = lowerCamel(rowType ?? "") }
        if base.isEmpty { base = "row" }
        if let first = base.utf8.first, PredicateLexer.isDigit(first) { base = "row" + base }
        if !TagSyntax.isReservedWord(base), !taken.contains(base) { return base }
        var n = 2
        while taken.contains(base + String(n)) { n += 1 }
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
