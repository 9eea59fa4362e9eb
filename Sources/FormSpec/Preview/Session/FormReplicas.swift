import Foundation

/// Copies of a compiled form for threads that preview it while another thread does.
///
/// A preview touches the compiled form through thousands of reference counts (rows,
/// predicates, kept outputs). When two cores count on the same objects, every count moves a
/// cache line from one core to the other: two threads previewing one shared form made
/// 13,400–14,600 full previews/s on two cores, two threads with a form each 21,600–25,700
/// (`formspec-bench preview --phase parallel` against a variant with one form per thread).
///
/// So a thread that finds the form in use by another preview compiles its own copy from the
/// same document (identical, since compiling is deterministic) and previews that copy from
/// then on; the form itself serves whoever previews it alone. An editor's previews, one at a
/// time, never pay for a copy; a server under load pays one compile per preview thread.
final class FormReplicas: @unchecked Sendable {
    private let lock = NSLock()
    /// What the form was compiled from; nil for a copy, which is never copied again.
    private var source: (document: SpecDocument, catalog: Catalog)?
    /// Previews of the form itself (not of a copy) under way.
    private var running = 0
    private var copies: [ObjectIdentifier: CompiledForm] = [:]
    /// More threads than this share the form.
    private static let maxCopies = 16

    /// Called by the form's initializer, before the form is shared.
    func keep(_ document: SpecDocument, catalog: Catalog) {
        source = (document, catalog)
    }

    /// Copies made so far, for tests.
    var copyCount: Int { lock.withLock { copies.count } }

    /// The form the current thread previews: `form` itself, or the thread's copy. Every call
    /// is paired with `finished(_:of:)`.
    func take(_ form: CompiledForm) -> CompiledForm {
        // A Thread object lives as long as its thread; a later thread reusing the identifier
        // inherits a copy no running thread uses.
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        if let copy = copies[thread] {
            lock.unlock()
            return copy
        }
        guard running > 0, let source, copies.count < Self.maxCopies else {
            running += 1
            lock.unlock()
            return form
        }
        lock.unlock()
        let copy = CompiledForm(compiling: source.document, catalog: source.catalog)
        return lock.withLock {
            if let made = copies[thread] { return made }
            copies[thread] = copy
            return copy
        }
    }

    func finished(_ used: CompiledForm, of form: CompiledForm) {
        if used === form { lock.withLock { running -= 1 } }
    }
}
