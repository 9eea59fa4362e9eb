import FormSpecJSON

/// `duplicate-tag`: XLForm keeps only the last row registered under a tag (`allRowsByTag`,
/// XLFormDescriptor.m) and formValues/httpParameters overwrite earlier rows' entries
/// (XLFormDescriptor.m, lines 318-323 and 345-349). When none of the rows holds a value and no
/// predicate writes the tag, nothing is lost: a hint.
enum DuplicateTagRule: AnalysisRule {
    static let codes: [DiagnosticCode] = [.duplicateTag]

    static func check(_ context: AnalysisContext) {
        let duplicated = context.rowsByTag.repeated
        guard let form = context.form, !duplicated.isEmpty else { return }
        let read = TagWrites(duplicated.keys).written(in: form)
        for (tag, rows) in duplicated {
            guard let first = rows.first?.tag else { continue }
            let holdsValue = rows.contains { mayHoldValue($0, context) }
            let isBenign = !holdsValue && !read.contains(tag)
            var number = 2
            for row in rows.dropFirst() {
                guard let located = row.tag else { continue }
                while context.rowsByTag[tag + String(number)] != nil { number += 1 }
                let renamed = tag + String(number)
                number += 1
                let earlier = first.node === located.node ? "another row" : "an earlier row"
                let consequence =
                    isBenign
                    ? "none of these rows holds a value and no predicate reads the tag, so nothing is lost, but formRowWithTag: finds only the last"
                    : "XLForm keeps only the last row with a tag, so predicates and formValues see one of them"
                context.report(
                    .duplicateTag, "tag '\(tag)' is already used by \(earlier); \(consequence)",
                    at: located.range, severity: isBenign ? .hint : nil,
                    related: [RelatedLocation(first.range, "first row tagged '\(tag)'")],
                    data: [
                        "tag": .string(tag), "suggestions": [.string(renamed)],
                        "boundRow": .bool(row.position == rows.last?.position),
                    ])
            }
        }
    }

    /// Whether the row can put an entry into formValues: a value in the spec, or a cell that
    /// stores what the user enters (an unknown or undeclared custom type counts as one).
    private static func mayHoldValue(_ row: Row, _ context: AnalysisContext) -> Bool {
        if let value = row.value, !value.isNull { return true }
        guard let info = context.rowTypeInfo(for: row), info.declaresValueKind else { return true }
        return info.valueKind.bearsValue
    }
}
