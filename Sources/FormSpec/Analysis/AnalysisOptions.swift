/// User settings that shape what analysis reports (LSP settings, CLI flags), and the project
/// configuration governing the document.
public struct AnalysisOptions: Sendable, Equatable {
    /// Per code: a different severity, or nil to turn the code off.
    public var severityOverrides: [DiagnosticCode: Severity?]
    /// Report warnings as errors.
    public var strict: Bool
    /// The document's `formspec.config.json`: app classes, shared custom types, severities
    /// (which `severityOverrides` override in turn).
    public var project: ProjectConfiguration?
    /// Whether the analysis keeps, with the document's rows and sections, what an analysis of
    /// its next version can take over (`KeptWork`, `DocumentFacts`). A document analysed once,
    /// as `formspec check` analyses each file, has no next version: the findings are the same
    /// either way.
    public var keepsWork: Bool

    public init(
        severityOverrides: [DiagnosticCode: Severity?] = [:], strict: Bool = false,
        project: ProjectConfiguration? = nil, keepsWork: Bool = true
    ) {
        self.severityOverrides = severityOverrides
        self.strict = strict
        self.project = project
        self.keepsWork = keepsWork
    }

    /// These options under another project configuration.
    public func with(project: ProjectConfiguration?) -> AnalysisOptions {
        var copy = self
        copy.project = project
        return copy
    }

    /// The diagnostic with its severity overridden, strictness applied; nil when turned off.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var d = diagnostic
        if let override = severityOverrides[d.code] ?? project?.severityOverrides[d.code] {
            guard let severity = override else { return nil }
            d.severity = severity
        }
        if strict, d.severity == .warning { d.severity = .error }
        return d
    }
}
