/// Which of some tags the document's predicates write as `$tag` (not followed by more of a
/// variable name), found in one pass over the predicates: a trie of the tags is walked from
/// every `$`. Tags holding a `$` are never written whole (their own `$` starts another
/// variable) and are left out, so no walk runs past the next `$` and the pass stays linear in
/// the predicates' length whatever the tags.
struct TagWrites {
    private var children: [[UInt8: Int]] = [[:]]
    /// The tag ending at each node, if any.
    private var tags: [String?] = [nil]

    init(_ candidates: some Sequence<String>) {
        for tag in candidates where !tag.isEmpty && !tag.utf8.contains(UInt8(ascii: "$")) {
            var node = 0
            for byte in tag.utf8 {
                if let next = children[node][byte] {
                    node = next
                } else {
                    children.append([:])
                    tags.append(nil)
                    children[node][byte] = children.count - 1
                    node = children.count - 1
                }
            }
            tags[node] = tag
        }
    }

    /// The candidate tags some predicate of the form writes.
    func written(in form: Form) -> Set<String> {
        guard children[0].isEmpty == false else { return [] }
        var found = Set<String>()
        form.forEachPredicate { _, _, literal in
            let text = Array(literal.utf8)
            for start in text.indices where text[start] == UInt8(ascii: "$") {
                var node = 0
                var i = start + 1
                while i < text.count, let next = children[node][text[i]] {
                    node = next
                    i += 1
                    if let tag = tags[node], i == text.count || !PredicateLexer.isIdentifierBody(text[i]) {
                        found.insert(tag)
                    }
                }
            }
        }
        return found
    }
}
