import FormSpec
import FormSpecJSON

/// Markdown for the thing under the cursor and the range it covers.
public struct Hover: Sendable, Equatable {
    public let markdown: String
    public let range: TextRange

    public init(markdown: String, range: TextRange) {
        self.markdown = markdown
        self.range = range
    }
}

/// Hover on byte offsets: properties, row types, key path segments, enum cases, colours,
/// validator types, declared key path types; predicate strings go to the predicate provider.
/// Diagnostics passed in add the rationale of their code.
public struct HoverEngine: Sendable {
    public let catalog: Catalog
    public let predicates: any PredicateHoverProvider

    public init(catalog: Catalog = .standard, predicates: any PredicateHoverProvider = NoPredicateSupport()) {
        self.catalog = catalog
        self.predicates = predicates
    }

    /// `project`: the document's project configuration (custom types and app classes).
    public func hover(
        in document: SpecDocument, at offset: Int, diagnostics: [Diagnostic] = [], project: ProjectConfiguration? = nil
    ) -> Hover? {
        let found =
            document.dialect == .fxforms
            ? FXFormsHover.hover(document, at: offset, project: project) : catalogHover(document, offset, project)
        let touching = diagnostics.filter { $0.range.touches(offset) }
        guard !touching.isEmpty else { return found }
        var seen = Set<DiagnosticCode>()
        let notes = touching.compactMap { d -> String? in
            guard seen.insert(d.code).inserted, let info = d.code.info else { return nil }
            return CatalogMarkdown.diagnostic(info)
        }
        guard !notes.isEmpty else { return found }
        let range = found?.range ?? touching[0].range
        return Hover(
            markdown: ([found?.markdown].compactMap { $0 } + notes).joined(separator: "\n\n---\n\n"), range: range)
    }

    private func catalogHover(_ document: SpecDocument, _ offset: Int, _ project: ProjectConfiguration?) -> Hover? {
        guard let root = document.syntax.root else { return nil }
        let steps = root.path(to: offset)
        guard let last = steps.last else { return nil }
        let context = DocumentContext(document, catalog: catalog, project: project)
        let roles = SpecRole.along(steps, from: root, context)
        let container = steps.count >= 2 ? steps[steps.count - 2].node ?? root : root
        let containerRole = roles[roles.count - 2].asContainer(context)
        switch last {
        case .member(let member):
            if member.key.range.touches(offset) {
                return keyHover(member, containerRole: containerRole, offset: offset, context)
            }
            guard let value = member.value, value.range.touches(offset), value.members == nil, value.elements == nil
            else { return nil }
            return valueHover(value, role: roles.last!, owner: container, offset: offset, context)
        case .element(_, let node):
            guard node.members == nil, node.elements == nil else { return nil }
            return valueHover(node, role: roles.last!, owner: container, offset: offset, context)
        }
    }

    private func keyHover(
        _ member: JSONMember, containerRole: SpecRole, offset: Int, _ context: DocumentContext
    ) -> Hover? {
        let key = member.key
        switch containerRole {
        case .object(let kind):
            guard let property = catalog.objects[kind]?.property(key.value) else { return nil }
            return Hover(markdown: CatalogMarkdown.property(property, of: kind), range: key.range)
        case .cellConfig(let kind, let row):
            return segmentHover(key, kind, row: row, offset: offset, context)
        case .map(.object("customRowType")):
            return context.classes.rowTypes.info(key.value).map {
                Hover(markdown: CatalogMarkdown.rowType($0), range: key.range)
            }
        default:
            return nil
        }
    }

    /// The key path segment under the cursor, with its declaring class and row-specific notes.
    private func segmentHover(
        _ key: JSONString, _ kind: CellConfigKind, row: JSONNode, offset: Int, _ context: DocumentContext
    ) -> Hover? {
        guard let (root, resolution) = context.resolve(key.value, kind, row: row),
            let segment = HoveredSegment(key, resolution, offset: offset)
        else { return nil }
        let note = KeyPathNote.make(for: segment.keyPath, kind: kind, keys: context.displayKeys(root: root, row: row))
        let markdown = CatalogMarkdown.member(
            segment.member, keyPath: segment.keyPath, note: note, catalog: catalog, classes: context.classes.classes)
        return Hover(markdown: markdown, range: segment.range)
    }

    private func valueHover(
        _ node: JSONNode, role: SpecRole, owner: JSONNode, offset: Int, _ context: DocumentContext
    ) -> Hover? {
        let range = node.range
        func hover(_ markdown: String?) -> Hover? { markdown.map { Hover(markdown: $0, range: range) } }
        switch role {
        case .property(let property):
            switch property.type {
            case .rowType:
                return hover(node.stringValue.flatMap(context.classes.rowTypes.info).map(CatalogMarkdown.rowType))
            case .enumeration("validatorType"):
                return hover(node.stringValue.flatMap(catalog.validatorType).map(CatalogMarkdown.validatorType))
            case .enumeration(let e):
                return hover(enumCase(node, e))
            case .condition:
                if let literal = node.string {
                    return predicates.hover(
                        for: PredicateRequest(
                            document: context.document, literal: literal, offset: offset,
                            owner: owner, property: property.name))
                }
                return nil
            case .string where property.name == "cellClass" || property.name == "baseCell":
                return hover(
                    node.stringValue.flatMap(context.classes.classes.info).map {
                        CatalogMarkdown.classInfo($0, classes: context.classes.classes)
                    })
            default:
                return nil
            }
        case .flag(let e), .keyPathFlag(let e):
            return hover(enumCase(node, e))
        case .keyPathValue(let keyPath, let kind, let row):
            guard let target = context.keyPathTarget(keyPath.value, kind, row: row) else { return nil }
            switch target.property.type {
            case .enumeration(let e): return hover(enumCase(node, e))
            case .calendar: return hover(enumCase(node, "NSCalendarIdentifier"))
            case .color: return hover(node.stringValue.flatMap { CatalogMarkdown.color($0, catalog: catalog) })
            default: return nil
            }
        case .declaredKeyPathType:
            return hover(
                node.stringValue.flatMap(KeyPathType.init).map {
                    CatalogMarkdown.keyPathType($0, catalog: catalog, classes: context.classes.classes)
                })
        default:
            return nil
        }
    }

    private func enumCase(_ node: JSONNode, _ enumName: String) -> String? {
        guard let name = node.stringValue, let info = catalog.enums[enumName], let c = info.enumCase(name) else {
            return nil
        }
        return CatalogMarkdown.enumCase(c, of: info)
    }
}

/// The key path segment under the cursor in a key string: on a quote the whole key path (its
/// target, over the whole key), else the segment and the path up to it.
struct HoveredSegment {
    let member: ClassMember
    let keyPath: String
    let range: TextRange

    init?(_ key: JSONString, _ resolution: KeyPathResolution, offset: Int) {
        let onQuote = !key.contentRange.touches(offset)
        let index =
            onQuote
            ? resolution.segments.count - 1 : resolution.segmentIndex(at: key.valueOffset(forSourceOffset: offset))
        guard let index, index >= 0, let member = resolution.segments[index].member else { return nil }
        self.member = member
        keyPath = resolution.segments[...index].map(\.name).joined(separator: ".")
        range = onQuote ? key.range : key.sourceRange(forValueRange: resolution.segments[index].range)
    }
}
