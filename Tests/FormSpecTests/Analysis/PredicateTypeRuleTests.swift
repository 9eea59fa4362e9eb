import FormSpec
import FormSpecJSON
import XCTest

/// `predicate-type`: reported only when the comparison fails for every value the row type
/// stores, nil included.
final class PredicateTypeRuleTests: AnalysisTestCase {
    /// Rows of every kind the checks know, then one info row per predicate under test.
    func spec(_ predicates: [String]) -> String {
        let fixtures = #"""
            {"tag": "sw", "rowType": "booleanSwitch"},
            {"tag": "name", "rowType": "text"},
            {"tag": "age", "rowType": "integer"},
            {"tag": "price", "rowType": "decimal"},
            {"tag": "when", "rowType": "dateInline"},
            {"tag": "size", "rowType": "selectorPush", "value": "xl", "selectorOptions": ["s", "m", 3]},
            {"tag": "kind", "rowType": "selectorPush", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, "c"]},
            {"tag": "pick", "rowType": "selectorPush", "action": {"viewControllerClass": "PickerController"}},
            {"tag": "tags", "rowType": "multipleSelector", "selectorOptions": ["p", "q"]},
            {"tag": "photo", "rowType": "image"},
            {"tag": "note", "rowType": "info"},
            {"tag": "go", "rowType": "button"}
            """#
        let checked = predicates.enumerated().map { i, p in
            #"{"tag": "t\#(i)", "rowType": "info", "hidden": \#(JSONValue.string(p).encodedString())}"#
        }
        return rows(fixtures + ", " + checked.joined(separator: ", "))
    }

    func reported(_ predicates: [String]) -> [String] {
        let text = spec(predicates)
        return findings(text, .predicateType).map { self.text($0, in: text) }
    }

    func testCertainlyWrongComparisons() {
        let wrong = [
            "$sw == 'yes'", "$sw == 2", "$sw != 'yes'", "$name > 18", "$name == ''", "$name != ''", "$name == 18",
            "$age CONTAINS 'x'", "$age == 'x'", "$name BETWEEN {1, 5}", "$age BETWEEN 5", "$age BETWEEN {'a', 'b'}",
            "$when > '2024-01-01'", "$when == 'today'", "$size == 'xxl'", "$kind == 'a'", "$size IN {'xs', 'xxl'}",
            "$tags == 'p'", "$tags CONTAINS 'z'", "ANY $tags == 'z'", "ANY $name == 'x'", "$name MATCHES '[a'",
            "$name BEGINSWITH ''", "$name CONTAINS ''", "$age BEGINSWITH 'x'", "$name CONTAINS 5",
            "$sw.isHidden == 'no'",
            "$sw.isDisabled == nil", "$age > nil", "$name.length > 'x'", "lowercase($name) > 3", "$photo == 'cat'",
            "18 < $name", "'x' IN $age", "$age IN 'abc'",
        ]
        XCTAssertEqual(reported(wrong), wrong)
    }

    func testComparisonsThatCanHoldAreNotReported() {
        let fine = [
            "$sw == 1", "$sw == YES", "$sw != 0", "$sw == nil", "$name == nil", "$name != nil", "$name CONTAINS[c] 'x'",
            "$name ==[c] 'A'", "$age > 18", "$price >= 1.5", "$age BETWEEN {1, 5}", "$when > now()", "$when == nil",
            "$size == 's'", "$size == 3", "$size == 'xl'", "$kind == 'c'", "$kind.value.formValue == 'a'",
            "$size IN {'s', 'xs'}",
            "$tags CONTAINS 'p'", "ANY $tags == 'q'", "ALL $name == 'x'", "NONE $name == 'x'", "$name.length > 3",
            "$pick == 'anything'", "$note == 5", "$go == 'x'", "$name LIKE 'a*'", "$name MATCHES '[a-z]+'",
            "$ghost == 1", "$sw.isHidden == 0", "$age + 1 > 2", "'x' IN $name", "$name IN {'a', 'b'}", "$photo == nil",
        ]
        XCTAssertEqual(reported(fine), [])
    }

    func testMessagesSayWhy() {
        let text = spec(["$name > 18", "$kind == 'a'", "$size == 'xxl'", "$name == ''", "$when == 'today'"])
        let messages = findings(text, .predicateType).map(\.message)
        XCTAssertEqual(
            messages,
            [
                "row 't0': 'hidden': $name > 18 never holds: row 'name' (text) holds a string, nil when empty, and ordering it against the number 18 raises; XLForm swallows the exception and keeps the row's previous state",
                "row 't1': 'hidden': $kind == 'a' is never true: row 'kind' (selectorPush) holds one of its options or nil; 'a' is the formValue of one of its option objects, and an option object never equals a plain value; compare $kind.value.formValue",
                "row 't2': 'hidden': $size == 'xxl' is never true: row 'size' (selectorPush) holds one of its options or nil, and 'xxl' is not among them ('s', 'm', 3)",
                "row 't3': 'hidden': $name == '' is never true: row 'name' (text) holds a string, nil when empty, never ''; compare with nil",
                "row 't4': 'hidden': $when == 'today' is never true: row 'when' (dateInline) holds an NSDate or nil, which never equals the string 'today'; compare with now() or CAST(<seconds since 2001-01-01>, 'NSDate')",
            ])
        XCTAssertEqual(
            findings(text, .predicateType).map { $0.data?["verdict"]?.stringValue },
            ["raises", "neverTrue", "neverTrue", "neverTrue", "neverTrue"])
    }

    func testRangeIsTheComparisonThroughEscapes() {
        let text = rows(
            #"{"tag": "sw", "rowType": "booleanSwitch"}, {"tag": "x", "rowType": "info", "hidden": "'\u00e9' == 'é' OR $sw == \u0027yes\u0027"}"#
        )
        XCTAssertEqual(findings(text, .predicateType).map { self.text($0, in: text) }, [#"$sw == \u0027yes\u0027"#])
    }

    func testSectionsAndTheFormAreChecked() {
        let text =
            #"{"disabled": "$sw == 'on'", "sections": [{"hidden": "$sw > 'a'", "rows": [{"tag": "sw", "rowType": "booleanSwitch"}]}]}"#
        XCTAssertEqual(
            findings(text, .predicateType).map { $0.message.components(separatedBy: ": $").first! },
            ["form: 'disabled'", "section 1: 'hidden'"])
        XCTAssertTrue(findings(text, .predicateType)[0].message.contains("$sw == 'on' is never true"))
        XCTAssertTrue(findings(text, .predicateType)[1].message.contains("keeps the section's previous state"))
    }

    func testCustomRowTypesFollowTheirValueType() {
        let text = #"""
            {"customRowTypes": {"rating": {"cellClass": "RatingCell", "valueType": "number"}, "map": {"cellClass": "MapCell"},
                                "label": {"cellClass": "LabelCell", "valueType": "string"}},
             "sections": [{"rows": [
               {"tag": "r", "rowType": "rating"}, {"tag": "m", "rowType": "map"}, {"tag": "l", "rowType": "label"},
               {"tag": "x", "rowType": "info", "hidden": "$r == 'high' OR $m == 'x' OR $l == ''"}
             ]}]}
            """#
        XCTAssertEqual(
            findings(text, .predicateType).map { self.text($0, in: text) }, ["$r == 'high'"],
            "a map without valueType says nothing; a custom string cell may store ''")
    }
}
