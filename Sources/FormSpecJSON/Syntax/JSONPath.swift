/// One step from a container to a child: a member of an object or an element of an array.
public enum JSONPathStep: Sendable {
    case member(JSONMember)
    case element(Int, JSONNode)

    public var node: JSONNode? {
        switch self {
        case .member(let m): return m.value
        case .element(_, let n): return n
        }
    }
}

extension JSONNode {
    /// The steps from this node down to the innermost node whose range touches `offset`
    /// (a member counts from its key to its value, so a cursor on a key is inside that member).
    /// Descends by binary search; cheap enough to call per keystroke and per reported finding.
    public func path(to offset: Int) -> [JSONPathStep] {
        var steps: [JSONPathStep] = []
        var node = self
        while true {
            switch node.kind {
            case .object(let members):
                guard let m = JSONNode.last(members, touching: offset, range: \.range) else { return steps }
                steps.append(.member(m))
                guard let v = m.value, v.range.touches(offset) else { return steps }
                node = v
            case .array(let items):
                guard let i = JSONNode.lastIndex(items, touching: offset) else { return steps }
                steps.append(.element(i, items[i]))
                node = items[i]
            default:
                return steps
            }
        }
    }

    /// The steps to a node of this tree, found by its range (nil if it is not in the tree).
    public func path(to target: JSONNode) -> [JSONPathStep]? {
        var steps: [JSONPathStep] = []
        var node = self
        while node !== target {
            switch node.kind {
            case .object(let members):
                guard let m = members.first(where: { $0.value.map { $0.range.contains(target.range) } ?? false }),
                    let v = m.value
                else { return nil }
                steps.append(.member(m))
                node = v
            case .array(let items):
                guard let i = items.firstIndex(where: { $0.range.contains(target.range) }) else { return nil }
                steps.append(.element(i, items[i]))
                node = items[i]
            default:
                return nil
            }
        }
        return steps
    }

    private static func last<C: RandomAccessCollection>(
        _ items: C, touching offset: Int, range: (C.Element) -> TextRange
    ) -> C.Element? where C.Index == Int {
        // Items are in source order; find the last whose start is at or before offset.
        let low = items.partitionPoint { range($0).start > offset }
        guard low > 0 else { return nil }
        let candidate = items[low - 1]
        return range(candidate).touches(offset) ? candidate : nil
    }

    private static func lastIndex(_ items: JSONElements, touching offset: Int) -> Int? {
        let low = items.partitionPoint { $0.range.start > offset }
        guard low > 0, items[low - 1].range.touches(offset) else { return nil }
        return low - 1
    }
}
