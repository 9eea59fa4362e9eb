import Foundation

/// Threads that run previews, apart from the analysis thread: a preview of a compiled form
/// neither reads nor changes what analyses keep, so it need not queue behind the analysis of
/// a large document, and previews may use every core (a client may keep many in flight). One
/// thread per core; compiled forms are shared between them (`Preview` allows concurrent
/// previews of one form).
enum PreviewWorkers {
    private static let pool = WorkerPool(name: "formspec-preview", threads: max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)))

    /// Runs `work` on a preview thread and waits for it.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            pool.submit { continuation.resume(with: Result { try work() }) }
        }
    }
}

/// A FIFO of closures run by a fixed number of threads, started on first use. The condition's
/// lock guards `pending` and `started`.
final class WorkerPool: @unchecked Sendable {
    private let name: String
    private let threads: Int
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var started = false

    init(name: String, threads: Int) {
        self.name = name
        self.threads = max(1, threads)
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(job)
        if !started {
            started = true
            for i in 0..<threads {
                let thread = Thread { [self] in runJobs() }
                thread.name = "\(name)-\(i + 1)"
                thread.qualityOfService = .userInitiated
                thread.start()
            }
        }
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let job = pending.removeFirst()
            condition.unlock()
            job()
        }
    }
}
