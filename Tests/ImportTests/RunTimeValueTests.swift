import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// Values XLForm apps make when the form is built (dates from now, formatters) and branches on
/// the device: imported where the format has them, reported precisely where it does not.
final class RunTimeValueTests: XCTestCase {
    func rows(_ spec: JSONValue?) -> [JSONValue] {
        spec?["sections"]?.arrayValue?.first?["rows"]?.arrayValue ?? []
    }

    /// The row has no value and the one warning says why.
    func assertValueReported(
        _ spec: JSONValue?, _ warnings: [String], because why: String, line: UInt = #line
    ) {
        XCTAssertNil(rows(spec).first?["value"], line: line)
        XCTAssertEqual(warnings.count, 1, line: line)
        XCTAssertTrue(warnings.first?.contains("'value' not imported: \(why)") == true, "\(warnings)", line: line)
    }

    func testDatesFromNowInEverySpelling() {
        let objc = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                row.value = [NSDate dateWithTimeIntervalSinceNow:-3600];
                [row.cellConfig setObject:[[NSDate alloc] init] forKey:@"minimumDate"];
                [row.cellConfig setObject:[[NSDate date] dateByAddingTimeInterval:1.5] forKey:@"maximumDate"];
                """)
        XCTAssertEqual(objc.warnings, [])
        XCTAssertEqual(rows(objc.spec).first?["value"], ["timeIntervalSinceNow": -3600] as JSONValue)
        XCTAssertEqual(
            rows(objc.spec).first?["cellConfig"],
            ["minimumDate": ["timeIntervalSinceNow": 0], "maximumDate": ["timeIntervalSinceNow": 1.5]] as JSONValue)
        let swift = ImportFixture.swiftBody(
            ConstructTests.swiftForm + """
                row.value = Date() + 90
                row.cellConfig["minimumDate"] = NSDate(timeIntervalSinceNow: TimeInterval(60 * 2))
                row.cellConfig["maximumDate"] = Date.now.addingTimeInterval(60) - 30
                """)
        XCTAssertEqual(swift.warnings, [])
        XCTAssertEqual(rows(swift.spec).first?["value"], ["timeIntervalSinceNow": 90] as JSONValue)
        XCTAssertEqual(
            rows(swift.spec).first?["cellConfig"],
            ["minimumDate": ["timeIntervalSinceNow": 120], "maximumDate": ["timeIntervalSinceNow": 30]] as JSONValue)
    }

    func testCompoundAssignmentsCountThroughALoop() {
        let (spec, warnings) = ImportFixture.swiftBody(
            ConstructTests.swiftForm + """
                var days = 0
                for title in ["A", "B"] {
                    days += 2
                    let extra = XLFormRowDescriptor(tag: nil, rowType: XLFormRowDescriptorTypeDateInline, title: title)
                    extra.value = Date(timeIntervalSinceNow: TimeInterval(86400 * days))
                    section.addFormRow(extra)
                }
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            rows(spec).dropFirst().map { $0["value"] },
            [["timeIntervalSinceNow": 172800], ["timeIntervalSinceNow": 345600]])
    }

    func testEnumerationBlocksOverKnownListsAreLoops() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                NSArray *days = @[@"Today", @"Tomorrow"];
                [days enumerateObjectsUsingBlock:^(id title, NSUInteger i, BOOL *stop) {
                    XLFormRowDescriptor *day = [XLFormRowDescriptor formRowDescriptorWithTag:nil rowType:XLFormRowDescriptorTypeDateInline];
                    day.title = title;
                    day.value = [NSDate dateWithTimeIntervalSinceNow:86400 * i];
                    [section addFormRow:day];
                }];
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            Array(rows(spec).dropFirst()),
            [
                ["rowType": "dateInline", "title": "Today", "value": ["timeIntervalSinceNow": 0]],
                ["rowType": "dateInline", "title": "Tomorrow", "value": ["timeIntervalSinceNow": 86400]],
            ])
    }

    func testADateFromNowByAComputedIntervalIsReported() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + "row.value = [NSDate dateWithTimeIntervalSinceNow:[self delay]];")
        assertValueReported(spec, warnings, because: "a date from now by an interval not known before run time")
    }

    func testFormattersTheFormatCannotNameAreReported() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                row.valueFormatter = [NSDateFormatter new];
                NSNumberFormatter *f = [NSNumberFormatter new];
                f.maximumFractionDigits = 2;
                [row setValueFormatter:f];
                """)
        XCTAssertEqual(rows(spec).first?["valueFormatter"], [:] as JSONValue)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("date formatter"), warnings[0])
        XCTAssertTrue(warnings[1].contains("'maximumFractionDigits' not imported"), warnings[1])
    }

    func testSettersSentAsMessagesSetTheProperty() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                [row setTitle:@"Name"];
                [row setRequired:YES];
                [section setFooterTitle:@"End"];
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(rows(spec).first?["title"], "Name")
        XCTAssertEqual(rows(spec).first?["required"], true)
        XCTAssertEqual(spec?["sections"]?.arrayValue?.first?["footerTitle"], "End")
    }

    func testLocationValuesAreReportedAsHavingNoSpecForm() {
        let (spec, warnings) = ImportFixture.swiftBody(
            ConstructTests.swiftForm + "row.value = CLLocation(latitude: -33, longitude: -56)")
        assertValueReported(spec, warnings, because: "a CLLocation, which the spec format has no value for")
    }

    /// Outside an idiom check, a popover row is reported at its row type in the code.
    func testAPopoverRowOutsideAnIdiomCheckIsReported() {
        let text = ImportFixture.objcMethod(
            """
            XLFormRowDescriptor *size = [XLFormRowDescriptor formRowDescriptorWithTag:@"size" rowType:XLFormRowDescriptorTypeSelectorPopover];
            size.selectorOptions = @[@"S"];
            [section addFormRow:size];
            """)
        let file = ImportFixture.importText(text)
        let found = file.check().filter { $0.code == .iPadOnlyRow }
        XCTAssertEqual(found.map { ImportFixture.text($0.range, in: file) }, ["XLFormRowDescriptorTypeSelectorPopover"])
    }

    /// A branch on iPad that adds a row iPhones have too would put it in every device's form.
    func testAnIPadBranchAddingOtherRowsIsReportedAtItsCondition() {
        let body = """
            if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                XLFormRowDescriptor *extra = [XLFormRowDescriptor formRowDescriptorWithTag:@"extra" rowType:XLFormRowDescriptorTypeSelectorPush];
                [section addFormRow:extra];
            }
            """
        let text = ImportFixture.objcMethod(body)
        let file = ImportFixture.importText(text)
        XCTAssertEqual(rows(file.forms.first?.spec.json).count, 0)
        XCTAssertEqual(file.diagnostics.count, 1)
        let d = file.diagnostics[0]
        XCTAssertTrue(d.message.contains("it adds rows iPhones have too (selectorPush)"), d.message)
        XCTAssertEqual(
            ImportFixture.text(d.range, in: file), "UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad")
        XCTAssertEqual(file.statements - file.importedStatements, 3)
    }

    func testBranchesOnTheIdiomWithAnElseOrOnPhonesAreNotImported() {
        let withElse = ImportFixture.swiftBody(
            ConstructTests.swiftForm + """
                if UIDevice.current.userInterfaceIdiom == .pad {
                    row.title = "Wide"
                } else {
                    row.title = "Narrow"
                }
                """)
        XCTAssertNil(rows(withElse.spec).first?["title"])
        XCTAssertEqual(withElse.warnings.count, 1)
        XCTAssertTrue(withElse.warnings[0].hasPrefix("'if': control flow"), withElse.warnings[0])
        let phone = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                if (UIUserInterfaceIdiomPhone == [[UIDevice currentDevice] userInterfaceIdiom]) {
                    row.title = @"Narrow";
                }
                """)
        XCTAssertNil(rows(phone.spec).first?["title"])
        XCTAssertEqual(phone.warnings.count, 1)
        XCTAssertTrue(phone.warnings[0].contains("it is taken on 'phone' devices"), phone.warnings[0])
    }
}
