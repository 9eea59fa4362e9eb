/// One check. Each rule lives in its own file under `Analysis/Rules/`, named after what it
/// checks, and lists the codes it may report so tests can prove every code has a rule.
protocol AnalysisRule: Sendable {
    static var codes: [DiagnosticCode] { get }
    static func check(_ context: AnalysisContext)
}
