import FormSpecJSON

/// Values by tag, for the lookups every given value and every `$tag` makes (`ByteKeyIndex`).
///
/// Tags match byte for byte, as `NSDictionary` matches `NSString` keys (`formRowWithTag:`):
/// "é" precomposed and decomposed are two tags, which Swift's `==` would join. (Only row
/// positions are kept this way; the observer lists still use Swift's equality.)
///
/// A class: a lookup through a struct held in memory copied its four arrays first (the
/// index's three and the values), counting each: eight atomic operations per lookup, more
/// than the lookup itself.
final class TagTable<Value: Sendable>: Sendable {
    private let index: ByteKeyIndex
    private let values: [Value]

    /// A tag given twice keeps its last value, as a dictionary set in order does.
    init(_ pairs: [(tag: String, value: Value)]) {
        var index = ByteKeyIndex(capacity: pairs.count)
        var values: [Value] = []
        for (tag, value) in pairs {
            let (position, isNew) = index.add(tag)
            if isNew { values.append(value) } else { values[position] = value }
        }
        self.index = index
        self.values = values
    }

    subscript(tag: String) -> Value? { index.position(of: tag).map { values[$0] } }
}
