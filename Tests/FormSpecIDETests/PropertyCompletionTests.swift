import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Property names of the object under the cursor, in every typing state.
final class PropertyCompletionTests: XCTestCase {
    func testRowPropertiesBeforeAKeyIsTypedExcludePresentOnes() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", ‸}]}]}"#)
        XCTAssertTrue(list.labels.contains("tag"))
        XCTAssertTrue(list.labels.contains("cellConfigAtConfigure"))
        XCTAssertFalse(list.labels.contains("rowType"))
        XCTAssertFalse(list.labels.contains("sections"))
        guard let title = list.item("title") else { return }
        XCTAssertEqual(title.edit, TextEdit(range: .empty(at: f.offset), newText: "\"title\": "))
        XCTAssertEqual(title.snippet, "\"title\": \"$1\"")
        XCTAssertEqual(title.kind, .property)
        XCTAssertEqual(title.detail, "a string")
        XCTAssertTrue(title.documentation?.contains("Title shown in the cell.") ?? false)
        XCTAssertEqual(f.applying(title), #"{"sections": [{"rows": [{"rowType": "text", "title": }]}]}"#)
    }

    func testRequiredPropertiesSortFirst() {
        let (_, list) = complete("{‸}")
        let sorted = list.items.sorted { $0.sortText < $1.sortText }.map(\.label)
        XCTAssertEqual(sorted.first, "sections")
        XCTAssertEqual(Array(sorted.dropFirst().prefix(3)), ["$schema", "title", "disabled"])
        XCTAssertEqual(list.item("$schema")?.snippet, #""\$schema": "$1""#)
    }

    func testHalfTypedUnterminatedKeyIsReplacedFromItsContentStart() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "ti‸"#)
        guard let title = list.item("title") else { return }
        XCTAssertEqual(title.edit.range, TextRange(f.offset - 2, f.offset))
        XCTAssertEqual(title.edit.newText, "title\": ")
        XCTAssertEqual(f.applying(title), #"{"sections": [{"rows": [{"rowType": "text", "title": "#)
        XCTAssertNil(title.snippet)
    }

    func testHalfTypedKeyWithClosingQuoteGetsItsColon() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "ti‸"}]}]}"#)
        guard let title = list.item("title") else { return }
        XCTAssertEqual(title.edit.range, TextRange(f.offset - 2, f.offset + 1))
        XCTAssertEqual(f.applying(title), #"{"sections": [{"rows": [{"rowType": "text", "title": }]}]}"#)
    }

    /// `"req "title": …`: the lexer reads `"req "` as the key, its closing quote being the
    /// opening quote of `title`. The edit keeps that quote and completes the member.
    func testAKeyTypedInFrontOfAnotherKeyKeepsTheDocumentJSON() throws {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "req‸ "title": "x"}]}]}"#)
        let required = try XCTUnwrap(list.item("required"))
        XCTAssertEqual(
            f.applying(required), #"{"sections": [{"rows": [{"rowType": "text", "required": false, "title": "x"}]}]}"#)
        let noValue = try XCTUnwrap(list.item("requireMsg"))
        XCTAssertEqual(
            f.applying(noValue),
            #"{"sections": [{"rows": [{"rowType": "text", "requireMsg": "%@ can't be empty", "title": "x"}]}]}"#)
        for item in list.items {
            XCTAssertNoThrow(
                try JSONValue(decoding: Array(f.applying(item).utf8)), "\(item.label): \(f.applying(item))")
        }
        let (g, paths) = complete(
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"accessoryTy‸ "textField.placeholder": "p"}}]}]}"#
        )
        let accessory = try XCTUnwrap(paths.item("accessoryType"))
        XCTAssertEqual(
            g.applying(accessory),
            #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"accessoryType": "", "textField.placeholder": "p"}}]}]}"#
        )
    }

    func testKeyWithColonKeepsItsValue() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", "tit‸l": "Name"}]}]}"#)
        guard let title = list.item("title") else { return }
        XCTAssertEqual(title.edit, TextEdit(range: TextRange(f.offset - 3, f.offset + 1), newText: "title"))
        XCTAssertEqual(f.applying(title), #"{"sections": [{"rows": [{"rowType": "text", "title": "Name"}]}]}"#)
    }

    func testBareWordKeyIsQuoted() {
        let (f, list) = complete(#"{"sections": [{"rows": [{"rowType": "text", ti‸}]}]}"#)
        guard let title = list.item("title") else { return }
        XCTAssertEqual(title.edit.range, TextRange(f.offset - 2, f.offset))
        XCTAssertEqual(f.applying(title), #"{"sections": [{"rows": [{"rowType": "text", "title": }]}]}"#)
    }

    func testAfterAMemberWithoutCommaTheCommaIsAdded() {
        let (f, list) = complete("{\"sections\": [{\"rows\": [{\"rowType\": \"text\"\n  ‸\n}]}]}")
        guard let tag = list.item("tag") else { return }
        XCTAssertEqual(tag.additionalEdits, [TextEdit(range: .empty(at: f.range(of: "\"text\"").end), newText: ",")])
        XCTAssertEqual(f.applying(tag), "{\"sections\": [{\"rows\": [{\"rowType\": \"text\",\n  \"tag\": \n}]}]}")
        // After a comma nothing is added.
        let (_, withComma) = complete(#"{"sections": [{"rows": [{"rowType": "text", ‸}]}]}"#)
        XCTAssertEqual(withComma.item("tag")?.additionalEdits, [])
    }

    func testEachObjectKindOffersItsOwnProperties() {
        let cases: [(String, [String])] = [
            (#"{"sections": [{‸}]}"#, ["title", "footerTitle", "multivaluedTag", "sectionOptions", "rows"]),
            (
                #"{"sections": [{"rows": [{"rowType": "text", "validators": [{‸}]}]}]}"#,
                ["type", "regex", "msg", "length", "min", "max"]
            ),
            (
                #"{"sections": [{"rows": [{"rowType": "button", "action": {‸}}]}]}"#,
                ["viewControllerClass", "formSegueIdentifier", "formSelector"]
            ),
            (
                #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": [{‸}]}]}]}"#,
                ["formValue", "formDisplayText"]
            ),
            (
                #"{"sections": [{"rows": [{"rowType": "selectorLeftRight", "selectorOptions": [{"leftValue": "a", ‸}]}]}]}"#,
                ["rightOptions", "httpParameterKey"]
            ),
            (
                #"{"customRowTypes": {"rating": {‸}}, "sections": []}"#,
                ["cellClass", "baseCell", "valueType", "keyPaths", "doc"]
            ),
            (
                #"{"sections": [{"rows": [{"rowType": "text", "cellConfig": {"textLabel.font": {‸}}}]}]}"#,
                ["name", "size", "textStyle"]
            ),
            (#"{"sections": [{"multivaluedRowTemplate": {‸}}]}"#, ["rowType", "tag"]),
        ]
        for (marked, expected) in cases {
            let (_, list) = complete(marked)
            for label in expected {
                XCTAssertTrue(list.labels.contains(label), "\(label) missing in \(marked): \(list.labels)")
            }
        }
        let (_, option) = complete(
            #"{"sections": [{"rows": [{"rowType": "selectorPush", "selectorOptions": [{‸}]}]}]}"#)
        XCTAssertEqual(option.labels, ["formValue", "formDisplayText"])
    }

    func testAValidatorOffersWhatItsTypeTakes() {
        XCTAssertEqual(
            complete(#"{"sections": [{"rows": [{"rowType": "text", "validators": [{"type": "minLength", ‸}]}]}]}"#).1
                .labels, ["msg", "length"])
        XCTAssertEqual(
            complete(
                #"{"sections": [{"rows": [{"rowType": "text", "validators": [{"type": "range", "min": 1, ‸}]}]}]}"#
            ).1.labels, ["msg", "max"])
    }

    func testNothingInsideFreeKeyedObjects() {
        XCTAssertEqual(complete(#"{"customRowTypes": {‸}, "sections": []}"#).1.labels, [])
        XCTAssertEqual(complete(#"{"customRowTypes": {"r": {"keyPaths": {‸}}}}"#).1.labels, [])
    }
}
