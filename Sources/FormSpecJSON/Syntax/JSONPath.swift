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
                guard
                    let i = JSONNode.firstIndex(
                        members, containing: target.range, span: \.range, inner: { $0.value?.range }),
                    let v = members[i].value
                else { return nil }
                steps.append(.member(members[i]))
                node = v
            case .array(let items):
                guard let i = JSONNode.firstIndex(items, containing: target.range, span: \.range, inner: { $0.range })
                else { return nil }
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

    /// The first item whose `inner` range contains `target`, by binary search: items are in
    /// source order and their spans (which hold their inner ranges) do not overlap, so only
    /// the items starting at or before the target and ending at or after it can contain it.
    /// A linear search made reporting a finding on each of many elements quadratic.
    private static func firstIndex<C: RandomAccessCollection>(
        _ items: C, containing target: TextRange, span: (C.Element) -> TextRange, inner: (C.Element) -> TextRange?
    ) -> Int? where C.Index == Int {
        var i = items.partitionPoint { span($0).start > target.start }
        var found: Int?
        while i > 0 {
            i -= 1
            let item = items[i]
            // Spans end in order: none before this one reaches the target's end either.
            if span(item).end < target.end { break }
            if let range = inner(item), range.contains(target) { found = i }
        }
        return found
    }

    private static func lastIndex(_ items: JSONElements, touching offset: Int) -> Int? {
        let low = items.partitionPoint { $0.range.start > offset }
        guard low > 0, items[low - 1].range.touches(offset) else { return nil }
        return low - 1
    }
}
