import Foundation

/// Runs CPU-bound analysis on one dedicated thread, in submission order, instead of on
/// Swift's cooperative pool. The pool has one thread per core (two here): analyses of
/// several documents at once (after a settings change, or pulls of every open document)
/// would occupy all of them and stall the server actor, and with it every didChange and
/// cancellation. One thread also means one malloc arena holding most of the memory of
/// analyses, instead of one per thread that happened to run one (43 rather than 57 MB peak on
/// a 5,000-row spec); only the predicate rules of a large document run on a second thread
/// meanwhile (`Analyzer`).
enum AnalysisWorker {
    private static let garbage = GarbageBin()
    private static let jobs = WorkerPool(name: "formspec-analysis", threads: 1, afterEachJob: { garbage.empty() })

    /// Keeps `item` alive until the job running now has ended: a replaced document and the
    /// scratch of an analysis take milliseconds to free on a large spec, and a job hands its
    /// result over (resumes its caller, schedules its publication) before it ends. Called
    /// outside a job, `item` is dropped at once.
    static func releaseAfterJob(_ item: Any) {
        if jobs.isCurrentThreadAWorker { garbage.add(item) }
    }

    /// Starts `work` on the analysis thread and returns.
    static func start(_ work: @escaping @Sendable () -> Void) {
        jobs.submit(work)
    }

    /// Runs `work` on the analysis thread and waits for it. Cancelling the calling task
    /// raises the flag that `work` checks between its phases.
    static func run<T: Sendable>(_ work: @escaping @Sendable (CancellationFlag) throws -> T) async throws -> T {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                jobs.submit { continuation.resume(with: Result { try work(flag) }) }
            }
        } onCancel: {
            flag.cancel()
        }
    }
}

/// What jobs of the analysis thread leave to free after them. Touched only on that thread,
/// inside a job and after it.
private final class GarbageBin: @unchecked Sendable {
    private var items: [Any] = []

    func add(_ item: Any) { items.append(item) }

    func empty() { if !items.isEmpty { items.removeAll() } }
}

/// A cancellation request shared between a task and work running outside it. A lock, not an
/// atomic: it is read a few times per analysis.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false  // guarded by lock

    func cancel() { lock.withLock { cancelled = true } }

    /// Runs `body` unless the flag is raised, holding it down meanwhile: once `cancel` has
    /// returned, no `body` runs any more. Whether `body` ran.
    func unlessCancelled(_ body: () -> Void) -> Bool {
        lock.withLock {
            if cancelled { return false }
            body()
            return true
        }
    }

    var isCancelled: Bool { lock.withLock { cancelled } }

    func check() throws(CancellationError) {
        if isCancelled { throw CancellationError() }
    }
}
