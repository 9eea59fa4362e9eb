import FormSpecJSON

/// `invalid-value` on `requireMsg`: XLForm formats it with exactly one object argument (the
/// title or tag), so any directive other than `%@` and `%%` reads an argument that is not there.
enum RequireMessageFormatRule: RowRule {
    static let codes: [DiagnosticCode] = [.invalidValue]

    static func check(_ rows: [Row], _ context: AnalysisContext) {
        for row in rows {
            guard let message = row.requireMsg, let literal = message.literal else { continue }
            let bytes = Array(message.value.utf8)
            var i = 0
            var objects = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "%") else {
                    i += 1
                    continue
                }
                let start = i
                i += 1
                // Flags, width, precision and length modifiers, then the conversion.
                while i < bytes.count, "0123456789.-+ #'lhqLzjt$".utf8.contains(bytes[i]) { i += 1 }
                guard i < bytes.count else {
                    report(context, row, literal, start, i, "a lone '%' at the end")
                    break
                }
                let conversion = bytes[i]
                i += 1
                if conversion == UInt8(ascii: "%") { continue }
                if conversion == UInt8(ascii: "@"), i - start == 2 {
                    objects += 1
                    if objects > 1 {
                        report(
                            context, row, literal, start, i, "a second '%@' (only one argument, the title, is passed)")
                    }
                    continue
                }
                let directive = String(decoding: bytes[start..<i], as: UTF8.self)
                report(context, row, literal, start, i, "'\(directive)' (only '%@', the title, and '%%' are defined)")
            }
        }
    }

    private static func report(
        _ context: AnalysisContext, _ row: Row, _ literal: JSONString, _ start: Int, _ end: Int, _ what: String
    ) {
        let range = literal.sourceRange(forValueRange: TextRange(start, end))
        context.report(
            .invalidValue,
            "\(row.displayName): requireMsg is a format string and has \(what); it prints garbage or crashes",
            at: range)
    }
}
