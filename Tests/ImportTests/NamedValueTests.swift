import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// Values written by name in the spec (images, locales, time zones, calendars, Core Animation
/// constants, option sets, system colours), left/right option properties, app validators and
/// formatters made from a class name, and inline row types, in both languages.
final class NamedValueTests: XCTestCase {
    func row(_ spec: JSONValue?) -> JSONValue? { spec?["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first }

    func testKeyPathValuesWrittenByName() {
        let objc = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                row.cellConfig[@"textField.background"] = [UIImage imageNamed:@"Field"];
                row.cellConfig[@"datePicker.locale"] = [NSLocale localeWithLocaleIdentifier:@"fr_FR"];
                row.cellConfig[@"datePicker.timeZone"] = [NSTimeZone timeZoneWithName:@"Europe/Paris"];
                row.cellConfig[@"datePicker.calendar"] = [NSCalendar calendarWithIdentifier:NSCalendarIdentifierISO8601];
                row.cellConfig[@"layer.cornerCurve"] = kCACornerCurveContinuous;
                row.cellConfig[@"layer.maskedCorners"] = @(kCALayerMinXMinYCorner | kCALayerMaxXMaxYCorner);
                row.cellConfig[@"tintColor"] = [UIColor tintColor];
                row.cellConfig[@"textLabel.textColor"] = [UIColor colorWithRed:51 / 255.0 green:102 / 255.0 blue:153 / 255.0 alpha:1];
                """)
        let swift = ImportFixture.swiftBody(
            ConstructTests.swiftForm + """
                row.cellConfig["textField.background"] = UIImage(named: "Field")
                row.cellConfig["datePicker.locale"] = Locale(identifier: "fr_FR")
                row.cellConfig["datePicker.timeZone"] = TimeZone(identifier: "Europe/Paris")
                row.cellConfig["datePicker.calendar"] = Calendar(identifier: .iso8601)
                row.cellConfig["layer.cornerCurve"] = CALayerCornerCurve.continuous.rawValue
                row.cellConfig["layer.maskedCorners"] = CACornerMask([.layerMinXMinYCorner, .layerMaxXMaxYCorner]).rawValue
                row.cellConfig["tintColor"] = UIColor.tintColor
                row.cellConfig["textLabel.textColor"] = UIColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255, alpha: 1)
                """)
        let expected: JSONValue = [
            "textField.background": "Field", "datePicker.locale": "fr_FR", "datePicker.timeZone": "Europe/Paris",
            "datePicker.calendar": "iso8601", "layer.cornerCurve": "continuous",
            "layer.maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "tintColor": "tintColor",
            "textLabel.textColor": "#336699",
        ]
        for (language, result) in [("objc", objc), ("swift", swift)] {
            XCTAssertEqual(result.warnings, [], language)
            XCTAssertEqual(row(result.spec)?["cellConfig"], expected, language)
        }
    }

    func testAnImageIsNoRowValue() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + #"row.value = [UIImage imageNamed:@"avatar"];"#)
        XCTAssertNil(row(spec)?["value"])
        XCTAssertEqual(warnings, ["row 'r': 'value' not imported: an image has no spec form"])
    }

    func testLeftRightOptionPropertiesAndTheSelectedLeftOption() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                XLFormLeftRightSelectorOption *fruit = [XLFormLeftRightSelectorOption formLeftRightSelectorOptionWithLeftValue:@"Fruit" httpParameterKey:@"fruit" rightOptions:@[@"apple"]];
                fruit.noValueDisplayText = @"None";
                fruit.selectorTitle = @"Fruits";
                fruit.leftValueChangePolicy = XLFormLeftRightSelectorOptionLeftValueChangePolicyChooseFirstOption;
                fruit.rightSelectorControllerClass = [FruitPicker class];
                XLFormRowDescriptor *lr = [XLFormRowDescriptor formRowDescriptorWithTag:@"lr" rowType:XLFormRowDescriptorTypeSelectorLeftRight];
                lr.selectorOptions = @[fruit];
                lr.leftRightSelectorLeftOptionSelected = fruit;
                [section addFormRow:lr];
                """)
        XCTAssertEqual(warnings, [])
        let lr = spec?["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.last
        XCTAssertEqual(
            lr?["selectorOptions"],
            [
                [
                    "leftValue": "Fruit", "httpParameterKey": "fruit", "rightOptions": ["apple"],
                    "rightSelectorControllerClass": "FruitPicker", "noValueDisplayText": "None",
                    "selectorTitle": "Fruits", "leftValueChangePolicy": "chooseFirstOption",
                ]
            ])
        XCTAssertEqual(lr?["leftRightSelectorLeftOptionSelected"], "Fruit")
    }

    func testAppValidatorsAndFormattersMadeFromClassNames() {
        let (spec, warnings) = ImportFixture.objcBody(
            ConstructTests.objcForm + """
                [row addValidator:[[NSClassFromString(@"ZipValidator") alloc] init]];
                [row addValidator:[PostcodeValidator new]];
                row.valueFormatter = [[NSClassFromString(@"InitialsFormatter") alloc] init];
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            row(spec)?["validators"],
            [["type": "app", "class": "ZipValidator"], ["type": "app", "class": "PostcodeValidator"]])
        XCTAssertEqual(row(spec)?["valueFormatter"], ["class": "InitialsFormatter"])
    }

    func testInlineRowTypesOfCustomTypes() {
        let (spec, warnings) = ImportFixture.swiftBody(
            """
            XLFormViewController.cellClassesForRowDescriptorTypes()["when"] = WhenCell.self
            XLFormViewController.inlineRowDescriptorTypesForRowDescriptorTypes()["when"] = XLFormRowDescriptorTypeDatePicker
            let form = XLFormDescriptor(title: "F")
            let section = XLFormSectionDescriptor.formSection()
            form.addFormSection(section)
            section.addFormRow(XLFormRowDescriptor(tag: "w", rowType: "when"))
            """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(spec?["customRowTypes"], ["when": ["cellClass": "WhenCell", "inlineRowType": "datePicker"]])
    }

    /// Swift divides literals as the CGFloat they are passed as; Objective-C truncates.
    func testLiteralDivisionFollowsEachLanguage() {
        let swift = ImportFixture.swiftBody(ConstructTests.swiftForm + "row.height = 7 / 2")
        XCTAssertEqual(row(swift.spec)?["height"], 3.5)
        let objc = ImportFixture.objcBody(ConstructTests.objcForm + "row.height = 7 / 2;")
        XCTAssertEqual(row(objc.spec)?["height"], 3)
    }
}
