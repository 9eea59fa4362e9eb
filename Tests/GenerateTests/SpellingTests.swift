import FormSpec
import Foundation
import TestSupport
import XCTest

@testable import FormSpecGenerate

/// Every enum case, colour and text style a spec can name is spelled in both languages, and
/// the spelling compiles against the stubs (written from Apple's and XLForm's headers).
final class SpellingTests: XCTestCase {
    /// Enums of the spec's own objects, set as typed properties (every case is in the corpus).
    static let propertyEnums: Set<String> = [
        "valueKind", "validatorType", "XLFormSectionOptions", "XLFormSectionInsertMode", "XLFormRowNavigationOptions",
        "XLFormPresentationMode", "UITableViewCellStyle", "XLFormLeftRightSelectorOptionLeftValueChangePolicy",
        "UIFontTextStyle", "NSCalendarIdentifier", "NSNumberFormatterStyle", "NSByteCountFormatterCountStyle",
    ]

    /// Every value a cell config can name: the key path enums' cases, calendars, colours and
    /// text styles, as KVC receives them.
    static var namedValues: [LiteralValue] {
        let catalog = Catalog.standard
        var values: [LiteralValue] = []
        for (name, info) in catalog.enums.sorted(by: { $0.key < $1.key }) where !propertyEnums.contains(name) {
            for enumCase in info.cases { values.append(.enumCase(enumName: name, caseName: enumCase.name)) }
        }
        values += catalog.enums["NSCalendarIdentifier"]!.cases.map { .calendar($0.name) }
        values += catalog.colors.map { .color(.named($0.name)) }
        values += catalog.enums["UIFontTextStyle"]!.cases.map { .font(.textStyle($0.name)) }
        return values
    }

    func testEveryCatalogEnumHasASpelling() {
        for name in Catalog.standard.enums.keys where !["valueKind", "validatorType"].contains(name) {
            XCTAssertNotNil(EnumSpellings.spelling(name), name)
        }
    }

    func testObjectiveCSpellingsCompile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = Self.namedValues.map { "        " + ObjCLiterals.object($0) + "," }
        let source =
            "#import <XLForm/XLForm.h>\n\nNSArray *everyNamedValue(void)\n{\n    return @[\n"
            + items.joined(separator: "\n") + "\n    ];\n}\n"
        let url = folder.appendingPathComponent("Spellings.m")
        try source.write(to: url, atomically: true, encoding: .utf8)
        let result = try Toolchain.checkObjC([url])
        XCTAssertEqual(result.status, 0, result.stderr)
        // A misspelled constant fails, so the check above means something.
        try source.replacingOccurrences(of: "UIKeyboardTypeASCIICapable)", with: "UIKeyboardTypeAsciiCapable)").write(
            to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try Toolchain.checkObjC([url]).status, 0)
    }

    func testSwiftSpellingsCompile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = Self.namedValues.map { "    " + XLFormSwiftLiterals.object($0) + "," }
        let source = "import XLForm\n\nlet everyNamedValue: [Any?] = [\n" + items.joined(separator: "\n") + "\n]\n"
        let url = folder.appendingPathComponent("Spellings.swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        let result = try SwiftStubs.typecheck([url])
        XCTAssertEqual(result.status, 0, result.stderr)
        try source.replacingOccurrences(of: "UIKeyboardType.URL.rawValue", with: "UIKeyboardType.url.rawValue").write(
            to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try SwiftStubs.typecheck([url]).status, 0)
    }
}
