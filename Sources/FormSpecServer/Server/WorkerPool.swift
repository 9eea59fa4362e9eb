import Foundation

/// A FIFO of closures run by a fixed number of threads, started on first use; `afterEachJob`
/// runs on the same thread after every job. The condition's lock guards `pending`, `started`
/// and `workers`.
final class WorkerPool: @unchecked Sendable {
    private let name: String
    private let threads: Int
    private let afterEachJob: (@Sendable () -> Void)?
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var started = false
    private var workers: [pthread_t] = []

    init(name: String, threads: Int, afterEachJob: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.threads = max(1, threads)
        self.afterEachJob = afterEachJob
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(job)
        if !started {
            started = true
            for i in 0..<threads {
                let thread = Thread { [self] in runJobs() }
                thread.name = threads == 1 ? name : "\(name)-\(i + 1)"
                thread.qualityOfService = .userInitiated
                thread.start()
            }
        }
        condition.signal()
        condition.unlock()
    }

    /// Whether the calling thread is one of the pool's.
    var isCurrentThreadAWorker: Bool {
        let me = pthread_self()
        return condition.withLock { workers.contains { pthread_equal($0, me) != 0 } }
    }

    private func runJobs() {
        condition.withLock { workers.append(pthread_self()) }
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let job = pending.removeFirst()
            condition.unlock()
            job()
            afterEachJob?()
        }
    }
}
