import FormSpecJSON

/// Values by tag, for the lookups every given value and every `$tag` makes (`ByteKeyIndex`).
///
/// Tags match byte for byte, as `NSDictionary` matches `NSString` keys (`formRowWithTag:`):
/// "é" precomposed and decomposed are two tags, which Swift's `==` would join. (Only row
/// positions are kept this way; the observer lists still use Swift's equality.)
struct TagTable<Value: Sendable>: Sendable {
    private var index: ByteKeyIndex
    private var values: [Value] = []

    /// A tag given twice keeps its last value, as a dictionary set in order does.
    init(_ pairs: [(tag: String, value: Value)]) {
        index = ByteKeyIndex(capacity: pairs.count)
        for (tag, value) in pairs {
            let (position, isNew) = index.add(tag)
            if isNew { values.append(value) } else { values[position] = value }
        }
    }

    subscript(tag: String) -> Value? { index.position(of: tag).map { values[$0] } }
}
