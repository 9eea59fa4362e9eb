import FormSpec
import FormSpecJSON

public struct InlayHint: Sendable, Equatable {
    /// Where the hint is shown: just after the `$tag` it describes.
    public let offset: Int
    public let label: String
    /// Extra space after the label when the text right after the tag is not a space.
    public let paddingRight: Bool
    public let tooltip: String
}

/// After each `$tag` of a predicate, the row it names: `: booleanSwitch “All-day”`. Unknown
/// tags get none (the unknown-tag diagnostic speaks for them); with duplicate tags the hint
/// describes the row XLForm binds.
public enum TagInlayHints {
    public static func hints(in index: TagIndex, document: SpecDocument, within range: TextRange) -> [InlayHint] {
        let bytes = document.bytes
        return index.references.compactMap { reference in
            let offset = reference.range.end
            guard range.touches(offset), let row = index.boundDeclaration(of: reference.tag)?.row,
                let label = label(for: row)
            else { return nil }
            let next = offset < bytes.count ? bytes[offset] : nil
            return InlayHint(
                offset: offset, label: label, paddingRight: next != UInt8(ascii: " "),
                tooltip: RowPlace.describe(row, in: document.form))
        }
    }

    static func label(for row: Row) -> String? {
        var parts: [String] = []
        if let type = row.rowType?.value, !type.isEmpty { parts.append(type) }
        if let title = row.title?.value, !title.isEmpty { parts.append("“\(title)”") }
        return parts.isEmpty ? nil : ": " + parts.joined(separator: " ")
    }
}
