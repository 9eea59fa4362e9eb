import FormSpecJSON

public enum Severity: Int, Sendable, Comparable, CaseIterable {
    // Raw values are LSP's DiagnosticSeverity numbers.
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4

    public var name: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "information"
        case .hint: return "hint"
        }
    }

    public init?(name: String) {
        guard let s = Severity.allCases.first(where: { $0.name == name }) else { return nil }
        self = s
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rawValue > b.rawValue }
}

/// A second place that explains a diagnostic (the first row with a duplicated tag, the
/// other end of a dependency cycle).
public struct RelatedLocation: Equatable, Sendable {
    public var range: TextRange
    public var message: String

    public init(_ range: TextRange, _ message: String) {
        self.range = range
        self.message = message
    }
}

/// A finding on a spec document. Ranges are byte offsets into the document text.
public struct Diagnostic: Equatable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var range: TextRange
    public var related: [RelatedLocation]
    /// Machine-readable detail for fixes and tools: ranked suggestions, the tag involved, ...
    public var data: JSONValue?
    /// Marks code the client may render faded (a predicate that can never be true).
    public var isUnnecessary: Bool

    public init(
        _ code: DiagnosticCode, _ message: String, at range: TextRange, severity: Severity? = nil,
        related: [RelatedLocation] = [], data: JSONValue? = nil, isUnnecessary: Bool = false
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.range = range
        self.related = related
        self.data = data
        self.isUnnecessary = isUnnecessary
    }
}

extension Diagnostic {
    /// Ranked replacement candidates for did-you-mean fixes, best first, as carried in `data`.
    public var suggestions: [String] {
        data?["suggestions"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
