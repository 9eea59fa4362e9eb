import FormSpecJSON

/// Documentation in the richest form the client declared: markdown `MarkupContent` when it lists
/// markdown, plaintext `MarkupContent` when it lists only that, and a bare string (which every
/// client accepts) when it declared no formats.
enum MarkupContent {
    static func make(_ markdown: String, accepted formats: [JSONValue]?) -> JSONValue {
        if formats?.contains("markdown") ?? false { return ["kind": "markdown", "value": .string(markdown)] }
        if formats?.contains("plaintext") ?? false { return ["kind": "plaintext", "value": .string(plain(markdown))] }
        return .string(plain(markdown))
    }

    static func plain(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = line.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
            while text.hasPrefix("#") { text.removeFirst() }
            return text.hasPrefix(" ") && line.hasPrefix("#") ? String(text.dropFirst()) : text
        }.joined(separator: "\n")
    }
}
