import FormSpecJSON

/// `predicate-cycle`: hidden/disabled results that evaluate each other. XLForm's `isHidden`
/// and `isDisabled` evaluate the predicate whenever the cached result is dirty, and the cache is
/// only filled once the evaluation returns; so on the first evaluation a cycle re-enters the
/// predicate it started from, and the recursion never ends. One finding per cycle, at the first
/// step in document order, with every step as related information.
enum PredicateCycleRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.predicateCycle]

    static func check(_ context: AnalysisContext) {
        let graph = ConditionGraph(context)
        guard !graph.order.isEmpty else { return }
        let position = Dictionary(uniqueKeysWithValues: graph.order.enumerated().map { ($1, $0) })
        for component in StronglyConnected.components(of: graph.order, edges: { graph.edges[$0]?.map(\.to) ?? [] }) {
            let members = Set(component)
            guard
                let start = component.filter({ graph.site($0) != nil }).min(by: {
                    position[$0, default: .max] < position[$1, default: .max]
                }),
                let site = graph.site(start), let steps = shortestCycle(from: start, within: members, graph)
            else { continue }
            let path = ([start] + steps.map(\.to)).map(graph.name)
            context.report(
                .predicateCycle,
                "\(site.subject) depends on itself: \(path.joined(separator: " → ")); XLForm evaluates each step while the previous result is not cached yet, so the evaluation recurses without end and the app crashes",
                at: steps[0].range,
                related: steps.map { RelatedLocation($0.range, $0.note) },
                data: ["cycle": .array(path.map(JSONValue.string))])
        }
    }

    /// The shortest path of edges from `start` back to itself inside one component (breadth
    /// first, so a self-reference is a cycle of one step).
    static func shortestCycle(
        from start: ConditionGraph.Node, within members: Set<ConditionGraph.Node>,
        _ graph: ConditionGraph
    ) -> [ConditionGraph.Edge]? {
        var cameBy: [ConditionGraph.Node: (from: ConditionGraph.Node, edge: ConditionGraph.Edge)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in graph.edges[node] ?? [] where members.contains(edge.to) {
                if edge.to == start {
                    var steps = [edge]
                    var at = node
                    while at != start, let back = cameBy[at] {
                        steps.append(back.edge)
                        at = back.from
                    }
                    return steps.reversed()
                }
                guard cameBy[edge.to] == nil else { continue }
                cameBy[edge.to] = (node, edge)
                queue.append(edge.to)
            }
        }
        return nil
    }
}
