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
    /// For each order, the next larger order of a name that lowercases alike (-1: none).
    private var alike: [Int32]

    /// `names[i]` is the lowercased scalars of the name with order `i`.
    init(_ names: [[Unicode.Scalar]]) {
        nodes = [Node(scalar: "\u{0}", depth: 0)]
        alike = [Int32](repeating: -1, count: names.count)
        var children: [UInt64: Int32] = [:]
        for (order, name) in names.enumerated() {
            var node: Int32 = 0
            for scalar in name {
                let key = UInt64(node) << 21 | UInt64(scalar.value)
                if let child = children[key] {
                    node = child
                    continue
                }
                let child = Int32(nodes.count)
                nodes.append(
                    Node(
                        scalar: scalar, depth: nodes[Int(node)].depth + 1,
                        nextSibling: nodes[Int(node)].firstChild))
                nodes[Int(node)].firstChild = child
                children[key] = child
                node = child
            }
            if nodes[Int(node)].firstOrder < 0 {
                nodes[Int(node)].firstOrder = Int32(order)
            } else {
                var last = Int(nodes[Int(node)].firstOrder)
                while alike[last] >= 0 { last = Int(alike[last]) }
                alike[last] = Int32(order)
            }
        }
        // Children come after their parents: one backward pass settles every subtree's minimum.
        var parents = [Int32](repeating: -1, count: nodes.count)
        for i in nodes.indices {
            var child = nodes[i].firstChild
            while child >= 0 {
                parents[Int(child)] = Int32(i)
                child = nodes[Int(child)].nextSibling
            }
        }
        for i in nodes.indices.reversed() {
            if nodes[i].firstOrder >= 0 { nodes[i].minOrder = min(nodes[i].minOrder, nodes[i].firstOrder) }
            let parent = parents[i]
            if parent >= 0 { nodes[Int(parent)].minOrder = min(nodes[Int(parent)].minOrder, nodes[i].minOrder) }
        }
    }

    /// The `limit` names nearest the word by optimal-string-alignment distance, at most
    /// `cutoff` edits away, nearest first and by order among equals (names `skip` rejects do not
    /// count). A branch and bound walk: it leaves a prefix once no name below it can be within
    /// the cutoff or, with `limit` names found, rank before the last of them, judged by the
    /// least distance any name below can have and the smallest order there.
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
        let maxDepth = word.count + cutoff
        var best: [(distance: Int, order: Int32)] = []
        // What a name must come before to rank: past the cutoff until `best` is full, then
        // its last.
        var last = (distance: beyond, order: Int32.min)
        // Row k's cell for column j (the name's first k scalars against the word's first j) is
        // at rows[k * band + j - k + cutoff]; row 0 holds j for j in 0...cutoff.
        var rows = (0..<band).map { o in o >= cutoff && o - cutoff <= word.count ? o - cutoff : beyond }
        var path: [Unicode.Scalar] = ["\u{0}"]
        // Prefixes to visit, with the least distance of a name below their parent.
        var stack: [(node: Int32, bound: Int)] = []
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
            if rows.count < (k + 1) * band { rows.append(contentsOf: repeatElement(beyond, count: band)) }
            if path.count <= k { path.append(node.scalar) } else { path[k] = node.scalar }
            let c = node.scalar
            let row = k * band
            let above = row - band
            var minimum = beyond
            for o in 0..<band {
                let j = k - cutoff + o
                guard j >= 0, j <= word.count else {
                    rows[row + o] = beyond
                    continue
                }
                var v: Int
                if j == 0 {
                    v = k
                } else {
                    let cost = word[j - 1] == c ? 0 : 1
                    // Above: (k - 1, j) is offset o + 1; left: (k, j - 1) is o - 1; diagonal: o.
                    v = rows[above + o] + cost
                    if o + 1 < band { v = min(v, rows[above + o + 1] + 1) }
                    if o > 0 { v = min(v, rows[row + o - 1] + 1) }
                    if k > 1, j > 1, word[j - 1] == path[k - 1], word[j - 2] == c {
                        v = min(v, rows[above - band + o] + 1)
                    }
                }
                v = min(v, beyond)
                rows[row + o] = v
                minimum = min(minimum, v)
            }
            let end = word.count - k + cutoff
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
            guard k < maxDepth else { continue }
            // Below this prefix a cell comes from this row, or by a transposition of this
            // prefix's last scalar with the next from the row above, cell (k - 1, j - 2) for a
            // column j whose scalar is that last one: no name there is nearer.
            var bound = minimum
            for o in 0..<band {
                let j = o + k + 1 - cutoff
                if j >= 2, j <= word.count, word[j - 1] == c { bound = min(bound, rows[above + o] + 1) }
            }
            guard (bound, node.minOrder) < last else { continue }
            var next = node.firstChild
            while next >= 0 {
                stack.append((next, bound))
                next = nodes[Int(next)].nextSibling
            }
        }
        return best
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
