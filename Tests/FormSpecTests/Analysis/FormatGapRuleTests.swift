import FormSpec
import FormSpecJSON
import XCTest

/// Properties XLForm's examples use that the spec format holds: the chosen left option, the Add
/// button title, inline row types of custom types, value formatters, app validators, iPad-only
/// rows, relative dates and what a template's copy keeps.
final class FormatGapRuleTests: AnalysisTestCase {
    let leftRight = #"""
        "selectorOptions": [
          {"leftValue": {"formValue": 0, "formDisplayText": "Option 1"}, "httpParameterKey": "option_1", "rightOptions": [10, 11]},
          {"leftValue": {"formValue": 1, "formDisplayText": "Option 2"}, "httpParameterKey": "option_2", "rightOptions": [20, 21]}
        ]
        """#

    func testTheChosenLeftOption() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": 1, "value": 21, \#(leftRight)},
            {"tag": "b", "rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": {"formValue": 0, "formDisplayText": "Option 1"}, "value": 10, \#(leftRight)},
            {"tag": "c", "rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": 7, \#(leftRight)},
            {"tag": "d", "rowType": "selectorLeftRight", "leftRightSelectorLeftOptionSelected": 0, "value": 21, \#(leftRight)},
            {"tag": "e", "rowType": "selectorLeftRight", "value": 21, \#(leftRight)},
            {"tag": "f", "rowType": "text", "leftRightSelectorLeftOptionSelected": 0}
            """#)
        XCTAssertEqual(
            findings(spec, .valueNotInOptions).map { "\($0.message.prefix(8)) \(text($0, in: spec))" },
            ["row 'c': 7", "row 'd': 21"], "a left value not offered; a right value of another left option")
        let missing = findings(spec, .missingProperty)
        XCTAssertEqual(missing.map { $0.message.prefix(8) }, ["row 'e':"])
        XCTAssertEqual(missing.first?.severity, .warning)
        XCTAssertEqual(missing.first?.data?["suggestions"], [0, 1])
        XCTAssertEqual(findings(spec, .unknownProperty).map { $0.message.prefix(8) }, ["row 'f':"])
    }

    func testTheAddButtonTitleNeedsAnAddButton() {
        let spec = #"""
            {"sections": [
              {"sectionOptions": ["canInsert"], "sectionInsertMode": "button", "multivaluedTag": "t", "multivaluedAddButton": {"title": "Add New Tag"}, "rows": []},
              {"sectionOptions": ["canInsert"], "multivaluedTag": "u", "multivaluedAddButton": {"title": "Add"}, "rows": []},
              {"sectionOptions": ["canInsert"], "sectionInsertMode": "button", "multivaluedTag": "v", "multivaluedAddButton": {"titel": "Add"}, "rows": []}
            ]}
            """#
        XCTAssertEqual(
            findings(spec, .unknownProperty).map { $0.message },
            [
                "section 2: 'multivaluedAddButton' has no effect: XLForm makes the Add button only for a section with canInsert and sectionInsertMode 'button'",
                "section 3: unknown property 'titel'. Did you mean 'title'?",
            ])
        XCTAssertEqual(SpecDocument(text: spec).form?.sections[0].addButtonTitle?.value, "Add New Tag")
    }

    func testInlineRowTypesOfCustomTypes() {
        let spec = #"""
            {"customRowTypes": {
              "segmentedInline": {"cellClass": "XLFormInlineSegmentedCell", "valueType": "option", "inlineRowType": "segmentedControl"},
              "segmentedControl": {"cellClass": "XLFormInlineSegmentedControl", "valueType": "option"},
              "dateRow": {"cellClass": "MyDateCell", "inlineRowType": "datePicker"},
              "broken": {"cellClass": "BrokenCell", "inlineRowType": "segmentedContrl"}
            }, "sections": []}
            """#
        XCTAssertEqual(
            findings(spec, .unknownRowType).map(\.message),
            [
                "custom row type 'broken': inline row type 'segmentedContrl' is neither built in nor declared in customRowTypes; XLForm asserts when the row opens it. Did you mean 'segmentedControl'?"
            ])
        let table = RowTypeTable(catalog: .standard, form: SpecDocument(text: spec).form)
        XCTAssertEqual(table.info("segmentedInline")?.inlineRowType, "segmentedControl")
    }

    func testValueFormatters() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "decimal", "valueFormatter": {"numberStyle": "currency"}, "value": 9.95},
            {"tag": "b", "rowType": "info", "valueFormatter": {"class": "NSByteCountFormatter", "countStyle": "memory"}, "value": 1024},
            {"tag": "c", "rowType": "phone", "valueFormatter": {"class": "SHSPhoneNumberFormatter"}, "useValueFormatterDuringInput": true},
            {"tag": "d", "rowType": "dateInline", "valueFormatter": {"numberStyle": "percent"}},
            {"tag": "e", "rowType": "info", "valueFormatter": {"class": "NSByteCountFormatter", "numberStyle": "percent"}},
            {"tag": "f", "rowType": "number", "valueFormatter": {"countStyle": "file"}},
            {"tag": "g", "rowType": "text", "useValueFormatterDuringInput": true},
            {"tag": "h", "rowType": "info", "valueFormatter": {"numberStyle": "percent"}, "useValueFormatterDuringInput": true},
            {"tag": "i", "rowType": "number", "valueFormatter": {"class": "2Fast", "numberStyle": "percnt"}},
            {"tag": "j", "rowType": "rating", "valueFormatter": {"numberStyle": "percent"}}
            """#.replacingOccurrences(
                of: #""rowType": "rating""#, with: #""rowType": "rating", "cellClass": "RatingCell""#))
        XCTAssertEqual(
            findings(spec, .unknownProperty).map { "\($0.message.prefix(8)) \(text($0, in: spec))" },
            [
                #"row 'd': "valueFormatter""#, #"row 'e': "numberStyle""#, #"row 'f': "countStyle""#,
                #"row 'g': "useValueFormatterDuringInput""#, #"row 'h': "useValueFormatterDuringInput""#,
            ])
        XCTAssertEqual(findings(spec, .invalidValue).map { text($0, in: spec) }, [#""2Fast""#, #""percnt""#])
        let formatter = SpecDocument(text: spec).form?.rows[1].valueFormatter
        XCTAssertEqual(formatter?.effectiveClass, "NSByteCountFormatter")
        XCTAssertEqual(SpecDocument(text: spec).form?.rows[0].valueFormatter?.effectiveClass, "NSNumberFormatter")
    }

    func testAppValidators() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "validators": [{"type": "app", "class": "ZipCodeValidator", "msg": "Not a zip code"}]},
            {"tag": "b", "rowType": "text", "validators": [{"type": "app", "class": "My App.Validator"}]},
            {"tag": "c", "rowType": "text", "validators": [{"type": "app"}, {"type": "regex", "regex": "x", "msg": "m", "class": "X"}]}
            """#)
        XCTAssertEqual(findings(spec, .invalidValue).map { text($0, in: spec) }, [#""My App.Validator""#])
        XCTAssertEqual(findings(spec, .missingProperty).map(\.message), ["validator 1 of row 'c' (app) has no 'class'"])
        XCTAssertEqual(
            findings(spec, .unknownProperty).map(\.message),
            ["validator 2 of row 'c': 'class' has no effect on a 'regex' validator"])
    }

    /// `+[NSDate dateWithTimeIntervalSinceNow:]` and `[NSDate new]` as XLForm's examples write them.
    func testRelativeDates() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "dateInline", "value": {"timeIntervalSinceNow": 0}},
            {"tag": "b", "rowType": "datetime", "value": {"timeIntervalSinceNow": -86400.5},
             "cellConfigAtConfigure": {"minimumDate": {"timeIntervalSinceNow": 0}, "maximumDate": {"timeIntervalSinceNow": 259200}}},
            {"tag": "c", "rowType": "date", "value": {"timeIntervalSinceNow": "1d"}},
            {"tag": "d", "rowType": "date", "value": {"sinceNow": 1}},
            {"tag": "e", "rowType": "date", "cellConfigAtConfigure": {"maximumDate": {}}}
            """#)
        XCTAssertEqual(
            findings(spec, .valueType).map(\.message),
            [
                "row 'c': a date row holds a date: 'timeIntervalSinceNow' takes a number of seconds",
                "row 'd': a date row holds a date: a relative date has only 'timeIntervalSinceNow', found 'sinceNow'",
            ])
        XCTAssertEqual(
            findings(spec, .keyPathValue).map(\.message),
            ["row 'e': 'maximumDate' takes a date: a relative date needs 'timeIntervalSinceNow': seconds from now"])
    }

    /// `-copyWithZone:` (XLFormRowDescriptor.m, lines 296-328) drops these from every inserted copy.
    func testWhatATemplateCopyDrops() {
        let spec = #"""
            {"sections": [{"sectionOptions": ["canInsert"], "multivaluedTag": "dates",
              "multivaluedRowTemplate": {"tag": "t", "rowType": "dateInline", "title": "Date", "value": "2026-01-01",
                "requireMsg": "Needed", "required": true, "height": 60, "cellStyle": "subtitle",
                "cellConfig": {"textLabel.textColor": "red"}, "cellConfigIfDisabled": {"textLabel.textColor": "gray"},
                "hidden": false},
              "rows": []}]}
            """#
        XCTAssertEqual(
            findings(spec, .unknownProperty).map { text($0, in: spec) },
            [#""tag""#, #""value""#, #""requireMsg""#, #""height""#, #""cellStyle""#, #""cellConfigIfDisabled""#])
        let dropped = Catalog.standard.schema("row").properties.filter { !$0.isCopied }.map(\.name)
        XCTAssertEqual(
            Set(dropped),
            [
                "tag", "value", "requireMsg", "cellStyle", "height", "cellConfigIfDisabled", "cellConfigForSelector",
                "valueFormatter", "useValueFormatterDuringInput",
            ])
    }
}
