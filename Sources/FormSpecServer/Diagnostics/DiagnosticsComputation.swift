import FormSpec
import FormSpecJSON

/// Parse, analysis and LSP encoding of one document snapshot. Runs on the `AnalysisWorker`
/// and stops between phases once `cancelled` is raised (the document changed again, or the
/// client cancelled the pull).
enum DiagnosticsComputation {
    struct Input: Sendable {
        let document: TextDocument
        let options: AnalysisOptions
        /// Identifies `options` in the cache.
        let generation: UInt64
        let cache: SpecCache
        let encoding: PositionEncoding
        let format: LSPDiagnostic.Options
    }

    /// LSP `Diagnostic` objects for the snapshot.
    static func items(_ input: Input, cancelled: CancellationFlag) throws(CancellationError) -> [JSONValue] {
        let (spec, found) = try findings(input, cancelled: cancelled)
        return found.map {
            LSPDiagnostic.encode(
                $0, lines: spec.lines, encoding: input.encoding, uri: input.document.uri, options: input.format)
        }
    }

    /// The complete, framed `textDocument/publishDiagnostics` notification for the snapshot.
    static func publishFrame(
        _ input: Input, cancelled: CancellationFlag
    ) throws(CancellationError) -> (frame: [UInt8], count: Int) {
        let (spec, found) = try findings(input, cancelled: cancelled)
        let body = input.cache.encodedDiagnostics.publication(
            uri: input.document.uri, version: input.document.version, diagnostics: found,
            lines: spec.lines, encoding: input.encoding, options: input.format)
        return (MessageWriter.frame(body: body), found.count)
    }

    private static func findings(
        _ input: Input, cancelled: CancellationFlag
    ) throws(CancellationError) -> (SpecDocument, [Diagnostic]) {
        try cancelled.check()
        let (spec, found) = try input.cache.analysis(
            for: input.document, options: input.options, generation: input.generation, cancelled: cancelled)
        try cancelled.check()
        return (spec, found)
    }
}
