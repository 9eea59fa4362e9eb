import FormSpec
import FormSpecJSON

/// Text edits that change a JSON document structurally while keeping its layout: remove a
/// member with its comma, add a member in the object's own style, replace a string's content.
public enum JSONEdits {
    /// Removes `member` from `object` together with one separating comma and the whitespace
    /// that belonged to it.
    public static func remove(_ member: JSONMember, from object: JSONNode, in bytes: [UInt8]) -> TextEdit? {
        guard let members = object.members, let i = members.firstIndex(where: { $0.key.range == member.key.range })
        else { return nil }
        if i + 1 < members.count {
            return TextEdit(TextRange(member.range.start, members[i + 1].range.start), "")
        }
        if i > 0 {
            return TextEdit(TextRange(members[i - 1].range.end, member.range.end), "")
        }
        return TextEdit(member.range, "")
    }

    /// Adds `"key": valueJSON` as the object's last member: on a new line with the indentation
    /// of the other members if the object spans lines, inline otherwise.
    public static func add(key: String, valueJSON: String, to object: JSONNode, in document: SpecDocument) -> TextEdit?
    {
        guard let members = object.members else { return nil }
        let member = JSONValue.string(key).encodedString() + ": " + valueJSON
        guard let last = members.last else {
            return TextEdit(TextRange.empty(at: object.range.start + 1), member)
        }
        let lines = document.lines
        if lines.line(containing: last.range.start) != lines.line(containing: object.range.start) {
            let lineStart = lines.lineStarts[lines.line(containing: last.range.start)]
            let indent = document.text(in: TextRange(lineStart, last.range.start))
            let whitespace = indent.allSatisfy { $0 == " " || $0 == "\t" } ? indent : ""
            return TextEdit(TextRange.empty(at: last.range.end), ",\n" + whitespace + member)
        }
        return TextEdit(TextRange.empty(at: last.range.end), ", " + member)
    }

    /// Replaces the content of a string literal (between its quotes) with `text`, escaped.
    public static func replaceContent(of string: JSONString, with text: String) -> TextEdit {
        let literal = JSONValue.string(text).encodedString()
        return TextEdit(string.contentRange, String(literal.dropFirst().dropLast()))
    }

    /// Replaces a whole value with JSON text.
    public static func replace(_ node: JSONNode, withJSON json: String) -> TextEdit {
        TextEdit(node.range, json)
    }
}
