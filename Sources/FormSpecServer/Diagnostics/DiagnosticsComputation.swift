import FormSpec
import FormSpecJSON

/// Parse, analysis and LSP encoding of one document snapshot. Runs in a task off the server
/// actor and stops between phases when that task is cancelled (the document changed again,
/// or the client cancelled the pull).
enum DiagnosticsComputation {
    struct Input: Sendable {
        let document: TextDocument
        let options: AnalysisOptions
        let encoding: PositionEncoding
        let format: LSPDiagnostic.Options
    }

    /// LSP `Diagnostic` objects for the snapshot.
    static func items(_ input: Input) throws(CancellationError) -> [JSONValue] {
        try checkCancellation()
        let spec = SpecDocument(name: input.document.uri, bytes: input.document.bytes)
        try checkCancellation()
        let found = Analyzer.analyze(spec, options: input.options)
        try checkCancellation()
        return found.map {
            LSPDiagnostic.encode($0, lines: spec.lines, encoding: input.encoding, uri: input.document.uri, options: input.format)
        }
    }

    /// The complete, framed `textDocument/publishDiagnostics` notification for the snapshot.
    static func publishFrame(_ input: Input) throws(CancellationError) -> (frame: [UInt8], count: Int) {
        let diagnostics = try items(input)
        let params: JSONValue = [
            "uri": .string(input.document.uri),
            "version": JSONValue(input.document.version),
            "diagnostics": .array(diagnostics),
        ]
        return (MessageWriter.frame(OutgoingMessage.notification("textDocument/publishDiagnostics", params)), diagnostics.count)
    }

    private static func checkCancellation() throws(CancellationError) {
        if Task.isCancelled { throw CancellationError() }
    }
}
