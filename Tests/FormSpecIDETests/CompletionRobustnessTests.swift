import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Broken documents, non-ASCII text before the cursor, deferred documentation and the predicate hook.
final class CompletionRobustnessTests: XCTestCase {
    func testUnclosedContainersEverywhere() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.‸"#)
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(
            f.applying(placeholder),
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField.placeholder": "#)
        let (_, rows) = complete("{\"sections\": [{\"rows\": [{\"rowType\": \"text\",\n  ‸")
        XCTAssertTrue(rows.labels.contains("title"))
        let (_, section) = complete("{\"sections\": [{\"rows\": [{\"rowType\": \"text\"}],\n ‸")
        XCTAssertTrue(section.labels.contains("footerTitle"), "\(section.labels)")
        XCTAssertFalse(section.labels.contains("rows"))
    }

    func testAnUnclosedObjectInsideAClosedArray() {
        let (_, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", ‸ ]}]}"#)
        XCTAssertTrue(list.labels.contains("title"))
        let (_, next) = complete("{\"sections\": [{\"rows\": [{\"rowType\": \"text\",\n], ‸\n}]}")
        XCTAssertTrue(next.labels.contains("footerTitle"), "back in the section after the rows array: \(next.labels)")
    }

    func testMissingColonAndStrayTokensDoNotCrash() {
        for marked in [
            #"{"sections" ‸"#, #"{"sections": [{"rows": [{"rowType" "te‸"}]}]}"#, "{‸", "‸{}", "[‸]", #"{"a": tru‸"#,
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"": ‸}}]}]}"#, #"{"sections": [1, 2, ‸]}"#,
            "‸",
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textField..‸"}}]}]}"#,
        ] {
            _ = complete(marked)
        }
        XCTAssertEqual(complete("‸").1.labels, [])
        XCTAssertEqual(complete(#"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {".‸"}}]}]}"#).1.labels, [])
    }

    func testNonASCIITextBeforeTheCursorKeepsByteOffsetsExact() {
        let marked =
            #"{"title": "Café 日本 👍", "sections": [{"title": "Ünïcødé 👍🏽", "rows": [{"tag": "é", "rowType": "text", "title": "日本語", "cellConfig": {"textField.pl‸"}}]}]}"#
        let (f, list) = complete(marked)
        guard let placeholder = list.item("placeholder") else { return }
        XCTAssertEqual(placeholder.edit.range.start, f.offset - 2)
        XCTAssertEqual(
            f.applying(placeholder),
            marked.replacingOccurrences(of: "textField.pl‸\"", with: "textField.placeholder\": "))
        let (g, types) = complete(#"{"title": "👍", "sections": [{"rows": [{"title": "日本", "rowType": "dat‸"}]}]}"#)
        if let date = types.item("dateInline") {
            XCTAssertEqual(
                g.applying(date), #"{"title": "👍", "sections": [{"rows": [{"title": "日本", "rowType": "dateInline"}]}]}"#
            )
        }
        let (h, values) = complete(
            #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": ["é", "👍"], "value": "‸"}]}]}"#)
        if let thumb = values.item("👍") {
            XCTAssertEqual(
                h.applying(thumb),
                #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": ["é", "👍"], "value": "👍"}]}]}"#
            )
        }
    }

    func testDeferredDocumentationResolvesFromTheKey() {
        let lazy = CompletionEngine(eagerDocumentation: false)
        let (f, list) = complete(
            #"{"sections": [{"rows": [{"rowType": "email", "cellConfigAtConfigure": {"textField.‸"}}]}]}"#, with: lazy)
        guard let keyboard = list.item("keyboardType") else { return }
        XCTAssertNil(keyboard.documentation)
        guard let key = keyboard.resolveKey else { return XCTFail("no resolve key") }
        XCTAssertEqual(CompletionResolveKey(json: key.json), key)
        let resolved = lazy.resolve(keyboard, in: f.document)
        XCTAssertTrue(
            resolved.documentation?.contains("Overwritten by -update: the email row type") ?? false,
            resolved.documentation ?? "")
        for key in [
            CompletionResolveKey.property(object: "row", name: "title"), .rowType("text"), .validatorType("regex"),
            .enumCase(enumName: "UIKeyboardType", caseName: "url"), .color("systemRed"),
            .keyPathType("enum:UIKeyboardType"),
            .cellClass("XLFormSwitchCell"),
        ] {
            XCTAssertEqual(CompletionResolveKey(json: key.json), key)
            XCTAssertNotNil(lazy.documentation(for: key, in: nil), "\(key)")
        }
        XCTAssertNil(CompletionResolveKey(json: ["kind": "nope", "name": "x"]))
    }

    func testPredicateStringsGoToThePredicateProvider() {
        let (_, none) = complete(#"{"sections": [{"rows": [{"rowType": "text", "hidden": "$‸"}]}]}"#)
        XCTAssertEqual(none.labels, [], "no predicate completion until the predicate language plugs in")
        let recorder = RecordingPredicates()
        let engine = CompletionEngine(predicates: recorder)
        let (f, list) = complete(#"{"sections": [{"title": "é", "hidden": "$a == ‸1"}]}"#, with: engine)
        XCTAssertEqual(list.labels, ["from predicates"])
        XCTAssertTrue(list.isIncomplete)
        let request = recorder.last
        XCTAssertEqual(request?.property, "hidden")
        XCTAssertEqual(request?.literal.value, "$a == 1")
        XCTAssertEqual(request?.valueOffset, 6)
        XCTAssertEqual(request?.offset, f.offset)
        XCTAssertEqual(request?.owner.value("title")?.stringValue, "é")
        // A boolean condition still completes true/false.
        XCTAssertEqual(
            complete(#"{"sections": [{"rows": [{"rowType": "text", "disabled": ‸}]}]}"#, with: engine).1.labels,
            ["true", "false"])
    }
}

/// Records the request and answers with one item, as the predicate language will.
final class RecordingPredicates: PredicateCompletionProvider, PredicateHoverProvider, @unchecked Sendable {
    private(set) var last: PredicateRequest?

    func completions(for request: PredicateRequest) -> CompletionList {
        last = request
        let item = CompletionItem(
            label: "from predicates", kind: .text, edit: TextEdit(range: .empty(at: request.offset), newText: "x"),
            sortText: "0")
        return CompletionList(items: [item], isIncomplete: true)
    }

    func hover(for request: PredicateRequest) -> Hover? {
        last = request
        return Hover(markdown: "predicate", range: request.literal.range)
    }
}
