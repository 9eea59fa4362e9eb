import FormSpec
import FormSpecJSON

/// Completion on byte offsets: property names, row types, key paths segment by segment, enum
/// cases, colours, option values. Works on half-typed and broken documents; every item carries
/// an exact edit so accepting it never duplicates quotes or characters.
public struct CompletionEngine: Sendable {
    public let catalog: Catalog
    public let predicates: any PredicateCompletionProvider
    /// When false, items carry only `resolveKey`; `documentation(for:in:)` renders it later.
    public let eagerDocumentation: Bool

    public init(
        catalog: Catalog = .standard, predicates: any PredicateCompletionProvider = NoPredicateSupport(),
        eagerDocumentation: Bool = true
    ) {
        self.catalog = catalog
        self.predicates = predicates
        self.eagerDocumentation = eagerDocumentation
    }

    /// `project`: the document's project configuration (custom types and app classes).
    public func complete(
        in document: SpecDocument, at offset: Int, project: ProjectConfiguration? = nil
    ) -> CompletionList {
        if document.dialect == .fxforms {
            return FXFormsCompletion.complete(
                in: document, at: offset, project: project, eagerDocumentation: eagerDocumentation)
        }
        guard let root = document.syntax.root, let location = CursorLocator.locate(document, at: offset) else {
            return .empty
        }
        let context = DocumentContext(document, catalog: catalog, project: project)
        let containerRole = SpecRole.along(location.steps, from: root, context).last!.asContainer(context)
        let request = CompletionRequest(
            location: location, context: context, edits: EditBuilder(location: location),
            eagerDocumentation: eagerDocumentation)
        switch location.slot {
        case .key(let member):
            switch containerRole {
            case .object(let kind):
                let present = Set(
                    location.members.compactMap { $0.key.range == member?.key.range ? nil : $0.key.value })
                return CompletionList(items: PropertyCompletion.items(kind: kind, excluding: present, request))
            case .cellConfig(let kind, let row):
                return CompletionList(items: KeyPathCompletion.items(kind, row: row, request))
            default:
                return .empty
            }
        case .value(let member):
            let role = containerRole.child(.member(member), in: location.container, context)
            if case .property(let property) = role, property.type == .condition,
                case .string(let literal) = location.token
            {
                return predicates.completions(
                    for: PredicateRequest(
                        document: document, literal: literal, offset: offset,
                        owner: location.container, property: property.name))
            }
            return CompletionList(items: ValueCompletion.items(role, present: [], request))
        case .element:
            let present = Set(
                (location.container.elements ?? []).compactMap { element -> String? in
                    if case .element(let node?) = location.slot, node === element { return nil }
                    return element.stringValue
                })
            return CompletionList(items: ValueCompletion.items(containerRole.elementRole, present: present, request))
        }
    }

    /// Markdown for an item whose documentation was deferred (`completionItem/resolve`). Pass the
    /// current document so key paths of custom row types resolve.
    public func documentation(
        for key: CompletionResolveKey, in document: SpecDocument?, project: ProjectConfiguration? = nil
    ) -> String? {
        if let document, document.dialect == .fxforms,
            case .keyPathMember(let className, let property, let keyPath, _, _, let cellClass) = key
        {
            let context = FXDocumentContext(document, project: project)
            guard let member = context.keyPaths.classes.member(property, of: className) else { return nil }
            let direct = cellClass.map { context.keyPaths.isDirect(keyPath, cell: $0) } ?? false
            return FXFormsHover.memberMarkdown(member, keyPath: keyPath, direct: direct, context)
        }
        let context = DocumentContext(document ?? SpecDocument(text: "{}"), catalog: catalog, project: project)
        return CompletionDocs.markdown(key, context)
    }

    /// The item with its documentation filled in.
    public func resolve(
        _ item: CompletionItem, in document: SpecDocument?, project: ProjectConfiguration? = nil
    ) -> CompletionItem {
        guard item.documentation == nil, let key = item.resolveKey else { return item }
        var resolved = item
        resolved.documentation = documentation(for: key, in: document, project: project)
        return resolved
    }
}

/// What the completion providers share for one request.
struct CompletionRequest {
    let location: CursorLocation
    let context: DocumentContext
    let edits: EditBuilder
    let eagerDocumentation: Bool

    var catalog: Catalog { context.catalog }

    /// The item's documentation now, or nil when it is deferred to resolve.
    func docs(_ key: CompletionResolveKey) -> String? {
        eagerDocumentation ? CompletionDocs.markdown(key, context) : nil
    }
}

extension SpecRole {
    /// The role of the elements of an array with this role.
    var elementRole: SpecRole {
        switch self {
        case .array(let element): return element
        case .rowValue(let row, false): return .rowValue(row: row, isElement: true)
        default: return .unknown
        }
    }
}
