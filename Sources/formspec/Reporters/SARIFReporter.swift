import FormSpec
import FormSpecJSON
import FormSpecServer

/// SARIF 2.1.0 for code-scanning tools: one run, the whole code table as rules, one result per
/// finding with 1-based lines and UTF-16 columns (SARIF's default column kind). The run lists
/// its artifacts and its invocation after its results: they are known once every file has
/// been read.
struct SARIFReporter: Reporter {
    private let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCodeInfo.all.enumerated().map { ($1.code, $0) })
    private var results = StreamedJSONArray { SARIFReporter.log(results: $0, artifacts: [], failures: []) }
    private var artifacts: [JSONValue] = []

    func head() -> String { results.opening }

    mutating func part(_ file: CheckedFile) -> String {
        artifacts.append(["location": ["uri": .string(SARIFReporter.uri(file.path))]])
        var text = ""
        for d in file.diagnostics {
            var result: JSONObject = [
                "ruleId": .string(d.code.rawValue),
                "level": .string(SARIFReporter.level(d.severity)),
                "message": ["text": .string(d.message)],
                "locations": [location(file, d.range)],
            ]
            if let index = ruleIndex[d.code] { result["ruleIndex"] = JSONValue(index) }
            if !d.related.isEmpty {
                result["relatedLocations"] = .array(
                    d.related.enumerated().map { i, related in
                        var l = location(file, related.range).objectValue!
                        l["id"] = JSONValue(i)
                        l["message"] = ["text": .string(related.message)]
                        return .object(l)
                    })
            }
            text += results.element(.object(result))
        }
        return text
    }

    func tail(_ summary: CheckSummary, failures: [SpecFiles.Failure]) -> String {
        results.closing { SARIFReporter.log(results: $0, artifacts: artifacts, failures: failures) }
    }

    private static func log(results: JSONValue, artifacts: [JSONValue], failures: [SpecFiles.Failure]) -> JSONValue {
        let rules = DiagnosticCodeInfo.all
        let driver: JSONValue = [
            "name": "formspec",
            "version": .string(FormSpecVersion.current),
            "rules": .array(
                rules.map { info in
                    [
                        "id": .string(info.code.rawValue),
                        "shortDescription": ["text": .string(info.summary)],
                        "fullDescription": ["text": .string(info.rationale)],
                        "defaultConfiguration": ["level": .string(SARIFReporter.level(info.severity))],
                    ]
                }),
        ]
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": driver],
                    "columnKind": "utf16CodeUnits",
                    "results": [results],
                    "artifacts": .array(artifacts),
                    "invocations": [
                        [
                            "executionSuccessful": .bool(failures.isEmpty),
                            "toolExecutionNotifications": .array(
                                failures.map { failure in
                                    [
                                        "level": "error",
                                        "message": ["text": .string(failure.description)],
                                        "locations": [
                                            [
                                                "physicalLocation": [
                                                    "artifactLocation": ["uri": .string(uri(failure.path))]
                                                ]
                                            ]
                                        ],
                                    ]
                                }),
                        ]
                    ],
                ]
            ],
        ]
        return log
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    /// Relative paths stay relative (resolved against the scan's root); absolute ones become file URIs.
    private static func uri(_ path: String) -> String {
        path.hasPrefix("/")
            ? FileURI.from(path: path) : FileURI.percentEncode(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    private func location(_ file: CheckedFile, _ range: TextRange) -> JSONValue {
        let (start, end) = file.lines.range(of: range, in: .utf16)
        return [
            "physicalLocation": [
                "artifactLocation": ["uri": .string(SARIFReporter.uri(file.path))],
                "region": [
                    "startLine": JSONValue(start.line + 1), "startColumn": JSONValue(start.character + 1),
                    "endLine": JSONValue(end.line + 1), "endColumn": JSONValue(end.character + 1),
                ],
            ]
        ]
    }
}
