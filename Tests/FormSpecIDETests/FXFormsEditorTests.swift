import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Completion and hover in FXForms field files.
final class FXFormsEditorTests: XCTestCase {
    let engine = CompletionEngine()
    let hover = HoverEngine()
    let project = ProjectConfiguration(
        path: "/p/formspec.config.json",
        bytes: Array(
            #"""
            {"appClasses": {"TermsViewController": {"kind": "viewController", "doc": "Shows the terms."},
                            "StarCell": {"kind": "cell", "superclass": "FXFormBaseCell", "keyPaths": {"stars.count": "integer"}}},
             "fieldTypes": {"stars": {"cell": "StarCell", "class": "NSNumber"}}}
            """#.utf8))

    func complete(_ marked: String) -> (CursorFixture, CompletionList) {
        let f = CursorFixture(marked, dialect: .fxforms)
        return (f, engine.complete(in: f.document, at: f.offset, project: project))
    }

    func hoverText(_ marked: String) -> String? {
        let f = CursorFixture(marked, dialect: .fxforms)
        return hover.hover(in: f.document, at: f.offset, project: project)?.markdown
    }

    func testFieldKeysThenTheCellsKeyPaths() {
        let (f, list) = complete(#"[{"key": "email", "‸"}]"#)
        let sorted = list.items.sorted { $0.sortText < $1.sortText }.map(\.label)
        XCTAssertEqual(
            Array(sorted.prefix(3)), ["type", "title", "class"], "FXForms' keys first, without the one present")
        XCTAssertFalse(list.labels.contains("key"))
        XCTAssertTrue(list.labels.contains("textField"), "the email field's cell is FXFormTextFieldCell")
        guard let title = list.item("title") else { return }
        XCTAssertEqual(f.applying(title), #"[{"key": "email", "title": }]"#)
        XCTAssertTrue(title.documentation?.contains("FXFormFieldTitle") ?? false)
        // A switch field has no textField.
        let (_, boolean) = complete(#"[{"key": "on", "type": "boolean", "‸"}]"#)
        XCTAssertTrue(boolean.labels.contains("switchControl"))
        XCTAssertFalse(boolean.labels.contains("textField"))
    }

    func testKeyPathSegmentsAndTraitKeys() {
        let (f, list) = complete(#"[{"key": "name", "textField.‸"}]"#)
        XCTAssertTrue(list.labels.contains("placeholder"))
        XCTAssertFalse(list.labels.contains("type"), "after a dot only key paths")
        guard let caps = list.item("autocapitalizationType") else { return }
        XCTAssertEqual(f.applying(caps), #"[{"key": "name", "textField.autocapitalizationType": }]"#)
        XCTAssertTrue(caps.documentation?.contains("applies it itself") ?? false, caps.documentation ?? "")
        XCTAssertTrue(caps.sortText.hasPrefix("1"), "applied by the cell: not discouraged")
        let (_, view) = complete(#"[{"key": "about", "type": "longtext", "textView.‸"}]"#)
        XCTAssertTrue(view.item("autocapitalizationType")?.sortText.hasPrefix("3") ?? false, "through KVC: last")
        // An app cell's declared key paths.
        let (_, app) = complete(#"[{"key": "r", "type": "stars", "stars.‸"}]"#)
        XCTAssertEqual(app.labels, ["count"])
    }

    func testValues() {
        let (f, types) = complete(#"[{"key": "a", "type": "‸"}]"#)
        XCTAssertTrue(types.labels.starts(with: ["default", "label", "text"]))
        XCTAssertEqual(types.item("longtext")?.detail, "FXFormTextViewCell · NSString")
        XCTAssertEqual(types.item("stars")?.detail, "StarCell · app")
        guard let email = types.item("email") else { return }
        XCTAssertEqual(f.applying(email), #"[{"key": "a", "type": "email"}]"#)
        let (_, cells) = complete(#"[{"key": "a", "cell": "‸"}]"#)
        XCTAssertTrue(cells.labels.contains("FXFormStepperCell"))
        XCTAssertTrue(cells.labels.contains("StarCell"))
        XCTAssertFalse(cells.labels.contains("XLFormTextFieldCell"), "XLForm cells are not FXForms cells")
        let (_, controllers) = complete(#"[{"key": "a", "viewController": "‸"}]"#)
        XCTAssertTrue(controllers.labels.contains("TermsViewController"))
        XCTAssertTrue(controllers.labels.contains("FXFormViewController"))
        let (_, classes) = complete(#"[{"key": "a", "class": "‸"}]"#)
        XCTAssertTrue(classes.labels.contains("NSIndexSet"))
        // Enum key paths take raw values, labelled by case.
        let (g, raw) = complete(#"[{"key": "a", "textField.autocapitalizationType": ‸}]"#)
        guard let words = raw.items.first(where: { $0.detail?.hasPrefix("words") ?? false }) else {
            return XCTFail("\(raw.items.map(\.detail))")
        }
        XCTAssertEqual(g.applying(words), #"[{"key": "a", "textField.autocapitalizationType": 1}]"#)
        // A default of an index-storing field offers indexes.
        let (_, indexes) = complete(#"[{"key": "g", "class": "NSNumber", "options": ["F", "M"], "default": ‸}]"#)
        XCTAssertEqual(indexes.labels, ["0", "1"])
        let (_, options) = complete(#"[{"key": "g", "options": ["F", "M"], "default": "‸"}]"#)
        XCTAssertEqual(options.labels, ["F", "M"])
    }

    func testTheObjectForm() {
        let (_, members) = complete(#"{"fields": ["email"], "‸"}"#)
        XCTAssertEqual(members.labels, ["extraFields", "excludedFields", "emailField"])
        let (_, excluded) = complete(#"{"fields": ["email", "name"], "excludedFields": ["‸"]}"#)
        XCTAssertEqual(excluded.labels, ["email", "name"])
        // Inside a <key>Field override the field's cell applies.
        let (_, override) = complete(#"{"fields": ["email"], "emailField": {"‸"}}"#)
        XCTAssertTrue(override.labels.contains("textField"))
    }

    func testHoverOnAFieldShowsWhatFXFormsInfers() throws {
        let email = try XCTUnwrap(hoverText(#"[{"header": "Account", "key": "emailAd‸dress"}]"#))
        XCTAssertTrue(email.contains("Type: `email` — key ends in `emailaddress`"), email)
        XCTAssertTrue(email.contains("Class: `NSString` — implied by the type `email`"), email)
        XCTAssertTrue(email.contains("`emailAddress` → \"Email Address\""), email)
        XCTAssertTrue(email.contains("Cell: `FXFormTextFieldCell`"), email)
        XCTAssertTrue(email.contains("Section 1 \"Account\""), email)
        let item = try XCTUnwrap(hoverText(#"["a", "home‸Phone"]"#))
        XCTAssertTrue(item.contains("Type: `phone` — key ends in `phone`"), item)
        let reset = try XCTUnwrap(hoverText(#"[‸{"key": "g", "type": "option", "options": ["x"]}]"#))
        XCTAssertTrue(reset.contains("resets the type to `default` because it has options"), reset)
        XCTAssertTrue(reset.contains("first option"), reset)
    }

    func testHoverOnKeysTypesClassesAndValues() throws {
        XCTAssertTrue(try XCTUnwrap(hoverText(#"[{"key": "a", "opt‸ions": []}]"#)).contains("FXFormFieldOptions"))
        let type = try XCTUnwrap(hoverText(#"[{"key": "a", "type": "pass‸word"}]"#))
        XCTAssertTrue(type.contains("Cell: `FXFormTextFieldCell`"), type)
        XCTAssertTrue(type.contains("`secureTextEntry`"), type)
        let app = try XCTUnwrap(hoverText(#"[{"key": "a", "viewController": "Terms‸ViewController"}]"#))
        XCTAssertTrue(app.contains("Shows the terms."), app)
        XCTAssertTrue(app.contains("`UIViewController`"), app)
        let raw = try XCTUnwrap(hoverText(#"[{"key": "a", "textField.keyboardType": 7‸}]"#))
        XCTAssertTrue(raw.contains("`emailAddress`"), raw)
        let segment = try XCTUnwrap(hoverText(#"[{"key": "a", "textField.place‸holder": "x"}]"#))
        XCTAssertTrue(segment.contains("**placeholder**"), segment)
        let diagnostic = CursorFixture(#"[{"key": "a", "cont‸roller": "V"}]"#, dialect: .fxforms)
        let found = Analyzer.analyze(diagnostic.document)
        let withNote = try XCTUnwrap(hover.hover(in: diagnostic.document, at: diagnostic.offset, diagnostics: found))
        XCTAssertTrue(withNote.markdown.contains("controller-key"), withNote.markdown)
    }

    func testDeferredDocumentationResolvesForFieldFiles() throws {
        let lazy = CompletionEngine(eagerDocumentation: false)
        let f = CursorFixture(#"[{"key": "a", "textField.‸"}]"#, dialect: .fxforms)
        let item = try XCTUnwrap(lazy.complete(in: f.document, at: f.offset).items.first { $0.label == "keyboardType" })
        XCTAssertNil(item.documentation)
        let resolved = lazy.resolve(item, in: f.document)
        XCTAssertTrue(resolved.documentation?.contains("applies it itself") ?? false, resolved.documentation ?? "")
        let type = try XCTUnwrap(
            lazy.complete(in: CursorFixture(#"[{"type": "‸"}]"#, dialect: .fxforms).document, at: 10).items.first)
        XCTAssertNotNil(lazy.resolve(type, in: nil).documentation)
    }

    func testFormattingAFieldFile() throws {
        let document = SpecDocument(
            text: #"[{"title":"T","key":"a","textField.placeholder":"x"},"b"]"#, dialect: .fxforms)
        // Known keys in FXForms' order, key paths after them.
        let formatted = try Formatter.format(document, options: FormatOptions(sortKeys: true)).get()
        XCTAssertEqual(formatted, #"[{"key": "a", "title": "T", "textField.placeholder": "x"}, "b"]"# + "\n")
        let narrow = try Formatter.format(document, options: FormatOptions(width: 40)).get()
        XCTAssertEqual(
            narrow,
            "[\n  {\n    \"title\": \"T\",\n    \"key\": \"a\",\n    \"textField.placeholder\": \"x\"\n  },\n  \"b\"\n]\n"
        )

    }

    /// The preferred fix of each finding applied to the text.
    func fixed(_ text: String) -> [String: String] {
        let document = SpecDocument(text: text, dialect: .fxforms)
        var result: [String: String] = [:]
        for d in Analyzer.analyze(document) {
            guard let action = CodeActions.fixes(for: [d], in: document).first(where: \.isPreferred) else { continue }
            var bytes = Array(text.utf8)
            for edit in action.edits.sorted(by: { $0.range.start > $1.range.start }) {
                bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
            }
            result[d.code.rawValue] = String(decoding: bytes, as: UTF8.self)
        }
        return result
    }

    func testQuickFixes() {
        XCTAssertEqual(
            fixed(#"[{"key": "a", "titel": "A"}]"#)["unknown-keypath"], #"[{"key": "a", "title": "A"}]"#)
        XCTAssertEqual(
            fixed(#"[{"key": "a", "textField.autocapitalizationType": "words"}]"#)["keypath-value"],
            #"[{"key": "a", "textField.autocapitalizationType": 1}]"#, "a case name becomes its raw value")
        XCTAssertEqual(
            fixed(#"[{"key": "a", "type": "nubmer"}]"#)["unknown-field-type"], #"[{"key": "a", "type": "number"}]"#)
        XCTAssertEqual(
            fixed(#"[{"key": "a", "class": "NSArary"}]"#)["unknown-class"], #"[{"key": "a", "class": "NSArray"}]"#)
        XCTAssertEqual(
            fixed(#"[{"key": "a", "controller": "V"}]"#)["controller-key"], #"[{"key": "a", "viewController": "V"}]"#)
        XCTAssertEqual(fixed(#"[{"key": "a", "value": 1}]"#)["field-property"], #"[{"key": "a", "default": 1}]"#)
        XCTAssertEqual(
            fixed(#"[{"key": "a", "class": "NSNumber", "options": ["x", "y"], "default": "y"}]"#)["default-value"],
            #"[{"key": "a", "class": "NSNumber", "options": ["x", "y"], "default": 1}]"#, "the option's index")
        XCTAssertEqual(
            fixed(#"[{"key": "a", "options": ["red", "blue"], "default": "bleu"}]"#)["default-value"],
            #"[{"key": "a", "options": ["red", "blue"], "default": "blue"}]"#)
        XCTAssertEqual(
            fixed(#"{"fields": ["email"], "emialField": {}}"#)["ineffective-attribute"],
            #"{"fields": ["email"], "emailField": {}}"#)
    }

    /// Every offset of a field file, whole and cut off anywhere: completion and hover answer
    /// without trapping, and every edit stays inside the text.
    func testEveryOffsetOfWholeAndTruncatedFieldFiles() {
        let text = #"""
            {"fields": [{"header": "A", "key": "email", "textField.keyboardType": 7, "options": ["x", 1],
              "template": {"type": "text", "template": {}}}, "name", {"title": "Go", "action": "go:"}],
             "excludedFields": ["name"], "emailField": {"placeholder": "é 👍"}}
            """#
        let bytes = Array(text.utf8)
        // The whole text at every offset; texts cut off at a spread of places, at some offsets.
        for cut in [bytes.count] + Array(stride(from: 0, to: bytes.count, by: 29)) {
            let document = SpecDocument(bytes: Array(bytes[..<cut]), dialect: .fxforms)
            _ = Analyzer.analyze(document, options: AnalysisOptions(project: project))
            for offset in stride(from: 0, through: cut, by: cut == bytes.count ? 1 : 11) {

                for item in engine.complete(in: document, at: offset, project: project).items {
                    XCTAssertTrue(
                        item.edit.range.start >= 0 && item.edit.range.end <= cut, "\(cut) \(offset) \(item.label)")
                }
                if let h = hover.hover(in: document, at: offset, project: project) {
                    XCTAssertTrue(h.range.start >= 0 && h.range.end <= cut)
                }
            }
        }
    }

    /// XLForm specs see the project's shared row types and app cells in completion and hover.
    func testTheProjectConfigurationInXLFormSpecs() throws {
        let shared = ProjectConfiguration(
            path: "/p/formspec.config.json",
            bytes: Array(
                #"{"customRowTypes": {"rating": {"cellClass": "RatingCell", "keyPaths": {"stars.count": "integer"}}}}"#
                    .utf8))
        let f = CursorFixture(#"{"sections": [{"rows": [{"tag": "r", "rowType": "rat‸"}]}]}"#)
        let labels = engine.complete(in: f.document, at: f.offset, project: shared).items.map(\.label)
        XCTAssertTrue(labels.contains("rating"), "\(labels)")
        XCTAssertFalse(engine.complete(in: f.document, at: f.offset).items.map(\.label).contains("rating"))
        let g = CursorFixture(
            #"{"sections": [{"rows": [{"tag": "r", "rowType": "rating", "cellConfig": {"stars.‸"}}]}]}"#)
        XCTAssertEqual(engine.complete(in: g.document, at: g.offset, project: shared).items.map(\.label), ["count"])
        let h = CursorFixture(#"{"sections": [{"rows": [{"tag": "r", "rowType": "rat‸ing"}]}]}"#)
        let markdown = try XCTUnwrap(hover.hover(in: h.document, at: h.offset, project: shared)?.markdown)
        XCTAssertTrue(markdown.contains("RatingCell"), markdown)
    }
}
