/// A string literal's body as C, Objective-C and Swift all write it: between double quotes,
/// with `"`, `\`, newline, return and tab escaped; `escape` spells the other characters a
/// language needs escaped (control characters), nil keeping a character as it is.
enum QuotedText {
    static func quoted(_ s: String, escape: (Unicode.Scalar) -> String?) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
