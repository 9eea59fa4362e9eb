import Foundation

/// Runs work on a thread with a large stack. swift-syntax walks its trees recursively (parse,
/// visit, release), so a long member chain or `else if` chain in a Swift file goes as deep as
/// it is long; the front end bounds those chains (`SwiftFrontEnd.deepestChain`) and this stack
/// holds every tree within the bounds, in a debug build too. Pages are touched only as used.
enum LargeStack {
    static let size = 1 << 30

    static func run<T>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
