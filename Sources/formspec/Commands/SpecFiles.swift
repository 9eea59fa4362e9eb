import FormSpec
import FormSpecImport
import Foundation

/// Finds spec files: paths given directly are taken as they are; directories are searched
/// recursively for `*.form.json` and `*.fxform.json`, skipping hidden folders, `.build` and
/// `node_modules`.
enum SpecFiles {
    /// XLForm form specs and FXForms field files.
    static let specSuffixes = SpecDialect.allCases.map(\.fileSuffix)
    /// Objective-C and Swift sources, searched for in directories only when asked (`--code`).
    static let codeSuffixes = [".m", ".mm", ".swift"]

    /// Specs and code files: a file given directly is code when its extension says so; in
    /// directories, code files are collected when `code` is true, specs when `specs` is.
    static func discover(
        _ paths: [String], specs: Bool = true, code: Bool
    ) -> (
        specs: [String], code: [String], failures: [Failure]
    ) {
        let (files, failures) = discover(paths, suffixes: (specs ? specSuffixes : []) + (code ? codeSuffixes : []))
        var specFiles: [String] = []
        var codeFiles: [String] = []
        for file in files {
            if CodeLanguage(path: file) != nil { codeFiles.append(file) } else { specFiles.append(file) }
        }
        return (specFiles, codeFiles, failures)
    }

    struct Failure: Error, CustomStringConvertible {
        /// The path as given (or found), and what went wrong with it.
        let path: String
        let reason: String

        var description: String { "\(path): \(reason)" }
    }

    /// Files in a stable order, and one failure per path that could not be used: missing,
    /// unlistable, or a directory holding none of the files asked for.
    static func discover(_ paths: [String], suffixes: [String] = specSuffixes) -> (files: [String], failures: [Failure])
    {
        var files: [String] = []
        var failures: [Failure] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Failure(path: path, reason: "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let walker = fm.enumerator(atPath: path) else {
                failures.append(Failure(path: path, reason: "cannot list directory"))
                continue
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "node_modules" {
                    walker.skipDescendants()
                    continue
                }
                if suffixes.contains(where: { name.hasSuffix($0) }) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            if found.isEmpty {
                let kinds = suffixes.map { "*\($0)" }
                let listed =
                    kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " or " + kinds.last! : kinds.joined()
                failures.append(Failure(path: path, reason: "no \(listed) files found"))
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, failures)
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason =
                FileManager.default.isReadableFile(atPath: path)
                ? "cannot read file" : "permission denied or unreadable"
            return .failure(Failure(path: path, reason: reason))
        }
        return .success([UInt8](data))
    }

    /// A path for messages: relative to the working directory when it is below it.
    static func displayPath(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
