extension JSONParser {
    /// The tree of `bytes`, which are `previous`'s text after `edit`: equal in every node, range,
    /// decoded value and error to `parse(bytes)`, built from `previous` when the edit stays
    /// inside one literal (see `JSONReparser`), by a full parse otherwise.
    public static func parse(
        _ bytes: [UInt8], previous: JSONSyntaxTree, edit: ByteEdit,
        limits: JSONParserLimits = .init()
    ) -> JSONSyntaxTree {
        JSONReparser.reparse(bytes, previous: previous, edit: edit, limits: limits) ?? parse(bytes, limits: limits)
    }
}

/// Rebuilds a syntax tree after an edit inside one literal: typing in a string's content (a
/// title, a predicate) or in a number, which is most of what happens in an editor.
///
/// Such an edit leaves every token in place except the edited one, which only grows or shrinks:
/// the same parse happens with later offsets moved by the edit's delta. So the nodes that end
/// before the edit are reused as they are, the containers around the edited literal get new
/// nodes, and the nodes after it get copies with moved ranges (their decoded strings are shared).
/// Anything else — an edit that could end or start a token, escapes, a literal with an error, an
/// edited key while the document has errors (messages quote keys) — returns nil, and the caller
/// parses the whole text.
enum JSONReparser {
    static func reparse(
        _ bytes: [UInt8], previous: JSONSyntaxTree, edit: ByteEdit, limits: JSONParserLimits
    ) -> JSONSyntaxTree? {
        guard let root = previous.root, bytes.count <= limits.maxBytes, previous.byteCount + edit.delta == bytes.count,
            edit.range.end <= previous.byteCount
        else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reparser = JSONReparser.Rebuild(bytes: buffer, edit: edit, keysMayChange: previous.errors.isEmpty)
            guard let newRoot = reparser.rebuild(root), let literal = reparser.literal,
                let errors = shifted(previous.errors, around: literal, by: edit.delta)
            else { return nil }
            return JSONSyntaxTree(root: newRoot, errors: errors, byteCount: bytes.count)
        }
    }

    /// The errors of the previous tree in the new text, or nil when one touches the edited
    /// literal (its message may quote the literal or be about it).
    static func shifted(_ errors: [SyntaxError], around literal: TextRange, by delta: Int) -> [SyntaxError]? {
        func moved(_ range: TextRange) -> TextRange? {
            if range.end <= literal.start { return range }
            if range.start >= literal.end { return range.shifted(by: delta) }
            return nil
        }
        var result: [SyntaxError] = []
        result.reserveCapacity(errors.count)
        for error in errors {
            guard let range = moved(error.range) else { return nil }
            var related: TextRange?
            if let r = error.related {
                guard let m = moved(r) else { return nil }
                related = m
            }
            result.append(SyntaxError(error.message, range, related: related))
        }
        return result
    }

    /// A copy of a subtree `delta` bytes later in the text.
    static func shifted(_ node: JSONNode, by delta: Int) -> JSONNode {
        let kind: JSONNode.Kind
        switch node.kind {
        case .object(let members): kind = .object(members.map { shifted($0, by: delta) })
        case .array(let items): kind = .array(items.map { shifted($0, by: delta) })
        case .string(let s): kind = .string(s.shifted(by: delta))
        case .number, .bool, .null, .invalid: kind = node.kind
        }
        return JSONNode(kind, node.range.shifted(by: delta))
    }

    static func shifted(_ member: JSONMember, by delta: Int) -> JSONMember {
        JSONMember(
            key: member.key.shifted(by: delta), colon: member.colon.map { $0 + delta },
            value: member.value.map { shifted($0, by: delta) })
    }

    /// One descent from the root to the edited literal.
    struct Rebuild {
        let bytes: UnsafeBufferPointer<UInt8>
        let edit: ByteEdit
        /// Keys are quoted in error messages; with no errors there is no message to change.
        let keysMayChange: Bool
        /// The edited literal's range in the previous text, once found.
        var literal: TextRange?

        var delta: Int { edit.delta }

        /// The node's replacement, or nil when the edit is not inside one of its literals.
        mutating func rebuild(_ node: JSONNode) -> JSONNode? {
            guard node.range.start <= edit.range.start, edit.range.end <= node.range.end else { return nil }
            let newRange = TextRange(node.range.start, node.range.end + delta)
            switch node.kind {
            case .object(let members):
                guard let i = Rebuild.lastIndex(members, startingAtOrBefore: edit.range.start, start: \.key.range.start)
                else { return nil }
                let member = members[i]
                let rebuilt: JSONMember
                if member.key.contentRange.start <= edit.range.start, edit.range.end <= member.key.contentRange.end {
                    guard keysMayChange, let key = string(member.key) else { return nil }
                    rebuilt = JSONMember(
                        key: key, colon: member.colon.map { $0 + delta },
                        value: member.value.map { JSONReparser.shifted($0, by: delta) })
                } else {
                    guard let value = member.value, value.range.start <= edit.range.start,
                        edit.range.end <= value.range.end,
                        let newValue = rebuild(value)
                    else { return nil }
                    rebuilt = JSONMember(key: member.key, colon: member.colon, value: newValue)
                }
                var newMembers: [JSONMember] = []
                newMembers.reserveCapacity(members.count)
                newMembers.append(contentsOf: members[..<i])
                newMembers.append(rebuilt)
                for m in members[(i + 1)...] { newMembers.append(JSONReparser.shifted(m, by: delta)) }
                return JSONNode(.object(newMembers), newRange)
            case .array(let items):
                guard let i = Rebuild.lastIndex(items, startingAtOrBefore: edit.range.start, start: \.range.start),
                    edit.range.end <= items[i].range.end, let item = rebuild(items[i])
                else { return nil }
                var newItems: [JSONNode] = []
                newItems.reserveCapacity(items.count)
                newItems.append(contentsOf: items[..<i])
                newItems.append(item)
                for n in items[(i + 1)...] { newItems.append(JSONReparser.shifted(n, by: delta)) }
                return JSONNode(.array(newItems), newRange)
            case .string(let s):
                guard s.contentRange.start <= edit.range.start, edit.range.end <= s.contentRange.end,
                    let new = string(s)
                else { return nil }
                return JSONNode(.string(new), newRange)
            case .number:
                guard node.range.start <= edit.range.start, edit.range.end <= node.range.end, let number = number(node)
                else { return nil }
                return JSONNode(.number(number), newRange)
            case .bool, .null, .invalid:
                return nil
            }
        }

        /// The edited string literal, when the lexer still ends it at the same closing quote and
        /// it decodes without escapes or errors, as it did before.
        mutating func string(_ old: JSONString) -> JSONString? {
            // Without escapes and errors the old content held no backslash (each one makes an
            // escape mark or an error), so no escape can be split by the edit.
            guard old.isTerminated, !old.hasEscapes else { return nil }
            let contentEnd = old.contentRange.end + delta
            guard contentEnd < bytes.count, bytes[contentEnd] == UInt8(ascii: "\"") else { return nil }
            for i in old.contentRange.start..<contentEnd {
                switch bytes[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D: return nil
                default: continue
                }
            }
            let token = JSONToken(kind: .string, start: old.range.start, end: contentEnd + 1)
            var errors: [SyntaxError] = []
            let new = JSONLiterals.decodeString(token, in: bytes, errors: &errors)
            guard errors.isEmpty else { return nil }
            literal = old.range
            return new
        }

        /// The edited number, when the lexer still reads one number token where the old one was
        /// (the bytes around it are unchanged and ended it before) and it is valid, as it was.
        mutating func number(_ node: JSONNode) -> JSONNumber? {
            let start = node.range.start
            let end = node.range.end + delta
            guard end > start, bytes[start] == UInt8(ascii: "-") || JSONLexer.isDigit(bytes[start]) else { return nil }
            // After a bare word (`x-1` lexes as `x`, `-1`) the edit may join the two: `x1`.
            if start > 0, JSONLexer.isWordByte(bytes[start - 1]) || JSONLexer.isDigit(bytes[start - 1]) { return nil }
            for i in start..<end where !JSONLexer.isNumberByte(bytes[i]) { return nil }
            var errors: [SyntaxError] = []
            let new = JSONLiterals.decodeNumber(
                JSONToken(kind: .number, start: start, end: end), in: bytes, errors: &errors)
            guard errors.isEmpty else { return nil }
            literal = node.range
            return new
        }

        /// The last item starting at or before `offset` (items are in source order).
        static func lastIndex<T>(_ items: [T], startingAtOrBefore offset: Int, start: (T) -> Int) -> Int? {
            let low = items.partitionPoint { start($0) > offset }
            return low > 0 ? low - 1 : nil
        }
    }
}

extension JSONString {
    /// The same literal `delta` bytes later in the text.
    func shifted(by delta: Int) -> JSONString {
        JSONString(
            value: value, range: range.shifted(by: delta), contentRange: contentRange.shifted(by: delta),
            isTerminated: isTerminated,
            escapes: escapes.isEmpty ? escapes : escapes.map { ($0.valueOffset, $0.sourceOffset + delta) })
    }
}
