import FormSpecJSON
import Foundation
import TestSupport
import XCTest

@testable import FormSpec

/// Predicates settled from the default values (`CompiledForm.settlePredicates`) must show what
/// evaluating them shows, whatever values are given and in whatever order previews reuse a session.
final class PreviewSettledConditionsTests: PreviewTestCase {
    func testSettledPredicatesAgreeWithEvaluatingEveryPredicate() throws {
        var g = SeededGenerator(seed: 41)
        var settled = 0, compared = 0
        for (specIndex, spec) in try PreviewFastPathTests.specs().enumerated() {
            let form = CompiledForm(SpecDocument(text: spec))
            for row in form.sections.flatMap(\.rows) {
                if row.hiddenIsPredicate, !row.initialData.hiddenCache.isDirty { settled += 1 }
                if row.disabledIsPredicate, !row.initialData.disabledCache.isDirty { settled += 1 }
            }
            for round in 0..<24 {
                // Few values, so that most settled predicates stay settled; every fourth round as many as usual.
                let values = round % 4 == 0 ? RandomPreviewValues.make(for: form, &g) : Self.sparseValues(for: form, &g)
                let options = PreviewOptions(now: Self.fixedNow)
                let pooled = Preview.encoded(form, values: values, options: options, fields: nil)
                let session = PreviewSession(form: form, values: values, options: options)
                let everyPredicate = PreviewSession(freshCopyOf: session)
                for (row, evaluated) in zip(session.sections.flatMap(\.rows), everyPredicate.sections.flatMap(\.rows)) {
                    compared += 1
                    XCTAssertEqual(
                        String(describing: row.hiddenCache), String(describing: evaluated.hiddenCache),
                        "\(row.compiled.path) hidden")
                    XCTAssertEqual(
                        String(describing: row.disabledCache), String(describing: evaluated.disabledCache),
                        "\(row.compiled.path) disabled")
                    XCTAssertEqual(row.notes, evaluated.notes, row.compiled.path)
                }
                // A pooled session, reused after other values, shows what a new one shows.
                let pooledJSON = try JSONValue(decoding: pooled.bytes)
                let newJSON = session.result().json
                if pooledJSON != newJSON {
                    XCTFail("round \(round) of spec \(specIndex): \(Self.difference(pooledJSON, newJSON, at: ""))")
                }
            }
        }
        XCTAssertGreaterThan(settled, 15, "the test specs settle predicates")
        XCTAssertGreaterThan(compared, 1_000)
    }

