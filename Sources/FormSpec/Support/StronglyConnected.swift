/// Tarjan's strongly connected components, iteratively (a 5,000-row chain would overflow a
/// recursive walk). Only components that contain a cycle are returned: several nodes, or one
/// node with an edge to itself.
enum StronglyConnected {
    static func components<Node: Hashable>(of nodes: [Node], edges: (Node) -> [Node]) -> [[Node]] {
        var index: [Node: Int] = [:]
        var lowLink: [Node: Int] = [:]
        var onStack = Set<Node>()
        var stack: [Node] = []
        var result: [[Node]] = []
        var counter = 0

        for root in nodes where index[root] == nil {
            // Each frame: a node and the successors still to visit.
            var frames: [(node: Node, successors: [Node], next: Int)] = []
            func enter(_ node: Node) {
                index[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack.insert(node)
                frames.append((node, edges(node), 0))
            }
            enter(root)
            while var frame = frames.popLast() {
                if frame.next < frame.successors.count {
                    let successor = frame.successors[frame.next]
                    frame.next += 1
                    frames.append(frame)
                    if index[successor] == nil {
                        enter(successor)
                    } else if onStack.contains(successor) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, index[successor]!)
                    }
                    continue
                }
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
                }
                guard lowLink[frame.node] == index[frame.node] else { continue }
                var component: [Node] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == frame.node { break }
                }
                if component.count > 1 || edges(frame.node).contains(frame.node) { result.append(component) }
            }
        }
        return result
    }
}
