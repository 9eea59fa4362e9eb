import FormSpec
import FormSpecJSON
import TestSupport
import XCTest

/// `formspec convert`: every fixture converts to a spec the other side checks clean, forms both
/// libraries can express survive a round trip, and what does not map is reported.
final class ConversionTests: XCTestCase {
    /// XLForm specs of the repository: examples and fixtures (the broken example is left out).
    static let xlformSpecs = [
        "protocol/examples/signup.form.json", "protocol/examples/calendar-event.form.json",
        "protocol/examples/every-row-type.form.json", "Tests/EndToEnd/example.form.json",
    ]

    func document(_ relative: String) throws -> SpecDocument {
        let url = TestSupport.repositoryFile(relative)
        return SpecDocument(name: url.path, bytes: Array(try Data(contentsOf: url)))
    }

    /// Converts, re-reads the output as the target format and checks it under `project`.
    func converted(
        _ document: SpecDocument, to target: SpecDialect, project: ProjectConfiguration? = nil
    ) throws -> (document: SpecDocument, conversion: Conversion) {
        let conversion = try XCTUnwrap(Converter.convert(document, to: target, project: project))
        let output = SpecDocument(text: conversion.output.encodedString(), dialect: target)
        return (output, conversion)
    }

    func assertChecksClean(_ document: SpecDocument, project: ProjectConfiguration?, _ name: String) {
        let found = Analyzer.analyze(document, options: AnalysisOptions(project: project))
        XCTAssertEqual(found.map { "\($0.code): \($0.message)" }, [], "\(name) converted:\n\(document.text)")
    }

    func testEveryXLFormSpecConvertsToAFieldFileThatChecksClean() throws {
        for path in Self.xlformSpecs + Self.fixtureSpecs() {
            let source = try document(path)
            let (output, conversion) = try converted(source, to: .fxforms)
            assertChecksClean(output, project: nil, path)
            for d in conversion.diagnostics {
                XCTAssertEqual(d.code, .convertUnsupported)
                XCTAssertTrue(d.range.end <= source.bytes.count, "findings point into the source")
            }
        }
    }

    func testEveryFieldFileFixtureConvertsToAFormSpecThatChecksClean() throws {
        for (source, project) in try ProjectConfigurationsForFixtures.fieldFiles() {
            let (output, _) = try converted(source, to: .xlform, project: project)
            assertChecksClean(output, project: project, source.name)
        }
    }

