import FormSpecJSON

/// Folds `stringWithFormat:`, `String(format:)` and `predicateWithFormat:` over known
/// arguments into the string they produce, keeping where each byte came from: the format's
/// own text maps into its literal, an argument's text into the argument (a tag constant's
/// definition when the argument is that constant).
struct FoldFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

enum FormatFolding {
    enum Style {
        /// NSString: `%@` inserts the description.
        case string
        /// NSPredicate: `%@` inserts a quoted string literal or a number, `%K` a key path.
        case predicate
    }

    /// The folded string, or why it cannot be folded.
    static func fold(
        _ format: SourcedString, _ arguments: [ImportValue], style: Style, range: TextRange
    ) -> Result<SourcedString, FoldFailure> {
        let bytes = Array(format.value.utf8)
        var out = SourcedString(value: "", pieces: [], range: range)
        var next = 0
        var literalStart = 0
        var i = 0
        func flushLiteral(to end: Int) {
            if end > literalStart { out = out.appending(format.slice(TextRange(literalStart, end)), range: range) }
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                i += 1
                continue
            }
            flushLiteral(to: i)
            var j = i + 1
            // Flags, width, precision and length modifiers.
            while j < bytes.count, "-+ #0123456789.*hlqLzjt".utf8.contains(bytes[j]) { j += 1 }
            guard j < bytes.count else { return .failure(FoldFailure("the format ends inside a % directive")) }
            let conversion = bytes[j]
            let spec = String(decoding: bytes[i...j], as: UTF8.self)
            j += 1
            if conversion == UInt8(ascii: "%") {
                out = out.appending(format.slice(TextRange(i + 1, i + 2)), range: range)
            } else {
                guard next < arguments.count else {
                    return .failure(FoldFailure("the format has more directives than arguments"))
                }
                let argument = arguments[next]
                next += 1
                switch insert(argument, conversion: conversion, spec: spec, style: style) {
                case .success(let text): out = out.appending(text, range: range)
                case .failure(let why): return .failure(why)
                }
            }
            i = j
            literalStart = j
        }
        flushLiteral(to: bytes.count)
        out.range = range
        return .success(out)
    }

    private static func insert(
        _ argument: ImportValue, conversion: UInt8, spec: String, style: Style
    ) -> Result<SourcedString, FoldFailure> {
        if let why = argument.unknownReason { return .failure(FoldFailure(why)) }
        switch conversion {
        case UInt8(ascii: "@"), UInt8(ascii: "K"):
            if style == .predicate, conversion == UInt8(ascii: "@") {
                if case .string(let s) = argument {
                    // NSPredicate quotes string arguments.
                    let quote = SourcedString.made("\"", at: s.range)
                    return .success(quote.appending(s, range: s.range).appending(quote, range: s.range))
                }
            }
            guard let text = argument.text else {
                return .failure(FoldFailure("\(argument.kindName) cannot be formatted"))
            }
            return .success(text)
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "f"), UInt8(ascii: "g"),
            UInt8(ascii: "e"):
            let value: Double
            switch argument {
            case .number(let d, _, _): value = d
            case .bool(let b, _): value = b ? 1 : 0
            default: return .failure(FoldFailure("\(argument.kindName) given for \(spec)"))
            }
            let text: String
            if conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "g") || conversion == UInt8(ascii: "e") {
                guard let formatted = formatDouble(value, spec: spec) else {
                    return .failure(FoldFailure("the directive \(spec) is not folded"))
                }
                text = formatted
            } else {
                text = String(Int64(value.rounded(.towardZero)))
            }
            return .success(SourcedString(text, at: argument.range))
        default:
            return .failure(FoldFailure("the directive \(spec) is not folded"))
        }
    }

    /// `%f` and `%.Nf` only; other floating forms are left unfolded.
    private static func formatDouble(_ value: Double, spec: String) -> String? {
        var digits = 6
        if let dot = spec.firstIndex(of: ".") {
            let count = spec[spec.index(after: dot)...].prefix { $0.isNumber }
            guard let n = Int(count) else { return nil }
            digits = min(n, 15)
        }
        guard spec.hasSuffix("f"), value.isFinite else { return nil }
        let scale = pow10(digits)
        let rounded = (abs(value) * scale).rounded() / scale
        var whole = String(Int64(rounded.rounded(.towardZero)))
        if value < 0, rounded != 0 { whole = "-" + whole }
        guard digits > 0 else { return whole }
        let fraction = Int64(((rounded - rounded.rounded(.towardZero)) * scale).rounded())
        let padded = String(fraction)
        return whole + "." + String(repeating: "0", count: max(0, digits - padded.count)) + padded
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }
}
