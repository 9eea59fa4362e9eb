import FormSpecIDE

/// The predicate-language providers completion and hover delegate to inside `hidden`/`disabled`.
enum PredicateSupport {
    static let completion = PredicateCompletionSupport()
    static let hover = PredicateHoverSupport()
}
