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
        let action = try XCTUnwrap(
            title.map { t in actions.first { $0.title == t } } ?? actions.first { $0.isPreferred } ?? actions.first)
        let fixed = TextEdit.apply(action.edits, to: text)
        let after = Analyzer.analyze(SpecDocument(text: fixed))
        XCTAssertFalse(after.contains { $0.code == code }, "\(code) still reported after '\(action.title)': \(fixed)")
        XCTAssertEqual(
            after.filter { $0.code != code }.map(\.message), diagnostics.filter { $0.code != code }.map(\.message),
            "fix introduced findings")
        return fixed
    }

    let wrap = { (rows: String) in #"{"sections": [{"rows": ["# + rows + "]}]}" }

    func testUnknownPropertyIsRenamed() throws {
        XCTAssertEqual(
            try applyPreferredFix(.unknownProperty, wrap(#"{"tag": "a", "rowType": "text", "titel": "A"}"#)),
            wrap(#"{"tag": "a", "rowType": "text", "title": "A"}"#))
    }

    func testUnknownRowTypeIsReplaced() throws {
        XCTAssertEqual(
            try applyPreferredFix(.unknownRowType, wrap(#"{"tag": "a", "rowType": "emial"}"#)),
            wrap(#"{"tag": "a", "rowType": "email"}"#))
    }

    func testInvalidEnumValueIsReplaced() throws {
        let text = #"{"sections": [{"sectionInsertMode": "lastrow", "rows": []}]}"#
        XCTAssertEqual(
            try applyPreferredFix(.invalidValue, text), #"{"sections": [{"sectionInsertMode": "lastRow", "rows": []}]}"#
        )
    }

    func testDuplicatePropertyIsRemovedWithItsComma() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .duplicateProperty, wrap(#"{"tag": "a", "title": "x", "rowType": "text", "title": "y"}"#)),
            wrap(#"{"tag": "a", "rowType": "text", "title": "y"}"#))
        let multiline = "{\"sections\": [],\n  \"title\": \"a\",\n  \"title\": \"b\"\n}"
        XCTAssertEqual(
            try applyPreferredFix(.duplicateProperty, multiline), "{\"sections\": [],\n  \"title\": \"b\"\n}")
    }

    func testMissingMessageIsAddedInTheObjectsStyle() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .missingValidatorMessage,
                wrap(#"{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "x"}]}"#)),
            wrap(
                #"{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "x", "msg": "Invalid value"}]}"#
            ))
        let multiline = wrap(
            "{\"tag\": \"a\", \"rowType\": \"text\", \"validators\": [{\n    \"type\": \"regex\",\n    \"regex\": \"x\"\n  }]}"
        )
        XCTAssertTrue(
            try applyPreferredFix(.missingValidatorMessage, multiline).contains(
                "\"regex\": \"x\",\n    \"msg\": \"Invalid value\"\n"))
    }

    func testValueNotInOptionsOffersEachOption() throws {
        let text = wrap(
            #"{"tag": "a", "rowType": "selectorPush", "value": "gold", "selectorOptions": ["silver", {"formValue": 3, "formDisplayText": "Bronze"}]}"#
        )
        let document = SpecDocument(text: text)
        let actions = CodeActions.fixes(for: Analyzer.analyze(document), in: document)
        XCTAssertEqual(actions.map(\.title), [#"Use option "silver""#, "Use option 3"])
        XCTAssertTrue(try applyPreferredFix(.valueNotInOptions, text, title: "Use option 3").contains(#""value": 3"#))
    }

    func testUnknownKeyPathIsReplaced() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .unknownKeyPath,
                wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textLabel.color": "#FF0000"}}"##)),
            wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textLabel.textColor": "#FF0000"}}"##))
    }

    func testIneffectiveKeyMovesToCellConfig() throws {
        // The only key: the whole cellConfigAtConfigure goes, cellConfig is created.
        XCTAssertEqual(
            try applyPreferredFix(
                .ineffectiveConfig,
                wrap(##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.textColor": "#333333"}}"##)
            ),
            wrap(##"{"tag": "a", "rowType": "text", "cellConfig": {"textField.textColor": "#333333"}}"##))
        // One of several keys, into an existing cellConfig.
        let text = wrap(
            ##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.placeholder": "P", "textField.textColor": "#333333"}, "cellConfig": {"textField.textAlignment": "right"}}"##
        )
        XCTAssertEqual(
            try applyPreferredFix(.ineffectiveConfig, text),
            wrap(
                ##"{"tag": "a", "rowType": "text", "cellConfigAtConfigure": {"textField.placeholder": "P"}, "cellConfig": {"textField.textAlignment": "right", "textField.textColor": "#333333"}}"##
            ))
    }

    func testUnknownTagIsReplacedInsideThePredicate() throws {
        // Only the tag's bytes change: the escapes around it stay as written.
        let text = wrap(
            #"{"tag": "allDay", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "dateInline", "hidden": "\u0027\u00e9\u0027 == 'é' OR $alDay == 1"}"#
        )
        XCTAssertEqual(
            try applyPreferredFix(.unknownTag, text),
            wrap(
                #"{"tag": "allDay", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "dateInline", "hidden": "\u0027\u00e9\u0027 == 'é' OR $allDay == 1"}"#
            ))
        let document = SpecDocument(text: text)
        XCTAssertEqual(
            CodeActions.fixes(for: Analyzer.analyze(document), in: document).map(\.title), ["Change to '$allDay'"])
    }

    func testUnknownTagFixOffersEveryRankedTag() throws {
        let text = wrap(
            #"{"tag": "cityName", "rowType": "text"}, {"tag": "cityNames", "rowType": "text"}, {"tag": "x", "rowType": "info", "hidden": "$cityNam == nil"}"#
        )
        let document = SpecDocument(text: text)
        XCTAssertEqual(
            CodeActions.fixes(for: Analyzer.analyze(document), in: document).map(\.title),
            ["Change to '$cityName'", "Change to '$cityNames'"])
        XCTAssertTrue(
            try applyPreferredFix(.unknownTag, text, title: "Change to '$cityNames'").contains(#""$cityNames == nil""#))
    }

    func testInvalidAttributeBecomesTheRowProperty() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .invalidAttribute,
                wrap(
                    #"{"tag": "vat", "rowType": "text"}, {"tag": "note", "rowType": "info", "hidden": "$vat.hidden == 1"}"#
                )),
            wrap(
                #"{"tag": "vat", "rowType": "text"}, {"tag": "note", "rowType": "info", "hidden": "$vat.isHidden == 1"}"#
            ))
        XCTAssertEqual(
            try applyPreferredFix(
                .invalidAttribute,
                wrap(
                    #"{"tag": "vat", "rowType": "text"}, {"tag": "note", "rowType": "info", "disabled": "$vat.Value == nil"}"#
                )),
            wrap(
                #"{"tag": "vat", "rowType": "text"}, {"tag": "note", "rowType": "info", "disabled": "$vat.value == nil"}"#
            ))
    }

    func testUntaggedRowGetsATagFromItsTitle() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .predicateUntaggedRow,
                wrap(
                    #"{"tag": "company", "rowType": "name"}, {"rowType": "info", "title": "Company details", "hidden": "$company == nil"}"#
                )),
            wrap(
                #"{"tag": "company", "rowType": "name"}, {"rowType": "info", "title": "Company details", "hidden": "$company == nil", "tag": "companyDetails"}"#
            ))
        XCTAssertEqual(
            try applyPreferredFix(
                .predicateUntaggedRow,
                wrap(
                    #"{"tag": "company", "rowType": "name"}, {"tag": "", "rowType": "info", "title": "Company", "hidden": "$company == nil"}"#
                )),
            wrap(
                #"{"tag": "company", "rowType": "name"}, {"tag": "company2", "rowType": "info", "title": "Company", "hidden": "$company == nil"}"#
            ))
    }

    func testKeyPathValueTakesTheSuggestionItsFindingCarries() throws {
        func fixed(_ keyPath: String, _ value: String) throws -> String {
            try applyPreferredFix(
                .keyPathValue, wrap(#"{"tag": "a", "rowType": "email", "cellConfig": {"\#(keyPath)": \#(value)}}"#))
        }
        XCTAssertEqual(
            try fixed("textField.textAlignment", #""rigth""#),
            wrap(#"{"tag": "a", "rowType": "email", "cellConfig": {"textField.textAlignment": "right"}}"#))
        XCTAssertEqual(
            try fixed("textField.textColor", #""redd""#),
            wrap(#"{"tag": "a", "rowType": "email", "cellConfig": {"textField.textColor": "red"}}"#))
        XCTAssertEqual(
            try fixed("textFieldMaxNumberOfCharacters", #""12""#),
            wrap(#"{"tag": "a", "rowType": "email", "cellConfig": {"textFieldMaxNumberOfCharacters": 12}}"#))
        XCTAssertEqual(
            try fixed("textField.textAlignment", "2"),
            wrap(#"{"tag": "a", "rowType": "email", "cellConfig": {"textField.textAlignment": "right"}}"#))
        XCTAssertEqual(
            try fixed("textLabel.font", #"{"nmae": "Helvetica", "size": 12}"#),
            wrap(
                #"{"tag": "a", "rowType": "email", "cellConfig": {"textLabel.font": {"name": "Helvetica", "size": 12}}}"#
            ))
    }

    func testValueTypeTakesTheValueTheStringSpells() throws {
        XCTAssertEqual(
            try applyPreferredFix(.valueType, wrap(#"{"tag": "a", "rowType": "booleanSwitch", "value": "yes"}"#)),
            wrap(#"{"tag": "a", "rowType": "booleanSwitch", "value": true}"#))
        XCTAssertEqual(
            try applyPreferredFix(.valueType, wrap(#"{"tag": "a", "rowType": "integer", "value": "12"}"#)),
            wrap(#"{"tag": "a", "rowType": "integer", "value": 12}"#))
        let document = SpecDocument(text: wrap(#"{"tag": "a", "rowType": "booleanSwitch", "value": "maybe"}"#))
        XCTAssertTrue(CodeActions.fixes(for: Analyzer.analyze(document), in: document).isEmpty)
    }

    func testUnreferenceableTagIsRenamedWithWhatPredicatesWrite() throws {
        let text = wrap(
            #"{"tag": "all-day", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "date", "hidden": "$all-day == 1 AND $ends != nil"}"#
        )
        let document = SpecDocument(text: text)
        let target = try XCTUnwrap(Analyzer.analyze(document).first { $0.code == .unreferenceableTag })
        let action = try XCTUnwrap(CodeActions.fixes(for: [target], in: document).first)
        XCTAssertEqual(action.title, "Rename the tag to 'allDay'")
        let fixed = TextEdit.apply(action.edits, to: text)
        XCTAssertEqual(
            fixed,
            wrap(
                #"{"tag": "allDay", "rowType": "booleanSwitch"}, {"tag": "ends", "rowType": "date", "hidden": "$allDay == 1 AND $ends != nil"}"#
            ))
        XCTAssertEqual(Analyzer.analyze(SpecDocument(text: fixed)).map(\.code), [], "the predicate works now")
    }

    func testMissingTagGetsATagOrAMultivaluedTag() throws {
        XCTAssertEqual(
            try applyPreferredFix(.missingTag, wrap(#"{"rowType": "text", "title": "Nick name"}"#)),
            wrap(#"{"rowType": "text", "title": "Nick name", "tag": "nickName"}"#))
        let section =
            #"{"sections": [{"title": "Phone numbers", "sectionOptions": ["canInsert"], "rows": [{"rowType": "phone"}]}]}"#
        XCTAssertEqual(
            try applyPreferredFix(.missingTag, section),
            #"{"sections": [{"title": "Phone numbers", "sectionOptions": ["canInsert"], "rows": [{"rowType": "phone"}], "multivaluedTag": "phoneNumbers"}]}"#
        )
    }

    func testDuplicateTagGivesTheRowItsOwnTagKeepingWhatPredicatesRead() throws {
        let text = wrap(
            #"{"tag": "mail", "rowType": "email"}, {"tag": "mail", "rowType": "email"}, {"tag": "x", "rowType": "text", "hidden": "$mail == nil"}"#
        )
        let fixed = try applyPreferredFix(.duplicateTag, text)
        XCTAssertEqual(
            fixed,
            wrap(
                #"{"tag": "mail", "rowType": "email"}, {"tag": "mail2", "rowType": "email"}, {"tag": "x", "rowType": "text", "hidden": "$mail2 == nil"}"#
            ), "the last row is the one `$mail` read: the reference follows it")
        let three = wrap(
            #"{"tag": "b", "rowType": "button"}, {"tag": "b", "rowType": "button"}, {"tag": "b", "rowType": "button"}"#)
        let document = SpecDocument(text: three)
        let findings = Analyzer.analyze(document).filter { $0.code == .duplicateTag }
        XCTAssertEqual(
            findings.compactMap { CodeActions.fixes(for: [$0], in: document).first?.title },
            ["Tag this row 'b2'", "Tag this row 'b3'"])
    }

    func testAnUnknownRowTypeCanBeDeclared() throws {
        let fixed = try applyPreferredFix(
            .unknownRowType, wrap(#"{"tag": "a", "rowType": "XLFormRowDescriptorTypeRate"}"#),
            title: "Declare 'XLFormRowDescriptorTypeRate' in customRowTypes")
        XCTAssertEqual(
            fixed,
            #"{"sections": [{"rows": [{"tag": "a", "rowType": "XLFormRowDescriptorTypeRate"}]}], "customRowTypes": {"XLFormRowDescriptorTypeRate": {"cellClass": "RateCell"}}}"#
        )
        let declared =
            #"{"customRowTypes": {"rating": {"cellClass": "RatingCell"}}, "sections": [{"rows": [{"tag": "a", "rowType": "slide"}]}]}"#
        XCTAssertEqual(
            try applyPreferredFix(.unknownRowType, declared, title: "Declare 'slide' in customRowTypes"),
            #"{"customRowTypes": {"rating": {"cellClass": "RatingCell"}, "slide": {"cellClass": "SlideCell"}}, "sections": [{"rows": [{"tag": "a", "rowType": "slide"}]}]}"#
        )
    }

    func testAPropertyWithoutEffectIsRemoved() throws {
        XCTAssertEqual(
            try applyPreferredFix(
                .unknownProperty,
                wrap(#"{"tag": "a", "rowType": "dateInline", "valueFormatter": {"numberStyle": "percent"}}"#)),
            wrap(#"{"tag": "a", "rowType": "dateInline"}"#))
    }

    func testTemplatesGetNoTagFix() {
        let text =
            #"{"sections": [{"sectionOptions": ["canInsert"], "multivaluedTag": "p", "multivaluedRowTemplate": {"rowType": "phone", "hidden": "$x == nil"}, "rows": [{"tag": "x", "rowType": "text"}]}]}"#
        let document = SpecDocument(text: text)
        let diagnostics = Analyzer.analyze(document).filter { $0.code == .predicateUntaggedRow }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(CodeActions.fixes(for: diagnostics, in: document).count, 0, "a copy never keeps a tag")
    }
}
