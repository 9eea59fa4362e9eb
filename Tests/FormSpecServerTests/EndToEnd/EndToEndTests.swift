import FormSpecJSON
import Foundation
import XCTest

/// The server against real clients: pytest-lsp under the recorded capabilities of three
/// clients (Tests/EndToEnd/pytest), headless Neovim and batch Emacs/eglot with the set-ups in
/// editors/ (Tests/EndToEnd/editors). Every session is recorded and every message the server
/// sent is checked against the LSP 3.17 types (RecordedSessions). The example's ranges follow
/// accents, CJK and emoji on their lines, so each client's own conversion of our UTF-16
/// positions is tested too. The tools are installed by `bash .ci/setup`; a missing one fails.
final class EndToEndTests: XCTestCase {
    let example = "Tests/EndToEnd/example.form.json"

    func testPytestLSPUnderThreeClientProfiles() throws {
        let sessions = try RecordedSessions()
        let python = try EditorSetups.python(modules: ["pytest_lsp", "lsprotocol"])
        let server = try sessions.commandLine(python: python)
        let result = try Subprocess.run(
            python,
            ["-m", "pytest", "-q", "-p", "no:cacheprovider", EditorSetups.file("Tests/EndToEnd/pytest").path],
            environment: sessions.environment.merging(["LSP_SERVER_CMD": server]) { $1 }, timeout: 300)
        XCTAssertEqual(result.status, 0, result.summary)
        // Every test ran under each of the three client profiles; none was skipped.
        XCTAssertTrue(result.stdout.contains("36 passed"), result.summary)
        let summary = try sessions.assertValid(sessions: 36)
        for kind in [
            "response textDocument/completion", "response textDocument/rename", "request workspace/configuration",
        ] {
            XCTAssertNotNil(summary["checked"]?[kind], "no \(kind) was checked: \(summary.encodedString())")
        }
    }

    func testNeovim() throws {
        let (run, sessions) = try recorded(EditorSetups.neovim)
        // Neovim 0.7 offers no UTF-8, so both sides count UTF-16 units.
        XCTAssertEqual(run["offset_encoding"], "utf-16", run.summary)
        // Neovim's own view: 0-based lines, byte columns converted from our UTF-16 ranges.
        let seen = (run["diagnostics"]?.arrayValue ?? []).map {
            "\($0["code"]?.stringValue ?? "") \($0["lnum"]?.intValue ?? -1):\($0["col"]?.intValue ?? -1)-\($0["end_col"]?.intValue ?? -1)"
        }
        let text = try EditorSetups.text(example)
        XCTAssertEqual(
            Set(seen),
            [
                "duplicate-tag 7:\(byteColumn("\"name\"", 1, text))-\(byteColumn("\"name\"", 1, text) + 6)",
                "unknown-row-type 8:\(byteColumn("\"phnoe\"", 0, text))-\(byteColumn("\"phnoe\"", 0, text) + 7)",
                "unknown-property 9:\(byteColumn("\"titel\"", 0, text))-\(byteColumn("\"titel\"", 0, text) + 7)",
            ], run.summary)

        let session = try XCTUnwrap(try sessions.sessions().first)
        let initialized = session.messages(from: "server").first { $0["result"]?["capabilities"] != nil }
        XCTAssertEqual(initialized?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
        XCTAssertEqual(session.last, ["exit": 0], "the server exits cleanly when Neovim stops it")
        try sessions.assertValid(sessions: 1)
    }

    func testEmacsEglot() throws {
        let (run, sessions) = try recorded(EditorSetups.emacs)
        XCTAssertEqual(run["server_name"], "formspec", run.summary)
        // Emacs' view: 1-based lines, flymake types from our severities, the text each
        // diagnostic covers (eglot converts our UTF-16 columns to characters), and
        // "source [code]: message".
        let flymake = run["diagnostics"]?.arrayValue ?? []
        let seen = Set(
            flymake.map {
                "\($0["line"]?.intValue ?? -1) \($0["type"]?.stringValue ?? "") \($0["covers"]?.stringValue ?? "")"
            })
        XCTAssertEqual(
            seen, [#"8 eglot-error "name""#, #"9 eglot-error "phnoe""#, #"10 eglot-warning "titel""#], run.summary)
        XCTAssertTrue(
            flymake.contains { $0["text"]?.stringValue?.hasPrefix("formspec [unknown-row-type]: ") ?? false },
            run.summary)

        // The server asked for its settings after initialized, and eglot answered.
        let session = try XCTUnwrap(try sessions.sessions().first)
        let asked = session.messages(from: "server").first { $0["method"] == "workspace/configuration" }
        let id = try XCTUnwrap(asked?["id"], "the server never asked for its configuration")
        XCTAssertTrue(session.messages(from: "client").contains { $0["id"] == id && $0["result"] != nil })
        try sessions.assertValid(sessions: 1)
    }

    /// The negative control of the transcript check: malformed.jsonl is a session whose records
    /// marked "malformed" each break LSP in one way (a severity as a string, a null optional
    /// property, a response to no request, an unanswered request, ...), among well-formed ones.
    /// Every marked record is reported, on its line, and no other.
    func testTheTranscriptCheckReportsEveryMalformedMessageAndNoOther() throws {
        let fixture = EditorSetups.file("Tests/EndToEnd/transcripts/malformed.jsonl")
        let records = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
            .map { try JSONValue(decoding: String($0)) }
        let marked = Set(records.indices.filter { records[$0]["malformed"] != nil }.map { $0 + 1 })
        XCTAssertGreaterThanOrEqual(marked.count, 30)

        let result = try RecordedSessions.validate([fixture.path])
        XCTAssertEqual(result.status, 1, result.summary)
        let reported = Set(
            result.stdout.split(separator: "\n").compactMap { line -> Int? in
                guard line.hasPrefix(fixture.path + ":") else { return nil }
                return Int(line.dropFirst(fixture.path.count + 1).prefix { $0.isNumber })
            })
        XCTAssertEqual(
            reported.subtracting(marked), [], "well-formed records reported:\n\(result.stdout)")
        let missed = marked.subtracting(reported).sorted().map { "\($0): \(records[$0 - 1]["malformed"]!)" }
        XCTAssertEqual(missed, [], "malformed records not reported:\n\(result.stdout)")
    }

    /// Runs an editor's driver (EditorSetups.neovim or .emacs) on the example, until its three
    /// diagnostics are shown, with the editor starting the server through the recorder.
    private func recorded(
        _ editor: (URL, SpecProject, [String: String], UInt) throws -> DriverRun, line: UInt = #line
    ) throws -> (DriverRun, RecordedSessions) {
        let sessions = try RecordedSessions()
        let project = try SpecProject()
        let spec = try project.copy(example, to: "forms/example.form.json")
        let environment = ["FORMSPEC_SERVER": sessions.recorder, "FORMSPEC_TEST_MIN_DIAGS": "3"]
        return (try editor(spec, project, sessions.environment.merging(environment) { $1 }, line), sessions)
    }

    /// Byte column of the `occurrence`-th `needle` on its line.
    private func byteColumn(_ needle: String, _ occurrence: Int, _ text: String) -> Int {
        let offset = PositionOracle.utf8Offset(of: needle, in: text, occurrence: occurrence)
        let before = Array(text.utf8)[0..<offset]
        return offset - ((before.lastIndex(of: 0x0A) ?? -1) + 1)
    }
}
