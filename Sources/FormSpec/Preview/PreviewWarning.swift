/// Something a preview could not do as XLForm would, or where XLForm itself misbehaves: an
/// evaluation error (XLForm swallows it and keeps the previous state), a crash XLForm would
/// suffer, a given value that does not fit its row.
public struct PreviewWarning: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The spec is not valid JSON; the preview uses what could be parsed.
        case syntax
        /// A given value names no row.
        case unknownTag
        /// A given or default value the row cannot hold.
        case value
        /// A hidden/disabled predicate raised while being evaluated (unknown tag, type error, ...).
        case evaluation
        /// A hidden/disabled predicate depends on itself through `isHidden` / `isDisabled`.
        case cycle
        /// A regular expression is invalid or ran out of its time budget.
        case regex
        /// Something that needs the app (a value transformer class, an unknown row type's cell).
        case app
        /// A scenario step left a row's state behind what a freshly shown form would compute,
        /// because XLForm does not re-evaluate that predicate for the change.
        case stale
        /// XLForm raises an exception here (the preview carries on with a documented choice).
        case crash
    }

    public var kind: Kind
    public var message: String
    /// The row's tag, when the warning is about a tagged row or names a tag.
    public var tag: String?
    /// Which property it is about: `hidden`, `disabled`, `value`, `validators[0]`, ...
    public var property: String?
    /// True when XLForm raises an uncaught exception (the app crashes) in this situation.
    public var crashes: Bool

    public init(_ kind: Kind, _ message: String, tag: String? = nil, property: String? = nil, crashes: Bool = false) {
        self.kind = kind
        self.message = message
        self.tag = tag
        self.property = property
        self.crashes = crashes
    }
}
