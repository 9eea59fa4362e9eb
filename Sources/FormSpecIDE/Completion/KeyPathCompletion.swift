import FormSpec
import FormSpecJSON

/// Key paths in a cell config dictionary, one segment at a time: the properties of the class the
/// segments before the cursor lead to. Objects one can only go into end with `.` and ask for
/// completion again; keys the cell's update overwrites, unsafe and deprecated ones sort last.
enum KeyPathCompletion {
    static func items(_ kind: CellConfigKind, row: JSONNode, _ request: CompletionRequest) -> [CompletionItem] {
        let context = request.context
        guard let root = context.rootClass(kind, row: row) else { return [] }
        let displayKeys = context.displayKeys(root: root, row: row)
        let overwritten = Set(
            context.classes.overwrittenKeys(rootClass: root, rowType: row.value("rowType")?.stringValue, config: kind)
                .map(\.keyPath))
        let rowType = row.value("rowType")?.stringValue
        let cellClass = row.value("cellClass")?.stringValue
        return members(
            from: root, resolver: context.classes.resolver, request,
            discouraged: { member, keyPath in
                member.property.isUnsafe || member.property.visibility == .deprecated || overwritten.contains(keyPath)
            },
            documentation: { member, keyPath in
                CatalogMarkdown.member(
                    member, keyPath: keyPath, note: KeyPathNote.make(for: keyPath, kind: kind, keys: displayKeys),
                    catalog: request.catalog, classes: context.classes.classes)
            },
            resolveKey: { className, member, keyPath in
                .keyPathMember(
                    className: className, property: member.name, keyPath: keyPath, config: kind, rowType: rowType,
                    cellClass: cellClass)
            })
    }

    /// One item per property of the class the segments before the cursor lead to from `root`:
    /// what can be set, or gone into (ending with `.` and asking again). Discouraged ones sort
    /// last (group `discouragedGroup`).
    static func members(
        from root: String, resolver: KeyPathResolver, _ request: CompletionRequest, discouragedGroup: Int = 2,
        discouraged: (ClassMember, String) -> Bool, documentation: (ClassMember, String) -> String,
        resolveKey: (String, ClassMember, String) -> CompletionResolveKey
    ) -> [CompletionItem] {
        let place = SegmentPlace(request.edits)
        guard place.followsCompleteSegments,
            let (className, members) = resolver.members(after: place.prefix, from: root)
        else { return [] }
        let classes = resolver.classes
        var items: [CompletionItem] = []
        for (index, member) in members.enumerated() {
            let property = member.property
            let isObject = property.type.className.map(classes.contains) ?? false
            guard !property.isReadonly || isObject else { continue }
            let keyPath = place.prefix.isEmpty ? property.name : "\(place.prefix).\(property.name)"
            let goesInto = property.isReadonly && isObject
            items.append(
                CompletionItem(
                    label: property.name,
                    kind: goesInto ? .class : (property.type.enumName != nil ? .enumMember : .property),
                    detail: "\(property.type.objcName) · \(member.owner)",
                    documentation: request.eagerDocumentation ? documentation(member, keyPath) : nil,
                    resolveKey: resolveKey(className, member, keyPath),
                    edit: place.edit(property.name, goesInto: goesInto, placeholder: placeholder(property.type)),
                    additionalEdits: request.edits.additionalEdits,
                    sortText: SortText.make(
                        group: discouraged(member, keyPath) ? discouragedGroup : 1, member.depth * 1000 + index),
                    retrigger: goesInto,
                    isDeprecated: property.visibility == .deprecated))
        }
        return items
    }

    /// A value of the key path's type, for a member completed in front of another key.
    static func placeholder(_ type: KeyPathType) -> String {
        switch type {
        case .number, .integer: return "0"
        case .bool: return "false"
        case .string: return "\"\""
        case .flags: return "[]"
        default: return type.acceptsNull ? "null" : "\"\""
        }
    }
}

/// Where the segment being typed sits in the key string, and how an accepted name is written.
struct SegmentPlace {
    /// The segments before the one being typed, joined by dots ("" for the first).
    let prefix: String
    private let edits: EditBuilder
    private let range: TextRange
    /// A dot follows the segment (the cursor is in the middle of a key path).
    private let dotFollows: Bool
    /// False after an empty segment (`.x`, `a..x`): nothing can follow it.
    let followsCompleteSegments: Bool

    init(_ edits: EditBuilder) {
        self.edits = edits
        guard case .string(let s) = edits.location.token else {
            prefix = ""
            dotFollows = false
            followsCompleteSegments = true
            range = .empty(at: edits.offset)
            return
        }
        let bytes = Array(s.value.utf8)
        let cursor = s.valueOffset(forSourceOffset: edits.offset)
        let start = (bytes[..<cursor].lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 }) ?? 0
        let nextDot = bytes[cursor...].firstIndex(of: UInt8(ascii: "."))
        prefix = start > 0 ? String(decoding: bytes[..<(start - 1)], as: UTF8.self) : ""
        followsCompleteSegments =
            start == 0 || !prefix.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
        dotFollows = nextDot != nil
        let end: Int
        if let nextDot {
            end = s.sourceOffset(forValueOffset: nextDot)
        } else {
            end = s.isTerminated ? s.contentRange.end : edits.offset
        }
        range = TextRange(s.sourceOffset(forValueOffset: start), max(end, edits.offset))
    }

    func edit(_ name: String, goesInto: Bool, placeholder: String) -> TextEdit {
        guard case .string(let s) = edits.location.token else {
            // No quote typed: write the whole key.
            let quoted = EditBuilder.quote(name)
            let text = goesInto ? String(quoted.dropLast()) + "." : quoted + ": "
            return TextEdit(range: edits.location.token.bareRange ?? .empty(at: edits.offset), newText: text)
        }
        let escaped = EditBuilder.escape(name)
        if goesInto { return TextEdit(range: range, newText: dotFollows ? escaped : escaped + ".") }
        if dotFollows { return TextEdit(range: range, newText: escaped) }
        let hasColon: Bool
        if case .key(let member?) = edits.location.slot { hasColon = member.colon != nil } else { hasColon = false }
        if hasColon { return TextEdit(range: range, newText: escaped + (s.isTerminated ? "" : "\"")) }
        if let quote = edits.location.borrowedQuote {
            return TextEdit(range: TextRange(range.start, quote), newText: escaped + "\": " + placeholder + ", ")
        }
        if s.isTerminated { return TextEdit(range: TextRange(range.start, s.range.end), newText: escaped + "\": ") }
        return TextEdit(range: range, newText: escaped + "\": ")
    }
}

extension CursorLocation.Token {
    var bareRange: TextRange? { if case .bare(let r) = self { return r } else { return nil } }
}
