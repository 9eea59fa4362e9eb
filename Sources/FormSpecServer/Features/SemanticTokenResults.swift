import Foundation

/// The last semantic tokens sent for each document, so that `semanticTokens/full/delta` can
/// answer with what changed: after a keystroke in a large spec the tokens are nearly all the
/// same numbers (the encoding is relative, so a token moves only its own line and column).
/// Lock-guarded: requests run concurrently.
final class SemanticTokenResults: @unchecked Sendable {
    /// One replacement of `deleteCount` numbers at `start` by `data` (LSP `SemanticTokensEdit`).
    struct Edit: Equatable {
        let start: Int
        let deleteCount: Int
        let data: [Int]
    }

    private let lock = NSLock()
    private var last: [String: (id: String, data: [Int])] = [:]  // guarded by lock
    private var lastID: UInt64 = 0  // guarded by lock

    /// Keeps `data` as the document's latest result; its new result id.
    func store(_ data: [Int], uri: String) -> String {
        lock.withLock {
            lastID += 1
            let id = String(lastID)
            last[uri] = (id, data)
            return id
        }
    }

    /// The data sent under `id` for the document, if that is its latest result.
    func data(uri: String, id: String) -> [Int]? {
        lock.withLock { last[uri].flatMap { $0.id == id ? $0.data : nil } }
    }

    func forget(_ uri: String) {
        lock.withLock { _ = last.removeValue(forKey: uri) }
    }

    /// The edits turning `old` into `new`: none when equal, else one replacing what lies
    /// between their common prefix and common suffix.
    static func edits(from old: [Int], to new: [Int]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return [] }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        return [
            Edit(
                start: prefix, deleteCount: old.count - prefix - suffix, data: Array(new[prefix..<(new.count - suffix)])
            )
        ]
    }
}
