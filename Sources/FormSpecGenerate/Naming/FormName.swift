/// The NAME of `formspec generate --name NAME`: an ASCII identifier every generated name is
/// made from (`Signup` → `SignupForm.swift`, `+signupForm`, `SignupFormTag`).
public struct FormName: Sendable, Equatable, CustomStringConvertible {
    /// As given, e.g. `Signup`.
    public let value: String

    /// Nil unless `value` is an identifier in both languages: ASCII letters, digits and `_`,
    /// not starting with a digit.
    public init?(_ value: String) {
        guard Identifiers.isASCIIIdentifier(value) else { return nil }
        self.value = value
    }

    /// The name a spec's file name implies: `signup.form.json` → `Signup`,
    /// `calendar-event.form.json` → `CalendarEvent`; nil when none can be made (`1.form.json`).
    public static func derived(fromPath path: String) -> FormName? {
        var base = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".form.json", ".json"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            break
        }
        return FormName(Identifiers.upperCamel(base))
    }

    public var description: String { value }

    /// `SignupForm`: file names, the Objective-C category, the tag constants' prefix.
    public var typeName: String { value + "Form" }
    /// `signupForm`: the factory method.
    public var methodName: String { Identifiers.lowerCamel(value) + "Form" }
    /// `SignupFormTag`: the Swift enum of tags.
    public var tagTypeName: String { typeName + "Tag" }
}
