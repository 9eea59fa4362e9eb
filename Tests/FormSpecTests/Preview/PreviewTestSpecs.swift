import FormSpecJSON
import Foundation
import TestSupport

@testable import FormSpec

/// Specs many preview tests share.
enum PreviewTestSpecs {
    /// The examples, a smaller form shaped like the benchmark's, and one with multivalued
    /// sections whose tagged rows are deleted, cycles, raising predicates and `now()`.
    static func all() throws -> [String] {
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

/// Values for the tagged rows of a form, drawn from every JSON kind, a row's options and
/// dates, plus now and then a tag no row has or a multivalued section's array.
enum RandomPreviewValues {
    static func make(for form: CompiledForm, _ g: inout SeededGenerator) -> PreviewValues {
        var entries: [(key: String, value: JSONValue)] = []
        for row in form.sections.flatMap(\.rows) where g.below(3) != 0 {
            guard let tag = row.tag else { continue }
            entries.append((tag, value(for: row, &g)))
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
