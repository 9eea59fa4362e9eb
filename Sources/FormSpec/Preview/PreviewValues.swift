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

    /// A step of a place in the values: a member's key, or an element's index.
    public enum PlaceStep: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    /// Where the values first pass `maxArrayCount` or `maxValueCount`, and how; nil when they
    /// do not. The place is the key, with `[i]` for array elements and `.key` for members
    /// (`phones`, `phones[3].formValue`); `path` is the same place as steps.
    public var boundsProblem: (place: String, path: [PlaceStep], message: String)? {
        // Walked with a work list, each value with its place as a step from its parent's.
        var steps: [(parent: Int, step: PlaceStep)] = []
        var pending: [(value: JSONValue, place: Int)] = []
        func path(_ index: Int) -> [PlaceStep] {
            var path: [PlaceStep] = []
            var i = index
            while i >= 0 {
                path.append(steps[i].step)
                i = steps[i].parent
            }
            return path.reversed()
        }
        func problem(at index: Int, _ message: String) -> (place: String, path: [PlaceStep], message: String) {
            let path = path(index)
            let place = path.enumerated().map { i, step in
                switch step {
                case .key(let key): i == 0 ? key : "." + key
                case .index(let index): "[\(index)]"
                }
            }
            return (place.joined(), path, message)
        }
        var count = 0
        for (key, value) in entries {
            steps.append((-1, .key(key)))
            pending.append((value, steps.count - 1))
            while let (value, at) = pending.popLast() {
                count += 1
                if count > Self.maxValueCount {
                    return problem(
                        at: at, "the values hold more than \(Self.maxValueCount) values in all; a preview takes no more"
                    )
                }
                switch value {
                case .array(let items):
                    if items.count > Self.maxArrayCount {
                        return problem(
                            at: at, "\(items.count) elements; a preview takes at most \(Self.maxArrayCount) in an array"
                        )
                    }
                    for (i, item) in items.enumerated().reversed() {
                        steps.append((at, .index(i)))
                        pending.append((item, steps.count - 1))
                    }
                case .object(let object):
                    for (member, item) in object.reversed() {
                        steps.append((at, .key(member)))
                        pending.append((item, steps.count - 1))
                    }
                default: break
                }
            }
        }
        return nil
    }

    /// The node at `path` in the values read as a syntax tree (`values`: their object), for
    /// the line and column of a problem; where the text has no such step (a repeated key read
    /// otherwise), the last node on the way.
    public static func node(at path: [PlaceStep], in values: JSONNode) -> JSONNode {
        var node = values
        for step in path {
            let next: JSONNode?
            switch step {
            case .key(let key): next = node.value(key)
            case .index(let i): next = node.elements.flatMap { i < $0.count ? $0[i] : nil }
            }
            guard let next else { break }
            node = next
        }
        return node
    }
}
