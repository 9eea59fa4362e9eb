import FormSpec
import FormSpecIDE
import FormSpecJSON
import XCTest

/// Every quick fix is applied and the result re-analysed: the diagnostic it targets is gone and
/// nothing new appears.
final class CodeActionTests: XCTestCase {
    func applyPreferredFix(_ code: DiagnosticCode, _ text: String, title: String? = nil) throws -> String {
        let document = SpecDocument(text: text)
        let diagnostics = Analyzer.analyze(document)
        let target = try XCTUnwrap(diagnostics.first { $0.code == code }, "no \(code) in \(text)")
        let actions = CodeActions.fixes(for: [target], in: document)
        let action = try XCTUnwrap(title.map { t in actions.first { $0.title == t } } ?? actions.first { $0.isPreferred } ?? actions.first)
        let fixed = TextEdit.apply(action.edits, to: text)
        let after = Analyzer.analyze(SpecDocument(text: fixed))
        XCTAssertFalse(after.contains { $0.code == code }, "\(code) still reported after '\(action.title)': \(fixed)")
        XCTAssertEqual(after.filter { $0.code != code }.map(\.message), diagnostics.filter { $0.code != code }.map(\.message), "fix introduced findings")
        return fixed
    }

    let wrap = { (rows: String) in #"{"sections": [{"rows": ["# + rows + "]}]}" }

    func testUnknownPropertyIsRenamed() throws {
        XCTAssertEqual(try applyPreferredFix(.unknownProperty, wrap(#"{"tag": "a", "rowType": "text", "titel": "A"}"#)),
                       wrap(#"{"tag": "a", "rowType": "text", "title": "A"}"#))
    }

    func testUnknownRowTypeIsReplaced() throws {
        XCTAssertEqual(try applyPreferredFix(.unknownRowType, wrap(#"{"tag": "a", "rowType": "emial"}"#)), wrap(#"{"tag": "a", "rowType": "email"}"#))
    }

    func testInvalidEnumValueIsReplaced() throws {
        let text = #"{"sections": [{"sectionInsertMode": "lastrow", "rows": []}]}"#
        XCTAssertEqual(try applyPreferredFix(.invalidValue, text), #"{"sections": [{"sectionInsertMode": "lastRow", "rows": []}]}"#)
    }

    func testDuplicatePropertyIsRemovedWithItsComma() throws {
        XCTAssertEqual(try applyPreferredFix(.duplicateProperty, wrap(#"{"tag": "a", "title": "x", "rowType": "text", "title": "y"}"#)),
                       wrap(#"{"tag": "a", "rowType": "text", "title": "y"}"#))
        let multiline = "{\"sections\": [],\n  \"title\": \"a\",\n  \"title\": \"b\"\n}"
        XCTAssertEqual(try applyPreferredFix(.duplicateProperty, multiline), "{\"sections\": [],\n  \"title\": \"b\"\n}")
    }

    func testMissingMessageIsAddedInTheObjectsStyle() throws {
        XCTAssertEqual(try applyPreferredFix(.missingValidatorMessage, wrap(#"{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "x"}]}"#)),
                       wrap(#"{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "x", "msg": "Invalid value"}]}"#))
        let multiline = wrap("{\"tag\": \"a\", \"rowType\": \"text\", \"validators\": [{\n    \"type\": \"regex\",\n    \"regex\": \"x\"\n  }]}")
        XCTAssertTrue(try applyPreferredFix(.missingValidatorMessage, multiline).contains("\"regex\": \"x\",\n    \"msg\": \"Invalid value\"\n"))
    }

    func testValueNotInOptionsOffersEachOption() throws {
        let text = wrap(#"{"tag": "a", "rowType": "selectorPush", "value": "gold", "selectorOptions": ["silver", {"formValue": 3, "formDisplayText": "Bronze"}]}"#)
        let document = SpecDocument(text: text)
        let actions = CodeActions.fixes(for: Analyzer.analyze(document), in: document)
        XCTAssertEqual(actions.map(\.title), [#"Use option "silver""#, "Use option 3"])
        XCTAssertTrue(try applyPreferredFix(.valueNotInOptions, text, title: "Use option 3").contains(#""value": 3"#))
    }

    func testUnknownKeyPathIsReplaced() throws {
        XCTAssertEqual(try applyPreferredFix(.unknownKeyPath, wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textLabel.color": "#FF0000"}}"##)),
                       wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textLabel.textColor": "#FF0000"}}"##))
    }

    func testIneffectiveKeyMovesToCellConfig() throws {
        // The only key: the whole cellConfigAtConfigure goes, cellConfig is created.
        XCTAssertEqual(try applyPreferredFix(.ineffectiveConfig, wrap(##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.textColor": "#333333"}}"##)),
                       wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textField.textColor": "#333333"}}"##))
        // One of several keys, into an existing cellConfig.
        let text = wrap(##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.placeholder": "P", "textField.textColor": "#333333"}, "cellConfig": {"textField.textAlignment": "right"}}"##)
        XCTAssertEqual(try applyPreferredFix(.ineffectiveConfig, text),
                       wrap(##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.placeholder": "P"}, "cellConfig": {"textField.textAlignment": "right", "textField.textColor": "#333333"}}"##))
    }
}
