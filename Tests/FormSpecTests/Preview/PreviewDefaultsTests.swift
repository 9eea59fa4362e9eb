import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Rows that keep their default value take outputs computed once per compiled row
/// (`DefaultOutputs`); computed afresh, the result must be the same.
final class PreviewDefaultsTests: PreviewTestCase {
    func testOutputsComputedOnceAreTheOutputsComputedAfresh() throws {
        var generator = SeededGenerator(seed: 5)
        let benchmarkLike = rows(
            #"""
            {"tag": "n", "rowType": "text", "value": "x"}, {"tag": "i", "rowType": "integer", "value": 3}, {"tag": "d", "rowType": "decimal", "value": 2.5},
            {"tag": "w", "rowType": "dateInline", "value": "2026-11-21"}, {"tag": "c", "rowType": "stepCounter", "value": 1},
            {"tag": "s", "rowType": "selectorSegmentedControl", "value": "b", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]},
            {"tag": "m", "rowType": "multipleSelector", "value": ["x"], "selectorOptions": ["x", "y"]},
            {"tag": "l", "rowType": "selectorLeftRight", "leftRightSelectorOptions": [{"leftValue": "L", "httpParameterKey": "lk", "rightOptions": ["r1", "r2"]}], "value": "r2"},
            {"tag": "b", "rowType": "button", "cellStyle": "value1", "value": "go"}, {"tag": "e", "rowType": "email", "required": true}
            """#)
        var specs = [benchmarkLike]
        for name in PreviewEncodingTests.examples {
            specs.append(
                try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\(name)"), encoding: .utf8))
        }
        for spec in specs {
            let form = CompiledForm(SpecDocument(text: spec))
            for round in 0..<30 {
                let values = round == 0 ? PreviewValues() : RandomPreviewValues.make(for: form, &generator)
                let options = PreviewOptions(
                    now: Self.fixedNow, locale: Locale(identifier: round % 2 == 0 ? "en_US" : "de_DE"))
                let session = PreviewSession(form: form, values: values, options: options)
                let quick = session.result().json.encoded()
                for row in session.sections.flatMap(\.rows) {
                    let value = row.value
                    row.value = value
                }
                XCTAssertTrue(session.sections.allSatisfy { $0.rows.allSatisfy { !$0.holdsDefaults } })
                XCTAssertEqual(quick, session.result().json.encoded(), "\(values.entries)")
            }
        }
    }

    func testRememberedRegexAnswersAreTheAnswers() throws {
        let engine = RegexEngine()
        let patterns = ["[a-z]+", "(?i)abc", "\\d{2,}", "a|b"]
        let subjects = ["", "abc", "ABC", "12", "1", "a", "b", "ab", String(repeating: "x", count: 300)]
        for pattern in patterns {
            for subject in subjects {
                let fresh = try RegexEngine().wholeMatch(subject, pattern: pattern)
                XCTAssertEqual(try engine.wholeMatch(subject, pattern: pattern), fresh)
                XCTAssertEqual(try engine.wholeMatch(subject, pattern: pattern), fresh, "asked again")
                XCTAssertEqual(
                    try engine.wholeMatch(subject, pattern: pattern, caseInsensitive: true),
                    try RegexEngine().wholeMatch(subject, pattern: pattern, caseInsensitive: true))
            }
        }
    }
}
