import Foundation

/// Numbers as both languages read them back exactly.
enum NumberText {
    /// `15`, `1.5`, `1e-05`: an integer without a fraction when it is one.
    static func plain(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    /// `3.0`, `1.5`: always a floating-point literal (an NSNumber holding a double stays one).
    static func floating(_ d: Double) -> String {
        let text = String(d)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// Seconds since 1970 for `dateWithTimeIntervalSince1970:`.
    static func seconds(_ date: Date) -> String { plain(date.timeIntervalSince1970) }
}
