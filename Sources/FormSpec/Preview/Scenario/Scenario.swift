import FormSpecJSON
import Foundation

/// A scenario file (`*.scenario.json`): a spec, initial values, and steps that change values
/// and state what the form must then do. Format: `protocol/preview.md`, schema
/// `protocol/scenario.schema.json`.
public struct Scenario: Sendable {
    public var name: String?
    /// The spec path as written, relative to the scenario file.
    public var spec: String
    public var values: PreviewValues
    public var now: Date?
    public var locale: Locale?
    public var timeZone: TimeZone?
    public var steps: [Step]
    /// The scenario file's text, for locations.
    public let lines: LineIndex

    public struct Step: Sendable {
        public var name: String?
        public var set: PreviewValues
        public var expectations: [Located<Expectation>]
        public var range: TextRange

        /// "step 2 'choose business'".
        public func title(index: Int) -> String {
            "step \(index + 1)" + (name.map { " '\($0)'" } ?? "")
        }
    }

    /// One thing a step expects; each is checked on its own.
    public enum Expectation: Sendable {
        case rowVisible(tag: String, visible: Bool)
        case rowDisabled(tag: String, disabled: Bool)
        case sectionVisible(SectionReference, visible: Bool)
        case valid(Bool)
        /// nil message: the row has no validation error.
        case error(tag: String, message: String?)
        case formValue(key: String, value: JSONValue)
        case httpParameter(key: String, value: JSONValue)
        case displayText(tag: String, text: String?)
        case value(tag: String, value: JSONValue)
        /// A selectorLeftRight row's chosen left option (null: none).
        case leftValue(tag: String, value: JSONValue)
        /// No warning says XLForm would crash.
        case noCrashes
    }

    public enum SectionReference: Sendable, CustomStringConvertible {
        case index(Int)
        case title(String)

        public var description: String {
            switch self {
            case .index(let i): return "section \(i)"
            case .title(let t): return "section '\(t)'"
            }
        }
    }

    /// A file that is not a scenario: what is wrong and where.
    public struct FormatError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var range: TextRange
        public var description: String { message }
    }
}

extension Scenario {
    /// Reads a scenario file; the first problem is thrown with its location.
    public init(bytes: [UInt8]) throws(FormatError) {
        let lines = LineIndex(bytes)
        let tree = JSONParser.parse(bytes)
        if let error = tree.errors.first {
            throw FormatError(message: "not valid JSON: \(error.message)", range: error.range)
        }
        guard let root = tree.root, let members = root.members else {
            throw FormatError(message: "a scenario is a JSON object", range: tree.root?.range ?? TextRange(0, 0))
        }
        let reader = ScenarioReader()
        let known: Set<String> = ["$schema", "name", "spec", "now", "locale", "timeZone", "values", "steps"]
        if let unknown = members.first(where: { !known.contains($0.key.value) }) {
            throw FormatError(message: "unknown property '\(unknown.key.value)'", range: unknown.key.range)
        }
        guard let spec = root.value("spec")?.stringValue else {
            throw reader.missing("spec", "a string: the spec's path, relative to this file", in: root)
        }
        self.init(
            name: try reader.optionalString(root, "name"), spec: spec, values: try reader.values(root.value("values")),
            now: try reader.date(root.value("now")), locale: try reader.locale(root.value("locale")),
            timeZone: try reader.timeZone(root.value("timeZone")), steps: try reader.steps(root), lines: lines)
    }

    /// 1-based line and column of a range's start in the scenario file.
    public func location(_ range: TextRange) -> (line: Int, column: Int) {
        let p = lines.position(of: range.start, in: .utf32)
        return (p.line + 1, p.character + 1)
    }
}
