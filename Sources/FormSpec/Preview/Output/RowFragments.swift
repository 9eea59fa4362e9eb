import FormSpecJSON

/// A compiled row's strings as jansson dumps them, made once per compiled row: a result
/// repeats them preview after preview. The encoder takes a fragment only while it was made
/// from the string being written (`JSONWriter.string(_:cached:)`). A class: results hold it
/// by one reference.
///
/// It also keeps the row's whole JSON object, made on first use, for results in which
/// everything but `hidden`, `disabled` and which of the two labels shows is as compiled
/// (`PreviewResult.Row.write`): most rows of most previews, which then cost one copy instead of
/// thirteen members written one by one; and its members from `tag` to `required` (`head`), with
/// which a row written from a session begins. Thread-safe: previews of a form run concurrently.
final class RowFragments: @unchecked Sendable {
    let tag: JSONWriter.Fragment
    let rowType: JSONWriter.Fragment
    let title: JSONWriter.Fragment
    let plainLabel: JSONWriter.Fragment
    let starredLabel: JSONWriter.Fragment
    let path: JSONWriter.Fragment
    let origin: JSONWriter.Fragment
    let required: Bool

    init(
        tag: String?, rowType: String?, title: String?, labels: (plain: String?, starred: String?), path: String,
        origin: RowOrigin,
        required: Bool
    ) {
        self.tag = JSONWriter.Fragment(tag)
        self.rowType = JSONWriter.Fragment(rowType)
        self.title = JSONWriter.Fragment(title)
        plainLabel = JSONWriter.Fragment(labels.plain)
        starredLabel = JSONWriter.Fragment(labels.starred)
        self.path = JSONWriter.Fragment(path)
        self.origin = JSONWriter.Fragment(origin.rawValue)
        self.required = required
    }

    /// The label fragment made from `label`, if either is.
    func label(_ label: String?) -> JSONWriter.Fragment { starredLabel.text == label ? starredLabel : plainLabel }

    /// Made on first use, behind a pointer (a stored property would pay a dynamic
    /// exclusivity check per access) and guarded by `lock`: read twice per row of every result.
    private let lock = PThreadLock()
    private let made: UnsafeMutablePointer<Made> = {
        let made = UnsafeMutablePointer<Made>.allocate(capacity: 1)
        made.initialize(to: Made())
        return made
    }()

    private struct Made {
        /// By `wholeRowIndex`.
        var wholeRows = [EncodedJSON?](repeating: nil, count: 8)
        /// Plain, starred.
        var heads: [JSONWriter.ObjectHead?] = [nil, nil]
    }

    deinit {
        made.deinitialize(count: 1)
        made.deallocate()
    }

    /// The row object's members up to `required`, with the plain or the starred label, for
    /// rows whose title is the compiled one (every cell but the left-right selector's).
    func head(starred: Bool) -> JSONWriter.ObjectHead {
        let index = starred ? 1 : 0
        if let known = lock.withLock({ made.pointee.heads[index] }) { return known }
        let head = JSONWriter.ObjectHead { writer in
            PreviewResult.Row.writeHead(
                tag: tag, rowType: rowType, title: title, label: starred ? starredLabel : plainLabel,
                path: path, origin: origin, required: required, to: writer)
        }
        lock.withLock { made.pointee.heads[index] = head }
        return head
    }

    /// The row's whole object for this label and these states, written by `write` the first time.
    func wholeRow(starred: Bool, hidden: Bool, disabled: Bool, write: (JSONWriter) -> Void) -> EncodedJSON {
        let index = (starred ? 4 : 0) + (hidden ? 2 : 0) + (disabled ? 1 : 0)
        if let known = lock.withLock({ made.pointee.wholeRows[index] }) { return known }
        let writer = JSONWriter(capacity: 512)
        write(writer)
        let row = writer.finishValue()
        lock.withLock { made.pointee.wholeRows[index] = row }
        return row
    }
}
