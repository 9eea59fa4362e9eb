import FormSpec
import FormSpecGenerate
import FormSpecImport
import FormSpecJSON
import XCTest

/// Every example spec and every spec of the corpus, generated as Objective-C and as Swift and
/// imported back, is the spec it came from, in the normal form of `ImportNormalForm`; the
/// import reports nothing and reads every statement.
final class ImportRoundTripTests: XCTestCase {
    static let targets: [GenerateTarget] = [.xlformObjC, .xlformSwift]

    /// The spec `formspec import` reads from the files generated for `spec`, with its warnings.
    static func imported(_ files: [GeneratedFile]) -> (spec: SpecDocument?, file: [ImportedFile]) {
        let read = CodeImporter.importFiles(files.map { ($0.name, Array($0.contents.utf8)) })
        let forms = read.flatMap(\.forms)
        guard forms.count == 1 else { return (nil, read) }
        return (SpecDocument(name: "imported.form.json", text: forms[0].spec.json.encodedString(.indented(2))), read)
    }

    func testEverySpecComesBackFromBothTargets() {
        var compared = 0
        for spec in RoundTrip.everything {
            let expected = ImportNormalForm.of(spec.document)
            for target in Self.targets {
                let output = Generator.generate(spec.document, target: target, name: spec.name)
                XCTAssertFalse(output.isRefused, "\(spec.name.value) \(target.rawValue): refused")
                let (back, files) = Self.imported(output.files)
                let place = "\(spec.name.value) \(target.rawValue)"
                XCTAssertEqual(files.flatMap(\.diagnostics).map(\.message), [], place)
                XCTAssertEqual(files.map(\.importedStatements), files.map(\.statements), place)
                guard let back else {
                    XCTFail("\(place): not one form")
                    continue
                }
                let got = ImportNormalForm.of(back)
                XCTAssertNil(CanonicalSpec.difference(got, expected), place)
                compared += 1
            }
        }
        // 3 valid examples and the corpus's specs, each through both targets.
        XCTAssertEqual(compared, RoundTrip.everything.count * 2)
        XCTAssertGreaterThanOrEqual(RoundTrip.everything.count, 60)
    }

    /// Generated code changed by hand must not come back as the same spec: the comparison sees
    /// a title, a value, a predicate and a cell config value.
    func testChangedCodeDoesNotComeBackTheSame() throws {
        let signup = try XCTUnwrap(RoundTrip.everything.first { $0.name.value == "Signup" })
        let expected = ImportNormalForm.of(signup.document)
        let output = Generator.generate(signup.document, target: .xlformObjC, name: signup.name)
        let main = try XCTUnwrap(output.mainFile)
        let edits: [(String, String)] = [
            ("title:@\"Email\"", "title:@\"E-mail\""),
            ("row.required = YES;", "row.required = NO;"),
            ("@\"$", "@\"NOT $"),
            ("@\"textField.placeholder\"] = @\"", "@\"textField.placeholder\"] = @\"x"),
        ]
        for (original, changed) in edits {
            XCTAssertTrue(main.contents.contains(original), original)
            let files = output.files.map {
                $0.name == main.name
                    ? GeneratedFile(
                        name: $0.name, contents: $0.contents.replacingOccurrences(of: original, with: changed))
                    : $0
            }
            let back = try XCTUnwrap(Self.imported(files).spec, changed)
            XCTAssertNotNil(CanonicalSpec.difference(ImportNormalForm.of(back), expected), changed)
        }
    }
}
