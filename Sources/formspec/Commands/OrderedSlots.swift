import Dispatch
import Foundation

/// Results made on several threads and taken in order on one: `claim` hands out the next
/// index once fewer than `window` results are made or being made ahead of the one taken last.
final class OrderedSlots<T>: @unchecked Sendable {
    private let window: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var slots: [Int: T] = [:]
    private var claimed = 0
    private var taken = 0

    init(window: Int) { self.window = max(1, window) }

    /// Makes the results for 0..<count on all cores and hands each to `each` on this thread, in
    /// order, as soon as it and those before it are made. At most `window` are made ahead of the
    /// one `each` waits for, so memory does not grow with `count`.
    static func inOrder(
        count: Int, window: Int = 2 * ProcessInfo.processInfo.activeProcessorCount, each: (T) -> Void,
        make: @escaping @Sendable (Int) -> T
    ) {
        let slots = OrderedSlots(window: window)
        let group = DispatchGroup()
        for _ in 0..<min(count, ProcessInfo.processInfo.activeProcessorCount) {
            DispatchQueue.global().async(group: group) {
                while let i = slots.claim(below: count) { slots.fill(i) { make(i) } }
            }
        }
        for i in 0..<count { each(slots.take(i)) }
        group.wait()
    }

    /// The next index to make, waiting for room; nil once every index below `count` is claimed.
    func claim(below count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while claimed < count, claimed - taken >= window { condition.wait() }
        guard claimed < count else { return nil }
        claimed += 1
        return claimed - 1
    }

    func fill(_ index: Int, _ make: () -> T) {
        let value = make()
        condition.lock()
        slots[index] = value
        condition.broadcast()
        condition.unlock()
    }

    /// The result at `index` (the next one in order), waiting for it.
    func take(_ index: Int) -> T {
        condition.lock()
        defer { condition.unlock() }
        while slots[index] == nil { condition.wait() }
        taken = index + 1
        condition.broadcast()
        return slots.removeValue(forKey: index)!
    }
}
