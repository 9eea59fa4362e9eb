import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// `check` on code: each diagnostic of the imported spec lands on the text it came from, at
/// the line and column (in characters) a person counts, on lines with accents, CJK and emoji.
final class CheckPositionTests: XCTestCase {
    struct Finding: Equatable {
        let code: String
        let location: String
        let text: String
    }

    func findings(_ file: ImportedFile) -> [Finding] {
        file.check().map {
            Finding(
                code: $0.code.rawValue, location: ImportFixture.location($0, in: file),
                text: ImportFixture.text($0.range, in: file))
        }
    }

    /// Where `needle` first is on the line of `source` containing `line`, counted in characters
    /// as an editor shows it: computed without the line index.
    func expected(_ needle: String, onLineWith line: String, in source: String) -> String {
        let lines = source.components(separatedBy: "\n")
        let number = lines.firstIndex { $0.contains(line) }!
        let text = lines[number]
        let at = text.range(of: needle)!.lowerBound
        return "\(number + 1):\(text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: at) + 1)"
    }

    func checkBrokenFixture(_ name: String, placeholder: String) throws {
        let bytes = try ImportFixture.bytes(name)
        let source = String(decoding: bytes, as: UTF8.self)
        let file = CodeImporter.importFiles([(name, bytes)])[0]
        XCTAssertEqual(file.diagnostics, [], "\(name): everything imported")
        XCTAssertEqual(
            findings(file),
            [
                Finding(
                    code: "unknown-row-type", location: expected("dateTimeInline", onLineWith: "Début", in: source),
                    text: "dateTimeInline"),
                Finding(
                    code: "unknown-tag", location: expected("alDay", onLineWith: "$alDay", in: source), text: "alDay"),
                Finding(
                    code: "unknown-keypath", location: expected("placeholdr", onLineWith: placeholder, in: source),
                    text: "placeholdr"),
            ], name)
        // The lines hold accents, CJK and emoji before the place: columns count characters.
        XCTAssertEqual(findings(file).first?.location, name.hasSuffix(".m") ? "18:77" : "18:60")
    }

    func testObjectiveCFindingsAreAtTheirPlaceInTheFile() throws {
        try checkBrokenFixture("BrokenFormViewController.m", placeholder: "cellConfig[@")
    }

    func testSwiftFindingsAreAtTheirPlaceInTheFile() throws {
        try checkBrokenFixture("BrokenFormViewController.swift", placeholder: "cellConfig[")
    }

    /// A one-form Objective-C file: `constants`, then a form with one section holding a text row
    /// tagged by `firstTag` and the rows `more` builds.
    func source(constants: String, firstTag: String, more: String) -> String {
        ImportFixture.objcMethod(
            """
            XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:\(firstTag) rowType:XLFormRowDescriptorTypeText];
            [section addFormRow:row];
            \(more)
            """, before: constants)
    }

    /// A tag that comes from a constant is reported at the constant's definition.
    func testFindingsOnATagConstantPointAtItsDefinition() throws {
        let source = source(
            constants: "#define kName @\"name\"\nNSString *const kOther = @\"name\";", firstTag: "kName",
            more: """
                    row = [XLFormRowDescriptor formRowDescriptorWithTag:kOther rowType:XLFormRowDescriptorTypeInteger];
                    [section addFormRow:row];
                """)
        let file = ImportFixture.importText(source)
        XCTAssertEqual(
            findings(file),
            [
                Finding(
                    code: "duplicate-tag", location: expected("name", onLineWith: "kOther =", in: source), text: "name")
            ])
        let duplicate = try XCTUnwrap(file.check().first)
        XCTAssertEqual(duplicate.related.map { ImportFixture.text($0.range, in: file) }, ["name"])
        XCTAssertEqual(
            duplicate.related.first?.range.start, source.utf8.count - source.drop { $0 != "@" }.utf8.count + 2)
    }

    /// A predicate folded from a format and a constant argument: a finding spanning both runs
    /// from the format's `$` to the end of the span in the format.
    func testFindingsOnAFoldedPredicateSpanTheFormat() throws {
        let source = source(
            constants: "NSString *const kName = @\"name\";", firstTag: "kName",
            more: """
                    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"age" rowType:XLFormRowDescriptorTypeInteger];
                    row.hidden = [NSString stringWithFormat:@"$%@ == 3", kName];
                    [section addFormRow:row];
                """)
        let file = ImportFixture.importText(source)
        let comparison = try XCTUnwrap(findings(file).first { $0.code == "predicate-type" }, "\(findings(file))")
        XCTAssertEqual(comparison.location, expected("$%@", onLineWith: "row.hidden", in: source))
        XCTAssertEqual(comparison.text, "$%@ == 3")
    }

    func testSeverityOverridesApplyToImportWarningsToo() throws {
        let file = ImportFixture.importText(
            """
            @implementation T
            - (void)initializeForm {
                XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
                form.disabled = [self isLocked];
            }
            @end
            """)
        XCTAssertEqual(file.check().map(\.code), [.importUnsupported])
        XCTAssertEqual(file.check(options: .init(severityOverrides: [.importUnsupported: nil])).map(\.code), [])
        XCTAssertEqual(
            file.check(options: .init(severityOverrides: [.importUnsupported: .error])).map(\.severity), [.error])
    }
}

/// Files read together share constants; a finding on a value from another file's constant is
/// placed at its use in this file, where the positions mean something.
final class CrossFilePositionTests: XCTestCase {
    func testAConstantOfAnotherFileIsReportedAtItsUse() throws {
        let constants = "// Tags 日本 👍\nlet kType = \"dateTimeInline\"\nlet kCell = UIKeyboardTypeEmailAddress\n"
        let form = """
            func makeForm() -> XLFormDescriptor {
                let form = XLFormDescriptor(title: "F")
                let section = XLFormSectionDescriptor()
                form.addFormSection(section)
                let row = XLFormRowDescriptor(tag: "when", rowType: kType)
                section.addFormRow(row)
                return form
            }
            """
        let files = CodeImporter.importFiles([("Tags.swift", Array(constants.utf8)), ("Form.swift", Array(form.utf8))])
        let found = files[1].check()
        XCTAssertEqual(found.map(\.code), [.unknownRowType])
        XCTAssertEqual(found.map { ImportFixture.text($0.range, in: files[1]) }, ["kType"])
    }

    func testEnumConstantsThatDropTypeFromTheirEnumsName() {
        let file = ImportFixture.importText(
            ImportFixture.objcMethod(
                """
                XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:@"b" rowType:XLFormRowDescriptorTypeButton];
                row.cellConfig[@"accessoryType"] = @(UITableViewCellAccessoryDisclosureIndicator);
                row.cellConfig[@"textLabel.textAlignment"] = @(NSTextAlignmentCenter);
                [section addFormRow:row];
                """))
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(
            file.forms.first?.spec.json["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first?["cellConfig"],
            ["accessoryType": "disclosureIndicator", "textLabel.textAlignment": "center"])
        XCTAssertEqual(file.check().map(\.code), [])
    }
}
