import XCTest

@testable import formspec

final class OrderedSlotsTests: XCTestCase {
    /// Results come out in order, and no thread claims an index `window` or more ahead of the
    /// last one taken: what bounds the memory of checking a directory of any size.
    func testResultsComeInOrderWithABoundedWindow() {
        let count = 500
        let window = 4
        let slots = OrderedSlots<Int>(window: window)
        let ahead = NSLock()
        nonisolated(unsafe) var taken = 0
        nonisolated(unsafe) var worst = 0
        let group = DispatchGroup()
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                while let i = slots.claim(below: count) {
                    ahead.withLock { worst = max(worst, i - taken) }
                    slots.fill(i) { i * 2 }
                }
            }
        }
        var results: [Int] = []
        for i in 0..<count {
            results.append(slots.take(i))
            ahead.withLock { taken = i + 1 }
        }
        group.wait()
        XCTAssertEqual(results, (0..<count).map { $0 * 2 })
        XCTAssertLessThan(worst, window + 1)
    }

    /// `inOrder`, which check and generate share: every result once, in order, made no more
    /// than `window` ahead of the one handed on.
    func testInOrderHandsOnEveryResultInOrder() {
        final class Progress: @unchecked Sendable {
            let lock = NSLock()
            var handed = 0
            var worst = 0
        }
        let progress = Progress()
        var results: [String] = []
        OrderedSlots.inOrder(
            count: 300, window: 3,
            each: { value in
                results.append(value)
                progress.lock.withLock { progress.handed += 1 }
            }
        ) { i in
            progress.lock.withLock { progress.worst = max(progress.worst, i - progress.handed) }
            return "r\(i)"
        }
        XCTAssertEqual(results, (0..<300).map { "r\($0)" })
        XCTAssertLessThan(progress.worst, 3 + 1)
    }
}
