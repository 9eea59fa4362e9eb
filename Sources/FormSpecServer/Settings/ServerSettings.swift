import FormSpec
import FormSpecJSON

/// The user's settings, read from the `formspec` section:
///
///     "formspec": {
///       "severity": { "missing-tag": "error", "unknown-property": "off" },
///       "strict": true
///     }
///
/// `severity` maps a diagnostic code to `error`, `warning`, `information`, `hint` or `off`;
/// `strict` reports warnings as errors.
public struct ServerSettings: Equatable, Sendable {
    public var analysis: AnalysisOptions
    /// `formspec.format.sortKeys`: formatting orders known properties as the format lists them.
    public var formatSortKeys: Bool

    public init(analysis: AnalysisOptions = AnalysisOptions(), formatSortKeys: Bool = false) {
        self.analysis = analysis
        self.formatSortKeys = formatSortKeys
    }

    /// Problems described one by one; past them, one line counts the rest.
    static let describedProblems = 20

    /// Reads a `formspec` section. Wrong entries are skipped and described in `problems`
    /// (one line each, naming the setting, the first `describedProblems` of them, then a line
    /// counting the rest); the valid ones still apply. `nil` or `null` means defaults.
    public static func parse(
        _ section: JSONValue?, path: String = "formspec"
    ) -> (settings: ServerSettings, problems: [String]) {
        var problems = Problems()
        let settings = read(section, path: path, problems: &problems)
        return (settings, problems.lines(path: path))
    }

    /// The first problems, described, and how many more there were.
    private struct Problems {
        var described: [String] = []
        var more = 0

        /// Describes the problem, or past the first ones only counts it.
        mutating func append(_ problem: @autoclosure () -> String) {
            if described.count < ServerSettings.describedProblems {
                described.append(problem())
            } else {
                more += 1
            }
        }

        func lines(path: String) -> [String] {
            more == 0 ? described : described + ["\(path): \(more) more problems, not listed"]
        }
    }

    private static func read(_ section: JSONValue?, path: String, problems: inout Problems) -> ServerSettings {
        var options = AnalysisOptions()
        var sortKeys = false
        guard let section, !section.isNull else { return ServerSettings() }
        guard case .object(let object) = section else {
            problems.append("\(path): expected an object, got \(section.typeName)")
            return ServerSettings()
        }
        for (key, value) in object {
            switch key {
            case "severity":
                guard case .object(let levels) = value else {
                    problems.append(
                        "\(path).severity: expected an object mapping codes to levels, got \(value.typeName)")
                    continue
                }
                for (code, level) in levels {
                    switch severityOverride(code: code, level: level) {
                    case .success(let severity): options.severityOverrides[DiagnosticCode(code)] = severity
                    case .failure(let problem): problems.append("\(path).severity.\(code): \(problem.text(code: code))")
                    }
                }
            case "strict":
                guard let strict = value.boolValue else {
                    problems.append("\(path).strict: expected a boolean, got \(value.typeName)")
                    continue
                }
                options.strict = strict
            case "format":
                guard case .object(let format) = value else {
                    problems.append("\(path).format: expected an object, got \(value.typeName)")
                    continue
                }
                for (name, setting) in format {
                    guard name == "sortKeys" else {
                        problems.append("\(path).format.\(name): unknown setting")
                        continue
                    }
                    guard let flag = setting.boolValue else {
                        problems.append("\(path).format.sortKeys: expected a boolean, got \(setting.typeName)")
                        continue
                    }
                    sortKeys = flag
                }
            default:
                problems.append("\(path).\(key): unknown setting")
            }
        }
        return ServerSettings(analysis: options, formatSortKeys: sortKeys)
    }

    static let levelNames = Severity.allCases.map(\.name) + ["off"]

    /// What is wrong with one severity entry, described only when listed (an unknown code's
    /// suggestions are ranked only then).
    private enum Problem: Error {
        case unknownCode
        case notAString(typeName: String)
        case unknownLevel(String)

        func text(code: String) -> String {
            switch self {
            case .unknownCode:
                let suggestions = DidYouMean.rank(code, among: DiagnosticCodeInfo.all.map(\.code.rawValue))
                return "unknown diagnostic code.\(DidYouMean.phrase(suggestions))"
            case .notAString(let typeName):
                return "expected one of \(levelNames.joined(separator: ", ")), got \(typeName)"
            case .unknownLevel(let name):
                return "expected one of \(levelNames.joined(separator: ", ")), got \"\(name)\""
            }
        }
    }

    /// The override for one code: a severity, or nil (`off`) to silence it.
    private static func severityOverride(code: String, level: JSONValue) -> Result<Severity?, Problem> {
        guard DiagnosticCode(code).info != nil else { return .failure(.unknownCode) }
        guard let name = level.stringValue else { return .failure(.notAString(typeName: level.typeName)) }
        if name == "off" { return .success(nil) }
        guard let severity = Severity(name: name) else { return .failure(.unknownLevel(name)) }
        return .success(severity)
    }
}

extension ServerSettings {
    /// The `formspec` section of `initializationOptions`: either nested under `formspec` or
    /// the options object itself.
    static func section(ofInitializationOptions options: JSONValue?) -> JSONValue? {
        guard let options, case .object(let object) = options else { return nil }
        if let nested = object["formspec"] { return nested }
        return object.isEmpty ? Optional<JSONValue>.none : options
    }
}
