import FormSpecJSON

/// Which hidden/disabled results evaluate which others. `$b.isHidden` in a's `hidden` makes
/// a.hidden call b's `isHidden`, which evaluates b's `hidden` while its cached result is dirty;
/// `SELF.isHidden` calls the owner's own. Every row's `isDisabled` first asks the form's
/// `isDisabled`, so when the form's `disabled` is a predicate each `$x.isDisabled` also
/// evaluates the form's; when it is `true`, `isDisabled` answers YES without evaluating anything.
///
/// Only predicates that read `isHidden`/`isDisabled` have edges, so building the graph costs
/// next to nothing for the usual form.
struct ConditionGraph {
    /// A hidden/disabled result: of a form row, a section or the form.
    enum Node: Hashable {
        case row(RowPosition, ConditionKind)
        case section(Int)
        case form
    }

    struct Edge {
        let to: Node
        /// Where the step happens (document range).
        let range: TextRange
        /// "a.hidden reads $b.isHidden".
        let note: String
    }

    private(set) var edges: [Node: [Edge]] = [:]
    /// Nodes with outgoing edges, in document order, which decides where a cycle is reported.
    private(set) var order: [Node] = []
    private var sites: [Node: PredicateSite] = [:]
    private var rows: [RowPosition: Row] = [:]

    init(_ context: AnalysisContext) {
        guard let form = context.form else { return }
        let predicates = context.predicates
        let formSite = predicates.formSite
        let formAlwaysDisabled: Bool
        if case .constant(true, _)? = form.disabled { formAlwaysDisabled = true } else { formAlwaysDisabled = false }

        var disabledTargets: [Node] = []
        for site in predicates.withStateReads {
            let node: Node
            switch site.owner {
            case .form: node = .form
            case .section(let section): node = .section(section.index)
            case .row(let row):
                guard !row.isTemplate else { continue }  // templates are never part of the form
                rows[row.position] = row
                node = .row(row.position, site.property)
            }
            var out: [Edge] = []
            for read in site.facts.stateReads
            where !(read.kind == .disabled && formAlwaysDisabled && (read.tag != nil || node != .form)) {
                let target: Node
                if let tag = read.tag {
                    guard let row = predicates.row(tagged: tag) else { continue }
                    rows[row.position] = row
                    target = .row(row.position, read.kind)
                } else {
                    guard let own = Self.selfNode(node, read.kind) else { continue }
                    target = own
                }
                if case .row(_, .disabled) = target { disabledTargets.append(target) }
                out.append(
                    Edge(to: target, range: site.range(read.range), note: "\(Self.name(of: site)) reads \(read.text)"))
            }
            guard !out.isEmpty else { continue }
            sites[node] = site
            order.append(node)
            edges[node, default: []] += out
        }
        // Each row's isDisabled evaluates the form's disabled predicate first.
        if let formSite, formSite.facts.isValid {
            var seen = Set<Node>()
            for target in disabledTargets where seen.insert(target).inserted {
                edges[target, default: []].append(
                    Edge(
                        to: .form, range: formSite.literal.range,
                        note: "\(name(target)) first evaluates the form's disabled"))
                if sites[target] == nil { order.append(target) }
            }
        }
    }

    func site(_ node: Node) -> PredicateSite? { sites[node] }

    /// "a.hidden", "section 2.hidden", "form.disabled".
    func name(_ node: Node) -> String {
        if let site = sites[node] { return Self.name(of: site) }
        switch node {
        case .row(let id, let kind):
            return "\(rows[id].map { $0.effectiveTag ?? $0.displayName } ?? "?").\(kind.rawValue)"
        case .section(let index): return "section \(index + 1).hidden"
        case .form: return "form.disabled"
        }
    }

    private static func name(of site: PredicateSite) -> String {
        switch site.owner {
        case .form: return "form.disabled"
        case .section(let section): return "section \(section.index + 1).hidden"
        case .row(let row): return "\(row.effectiveTag ?? row.displayName).\(site.property.rawValue)"
        }
    }

    /// The node `SELF.isHidden` / `SELF.isDisabled` evaluates for an owner, if it has one.
    private static func selfNode(_ owner: Node, _ kind: ConditionKind) -> Node? {
        switch owner {
        case .row(let id, _): return .row(id, kind)
        case .section: return kind == .hidden ? owner : nil
        case .form: return kind == .disabled ? owner : nil
        }
    }
}
