import FormSpecJSON
import TestSupport
import XCTest

@testable import FormSpec

/// A document made from the previous one and an edit (tree reparsed around the edit, model rows
/// reused), analysed with the caches analyses keep, against a fresh parse of the same text
/// analysed from scratch: same model, same diagnostics, after every edit of random typing in
/// keys, titles, tags and predicates.
final class IncrementalDocumentTests: XCTestCase {
    /// Another catalog: nothing kept under the standard one applies to its analyses.
    static let scratch = CatalogLoader.load(CatalogSource.all)

    static let spec = #"""
        {
          "title": "Incremental",
          "disabled": "$locked == 1",
          "customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number", "keyPaths": {"stars": "NSInteger", "tint": "UIColor"}}},
          "sections": [
            {"title": "First", "hidden": "$on == 0", "rows": [
              {"tag": "name", "rowType": "text", "title": "Name", "required": true,
               "cellConfig": {"textField.placeholder": "Name"}, "validators": [{"type": "regex", "regex": "^[a-z]+$", "msg": "Letters"}]},
              {"tag": "kind", "rowType": "selectorPush", "value": "a", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, "b"],
               "hidden": "$name == nil OR $name contains[c] 'x'"},
              {"tag": "on", "rowType": "booleanSwitch", "title": "On", "value": false, "disabled": "$kind == 'b'"},
              {"tag": "count", "rowType": "stepCounter", "value": 3, "hidden": "$count > 2 AND $missing == 1"},
              {"tag": "stars", "rowType": "rating", "value": "4", "cellConfig": {"stars": 3, "tint": "red", "textLabel.font": 12},
               "cellConfigAtConfigure": {"textLabel.text": "x"}, "action": {"viewControllerClass": "A", "viewControllerNibName": "B"}},
              {"rowType": "selectorPush", "title": "Pick", "value": "c", "selectorOptions": ["a", "b"], "requireMsg": "%d %@ %@",
               "hidden": "$kind == 'c' OR $stars == 'x'", "disabled": "$on == 'a' OR $name > 3"}
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
            XCTAssertEqual(Analyzer.analyze(incremental), Analyzer.analyze(fresh, catalog: Self.scratch), context)
            document = incremental
        }
    }

    /// `document` with the first `old` of its text replaced by `new`, made from it as an editor
    /// session makes it (rows whose content the edit leaves share what their analyses kept).
    static func edited(_ document: SpecDocument, _ old: String, _ new: String) -> SpecDocument {
        let text = document.text
        guard let range = text.range(of: old) else { preconditionFailure("no \(old) in \(text)") }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let edit = ByteEdit(range: TextRange(start, start + old.utf8.count), newLength: new.utf8.count)
        return SpecDocument(
            lines: LineIndex(Array(text.replacingCharacters(in: range, with: new).utf8)), previous: document, edit: edit
        )
    }

    /// Each document analysed after the one before it (what rows kept reused where it still
    /// applies) and afresh under another catalog: the same findings.
    static func assertAnalysesFollow(_ documents: [SpecDocument], file: StaticString = #filePath, line: UInt = #line) {
        for document in documents {
            XCTAssertEqual(
                Analyzer.analyze(document), Analyzer.analyze(SpecDocument(bytes: document.bytes), catalog: scratch),
                document.text, file: file, line: line)
        }
    }

    /// Rows whose content stays the same while the `customRowTypes` they use change: the row
    /// rules' findings for them must follow the declarations, not come from what the row kept.
    func testRowFindingsFollowTheDeclaredRowTypes() {
        let row = #"{"tag": "r", "rowType": "rating", "value": "4", "cellConfig": {"stars": 3}}"#
        let declarations =
            #"{"rating": {"cellClass": "RatingCell", "valueType": "number", "keyPaths": {"stars": "NSInteger"}}}"#
        var document = SpecDocument(text: #"{"customRowTypes": \#(declarations), "sections": [{"rows": [\#(row)]}]}"#)
        var documents = [document]
        for (old, new) in [
            ("number", "string"), ("stars\": \"NSInteger", "star\": \"NSInteger"), ("rating\": {", "ratings\": {"),
            ("ratings", "rating"), ("string", "number"), ("star\": \"NSInteger", "stars\": \"NSInteger"),
        ] {
            document = Self.edited(document, old, new)
            documents.append(document)
        }
        Self.assertAnalysesFollow(documents)
        XCTAssertGreaterThan(
            Set(documents.map { Analyzer.analyze($0).count }).count, 1, "the edits change the findings")
    }

    /// A predicate whose text stays the same while the row it reads changes (its type, its
    /// options, its value, the `customRowTypes` it uses): `predicate-type` must follow the row,
    /// not the domain kept for the row's old content.
    func testPredicateTypeFollowsTheRowsRead() {
        let reader = #"{"title": "R", "rowType": "text", "hidden": "$k == 'c'"}"#
        let declarations = #"{"rating": {"cellClass": "RatingCell", "valueType": "number"}}"#
        let read = #"{"tag": "k", "rowType": "selectorPush", "selectorOptions": ["a", "b"], "value": "a"}"#
        var document = SpecDocument(
            text: #"{"customRowTypes": \#(declarations), "sections": [{"rows": [\#(read), \#(reader)]}]}"#)
        var documents = [document]
        var finds = [true]
        for (old, new, found) in [
            ("\"b\"]", "\"c\"]", false), ("\"c\"]", "\"b\"]", true), ("\"value\": \"a\"", "\"value\": \"c\"", false),
            ("\"value\": \"c\"", "\"value\": \"a\"", true), ("selectorPush", "text", false),
            ("\"text\", \"sel", "\"rating\", \"sel", true),
            ("number", "string", false), ("string", "number", true),
        ] {
            document = Self.edited(document, old, new)
            documents.append(document)
            finds.append(found)
        }
        Self.assertAnalysesFollow(documents)
        XCTAssertEqual(documents.map { Analyzer.analyze($0).contains { $0.code == .predicateType } }, finds)
    }

    /// The same row content where messages name the row differently: an untagged row by its
    /// position in a section, which the schema rule names by its title.
    func testRowFindingsFollowTheRowsName() {
        let untagged = #"{"rowType": "selectorPush", "value": "c", "selectorOptions": ["a"], "titel": "x"}"#
        var document = SpecDocument(text: #"{"sections": [{"title": "First", "rows": [\#(untagged)]}]}"#)
        var documents = [document]
        for (old, new) in [("First", "Second"), ("Second", "")] {
            document = Self.edited(document, old, new)
            documents.append(document)
        }
        Self.assertAnalysesFollow(documents)
        XCTAssertTrue(Analyzer.analyze(documents[1]).contains { $0.message.contains("section 1 'Second'") })
    }

    /// Sections after an edit that only moved them are made from the sections before: every
    /// place moved, the contents of their rows and templates (with what analyses kept) shared,
    /// and the model and findings those of a fresh parse.
    func testAnEditAboveSectionsMovesThemWhole() {
        let sections = (0..<12).map { i in
            #"{"title": "S\#(i)", "footerTitle": "F\#(i)", "hidden": "$t\#(i) == 1", "multivaluedTag": "m\#(i)", "#
                + #""sectionOptions": ["canInsert", "canDelete"], "sectionInsertMode": "button", "#
                + #""multivaluedAddButton": {"title": "Add \#(i)"}, "#
                + #""multivaluedRowTemplate": {"tag": "item\#(i)", "rowType": "text", "hidden": "$t\#(i) == 0"}, "#
                + #""rows": [{"tag": "t\#(i)", "rowType": "booleanSwitch", "title": "T\#(i)", "disabled": "$x == 1"}, "#
                + #"{"rowType": "text", "title": "U\#(i)", "cellConfig": {"textField.placeholder": "p"}}]}"#
        }
        let text = #"{"title": "Form", "sections": ["# + sections.joined(separator: ", ") + "]}"
        let before = SpecDocument(text: text)
        _ = Analyzer.analyze(before)
        var documents: [SpecDocument] = []
        // Inside literals, so that the tree is reparsed around the edit: the form's title, then
        // a middle and the last section's.
        for (old, new, edited) in [("Form", "Formula", -1), ("S5", "Sixth", 5), ("F11", "Footer 11", 11)] {
            let previous = documents.last ?? before
            let after = Self.edited(previous, old, new)
            let fresh = SpecDocument(bytes: after.bytes)
            XCTAssertEqual(Self.describe(after.form), Self.describe(fresh.form), "\(old) → \(new)")
            for (i, (a, b)) in zip(after.form!.sections, previous.form!.sections).enumerated() where i > edited {
                XCTAssertNotEqual(a.node.start, b.node.start, "section \(i) moved")
                XCTAssertTrue(a.content === b.content, "section \(i)")
                XCTAssertTrue(a.template!.content === b.template!.content, "template of section \(i)")
                XCTAssertTrue(zip(a.rows, b.rows).allSatisfy { $0.content === $1.content }, "rows of section \(i)")
            }
            for (i, (a, b)) in zip(after.form!.sections, previous.form!.sections).enumerated() where i < edited {
                XCTAssertTrue(a === b, "section \(i), before the edit, is taken over as it is")
            }
            documents.append(after)
        }
        Self.assertAnalysesFollow(documents)
    }

    /// An edit above sections leaves their rows as they are: the rows and the template are
    /// the previous version's records (the same storage, not copies), each read at its new place.
    func testAnEditAboveSectionsSharesTheirRows() {
        let row = #"{"tag": "t", "rowType": "text", "title": "T", "hidden": "$t == 1"}"#
        let section = #"{"title": "S", "multivaluedRowTemplate": \#(row), "rows": [\#(row), \#(row), \#(row)]}"#
        let text =
            #"{"title": "Form", "sections": ["# + Array(repeating: section, count: 8).joined(separator: ", ") + "]}"
        let before = SpecDocument(text: text)
        let after = Self.edited(before, "Form", "Formula")
        XCTAssertEqual(Self.describe(after.form), Self.describe(SpecDocument(bytes: after.bytes).form))
        func storage(_ rows: SectionRows) -> UnsafeRawPointer? {
            rows.records.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        for (a, b) in zip(after.form!.sections, before.form!.sections) {
            XCTAssertEqual(a.node.start, b.node.start + 3)
            XCTAssertEqual(storage(a.rows), storage(b.rows), "section \(a.index)")
            XCTAssertTrue(a.template!.record.content === b.template!.record.content)
            XCTAssertEqual(zip(a.rows, b.rows).map { $0.node.start - $1.node.start }, [3, 3, 3])
            XCTAssertEqual(a.template!.node.start - b.template!.node.start, 3)
        }
    }

    /// Mostly one character typed or deleted inside a string literal, sometimes anywhere.
    static func randomEdit(_ document: SpecDocument, _ rng: inout SeededGenerator) -> ([UInt8], ByteEdit) {
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
            // What analyses kept differs by design: a fresh document has kept nothing yet.
            if value is SectionContent {
                out += "content"
                return
            }
            // So does what the document's analyses carry from one version to the next.
            if value is DocumentLineage {
                out += "lineage"
                return
            }
            // Made when first read.
            if value is MadeOnce<[Row]> {
                out += "flattened"
                return
            }
            // Rows are kept relative to their section's start and placed when read.
            if let rows = value as? SectionRows {
                visit(Array(rows), depth: depth)
                return
            }
            // A row's properties are read from its node when asked.
            if let row = value as? Row {
                let properties: [(String, Any?)] = [
                    ("position", row.position), ("node", row.node), ("tag", row.tag), ("rowType", row.rowType),
                    ("title", row.title), ("value", row.value), ("required", row.required),
                    ("requireMsg", row.requireMsg), ("hidden", row.hidden), ("disabled", row.disabled),
                    ("validators", row.validators), ("selectorOptions", row.selectorOptions),
                    ("selectorTitle", row.selectorTitle), ("noValueDisplayText", row.noValueDisplayText),
                    ("cellConfigs", row.cellConfigs), ("height", row.height), ("cellStyle", row.cellStyle),
                    ("cellClass", row.cellClass), ("valueTransformer", row.valueTransformer), ("action", row.action),
                ]
                out += "Row("
                for (label, property) in properties {
                    out += "\(label): "
                    visit(property as Any, depth: depth + 1)
                    out += ", "
                }
                out += ")"
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
