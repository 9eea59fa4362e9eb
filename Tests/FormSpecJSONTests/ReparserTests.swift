import TestSupport
import XCTest

@testable import FormSpecJSON

/// The incremental reparse against a full parse: after every edit of long random editing
/// sessions, the tree (shape, every range, every decoded value) and the errors must be the same.
final class ReparserTests: XCTestCase {
    static let spec = #"""
        {
          "title": "Café 日本 👍",
          "disabled": "$on == 1",
          "sections": [
            {"title": "Plain", "rows": [
              {"tag": "name", "rowType": "text", "title": "Name", "required": true, "height": 44.5,
               "cellConfig": {"textField.placeholder": "Your name", "textField.textAlignment": "right"},
               "validators": [{"type": "regex", "regex": "^[a-z]{2,40}$", "msg": "Letters \"only\""}]},
              {"tag": "kind", "rowType": "selectorPush", "value": "a", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, "b", 3, -1.5e3],
               "hidden": "$name == nil OR $name contains[c] 'x'"},
              {"tag": "on", "rowType": "booleanSwitch", "value": false, "disabled": "$kind == 'b'"},
              {"tag": "count", "rowType": "stepCounter", "value": 10, "cellConfig": {"stepControl.maximumValue": 100}},
              {"tag": "esc", "rowType": "text", "title": "tab\there \u00e9 \ud83d\udc4d", "value": null}
            ]},
            {"title": "Section", "hidden": "$on == 0", "rows": [{"tag": "when", "rowType": "dateInline", "value": "2026-11-21"}]}
          ]
        }

        """#

    /// Mistakes the tolerant parser recovers from, so sessions also run with errors around.
    static let broken = #"""
        {
          "title": "unterminated,
          // a comment
          "sections": [
            {"title": "A" "rows": [
              {tag: "x", "rowType": "text", "value": 12,},
              {"tag": "y", "rowType": "text" "title": "Ti\qtle", "value": 1.5.3},
              {"tag": "z", "rowType": undefined, "value": [1, 2 3]}
            ]},
            {"title": "B", "rows": [{"tag": "w", "value": "é"}]
          ]

        """#

    static let snippets = [
        "a", "Z", "0", "7", "-", ".", "e", "é", "日本", "👍", " ", "$x", "'", "\"", "\\", "\n", "{", "}", ",", ":", "//",
        "\t",
    ]

    func testRandomEditsMatchAFullParse() throws {
        var stats = (fast: 0, full: 0)
        for (seed, start) in [(UInt64(1), Self.spec), (2, Self.broken), (3, Self.spec + Self.broken)] {
            try runSession(start, seed: seed, edits: 2_500, stats: &stats)
        }
        // Both paths must be exercised often: the fast one by edits inside literals, the full
        // parse by the others and by every edit inside a key once the document has errors.
        XCTAssertGreaterThan(stats.fast, 800, "fast path taken \(stats.fast) times")
        XCTAssertGreaterThan(stats.full, 1_000, "fallback taken \(stats.full) times")
    }

    func testEditsAtLiteralBoundaries() throws {
        // Inside an empty string, before the closing quote, at both ends of a number, a key.
        let text = #"{"a": "", "b": "xy", "n": [12, -3], "k": {"key": 1}}"#
        let bytes = Array(text.utf8)
        func offset(_ needle: String, plus: Int = 0) -> Int {
            let n = Array(needle.utf8)
            let i = (0...(bytes.count - n.count)).first { Array(bytes[$0..<$0 + n.count]) == n }!
            return i + plus
        }
        let cases: [(Int, Int, String, Bool)] = [
            (offset(#""""#, plus: 1), 0, "new", true),  // into the empty string
            (offset(#""xy""#, plus: 3), 0, "z", true),  // before the closing quote
            (offset(#""xy""#, plus: 1), 2, "", true),  // the whole content
            (offset("12"), 0, "9", true),  // before a number
            (offset("12", plus: 2), 0, "0", true),  // after a number
            (offset("-3"), 1, "", true),  // the minus sign
            (offset("-3"), 2, "", false),  // the whole number
            (offset("12"), 0, "x", false),  // a letter before a number
            (offset(#""key""#, plus: 1), 1, "K", true),  // a key, with no errors around
            (offset(#""xy""#, plus: 1), 0, "\"", false),  // a quote
            (offset(#""xy""#, plus: 1), 0, "\\", false),  // a backslash
            (offset(#""xy""#), 0, "a", false),  // before the opening quote
        ]
        for (start, length, insert, fast) in cases {
            let previous = JSONParser.parse(bytes)
            var edited = bytes
            edited.replaceSubrange(start..<start + length, with: Array(insert.utf8))
            let edit = ByteEdit(range: TextRange(start, start + length), newLength: insert.utf8.count)
            let reparsed = JSONReparser.reparse(edited, previous: previous, edit: edit, limits: .init())
            XCTAssertEqual(reparsed != nil, fast, "\(edit) inserting \(insert)")
            XCTAssertEqual(
                Self.describe(JSONParser.parse(edited, previous: previous, edit: edit)),
                Self.describe(JSONParser.parse(edited)))
        }
    }

    func testANumberRightAfterABareWordIsNotReparsedAlone() {
        // `x-1` is the word `x` and the number `-1`; without the minus sign, one word `x1`.
        for text in ["[x-1]", "[true-1]", "[x1-1]", #"{abc-1: 2}"#] {
            let bytes = Array(text.utf8)
            let minus = bytes.firstIndex(of: UInt8(ascii: "-"))!
            for insert in ["", "7"] {
                let previous = JSONParser.parse(bytes)
                var edited = bytes
                edited.replaceSubrange(minus..<minus + 1, with: Array(insert.utf8))
                let edit = ByteEdit(range: TextRange(minus, minus + 1), newLength: insert.utf8.count)
                XCTAssertNil(JSONReparser.reparse(edited, previous: previous, edit: edit, limits: .init()), text)
                XCTAssertEqual(
                    Self.describe(JSONParser.parse(edited, previous: previous, edit: edit)),
                    Self.describe(JSONParser.parse(edited)), text)
            }
        }
    }

    func testComposedEditsCoverBoth() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let original = (0..<Int(rng.next() % 40)).map { _ in UInt8(ascii: "a") + UInt8(rng.next() % 26) }
            let first = Self.randomEdit(original.count, &rng)
            let middle = Self.apply(first, to: original, &rng)
            let second = Self.randomEdit(middle.count, &rng)
            let final = Self.apply(second, to: middle, &rng)
            let both = first.followed(by: second)
            XCTAssertEqual(both.delta, final.count - original.count)
            XCTAssertEqual(Array(original[..<both.range.start]), Array(final[..<both.range.start]))
            XCTAssertEqual(Array(original[both.range.end...]), Array(final[both.newEnd...]))
        }
    }

    private static func randomEdit(_ count: Int, _ rng: inout SeededGenerator) -> ByteEdit {
        let start = Int(rng.next() % UInt64(count + 1))
        let end = min(count, start + Int(rng.next() % 4))
        return ByteEdit(range: TextRange(start, end), newLength: Int(rng.next() % 4))
    }

    private static func apply(_ edit: ByteEdit, to bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(
            edit.range.start..<edit.range.end,
            with: (0..<edit.newLength).map { _ in UInt8(ascii: "0") + UInt8(rng.next() % 10) })
        return result
    }

    private func runSession(_ start: String, seed: UInt64, edits: Int, stats: inout (fast: Int, full: Int)) throws {
        var rng = SeededGenerator(seed: seed)
        var bytes = Array(start.utf8)
        var tree = JSONParser.parse(bytes)
        for step in 0..<edits {
            if step % 100 == 99 {  // back to the start now and then, so errors do not pile up
                bytes = Array(start.utf8)
                tree = JSONParser.parse(bytes)
            }
            let edit = Self.randomEdit(in: bytes, literals: Self.literalRanges(tree), &rng)
            let previousText = bytes
            bytes.replaceSubrange(edit.edit.range.start..<edit.edit.range.end, with: edit.text)
            let fast = JSONReparser.reparse(bytes, previous: tree, edit: edit.edit, limits: .init())
            if fast != nil { stats.fast += 1 } else { stats.full += 1 }
            let incremental = JSONParser.parse(bytes, previous: tree, edit: edit.edit)
            let full = JSONParser.parse(bytes)
            let expected = Self.describe(full)
            guard Self.describe(incremental) == expected else {
                XCTFail(
                    """
                    seed \(seed) step \(step): \(edit.edit) inserting \(String(decoding: edit.text, as: UTF8.self).debugDescription) \
                    (fast path: \(fast != nil))
                    before: \(String(decoding: previousText, as: UTF8.self))
                    after: \(String(decoding: bytes, as: UTF8.self))
                    """)
                XCTAssertEqual(Self.describe(incremental), expected)
                return
            }
            tree = incremental
        }
    }

    /// Half of the edits start inside a literal (where typing mostly happens), the others at any
    /// byte; some delete, some insert, some replace.
    private static func randomEdit(
        in bytes: [UInt8], literals: [TextRange], _ rng: inout SeededGenerator
    ) -> (edit: ByteEdit, text: [UInt8]) {
        var start = Int(rng.next() % UInt64(bytes.count + 1))
        if !literals.isEmpty, rng.next() % 2 == 0 {
            let literal = literals[Int(rng.next() % UInt64(literals.count))]
            start = literal.start + Int(rng.next() % UInt64(literal.length + 1))
        }
        let deleting = rng.next() % 3 == 0
        let end = deleting ? min(bytes.count, start + 1 + Int(rng.next() % 3)) : start
        let text: [UInt8]
        if deleting && rng.next() % 2 == 0 {
            text = []
        } else {
            // Letters and digits most of the time: sessions stay close to a valid document.
            let safe = rng.next() % 4 != 0
            let pool = safe ? Array(snippets[0..<8]) : snippets
            text = Array(pool[Int(rng.next() % UInt64(pool.count))].utf8)
        }
        return (ByteEdit(range: TextRange(start, end), newLength: text.count), text)
    }

    /// The contents of the tree's strings (keys too) and its numbers.
    static func literalRanges(_ tree: JSONSyntaxTree) -> [TextRange] {
        var ranges: [TextRange] = []
        func visit(_ node: JSONNode) {
            switch node.kind {
            case .object(let members):
                for m in members {
                    ranges.append(m.key.contentRange)
                    if let v = m.value { visit(v) }
                }
            case .array(let items): items.forEach(visit)
            case .string(let s): ranges.append(s.contentRange)
            case .number: ranges.append(node.range)
            case .bool, .null, .invalid: break
            }
        }
        if let root = tree.root { visit(root) }
        return ranges
    }

    /// Every node with its range and decoded value, every error: what must not differ.
    static func describe(_ tree: JSONSyntaxTree) -> [String] {
        var out = ["bytes \(tree.byteCount)"]
        out += tree.errors.map { "error \($0.range) \($0.related.map(\.description) ?? "-") \($0.message)" }
        func string(_ s: JSONString) -> String {
            "\(s.value.debugDescription) \(s.range) \(s.contentRange) \(s.isTerminated) \(s.escapes.map { "\($0.valueOffset):\($0.sourceOffset)" })"
        }
        func visit(_ node: JSONNode, _ depth: Int) {
            let pad = String(repeating: " ", count: depth)
            switch node.kind {
            case .object(let members):
                out.append("\(pad)object \(node.range)")
                for m in members {
                    out.append("\(pad) key \(string(m.key)) colon \(m.colon.map(String.init) ?? "-")")
                    if let v = m.value { visit(v, depth + 2) }
                }
            case .array(let items):
                out.append("\(pad)array \(node.range)")
                for item in items { visit(item, depth + 1) }
            case .string(let s): out.append("\(pad)string \(node.range) \(string(s))")
            case .number(let n):
                out.append("\(pad)number \(node.range) \(n.text) \(n.double) \(n.integer.map(String.init) ?? "-")")
            case .bool(let b): out.append("\(pad)bool \(node.range) \(b)")
            case .null: out.append("\(pad)null \(node.range)")
            case .invalid: out.append("\(pad)invalid \(node.range)")
            }
        }
        if let root = tree.root { visit(root, 0) }
        return out
    }
}

/// The line index updated around an edit against one built from scratch.
final class IncrementalLineIndexTests: XCTestCase {
    func testRandomEditsMatchAFullIndex() {
        var rng = SeededGenerator(seed: 5)
        let pieces = ["a", "é", "\n", "\r", "\r\n", "\n\r", " ", "日本"]
        var bytes = Array("ab\r\ncd\ref\n\ngh\r\r\n".utf8)
        var index = LineIndex(bytes)
        for step in 0..<5_000 {
            if step % 500 == 499 {
                bytes = Array("x\r\ny".utf8)
                index = LineIndex(bytes)
            }
            let start = Int(rng.next() % UInt64(bytes.count + 1))
            let end = min(bytes.count, start + Int(rng.next() % 3))
            let text = (0..<Int(rng.next() % 3)).flatMap { _ in
                Array(pieces[Int(rng.next() % UInt64(pieces.count))].utf8)
            }
            let before = bytes
            bytes.replaceSubrange(start..<end, with: text)
            let edit = ByteEdit(range: TextRange(start, end), newLength: text.count)
            index = LineIndex(bytes, previous: index, edit: edit)
            guard index.lineStarts == LineIndex(bytes).lineStarts else {
                XCTFail(
                    "step \(step): \(edit) turned \(before) into \(bytes): \(index.lineStarts) != \(LineIndex(bytes).lineStarts)"
                )
                return
            }
        }
    }
}
