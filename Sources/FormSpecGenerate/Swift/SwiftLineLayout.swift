import Foundation

/// Breaks a generated Swift statement that is longer than the line the way swift-format does
/// (4-space indentation, 120 columns, this repository's configuration), so that formatting the
/// generated file changes nothing: a call's arguments move to continuation lines, packed, with
/// the closing parenthesis after the last; an array gets one element per line; a value that
/// cannot break moves below its `=`.
enum SwiftLineLayout {
    static let width = 120
    static let step = "    "

    /// `statement` (without indentation) as lines, each with its indentation.
    static func lines(_ statement: String, indent: String) -> [String] {
        // swift-format counts a collection element's trailing comma as one more column.
        let limit = statement.hasSuffix(",") ? width - 1 : width
        guard indent.count + statement.count > limit else { return [indent + statement] }
        if statement.hasPrefix("return ") {
            return condition(String(statement.dropFirst(7)), head: "return ", indent: indent)
        }
        if let opening = closureOpening(statement) { return lines(opening: opening, indent: indent) }
        if let (lhs, rhs) = splitAssignment(statement) {
            if rhs.hasPrefix("["), let items = arrayItems(rhs) {
                return [indent + lhs + " = ["] + items.map { indent + step + $0 + "," } + [indent + "]"]
            }
            if let call = Call(rhs) {
                return layout(call, head: lhs + " = ", tail: "", indent: indent)
            }
            return [indent + lhs + " =", indent + step + rhs]
        }
        return breakArgument(statement, tail: "", indent: indent) ?? [indent + statement]
    }

    /// A line opening a closure: `call(arguments) {` or `call(arguments) { a, b in`.
    private struct ClosureOpening {
        let call: Call
        /// ` {`, ` { form in`.
        let opener: String
    }

    private static func closureOpening(_ statement: String) -> ClosureOpening? {
        let chars = Array(statement)
        var brace: Int?
        scan(chars) { i, c, depth in
            if c == "{", depth == 0, i > 0, chars[i - 1] == " " { brace = i }
            return brace == nil
        }
        guard let brace else { return nil }
        let opener = String(chars[(brace - 1)...])
        guard opener == " {" || opener.hasSuffix(" in"), let call = Call(String(chars[..<(brace - 1)])) else {
            return nil
        }
        return ClosureOpening(call: call, opener: opener)
    }

    /// A call with a trailing closure, too long for a line: an array argument's elements one
    /// per line (`.function([` … `]) { form in`), or the arguments below the call and `) {`.
    private static func lines(opening: ClosureOpening, indent: String) -> [String] {
        let call = opening.call
        if call.arguments.count == 1, let items = arrayItems(call.arguments[0]) {
            return [indent + call.callee + "(["] + items.map { indent + step + $0 + "," }
                + [indent + "])" + call.suffix + opening.opener]
        }
        var lines = layout(call, head: "", tail: "", indent: indent)
        lines[lines.count - 1].removeLast(1 + call.suffix.count)
        return lines + [indent + ")" + call.suffix + opening.opener]
    }

    /// `head callee(` and the arguments on continuation lines, packed; `)tail` after the last.
    static func layout(_ call: Call, head: String, tail: String, indent: String) -> [String] {
        let close = ")" + call.suffix + tail
        let inner = indent + step
        var lines = [indent + head + call.callee + "("]
        var current = ""
        for (index, argument) in call.arguments.enumerated() {
            let end = index == call.arguments.count - 1 ? close : ","
            let piece = argument + end
            if current.isEmpty || inner.count + current.count + 1 + piece.count > width {
                if !current.isEmpty { lines.append(inner + current) }
                current = ""
                if inner.count + piece.count > width, let broken = breakArgument(argument, tail: end, indent: inner) {
                    lines += broken
                } else {
                    current = piece
                }
            } else {
                current += " " + piece
            }
        }
        if !current.isEmpty { lines.append(inner + current) }
        return lines
    }

