import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Previews reuse pooled sessions and reach `$tag` rows by compiled positions; both must
/// compute exactly what a new session looking rows up by name computes.
final class PreviewFastPathTests: PreviewTestCase {
    func testReusedSessionsComputeWhatNewSessionsCompute() throws {
        var generator = SeededGenerator(seed: 23)
        for spec in try Self.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            for round in 0..<40 {
                let values = round == 0 ? PreviewValues() : RandomPreviewValues.make(for: form, &generator)
                let options = PreviewOptions(
                    now: Self.fixedNow.addingTimeInterval(Double(generator.below(3)) * 86_400 * 400),
                    locale: Locale(identifier: round % 2 == 0 ? "en_US" : "de_DE"))
                let fresh = PreviewSession(form: form, values: values, options: options).result()
                XCTAssertEqual(
                    Preview.run(form, values: values, options: options).json.encoded(), fresh.json.encoded(),
                    "\(values.entries)")
                // Results for some fields compute only what those need.
                let fields =
                    generator.below(3) == 0
                    ? nil : Set(PreviewResult.Field.allCases.filter { _ in generator.below(2) == 0 })
                let expected = fresh.json(fields: fields).encoded()
                XCTAssertEqual(
                    Preview.json(form, values: values, options: options, fields: fields).encoded(), expected,
                    "\(fields ?? [])")
                XCTAssertEqual(
                    Preview.encoded(form, values: values, options: options, fields: fields).bytes, expected,
                    "\(fields ?? [])")
            }
        }
    }

    /// A fresh copy of a session whose multivalued values inserted rows holds those rows too:
    /// reset for other values, it builds its rows afresh, as the original would.
    func testAFreshCopyWithInsertedRowsIsResetLikeItsOriginal() {
        let spec = #"""
            {"sections": [
              {"multivaluedTag": "items", "sectionOptions": ["canInsert", "canDelete"],
               "multivaluedRowTemplate": {"rowType": "text", "title": "Item"},
               "rows": [{"tag": "first", "rowType": "text", "value": "one"}]},
              {"rows": [{"tag": "after", "rowType": "text", "hidden": "$first == 'x'"}]}
            ]}
            """#
        let form = CompiledForm(SpecDocument(text: spec))
        let options = PreviewOptions(now: Self.fixedNow)
        let original = PreviewSession(
            form: form, values: PreviewValues([("items", ["a", "b", "c"])]), options: options)
        let copy = PreviewSession(freshCopyOf: original)
        XCTAssertEqual(copy.result().sections[0].rows.count, 3)
        copy.reuse(values: PreviewValues([("first", "x")]), options: options)
        let expected = PreviewSession(form: form, values: PreviewValues([("first", "x")]), options: options).result()
        XCTAssertEqual(copy.result().sections[0].rows.count, 1)
        XCTAssertEqual(
            String(decoding: copy.result().json.encoded(), as: UTF8.self),
            String(decoding: expected.json.encoded(), as: UTF8.self))
    }

    func testRowsReachedByPositionAreTheRowsFoundByTag() throws {
        var generator = SeededGenerator(seed: 29)
        for spec in try Self.specs() {
            let form = CompiledForm(SpecDocument(text: spec))
            for _ in 0..<40 {
                let values = RandomPreviewValues.make(for: form, &generator)
                let session = PreviewSession(form: form, values: values, options: PreviewOptions(now: Self.fixedNow))
                let byPosition = PreviewSession(freshCopyOf: session)
                let byName = PreviewSession(freshCopyOf: session, lookingUpByTag: true)
                XCTAssertFalse(byName.registrationsAreCompiled)
                XCTAssertEqual(byPosition.result().json.encoded(), byName.result().json.encoded(), "\(values.entries)")
            }
        }
    }

    /// The examples, a smaller form shaped like the benchmark's, and one with multivalued
    /// sections whose tagged rows are deleted, cycles, raising predicates and `now()`.
    static func specs() throws -> [String] {
        var specs = try PreviewEncodingTests.examples.map {
            try String(contentsOf: TestSupport.repositoryFile("protocol/examples/\($0)"), encoding: .utf8)
        }
        specs.append(benchmarkLike(rows: 60))
        specs.append(
            #"""
            {"disabled": "$flag == 1", "sections": [
              {"multivaluedTag": "items", "sectionOptions": ["canInsert", "canDelete"], "hidden": "$d.isHidden == 1",
               "multivaluedRowTemplate": {"rowType": "text", "hidden": "$flag == 1"},
               "rows": [{"tag": "i1", "rowType": "text", "value": "x"}, {"tag": "i2", "rowType": "text", "hidden": "$i1 == 'a'"}]},
              {"rows": [
                {"tag": "flag", "rowType": "booleanSwitch", "hidden": "$i2.isHidden == 1"},
                {"tag": "a", "rowType": "text", "hidden": "$b.isHidden == 0"},
                {"tag": "b", "rowType": "text", "hidden": "$a.isHidden == 0"},
                {"tag": "c", "rowType": "integer", "disabled": "$a.value.formValue == 2 OR $c.isDisabled == 1"},
                {"tag": "d", "rowType": "text", "hidden": "$i1.value contains[c] 'Q' OR $missing == 1"},
                {"tag": "e", "rowType": "dateInline", "disabled": "$e < now() AND NOT ($flag.isDisabled == 1)"},
                {"tag": "f", "rowType": "selectorPush", "selectorOptions": ["x", "y"], "hidden": "$f.value IN {'x', 'y'} OR $i1.sectionDescriptor.isHidden == 1"}
              ]},
              {"multivaluedTag": "more", "sectionOptions": ["canInsert"], "sectionInsertMode": "button",
               "rows": [{"tag": "m1", "rowType": "integer", "value": 1, "disabled": "$m1 > 3"}]}
            ]}
            """#)
        return specs
    }

    /// The benchmark's row shapes (Benchmarks/PreviewBenchmark.swift), `count` rows.
    static func benchmarkLike(rows count: Int) -> String {
        let options =
            #""selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}]"#
        let rows = (0..<count).map { i in
            switch i % 10 {
            case 0:
                return
                    #"{"tag": "name\#(i)", "rowType": "text", "required": \#(i % 40 == 0), "validators": [{"type": "minLength", "length": 2, "msg": "Too short"}]}"#
            case 1:
                return
                    #"{"tag": "kind\#(i)", "rowType": "selectorPush", "value": "a", \#(options), "hidden": "$name\#(i - 1) == nil"}"#
            case 2: return #"{"tag": "on\#(i)", "rowType": "booleanSwitch", "value": false}"#
            case 3:
                return #"{"tag": "count\#(i)", "rowType": "stepCounter", "value": 1, "disabled": "$on\#(i - 1) == 0"}"#
            case 4: return #"{"tag": "email\#(i)", "rowType": "email", "validators": [{"type": "email"}]}"#
            case 5:
                return
                    #"{"tag": "when\#(i)", "rowType": "dateInline", "value": "2026-11-21", "hidden": "$kind\#(i - 4).value.formValue == 'b' OR $count\#(i - 2) > 5"}"#
            case 6: return #"{"tag": "amount\#(i)", "rowType": "decimal", "value": 10}"#
            case 7:
                return
                    #"{"tag": "note\#(i)", "rowType": "textView", "hidden": "$when\#(i - 2).isHidden == 1 AND $amount\#(i - 1) < 100"}"#
            case 8: return #"{"tag": "level\#(i)", "rowType": "selectorSegmentedControl", "value": "b", \#(options)}"#
            default:
                return
                    #"{"tag": "extra\#(i)", "rowType": "text", "disabled": "$name\#(i - 9) contains[c] 'x' OR $when\#(i - 4) < now()"}"#
            }
        }
        return #"{"addAsteriskToRequiredRowsTitle": true, "sections": [{"rows": [\#(rows.joined(separator: ","))]}]}"#
    }
}
