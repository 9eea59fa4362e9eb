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
/// the same parse happens with later offsets moved by the edit's delta. Nodes keep offsets from
/// their container's start, so every subtree but the containers around the edited literal is
/// taken over as it is; those containers get new nodes, their later children's offsets moved.
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
            guard let newRoot = reparser.rebuild(root.green, at: root.start), let literal = reparser.literal,
                let errors = shifted(previous.errors, around: literal, by: edit.delta)
            else { return nil }
            return JSONSyntaxTree(root: JSONNode(newRoot, at: root.start), errors: errors, byteCount: bytes.count)
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

    /// One descent from the root to the edited literal.
    struct Rebuild {
        let bytes: UnsafeBufferPointer<UInt8>
        let edit: ByteEdit
        /// Keys are quoted in error messages; with no errors there is no message to change.
        let keysMayChange: Bool
        /// The edited literal's range in the previous text, once found.
        var literal: TextRange?

        var delta: Int { edit.delta }

        /// The new content of the node at `start`, or nil when the edit is not inside one of its
        /// literals. (The node starts before the edit, so it starts at the same offset after it.)
        mutating func rebuild(_ green: Green, at start: Int) -> Green? {
            guard start <= edit.range.start, edit.range.end <= start + green.length else { return nil }
            let newLength = green.length + delta
            switch green {
            case .object(let object):
                let members = object.members
                guard
                    let i = Rebuild.lastIndex(members, startingAtOrBefore: edit.range.start - start, start: \.keyOffset)
                else { return nil }
                let member = members[i]
                let keyString = JSONString(member.key, at: start + Int(member.keyOffset))
                let rebuilt: GreenMember
                let content = keyString.contentRange
                if content.start <= edit.range.start, edit.range.end <= content.end {
                    guard keysMayChange, let key = string(keyString) else { return nil }
                    rebuilt = GreenMember(
                        key: key.green, keyOffset: Int(member.keyOffset),
                        colonOffset: member.colonOffset < 0 ? nil : Int(member.colonOffset) + delta,
                        valueOffset: Int(member.valueOffset) + delta, value: member.value)
                } else {
                    guard let value = member.value, let newValue = rebuild(value, at: start + Int(member.valueOffset))
                    else { return nil }
                    rebuilt = GreenMember(
                        key: member.sharedKey, keyOffset: Int(member.keyOffset),
                        colonOffset: member.colonOffset < 0 ? nil : Int(member.colonOffset),
                        valueOffset: Int(member.valueOffset), value: newValue)
                }
                var newMembers: [GreenMember] = []
                newMembers.reserveCapacity(members.count)
                newMembers.append(contentsOf: members[..<i])
                newMembers.append(rebuilt)
                for m in members[(i + 1)...] { newMembers.append(m.moved(by: delta)) }
                return .object(GreenObject.make(newMembers, length: newLength))
            case .array(let array):
                let items = array.elements
                guard let i = Rebuild.lastIndex(items, startingAtOrBefore: edit.range.start - start, start: \.offset),
                    let item = rebuild(items[i].node, at: start + Int(items[i].offset))
                else { return nil }
                var newItems: [GreenElement] = []
                newItems.reserveCapacity(items.count)
                newItems.append(contentsOf: items[..<i])
                newItems.append(GreenElement(offset: Int(items[i].offset), item))
                for e in items[(i + 1)...] { newItems.append(GreenElement(offset: Int(e.offset) + delta, e.node)) }
                return .array(GreenArray.make(newItems, length: newLength))
            case .string(let s):
                let old = JSONString(s, at: start)
                guard old.contentRange.start <= edit.range.start, edit.range.end <= old.contentRange.end,
                    let new = string(old)
                else { return nil }
                return .string(new.green)
            case .number, .integer:
                guard let number = number(TextRange(start, start + green.length)) else { return nil }
                return Green.number(number)
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
            var repeated = RepeatedStrings()
            let new = JSONLiterals.decodeString(token, in: bytes, errors: &errors, repeated: &repeated)
            guard errors.isEmpty else { return nil }
            literal = old.range
            return new
        }

        /// The edited number, when the lexer still reads one number token where the old one was
        /// (the bytes around it are unchanged and ended it before) and it is valid, as it was.
        mutating func number(_ old: TextRange) -> JSONNumber? {
            let start = old.start
            let end = old.end + delta
            guard end > start, bytes[start] == UInt8(ascii: "-") || JSONLexer.isDigit(bytes[start]) else { return nil }
            // After a bare word (`x-1` lexes as `x`, `-1`) the edit may join the two: `x1`.
            if start > 0, JSONLexer.isWordByte(bytes[start - 1]) || JSONLexer.isDigit(bytes[start - 1]) { return nil }
            for i in start..<end where !JSONLexer.isNumberByte(bytes[i]) { return nil }
            var errors: [SyntaxError] = []
            let new = JSONLiterals.decodeNumber(
                JSONToken(kind: .number, start: start, end: end), in: bytes, errors: &errors)
            guard errors.isEmpty else { return nil }
            literal = old
            return new
        }

        /// The last item starting at or before `offset` (items are in source order).
        static func lastIndex<Items: RandomAccessCollection>(
            _ items: Items, startingAtOrBefore offset: Int, start: (Items.Element) -> Int32
        ) -> Int? where Items.Index == Int {
            let low = items.partitionPoint { Int(start($0)) > offset }
            return low > 0 ? low - 1 : nil
        }
    }
}
