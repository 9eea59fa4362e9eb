import FormSpec
import FormSpecJSON

public struct FormatOptions: Equatable, Sendable {
    /// Columns per level; with `useTabs`, the width a tab counts for when a line is measured.
    public var indent: Int
    /// Indent with one tab per level instead of `indent` spaces (an editor's `insertSpaces: false`).
    public var useTabs: Bool
    /// An object or array is kept on one line when it fits in this many columns.
    public var width: Int
    /// Order known properties as the format document lists them (off by default: authors'
    /// order is information).
    public var sortKeys: Bool

    public init(indent: Int = 2, width: Int = 100, sortKeys: Bool = false, useTabs: Bool = false) {
        self.indent = indent
        self.useTabs = useTabs
        self.width = width
        self.sortKeys = sortKeys
    }
}

/// The canonical layout: `indent` spaces (or a tab) per level; an object or array is written on one line
/// when it nests at most one level and fits in `width` columns, otherwise one member per line;
/// `": "` after keys, `", "` between inline members; one final newline. Literals keep their
/// exact source text (escapes and number spelling are the author's). Deterministic, so
/// formatting twice changes nothing.
public enum Formatter {
    public enum Failure: Error, Equatable, Sendable {
        case syntaxErrors(Int)

        public var message: String {
            switch self {
            case .syntaxErrors(let n):
                return
                    "the document has \(n) syntax error\(n == 1 ? "" : "s"); fix \(n == 1 ? "it" : "them") before formatting"
            }
        }
    }

    public static func format(_ document: SpecDocument, options: FormatOptions = .init()) -> Result<String, Failure> {
        guard document.syntax.errors.isEmpty, let root = document.syntax.root else {
            return .failure(.syntaxErrors(max(1, document.syntax.errors.count)))
        }
        var printer = Printer(document: document, options: options)
        printer.write(root, level: 0, column: 0, kind: document.dialect == .fxforms ? "fxforms" : "form")
        return .success(printer.out + "\n")
    }

    /// Minimal edits: only the whitespace between tokens changes (unless keys are sorted), so
    /// editors keep cursors and marks. With `range`, only the gaps inside it are touched, so
    /// range formatting agrees with whole-document formatting.
    public static func edits(
        _ document: SpecDocument, options: FormatOptions = .init(), in range: TextRange? = nil
    ) -> Result<[TextEdit], Failure> {
        format(document, options: options).map { formatted in
            let old = document.bytes
            let new = Array(formatted.utf8)
            guard let oldGaps = TokenGaps.gaps(old), let newGaps = TokenGaps.gaps(new), oldGaps.count == newGaps.count,
                TokenGaps.tokensEqual(old, oldGaps, new, newGaps)
            else {
                return old == new ? [] : [TextEdit(TextRange(0, old.count), formatted)]
            }
            var edits: [TextEdit] = []
            for (o, n) in zip(oldGaps, newGaps) {
                let oldText = old[o.start..<o.end], newText = new[n.start..<n.end]
                guard !oldText.elementsEqual(newText) else { continue }
                if let range, !(range.start <= o.start && o.end <= range.end) { continue }
                edits.append(TextEdit(o, String(decoding: newText, as: UTF8.self)))
            }
            return edits
        }
    }
}

private struct Printer {
    let document: SpecDocument
    let options: FormatOptions
    var out = ""

    mutating func write(_ node: JSONNode, level: Int, column: Int, kind: String?) {
        if let inline = inline(node, kind: kind), column + inline.count <= options.width {
            out += inline
            return
        }
        let pad = indentation(level + 1)
        let close = indentation(level)
        let padColumns = (level + 1) * options.indent
        switch node.kind {
        case .object(let members):
            out += "{\n"
            for (i, m) in ordered(members, kind: kind).enumerated() {
                let key = source(m.key.range)
                out += pad + key + ": "
                if let v = m.value {
                    write(
                        v, level: level + 1, column: padColumns + key.count + 2,
                        kind: childKind(of: kind, key: m.key.value))
                }
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, level: level + 1, column: padColumns, kind: elementKind(of: kind))
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        default:
            out += source(node.range)
        }
    }

