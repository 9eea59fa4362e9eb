/// The rows of a form by non-empty tag: the one XLForm keeps (the last), and for the few tags
/// several rows have, all of them. One entry per tag, not a list each: most tags have one row.
struct TaggedRows {
    /// The last row with each tag.
    private(set) var last: [String: Row] = [:]
    /// Tags more than one row has, each with its rows in document order.
    private(set) var repeated: [String: [Row]] = [:]

    init(_ rows: [Row]) {
        last.reserveCapacity(rows.count)
        for row in rows {
            guard let tag = row.effectiveTag else { continue }
            if let earlier = last.updateValue(row, forKey: tag) { repeated[tag, default: [earlier]].append(row) }
        }
    }

    subscript(tag: String) -> Row? { last[tag] }

    var tags: Dictionary<String, Row>.Keys { last.keys }
}
