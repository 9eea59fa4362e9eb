/// Lowercased names in a trie, searched for the names within an edit distance of a word. A
/// ranking walks only the prefixes that can still lead to a close name, so one word costs
/// about the same among 20,000 tags as among 20, instead of a distance to every name.
struct NameTrie: Sendable {
    struct Node: Sendable {
        let scalar: Unicode.Scalar
        let depth: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// The smallest order of a name in this node's subtree (Int32.max: none).
        var minOrder: Int32 = .max
        /// The smallest order of a name that ends here (-1: none); `alike` holds the others.
        var firstOrder: Int32 = -1
    }

    private(set) var nodes: [Node]
    /// The length of the longest name.
    private let height: Int
    /// For each order, the next larger order of a name that lowercases alike (-1: none).
    private var alike: [Int32]
    /// For node n and r in 1...rests, at n * rests + r - 1: the smallest order of a name below
    /// n that is r scalars longer than n's prefix (the last: r or more; Int32.max: none). A
    /// crowd's short names have the small orders, and they are the first out of reach.
    private var ordersByRest: [Int32]
    private static let rests = 3

    /// The name with order `i` is the lowercased scalars `scalars[ends[i - 1]..<ends[i]]`
    /// (from 0 for the first).
    init(scalars: [Unicode.Scalar], ends: [Int]) {
        nodes = [Node(scalar: "\u{0}", depth: 0)]
        alike = [Int32](repeating: -1, count: ends.count)
        ordersByRest = [Int32](repeating: .max, count: Self.rests)
        // Room for a node a name, not one a scalar: a form's tags share most of their
        // prefixes (`name1`, `name2`…), and room for every scalar made building the trie the
        // peak of a large form's opening. Names that share less grow the room as they go.
        nodes.reserveCapacity(ends.count + 1)
        ordersByRest.reserveCapacity((ends.count + 1) * Self.rests)
        var children: [UInt64: Int32] = [:]
        children.reserveCapacity(ends.count)
        var height = 0
        var start = 0
        // Names come in order, so the first to pass a node has the smallest order there.
        for (order, end) in ends.enumerated() {
            let name = scalars[start..<end]
            start = end
            height = max(height, name.count)
            var node: Int32 = 0
            for (depth, scalar) in name.enumerated() {
                let key = UInt64(node) << 21 | UInt64(scalar.value)
                if let child = children[key] {
                    node = child
                } else {
                    let child = Int32(nodes.count)
                    nodes.append(
                        Node(scalar: scalar, depth: Int32(depth + 1), nextSibling: nodes[Int(node)].firstChild))
                    ordersByRest.append(contentsOf: repeatElement(.max, count: Self.rests))
                    nodes[Int(node)].firstChild = child
                    children[key] = child
                    node = child
                }
                if nodes[Int(node)].minOrder == .max { nodes[Int(node)].minOrder = Int32(order) }
                let rest = name.count - depth - 1
                if rest > 0, ordersByRest[Int(node) * Self.rests + min(rest, Self.rests) - 1] == .max {
                    ordersByRest[Int(node) * Self.rests + min(rest, Self.rests) - 1] = Int32(order)
                }
            }
            if nodes[Int(node)].firstOrder < 0 {
                nodes[Int(node)].firstOrder = Int32(order)
            } else {
                var last = Int(nodes[Int(node)].firstOrder)
                while alike[last] >= 0 { last = Int(alike[last]) }
                alike[last] = Int32(order)
            }
        }
        self.height = height
        // Fitted: the trie lives as long as the document's tags stay the same.
        nodes = nodes.withUnsafeBufferPointer { Array($0) }
        ordersByRest = ordersByRest.withUnsafeBufferPointer { Array($0) }
    }

