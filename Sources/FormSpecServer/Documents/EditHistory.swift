import FormSpecJSON

/// The byte edits between a document's last few revisions, so that a model parsed for one of
/// them can be brought up to date by reparsing only what changed (see `SpecDocument`).
public struct EditHistory: Sendable {
    private struct Step: Sendable {
        let from: UInt64
        let to: UInt64
        let edit: ByteEdit
    }

    /// Enough for the edits typed while one analysis runs; older revisions are parsed afresh.
    static let capacity = 32

    private var steps: [Step] = []

    public init() {}

    /// The text of `to` is that of `from` after `edit`.
    mutating func record(from: UInt64, to: UInt64, _ edit: ByteEdit) {
        if steps.count == Self.capacity { steps.removeFirst() }
        steps.append(Step(from: from, to: to, edit: edit))
    }

    /// After a change that is not a byte edit (the whole text replaced): nothing before it connects.
    mutating func clear() { steps.removeAll() }

    /// One edit that turns the text of revision `from` into that of `to`, if every step between
    /// them is known.
    public func edit(from: UInt64, to: UInt64) -> ByteEdit? {
        guard let first = steps.firstIndex(where: { $0.from == from }) else { return nil }
        var combined = steps[first].edit
        var reached = steps[first].to
        for step in steps[(first + 1)...] where reached != to {
            guard step.from == reached else { return nil }
            combined = combined.followed(by: step.edit)
            reached = step.to
        }
        return reached == to ? combined : nil
    }
}
