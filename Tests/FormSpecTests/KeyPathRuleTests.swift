import FormSpec
import FormSpecJSON
import XCTest

/// Each key path code against a fixture that must trigger it (exact ranges, in order) and one
/// that must stay silent (no diagnostic of any code).
final class KeyPathRuleTests: XCTestCase {
    private func assertFindings(
        _ path: String, _ code: DiagnosticCode, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) -> [Fixture.Finding] {
        let found = Fixture.findings("KeyPaths/\(path)", codes: [code], file: file, line: line)
        XCTAssertEqual(found.map(\.text), expected, "\(found)", file: file, line: line)
        return found
    }

    private func assertClean(_ path: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = Fixture.findings("KeyPaths/\(path)", file: file, line: line)
        XCTAssertTrue(found.isEmpty, "expected no diagnostics, got \(found)", file: file, line: line)
    }

    func testUnknownKeyPathReportsTheFailingSegmentWithRankedSuggestions() {
        let found = assertFindings(
            "unknown-keypath.trigger.form.json", .unknownKeyPath,
            ["textField", "color", "textFeild", "ratnig", "starColour", "isHidden", "length", "\"textField.\""])
        guard found.count == 8 else { return }
        XCTAssertTrue(found[0].diagnostic.message.contains("XLFormSwitchCell"), found[0].diagnostic.message)
        XCTAssertTrue(
            found[0].diagnostic.message.contains("belongs to XLFormTextFieldCell"), found[0].diagnostic.message)
        XCTAssertEqual(found[1].diagnostic.suggestions.first, "textColor")
        XCTAssertEqual(found[1].diagnostic.data?["replacements"]?.arrayValue?.first, "textLabel.textColor")
        XCTAssertEqual(found[1].diagnostic.data?["class"], "UILabel")
        XCTAssertEqual(found[2].diagnostic.suggestions, ["textField"])
        XCTAssertEqual(found[3].diagnostic.suggestions, ["rating"])
        XCTAssertEqual(found[4].diagnostic.suggestions, ["starColor"])
        XCTAssertEqual(found[5].diagnostic.suggestions.first, "hidden")
        XCTAssertTrue(found[5].diagnostic.message.contains("XLFormRightDetailCell"), found[5].diagnostic.message)
        XCTAssertTrue(found[6].diagnostic.message.contains("not an object"), found[6].diagnostic.message)
        XCTAssertEqual(found.map(\.diagnostic.severity), Array(repeating: .warning, count: 8))
    }

    func testUnknownKeyPathStaysSilentOnKnownCustomAndOpaqueKeyPaths() {
        assertClean("unknown-keypath.clean.form.json")
    }

    func testKeyPathValueReportsEachWrongValue() {
        let found = assertFindings(
            "keypath-value.trigger.form.json", .keyPathValue,
            [
                "\"yes\"", "null",
                "1", "{\"text\": \"x\"}", "\"red\"", "\"#FFF\"", "\"blu\"", "\"rigth\"", "3",
                "{\"name\": \"Helvetica\"}", "\"bodyy\"", "0",
                "1.5", "{\"x\": 0}", "\"view\"", "null", "12",
                "0", "\"10\"", "\"2026-13-01\"", "\"english\"", "\"link\"",
            ])
        guard found.count == 22 else { return }
        let messages = found.map(\.diagnostic.message)
        XCTAssertTrue(messages[1].contains("setNilValueForKey"), messages[1])
        XCTAssertTrue(messages[2].contains("readonly"), messages[2])
        XCTAssertTrue(messages[3].contains("textLabel.text"), messages[3])
        XCTAssertTrue(messages[4].contains("CGColorRef"), messages[4])
        XCTAssertEqual(found[6].diagnostic.suggestions.first, "blue")
        XCTAssertEqual(found[7].diagnostic.suggestions, ["right"])
        XCTAssertEqual(found[8].diagnostic.suggestions, ["checkmark"])
        XCTAssertEqual(found[10].diagnostic.suggestions, ["body"])
        XCTAssertTrue(messages[13].contains("CGRect"), messages[13])
        XCTAssertTrue(messages[17].contains("above 0"), messages[17])
        XCTAssertEqual(found[18].diagnostic.suggestions, ["10"])
        XCTAssertEqual(found.map(\.diagnostic.severity), Array(repeating: .error, count: 22))
    }

    func testKeyPathValueAcceptsTheValueConventions() {
        assertClean("keypath-value.clean.form.json")
    }

    func testIneffectiveConfigNamesTheTargetDictionary() {
        let found = assertFindings(
            "ineffective-config.trigger.form.json", .ineffectiveConfig,
            [
                "\"textLabel.text\"", "\"textField.textColor\"", "\"textLabel.font\"", "\"textField.keyboardType\"",
                "\"accessoryType\"",
                "\"textLabel.text\"", "\"accessoryType\"",
            ])
        guard found.count == 7 else { return }
        XCTAssertEqual(found[0].diagnostic.data?["target"], "cellConfig")
        XCTAssertTrue(found[0].diagnostic.message.contains("move it to cellConfig"))
        XCTAssertEqual(found[2].diagnostic.data?["cell"], "XLFormTextFieldCell")
        XCTAssertEqual(found[3].diagnostic.data?["rowType"], "email")
        XCTAssertTrue(found[3].diagnostic.message.contains("\"emailAddress\""), found[3].diagnostic.message)
        XCTAssertEqual(found[5].diagnostic.data?["target"], .null)
        XCTAssertTrue(found[5].diagnostic.message.contains("option cell"), found[5].diagnostic.message)
    }

    func testIneffectiveConfigAcceptsUpdateKeysInCellConfig() {
        assertClean("ineffective-config.clean.form.json")
    }

    func testUnsafeKeyPathSuggestsCellPropertyOrRowType() {
        let found = assertFindings(
            "unsafe-keypath.trigger.form.json", .unsafeKeyPath,
            [
                "\"textField.returnKeyType\"", "\"textField.autocapitalizationType\"", "\"textField.secureTextEntry\"",
                "\"textView.keyboardType\"",
            ])
        guard found.count == 4 else { return }
        XCTAssertEqual(found[0].diagnostic.data?["alternatives"], ["returnKeyType", "nextReturnKeyType"])
        XCTAssertEqual(found[1].diagnostic.data?["rowTypes"], ["name"])
        XCTAssertEqual(found[2].diagnostic.data?["rowTypes"], ["password"])
        XCTAssertEqual(found[3].diagnostic.data?["rowTypes"], [])
        XCTAssertTrue(found[3].diagnostic.message.hasSuffix("set it in code"), found[3].diagnostic.message)
    }

    func testUnsafeKeyPathAcceptsCellLevelReturnKeysAndContentTypes() {
        assertClean("unsafe-keypath.clean.form.json")
    }

    func testDeclaredKeyPathTypesAreChecked() {
        let found = assertFindings(
            "custom-keypath-types.trigger.form.json", .invalidValue, ["\"nubmer\"", "\"enum:StarMode\"", "\"a..b\""])
        XCTAssertEqual(found.first?.diagnostic.suggestions, ["number"])
    }

    func testDeclaredKeyPathTypesAcceptTheGrammar() {
        assertClean("custom-keypath-types.clean.form.json")
    }

    func testEveryKeyPathCodeHasARule() {
        for code in [DiagnosticCode.unknownKeyPath, .keyPathValue, .ineffectiveConfig, .unsafeKeyPath] {
            XCTAssertTrue(Analyzer.reportableCodes.contains(code), "\(code)")
        }
    }
}
