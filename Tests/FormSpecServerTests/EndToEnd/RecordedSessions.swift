import FormSpecJSON
import Foundation
import XCTest

/// Sessions of `formspec lsp` recorded by Tests/EndToEnd/transcripts/record.py, which a client
/// starts in place of the server, and checked by validate.py there: every message the server
/// sent, against the LSP 3.17 types that lsprotocol publishes.
final class RecordedSessions {
    static let scripts = TestPaths.packageRoot.appendingPathComponent("Tests/EndToEnd/transcripts")
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The program a client starts instead of `formspec` (with the same arguments).
    let recorder = RecordedSessions.scripts.appendingPathComponent("record.py").path

    /// The recorder as a command line (for pytest-lsp's LSP_SERVER_CMD) started by `python`'s
    /// interpreter itself, without site packages: a wrapper such as pyenv's would add a
    /// fifth of a second to each of the dozens of servers a suite starts.
    func commandLine(python: String) throws -> String {
        let asked = try Subprocess.run(python, ["-c", "import sys; print(sys.executable)"], timeout: 60)
        XCTAssertEqual(asked.status, 0, asked.summary)
        return "'\(asked.stdout.trimmingCharacters(in: .whitespacesAndNewlines))' -S '\(recorder)' lsp"
    }

    /// What the recorder reads: the server it starts and where it writes the session.
    var environment: [String: String] {
        ["LSP_RECORD_SERVER": TestPaths.formspecBinary.path, "LSP_RECORD_DIR": folder.path]
    }

    /// Each session's records in order (`{"from", "message"}`, and `{"exit"}` last when the
    /// server ended), sessions in the order they started.
    func sessions() throws -> [[JSONValue]] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
            .map { name in
                try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    .split(separator: "\n").map { try JSONValue(decoding: String($0)) }
            }
    }

    /// Runs validate.py on `paths` (a session file or folder of them).
    static func validate(_ paths: [String]) throws -> Subprocess.Result {
        let python = try EditorSetups.python(modules: ["lsprotocol"])
        return try Subprocess.run(python, [scripts.appendingPathComponent("validate.py").path] + paths, timeout: 120)
    }

    /// Checks every message the server sent in `expected` sessions: no problem, and at least
    /// one message. Returns validate.py's summary.
    @discardableResult
    func assertValid(sessions expected: Int, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        let result = try Self.validate([folder.path])
        XCTAssertEqual(result.status, 0, result.summary, file: file, line: line)
        let summary = try JSONValue(decoding: String(result.stdout.split(separator: "\n").last ?? ""))
        XCTAssertEqual(summary["sessions"]?.intValue, expected, result.summary, file: file, line: line)
        XCTAssertGreaterThan(summary["messages"]?.intValue ?? 0, 0, result.summary, file: file, line: line)
        return summary
    }
}

extension [JSONValue] {
    /// The messages of one side of a session.
    func messages(from side: String) -> [JSONValue] {
        compactMap { $0["from"]?.stringValue == side ? $0["message"] : nil }
    }
}