    /// An argument too long for a line: `label: callee(` … or `label: [` one element per line `]`.
    private static func breakArgument(_ argument: String, tail: String, indent: String) -> [String]? {
        var label = ""
        var value = argument
        if let colon = labelEnd(argument) {
            label = String(argument.prefix(colon + 2))
            value = String(argument.dropFirst(colon + 2))
        }
        if let items = arrayItems(value) {
            return [indent + label + "["] + items.map { indent + step + $0 + "," } + [indent + "]" + tail]
        }
        if let call = Call(value) { return layout(call, head: label, tail: tail, indent: indent) }
        return nil
    }

    /// The `:` of `label: value`, when the argument starts with an identifier and `: `.
    private static func labelEnd(_ argument: String) -> Int? {
        let chars = Array(argument)
        var i = 0
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        return i > 0 && i + 1 < chars.count && chars[i] == ":" && chars[i + 1] == " " ? i : nil
    }

    /// `a.b = c` → (`a.b`, `c`): the first ` = ` outside brackets and strings.
    private static func splitAssignment(_ s: String) -> (String, String)? {
        let chars = Array(s)
        var found: Int?
        scan(chars) { i, c, depth in
            guard c == "=", depth == 0, i > 0, chars[i - 1] == " ", i + 1 < chars.count, chars[i + 1] == " " else {
                return true
            }
            found = i
            return false
        }
        return found.map { (String(chars[..<($0 - 1)]), String(chars[($0 + 2)...])) }
    }

    /// The elements of `[a, b]` when the whole text is that array.
    private static func arrayItems(_ s: String) -> [String]? {
        let chars = Array(s)
        guard s.hasPrefix("["), s.hasSuffix("]"), matching(chars, from: 0) == chars.count - 1 else { return nil }
        return topLevelSplit(Array(chars.dropFirst().dropLast()))
    }

    /// A call `callee(arguments)` whose parentheses close at the end, or before a `!`.
    struct Call {
        let callee: String
        let arguments: [String]
        let suffix: String

        init?(_ s: String) {
            let chars = Array(s)
            guard let open = SwiftLineLayout.firstParen(chars), let close = SwiftLineLayout.matching(chars, from: open),
                close > open + 1
            else { return nil }
            let suffix = String(chars[(close + 1)...])
            guard suffix.allSatisfy({ $0 == "!" || $0 == "," }) else { return nil }
            callee = String(chars[..<open])
            arguments = SwiftLineLayout.topLevelSplit(Array(chars[(open + 1)..<close]))
            self.suffix = suffix
        }
    }

    /// Calls `visit` with each character outside string literals and the bracket depth before
    /// it, until `visit` returns false.
    static func scan(_ chars: [Character], from start: Int = 0, _ visit: (Int, Character, Int) -> Bool) {
        var depth = 0
        var inString = false
        var escaped = false
        for i in start..<chars.count {
            let c = chars[i]
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
                continue
            }
            if c == "\"" { inString = true }
            guard visit(i, c, depth) else { return }
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
        }
    }

    /// The `(` of a call at the start (after an identifier), unless a bracket comes first.
    static func firstParen(_ chars: [Character]) -> Int? {
        var found: Int?
        scan(chars) { i, c, _ in
            guard "([{".contains(c) else { return true }
            if c == "(", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber || "_>".contains(chars[i - 1]) {
                found = i
            }
            return false
        }
        return found
    }

    /// Index of the bracket closing the one at `from`.
    static func matching(_ chars: [Character], from: Int) -> Int? {
        var found: Int?
        scan(chars, from: from) { i, c, depth in
            guard depth == 1, ")]}".contains(c) else { return true }
            found = i
            return false
        }
        return found
    }

    /// Splits at `, ` outside brackets and strings.
    static func topLevelSplit(_ chars: [Character]) -> [String] {
        var cuts: [Int] = []
        scan(chars) { i, c, depth in
            if c == ",", depth == 0 { cuts.append(i) }
            return true
        }
        var parts: [String] = []
        var start = 0
        for cut in cuts + [chars.count] {
            parts.append(String(chars[start..<cut]).trimmingLeadingSpaces)
            start = cut + 1
        }
        return parts
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
