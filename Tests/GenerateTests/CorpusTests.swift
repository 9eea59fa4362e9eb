import FormSpec
import FormSpecGenerate
import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// The generated corpus: valid, complete (all 40 row types, every property of the format,
/// every kind of key path value), and for the XLForm targets type-checked and round-tripped.
final class CorpusTests: XCTestCase {
    func testCorpusSpecsHaveNoErrors() {
        for spec in Corpus.specs {
            let errors = Analyzer.analyze(spec.document).filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), [], "\(spec.name)")
        }
    }

    func testCorpusCoversEveryRowTypeAndProperty() {
        var used = Coverage()
        for spec in Corpus.specs { used.visit(spec.json, as: "form") }
        let catalog = Catalog.standard
        XCTAssertEqual(used.rowTypes, Set(catalog.rowTypes.map(\.name)).union(["rating", "plainCustom"]))
        for (kind, schema) in catalog.objects {
            let missing = Set(schema.propertyNames).subtracting(used.properties[kind] ?? []).subtracting(["$schema"])
            XCTAssertEqual(missing, [], "\(kind) properties no corpus spec uses")
        }
        XCTAssertEqual(used.validatorTypes, Set(catalog.validatorTypes.map(\.name)))
        XCTAssertEqual(used.configKinds, Set(CellConfigKind.allCases.map(\.rawValue)))
        let settable: Set<String> = [
            "string", "number", "integer", "bool", "color", "font", "date", "image", "locale", "timeZone", "calendar",
            "enum", "flags", "null", "unresolved",
        ]
        XCTAssertEqual(Set(Corpus.specs.flatMap(Self.keyPathKinds)), settable)
    }

    func testCorpusTypeChecksAsObjectiveC() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for spec in Corpus.specs {
            let output = Generator.generate(spec.document, target: .xlformObjC, name: spec.name)
            XCTAssertFalse(output.isRefused, "\(spec.name): \(output.diagnostics.map(\.message))")
            files += try ObjCTypeCheckTests.write(output, to: folder)
        }
        let result = try Toolchain.checkObjCTogether(files, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testCorpusRoundTripsThroughXLFormSwift() throws {
        let specs = Corpus.specs.map { RoundTrip.Spec(name: $0.name, document: $0.document) }
        let dumps = try RoundTrip.xlformSwiftEverything()
        XCTAssertEqual(dumps.count, RoundTrip.everything.count)
        for spec in specs {
            let expected = CanonicalSpec(spec.document).xlform()
            XCTAssertNil(CanonicalSpec.difference(dumps[spec.name.value], expected), "\(spec.name): built vs spec")
        }
    }

    /// What kinds of key path values a spec's cell configs hold.
    static func keyPathKinds(_ spec: Corpus.Spec) -> [String] {
        guard let form = spec.document.form else { return [] }
        let classes = DocumentClasses(catalog: .standard, form: form)
        var kinds: [String] = []
        for row in form.allRows {
            for config in row.cellConfigs {
                let root = classes.rootClass(of: row, config: config.kind)
                for entry in config.entries {
                    if entry.value?.isNull == true {
                        kinds.append("null")
                        continue
                    }
                    guard let type = root.flatMap({ classes.resolver.resolve(entry.keyPath.value, from: $0).target })
                    else {
                        kinds.append("unresolved")
                        continue
                    }
                    let name = type.property.type.name
                    kinds.append(name.hasPrefix("enum:") ? "enum" : name.hasPrefix("flags:") ? "flags" : name)
                }
            }
        }
        return kinds
    }
}

/// Which properties, row types, validator types and config kinds a set of specs uses.
struct Coverage {
    var properties: [String: Set<String>] = [:]
    var rowTypes: Set<String> = []
    var validatorTypes: Set<String> = []
    var configKinds: Set<String> = []

    mutating func visit(_ value: JSONValue, as kind: String) {
        guard case .object(let object) = value else { return }
        properties[kind, default: []].formUnion(object.keys)
        for (key, member) in object {
            switch (kind, key) {
            case ("form", "sections"): member.arrayValue?.forEach { visit($0, as: "section") }
            case ("form", "customRowTypes"): member.objectValue?.forEach { visit($0.value, as: "customRowType") }
            case ("section", "rows"): member.arrayValue?.forEach { visit($0, as: "row") }
            case ("section", "multivaluedRowTemplate"): visit(member, as: "row")
            case ("section", "multivaluedAddButton"): visit(member, as: "addButton")
            case ("row", "valueFormatter"): visit(member, as: "valueFormatter")
            case ("row", "rowType"): member.stringValue.map { _ = rowTypes.insert($0) }
            case ("row", "validators"):
                for validator in member.arrayValue ?? [] {
                    visit(validator, as: "validator")
                    validator["type"]?.stringValue.map { _ = validatorTypes.insert($0) }
                }
            case ("row", "selectorOptions"):
                for option in member.arrayValue ?? [] {
                    visit(option, as: option["leftValue"] != nil ? "leftRightOption" : "option")
                }
            case ("leftRightOption", "rightOptions"): member.arrayValue?.forEach { visit($0, as: "option") }
            case ("row", "action"): visit(member, as: "action")
            case ("row", let name) where name.hasPrefix("cellConfig"):
                configKinds.insert(name)
                for entry in member.objectValue ?? JSONObject()
                where entry.value["size"] != nil || entry.value["textStyle"] != nil {
                    visit(entry.value, as: "font")
                }
            default: break
            }
        }
    }
}
