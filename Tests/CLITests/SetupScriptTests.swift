import Foundation
import TestSupport
import XCTest

/// `.ci/setup` with stand-ins for dpkg-query, apt-get, sudo and python3 that log what they are
/// asked: `--build-only` installs the build packages alone, the whole set-up adds the test
/// programs and the pinned Python packages, and nothing is installed when nothing is missing.
final class SetupScriptTests: XCTestCase {
    private var folder: URL!
    private var log: URL { folder.appendingPathComponent("log") }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        // STUB_MISSING set: no package is installed; unset: every package is, at its pinned version.
        let stubs = [
            "dpkg-query": #"[[ -z "${STUB_MISSING:-}" ]] && echo "install ok installed""#,
            "apt-get": #"echo "apt-get $*" >> "$STUB_LOG""#,
            "sudo": #"exec "$@""#,
            "python3": #"""
            if [[ $1 == - ]]; then
              cat > /dev/null
              shift
              [[ -z "${STUB_MISSING:-}" ]] || printf '%s\n' "$@"
            else
              echo "python3 $* PIP_BREAK_SYSTEM_PACKAGES=${PIP_BREAK_SYSTEM_PACKAGES:-}" >> "$STUB_LOG"
            fi
            """#,
            "swift": "echo 'Swift version 6'",
            "pkg-config": "echo 2.14",
        ]
        for (name, body) in stubs {
            let stub = bin.appendingPathComponent(name)
            try "#!/usr/bin/env bash\n\(body)\n".write(to: stub, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Runs `.ci/setup` with `arguments` and returns the stand-ins' log, one call a line.
    private func setup(_ arguments: [String], missing: Bool) throws -> [String] {
        let path = folder.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        var environment = ["PATH": path, "STUB_LOG": log.path]
        if missing { environment["STUB_MISSING"] = "1" }
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [TestSupport.repositoryFile(".ci/setup").path] + arguments,
            environment: environment, timeout: 60)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: log)
        return text.split(separator: "\n").map(String.init)
    }

    private func installed(_ calls: [String]) -> [String] {
        calls.filter { $0.hasPrefix("apt-get install") }.flatMap { $0.split(separator: " ").map(String.init) }
            .filter { !$0.hasPrefix("-") && $0 != "apt-get" && $0 != "install" }
    }

    func testBuildOnlyInstallsWhatBuildingNeeds() throws {
        let calls = try setup(["--build-only"], missing: true)
        XCTAssertEqual(installed(calls), ["libjansson-dev", "pkg-config"], "\(calls)")
        XCTAssertFalse(calls.contains { $0.hasPrefix("python3") }, "\(calls)")
    }

    func testTheWholeSetUpAddsTheTestProgramsAndPinnedPythonPackages() throws {
        let calls = try setup([], missing: true)
        let packages = installed(calls)
        for package in [
            "libjansson-dev", "pkg-config", "neovim", "emacs-nox", "elpa-eglot", "gobjc", "libgnustep-base-dev",
            "python3-pip", "chromium", "fonts-inter",
        ] {
            XCTAssertTrue(packages.contains(package), "\(package) not installed: \(calls)")
        }
        let pip = try XCTUnwrap(calls.first { $0.hasPrefix("python3 -m pip install") }, "\(calls)")
        for pin in ["lsprotocol==2025.0.0", "pytest-lsp==1.0.1", "pygls==2.1.1"] {
            XCTAssertTrue(pip.contains(pin), pip)
        }
        XCTAssertTrue(pip.hasSuffix("PIP_BREAK_SYSTEM_PACKAGES=1"), "Debian's python3 needs it: \(pip)")
    }

    func testNothingIsInstalledWhenNothingIsMissing() throws {
        XCTAssertEqual(try setup([], missing: false), [])
    }

    func testAnUnknownOptionIsRefused() throws {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), [TestSupport.repositoryFile(".ci/setup").path, "--tests-only"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--build-only"), result.stderr)
    }
}
