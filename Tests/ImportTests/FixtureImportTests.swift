import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// The fixtures are forms written as XLForm's Objective-C and Swift examples write them; both
/// spellings of the same form must import to the same expected spec.
final class FixtureImportTests: XCTestCase {
    func imported(_ name: String) throws -> ImportedFile {
        CodeImporter.importFiles([(name, try ImportFixture.bytes(name))])[0]
    }

    func testObjectiveCFixtureImportsToTheExpectedSpec() throws {
        let file = try imported("AccountFormViewController.m")
        XCTAssertEqual(file.forms.map(\.name), ["AccountFormViewController"])
        XCTAssertEqual(file.forms[0].spec.json, try ImportFixture.json("AccountFormViewController.form.json"))
    }

    func testSwiftFixtureImportsToTheSameSpec() throws {
        let file = try imported("AccountFormViewController.swift")
        XCTAssertEqual(file.forms.map(\.name), ["AccountFormViewController"])
        XCTAssertEqual(file.forms[0].spec.json, try ImportFixture.json("AccountFormViewController.form.json"))
    }

    func testTheImportedSpecChecksClean() throws {
        for name in ["AccountFormViewController.m", "AccountFormViewController.swift"] {
            let file = try imported(name)
            let findings = file.forms[0].check().map { "\($0.code): \($0.message)" }
            XCTAssertEqual(findings, [], name)
        }
    }

    /// The delegate method that renames a row after the form is built is the only thing left out.
    func testChangesMadeAfterBuildingAreReportedWhereTheyAre() throws {
        for (name, line) in [("AccountFormViewController.m", "119:9"), ("AccountFormViewController.swift", "116:13")] {
            let file = try imported(name)
            XCTAssertEqual(file.diagnostics.map(\.code), [.importUnsupported], name)
            XCTAssertEqual(file.diagnostics.map { ImportFixture.location($0, in: file) }, [line], name)
            XCTAssertTrue(file.diagnostics[0].message.contains("changes the form at run time"), name)
            XCTAssertEqual(file.statements, file.importedStatements, "\(name): every statement of the builder imported")
            XCTAssertGreaterThan(file.statements, 60, name)
        }
    }

    /// Relative dates, formatters, the Add button's title and a popover row added on iPad only,
    /// in both languages: all imported. The spec reports the popover row as iPad-only; the code,
    /// which guards it, does not.
    func testTheShopFixtureImportsItsDatesFormattersAndIPadBranch() throws {
        let expected = try ImportFixture.json("ShopFormViewController.form.json")
        for name in ["ShopFormViewController.m", "ShopFormViewController.swift"] {
            let file = try imported(name)
            XCTAssertEqual(file.forms.map(\.name), ["ShopFormViewController"], name)
            XCTAssertEqual(file.forms.first?.spec.json, expected, name)
            XCTAssertEqual(file.diagnostics.map(\.message), [], name)
            XCTAssertEqual(file.statements, file.importedStatements, name)
            XCTAssertEqual(file.forms[0].check().map(\.code), [], name)
            let spec = SpecDocument(name: "Shop.form.json", text: file.forms[0].specText)
            XCTAssertEqual(Analyzer.analyze(spec).map(\.code), [.iPadOnlyRow], name)
        }
    }
}
