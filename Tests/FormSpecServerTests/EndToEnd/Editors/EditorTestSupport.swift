import FormSpecJSON
import Foundation
import XCTest

/// What the editor tests share: the set-ups in `editors/`, the drivers in
/// `Tests/EndToEnd/editors/`, the tools they run (installed by `bash .ci/setup`, and a test
/// fails naming that command when one is missing), and the checker's own view of a spec.
enum EditorSetups {
    static let setup = "bash .ci/setup"

    static func file(_ relative: String) -> URL { TestPaths.packageRoot.appendingPathComponent(relative) }

    static func text(_ relative: String) throws -> String { try String(contentsOf: file(relative), encoding: .utf8) }

    static func json(_ relative: String) throws -> JSONValue { try JSONValue(decoding: text(relative)) }

    /// The path of a program the tests need, from the PATH.
    static func tool(_ name: String) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let path = folders.map({ "\($0)/\(name)" }).first(where: FileManager.default.isExecutableFile)
        else { throw missing(name) }
        return path
    }

    /// python3, checked to have `modules`.
    static func python(modules: [String]) throws -> String {
        let python = try tool("python3")
        let check = try Subprocess.run(
            python, ["-c", modules.map { "import \($0)" }.joined(separator: "; ")], timeout: 60)
        if check.status != 0 { throw missing("python modules \(modules.joined(separator: ", "))") }
        return python
    }

    static func missing(_ what: String) -> Error {
        ServerProcessError(
            description: "\(what) not found: the editor tests run real editors and tools; install them with `\(setup)`")
    }

    /// Runs a Python script given inline, with arguments; fails the test when it exits non-zero.
    static func runPython(
        _ script: String, _ arguments: [String], modules: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try Subprocess.run(try python(modules: modules), ["-c", script] + arguments, timeout: 120)
        XCTAssertEqual(result.status, 0, result.summary, file: file, line: line)
        return result.stdout
    }

    /// Headless Neovim with `editors/neovim` set up by init.lua, running driver.lua on `file`
    /// with the given driver environment (see driver.lua).
    static func neovim(
        _ file: URL, in project: SpecProject, _ environment: [String: String] = [:], line: UInt = #line
    ) throws -> DriverRun {
        let drivers = Self.file("Tests/EndToEnd/editors/neovim")
        return try DriverRun.run(
            try tool("nvim"),
            [
                "--headless", "-n", "-i", "NONE", "-u", drivers.appendingPathComponent("init.lua").path,
                "-c", "luafile \(drivers.appendingPathComponent("driver.lua").path)",
            ],
            environment: [
                "FORMSPEC_NVIM_PLUGIN": Self.file("editors/neovim").path, "FORMSPEC_TEST_FILE": file.path,
            ]
            .merging(environment) { _, new in new },
            in: project, line: line)
    }

    /// Batch Emacs loading `editors/emacs/formspec.el`, running driver.el on `file` with the
    /// given driver environment (see driver.el).
    static func emacs(
        _ file: URL, in project: SpecProject, _ environment: [String: String] = [:], line: UInt = #line
    ) throws -> DriverRun {
        try DriverRun.run(
            try tool("emacs"),
            ["--batch", "-Q", "-l", Self.file("Tests/EndToEnd/editors/emacs/driver.el").path],
            environment: [
                "FORMSPEC_EMACS_PLUGIN": Self.file("editors/emacs").path, "FORMSPEC_TEST_FILE": file.path,
            ]
            .merging(environment) { _, new in new },
            in: project, line: line)
    }

    /// The diagnostics `formspec check --format json` reports for a file (0-based lines and
    /// characters: the same columns an editor shows for an ASCII file).
    static func checkerFindings(_ file: URL) throws -> Set<Finding> {
        let result = try Subprocess.run(
            TestPaths.formspecBinary.path, ["check", "--format", "json", file.path], timeout: 60)
        let report = try JSONValue(decoding: result.stdout)
        let diagnostics = report["files"]?[0]?["diagnostics"]?.arrayValue ?? []
        XCTAssertFalse(diagnostics.isEmpty, result.summary)
        return Set(
            diagnostics.map { diagnostic in
                let range = diagnostic["range"]
                return Finding(
                    code: diagnostic["code"]?.stringValue ?? "",
                    start: (range?["start"]?["line"]?.intValue ?? -1, range?["start"]?["character"]?.intValue ?? -1),
                    end: (range?["end"]?["line"]?.intValue ?? -1, range?["end"]?["character"]?.intValue ?? -1))
            })
    }

    /// The 0-based line and character of the `occurrence`-th `needle`, plus `offset`
    /// characters (ASCII text).
    static func position(of needle: String, in text: String, offset: Int = 0) -> (line: Int, character: Int) {
        let lines = text.components(separatedBy: "\n")
        for (number, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return (number, line.distance(from: line.startIndex, to: range.lowerBound) + offset)
            }
        }
        XCTFail("\(needle) not in the text")
        return (-1, -1)
    }
}

