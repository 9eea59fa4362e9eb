import FormSpec
import FormSpecImport
import FormSpecJSON
import XCTest

/// One construct at a time: what each spelling imports to, and what is reported instead.
final class ConstructTests: XCTestCase {
    func objc(_ body: String, file: String = "") -> (spec: JSONValue?, warnings: [String]) {
        ImportFixture.objcBody(body, file: file)
    }

    func swift(_ body: String, file: String = "") -> (spec: JSONValue?, warnings: [String]) {
        ImportFixture.swiftBody(body, file: file)
    }

    static let objcForm = """
        XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"F"];
        XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
        [form addFormSection:section];
        XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:@"r" rowType:XLFormRowDescriptorTypeText];
        [section addFormRow:row];

        """

    static let swiftForm = """
        let form = XLFormDescriptor(title: "F")
        let section = XLFormSectionDescriptor.formSection()
        form.addFormSection(section)
        let row = XLFormRowDescriptor(tag: "r", rowType: XLFormRowDescriptorTypeText)
        section.addFormRow(row)

        """

    func row(_ spec: JSONValue?) -> JSONValue? { spec?["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first }

    func testStringFormatsFoldOverConstants() {
        let file = """
            #define kA @"a"
            static NSString * const kB = @"b";
            """
        let (spec, warnings) = objc(
            Self.objcForm
                + #"row.hidden = [NSString stringWithFormat:@"$%@ == %d AND $%@ != '%@' AND %.1f < 100%%", kA, 4, kB, row, 2.25];"#,
            file: file)
        XCTAssertEqual(row(spec)?["hidden"], "$a == 4 AND $b != 'r' AND 2.3 < 100%")
        XCTAssertEqual(warnings, [])
    }

    func testSwiftInterpolationFoldsOverStaticLetsAndEnumRawValues() {
        let file = """
            struct Tags { static let A = "a" }
            enum Kind: String { case plain; case fancy = "Fancy" }
            """
        let (spec, warnings) = swift(
            Self.swiftForm + #"row.hidden = "$\(Tags.A) == '\(Kind.plain.rawValue)' OR $\(Kind.fancy) == \(3)""#,
            file: file)
        XCTAssertEqual(row(spec)?["hidden"], "$a == 'plain' OR $Fancy == 3")
        XCTAssertEqual(warnings, [])
    }

    func testAFormatOverARunTimeValueIsReported() {
        let (spec, warnings) = objc(
            Self.objcForm + #"row.hidden = [NSString stringWithFormat:@"$%@ == 0", [self tagName]];"#)
        XCTAssertNil(row(spec)?["hidden"])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("'hidden' not imported"), warnings[0])
    }

    /// NSPredicate objects do not get XLForm's `$tag` → `$tag.value` rewrite (facts §5a).
    func testPredicateObjectsAreImportedAndReportedWhenTheyReadTheRowItself() {
        let qualified = objc(
            Self.objcForm + #"row.hidden = [NSPredicate predicateWithFormat:@"$r.value == %@", @"x"];"#)
        XCTAssertEqual(row(qualified.spec)?["hidden"], #"$r.value == "x""#)
        XCTAssertEqual(qualified.warnings, [])
        let bare = swift(Self.swiftForm + #"row.disabled = NSPredicate(format: "$r == 0")"#)
        XCTAssertEqual(row(bare.spec)?["disabled"], "$r == 0")
        XCTAssertEqual(bare.warnings.count, 1)
        XCTAssertTrue(bare.warnings[0].contains("'$r' is the row itself"), bare.warnings[0])
    }

    func testLiteralsOfEverySpelling() {
        let objcRows = objc(
            Self.objcForm + """
                row.value = @YES;
                row.required = YES;
                row.height = 60.5;
                row.cellConfig[@"textField.enabled"] = @NO;
                row.cellConfig[@"textField.alpha"] = @(0.5);
                row.cellConfig[@"textField.tag"] = @-3;
                row.cellConfig[@"textField.text"] = nil;
                row.cellConfig[@"textField.placeholder"] = @"a" @"b";
                """)
        XCTAssertEqual(
            row(objcRows.spec),
            [
                "tag": "r", "rowType": "text", "value": true, "required": true, "height": 60.5,
                "cellConfig": [
                    "textField.enabled": false, "textField.alpha": 0.5, "textField.tag": -3, "textField.text": nil,
                    "textField.placeholder": "ab",
                ],
            ])
        let swiftRows = swift(
            Self.swiftForm + """
                row.value = true
                row.isRequired = true
                row.height = 60.5
                row.cellConfig["textField.enabled"] = false
                row.cellConfig["textField.alpha"] = 0.5
                row.cellConfig["textField.tag"] = -3
                row.cellConfig["textField.text"] = nil
                row.cellConfig["textField.placeholder"] = "a" + "b"
                """)
        XCTAssertEqual(row(swiftRows.spec), row(objcRows.spec))
    }

    func testCellConfigEnumsColoursAndFonts() {
        let (spec, warnings) = objc(
            Self.objcForm + """
                [row.cellConfigAtConfigure setObject:@(UIKeyboardTypeEmailAddress) forKey:@"textField.keyboardType"];
                [row.cellConfig setValue:[UIColor redColor] forKey:@"textLabel.textColor"];
                row.cellConfig[@"backgroundColor"] = [UIColor colorWithWhite:0.5 alpha:0.5];
                row.cellConfig[@"textLabel.font"] = [UIFont fontWithName:@"Helvetica" size:15];
                row.cellConfig[@"detailTextLabel.font"] = [UIFont boldSystemFontOfSize:12];
                row.cellConfig[@"textField.font"] = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                row.cellConfig[XLFormTextFieldLengthPercentage] = @0.3;
                [row.cellConfigIfDisabled addEntriesFromDictionary:@{@"textLabel.textColor": [UIColor grayColor]}];
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(row(spec)?["cellConfigAtConfigure"], ["textField.keyboardType": "emailAddress"])
        XCTAssertEqual(
            row(spec)?["cellConfig"],
            [
                "textLabel.textColor": "red", "backgroundColor": "#80808080",
                "textLabel.font": ["name": "Helvetica", "size": 15],
                "detailTextLabel.font": ["name": "boldSystem", "size": 12],
                "textField.font": ["textStyle": "body"], "textFieldLengthPercentage": 0.3,
            ])
        XCTAssertEqual(row(spec)?["cellConfigIfDisabled"], ["textLabel.textColor": "gray"])
        let swiftSpec = swift(
            Self.swiftForm + """
                row.cellConfigAtConfigure["textField.keyboardType"] = UIKeyboardType.emailAddress.rawValue
                row.cellConfig["textLabel.textColor"] = UIColor.red
                row.cellConfig["textField.font"] = UIFont.preferredFont(forTextStyle: .body)
                row.cellConfig["textLabel.font"] = UIFont(name: "Helvetica", size: 15)!
                """)
        XCTAssertEqual(swiftSpec.warnings, [])
        XCTAssertEqual(row(swiftSpec.spec)?["cellConfigAtConfigure"], ["textField.keyboardType": "emailAddress"])
        XCTAssertEqual(
            row(swiftSpec.spec)?["cellConfig"],
            [
                "textLabel.textColor": "red", "textField.font": ["textStyle": "body"],
                "textLabel.font": ["name": "Helvetica", "size": 15],
            ])
    }

    func testSectionConstructorsOptionsAndInsertModes() {
        let (spec, _) = objc(
            """
            XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
            [form addFormSection:[XLFormSectionDescriptor formSectionWithTitle:@"A" sectionOptions:XLFormSectionOptionCanReorder]];
            [form addFormSection:[XLFormSectionDescriptor formSectionWithTitle:@"B" multivaluedSection:YES]];
            XLFormSectionDescriptor *c = [XLFormSectionDescriptor formSectionWithTitle:@"C" sectionOptions:XLFormSectionOptionCanInsert sectionInsertMode:XLFormSectionInsertModeLastRow];
            c.multivaluedTag = @"cs";
            c.multivaluedRowTemplate = [XLFormRowDescriptor formRowDescriptorWithTag:nil rowType:XLFormRowDescriptorTypeName];
            [form addFormSection:c atIndex:0];
            """)
        XCTAssertEqual(
            spec?["sections"],
            [
                [
                    "title": "C", "multivaluedTag": "cs", "sectionOptions": ["canInsert"],
                    "sectionInsertMode": "lastRow",
                    "multivaluedRowTemplate": ["rowType": "name"],
                ],
                ["title": "A", "sectionOptions": ["canReorder"]],
                ["title": "B", "sectionOptions": ["canInsert", "canDelete"]],
            ])
        let swiftSpec = swift(
            """
            let form = XLFormDescriptor()
            form.addFormSection(XLFormSectionDescriptor.formSection(withTitle: "A", sectionOptions: [.canReorder, .canDelete], sectionInsertMode: .button))
            """)
        XCTAssertEqual(
            swiftSpec.spec?["sections"],
            [["title": "A", "sectionOptions": ["canReorder", "canDelete"], "sectionInsertMode": "button"]])
    }

    func testFormLevelProperties() {
        let (spec, warnings) = objc(
            """
            XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"F"];
            form.disabled = YES;
            form.assignFirstResponderOnShow = YES;
            form.endEditingTableViewOnScroll = NO;
            form.rowNavigationOptions = XLFormRowNavigationOptionNone;
            form.rowNavigationOptions |= XLFormRowNavigationOptionSkipCanNotBecomeFirstResponderRow;
            """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            spec,
            [
                "title": "F", "disabled": true, "assignFirstResponderOnShow": true,
                "endEditingTableViewOnScroll": false,
                "rowNavigationOptions": ["skipCanNotBecomeFirstResponderRow"], "sections": [],
            ])
    }

    func testActionsSeguesAndSelectors() {
        let (spec, warnings) = objc(
            Self.objcForm + """
                row.action.viewControllerStoryboardId = @"Map";
                row.action.formSegueClass = NSClassFromString(@"UIStoryboardPushSegue");
                row.action.formSelector = NSSelectorFromString(@"didTap:");
                row.valueTransformer = [MyTransformer class];
                row.cellClass = @"MyCell";
                row.cellStyle = UITableViewCellStyleSubtitle;
                """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            row(spec)?["action"],
            ["viewControllerStoryboardId": "Map", "formSegueClass": "UIStoryboardPushSegue", "formSelector": "didTap:"])
        XCTAssertEqual(row(spec)?["valueTransformer"], "MyTransformer")
        XCTAssertEqual(row(spec)?["cellClass"], "MyCell")
        XCTAssertEqual(row(spec)?["cellStyle"], "subtitle")
        let swiftSpec = swift(
            Self.swiftForm + """
                row.action.viewControllerNibName = "MapViewController"
                row.action.formSelector = #selector(T.didTap(_:))
                row.valueTransformer = MyTransformer.self
                row.cellStyle = .subtitle
                """)
        XCTAssertEqual(swiftSpec.warnings, [])
        XCTAssertEqual(
            row(swiftSpec.spec)?["action"], ["viewControllerNibName": "MapViewController", "formSelector": "didTap:"])
        XCTAssertEqual(row(swiftSpec.spec)?["cellStyle"], "subtitle")
    }

    func testOptionsLeftRightAndValues() {
        let (spec, warnings) = objc(
            """
            XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
            XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
            [form addFormSection:section];
            XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:@"lr" rowType:XLFormRowDescriptorTypeSelectorLeftRight];
            NSArray *right = @[[XLFormOptionsObject formOptionsObjectWithValue:@0 displayText:@"Zero"],
                               [XLFormOptionsObject formOptionsObjectWithValue:@1 displayText:@"One"]];
            NSMutableArray *options = [[NSMutableArray alloc] init];
            NSMutableArray *some = [right mutableCopy];
            [some removeObjectAtIndex:0];
            [options addObject:[XLFormLeftRightSelectorOption formLeftRightSelectorOptionWithLeftValue:[XLFormOptionsObject formOptionsObjectWithValue:@"a" displayText:@"A"] httpParameterKey:@"a_key" rightOptions:some]];
            row.selectorOptions = options;
            row.value = [right objectAtIndex:1];
            [section addFormRow:row];
            row = [XLFormRowDescriptor formRowDescriptorWithTag:@"m" rowType:XLFormRowDescriptorTypeMultipleSelector];
            row.selectorOptions = right;
            row.value = @[row.selectorOptions[0]];
            [section addFormRow:row];
            """)
        XCTAssertEqual(warnings, [])
        let rows = spec?["sections"]?.arrayValue?.first?["rows"]?.arrayValue
        XCTAssertEqual(
            rows?[0]["selectorOptions"],
            [
                [
                    "leftValue": "a", "httpParameterKey": "a_key",
                    "rightOptions": [["formValue": 1, "formDisplayText": "One"]],
                ]
            ])
        XCTAssertEqual(rows?[0]["value"], 1)
        XCTAssertEqual(rows?[1]["value"], [0])
    }

    func testLoopsOverKnownValues() {
        let (spec, warnings) = objc(
            """
            XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
            XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
            [form addFormSection:section];
            for (NSUInteger i = 0; i < 2; i++) {
                XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:[NSString stringWithFormat:@"n%lu", i] rowType:XLFormRowDescriptorTypeInteger];
                row.value = @(i * 10);
                [section addFormRow:row];
            }
            """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            spec?["sections"]?.arrayValue?.first?["rows"],
            [["tag": "n0", "rowType": "integer", "value": 0], ["tag": "n1", "rowType": "integer", "value": 10]])
        let swiftSpec = swift(
            """
            let form = XLFormDescriptor()
            let section = XLFormSectionDescriptor()
            form.addFormSection(section)
            for name in ["a", "b"] {
                section.addFormRow(XLFormRowDescriptor(tag: name, rowType: XLFormRowDescriptorTypeText, title: name.uppercased()))
            }
            """)
        // The title is computed by a method: the rows are imported, the titles reported once.
        XCTAssertEqual(
            swiftSpec.spec?["sections"]?.arrayValue?.first?["rows"],
            [["tag": "a", "rowType": "text"], ["tag": "b", "rowType": "text"]])
        XCTAssertEqual(swiftSpec.warnings.count, 1)
    }

    func testWhatCannotBeImportedIsReportedAndCounted() throws {
        let source = """
            @implementation T
            - (void)initializeForm {
                XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
                XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
                [form addFormSection:section];
                XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:@"d" rowType:XLFormRowDescriptorTypeDate];
                row.value = [NSDate dateWithTimeIntervalSinceNow:[self delay]];
                row.onChangeBlock = ^(id oldValue, id newValue, XLFormRowDescriptor *r) { };
                row.valueFormatter = [NSDateFormatter new];
                if (self.isPad) {
                    [section addFormRow:row];
                }
                for (NSString *name in [self names]) {
                    [section addFormRow:[XLFormRowDescriptor formRowDescriptorWithTag:name rowType:XLFormRowDescriptorTypeText]];
                }
                [section addFormRow:row];
                self.form = form;
            }
            @end
            """
        let file = ImportFixture.importText(source)
        let reported = file.diagnostics.map { (ImportFixture.location($0, in: file), $0.message) }
        XCTAssertEqual(reported.map(\.0), ["7:17", "8:25", "9:26", "10:5", "13:28"], "\(reported)")
        XCTAssertTrue(reported[0].1.contains("a date from now by an interval not known before run time"))
        XCTAssertTrue(reported[1].1.contains("a block (code the spec cannot hold)"))
        XCTAssertTrue(reported[2].1.contains("a date formatter"))
        XCTAssertTrue(reported[3].1.contains("'if'"))
        XCTAssertTrue(reported[4].1.contains("loop"))
        XCTAssertEqual(file.diagnostics.map(\.severity), Array(repeating: .warning, count: 5))
        // 4 building statements + 3 reported + if (1 + 1 inside) + for (1 + 1 inside) + add + self.form.
        XCTAssertEqual(file.statements, 13)
        XCTAssertEqual(file.importedStatements, 6)
        XCTAssertEqual(
            file.forms.first?.spec.json["sections"]?.arrayValue?.first?["rows"], [["tag": "d", "rowType": "date"]])
    }

    func testCustomRowTypesRegisteredInAnotherFile() {
        let files = CodeImporter.importFiles([
            (
                "RatingCell.m",
                Array(
                    """
                    NSString * const XLFormRowDescriptorTypeRate = @"XLFormRowDescriptorTypeRate";
                    @implementation RatingCell
                    + (void)load {
                        [XLFormViewController.cellClassesForRowDescriptorTypes setObject:NSStringFromClass([RatingCell class]) forKey:XLFormRowDescriptorTypeRate];
                    }
                    @end
                    """.utf8)
            ),
            (
                "Form.swift",
                Array(
                    """
                    func makeForm() -> XLFormDescriptor {
                        let form = XLFormDescriptor(title: "R")
                        let section = XLFormSectionDescriptor()
                        form.addFormSection(section)
                        section.addFormRow(XLFormRowDescriptor(tag: "stars", rowType: XLFormRowDescriptorTypeRate))
                        return form
                    }
                    """.utf8)
            ),
        ])
        XCTAssertEqual(files.map { $0.forms.map(\.name) }, [[], ["makeForm"]])
        XCTAssertEqual(
            files[1].forms.first?.spec.json,
            [
                "title": "R", "customRowTypes": ["XLFormRowDescriptorTypeRate": ["cellClass": "RatingCell"]],
                "sections": [["rows": [["tag": "stars", "rowType": "XLFormRowDescriptorTypeRate"]]]],
            ])
    }

    func testAFileWithoutFormsHasNoFormsAndNoWarnings() {
        let file = ImportFixture.importText(
            "@implementation Cell\n- (void)update { self.textLabel.text = @\"x\"; }\n@end\n")
        XCTAssertEqual(file.forms.count, 0)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.statements, 0)
    }

    func testSeveralFormsInOneClassAreNamedByMethod() {
        let file = ImportFixture.importText(
            """
            @implementation T
            - (XLFormDescriptor *)first { return [XLFormDescriptor formDescriptorWithTitle:@"1"]; }
            - (XLFormDescriptor *)second { return [XLFormDescriptor formDescriptorWithTitle:@"2"]; }
            @end
            """)
        XCTAssertEqual(file.forms.map(\.name), ["T.first", "T.second"])
    }
}

/// The idioms of code that builds a form in an `XLFormDescriptor` category or extension, as
/// `formspec generate` writes it, import back to the spec's own values.
final class GeneratedIdiomTests: XCTestCase {
    func testObjectiveCCategoryIdioms() {
        let file = ImportFixture.importText(
            """
            NSString *const EventFormTagWhen = @"when";
            @implementation XLFormDescriptor (EventForm)
            + (XLFormDescriptor *)eventForm
            {
                XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"E"];
                XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
                [form addFormSection:section];
                XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:EventFormTagWhen rowType:XLFormRowDescriptorTypeDate title:@"When"];
                row.value = [NSDate dateWithTimeIntervalSince1970:1795219200]; // 2026-11-21T00:00:00Z
                [section addFormRow:row];
                row = [XLFormRowDescriptor formRowDescriptorWithTag:@"price" rowType:XLFormRowDescriptorTypeDecimal title:@"Price"];
                row.value = [NSDecimalNumber decimalNumberWithMantissa:325 exponent:-2 isNegative:YES];
                [row addValidator:[EventFormRangeValidator validatorWithMin:@1 max:nil msg:@"At least 1"]];
                [section addFormRow:row];
                row = [XLFormRowDescriptor formRowDescriptorWithTag:@"notes" rowType:XLFormRowDescriptorTypeTextView title:@"Notes"];
                [row addValidator:[XLFormRegexValidator formRegexValidatorWithMsg:@"Too long" regex:@"(?s).{0,500}"]];
                [row addValidator:[XLFormRegexValidator formRegexValidatorWithMsg:@"Too short" regex:@"(?s).{2,}"]];
                [section addFormRow:row];
                row = [XLFormRowDescriptor formRowDescriptorWithTag:@"lr" rowType:XLFormRowDescriptorTypeSelectorLeftRight title:@"LR"];
                row.selectorOptions = @[[XLFormLeftRightSelectorOption formLeftRightSelectorOptionWithLeftValue:@"Fruit" httpParameterKey:nil rightOptions:@[@"apple", @"pear"]]];
                row.leftRightSelectorLeftOptionSelected = @"Fruit";
                row.value = @"pear";
                [section addFormRow:row];
                return form;
            }
            @end
            """)
        XCTAssertEqual(file.diagnostics.map(\.message), [])
        XCTAssertEqual(file.forms.map(\.name), ["EventForm"])
        XCTAssertEqual(
            file.forms.first?.spec.json["sections"]?.arrayValue?.first?["rows"],
            [
                ["tag": "when", "rowType": "date", "title": "When", "value": "2026-11-21"],
                [
                    "tag": "price", "rowType": "decimal", "title": "Price", "value": -3.25,
                    "validators": [["type": "range", "min": 1, "msg": "At least 1"]],
                ],
                [
                    "tag": "notes", "rowType": "textView", "title": "Notes",
                    "validators": [
                        ["type": "maxLength", "length": 500, "msg": "Too long"],
                        ["type": "minLength", "length": 2, "msg": "Too short"],
                    ],
                ],
                [
                    "tag": "lr", "rowType": "selectorLeftRight", "title": "LR", "value": "pear",
                    "selectorOptions": [["leftValue": "Fruit", "rightOptions": ["apple", "pear"]]],
                    "leftRightSelectorLeftOptionSelected": "Fruit",
                ],
            ])
    }

    /// The left option is imported as written; checking the spec reports one not among the options.
    func testASelectedLeftOptionIsImportedAndChecked() {
        let file = ImportFixture.importText(
            ImportFixture.objcMethod(
                """
                XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:@"lr" rowType:XLFormRowDescriptorTypeSelectorLeftRight];
                row.selectorOptions = @[[XLFormLeftRightSelectorOption formLeftRightSelectorOptionWithLeftValue:@"Fruit" httpParameterKey:nil rightOptions:@[@"apple"]]];
                row.leftRightSelectorLeftOptionSelected = @"Nut";
                [section addFormRow:row];
                """))
        XCTAssertEqual(file.diagnostics.map(\.message), [])
        let row = file.forms.first?.spec.json["sections"]?.arrayValue?.first?["rows"]?.arrayValue?.first
        XCTAssertEqual(row?["leftRightSelectorLeftOptionSelected"], "Nut")
        XCTAssertEqual(file.forms.first?.check().map(\.code), [.valueNotInOptions])
    }

    func testSwiftExtensionIdioms() {
        let file = ImportFixture.importText(
            """
            enum EventFormTag: String {
                case `repeat`
            }

            extension XLFormDescriptor {
                static func eventForm() -> XLFormDescriptor {
                    let form = XLFormDescriptor(title: "E")
                    let section = XLFormSectionDescriptor.formSection()
                    form.addFormSection(section)
                    let row = XLFormRowDescriptor(tag: EventFormTag.`repeat`.rawValue, rowType: XLFormRowDescriptorTypeStepCounter, title: "Again")
                    row.value = 3.0
                    row.addValidator(EventFormRangeValidator(min: nil, max: 9, msg: "At most 9"))
                    section.addFormRow(row)
                    return form
                }
            }
            """, path: "EventForm.swift")
        XCTAssertEqual(file.diagnostics.map(\.message), [])
        XCTAssertEqual(file.forms.map(\.name), ["EventForm"])
        XCTAssertEqual(
            file.forms.first?.spec.json["sections"]?.arrayValue?.first?["rows"],
            [
                [
                    "tag": "repeat", "rowType": "stepCounter", "title": "Again", "value": 3,
                    "validators": [["type": "range", "max": 9, "msg": "At most 9"]],
                ]
            ])
    }
}
