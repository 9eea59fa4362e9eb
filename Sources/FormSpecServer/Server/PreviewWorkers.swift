import Foundation

/// Threads that run previews, apart from the analysis thread: a preview of a compiled form
/// neither reads nor changes what analyses keep, so it need not queue behind the analysis of
/// a large document, and previews may use every core (a client may keep many in flight). One
/// thread per core; they share the cached compiled forms, which are immutable.
enum PreviewWorkers {
    private static let pool = WorkerPool(
        name: "formspec-preview", threads: min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// Runs `work` on a preview thread and waits for it.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            pool.submit { continuation.resume(with: Result { try work() }) }
        }
    }

    /// `run` for work that asks whether its request was cancelled: a `$/cancelRequest` raises
    /// the flag, and the work stops where it is, on its thread, at its next check.
    static func cancellable<T: Sendable>(
        _ work: @escaping @Sendable (_ isCancelled: @escaping @Sendable () -> Bool) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        let cancellation = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await run { try work { cancellation.isCancelled } }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
