/// Did-you-mean for a key path segment: edit distance first (`textFeild`, `isHidden`), then names
/// whose last camel-case word is the typed word (`color` → `textColor`), shortest first.
public enum KeyPathSuggestions {
    public static func rank(_ segment: String, among members: [ClassMember], limit: Int = 3) -> [String] {
        let candidates = members.filter(\.isSuggestible).map(\.name)
        let close = DidYouMean.rank(segment, among: candidates, limit: limit)
        guard close.count < limit, segment.count >= 3 else { return close }
        let word = segment.lowercased()
        let bySuffix = candidates.enumerated()
            .filter { !close.contains($0.element) && $0.element.count > word.count && endsWithWord($0.element, word) }
            .sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }
            .map(\.element)
        return Array((close + bySuffix).prefix(limit))
    }

    /// `textColor` ends with the word `color`; `discolor` does not.
    private static func endsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.lowercased().hasSuffix(word) else { return false }
        let boundary = name.index(name.endIndex, offsetBy: -word.count)
        return name[boundary].isUppercase
    }
}

extension ClassMember {
    /// Worth suggesting: settable, or an object key paths continue into.
    var isSuggestible: Bool { !property.isReadonly || property.type.className != nil }
}
