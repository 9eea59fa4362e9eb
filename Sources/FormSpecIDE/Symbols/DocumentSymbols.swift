import FormSpec
import FormSpecJSON

/// Kinds with LSP's `SymbolKind` numbers.
public enum SymbolKind: Int, Sendable {
    case module = 2
    case namespace = 3
    case field = 8
    case object = 19
}

public struct DocumentSymbol: Sendable {
    public let name: String
    public let detail: String?
    public let kind: SymbolKind
    /// The whole object.
    public let range: TextRange
    /// What to reveal when the symbol is picked: the tag, the title, or the opening brace.
    public let selectionRange: TextRange
    public let children: [DocumentSymbol]
}

/// The outline: form → sections (title or "Section N") → rows (tag, or title, with the row type
/// as detail), and a section's multivalued template.
public enum DocumentSymbols {
    public static func outline(_ document: SpecDocument) -> [DocumentSymbol] {
        guard let form = document.form else { return [] }
        let sections = form.sections.map { section -> DocumentSymbol in
            var rows = section.rows.map(symbol)
            if let template = section.template { rows.insert(symbol(template), at: 0) }
            let name = section.title.map { $0.value.isEmpty ? nil : $0.value } ?? nil
            return DocumentSymbol(
                name: name ?? "Section \(section.index + 1)",
                detail: section.multivaluedTag.map { "multivalued: \($0.value)" },
                kind: .namespace, range: section.node.range,
                selectionRange: section.title?.range ?? opening(section.node), children: rows)
        }
        return [
            DocumentSymbol(
                name: form.title?.value.isEmpty == false ? form.title!.value : "Form", detail: nil, kind: .module,
                range: form.node.range, selectionRange: form.title?.range ?? opening(form.node), children: sections)
        ]
    }

    static func symbol(_ row: Row) -> DocumentSymbol {
        let name: String
        if row.isTemplate {
            name = "multivaluedRowTemplate"
        } else if let tag = row.effectiveTag {
            name = tag
        } else if let title = row.title?.value, !title.isEmpty {
            name = "“\(title)”"
        } else {
            name = "row \((row.position.row ?? 0) + 1)"
        }
        return DocumentSymbol(
            name: name, detail: row.rowType?.value, kind: .field, range: row.node.range,
            selectionRange: row.tag?.range ?? row.title?.range ?? opening(row.node), children: [])
    }

    static func opening(_ node: JSONNode) -> TextRange {
        TextRange(node.range.start, min(node.range.end, node.range.start + 1))
    }

    /// Every symbol, depth first, for workspace symbol search.
    public static func flatten(_ symbols: [DocumentSymbol]) -> [(symbol: DocumentSymbol, container: String?)] {
        var result: [(DocumentSymbol, String?)] = []
        func walk(_ list: [DocumentSymbol], _ container: String?) {
            for s in list {
                result.append((s, container))
                walk(s.children, s.name)
            }
        }
        walk(symbols, nil)
        return result
    }
}
