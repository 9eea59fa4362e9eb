import FormSpecJSON

/// `invalid-value` on `requireMsg`: XLForm formats it with exactly one object argument (the
/// title or tag), so any directive other than `%@`, `%1$@` (the same argument, by position) and
/// `%%` reads an argument that is not there.
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
                // A positional argument (`%1$@`, NSString's `n$`): only argument 1 exists.
                var position: Int?
                var j = i
                var number = 0
                while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), number < 1_000 {
                    number = number * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                    j += 1
                }
                if j > i, j < bytes.count, bytes[j] == UInt8(ascii: "$") {
                    position = number
                    i = j + 1
                }
                let specification = i
                // Flags, width, precision and length modifiers, then the conversion.
                while i < bytes.count, "0123456789.-+ #'lhqLzjt$".utf8.contains(bytes[i]) { i += 1 }
                guard i < bytes.count else {
                    report(context, row, literal, start, i, "a lone '%' at the end")
                    break
                }
                let conversion = bytes[i]
                i += 1
                if conversion == UInt8(ascii: "%"), position == nil { continue }
                if conversion == UInt8(ascii: "@"), i - specification == 1 {
                    if let position {
                        if position == 1 { continue }
                        report(
                            context, row, literal, start, i,
                            "'%\(position)$@', which reads argument \(position) (only one argument, the title, is passed)"
                        )
                        continue
                    }
                    objects += 1
                    if objects > 1 {
                        report(
                            context, row, literal, start, i, "a second '%@' (only one argument, the title, is passed)")
                    }
                    continue
                }
                let directive = String(decoding: bytes[start..<i], as: UTF8.self)
                report(
                    context, row, literal, start, i,
                    "'\(directive)' (only '%@' or '%1$@', the title, and '%%' are defined)")
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
