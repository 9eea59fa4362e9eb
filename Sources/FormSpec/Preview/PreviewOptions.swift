import Foundation

/// What a preview needs beyond the spec and the values: the clock behind `now()`, and the
/// locale and time zone the date cells format with. XLForm uses the device's current locale
/// and zone; a preview fixes them so that its output is the same on every machine.
public struct PreviewOptions: Sendable {
    /// The instant `now()` returns in predicates and relative dates (`{"timeIntervalSinceNow":
    /// s}`) are made from; nil reads the system clock.
    public var now: Date?
    /// The device's current locale (`en_US` unless given): date cells' `NSDateFormatter`,
    /// valueFormatters, and the decimal separator of text typed into number and decimal rows.
    public var locale: Locale
    /// Time zone of the date cells' formatter (UTC unless given). Count-down timers always use
    /// GMT, as XLFormDateCell does.
    public var timeZone: TimeZone
    /// Engine for MATCHES and regex validators, with its time limit per match.
    public var regex: RegexEngine
    /// Seconds a preview may spend matching regular expressions, all matches together: once
    /// they are spent, the remaining regex validators are not evaluated (each says so in a
    /// warning) and MATCHES raises. A pattern that backtracks catastrophically stops at the
    /// engine's limit per match; many of them stop here.
    public var regexBudget: TimeInterval

    public init(
        now: Date? = nil, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, regex: RegexEngine = .shared, regexBudget: TimeInterval = 1
    ) {
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.regex = regex
        self.regexBudget = regexBudget
    }

    /// The predicate evaluator these options describe.
    var evaluator: PredicateEvaluator {
        let fixed = now
        return PredicateEvaluator(now: { fixed ?? Date() }, regex: regex)
    }

    /// A locale identifier, nil unless Foundation knows it (an unknown identifier would silently
    /// format in the root locale).
    /// Letter case does not matter, as for `+[NSLocale localeWithLocaleIdentifier:]`, which
    /// ICU canonicalizes (`FR_fr` is `fr_FR`).
    public static func locale(named identifier: String) -> Locale? {
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false)
        let isLanguageAndRegion = parts.count == 2 && parts[1].count == 2 && (2...3).contains(parts[0].count)
        let cased = isLanguageAndRegion ? parts[0].lowercased() + "_" + parts[1].uppercased() : identifier
        for candidate in [identifier, cased] {
            let canonical = Locale.canonicalIdentifier(from: candidate)
            if Locale.availableIdentifiers.contains(canonical) || canonical == "en_US_POSIX" {
                return Locale(identifier: canonical)
            }
        }
        return nil
    }
}
