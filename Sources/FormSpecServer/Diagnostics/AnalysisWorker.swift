import Foundation

/// Runs CPU-bound analysis on one dedicated thread, in submission order, instead of on
/// Swift's cooperative pool. The pool has one thread per core (two here): analyses of
/// several documents at once (after a settings change, or pulls of every open document)
/// would occupy all of them and stall the server actor, and with it every didChange and
/// cancellation. One thread also means one malloc arena holding the memory of an analysis,
/// instead of one per thread that happened to run one (43 rather than 57 MB peak on a
/// 5,000-row spec).
enum AnalysisWorker {
    private static let jobs = JobQueue()

    /// Keeps `garbage` alive until the job running now has ended: a replaced document and the
    /// scratch of an analysis take milliseconds to free on a large spec, and a job hands its
    /// result over (resumes its caller, schedules its publication) before it ends. Called
    /// outside a job, `garbage` is dropped at once.
    static func releaseAfterJob(_ garbage: Any) {
        jobs.releaseAfterJob(garbage)
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

/// A FIFO of closures run by one thread, started on first use. The condition's lock guards `pending`.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var started = false
    /// The analysis thread, once started (guarded by the condition's lock).
    private var worker: pthread_t?
    /// Read and written only on the analysis thread, between and inside jobs.
    private var garbage: [Any] = []

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in runJobs() }
            thread.name = "formspec-analysis"
            thread.qualityOfService = .userInitiated
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        condition.lock()
        worker = pthread_self()
        condition.unlock()
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let job = pending.removeFirst()
            condition.unlock()
            job()
            garbage.removeAll()
        }
    }

    func releaseAfterJob(_ object: Any) {
        let onWorker = condition.withLock { worker.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        if onWorker { garbage.append(object) }
    }
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
