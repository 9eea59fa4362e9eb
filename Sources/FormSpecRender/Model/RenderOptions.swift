import Foundation

/// What a drawing needs beyond the preview: which inline rows are open, and the clock, locale
/// and time zone pickers show dates in.
public struct RenderOptions: Sendable {
    /// Tags of inline rows drawn as first responder, their picker open below them.
    public var expanded: Set<String>
    /// The date a date picker shows when it has no date of its own.
    public var now: Date
    public var locale: Locale
    public var timeZone: TimeZone

    public init(
        expanded: Set<String> = [], now: Date = Date(), locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) {
        self.expanded = expanded
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
    }
}
