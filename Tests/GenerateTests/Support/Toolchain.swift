import Foundation
import TestSupport
import XCTest

/// The compilers generated code is checked with: the toolchain's `clang` and `swiftc`, found
/// beside the `swift` on the PATH, and GNUstep's Foundation headers from Debian.
enum Toolchain {
    static let stubs = TestSupport.repositoryFile("Tests/GenerateTests/Stubs")

    static func tool(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    static func require(_ name: String) throws -> URL {
        guard let url = tool(name) else { throw XCTSkip("\(name) is not on the PATH") }
        return url
    }

    /// Headers `.ci/setup` installs (libgnustep-base-dev, gobjc).
    static let gnustepHeaders = "/usr/include/GNUstep"

    static func gccObjCHeaders() -> String? {
        let base = "/usr/lib/gcc/x86_64-linux-gnu"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return versions.sorted().reversed().map { "\(base)/\($0)/include" }.first {
            FileManager.default.fileExists(atPath: "\($0)/objc/objc.h")
        }
    }

    /// `checkObjC` of many generated files in two translation units, the `.m` files in one and
    /// the headers in the other (each `.m` declares its category, so they cannot meet its
    /// header): two compiler runs however many files.
    static func checkObjCTogether(_ files: [URL], in folder: URL) throws -> TestSupport.ProcessResult {
        var units: [URL] = []
        for suffix in ["m", "h"] {
            let imports = files.filter { $0.pathExtension == suffix }.map { "#import \"\($0.path)\"" }
            guard !imports.isEmpty else { continue }
            let unit = folder.appendingPathComponent("all-\(suffix).m")
            try (imports.joined(separator: "\n") + "\n").write(to: unit, atomically: true, encoding: .utf8)
            units.append(unit)
        }
        return try checkObjC(units)
    }

    /// `clang -fsyntax-only -Werror` over Objective-C files against the XLForm and UIKit stub
    /// headers and GNUstep's Foundation (protocol/generate.md, "Checking generated code").
    static func checkObjC(_ files: [URL]) throws -> TestSupport.ProcessResult {
        let clang = try require("clang")
        guard FileManager.default.fileExists(atPath: gnustepHeaders), let gcc = gccObjCHeaders() else {
            throw XCTSkip("GNUstep's headers are not installed (bash .ci/setup installs them)")
        }
        let objc = stubs.appendingPathComponent("ObjC").path
        let arguments =
            [
                "-fsyntax-only", "-Werror", "-x", "objective-c", "-fobjc-runtime=gnustep-2.0", "-fblocks",
                "-isystem", objc + "/prelude", "-isystem", objc, "-I", gnustepHeaders, "-idirafter", gcc,
                "-include", "formspec_prelude.h",
            ] + files.map(\.path)
        return try TestSupport.run(clang, arguments)
    }
}
