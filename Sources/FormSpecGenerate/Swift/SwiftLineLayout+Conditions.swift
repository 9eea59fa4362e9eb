import Foundation

extension SwiftLineLayout {
    /// A Bool expression after `head` (`return `, `&& `), broken as swift-format breaks it: before
    /// each `&&`/`||` of the outermost chain, continuation lines one step in; a parenthesised
    /// group's own operators one step further; a call's arguments below it. A chain whose first
    /// operand is a group too long for the line starts below `return`.
    static func condition(_ expression: String, head: String, indent: String) -> [String] {
        guard indent.count + head.count + expression.count > width else { return [indent + head + expression] }
        let inner = indent + step
        guard let parts = logicalOperands(Array(expression)) else {
            if let group = groupContents(expression) {
                var lines = condition(group, head: head + "(", indent: indent)
                lines[lines.count - 1] += ")"
                return lines
            }
            if let call = TrailedCall(expression) {
                return layout(call.call, head: head, tail: call.trailer, indent: indent)
            }
            return [indent + head + expression]
        }
        var lines: [String]
        var rest = parts.dropFirst()
        if indent.count + head.count + parts[0].count > width, let group = groupContents(parts[0]),
            head == "return "
        {
            // `return` alone, the group below it with its operators at the same depth, and
            // what follows packed after the group while it fits.
            lines =
                ["\(indent)return"]
                + condition(group, head: "(", indent: inner).map { line in
                    line.hasPrefix(inner + step) ? inner + line.dropFirst(inner.count + step.count) : line
                }
            lines[lines.count - 1] += ")"
            while let next = rest.first, lines[lines.count - 1].count + 1 + next.count <= width {
                lines[lines.count - 1] += " " + next
                rest.removeFirst()
            }
        } else {
            lines = condition(parts[0], head: head, indent: indent)
        }
        for part in rest {
            let op = String(part.prefix(3))
            lines += condition(String(part.dropFirst(3)), head: op, indent: inner)
        }
        return lines
    }

    /// `X` of `(X)`, when the parentheses enclose the whole expression.
    private static func groupContents(_ expression: String) -> String? {
        let chars = Array(expression)
        guard expression.hasPrefix("("), matching(chars, from: 0) == chars.count - 1 else { return nil }
        return String(chars.dropFirst().dropLast())
    }

    /// `callee(arguments) trailer`, as `name?.range(of: "x") != nil`.
    private struct TrailedCall {
        let call: Call
        let trailer: String

        init?(_ s: String) {
            let chars = Array(s)
            guard let open = SwiftLineLayout.firstParen(chars), let close = SwiftLineLayout.matching(chars, from: open),
                let call = Call(String(chars[...close]))
            else { return nil }
            self.call = call
            trailer = String(chars[(close + 1)...])
        }
    }

    /// `a && b || c` → `a`, `&& b`, `|| c`: the operands of top-level `&&` and `||`, each after
    /// the first with its operator.
    private static func logicalOperands(_ chars: [Character]) -> [String]? {
        var cuts: [Int] = []
        scan(chars) { i, c, depth in
            if depth == 0, c == "&" || c == "|", i + 2 < chars.count, chars[i + 1] == c, chars[i - 1] == " ",
                chars[i + 2] == " "
            {
                cuts.append(i)
            }
            return true
        }
        guard !cuts.isEmpty else { return nil }
        var parts: [String] = []
        var start = 0
        for cut in cuts + [chars.count] {
            parts.append(String(chars[start..<cut]).trimmingCharacters(in: .whitespaces))
            start = cut
        }
        return parts
    }
}
