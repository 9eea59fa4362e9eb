import FormSpec
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

final class JSONSchemaTests: XCTestCase {
    /// protocol/formspec.schema.json is generated; regenerate with `formspec schema > protocol/formspec.schema.json`.
    func testCheckedInSchemaMatchesTheCatalog() throws {
        let file = try Data(contentsOf: TestSupport.repositoryFile("protocol/formspec.schema.json"))
        XCTAssertEqual(
            try JSONValue(decoding: [UInt8](file)), JSONSchemaGenerator.schema(),
            "run `swift run formspec schema > protocol/formspec.schema.json`")
    }

    func testSchemaCoversEveryRowTypeAndObject() {
        let schema = JSONSchemaGenerator.schema()
        let definitions = schema["definitions"]?.objectValue
        for kind in Catalog.standard.objects.keys { XCTAssertNotNil(definitions?[kind], kind) }
        let rowType = definitions?["row"]?["properties"]?["rowType"]?["anyOf"]?.arrayValue?.first?["enum"]?.arrayValue
        XCTAssertEqual(rowType?.count, 40)
    }

    /// Generic JSON tooling (Python's jsonschema, Draft 7) accepts the schema and every valid
    /// example, and rejects a spec with a wrong type.
    func testExamplesValidateWithAnIndependentValidator() throws {
        let script = #"""
            import json, sys, glob, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            v = jsonschema.Draft7Validator(schema)
            bad = 0
            for path in sorted(glob.glob(sys.argv[2] + "/*.form.json")):
                if path.endswith("broken.form.json"):
                    continue
                errors = list(v.iter_errors(json.load(open(path))))
                for e in errors:
                    print(path, e.message)
                bad += len(errors)
            wrong = {"sections": [{"rows": [{"rowType": "text", "required": "yes"}]}]}
            print("wrong-type-errors", len(list(v.iter_errors(wrong))))
            sys.exit(1 if bad else 0)
            """#
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c", script, TestSupport.repositoryFile("protocol/formspec.schema.json").path,
                TestSupport.repositoryFile("protocol/examples").path,
            ])
        XCTAssertEqual(
            result.status, 0,
            result.stdout + result.stderr + "\n(needs python3 with jsonschema: pip install jsonschema)")
        XCTAssertTrue(result.stdout.contains("wrong-type-errors 1"), result.stdout)
    }

    /// protocol/fxforms.schema.json and protocol/configuration.schema.json are generated too.
    func testCheckedInFXFormsAndConfigurationSchemasMatch() throws {
        let fx = try Data(contentsOf: TestSupport.repositoryFile("protocol/fxforms.schema.json"))
        XCTAssertEqual(
            try JSONValue(decoding: [UInt8](fx)), FXFormsSchemaGenerator.schema(),
            "run `swift run formspec schema --dialect fxforms > protocol/fxforms.schema.json`")
        let config = try Data(contentsOf: TestSupport.repositoryFile("protocol/configuration.schema.json"))
        XCTAssertEqual(
            try JSONValue(decoding: [UInt8](config)), FXFormsSchemaGenerator.configurationSchema(),
            "run `swift run formspec schema --configuration > protocol/configuration.schema.json`")
    }

    /// The field file and configuration schemas accept the example and fixtures and reject the
    /// README's `controller` and a misspelt kind.
    func testFieldFilesAndConfigurationsValidateWithAnIndependentValidator() throws {
        let script = #"""
            import json, sys, glob, jsonschema
            fx = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
            config = jsonschema.Draft7Validator(json.load(open(sys.argv[2])))
            jsonschema.Draft7Validator.check_schema(fx.schema)
            jsonschema.Draft7Validator.check_schema(config.schema)
            bad = 0
            for folder in sys.argv[3:]:
                for path in sorted(glob.glob(folder + "/*.fxform.json")):
                    for e in fx.iter_errors(json.load(open(path))):
                        print(path, e.message); bad += 1
                for path in sorted(glob.glob(folder + "/formspec.config.json")):
                    for e in config.iter_errors(json.load(open(path))):
                        print(path, e.message); bad += 1
            print("controller-errors", len(list(fx.iter_errors([{"key": "a", "controller": "X"}]))))
            print("kind-errors", len(list(config.iter_errors({"appClasses": {"A": {"kind": "cel"}}}))))
            sys.exit(1 if bad else 0)
            """#
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c", script, TestSupport.repositoryFile("protocol/fxforms.schema.json").path,
                TestSupport.repositoryFile("protocol/configuration.schema.json").path,
                TestSupport.repositoryFile("protocol/examples").path,
                TestSupport.repositoryFile("Tests/FormSpecTests/Fixtures/FXForms").path,
            ])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("controller-errors 1"), result.stdout)
        XCTAssertTrue(result.stdout.contains("kind-errors 1"), result.stdout)
    }
}
