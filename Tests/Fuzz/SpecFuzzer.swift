// libFuzzer entry point for the spec parser and the analysis; built by run-libfuzzer.sh, not by
// SwiftPM. Every input is a spec: its tree must keep every range inside the text and inside its
// parent, in order; the analysis must report inside the text; positions must convert to both
// encodings and back. The input's last four bytes also name an edit (where, how much to delete,
// what to insert): the document made from the analysed one and the edit, as an editor session
// makes it, must equal a fresh parse of the edited text, tree, model and findings alike.
import FormSpec
import FormSpecIDE
import FormSpecJSON

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// Every node's range, in document order, checked against its parent's.
func describe(_ tree: JSONSyntaxTree, size: Int) -> [String] {
    var out = tree.errors.map { "error \($0.range) \($0.related.map(\.description) ?? "-") \($0.message)" }
    func within(_ r: TextRange, _ parent: TextRange) -> Bool { parent.start <= r.start && r.end <= parent.end }
    var stack: [(JSONNode, TextRange, Int)] = tree.root.map { [($0, TextRange(0, size), 0)] } ?? []
    while let (node, parent, depth) = stack.popLast() {
        require(within(node.range, parent), "node \(node.range) outside \(parent)")
        var children: [(JSONNode, TextRange, Int)] = []
        switch node.kind {
        case .object(let members):
            out.append("\(depth) object \(node.range)")
            var last = node.range.start
            for m in members {
                require(within(m.range, node.range) && m.range.start >= last, "member \(m.range) in \(node.range)")
                last = m.range.start
                out.append(
                    "\(depth) key \(m.key.value.debugDescription) \(m.key.range) \(m.colon.map(String.init) ?? "-")")
                if let v = m.value { children.append((v, node.range, depth + 1)) }
            }
        case .array(let items):
            out.append("\(depth) array \(node.range)")
            for item in items { children.append((item, node.range, depth + 1)) }
        case .string(let s): out.append("\(depth) string \(node.range) \(s.value.debugDescription)")
        case .number(let n): out.append("\(depth) number \(node.range) \(n.text)")
        case .bool(let b): out.append("\(depth) bool \(node.range) \(b)")
        case .null: out.append("\(depth) null \(node.range)")
        case .invalid: out.append("\(depth) invalid \(node.range)")
        }
        stack += children.reversed()
    }
    return out
}

func check(_ document: SpecDocument) -> [Diagnostic] {
    let size = document.bytes.count
    let diagnostics = Analyzer.analyze(document)
    for d in diagnostics {
        for range in [d.range] + d.related.map(\.range) {
            require(range.start >= 0 && range.end <= size, "\(d.code) at \(range) in \(size) bytes")
            for encoding in [PositionEncoding.utf8, .utf16] {
                let position = document.lines.position(of: range.start, in: encoding)
                let back = document.lines.offset(of: position, in: encoding)
                require(back <= range.start && range.start - back < 4, "\(range.start) -> \(position) -> \(back)")
            }
        }
    }
    _ = Formatter.format(document)
    _ = SelectionRanges.at(size / 2, in: document)
    return diagnostics
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let bytes = Array(input.dropLast(min(4, input.count)))
    let document = SpecDocument(bytes: bytes)
    _ = describe(document.syntax, size: bytes.count)
    _ = check(document)
    guard input.count >= 4 else { return 0 }
    let tail = Array(input.suffix(4))
    let start = bytes.isEmpty ? 0 : (Int(tail[0]) << 8 | Int(tail[1])) % (bytes.count + 1)
    let end = min(bytes.count, start + Int(tail[2] % 4))
    let pieces: [[UInt8]] = [
        [], Array("a".utf8), Array("\"".utf8), Array("{".utf8), Array("$x".utf8), Array("1".utf8), Array("é".utf8),
        Array(",".utf8),
    ]
    let text = pieces[Int(tail[3]) % pieces.count]
    var edited = bytes
    edited.replaceSubrange(start..<end, with: text)
    let edit = ByteEdit(range: TextRange(start, end), newLength: text.count)
    let incremental = SpecDocument(
        lines: LineIndex(edited, previous: document.lines, edit: edit), previous: document, edit: edit)
    let fresh = SpecDocument(bytes: edited)
    require(incremental.lines.lineStarts == fresh.lines.lineStarts, "line index after \(edit)")
    require(
        describe(incremental.syntax, size: edited.count) == describe(fresh.syntax, size: edited.count),
        "tree after \(edit)")
    require(check(incremental) == check(fresh), "findings after \(edit)")
    return 0
}