    /// One-line form when the node nests at most one level; nil otherwise.
    func inline(_ node: JSONNode, kind: String?, depth: Int = 0) -> String? {
        switch node.kind {
        case .object(let members):
            if members.isEmpty { return "{}" }
            guard depth < 2 else { return nil }
            var parts: [String] = []
            for m in ordered(members, kind: kind) {
                guard let v = m.value,
                    let text = inline(v, kind: childKind(of: kind, key: m.key.value), depth: depth + 1)
                else { return nil }
                parts.append(source(m.key.range) + ": " + text)
            }
            return "{" + parts.joined(separator: ", ") + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            guard depth < 2 else { return nil }
            var parts: [String] = []
            for item in items {
                guard let text = inline(item, kind: elementKind(of: kind), depth: depth + 1) else { return nil }
                parts.append(text)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default:
            return source(node.range)
        }
    }

    func source(_ range: TextRange) -> String { document.text(in: range) }

    func indentation(_ level: Int) -> String {
        options.useTabs
            ? String(repeating: "\t", count: level) : String(repeating: " ", count: level * options.indent)
    }

    /// With sortKeys, known properties in catalog order, then the rest as written.
    func ordered(_ members: JSONMembers, kind: String?) -> [JSONMember] {
        guard options.sortKeys, let kind else { return Array(members) }
        let names: [String]
        if kind == "fxfield" {
            names = FXFormsCatalog.standard.fieldKeyNames
        } else if let schema = Catalog.standard.objects[kind] {
            names = schema.propertyNames
        } else {
            return Array(members)
        }
        let rank = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return members.enumerated().sorted { a, b in
            (rank[a.element.key.value] ?? names.count + a.offset, a.offset) < (
                rank[b.element.key.value] ?? names.count + b.offset, b.offset
            )
        }.map(\.element)
    }

    /// Schema kind of a property's value, for key ordering (containers pass a marker).
    func childKind(of kind: String?, key: String) -> String? {
        switch (kind, key) {
        case ("form", "sections"): return "[section]"
        case ("form", "customRowTypes"): return "{customRowType}"
        case ("section", "rows"): return "[row]"
        case ("section", "multivaluedRowTemplate"): return "row"
        case ("row", "validators"): return "[validator]"
        case ("row", "selectorOptions"): return "[option]"
        case ("row", "action"): return "action"
        case ("{customRowType}", _): return "customRowType"
        // A field file: the fields array, or the object of form methods.
        case ("fxforms", "fields"), ("fxforms", "extraFields"): return "[fxfield]"
        case ("fxforms", let name) where name.hasSuffix("Field"): return "fxfield"
        case ("fxfield", "template"): return "fxfield"
        default: return nil
        }
    }

    func elementKind(of kind: String?) -> String? {
        if kind == "fxforms" { return "fxfield" }
        guard let kind, kind.hasPrefix("["), kind.hasSuffix("]") else { return nil }
        return String(kind.dropFirst().dropLast())
    }
}

/// The whitespace between JSON tokens, found without the parser so formatted and original text
/// can be compared gap by gap. Strings are skipped whole (their spaces are content).
enum TokenGaps {
    /// Gap before each token, plus the trailing gap; nil if the text has something unexpected.
    static func gaps(_ b: [UInt8]) -> [TextRange]? {
        var gaps: [TextRange] = []
        var i = 0
        while true {
            let start = i
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
            gaps.append(TextRange(start, i))
            guard i < b.count else { return gaps }
            switch b[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"),
                UInt8(ascii: ","):
                i += 1
            case UInt8(ascii: "\""):
                i += 1
                while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                guard i < b.count else { return nil }
                i += 1
            default:
                let s = i
                while i < b.count, !isDelimiter(b[i]) { i += 1 }
                if i == s { return nil }
            }
        }
    }

    static func isDelimiter(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: "{") || c == UInt8(ascii: "}")
            || c == UInt8(ascii: "[")
            || c == UInt8(ascii: "]") || c == UInt8(ascii: ":") || c == UInt8(ascii: ",") || c == UInt8(ascii: "\"")
    }

    /// The tokens between gaps are byte-for-byte the same in both texts.
    static func tokensEqual(_ a: [UInt8], _ ga: [TextRange], _ b: [UInt8], _ gb: [TextRange]) -> Bool {
        for k in 0..<(ga.count - 1) where !a[ga[k].end..<ga[k + 1].start].elementsEqual(b[gb[k].end..<gb[k + 1].start])
        {
            return false
        }
        return true
    }
}