    /// The `limit` names nearest the word by optimal-string-alignment distance, at most
    /// `cutoff` edits away, nearest first and by order among equals (names `skip` rejects do not
    /// count). A branch and bound walk: it leaves a prefix once no name below it can be within
    /// the cutoff or, with `limit` names found, rank before the last of them, judged for each
    /// length of name below by the least distance such a name can have and the smallest order
    /// of one; a child is judged by its scalar before its row of the table is computed.
    ///
    /// Only the band of the distance table within `cutoff` of its diagonal is computed: a cell
    /// farther off is at least its distance from the diagonal, so it takes no part in a distance
    /// within the cutoff, and a prefix costs the band, not the word's length (a values file's
    /// key of half a megabyte ranked among a form's tags). `cells` counts the cells computed.
    func nearest(
        _ word: [Unicode.Scalar], cutoff: Int, limit: Int, skip: (Int32) -> Bool, cells: inout Int
    ) -> [(distance: Int, order: Int32)] {
        guard limit > 0 else { return [] }
        let band = 2 * cutoff + 1
        // Any value above the cutoff stands for every such value: cells keep min(distance, beyond).
        let beyond = cutoff + 1
        let maxDepth = min(word.count + cutoff, height)
        var best: [(distance: Int, order: Int32)] = []
        // What a name must come before to rank: past the cutoff until `best` is full, then
        // its last.
        var last = (distance: beyond, order: Int32.min)
        // Row k's cell for column j (the name's first k scalars against the word's first j) is
        // at rows[k * stride + j - k + cutoff]. A row's last place stays beyond, as do the
        // cells of columns outside 0...word.count (the same places for every row of a depth);
        // row 0 holds j for j in 0...cutoff.
        let stride = band + 1
        var rows = [Int](repeating: beyond, count: (maxDepth + 1) * stride)
        for j in 0...min(cutoff, word.count) { rows[j + cutoff] = j }
        // The scalars of the prefix being visited.
        var path = [Unicode.Scalar](repeating: "\u{0}", count: maxDepth + 1)
        // Prefixes to visit, with the least distance a name at or below them can have.
        var stack: [(node: Int32, bound: Int)] = []
        // Scalars that bring a child below `unmatched`, with the least cell they bring.
        var matches: [(scalar: Unicode.Scalar, cell: Int)] = []
        var child = nodes[0].firstChild
        while child >= 0 {
            stack.append((child, 0))
            child = nodes[Int(child)].nextSibling
        }
        // Children are listed newest first, so the stack pops the smallest orders first: the
        // names found early rank high and bound the rest of the walk.
        while case let (index, parentBound)? = stack.popLast() {
            let node = nodes[Int(index)]
            guard (parentBound, node.minOrder) < last else { continue }
            cells += band
            let k = Int(node.depth)
            let c = node.scalar
            path[k] = c
            let row = k * stride
            let above = row - stride
            // Offsets of the columns 1...word.count; column 0, in the band up to depth cutoff, is k.
            let zero = cutoff - k
            var left = beyond
            var minimum = beyond
            if zero >= 0 {
                rows[row + zero] = k
                left = k
                minimum = k
            }
            for o in max(zero + 1, 0)..<min(band, word.count + zero + 1) {
                let j = o - zero
                let scalar = word[j - 1]
                // Above: (k - 1, j) is offset o + 1; left: (k, j - 1) is o - 1; diagonal: o.
                var v = min(rows[above + o] + (scalar == c ? 0 : 1), rows[above + o + 1] + 1, left + 1)
                if j > 1, k > 1, scalar == path[k - 1], word[j - 2] == c { v = min(v, rows[above - stride + o] + 1) }
                v = min(v, beyond)
                rows[row + o] = v
                left = v
                minimum = min(minimum, v)
            }
            let end = word.count + zero
            if end >= 0, end < band {
                let distance = rows[row + end]
                var order = node.firstOrder
                while order >= 0, (distance, order) < last {
                    if !skip(order) {
                        let at = best.firstIndex { (distance, order) < ($0.distance, $0.order) } ?? best.count
                        best.insert((distance, order), at: at)
                        if best.count > limit { best.removeLast() }
                        if best.count == limit { last = best[limit - 1] }
                    }
                    order = alike[Int(order)]
                }
            }
            guard k < maxDepth, node.firstChild >= 0 else { continue }
            // A child's cell (k + 1, j) is at least this row's least cell plus one, unless the
            // child's scalar is the word's at column j: then this row's cell (k, j - 1), or
            // by a transposition of that scalar with this prefix's last one, the row above's
            // cell (k - 1, j - 2) plus one. `matches` keeps those below the least plus one, so
            // a child is judged by its scalar before its row is computed.
            let unmatched = minimum + 1
            var least = unmatched
            matches.removeAll(keepingCapacity: true)
            for o in max(zero, 0)..<min(band, word.count + zero) {
                let j = o - zero
                let cell = rows[row + o]
                if cell < unmatched {
                    matches.append((word[j], cell))
                    least = min(least, cell)
                }
                if j >= 1, word[j] == c, rows[above + o] + 1 < unmatched {
                    matches.append((word[j - 1], rows[above + o] + 1))
                    least = min(least, rows[above + o] + 1)
                }
            }
            guard (least, node.minOrder) < last,
                reachesLength(
                    below: index, cells: rows[(row + max(zero, 0))..<(row + min(band, word.count + zero + 1))],
                    remaining: word.count - max(zero, 0) + zero, beyond: beyond, last: last)
            else { continue }
            var next = node.firstChild
            while next >= 0 {
                let child = nodes[Int(next)]
                var bound = unmatched
                for match in matches where match.scalar == child.scalar { bound = min(bound, match.cell) }
                if (bound, child.minOrder) < last { stack.append((next, bound)) }
                next = child.nextSibling
            }
        }
        return best
    }

