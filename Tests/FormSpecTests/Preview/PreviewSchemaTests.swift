import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The JSON Schemas of `protocol/` against real output: preview results of every example
/// (warnings of every kind included) and the bundled scenario file.
final class PreviewSchemaTests: PreviewTestCase {
    func schema(_ name: String) throws -> SchemaSubsetValidator {
        let url = TestSupport.repositoryFile("protocol/\(name)")
        return SchemaSubsetValidator(root: try JSONValue(decoding: Array(try Data(contentsOf: url))))
    }

    func testPreviewResultsOfEveryExampleMatchTheSchema() throws {
        let validator = try schema("preview-result.schema.json")
        for name in ["calendar-event", "every-row-type", "signup", "broken"] {
            let result = try example("\(name).form.json", ["phones": ["+1 555 0100", "x"]])
            XCTAssertEqual(validator.errors(result.json), [], name)
        }
        let text = try String(
            contentsOf: TestSupport.repositoryFile("protocol/examples/signup.form.json"), encoding: .utf8)
        let form = CompiledForm(SpecDocument(text: text))
        let full = Preview.run(form, values: PreviewValues(["accountType": "business"])).json
        for fields: Set<PreviewResult.Field> in [
            [.valid, .formValues], [.validationErrors], [.httpParameters, .warnings, .title],
        ] {
            let lean = Preview.json(form, values: PreviewValues(["accountType": "business"]), fields: fields)
            XCTAssertEqual(validator.errors(lean), [])
            XCTAssertEqual(lean.objectValue?.keys, PreviewResult.Field.allCases.filter(fields.contains).map(\.rawValue))
            for key in lean.objectValue?.keys ?? [] {
                XCTAssertEqual(lean[key], full[key], "computing only \(fields) gives the same \(key)")
            }
        }
    }

    /// Field file results: the `type` member, option rows and collections.
    func testFieldFileResultsMatchTheSchema() throws {
        let validator = try schema("preview-result.schema.json")
        let text = try String(
            contentsOf: TestSupport.repositoryFile("protocol/examples/registration.fxform.json"), encoding: .utf8)
        let fields = #"""
            [{"key": "size", "options": ["S", "M"], "placeholder": "Any", "inline": true},
             {"key": "tags", "class": "NSArray", "inline": true}]
            """#
        let cases: [(spec: String, values: JSONObject)] = [
            (text, ["age": "4"]), (fields, ["size": "M", "tags": ["a"]]),
        ]
        for (spec, values) in cases {
            let result = Preview.run(
                CompiledForm(SpecDocument(name: "x.fxform.json", text: spec)), values: PreviewValues(values))
            XCTAssertEqual(validator.errors(result.json), [])
        }
    }

    func testWarningsOfEveryKindAndEveryValueShapeMatchTheSchema() throws {
        let spec = #"""
            {"title": "All", "sections": [
              {"multivaluedTag": "many", "sectionOptions": ["canInsert"], "multivaluedRowTemplate": {"rowType": "text", "hidden": "$x == 1"}, "rows": []},
              {"rows": [
                {"tag": "a", "rowType": "text", "hidden": "$b.isHidden == 0", "validators": [{"type": "regex", "regex": "z"}]},
                {"tag": "b", "rowType": "text", "hidden": "$a.isHidden == 0"},
                {"tag": "bad", "rowType": "nope", "hidden": "$missing == 1", "valueTransformer": "T"},
                {"tag": "n", "rowType": "decimal", "value": "abc", "validators": [{"type": "regex", "regex": "(", "msg": "m"}]},
                {"tag": "o", "rowType": "multipleSelector", "value": [{"formValue": {"k": [1, null]}, "formDisplayText": "K"}], "selectorOptions": ["p"]},
                {"tag": "lr", "rowType": "selectorLeftRight", "selectorOptions": [{"leftValue": "L", "rightOptions": ["r"]}]}
              ]}
            ]}
            """#
        let result = preview(spec, ["many": ["v"], "a": "y", "unknown": 1, "n": [1]])
        let kinds = Set(result.allWarnings.map(\.kind))
        XCTAssertEqual(
            kinds, [.unknownTag, .value, .evaluation, .cycle, .regex, .app, .crash], "\(result.allWarnings)")
        XCTAssertEqual(try schema("preview-result.schema.json").errors(result.json), [])
    }

    func testTheValidatorCatchesWhatTheSchemaForbids() throws {
        let validator = try schema("preview-result.schema.json")
        var json = try example("signup.form.json").json.objectValue!
        json["extra"] = 1
        json["valid"] = "yes"
        XCTAssertEqual(
            Set(validator.errors(.object(json))),
            ["$: unexpected member extra", "$.valid: expected [\"boolean\"], got string"])
        let scenario = try schema("scenario.schema.json")
        XCTAssertEqual(
            scenario.errors(["spec": "x", "steps": [["expect": ["visibel": []]]]]),
            ["$.steps[0].expect: unexpected member visibel"])
    }

    func testTheBundledScenariosMatchTheirSchema() throws {
        for name in ["signup", "registration"] {
            let url = TestSupport.repositoryFile("protocol/examples/\(name).scenario.json")
            XCTAssertEqual(
                try schema("scenario.schema.json").errors(try JSONValue(decoding: Array(try Data(contentsOf: url)))),
                [],
                name)
        }
    }
}
