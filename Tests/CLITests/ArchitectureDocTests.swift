import Foundation
import TestSupport
import XCTest

/// ARCHITECTURE.md and CONTRIBUTING.md stay true: every path they name exists, every cache
/// the sources hold is in the inventory, and the layers import only what the map allows.
final class ArchitectureDocTests: XCTestCase {
    static let documents = ["ARCHITECTURE.md", "CONTRIBUTING.md"]

    /// Tracked files and new ones not ignored, relative to the repository.
    private static let files: [String] = {
        let listed = try? TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
            directory: TestSupport.packageRoot)
        return (listed?.stdout ?? "").split(separator: "\n").map(String.init)
    }()

    private static func text(_ name: String) throws -> String {
        try String(contentsOf: TestSupport.repositoryFile(name), encoding: .utf8)
    }

    /// The spans between backticks that name a path: with a `/` (not an LSP method), or a
    /// Swift file's name.
    static func namedPaths(in text: String) -> [String] {
        let methods = ["textDocument/", "workspace/", "window/", "client/", "formspec/", "$/"]
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, span in
            guard index % 2 == 1, !span.contains(" "), !span.contains("*"), !span.contains("\n") else { return nil }
            let name = String(span)
            if methods.contains(where: name.hasPrefix) || name.hasPrefix("http") { return nil }
            return name.contains("/") || name.hasSuffix(".swift") ? name : nil
        }
    }

    /// A path exists when the repository has it, or has it inside a folder the text has named
    /// before it (`Catalog/Data/` of `Sources/FormSpec`); a Swift file's name when some file
    /// has that name.
    static func exists(_ path: String, among files: [String]) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return files.contains { file in
            file == trimmed || file.hasPrefix(trimmed + "/") || file.hasSuffix("/" + trimmed)
                || file.contains("/" + trimmed + "/")
        }
    }

    func testEveryPathTheDocumentsNameExists() throws {
        XCTAssertGreaterThan(Self.files.count, 100, "git ls-files")
        for document in Self.documents {
            let paths = Self.namedPaths(in: try Self.text(document))
            XCTAssertGreaterThan(paths.count, 20, document)
            let missing = paths.filter { !Self.exists($0, among: Self.files) }
            XCTAssertEqual(missing, [], "\(document) names paths that do not exist")
        }
    }

    func testTheCheckFindsAMissingPath() {
        let paths = Self.namedPaths(in: "see `Sources/FormSpec/Nowhere/` and `Gone.swift`, `textDocument/didOpen`")
        XCTAssertEqual(paths, ["Sources/FormSpec/Nowhere/", "Gone.swift"])
        XCTAssertFalse(paths.contains { Self.exists($0, among: Self.files) })
        XCTAssertTrue(Self.exists("Catalog/Data/", among: Self.files))
    }

    /// Every source file holding shared state (a lock, a condition, a bounded memo, a shared instance) is
    /// named in the cache inventory, so a new cache cannot go unlisted.
    func testEveryCacheIsInTheInventory() throws {
        let architecture = try Self.text("ARCHITECTURE.md")
        let markers = ["NSLock()", "NSCondition()", "GenerationalCache<", "GenerationalCache(", "static let shared"]
        var holders: [String] = []
        for file in Self.files where file.hasPrefix("Sources/") && file.hasSuffix(".swift") {
            guard !file.hasSuffix("/GenerationalCache.swift"),
                let source = try? String(contentsOf: TestSupport.repositoryFile(file), encoding: .utf8),
                markers.contains(where: source.contains)
            else { continue }
            holders.append(file)
        }
        XCTAssertGreaterThan(holders.count, 10)
        let unlisted = holders.filter { !architecture.contains(($0 as NSString).lastPathComponent) }
        XCTAssertEqual(unlisted, [], "shared state missing from ARCHITECTURE.md's Caches")
    }

    /// The core knows no audience and jansson has one owner.
    func testModulesImportOnlyTheLayersBelowThem() throws {
        let allowed: [String: Set<String>] = [
            "FormSpecJSON": ["CJansson", "Foundation", "Dispatch", "Glibc", "Darwin"],
            "FormSpec": ["FormSpecJSON", "Foundation", "Dispatch"],
            "FormSpecIDE": ["FormSpec", "FormSpecJSON", "Foundation", "Dispatch"],
            // Writing files takes the C library's calls.
            "FormSpecGenerate": ["FormSpec", "FormSpecJSON", "Foundation", "Dispatch", "Glibc", "Darwin"],
            "FormSpecRender": ["FormSpec", "FormSpecJSON", "Foundation", "Dispatch", "Glibc", "Darwin"],
        ]
        var problems: [String] = []
        for file in Self.files where file.hasPrefix("Sources/") && file.hasSuffix(".swift") {
            let module = file.split(separator: "/")[1]
            let source = try String(contentsOf: TestSupport.repositoryFile(file), encoding: .utf8)
            for line in source.split(separator: "\n") where line.hasPrefix("import ") {
                let imported = String(line.dropFirst("import ".count))
                if let modules = allowed[String(module)], !modules.contains(imported) {
                    problems.append("\(file) imports \(imported)")
                }
                if imported == "CJansson", !file.hasPrefix("Sources/FormSpecJSON/Jansson/") {
                    problems.append("\(file) imports CJansson")
                }
            }
            if source.contains("json_t"), !file.hasPrefix("Sources/FormSpecJSON/Jansson/") {
                problems.append("\(file) touches json_t")
            }
        }
        XCTAssertEqual(problems, [])
    }
}