    func testAGivenValueUnsettlesThePredicatesReadingIt() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "value": "x"},
            {"tag": "b", "rowType": "text", "hidden": "$a == 'x'"},
            {"tag": "c", "rowType": "text", "disabled": "$a == 'y' OR $b == nil"},
            {"tag": "d", "rowType": "text", "hidden": "$a MATCHES 'x+'"}
            """#)
        let form = CompiledForm(SpecDocument(text: spec))
        let rows = form.sections[0].rows
        XCTAssertEqual(
            rows[0].dependents,
            [
                SettledCondition(section: 0, row: 1, kind: .hidden),
                SettledCondition(section: 0, row: 2, kind: .disabled),
            ])
        XCTAssertEqual(rows[1].dependents, [SettledCondition(section: 0, row: 2, kind: .disabled)])
        XCTAssertEqual(rows[1].initialData.hiddenCache.value, true)
        XCTAssertEqual(rows[2].initialData.disabledCache.value, true)
        XCTAssertTrue(rows[3].initialData.hiddenCache.isDirty, "a regex is left to the preview's engine")

        XCTAssertEqual(row(Preview.run(form), "b")?.hidden, true)
        let given = Preview.run(form, values: PreviewValues([("a", "y"), ("b", "z")]))
        XCTAssertEqual(row(given, "b")?.hidden, false)
        XCTAssertEqual(row(given, "c")?.disabled, true, "$a == 'y'")
        let other = Preview.run(form, values: PreviewValues([("a", "z"), ("b", "z")]))
        XCTAssertEqual(row(other, "c")?.disabled, false)
        XCTAssertEqual(row(Preview.run(form), "b")?.hidden, true, "a reused session settles again")
    }

    /// `$tag.isHidden` of a settled hidden predicate settles too, and is unsettled with it,
    /// down a chain.
    func testPredicatesReadingASettledHiddenStateFollowIt() {
        let spec = rows(
            #"""
            {"tag": "a", "rowType": "text", "value": "x"},
            {"tag": "b", "rowType": "text", "hidden": "$a == 'x'"},
            {"tag": "f", "rowType": "text", "hidden": "$b.isHidden == 0"},
            {"tag": "g", "rowType": "text", "hidden": "$f.isHidden == 1"},
            {"tag": "h", "rowType": "text", "hidden": "$g.isDisabled == 1"}
            """#)
        let form = CompiledForm(SpecDocument(text: spec))
        let rows = form.sections[0].rows
        XCTAssertEqual(
            rows.map { $0.initialData.hiddenCache.isDirty }, [false, false, false, false, true],
            "isDisabled is left to the preview")
        XCTAssertEqual(rows.map { $0.initialData.hiddenCache.value }, [false, true, false, false, nil])
        XCTAssertEqual(rows[1].hiddenDependents, [SettledCondition(section: 0, row: 2, kind: .hidden)])
        XCTAssertEqual(rows[2].hiddenDependents, [SettledCondition(section: 0, row: 3, kind: .hidden)])

        let settled = Preview.run(form)
        XCTAssertEqual(["b", "f", "g"].map { row(settled, $0)?.hidden }, [true, false, false])
        let given = Preview.run(form, values: PreviewValues([("a", "y")]))
        XCTAssertEqual(["b", "f", "g"].map { row(given, $0)?.hidden }, [false, true, true])
        XCTAssertEqual(
            ["b", "f", "g"].map { row(Preview.run(form), $0)?.hidden }, [true, false, false],
            "a reused session settles again")
    }

    /// A chain longer than the recursion goes (`unsettle(_:depth:deeper:)`) is followed to its end.
    func testALongChainOfHiddenReadersIsUnsettledToItsEnd() {
        var texts = [
            #"{"tag": "r0", "rowType": "text", "value": "x"}"#,
            #"{"tag": "r1", "rowType": "text", "hidden": "$r0 == 'x'"}"#,
        ]
        for i in 2...60 {
            texts.append(#"{"tag": "r\#(i)", "rowType": "text", "hidden": "$r\#(i - 1).isHidden == 1"}"#)
        }
        let form = CompiledForm(SpecDocument(text: rows(texts.joined(separator: ",\n"))))
        XCTAssertTrue(
            form.sections[0].rows.dropFirst().allSatisfy {
                $0.initialData.hiddenCache == ConditionCache(value: true, isDirty: false)
            })
        XCTAssertEqual(Preview.run(form).sections[0].rows.filter(\.hidden).count, 60)
        XCTAssertEqual(
            Preview.run(form, values: PreviewValues([("r0", "y")])).sections[0].rows.filter(\.hidden).count, 0)
        XCTAssertEqual(Preview.run(form).sections[0].rows.filter(\.hidden).count, 60)
    }

    /// Readers before the row they read (a chain running backwards through the form) settle
    /// too, and a predicate naming one row twice is listed by it once.
    func testAChainRunningBackwardsSettles() {
        var texts: [String] = []
        for i in 0..<40 {
            texts.append(#"{"tag": "r\#(i)", "rowType": "text", "hidden": "$r\#(i + 1).isHidden == 1"}"#)
        }
        texts.append(#"{"tag": "r40", "rowType": "text", "hidden": "$last == 'x' OR $last == 'y'"}"#)
        texts.append(#"{"tag": "last", "rowType": "text", "value": "x"}"#)
        let form = CompiledForm(SpecDocument(text: rows(texts.joined(separator: ",\n"))))
        let rows = form.sections[0].rows
        XCTAssertTrue(
            rows.dropLast().allSatisfy { $0.initialData.hiddenCache == ConditionCache(value: true, isDirty: false) })
        XCTAssertEqual(rows[41].dependents, [SettledCondition(section: 0, row: 40, kind: .hidden)])
        XCTAssertEqual(
            Preview.run(form, values: PreviewValues([("last", "z")])).sections[0].rows.filter(\.hidden).count, 0)
    }

    /// Deleting a multivalued section's tagged rows changes what a `$tag` reads: a predicate
    /// settled from the deleted row's default is evaluated again (and raises here).
    func testDeletedRowsUnsettleEveryPredicate() {
        let spec = #"""
            {"sections": [
              {"multivaluedTag": "items", "sectionOptions": ["canDelete"],
               "rows": [{"tag": "i1", "rowType": "text"}, {"tag": "i2", "rowType": "text"}]},
              {"rows": [{"tag": "r", "rowType": "text", "hidden": "$i2 == nil"}]}
            ]}
            """#
        let form = CompiledForm(SpecDocument(text: spec))
        XCTAssertEqual(form.sections[1].rows[0].initialData.hiddenCache.value, true)
        XCTAssertEqual(row(Preview.run(form), "r")?.hidden, true)
        let session = PreviewSession(form: form, values: PreviewValues([("items", ["only"])]))
        let everyPredicate = PreviewSession(freshCopyOf: session)
        let (r, evaluated) = (session.sections[1].rows[0], everyPredicate.sections[1].rows[0])
        XCTAssertEqual(String(describing: r.hiddenCache), String(describing: evaluated.hiddenCache))
        XCTAssertEqual(r.notes.map(\.kind), [.evaluation], "$i2 no longer names a row")
        XCTAssertEqual(r.notes, evaluated.notes)
    }

    /// The first place two JSON values differ, for a readable failure.
    private static func difference(_ a: JSONValue, _ b: JSONValue, at path: String) -> String {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            for member in x where member.value != y[member.key] {
                guard let other = y[member.key] else { return "\(path)/\(member.key) missing" }
                return difference(member.value, other, at: "\(path)/\(member.key)")
            }
        case (.array(let x), .array(let y)) where x.count == y.count:
            for (i, (p, q)) in zip(x, y).enumerated() where p != q { return difference(p, q, at: "\(path)/\(i)") }
        default: break
        }
        return
            "\(path): \(String(decoding: a.encoded(), as: UTF8.self)) vs \(String(decoding: b.encoded(), as: UTF8.self))"
    }

    private static func sparseValues(for form: CompiledForm, _ g: inout SeededGenerator) -> PreviewValues {
        var entries: [(key: String, value: JSONValue)] = []
        for (tag, section, row) in form.taggedRows where g.below(6) == 0 {
            entries.append((tag, RandomPreviewValues.value(for: form.sections[section].rows[row], &g)))
        }
        return PreviewValues(entries)
    }
}
