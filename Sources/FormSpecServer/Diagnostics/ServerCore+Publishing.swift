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
        let input = DiagnosticsComputation.Input(
            document: document, options: settings.effective.analysis, generation: generation,
            cache: specs, encoding: session.encoding, format: session.diagnosticFormat)
        let token = publishing.nextToken()
        log.trace("analysing \(uri) version \(document.version)")
        let cancelled = CancellationFlag()
        let writer = self.writer
        let version = document.version
        // The job lets go of its snapshot of the text before it writes, not when it ends: the
        // next didChange, which the client may send as soon as it reads the publication, then
        // finds the text held by nothing else and changes it in place (`LineIndex.replace`).
        let handoff = Handoff(input)
        AnalysisWorker.start { [self] in
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try? DiagnosticsComputation.publishFrame(handoff.take(), cancelled: cancelled)
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            // Written from here rather than from the actor, one thread hand-off sooner. Every
            // change that makes the result stale (newer text or settings, closing, shutdown)
            // raises the flag on the actor first, and raising it waits for a write under way.
            let published = result.map { result in cancelled.unlessCancelled { writer.write(result.frame) } } ?? false
            Task {
                await finishPublish(
                    uri: uri, token: token, version: version, count: result?.count,
                    published: published, milliseconds: milliseconds)
            }
        }
        publishing.started(uri, token: token, cancel: cancelled)
    }

    private func finishPublish(
        uri: String, token: UInt64, version: Int, count: Int?, published: Bool, milliseconds: Double
    ) {
        let rerun = publishing.finished(uri, token: token)
        // Published only while it described the current text under the current settings.
        // Versions only grow, so nothing older can follow a newer publication.
        if published, let count {
            log.debug("published \(count) diagnostics for \(uri) version \(version) in \(formatted(milliseconds)) ms")
            logTrace(
                "publishDiagnostics \(uri) version \(version): \(count) items",
                verbose: "analysis took \(formatted(milliseconds)) ms")
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

/// A value handed to one job, which takes it out: the box no longer holds it once taken.
private final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) { self.value = value }

    /// Called once, by the one job the box is handed to.
    func take() -> Value {
        defer { value = nil }
        return value!
    }
}
