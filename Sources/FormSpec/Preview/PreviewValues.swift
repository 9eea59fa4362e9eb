import FormSpecJSON

/// Values to preview with: tag → value for rows, `multivaluedTag` → array for multivalued
/// sections. Order matters to scenarios, which apply them one at a time.
public struct PreviewValues: Sendable {
    public var entries: [(key: String, value: JSONValue)]

    public init(_ entries: [(key: String, value: JSONValue)] = []) {
        self.entries = entries
    }

    public init(_ object: JSONObject) {
        entries = object.map { ($0.key, $0.value) }
    }

    public var isEmpty: Bool { entries.isEmpty }
}
