/// `[NSString stringWithFormat:msg, titleOrTag]`: XLForm formats `requireMsg` (or its default
/// `%@ can't be empty`) with one object argument.
enum RequireMessage {
    static let defaultFormat = "%@ can't be empty"

    /// The formatted text, and a note when the format reads arguments that are not there
    /// (undefined behaviour in Objective-C: the preview leaves those directives as written).
    static func format(_ format: String, argument: String) -> (text: String, problem: String?) {
        let bytes = Array(format.utf8)
        var out: [UInt8] = []
        var i = 0
        var used = false
        var problem: String?
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                out.append(bytes[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            while i < bytes.count, "0123456789.-+ #'lhqLzjt$".utf8.contains(bytes[i]) { i += 1 }
            guard i < bytes.count else {
                out.append(contentsOf: bytes[start...])
                problem = problem ?? "a lone '%' ends the format"
                break
            }
            i += 1
            let directive = String(decoding: bytes[start..<i], as: UTF8.self)
            if directive == "%%" {
                out.append(UInt8(ascii: "%"))
            } else if directive == "%1$@" {
                out.append(contentsOf: argument.utf8)
            } else if directive == "%@", !used {
                out.append(contentsOf: argument.utf8)
                used = true
            } else {
                out.append(contentsOf: bytes[start..<i])
                problem =
                    problem
                    ?? "'\(directive)' reads an argument XLForm does not pass (only one, the title, is): undefined behaviour, garbage or a crash"
            }
        }
        return (String(decoding: out, as: UTF8.self), problem)
    }
}
