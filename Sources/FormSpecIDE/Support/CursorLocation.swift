import FormSpec
import FormSpecJSON

/// Where a byte offset falls in a document that may be half-typed: the innermost object or array
/// around it (unclosed ones included), and what is being typed there.
struct CursorLocation {
    enum Slot {
        /// A member name; `member` is the member whose key is being typed, nil before anything is typed.
        case key(member: JSONMember?)
        /// The value of a member.
        case value(member: JSONMember)
        /// An array element; `node` is the element being typed, nil before anything is typed.
        case element(node: JSONNode?)
    }

    enum Token {
        /// Nothing typed yet: insert at the offset.
        case none
        /// Inside a string literal (a quote was typed).
        case string(JSONString)
        /// A bare word or literal (`ti`, `tru`, `12`).
        case bare(TextRange)
    }

    let offset: Int
    /// Steps from the root to `container`.
    let steps: [JSONPathStep]
    let container: JSONNode
    let slot: Slot
    let token: Token
    /// Offset right after the previous member or element when no comma separates it from the offset.
    let missingCommaAt: Int?
    /// A key typed in front of the next key (`"req "title": …`): the lexer took the next key's
    /// opening quote for this key's closing one. The offset of that quote, which an edit must keep.
    var borrowedQuote: Int? = nil

    /// The members of the container, when it is an object.
    var members: JSONMembers { container.members ?? [] }
}

enum CursorLocator {
    static func locate(_ document: SpecDocument, at offset: Int) -> CursorLocation? {
        guard let root = document.syntax.root, root.members != nil || root.elements != nil else { return nil }
        let bytes = document.bytes
        guard root.range.start < offset, offset <= bytes.count else { return nil }
        let rootEnd = isClosed(root, bytes) ? root.range.end - 1 : bytes.count
        guard offset <= rootEnd else { return nil }
        var steps: [JSONPathStep] = []
        var node = root
        var nodeEnd = rootEnd
        // Descend while the offset is inside a child container (closed ones up to their closing
        // bracket, unclosed ones up to the next sibling or the parent's end).
        while true {
            if let members = node.members {
                if let i = lastIndex(members.count, { members[$0].key.range.start < offset }),
                    let child = members[i].value,
                    child.members != nil || child.elements != nil, child.range.start < offset
                {
                    let next = i + 1 < members.count ? members[i + 1].key.range.start - 1 : nil
                    let end = isClosed(child, bytes) ? child.range.end - 1 : (next ?? nodeEnd)
                    if offset <= end {
                        steps.append(.member(members[i]))
                        node = child
                        nodeEnd = end
                        continue
                    }
                }
                return inObject(node, members, offset: offset, steps: steps, bytes: bytes)
            }
            let items = node.elements ?? []
            if let i = lastIndex(items.count, { items[$0].range.start < offset }),
                items[i].members != nil || items[i].elements != nil
            {
                let child = items[i]
                let next = i + 1 < items.count ? items[i + 1].range.start - 1 : nil
                let end = isClosed(child, bytes) ? child.range.end - 1 : (next ?? nodeEnd)
                if offset <= end {
                    steps.append(.element(i, child))
                    node = child
                    nodeEnd = end
                    continue
                }
            }
            return inArray(node, items, offset: offset, steps: steps, bytes: bytes)
        }
    }

    private static func inObject(
        _ object: JSONNode, _ members: JSONMembers, offset: Int, steps: [JSONPathStep], bytes: [UInt8]
    ) -> CursorLocation? {
        func location(_ slot: CursorLocation.Slot, _ token: CursorLocation.Token, comma: Int? = nil) -> CursorLocation {
            CursorLocation(
                offset: offset, steps: steps, container: object, slot: slot, token: token, missingCommaAt: comma)
        }
        guard let i = lastIndex(members.count, { members[$0].key.range.start < offset }) else {
            return location(.key(member: nil), .none)
        }
        let member = members[i]
        if let token = stringToken(member.key, offset: offset, bytes: bytes) {
            var found = location(.key(member: member), token)
            found.borrowedQuote = borrowedQuote(member, bytes: bytes)
            return found
        }
        guard let colon = member.colon else { return nil }  // after a key that has no ':' yet
        guard offset > colon else { return nil }
        guard let value = member.value, offset > value.range.start else {
            return location(.value(member: member), .none)
        }
        if let s = value.string, let token = stringToken(s, offset: offset, bytes: bytes) {
            return location(.value(member: member), token)
        }
        if value.isScalarToken, offset <= value.range.end {
            return location(.value(member: member), .bare(value.range))
        }
        return location(
            .key(member: nil), .none, comma: commaMissing(after: value.range.end, before: offset, bytes: bytes))
    }

