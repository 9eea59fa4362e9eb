/// Bookkeeping for pushed diagnostics: at most one analysis per document at a time. A change
/// that arrives while one runs cancels it and marks the document for one more run when it
/// ends, so a burst of edits costs one analysis of the newest text, not one per edit.
/// Lives inside the server actor, which serialises every access.
struct PublishScheduler: Sendable {
    struct Run: Sendable {
        let token: UInt64
        let cancel: CancellationFlag
        /// A newer text or newer settings arrived while this run was going.
        var rerun = false
    }

    private var runs: [String: Run] = [:]
    private var lastToken: UInt64 = 0

    /// Marks the running analysis stale; false when none runs.
    mutating func supersede(_ uri: String) -> Bool {
        guard var run = runs[uri] else { return false }
        run.cancel.cancel()
        run.rerun = true
        runs[uri] = run
        return true
    }

    mutating func nextToken() -> UInt64 {
        lastToken += 1
        return lastToken
    }

    mutating func started(_ uri: String, token: UInt64, cancel: CancellationFlag) {
        runs[uri] = Run(token: token, cancel: cancel)
    }

    /// Ends the run with this token; returns whether another run is due. Runs forgotten by
    /// `cancel` (the document closed) are not the current one and change nothing.
    mutating func finished(_ uri: String, token: UInt64) -> Bool {
        guard let run = runs[uri], run.token == token else { return false }
        runs[uri] = nil
        return run.rerun
    }

    mutating func cancel(_ uri: String) {
        runs.removeValue(forKey: uri)?.cancel.cancel()
    }

    mutating func cancelAll() {
        for run in runs.values { run.cancel.cancel() }
        runs.removeAll()
    }
}
