import FormSpecImport
import FormSpecJSON
import Foundation

/// Reads Objective-C and Swift files and imports them together, as one app.
enum CodeFiles {
    static func importAll(_ paths: [String]) -> (files: [ImportedFile], failures: [SpecFiles.Failure]) {
        var inputs: [(path: String, bytes: [UInt8])] = []
        var failures: [SpecFiles.Failure] = []
        for path in paths {
            switch SpecFiles.read(path) {
            case .success(let bytes): inputs.append((path, bytes))
            case .failure(let failure): failures.append(failure)
            }
        }
        return (inputs.isEmpty ? [] : CodeImporter.importFiles(inputs), failures)
    }

    /// A file with no form-building code: said on standard error, at its first line.
    static func noteNoForms(_ file: ImportedFile) {
        FileHandle.standardError.write(
            Data(
                "\(file.path):1:1: note: no form-building code found (nothing creates an XLFormDescriptor)\n".utf8))
    }
}
