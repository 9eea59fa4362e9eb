import FormSpec
import FormSpecJSON

/// A request about a `hidden` / `disabled` predicate string: completion and hover inside it
/// belong to the predicate language, which plugs in through the providers below.
public struct PredicateRequest: Sendable {
    public let document: SpecDocument
    /// The string literal holding the predicate.
    public let literal: JSONString
    /// Byte offset in the document (inside `literal`).
    public let offset: Int
    /// The form, section or row object that owns the predicate.
    public let owner: JSONNode
    /// `hidden` or `disabled`.
    public let property: String

    /// The offset as a UTF-8 offset into the decoded predicate text (exact through escapes).
    public var valueOffset: Int { literal.valueOffset(forSourceOffset: offset) }
}

/// Completion inside predicate strings. Items must carry document byte ranges.
public protocol PredicateCompletionProvider: Sendable {
    func completions(for request: PredicateRequest) -> CompletionList
}

/// Hover inside predicate strings (tags, operators).
public protocol PredicateHoverProvider: Sendable {
    func hover(for request: PredicateRequest) -> Hover?
}

/// Until the predicate language provides its own: nothing inside predicate strings.
public struct NoPredicateSupport: PredicateCompletionProvider, PredicateHoverProvider {
    public init() {}
    public func completions(for request: PredicateRequest) -> CompletionList { .empty }
    public func hover(for request: PredicateRequest) -> Hover? { nil }
}
