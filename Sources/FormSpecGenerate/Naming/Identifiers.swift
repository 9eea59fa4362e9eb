/// Turning spec strings into identifiers of the generated code.
enum Identifiers {
    static func isASCIIIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, !isDigit(first) else { return false }
        return s.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// The ASCII letter and digit runs of `s`, each with its first letter upper-cased:
    /// `all-day` → `AllDay`, `zip_code` → `ZipCode`, `Title` → `Title`, `été` → `T`.
    static func upperCamel(_ s: String) -> String {
        words(s).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `upperCamel` with the leading capitals lowered as Swift's API guidelines lower an
    /// initialism: `AllDay` → `allDay`, `URL` → `url`, `URLField` → `urlField`.
    static func lowerCamel(_ s: String) -> String {
        let camel = Array(upperCamel(s))
        let capitals = camel.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return String(camel) }
        let lowered = capitals == camel.count || capitals == 1 ? capitals : capitals - 1
        return String(camel.prefix(lowered)).lowercased() + String(camel.dropFirst(lowered))
    }

    /// Runs of ASCII letters and digits.
    static func words(_ s: String) -> [String] {
        var words: [String] = []
        var current = ""
        for byte in s.utf8 {
            if isLetter(byte) || isDigit(byte) {
                current.append(Character(Unicode.Scalar(byte)))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
    }

    private static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }

    /// Swift keywords a generated identifier must put in backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]
}
