import FormSpecJSON
import Foundation
import XCTest

/// The server against clients nobody here wrote: pytest-lsp under three recorded client
/// profiles, headless Neovim and Emacs/eglot, each recorded through lsp-tee and the server's
/// side of every transcript checked by lsp-validate against the LSP 3.17 types.
///
/// The harness is found at `../shared/harness` from the package root (or further up), or at
/// `$FORMSPEC_HARNESS`; set it up with `bash ../shared/harness/setup.sh`. Without it these
/// tests are skipped, unless `FORMSPEC_E2E_REQUIRED` is set (as `.ci/run` does).
final class EndToEndTests: XCTestCase {
    static let setup = "bash ../shared/harness/setup.sh"
    let example = TestPaths.packageRoot.appendingPathComponent("Tests/EndToEnd/example.form.json")
    private var transcripts: URL!

    override func setUpWithError() throws {
        transcripts = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: transcripts, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: transcripts)
    }

    func testPytestLSPUnderThreeClientProfiles() throws {
        let harness = try Harness.locate()
        try harness.requirePython(modules: ["pytest_lsp", "lsprotocol"])
        let transcript = transcripts.appendingPathComponent("pytest.jsonl").path
        let result = try Subprocess.run(
            harness.python,
            [
                "-m", "pytest", "-q", "-p", "no:cacheprovider",
                TestPaths.packageRoot.appendingPathComponent("Tests/EndToEnd/pytest").path,
            ],
            environment: ["LSP_SERVER_CMD": harness.teeCommand(log: transcript).joined(separator: " ")],
            timeout: 300)
        XCTAssertEqual(result.status, 0, result.summary)
        // Every test ran under each of the three client profiles; none was skipped.
        XCTAssertTrue(result.stdout.contains("33 passed"), result.summary)
        try harness.assertServerSideValid(transcript)
    }

    func testNeovim() throws {
        let (output, _) = try runProbe("nvim/nvim-lsp-probe.sh", needs: "nvim")
        XCTAssertEqual(output["initialize_result"]?["capabilities"]?["positionEncoding"], "utf-16")
        XCTAssertEqual(output["server_exit"]?["code"], 0)
        // Neovim's own view: 0-based lines, byte columns converted from our UTF-16 ranges.
        let seen = (output["diagnostics"]?.arrayValue ?? []).map {
            "\($0["code"]?.stringValue ?? "") \($0["lnum"]?.intValue ?? -1):\($0["col"]?.intValue ?? -1)-\($0["end_col"]?.intValue ?? -1)"
        }
        let text = try String(contentsOf: example, encoding: .utf8)
        XCTAssertEqual(
            Set(seen),
            [
                "duplicate-tag 7:\(byteColumn("\"name\"", 1, text))-\(byteColumn("\"name\"", 1, text) + 6)",
                "unknown-row-type 8:\(byteColumn("\"phnoe\"", 0, text))-\(byteColumn("\"phnoe\"", 0, text) + 7)",
                "unknown-property 9:\(byteColumn("\"titel\"", 0, text))-\(byteColumn("\"titel\"", 0, text) + 7)",
            ], output.encodedString())
    }

    func testEmacsEglot() throws {
        let (output, transcript) = try runProbe("emacs/eglot-lsp-probe.sh", needs: "emacs")
        XCTAssertEqual(output["server_info"]?["name"], "formspec")
        let flymake = output["flymake_diagnostics"]?.arrayValue ?? []
        // Emacs' view: 1-based lines, flymake types from our severities, "source [code]: message".
        let seen = Set(flymake.map { "\($0["line"]?.intValue ?? -1) \($0["type"]?.stringValue ?? "")" })
        XCTAssertEqual(seen, ["8 eglot-error", "9 eglot-error", "10 eglot-warning"], output.encodedString())
        XCTAssertTrue(flymake.contains { $0["text"]?.stringValue?.hasPrefix("formspec [unknown-row-type]: ") ?? false })
        // eglot answers workspace/configuration; the server asked after initialized.
        XCTAssertTrue(try String(contentsOfFile: transcript, encoding: .utf8).contains("\"workspace/configuration\""))
    }

    /// Runs an editor probe on the example (waiting for its 3 diagnostics) with the server
    /// behind lsp-tee; checks its exit status and the transcript, returns its JSON report.
    private func runProbe(_ script: String, needs executable: String) throws -> (output: JSONValue, transcript: String)
    {
        let harness = try Harness.locate()
        try harness.require(executable: executable)
        let transcript = transcripts.appendingPathComponent("\(executable).jsonl").path
        let result = try Subprocess.run(
            "/bin/bash",
            [harness.path(script), "--min-diags", "3", example.path, "--"]
                + harness.teeCommand(log: transcript))
        XCTAssertEqual(result.status, 0, result.summary)
        try harness.assertServerSideValid(transcript)
        return (try JSONValue(decoding: result.stdout), transcript)
    }

    /// Byte column of the `occurrence`-th `needle` on its line.
    private func byteColumn(_ needle: String, _ occurrence: Int, _ text: String) -> Int {
        let offset = PositionOracle.utf8Offset(of: needle, in: text, occurrence: occurrence)
        let before = Array(text.utf8)[0..<offset]
        return offset - ((before.lastIndex(of: 0x0A) ?? -1) + 1)
    }
}

