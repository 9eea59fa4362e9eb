import Dispatch
import FormSpecJSON

// Pushed diagnostics (`textDocument/publishDiagnostics`), for clients that cannot pull.
extension ServerCore {
    /// Analyses the document's current text and publishes the result, unless the text or the
    /// settings change first: then the stale result is dropped and the newest text analysed.
    func schedulePublish(_ uri: String) {
        guard session?.diagnosticMode == .push, lifecycle == .running else { return }
        if publishing.supersede(uri) { return }
        startPublish(uri)
    }

    private func startPublish(_ uri: String) {
        guard let session, let document = documents[uri] else { return }
        let generation = settings.generation
        let input = DiagnosticsComputation.Input(document: document, options: settings.effective.analysis, generation: generation,
                                                 cache: specs, encoding: session.encoding, format: session.diagnosticFormat)
        let token = publishing.nextToken()
        log.trace("analysing \(uri) version \(document.version)")
        let cancelled = CancellationFlag()
        AnalysisWorker.start { [self] in
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try? DiagnosticsComputation.publishFrame(input, cancelled: cancelled)
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            Task {
                await finishPublish(uri: uri, token: token, revision: document.revision, version: document.version,
                                    generation: generation, result: result, milliseconds: milliseconds)
            }
        }
        publishing.started(uri, token: token, cancel: cancelled)
    }

    private func finishPublish(uri: String, token: UInt64, revision: UInt64, version: Int, generation: UInt64,
                               result: (frame: [UInt8], count: Int)?, milliseconds: Double)
    {
        let rerun = publishing.finished(uri, token: token)
        // Published only while it describes the current text under the current settings.
        // Versions only grow, so nothing older can follow a newer publication.
        if let result, lifecycle == .running, documents[uri]?.revision == revision, settings.generation == generation {
            writer.write(result.frame)
            log.debug("published \(result.count) diagnostics for \(uri) version \(version) in \(formatted(milliseconds)) ms")
            logTrace("publishDiagnostics \(uri) version \(version): \(result.count) items", verbose: "analysis took \(formatted(milliseconds)) ms")
        } else {
            log.trace("dropped diagnostics for \(uri) version \(version): superseded")
        }
        if rerun { startPublish(uri) }
    }

    /// Clears the client's diagnostics for a closed document.
    func clearPublished(_ uri: String) {
        publishing.cancel(uri)
        guard session?.diagnosticMode == .push else { return }
        sendNotification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    }

    func republishAll() {
        for uri in documents.uris { schedulePublish(uri) }
    }

    private func formatted(_ milliseconds: Double) -> String {
        String(Double(Int(milliseconds * 100)) / 100)
    }
}
