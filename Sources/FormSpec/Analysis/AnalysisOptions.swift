/// User settings that shape what analysis reports (LSP settings, CLI flags).
public struct AnalysisOptions: Sendable, Equatable {
    /// Per code: a different severity, or nil to turn the code off.
    public var severityOverrides: [DiagnosticCode: Severity?]
    /// Report warnings as errors.
    public var strict: Bool

    public init(severityOverrides: [DiagnosticCode: Severity?] = [:], strict: Bool = false) {
        self.severityOverrides = severityOverrides
        self.strict = strict
    }

    /// The diagnostic with its severity overridden, strictness applied; nil when turned off.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var d = diagnostic
        if let override = severityOverrides[d.code] {
            guard let severity = override else { return nil }
            d.severity = severity
        }
        if strict, d.severity == .warning { d.severity = .error }
        return d
    }
}