    private static func inArray(
        _ array: JSONNode, _ items: JSONElements, offset: Int, steps: [JSONPathStep], bytes: [UInt8]
    ) -> CursorLocation? {
        func location(_ slot: CursorLocation.Slot, _ token: CursorLocation.Token, comma: Int? = nil) -> CursorLocation {
            CursorLocation(
                offset: offset, steps: steps, container: array, slot: slot, token: token, missingCommaAt: comma)
        }
        guard let i = lastIndex(items.count, { items[$0].range.start < offset }) else {
            return location(.element(node: nil), .none)
        }
        let item = items[i]
        if let s = item.string, let token = stringToken(s, offset: offset, bytes: bytes) {
            return location(.element(node: item), token)
        }
        if item.isScalarToken, offset <= item.range.end { return location(.element(node: item), .bare(item.range)) }
        return location(
            .element(node: nil), .none, comma: commaMissing(after: item.range.end, before: offset, bytes: bytes))
    }

    /// The offset is inside this literal: after its opening quote and before its closing one
    /// (or anywhere up to its end when it is unterminated or a bare word).
    private static func stringToken(_ s: JSONString, offset: Int, bytes: [UInt8]) -> CursorLocation.Token? {
        let quoted = s.range.start < bytes.count && bytes[s.range.start] == UInt8(ascii: "\"")
        guard s.range.start < offset else { return nil }
        if !quoted { return offset <= s.range.end ? .bare(s.range) : nil }
        let inside = s.isTerminated ? offset < s.range.end : offset <= s.range.end
        return inside ? .string(s) : nil
    }

    /// The closing quote of a key without a colon that a word follows at once (`"req "title"`)
    /// opens the next key.
    private static func borrowedQuote(_ member: JSONMember, bytes: [UInt8]) -> Int? {
        let key = member.key
        guard member.colon == nil, key.isTerminated, key.range.end < bytes.count, key.range.length >= 2 else {
            return nil
        }
        let next = bytes[key.range.end]
        let isWord =
            (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
            || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
            || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: "_")
            || next == UInt8(ascii: "$") || next >= 0x80
        return isWord ? key.range.end - 1 : nil
    }

    private static func commaMissing(after end: Int, before offset: Int, bytes: [UInt8]) -> Int? {
        for i in end..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: ",") { return nil }
        return end
    }

    /// A container is closed when its last byte is its own closing bracket (not a child's).
    static func isClosed(_ node: JSONNode, _ bytes: [UInt8]) -> Bool {
        let end = node.range.end
        guard node.range.length >= 2, end <= bytes.count else { return false }
        if let members = node.members {
            return bytes[end - 1] == UInt8(ascii: "}") && (members.last.map { $0.range.end < end } ?? true)
        }
        if let items = node.elements {
            return bytes[end - 1] == UInt8(ascii: "]") && (items.last.map { $0.range.end < end } ?? true)
        }
        return false
    }

    /// Index of the last element satisfying a predicate that holds for a prefix of the elements.
    static func lastIndex(_ count: Int, _ isBefore: (Int) -> Bool) -> Int? {
        let low = (0..<count).partitionPoint { !isBefore($0) }
        return low > 0 ? low - 1 : nil
    }
}

extension JSONNode {
    /// A number, literal or stray word: typed as one token.
    var isScalarToken: Bool {
        switch kind {
        case .number, .bool, .null, .invalid: return true
        default: return false
        }
    }
}
