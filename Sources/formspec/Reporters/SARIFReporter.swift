import FormSpec
import FormSpecJSON
import FormSpecServer

/// SARIF 2.1.0 for code-scanning tools: one run, the whole code table as rules, one result per
/// finding with 1-based lines and UTF-16 columns (SARIF's default column kind).
struct SARIFReporter: Reporter {
    func render(_ files: [CheckedFile], failures: [SpecFiles.Failure]) -> String {
        let rules = DiagnosticCodeInfo.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        var results: [JSONValue] = []
        for file in files {
            for d in file.diagnostics {
                var result: JSONObject = [
                    "ruleId": .string(d.code.rawValue),
                    "level": .string(level(d.severity)),
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
                results.append(.object(result))
            }
        }
        let driver: JSONValue = [
            "name": "formspec",
            "version": .string(FormSpecVersion.current),
            "rules": .array(
                rules.map { info in
                    [
                        "id": .string(info.code.rawValue),
                        "shortDescription": ["text": .string(info.summary)],
                        "fullDescription": ["text": .string(info.rationale)],
                        "defaultConfiguration": ["level": .string(level(info.severity))],
                    ]
                }),
        ]
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": driver],
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
                    "columnKind": "utf16CodeUnits",
                    "artifacts": .array(files.map { ["location": ["uri": .string(uri($0.path))]] }),
                    "results": .array(results),
                ]
            ],
        ]
        return log.encodedString(.indented(2)) + "\n"
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    /// Relative paths stay relative (resolved against the scan's root); absolute ones become file URIs.
    private func uri(_ path: String) -> String {
        path.hasPrefix("/")
            ? FileURI.from(path: path) : FileURI.percentEncode(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    private func location(_ file: CheckedFile, _ range: TextRange) -> JSONValue {
        let (start, end) = file.lines.range(of: range, in: .utf16)
        return [
            "physicalLocation": [
                "artifactLocation": ["uri": .string(uri(file.path))],
                "region": [
                    "startLine": JSONValue(start.line + 1), "startColumn": JSONValue(start.character + 1),
                    "endLine": JSONValue(end.line + 1), "endColumn": JSONValue(end.character + 1),
                ],
            ]
        ]
    }
}
