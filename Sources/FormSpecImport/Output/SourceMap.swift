import FormSpec
import FormSpecJSON

/// Maps byte ranges of a spec written from `SourcedJSON` back to the source the importer read:
/// the spec is parsed, and its syntax tree is walked beside the sourced value it was written
/// from. A range inside a string lands inside the literal it came from, through escapes; a
/// range in text the importer folded lands on the expression that produced it.
struct SourceMap {
    private final class Node {
        let specRange: TextRange
        let source: SourcedString?
        let json: JSONString?
        let fallback: TextRange
        var children: [Node] = []

        init(specRange: TextRange, source: SourcedString?, json: JSONString?, fallback: TextRange) {
            self.specRange = specRange
            self.source = source
            self.json = json
            self.fallback = fallback
        }

        func map(_ range: TextRange) -> TextRange {
            guard let source, let json else { return fallback }
            let start = json.valueOffset(forSourceOffset: range.start)
            let end = json.valueOffset(forSourceOffset: max(range.start, range.end))
            return source.sourceRange(of: TextRange(start, max(start, end)))
        }
    }

    private let root: Node

    init(spec: SourcedJSON, tree: JSONNode?) {
        root = Node(specRange: tree?.range ?? TextRange(0, 0), source: nil, json: nil, fallback: spec.range)
        var stack: [(SourcedJSON, JSONNode, Node)] = tree.map { [(spec, $0, root)] } ?? []
        while let (sourced, node, mapped) = stack.popLast() {
            switch (sourced, node.kind) {
            case (.object(let members, _), .object(let nodes)):
                for (member, jsonMember) in zip(members, nodes) {
                    let key = Node(
                        specRange: jsonMember.key.range, source: member.key, json: jsonMember.key,
                        fallback: member.key.range)
                    mapped.children.append(key)
                    guard let valueNode = jsonMember.value else { continue }
                    let value = SourceMap.node(member.value, valueNode)
                    mapped.children.append(value)
                    stack.append((member.value, valueNode, value))
                }
            case (.array(let items, _), .array(let nodes)):
                for (item, itemNode) in zip(items, nodes) {
                    let value = SourceMap.node(item, itemNode)
                    mapped.children.append(value)
                    stack.append((item, itemNode, value))
                }
            default:
                break
            }
        }
    }

    private static func node(_ sourced: SourcedJSON, _ json: JSONNode) -> Node {
        if case .string(let s) = sourced, let string = json.string {
            return Node(specRange: json.range, source: s, json: string, fallback: s.range)
        }
        return Node(specRange: json.range, source: nil, json: nil, fallback: sourced.range)
    }

    /// The source range for a spec range: the innermost mapped node holding its start.
    func map(_ range: TextRange) -> TextRange {
        var node = root
        while true {
            let children = node.children
            let i = children.partitionPoint { $0.specRange.start > range.start }
            guard i > 0, children[i - 1].specRange.start <= range.start,
                range.start < children[i - 1].specRange.end
                    || (range.isEmpty && range.start == children[i - 1].specRange.end)
            else { break }
            node = children[i - 1]
        }
        let mapped = node.map(range)
        return mapped
    }
}

extension ImportedForm {
    /// The spec as compact JSON text.
    public var specText: String { spec.json.encodedString(.compact) }

    /// Every diagnostic the spec gets, placed in the source file it was imported from.
    public func check(options: AnalysisOptions = .init()) -> [Diagnostic] {
        let document = SpecDocument(name: name, text: specText)
        let map = SourceMap(spec: spec, tree: document.syntax.root)
        return Analyzer.analyze(document, options: options).compactMap { d in
            var moved = d
            moved.range = map.map(d.range)
            moved.related = d.related.map { RelatedLocation(map.map($0.range), $0.message) }
            let guarded = iPadBranches.contains { $0.contains(moved.range.start) }
            return d.code == .iPadOnlyRow && guarded ? nil : moved
        }
    }
}

extension ImportedFile {
    /// Import warnings and every form's diagnostics, in source order.
    public func check(options: AnalysisOptions = .init()) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for form in forms { found += form.check(options: options) }
        // Where the spec's own diagnostic stands on the same text, it says more.
        let placed = Set(found.map(\.range))
        let all = diagnostics.filter { !placed.contains($0.range) }.compactMap { options.apply($0) } + found
        return all.enumerated().sorted {
            ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
        }.map(\.element)
    }
}
