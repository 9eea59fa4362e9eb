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

    /// At most this many elements in any array (rows of a multivalued section, choices of a
    /// multiple selector): no form has more, and a million made a preview take minutes and
    /// gigabytes.
    public static let maxArrayCount = 10_000
    /// At most this many values in all, every element and member counted.
    public static let maxValueCount = 100_000

    /// Where the values first pass `maxArrayCount` or `maxValueCount`, and how; nil when they
    /// do not. The place is the key, with `[i]` for array elements and `.key` for members
    /// (`phones`, `phones[3].formValue`).
    public var boundsProblem: (place: String, message: String)? {
        // Walked with a work list, each value with its place as a step from its parent's.
        var steps: [(parent: Int, step: String)] = []
        var pending: [(value: JSONValue, place: Int)] = []
        func place(_ index: Int) -> String {
            var parts: [String] = []
            var i = index
            while i >= 0 {
                parts.append(steps[i].step)
                i = steps[i].parent
            }
            return parts.reversed().joined()
        }
        var count = 0
        for (key, value) in entries {
            steps.append((-1, key))
            pending.append((value, steps.count - 1))
            while let (value, at) = pending.popLast() {
                count += 1
                if count > Self.maxValueCount {
                    return (
                        place(at),
                        "the values hold more than \(Self.maxValueCount) values in all; a preview takes no more"
                    )
                }
                switch value {
                case .array(let items):
                    if items.count > Self.maxArrayCount {
                        return (
                            place(at),
                            "\(items.count) elements; a preview takes at most \(Self.maxArrayCount) in an array"
                        )
                    }
                    for (i, item) in items.enumerated().reversed() {
                        steps.append((at, "[\(i)]"))
                        pending.append((item, steps.count - 1))
                    }
                case .object(let object):
                    for (member, item) in object.reversed() {
                        steps.append((at, "." + member))
                        pending.append((item, steps.count - 1))
                    }
                default: break
                }
            }
        }
        return nil
    }
}
