import FormSpec
import FormSpecImport
import FormSpecJSON
import Foundation
import XCTest

/// Fixture files and in-process import helpers.
enum ImportFixture {
    /// Swift fixtures are stored as `NAME.swift.txt`, so that the formatter leaves them as
    /// written; they are imported under their `.swift` name.
    static func bytes(_ name: String) throws -> [UInt8] {
        let stored = name.hasSuffix(".swift") ? name + ".txt" : name
        guard let url = Bundle.module.url(forResource: "Fixtures/" + stored, withExtension: nil) else {
            throw NSError(domain: "fixture", code: 1, userInfo: [NSLocalizedDescriptionKey: "no fixture \(name)"])
        }
        return [UInt8](try Data(contentsOf: url))
    }

    static func json(_ name: String) throws -> JSONValue {
        try JSONValue(decoding: String(decoding: bytes(name), as: UTF8.self))
    }

    /// An Objective-C file with one form-building method: a form with one section, then `body`.
    static func objcMethod(_ body: String, before: String = "") -> String {
        before + """

            @implementation T
            - (void)initializeForm {
                XLFormDescriptor *form = [XLFormDescriptor formDescriptor];
                XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
                [form addFormSection:section];
            \(body)
            }
            @end

            """
    }

    /// The spec and warnings of a one-method Objective-C file whose body is `body`.
    static func objcBody(_ body: String, file: String = "") -> (spec: JSONValue?, warnings: [String]) {
        let imported = importText(file + "\n@implementation T\n- (void)initializeForm {\n" + body + "\n}\n@end\n")
        return (imported.forms.first?.spec.json, imported.diagnostics.map(\.message))
    }

    static func swiftBody(_ body: String, file: String = "") -> (spec: JSONValue?, warnings: [String]) {
        let imported = importText(
            file + "\nclass T: XLFormViewController {\n    func initializeForm() {\n" + body + "\n    }\n}\n",
            path: "T.swift")
        return (imported.forms.first?.spec.json, imported.diagnostics.map(\.message))
    }

    /// Imports source text given as a string, named so that its language is known.
    static func importText(_ text: String, path: String = "Test.m") -> ImportedFile {
        CodeImporter.importFiles([(path, Array(text.utf8))])[0]
    }

    /// 1-based line and column (Unicode scalars) of a diagnostic, as `check` prints them.
    static func location(_ d: Diagnostic, in file: ImportedFile) -> String {
        let p = file.lines.position(of: d.range.start, in: .utf32)
        return "\(p.line + 1):\(p.character + 1)"
    }

    static func text(_ range: TextRange, in file: ImportedFile) -> String {
        String(decoding: file.lines.bytes[range.start..<range.end], as: UTF8.self)
    }
}
