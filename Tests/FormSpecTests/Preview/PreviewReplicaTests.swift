import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// `FormReplicas`: a thread previewing a form while another thread does gets a copy of its
/// own, which previews exactly like the form; a thread previewing alone never makes one.
final class PreviewReplicaTests: PreviewTestCase {
    func testPreviewsOneAtATimeShareTheFormWhateverTheirThreads() throws {
        let form = CompiledForm(SpecDocument(text: try Self.spec()))
        for _ in 0..<6 {
            onNewThread { _ = Preview.run(form) }
        }
        XCTAssertEqual(form.replicas.copyCount, 0)
    }

    func testAThreadMeetingAnotherPreviewPreviewsACopyFromThenOn() throws {
        let form = CompiledForm(SpecDocument(text: try Self.spec()))
        let first = form.replicas.take(form)  // a preview under way on this thread
        XCTAssertTrue(first === form)
        nonisolated(unsafe) var taken: [CompiledForm] = []
        onNewThread {
            for _ in 0..<2 {
                let used = form.replicas.take(form)
                taken.append(used)
                form.replicas.finished(used, of: form)
            }
        }
        form.replicas.finished(first, of: form)
        XCTAssertEqual(taken.count, 2)
        XCTAssertFalse(taken[0] === form, "the second thread previewed the shared form while it was in use")
        XCTAssertTrue(taken[1] === taken[0], "the thread's copy was not kept")
        XCTAssertEqual(form.replicas.copyCount, 1)
        // Alone again, this thread goes on with the form itself.
        XCTAssertTrue(form.replicas.take(form) === form)
        form.replicas.finished(form, of: form)
        // A copy is never copied: it belongs to one thread.
        let copy = taken[0]
        let inUse = copy.replicas.take(copy)
        onNewThread {
            let used = copy.replicas.take(copy)
            XCTAssertTrue(used === copy)
            copy.replicas.finished(used, of: copy)
        }
        copy.replicas.finished(inUse, of: copy)
        XCTAssertEqual(copy.replicas.copyCount, 0)
    }

    func testACopyPreviewsLikeTheForm() throws {
        var generator = SeededGenerator(seed: 7)
        for spec in try PreviewFastPathTests.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            let held = form.replicas.take(form)
            nonisolated(unsafe) var copy: CompiledForm?
            onNewThread { copy = form.replicas.take(form) }
            form.replicas.finished(held, of: form)
            let replica = try XCTUnwrap(copy)
            XCTAssertFalse(replica === form)
            for i in 0..<12 {
                let values = i == 0 ? PreviewValues() : RandomPreviewValues.make(for: form, &generator)
                let options = PreviewOptions(now: Self.fixedNow)
                // Through the internal entry points, so that neither call is redirected.
                XCTAssertEqual(
                    Self.encoded(replica, values, options), Self.encoded(form, values, options), String(spec.prefix(80))
                )
            }
        }
    }

    private static func encoded(_ form: CompiledForm, _ values: PreviewValues, _ options: PreviewOptions) -> [UInt8] {
        let session = PreviewSession(form: form, values: values, options: options)
        return session.result(valuesAsText: true).encoded(fields: nil).bytes
    }

    private static func spec() throws -> String { try PreviewFastPathTests.specs()[0] }

    /// Runs `body` on a thread of its own and waits for it.
    private func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }
}
