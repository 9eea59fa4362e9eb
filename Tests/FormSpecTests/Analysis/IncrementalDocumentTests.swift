import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpec

/// A document made from the previous one and an edit (tree reparsed around the edit, model rows
/// reused), analysed with the caches analyses keep, against a fresh parse of the same text
/// analysed from scratch: same model, same diagnostics, after every edit of random typing in
/// keys, titles, tags and predicates.
final class IncrementalDocumentTests: XCTestCase {
    /// A catalog whose caches are emptied before each analysis.
    static let scratch = CatalogLoader.load(CatalogSource.all)

    static let spec = #"""
        {
          "title": "Incremental",
          "disabled": "$locked == 1",
          "sections": [
            {"title": "First", "hidden": "$on == 0", "rows": [
              {"tag": "name", "rowType": "text", "title": "Name", "required": true,
               "cellConfig": {"textField.placeholder": "Name"}, "validators": [{"type": "regex", "regex": "^[a-z]+$", "msg": "Letters"}]},
              {"tag": "kind", "rowType": "selectorPush", "value": "a", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, "b"],
               "hidden": "$name == nil OR $name contains[c] 'x'"},
              {"tag": "on", "rowType": "booleanSwitch", "title": "On", "value": false, "disabled": "$kind == 'b'"},
              {"tag": "count", "rowType": "stepCounter", "value": 3, "hidden": "$count > 2 AND $missing == 1"}
            ]},
            {"title": "Second", "multivaluedTag": "items", "sectionOptions": ["canInsert"],
             "multivaluedRowTemplate": {"tag": "item", "rowType": "text", "title": "Item"},
             "rows": [{"tag": "when", "rowType": "dateInline", "title": "When", "value": "2026-11-21", "hidden": "$on == 1"},
                      {"tag": "locked", "rowType": "booleanCheck", "title": "Locked"},
                      {"rowType": "text", "title": "Untagged", "validators": [{"type": "email"}], "cellStyle": "UITableViewCellStyleValue1"},
                      {"tag": "dup", "rowType": "text", "tag": "dup2", "height": "tall", "selectorOptions": [{"formValue": 1}]}]}
          ]
        }

        """#

    static let letters = ["a", "e", "x", "$", " ", "1", "'", "=", "é", "\"", "{"]

    func testEditsMatchAFreshDocument() {
        var rng = SeededGenerator(seed: 42)
        var document = SpecDocument(text: Self.spec)
        for step in 0..<800 {
            if step % 150 == 149 { document = SpecDocument(text: Self.spec) }  // keep errors from piling up
            let (bytes, edit) = Self.randomEdit(document, &rng)
            let incremental = SpecDocument(lines: LineIndex(bytes), previous: document, edit: edit)
            let fresh = SpecDocument(bytes: bytes)
            let context = "step \(step): \(edit) in \(String(decoding: bytes, as: UTF8.self))"
            XCTAssertEqual(Self.describe(incremental.form), Self.describe(fresh.form), context)
            Self.scratch.rowSchemaFindings.removeAll()
            XCTAssertEqual(Analyzer.analyze(incremental), Analyzer.analyze(fresh, catalog: Self.scratch), context)
            document = incremental
        }
    }

    /// Mostly one character typed or deleted inside a string literal, sometimes anywhere.
    private static func randomEdit(_ document: SpecDocument, _ rng: inout SeededGenerator) -> ([UInt8], ByteEdit) {
        var bytes = document.bytes
        var strings: [TextRange] = []
        func visit(_ node: JSONNode) {
            switch node.kind {
            case .object(let members):
                for m in members {
                    strings.append(m.key.contentRange)
                    if let v = m.value { visit(v) }
                }
            case .array(let items): items.forEach(visit)
            case .string(let s): strings.append(s.contentRange)
            default: break
            }
        }
        if let root = document.syntax.root { visit(root) }
        var offset = Int.random(in: 0...bytes.count, using: &rng)
        if !strings.isEmpty, Int.random(in: 0..<5, using: &rng) > 0 {
            let s = strings.randomElement(using: &rng)!
            offset = Int.random(in: s.start...s.end, using: &rng)
        }
        if Bool.random(using: &rng), offset < bytes.count, bytes[offset] < 0x80 {
            bytes.remove(at: offset)
            return (bytes, ByteEdit(range: TextRange(offset, offset + 1), newLength: 0))
        }
        let text = Array(letters.randomElement(using: &rng)!.utf8)
        bytes.insert(contentsOf: text, at: offset)
        return (bytes, ByteEdit(range: TextRange(offset, offset), newLength: text.count))
    }

    /// The model as text: every stored property, nodes by kind and range.
    static func describe(_ value: Any?) -> String {
        var out = ""
        func visit(_ value: Any, depth: Int) {
            if let node = value as? JSONNode {
                out += "node(\(node.typeName) \(node.range))"
                return
            }
            let mirror = Mirror(reflecting: value)
            if mirror.children.isEmpty || depth > 40 {
                out += "\(value)"
                return
            }
            out += "\(mirror.subjectType)("
            for child in mirror.children {
                out += "\(child.label ?? "_"): "
                visit(child.value, depth: depth + 1)
                out += ", "
            }
            out += ")"
        }
        visit(value as Any, depth: 0)
        return out
    }
}