/// The shared LSP test harness and the tools it needs.
struct Harness {
    let root: URL
    let python: String
    let server = TestPaths.formspecBinary.path

    static func locate() throws -> Harness {
        switch search(
            environment: ProcessInfo.processInfo.environment, packageRoot: TestPaths.packageRoot,
            exists: { FileManager.default.fileExists(atPath: $0) })
        {
        case .found(let root):
            guard let python = which("python3") else { throw missing("python3") }
            return Harness(root: root, python: python)
        case .skip(let reason): throw XCTSkip(reason)
        case .missing(let what): throw missing(what)
        }
    }

    enum Search: Equatable {
        case found(URL)
        case skip(String)
        case missing(String)
    }

    /// Where the harness is: `$FORMSPEC_HARNESS`, else `shared/harness` beside the package
    /// root or any folder above it. A checkout on its own can still run every other test, so
    /// without a harness these tests are skipped; CI, which has the harness, sets
    /// FORMSPEC_E2E_REQUIRED so that they can never be skipped there.
    static func search(environment: [String: String], packageRoot: URL, exists: (String) -> Bool) -> Search {
        var candidates: [URL] = []
        if let path = environment["FORMSPEC_HARNESS"] { candidates.append(URL(fileURLWithPath: path)) }
        var folder = packageRoot.deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent("shared/harness"))
            folder = folder.deletingLastPathComponent()
        }
        if let root = candidates.first(where: { exists($0.appendingPathComponent("lsp-tee.py").path) }) {
            return .found(root)
        }
        let what = "the LSP harness (../shared/harness, or FORMSPEC_HARNESS)"
        return environment["FORMSPEC_E2E_REQUIRED"] == nil ? .skip("\(what) is not here") : .missing(what)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The server started through lsp-tee, recording the session to `log`.
    func teeCommand(log: String) -> [String] {
        [python, path("lsp-tee.py"), "--log", log, "--", server, "lsp"]
    }

    func require(executable: String) throws {
        if Harness.which(executable) == nil { throw Harness.missing(executable) }
    }

    func requirePython(modules: [String]) throws {
        let check = try Subprocess.run(
            python, ["-c", modules.map { "import \($0)" }.joined(separator: "; ")], timeout: 60)
        if check.status != 0 { throw Harness.missing("python modules \(modules.joined(separator: ", "))") }
    }

    func assertServerSideValid(_ transcript: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Subprocess.run(python, [path("lsp-validate.py"), "--only-server", transcript], timeout: 120)
        XCTAssertEqual(result.status, 0, result.summary, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("\n0 errors"), result.summary, file: file, line: line)
        XCTAssertFalse(result.stdout.contains("checked 0 messages"), "empty transcript", file: file, line: line)
    }

    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func missing(_ what: String) -> Error {
        ServerProcessError(description: "\(what) not found; set up the end-to-end tools with `\(EndToEndTests.setup)`")
    }
}
