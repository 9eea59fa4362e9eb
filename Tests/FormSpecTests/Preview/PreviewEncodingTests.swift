import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Results are written by `PreviewResult.encoded(fields:)`, a streaming writer; they must be
/// the bytes jansson writes for the same tree, for any spec, values, fields and changes.
final class PreviewEncodingTests: PreviewTestCase {
    static let examples = [
        "calendar-event.form.json", "every-row-type.form.json", "signup.form.json", "broken.form.json",
    ]

    func testEncodedResultsAreTheTreeEncoded() throws {
        var generator = SeededGenerator(seed: 11)
        for name in Self.examples {
            let text = try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\(name)"), encoding: .utf8)
            let form = CompiledForm(SpecDocument(text: text))
            for _ in 0..<40 {
                let values = RandomPreviewValues.make(for: form, &generator)
                let result = Preview.run(form, values: values, options: PreviewOptions(now: Self.fixedNow))
                let fields =
                    generator.below(3) == 0
                    ? nil : Set(PreviewResult.Field.allCases.filter { _ in generator.below(2) == 0 })
                // Bytes, not Strings: strings compare equal when canonically equivalent.
                XCTAssertEqual(
                    result.encoded(fields: fields).bytes, result.json(fields: fields).encoded(),
                    "\(name) with \(values.entries)")
            }
        }
    }

    func testAResultChangedAfterwardsIsEncodedAsChanged() throws {
        var result = try example("signup.form.json")
        result.sections[0].rows[0].title = "Changed"
        result.sections[0].rows[0].label = "Changed*"
        result.sections[0].rows[0].tag = "other"
        result.sections[0].rows[1].value = "changed"
        if let key = result.formValues.keys.first { result.formValues[key] = "changed" }
        result.httpParameters = ["only": 1]
        XCTAssertEqual(result.encoded(fields: nil).bytes, result.json.encoded())
    }

    /// A row changed in any member is written as changed.
    func testARowChangedInAnyMemberIsWrittenAsChanged() throws {
        let text = try String(
            contentsOf: TestSupport.repositoryFile("protocol/examples/signup.form.json"), encoding: .utf8)
        let form = CompiledForm(SpecDocument(text: text))
        let changes: [(String, (inout PreviewResult.Row) -> Void)] = [
            ("hidden", { $0.hidden.toggle() }), ("disabled", { $0.disabled.toggle() }),
            ("required", { $0.required.toggle() }),
            ("origin", { $0.origin = $0.origin == .spec ? .template : .spec }), ("path", { $0.path += "/x" }),
            ("tag", { $0.tag = "other" }), ("rowType", { $0.rowType = "text" }), ("title", { $0.title = "T" }),
            ("label", { $0.label = "L" }),
            ("value", { $0.value = 42 }), ("displayText", { $0.displayText = "d" }), ("errors", { $0.errors = ["e"] }),
            ("warnings", { $0.warnings = [PreviewWarning(.evaluation, "w")] }),
        ]
        let unchanged = Preview.run(form, options: PreviewOptions(now: Self.fixedNow)).encoded().bytes
        for (member, change) in changes {
            for round in 0..<2 {
                var result = Preview.run(form, options: PreviewOptions(now: Self.fixedNow))
                for s in result.sections.indices {
                    for r in result.sections[s].rows.indices where r % 2 == round {
                        change(&result.sections[s].rows[r])
                    }
                }
                let written = result.encoded(fields: nil).bytes
                XCTAssertNotEqual(written, unchanged, "\(member), round \(round)")
                XCTAssertEqual(written, result.json.encoded(), "\(member), round \(round)")
            }
        }
    }