/// A diagnostic's code and range, as the checker reports it and an editor shows it.
struct Finding: Hashable, CustomStringConvertible {
    let code: String
    let startLine: Int, startCharacter: Int, endLine: Int, endCharacter: Int

    init(code: String, start: (Int, Int), end: (Int, Int)) {
        self.code = code
        (startLine, startCharacter) = start
        (endLine, endCharacter) = end
    }

    var isEmpty: Bool { startLine == endLine && startCharacter == endCharacter }
    var description: String { "\(code) \(startLine):\(startCharacter)-\(endLine):\(endCharacter)" }
}

/// A project folder for one test: a `.git` marker at its root (what root detection looks
/// for) and specs in a subfolder, so that the root differs from the spec's folder.
final class SpecProject {
    let root: URL

    init() throws {
        // Resolved, because editors report the real path (/tmp may be a link).
        root = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-editor-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    /// Writes `text` at `relative` (folders created) and returns the file.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A copy of a repository file at `relative`.
    @discardableResult
    func copy(_ repositoryFile: String, to relative: String) throws -> URL {
        try write(relative, EditorSetups.text(repositoryFile))
    }

    /// A scratch folder inside the project, e.g. for an editor's HOME.
    func folder(_ relative: String) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

/// One run of an editor driver: the editor's exit, and the JSON object the driver wrote.
struct DriverRun {
    let output: JSONValue
    let summary: String

    /// Runs `executable` with `arguments`; the driver writes its JSON to FORMSPEC_TEST_OUTPUT.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        in project: SpecProject, file: StaticString = #filePath, line: UInt = #line
    ) throws -> DriverRun {
        let output = project.root.appendingPathComponent("driver-output-\(UUID().uuidString).json")
        let home = try project.folder("home")
        // HOME and XDG folders in the project: no user configuration comes in, nothing leaks out.
        let isolated = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "FORMSPEC_SERVER": TestPaths.formspecBinary.path, "FORMSPEC_TEST_OUTPUT": output.path,
        ]
        let result = try Subprocess.run(
            executable, arguments, environment: isolated.merging(environment) { _, new in new },
            directory: project.root, timeout: 90)
        XCTAssertEqual(result.status, 0, result.summary, file: file, line: line)
        guard let text = try? String(contentsOf: output, encoding: .utf8) else {
            throw ServerProcessError(description: "the driver wrote no output\n\(result.summary)")
        }
        let run = DriverRun(output: try JSONValue(decoding: text), summary: text + "\n" + result.summary)
        XCTAssertEqual(run.output["errors"], [], run.summary, file: file, line: line)
        return run
    }

    subscript(key: String) -> JSONValue? { output[key] }

    func strings(_ key: String) -> [String] { output[key]?.arrayValue?.compactMap(\.stringValue) ?? [] }
}

/// An FXForms field file with three findings, for the editors' tests: a misspelt key (checked
/// as a key path of the email field's cell), an unknown type and a field without key.
enum EditorFieldFile {
    static let text = """
        [
          {"header": "Account", "key": "email", "titel": "E-mail"},
          {"key": "age", "type": "nubmer"},
          {"title": "Orphan"}
        ]
        """

    static let codes: Set<String> = ["unknown-keypath", "unknown-field-type", "keyless-field"]

    /// Inside the misspelt key, where completion offers FXForms' keys and the cell's key paths.
    static var cursor: (line: Int, character: Int) { EditorSetups.position(of: #""titel""#, in: text, offset: 3) }
}
