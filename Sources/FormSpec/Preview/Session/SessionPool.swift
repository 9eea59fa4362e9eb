import Foundation

/// Idle sessions of one compiled form. A preview takes one and resets it instead of building
/// and releasing an object per row; `PreviewFastPathTests.testReusedSessionsComputeWhatNewSessionsCompute`
/// checks that a reused session computes what a new one does. Thread-safe: previews of a form may run concurrently.
final class SessionPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [PreviewSession] = []
    /// More than the threads that preview at once; beyond it, sessions are released.
    private let capacity = 8

    /// A session of `form` holding `values`, shown: a pooled one reused, else a new one.
    func take(_ form: CompiledForm, values: PreviewValues, options: PreviewOptions) -> PreviewSession {
        guard let session = lock.withLock({ idle.popLast() }) else {
            return PreviewSession(form: form, values: values, options: options)
        }
        session.reuse(values: values, options: options)
        return session
    }

    func giveBack(_ session: PreviewSession) {
        session.releaseForm()
        lock.withLock { if idle.count < capacity { idle.append(session) } }
    }
}
