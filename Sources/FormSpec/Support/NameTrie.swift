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
        /// Orders of the names that end here (several names can lowercase alike).
        var orders: [Int32] = []
    }

    private(set) var nodes: [Node]

    /// `names[i]` is the lowercased scalars of the name with order `i`.
    init(_ names: [[Unicode.Scalar]]) {
        nodes = [Node(scalar: "\u{0}", depth: 0)]
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
            nodes[Int(node)].orders.append(Int32(order))
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
            if let first = nodes[i].orders.first { nodes[i].minOrder = min(nodes[i].minOrder, first) }
            let parent = parents[i]
            if parent >= 0 { nodes[Int(parent)].minOrder = min(nodes[Int(parent)].minOrder, nodes[i].minOrder) }
        }
    }

    /// Every name whose length is within `cutoff` of the word's and whose optimal-string-alignment
    /// distance to it is at most `cutoff`, with that distance. The walk stops below a prefix once
    /// two consecutive rows of the distance table exceed the cutoff (a transposition reaches back
    /// two rows), exactly where `DidYouMean.distance` gives up on a single name.
    ///
    /// Only the band of the table within `cutoff` of its diagonal is computed: a cell farther off
    /// is at least its distance from the diagonal, so it can take no part in a distance within
    /// the cutoff. A node then costs the band, not the word's length (a values file's key of
    /// half a megabyte ranked among a form's tags). Returns the number of cells computed.
    @discardableResult
    func near(_ word: [Unicode.Scalar], cutoff: Int, visit: (_ order: Int32, _ distance: Int) -> Void) -> Int {
        let band = 2 * cutoff + 1
        // Any value above the cutoff stands for every such value: cells keep min(distance, beyond).
        let beyond = cutoff + 1
        let maxDepth = word.count + cutoff
        // Row k's cell for column j (the name's first k scalars against the word's first j) is
        // at rows[k * band + j - k + cutoff]; row 0 holds j for j in 0...cutoff.
        var rows = (0..<band).map { o in o >= cutoff && o - cutoff <= word.count ? o - cutoff : beyond }
        var minimums = [0]
        var path: [Unicode.Scalar] = ["\u{0}"]
        var stack: [Int32] = []
        var child = nodes[0].firstChild
        while child >= 0 {
            stack.append(child)
            child = nodes[Int(child)].nextSibling
        }
        var cells = 0
        while let index = stack.popLast() {
            let node = nodes[Int(index)]
            let k = Int(node.depth)
            cells += band
            if rows.count < (k + 1) * band { rows.append(contentsOf: repeatElement(beyond, count: band)) }
            if minimums.count <= k { minimums.append(0) }
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
            minimums[k] = minimum
            let last = word.count - k + cutoff
            if !node.orders.isEmpty, last >= 0, last < band, rows[row + last] <= cutoff {
                for order in node.orders { visit(order, rows[row + last]) }
            }
            if minimum > cutoff, minimums[k - 1] > cutoff { continue }
            guard k < maxDepth else { continue }
            var next = node.firstChild
            while next >= 0 {
                stack.append(next)
                next = nodes[Int(next)].nextSibling
            }
        }
        return cells
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
            if current.depth > minLength { for order in current.orders { heap.push(Int(order), -1 - Int(order)) } }
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
