import Foundation

/// A value made the first time it is asked for, from whichever thread asks first, then kept:
/// for what most uses never read and that is costly to make (a form's flat lists of rows, the
/// list of tags suggestions rank among).
final class MadeOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?  // guarded by lock

    init() {}

    func value(_ make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