    /// A value canonically equal to the default but written differently (decomposed accents,
    /// -0.0) is written as given.
    func testValuesEqualToTheDefaultButWrittenDifferentlyAreWrittenAsGiven() {
        let form = CompiledForm(
            SpecDocument(
                text: rows(
                    #"""
                    {"tag": "t", "rowType": "text", "value": "caf\u00e9"}, {"tag": "n", "rowType": "number", "value": 0},
                    {"tag": "p", "rowType": "selectorPush", "value": "\u00e9", "selectorOptions": ["\u00e9", "x"]}
                    """#)))
        for values: [(key: String, value: JSONValue)] in [
            [("t", "cafe\u{301}")], [("n", .double(-0.0))], [("p", "e\u{301}")], [("t", "caf\u{e9}")],
        ] {
            let result = Preview.run(form, values: PreviewValues(values))
            XCTAssertEqual(result.encoded(fields: nil).bytes, result.json.encoded(), "\(values)")
        }
    }

    /// What the server sends (`Preview.encoded`) is the result's tree as jansson writes it: with
    /// and without asterisks, a disabled form, left-right selectors, date rows in two locales,
    /// repeated values.
    func testWhatTheServerSendsIsTheResultEncoded() throws {
        var specs = try Self.examples.map {
            try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\($0)"), encoding: .utf8)
        }
        let sessionRows = #"""
            {"tag": "a", "rowType": "text", "title": "A", "required": true, "value": "same"},
            {"tag": "b", "rowType": "text", "title": "B", "value": "same", "hidden": "$a == 'x'"},
            {"tag": "c", "rowType": "stepCounter", "title": "C", "value": 1.5, "disabled": "$b == 'y'"},
            {"tag": "d", "rowType": "dateInline", "title": "D", "value": "2026-11-21"},
            {"tag": "e", "rowType": "selectorPush", "title": "E", "required": true, "value": "p", "selectorOptions": ["p", "q"]},
            {"tag": "f", "rowType": "selectorLeftRight", "title": "F", "selectorOptions": [{"formValue": "l", "formDisplayText": "L", "rightOptions": ["r"], "httpParameterKey": "k"}]},
            {"tag": "g", "rowType": "text", "title": "G", "value": "g", "hidden": "$a == 'x'", "disabled": "$a == 'off'"},
            {"rowType": "info", "title": "untagged"}
            """#
        for asterisk in [true, false] {
            for disabled in ["", #", "disabled": "$a == 'off'""#] {
                specs.append(
                    #"{"addAsteriskToRequiredRowsTitle": \#(asterisk)\#(disabled), "sections": [{"rows": [\#(sessionRows)]}, "#
                        + #"{"title": "Später", "footerTitle": "ends", "hidden": "$a == 'x'", "rows": [{"tag": "h", "rowType": "text"}]}]}"#
                )
            }
        }
        var generator = SeededGenerator(seed: 37)
        for spec in specs {
            let form = CompiledForm(SpecDocument(text: spec))
            for round in 0..<30 {
                var values = round % 3 == 0 ? PreviewValues() : RandomPreviewValues.make(for: form, &generator)
                if form.tags.slot(of: "a") != nil, round % 5 == 1 {
                    // `g` keeps its defaults while `a` hides or disables it.
                    values = PreviewValues([("a", round % 2 == 0 ? "off" : "x"), ("b", "y"), ("c", .double(1.0 / 3.0))])
                }
                let options = PreviewOptions(
                    now: Self.fixedNow, locale: Locale(identifier: round % 2 == 0 ? "en_US" : "de_DE"))
                let fields =
                    round % 4 == 3 ? Set(PreviewResult.Field.allCases.filter { _ in generator.below(2) == 0 }) : nil
                let expected = Preview.run(form, values: values, options: options).json(fields: fields).encoded()
                XCTAssertEqual(
                    Preview.encoded(form, values: values, options: options, fields: fields).bytes, expected,
                    "\(spec.prefix(60)) with \(values.entries), fields \(fields ?? [])")
            }
        }
    }

    func testRealsNeedingSeventeenDigitsAnywhereInTheResult() {
        let form = CompiledForm(
            SpecDocument(
                text: rows(#"{"tag": "a", "rowType": "decimal", "value": 0.1}, {"tag": "b", "rowType": "decimal"}"#)))
        for b: JSONValue in [0.5, .double(1.0 / 3.0), 0.30000000000000004] {
            let result = Preview.run(form, values: PreviewValues([("b", b)]))
            XCTAssertEqual(result.encoded(fields: nil).bytes, result.json.encoded())
        }
    }
}

extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