    /// Whether a name below the prefix at `index` could still rank before `last`, judged for
    /// each length of name that exists there by the least distance it can have. A name r
    /// scalars longer than the prefix passes its row at some column j (one that jumps over it by
    /// a transposition, from (k - 1, j - 1), could have come through (k, j) for no more), and
    /// what remains costs at least the difference of the remaining lengths (the last r stands
    /// for r or more). `cells` are the row's cells in the band, the first `remaining` scalars
    /// before the word's end.
    private func reachesLength(
        below index: Int32, cells: ArraySlice<Int>, remaining: Int, beyond: Int,
        last: (distance: Int, order: Int32)
    ) -> Bool {
        for r in 1...Self.rests {
            let order = ordersByRest[Int(index) * Self.rests + r - 1]
            guard order < .max else { continue }
            var bound = beyond
            for (offset, cell) in zip(0..., cells) {
                let rest = remaining - offset
                bound = min(bound, cell + (r < Self.rests ? abs(r - rest) : max(0, r - rest)))
            }
            if (bound, order) < last { return true }
        }
        return false
    }

    /// The `count` smallest orders of names that start with `prefix` and are longer than
    /// `minLength`, smallest first: a best-first walk by each subtree's smallest order.
    func prefixed(_ prefix: [Unicode.Scalar], longerThan minLength: Int, count: Int) -> [Int32] {
        guard count > 0 else { return [] }
        var node: Int32 = 0
        for scalar in prefix {
            var child = nodes[Int(node)].firstChild
            while child >= 0, nodes[Int(child)].scalar != scalar { child = nodes[Int(child)].nextSibling }
            guard child >= 0 else { return [] }
            node = child
        }
        // Items are nodes, or names as -1 - order; a node's key is a lower bound of its names'.
        var heap = MinHeap()
        heap.push(Int(nodes[Int(node)].minOrder), Int(node))
        var found: [Int32] = []
        while found.count < count, let item = heap.pop()?.item {
            if item < 0 {
                found.append(Int32(-1 - item))
                continue
            }
            let current = nodes[item]
            if current.depth > minLength {
                var order = current.firstOrder
                while order >= 0 {
                    heap.push(Int(order), -1 - Int(order))
                    order = alike[Int(order)]
                }
            }
            var child = current.firstChild
            while child >= 0 {
                if nodes[Int(child)].minOrder < .max { heap.push(Int(nodes[Int(child)].minOrder), Int(child)) }
                child = nodes[Int(child)].nextSibling
            }
        }
        return found
    }
}

/// A binary min-heap of (key, item) pairs, smallest key first.
private struct MinHeap {
    private var entries: [(key: Int, item: Int)] = []

    mutating func push(_ key: Int, _ item: Int) {
        entries.append((key, item))
        var i = entries.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard entries[i].key < entries[parent].key else { break }
            entries.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> (key: Int, item: Int)? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var smallest = i
                if l < entries.count, entries[l].key < entries[smallest].key { smallest = l }
                if r < entries.count, entries[r].key < entries[smallest].key { smallest = r }
                if smallest == i { break }
                entries.swapAt(i, smallest)
                i = smallest
            }
        }
        return top
    }
}
