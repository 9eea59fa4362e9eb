import FormSpec
import FormSpecJSON

/// Encodes diagnostics as LSP 3.17 `Diagnostic` objects. Shared by the server and by
/// `formspec check --format json`, whose files carry exactly these objects.
public enum LSPDiagnostic {
    public static let source = "formspec"

    /// Optional parts a client may not understand; the server sets them from the client's
    /// capabilities, the CLI keeps everything.
    public struct Options: Sendable, Equatable {
        public var relatedInformation: Bool
        /// `tags: [1]` (Unnecessary) on diagnostics marked `isUnnecessary`.
        public var unnecessaryTag: Bool

        public init(relatedInformation: Bool = true, unnecessaryTag: Bool = true) {
            self.relatedInformation = relatedInformation
            self.unnecessaryTag = unnecessaryTag
        }
    }

    public static func encode(
        _ d: Diagnostic, lines: LineIndex, encoding: PositionEncoding, uri: String?,
        options: Options = Options()
    ) -> JSONValue {
        var object: JSONObject = [
            "range": range(d.range, lines: lines, encoding: encoding),
            "severity": .integer(Int64(d.severity.rawValue)),
            "code": .string(d.code.rawValue),
            "source": .string(source),
            "message": .string(d.message),
        ]
        if options.relatedInformation, !d.related.isEmpty, let uri {
            object["relatedInformation"] = .array(
                d.related.map { related in
                    [
                        "location": [
                            "uri": .string(uri), "range": range(related.range, lines: lines, encoding: encoding),
                        ],
                        "message": .string(related.message),
                    ]
                })
        }
        if options.unnecessaryTag, d.isUnnecessary { object["tags"] = [1] }
        if let data = d.data { object["data"] = data }
        return .object(object)
    }

    public static func range(_ r: TextRange, lines: LineIndex, encoding: PositionEncoding) -> JSONValue {
        let (start, end) = lines.range(of: r, in: encoding)
        return ["start": position(start), "end": position(end)]
    }

    public static func position(_ p: LinePosition) -> JSONValue {
        ["line": .integer(Int64(p.line)), "character": .integer(Int64(p.character))]
    }
}
