import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

final class StructureRuleTests: AnalysisTestCase {
    func testRangesPointAtTheOffendingBytes() {
        let spec = rows(#"{"tag": "日本", "rowType": "text", "titel": "é"}"#)
        let d = findings(spec, .unknownProperty)
        XCTAssertEqual(d.map { text($0, in: spec) }, [#""titel""#])
        XCTAssertEqual(d.first?.suggestions, ["title"])
    }

    func testRegexErrorRangeIsInsideTheStringThroughEscapes() {
        let spec = rows(
            #"{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "\\d+\u00e9)", "msg": "m"}]}"#)
        let d = findings(spec, .invalidRegex)
        XCTAssertEqual(d.map { text($0, in: spec) }, [")"])
    }

    func testRequireMsgDirectiveRange() {
        let spec = rows(#"{"tag": "a", "rowType": "text", "requireMsg": "%@ é %5.2f %% %@"}"#)
        let d = findings(spec, .invalidValue)
        XCTAssertEqual(d.map { text($0, in: spec) }, ["%5.2f", "%@"])
    }

    func testDuplicateTagsRelateToTheFirst() {
        let spec = rows(
            #"{"tag": "a", "rowType": "text"}, {"tag": "a", "rowType": "text"}, {"tag": "a", "rowType": "email"}"#)
        let d = findings(spec, .duplicateTag)
        XCTAssertEqual(d.count, 2)
        let firstTag = spec.range(of: #""a""#)!
        XCTAssertTrue(
            d.allSatisfy {
                $0.related.first?.range.start == spec.utf8.distance(from: spec.startIndex, to: firstTag.lowerBound)
            })
    }

    /// Rows with the same text are different rows: only the last is the one XLForm binds.
    func testOnlyTheLastOfIdenticalDuplicatesIsTheBoundRow() {
        let same = #"{"tag": "a", "rowType": "text"}"#
        let spec =
            #"{"sections": [{"rows": [\#(same), \#(same)]}, {"rows": [{"tag": "b", "rowType": "text"}, \#(same)]}]}"#
        let d = findings(spec, .duplicateTag)
        XCTAssertEqual(d.map { $0.data?["boundRow"] }, [false, true])
    }

    func testMissingTagRespectsMultivaluedSections() {
        let spec = #"""
            {"sections": [
              {"multivaluedTag": "phones", "sectionOptions": ["canInsert"], "rows": [{"rowType": "phone"}]},
              {"sectionOptions": ["canDelete", "canInsert"], "rows": [{"rowType": "phone"}]},
              {"rows": [{"rowType": "info"}, {"rowType": "button"}, {"rowType": "text"}]},
              {"sectionOptions": ["canReorder", "canDelete"], "rows": [{"tag": "a", "rowType": "text"}, {"rowType": "text"}]}
            ]}
            """#
        let found = findings(spec, .missingTag)
        XCTAssertEqual(
            found.map(\.message),
            [
                "section 2 can insert rows but has no multivaluedTag: an inserted row is a copy without a tag, so its value never reaches formValues",
                "row 3 of section 3 (text) has no tag: its value never reaches formValues or httpParameters",
                "row 2 of section 4 (text) has no tag: its value never reaches formValues or httpParameters",
            ])
        XCTAssertEqual(text(found[0], in: spec), #""canInsert""#, "reported where the section can insert")
    }

    func testMissingTagSuggestionsOfRowsTitledAlikeAreNumberedOnce() {
        // `name2` is taken by a row; the numbering carries on past it, each name given once.
        let untagged = Array(repeating: #"{"rowType": "text", "title": "Name"}"#, count: 5)
        let spec = rows(([#"{"tag": "name2", "rowType": "text"}"#] + untagged).joined(separator: ", "))
        let found = findings(spec, .missingTag)
        XCTAssertEqual(found.map { $0.suggestions.first ?? "" }, ["name", "name3", "name4", "name5", "name6"])
    }

    func testOptionMatchingFollowsIsEqual() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "selectorPush", "value": true, "selectorOptions": [1, 2]},
            {"tag": "b", "rowType": "selectorPush", "value": "1", "selectorOptions": [1, 2]},
            {"tag": "c", "rowType": "multipleSelector", "value": [2, 3], "selectorOptions": [{"formValue": 2, "formDisplayText": "Two"}]},
            {"tag": "d", "rowType": "selectorPush", "value": {"formValue": 2, "formDisplayText": "x"}, "selectorOptions": [{"formValue": 2, "formDisplayText": "Two"}]},
            {"tag": "e", "rowType": "selectorLeftRight", "value": "pecan", "selectorOptions": [{"leftValue": "Nut", "rightOptions": ["almond", "pecan"]}]}
            """#)
        XCTAssertEqual(findings(spec, .valueNotInOptions).map { text($0, in: spec) }, [#""1""#, "3"])
    }

    func testValueKinds() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "datetimeInline", "value": "2026-11-21"},
            {"tag": "b", "rowType": "dateInline", "value": "2026-11-21"},
            {"tag": "c", "rowType": "time", "value": "2026-11-21T09:00"},
            {"tag": "d", "rowType": "integer", "value": "7"},
            {"tag": "e", "rowType": "booleanCheck", "value": 1},
            {"tag": "f", "rowType": "multipleSelector", "value": "x", "selectorOptions": ["x"]},
            {"tag": "g", "rowType": "info", "value": 3},
            {"tag": "h", "rowType": "image", "value": "cat.png"},
            {"tag": "i", "rowType": "text", "value": null}
            """#)
        XCTAssertEqual(
            findings(spec, .valueType).map { $0.message.prefix(8) },
            ["row 'a':", "row 'c':", "row 'd':", "row 'f':", "row 'h':"])
    }

    func testCustomRowTypes() {
        let spec = #"""
            {"customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number"}, "map": {"cellClass": "MapCell"}},
             "sections": [{"rows": [
               {"tag": "r", "rowType": "rating", "value": "high"},
               {"tag": "m", "rowType": "map", "value": {"lat": 1}},
               {"tag": "x", "rowType": "ratin"}
             ]}]}
            """#
        XCTAssertEqual(findings(spec, .valueType).map { text($0, in: spec) }, [#""high""#])
        XCTAssertEqual(findings(spec, .unknownRowType).first?.suggestions.first, "rating")
    }

    func testValidatorSpecificProperties() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "email", "validators": [{"type": "email", "regex": "x"}, {"type": "minLength"}, {"type": "range", "msg": "m"}, {"type": "range", "min": 5, "max": 1}, {"type": "regexp"}]}
            """#)
        XCTAssertEqual(findings(spec, .unknownProperty).map { text($0, in: spec) }, [#""regex""#])
        XCTAssertEqual(
            findings(spec, .missingProperty).map(\.message),
            [
                "validator 2 of row 'a' (minLength) has no 'length'",
                "validator 3 of row 'a' (range) has no 'min' or 'max'",
            ])
        XCTAssertEqual(findings(spec, .invalidValue).map { text($0, in: spec) }, ["5", #""regexp""#])
    }

    func testDuplicatePropertyTheLastWins() {
        let spec = rows(#"{"tag": "a", "rowType": "text", "required": "x", "required": true}"#)
        XCTAssertEqual(findings(spec, .duplicateProperty).count, 1)
        XCTAssertEqual(findings(spec, .invalidType).count, 0, "the overridden value is not type-checked")
        XCTAssertEqual(SpecDocument(text: spec).form?.rows.first?.isRequired, true)
    }

    func testSeverityOverridesAndStrictMode() {
        let spec = rows(#"{"tag": "a", "rowType": "text", "titel": "x"}"#)
        XCTAssertEqual(findings(spec, .unknownProperty).first?.severity, .warning)
        XCTAssertEqual(findings(spec, .unknownProperty, options: .init(strict: true)).first?.severity, .error)
        XCTAssertEqual(
            findings(spec, .unknownProperty, options: .init(severityOverrides: [.unknownProperty: .hint])).first?
                .severity, .hint)
        XCTAssertTrue(
            findings(spec, .unknownProperty, options: .init(severityOverrides: [.unknownProperty: nil])).isEmpty)
    }

    func testNonObjectRootAndBrokenDocumentsStillAnalyse() {
        XCTAssertEqual(findings("[]").map(\.code), [.invalidType])
        let broken = "{\"sections\": [{\"rows\": [{\"tag\": \"a\", \"rowType\": \"txt\"\n"
        XCTAssertEqual(Set(findings(broken).map(\.code)), [.jsonSyntax, .unknownRowType])
    }

    func testBundledExamples() throws {
        func codes(_ name: String) throws -> [DiagnosticCode] {
            let url = TestSupportPaths.example(name)
            return Analyzer.analyze(SpecDocument(bytes: [UInt8](try Data(contentsOf: url)))).map(\.code)
        }
        XCTAssertEqual(
            try codes("calendar-event.form.json"), [.unreferenceableTag], "XLForm's own example tags a row 'all-day'")
        XCTAssertEqual(try codes("signup.form.json"), [])
        XCTAssertEqual(
            try codes("every-row-type.form.json"), [.iPadOnlyRow, .iPadOnlyRow], "its two popover rows are for iPad")
        let broken = Set(try codes("broken.form.json"))
        XCTAssertTrue(
            broken.isSuperset(of: [
                .jsonSyntax, .unknownProperty, .invalidType, .duplicateTag, .unknownRowType, .unreferenceableTag,
                .valueType, .missingTag, .valueNotInOptions, .invalidRegex, .missingValidatorMessage,
                .invalidValue, .missingOptions, .conflictingAction, .predicateSyntax, .unknownTag,
                .predicateType, .predicateCycle, .predicateUntaggedRow, .invalidAttribute,
                .untrackedDependency, .constantPredicate,
            ]))
    }
}

enum TestSupportPaths {
    static func example(_ name: String) -> URL { TestSupport.repositoryFile("protocol/examples/\(name)") }
}
