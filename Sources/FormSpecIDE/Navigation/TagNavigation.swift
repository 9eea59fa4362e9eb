import FormSpec
import FormSpecJSON

/// A place a tag is written, for definition and references.
public struct TagLocation: Sendable, Equatable {
    /// The tag name alone.
    public let nameRange: TextRange
    /// What encloses it: the row object of a declaration, the predicate string of a reference.
    public let enclosingRange: TextRange
    public let isDeclaration: Bool
}

/// LSP's `DocumentHighlightKind` numbers.
public enum HighlightKind: Int, Sendable {
    case read = 2
    case write = 3
}

public struct TagHighlight: Sendable, Equatable {
    public let range: TextRange
    public let kind: HighlightKind
}

/// Go to definition, find references and highlights of tags.
public enum TagNavigation {
    /// From a `$tag`: the rows declaring it, the one XLForm binds (the last) first; from a
    /// declaration: itself. Nil when the position holds no tag; empty for an unknown tag.
    public static func definition(at offset: Int, in index: TagIndex) -> [TagLocation]? {
        switch index.occurrence(at: offset) {
        case nil:
            return nil
        case .declaration(let d)?:
            return [location(d)]
        case .reference(let r)?:
            let rows = index.declarations(of: r.tag)
            return (rows.suffix(1) + rows.dropLast()).map(location)
        }
    }

    /// Every `$tag` of the tag at `offset` and, when asked, every row declaring it, in
    /// document order. Nil when the position holds no tag.
    public static func references(at offset: Int, includeDeclaration: Bool, in index: TagIndex) -> [TagLocation]? {
        guard let occurrence = index.occurrence(at: offset) else { return nil }
        let tag = occurrence.tag
        var found = index.references(to: tag).map { r in
            TagLocation(
                nameRange: r.nameRange, enclosingRange: index.sites[r.siteIndex].literal.range, isDeclaration: false)
        }
        if includeDeclaration { found += index.declarations(of: tag).map(location) }
        return found.sorted { $0.nameRange.start < $1.nameRange.start }
    }

    /// Declarations as writes, references as reads.
    public static func highlights(at offset: Int, in index: TagIndex) -> [TagHighlight] {
        guard let found = references(at: offset, includeDeclaration: true, in: index) else { return [] }
        return found.map { TagHighlight(range: $0.nameRange, kind: $0.isDeclaration ? .write : .read) }
    }

    static func location(_ d: TagDeclaration) -> TagLocation {
        TagLocation(nameRange: d.nameRange, enclosingRange: d.row.node.range, isDeclaration: true)
    }
}