    /// The XLForm key-path fixtures of the suite too (clean ones: their spec is valid).
    static func fixtureSpecs() -> [String] {
        let folder = TestSupport.repositoryFile("Tests/FormSpecTests/Fixtures/KeyPaths")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".clean.form.json") }.sorted().map {
            "Tests/FormSpecTests/Fixtures/KeyPaths/\($0)"
        }
    }

    func testRoundTripsWhereBothSidesExpressTheForm() throws {
        // XLForm → FXForms → XLForm → FXForms: the second field file equals the first.
        for path in [
            "protocol/examples/signup.form.json", "protocol/examples/calendar-event.form.json",
            "protocol/examples/every-row-type.form.json",
        ] {
            let first = try converted(try document(path), to: .fxforms).document
            let back = try converted(first, to: .xlform).document
            let second = try converted(back, to: .fxforms).document
            XCTAssertEqual(second.syntax.root?.jsonValue, first.syntax.root?.jsonValue, path)
        }
        // FXForms → XLForm → FXForms: each field keeps its inferred type, class, title, cell
        // and section, for a file using only what XLForm has.
        let text = #"""
            [
              {"header": "Account", "key": "email"},
              "password",
              {"key": "name", "textField.autocapitalizationType": 1, "textField.autocorrectionType": 1},
              {"key": "age", "type": "integer", "cell": "FXFormStepperCell", "stepper.maximumValue": 99},
              {"key": "plan", "options": ["Free", "Pro"], "default": "Pro", "cell": "FXFormOptionSegmentsCell"},
              {"key": "toppings", "class": "NSArray", "options": ["Ham", "Olives"]},
              {"header": "More", "key": "birthday", "type": "date", "footer": "Optional"},
              {"key": "newsletter", "type": "boolean", "default": true},
              {"header": "", "title": "Send", "action": "send:"}
            ]
            """#
        let source = SpecDocument(text: text, dialect: .fxforms)
        let (xlform, there) = try converted(source, to: .xlform)
        XCTAssertEqual(there.diagnostics.map(\.message), [])
        let (again, back) = try converted(xlform, to: .fxforms)
        XCTAssertEqual(back.diagnostics.map(\.message), [])
        let classes = FXClassIndex()
        func summary(_ document: SpecDocument) -> [String] {
            let file = document.fields!
            return FieldSections.sections(file, classes: classes).enumerated().flatMap { i, section in
                section.fields.map { field in
                    let f = FieldFacts.of(field, classes: classes)
                    return
                        "\(i) \(section.headerText ?? "-") \(field.key?.value ?? "-") \(f.type) \(f.valueClass ?? "-") \(f.title ?? "-") \(f.cell) \(field.value("default")?.jsonValue.encodedString() ?? "-")"
                }
            }
        }
        XCTAssertEqual(summary(again), summary(source))
    }

    func testWhatDoesNotMapIsReported() throws {
        let fx = SpecDocument(
            text: #"""
                [
                  {"key": "gender", "class": "NSNumber", "options": ["F", "M"]},
                  {"key": "flags", "type": "bitfield", "options": ["A", "B"]},
                  {"key": "nick", "textField.spellCheckingType": 1},
                  {"key": "address", "class": "Address", "inline": true}
                ]
                """#, dialect: .fxforms)
        let notes = try converted(fx, to: .xlform).conversion.diagnostics.map(\.message)
        XCTAssertTrue(notes.contains { $0.contains("index") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("no bitfield") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("textField.spellCheckingType") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("class Address") }, "\(notes)")

        let xl = SpecDocument(
            text: #"""
                {"title": "T", "sections": [{"rows": [
                  {"tag": "a", "rowType": "text", "hidden": "$b == 1", "required": true,
                   "validators": [{"type": "email", "msg": "bad"}], "cellConfig": {"textLabel.textColor": "#FF0000"}},
                  {"tag": "b", "rowType": "selectorLeftRight"},
                  {"tag": "c", "rowType": "date", "value": "2024-01-01"}
                ]}]}
                """#)
        let lost = try converted(xl, to: .fxforms).conversion.diagnostics.map(\.message)
        for expected in [
            "form title", "hidden or disabled", "'required'", "validator", "textLabel.textColor", "selectorLeftRight",
            "NSDate",
        ] {
            XCTAssertTrue(lost.contains { $0.contains(expected) }, "\(expected) in \(lost)")
        }
    }

    func testEnumValuesAreSpelledForEachLibrary() throws {
        let xl = SpecDocument(
            text:
                #"{"sections": [{"rows": [{"tag": "n", "rowType": "text", "cellConfig": {"textField.clearButtonMode": "whileEditing"}}]}]}"#
        )
        let fx = try converted(xl, to: .fxforms).document
        XCTAssertEqual(fx.fields?.fields.first?.value("textField.clearButtonMode")?.number?.integer, 1)
        let back = try converted(fx, to: .xlform).document
        XCTAssertEqual(
            back.form?.rows.first?.cellConfigs.first?.entries.first?.value?.stringValue, "whileEditing")
    }

    func testMultivaluedSectionsAndInlineCollections() throws {
        let xl = SpecDocument(
            text: #"""
                {"sections": [{"title": "Phones", "multivaluedTag": "phones", "sectionOptions": ["canInsert", "canDelete", "canReorder"],
                  "multivaluedRowTemplate": {"rowType": "phone"}, "rows": [{"rowType": "phone", "value": "555"}]}]}
                """#)
        let fx = try converted(xl, to: .fxforms).document
        let field = try XCTUnwrap(fx.fields?.fields.first)
        XCTAssertEqual(field.string("class")?.value, "NSArray")
        XCTAssertTrue(field.flag("inline"))
        XCTAssertTrue(field.flag("sortable"))
        XCTAssertEqual(field.template?.string("type")?.value, "phone")
        XCTAssertEqual(field.value("default")?.jsonValue, ["555"])
        let back = try converted(fx, to: .xlform).document
        let section = try XCTUnwrap(back.form?.sections.first)
        XCTAssertEqual(section.multivaluedTag?.value, "phones")
        XCTAssertEqual(section.sectionOptions.map(\.value), ["canInsert", "canDelete", "canReorder"])
        XCTAssertEqual(section.template?.rowType?.value, "phone")
        XCTAssertEqual(section.title?.value, "Phones")
    }

    func testAlreadyInTheTargetFormatConvertsNothing() {
        XCTAssertNil(Converter.convert(SpecDocument(text: "[]", dialect: .fxforms), to: .fxforms))
        XCTAssertNil(Converter.convert(SpecDocument(text: "3", dialect: .fxforms), to: .xlform))
    }
}
