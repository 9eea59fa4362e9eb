import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// The language server writes results with `PreviewResult.encoded(fields:)`; the CLI and the
/// tests read `json(fields:)`. Both must give the same bytes for any spec, values and fields.
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

    /// Texts made once per compiled row are used only while the result still holds what they
    /// were made from.
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

    /// A row reads its describing members from its compiled row until one changes; a change
    /// applies to that row value alone, and a member set to nil stays nil.
    func testChangingARowsMemberChangesThatRowOnly() throws {
        let result = try example("signup.form.json")
        let original = result.sections[0].rows[0]
        var changed = original
        changed.tag = nil
        changed.path = "/elsewhere"
        var copy = changed
        copy.title = nil
        XCTAssertNotNil(original.tag)
        XCTAssertNotEqual(original.path, "/elsewhere")
        XCTAssertNil(changed.tag)
        XCTAssertEqual(changed.path, "/elsewhere")
        XCTAssertEqual(changed.title, original.title)
        XCTAssertNil(copy.title)
        XCTAssertNil(copy.tag)
        XCTAssertEqual(copy.label, original.label)
        XCTAssertEqual(copy.required, original.required)

        // Errors and warnings likewise, from a row that has some.
        let failing = try example("signup.form.json").sections.flatMap(\.rows).first { !$0.errors.isEmpty }
        var withNote = try XCTUnwrap(failing)
        withNote.warnings.append(PreviewWarning(.evaluation, "w"))
        var cleared = withNote
        cleared.errors = []
        XCTAssertEqual(failing?.warnings, [])
        XCTAssertEqual(withNote.errors, failing?.errors)
        XCTAssertEqual(withNote.warnings.map(\.message), ["w"])
        XCTAssertEqual(cleared.errors, [])
        XCTAssertEqual(cleared.warnings.map(\.message), ["w"])
    }

    /// A result made to be written as text holds formValues and httpParameters as text, read
    /// as the objects; once a caller sets either object, that object is written instead.
    func testValuesSetAfterwardsAreWrittenAsSet() throws {
        let text = try String(
            contentsOf: TestSupport.repositoryFile("protocol/examples/signup.form.json"), encoding: .utf8)
        let form = CompiledForm(SpecDocument(text: text))
        let options = PreviewOptions(now: Self.fixedNow)
        let changes: [(inout PreviewResult) -> Void] = [
            { $0.formValues = ["changed": 1] },
            { $0.httpParameters["added"] = true },
            {
                $0.formValues = [:]
                $0.httpParameters = ["only": .null]
            },
        ]
        for change in changes {
            var result = form.sessionPool.take(form, values: PreviewValues(), options: options).result(
                valuesAsText: true)
            guard case .text = result.formValuesStorage else { return XCTFail("formValues kept as an object") }
            XCTAssertEqual(result.encoded(fields: nil).bytes, Preview.run(form, options: options).json.encoded())
            XCTAssertEqual(JSONValue.object(result.formValues), Preview.run(form, options: options).json["formValues"])
            change(&result)
            XCTAssertEqual(result.encoded(fields: nil).bytes, result.json.encoded())
        }
    }

    /// A row's whole text is kept by its compiled row; a result whose row differs from the
    /// compiled one in any member is written as it is, whichever was written before.
    func testARowChangedInAnyMemberIsNotTakenWhole() throws {
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
        for (member, change) in changes {
            for round in 0..<2 {  // the first writes and keeps the rows' texts, the second reuses them
                var result = Preview.run(form, options: PreviewOptions(now: Self.fixedNow))
                for s in result.sections.indices {
                    for r in result.sections[s].rows.indices where r % 2 == round {
                        change(&result.sections[s].rows[r])
                    }
                }
                XCTAssertEqual(result.encoded(fields: nil).bytes, result.json.encoded(), "\(member), round \(round)")
            }
        }
    }

    /// Texts made once are reused only for the very same bytes: a value canonically equal to
    /// the default but written differently (decomposed accents, -0.0) is written as given.
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

    /// What the server sends (`Preview.encoded`: rows written from the session, most as their
    /// compiled row's kept text) is the result's tree encoded: with and without asterisks, a
    /// disabled form, left-right selectors, date rows in two locales, repeated values, and
    /// after the kept texts were made by earlier previews.
    func testTextWrittenFromTheSessionIsTheResultEncoded() throws {
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
                if form.taggedRows.contains(where: { $0.tag == "a" }), round % 5 == 1 {
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

/// Values for the tagged rows of a form, drawn from every JSON kind, a row's options and
/// dates, plus now and then a tag no row has or a multivalued section's array.
enum RandomPreviewValues {
    static func make(for form: CompiledForm, _ g: inout SeededGenerator) -> PreviewValues {
        var entries: [(key: String, value: JSONValue)] = []
        for (tag, section, row) in form.taggedRows where g.below(3) != 0 {
            entries.append((tag, value(for: form.sections[section].rows[row], &g)))
        }
        for tag in form.sectionsByMultivaluedTag.keys.sorted() where g.below(2) == 0 {
            entries.append((tag, .array((0..<g.below(4)).map { _ in scalar(&g) })))
        }
        if g.below(8) == 0 { entries.append(("noSuchTag", "x")) }
        return PreviewValues(entries)
    }

    static func value(for row: CompiledRow, _ g: inout SeededGenerator) -> JSONValue {
        switch g.below(4) {
        case 0 where !row.options.isEmpty:
            let option = PreviewJSON.value(row.options[g.below(row.options.count)])
            return g.below(2) == 0 ? option : (option["formValue"] ?? option)
        case 1: return ["2026-11-21T10:00:00Z", "2026-01-01", "1999-12-31T23:59:59+02:00", "not a date"][g.below(4)]
        default: return g.below(6) == 0 ? .array([scalar(&g), scalar(&g)]) : scalar(&g)
        }
    }

    static func scalar(_ g: inout SeededGenerator) -> JSONValue {
        let pool: [JSONValue] = [
            .null, true, false, 0, 1, 7, -3, 150, 0.1, 2.5, .double(1.0 / 3.0), "", "a", "Max", "xyz",
            "user@example.com", "not an email",
            "  padded  ", "日本 👍", "b", "weekly", "12345678901234567890", "NaN",
            ["formValue": "a", "formDisplayText": "A"],
        ]
        return pool[g.below(pool.count)]
    }
}

extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
