import FormSpec
import FormSpecJSON

/// A row's `tag`: the declaration predicates refer to.
public struct TagDeclaration: Sendable {
    public let tag: String
    public let row: Row
    /// The string literal, quotes included.
    public let literal: JSONString
    /// Just the name, between the quotes.
    public var nameRange: TextRange { literal.contentRange }
}

/// A `$tag` inside a predicate string.
public struct TagReference: Sendable {
    public let tag: String
    /// `$tag` in the document.
    public let range: TextRange
    /// Just the name after `$`, in the document.
    public let nameRange: TextRange
    /// The predicate it is in: an index into `TagIndex.sites`.
    public let siteIndex: Int
    /// `$tag` in the decoded predicate text.
    public let valueRange: TextRange
}

/// Either side of a tag at a position.
public enum TagOccurrence: Sendable {
    case declaration(TagDeclaration)
    case reference(TagReference)

    public var tag: String {
        switch self {
        case .declaration(let d): return d.tag
        case .reference(let r): return r.tag
        }
    }

    /// The name only (no quotes, no `$`), in the document.
    public var nameRange: TextRange {
        switch self {
        case .declaration(let d): return d.nameRange
        case .reference(let r): return r.nameRange
        }
    }
}

/// Tags as symbols: every row `tag` and every `$tag` in the form's `disabled`, the sections'
/// `hidden` and the rows' `hidden` / `disabled`, with document ranges of the names alone.
///
/// References are the `$name` variables the predicate lexer sees, so a half-typed or broken
/// predicate still contributes its references. Every one names a row: XLForm's rewrite turns
/// each `$name` into a row lookup (which is also why SUBQUERY and `:=` variables cannot work
/// in a spec). A `$` inside a quoted literal is text: XLForm rewrites it too, but it names no row.
public struct TagIndex: Sendable {
    public let form: Form?
    public let sites: [PredicateSite]
    /// Rows with a non-empty tag, in document order (templates are not registered by XLForm).
    public let declarations: [TagDeclaration]
    /// In document order.
    public let references: [TagReference]
    private let declarationsByTag: [String: [TagDeclaration]]
    private let referencesByTag: [String: [Int]]

    /// Each predicate text is parsed once for the analysis and the index (`PredicateSite`): after
    /// an edit, only the predicates whose text changed are parsed again.
    public init(_ document: SpecDocument) {
        form = document.form
        sites = PredicateSite.all(in: form).sorted { $0.literal.range.start < $1.literal.range.start }
        declarations = (form?.rows ?? []).compactMap { row in
            guard let literal = row.tag?.literal, !literal.value.isEmpty else { return nil }
            return TagDeclaration(tag: literal.value, row: row, literal: literal)
        }
        var references: [TagReference] = []
        for (index, site) in sites.enumerated() {
            references += TagIndex.references(in: site, index: index)
        }
        self.references = references
        declarationsByTag = Dictionary(grouping: declarations, by: \.tag)
        var byTag: [String: [Int]] = [:]
        for (i, r) in references.enumerated() { byTag[r.tag, default: []].append(i) }
        referencesByTag = byTag
    }

    /// From the facts the analysis keeps (`PredicateSite.tagTokens`, a lone `$` left out: it
    /// names nothing), without parsing the text again.
    private static func references(in site: PredicateSite, index: Int) -> [TagReference] {
        let tokens = site.tagTokens
        guard !tokens.isEmpty else { return [] }
        let literal = site.literal
        let source = Array(literal.value.utf8)
        return tokens.map { token in
            let nameValueRange = TextRange(token.start + 1, token.end)
            return TagReference(
                tag: String(decoding: source[nameValueRange.start..<nameValueRange.end], as: UTF8.self),
                range: literal.sourceRange(forValueRange: token),
                nameRange: literal.sourceRange(forValueRange: nameValueRange), siteIndex: index, valueRange: token)
        }
    }

    /// Rows declaring `tag`, in document order.
    public func declarations(of tag: String) -> [TagDeclaration] { declarationsByTag[tag] ?? [] }

    /// The row XLForm binds `$tag` to: it registers rows in order, so the last one wins.
    public func boundDeclaration(of tag: String) -> TagDeclaration? { declarationsByTag[tag]?.last }

    public func references(to tag: String) -> [TagReference] { (referencesByTag[tag] ?? []).map { references[$0] } }

    /// The declaration (anywhere in its string literal) or reference (`$` included) at `offset`.
    public func occurrence(at offset: Int) -> TagOccurrence? {
        if let r = first(references, touching: offset, by: \.range) { return .reference(r) }
        if let d = first(declarations, touching: offset, by: \.literal.range) { return .declaration(d) }
        return nil
    }

    /// The predicate string whose literal holds `offset`.
    public func site(at offset: Int) -> PredicateSite? {
        first(sites, touching: offset, by: \.literal.range)
    }

    /// Binary search over items sorted by range start; ranges do not overlap.
    private func first<T>(_ items: [T], touching offset: Int, by range: (T) -> TextRange) -> T? {
        let low = items.partitionPoint { range($0).start > offset }
        // A cursor right after one reference and on the `$` of the next prefers the next.
        for i in stride(from: low - 1, through: max(0, low - 2), by: -1) where range(items[i]).touches(offset) {
            return items[i]
        }
        return nil
    }
}

/// Where a row is, the way people count: "row 3 of section 2 'Details'".
enum RowPlace {
    static func describe(_ row: Row, in form: Form?) -> String {
        let section = form?.section(at: row.position.section)?.displayName ?? "section \(row.position.section + 1)"
        guard let index = row.position.row else { return "the multivaluedRowTemplate of \(section)" }
        return "row \(index + 1) of \(section)"
    }
}
