import Dispatch
import Foundation

/// Runs CPU-bound analysis on Dispatch threads instead of Swift's cooperative pool. The pool
/// has one thread per core (two here); analyses of several documents at once (after a
/// settings change, or pulls of every open document) would occupy all of them and stall the
/// server actor, and with it every didChange and cancellation, until they end.
enum AnalysisWorker {
    private static let queue = DispatchQueue(label: "formspec.analysis", qos: .userInitiated, attributes: .concurrent)

    /// Starts `work` on the analysis queue and returns.
    static func start(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Runs `work` on the analysis queue and waits for it. Cancelling the calling task raises
    /// the flag that `work` checks between its phases.
    static func run<T: Sendable>(_ work: @escaping @Sendable (CancellationFlag) throws -> T) async throws -> T {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                queue.async { continuation.resume(with: Result { try work(flag) }) }
            }
        } onCancel: {
            flag.cancel()
        }
    }
}

/// A cancellation request shared between a task and work running outside it. A lock, not an
/// atomic: it is read a few times per analysis.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false  // guarded by lock

    func cancel() { lock.withLock { cancelled = true } }

    var isCancelled: Bool { lock.withLock { cancelled } }

    func check() throws(CancellationError) {
        if isCancelled { throw CancellationError() }
    }
}
