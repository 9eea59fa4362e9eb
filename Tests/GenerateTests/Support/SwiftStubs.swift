import Foundation
import TestSupport
import XCTest

/// The UIKit, XLForm and Eureka stub modules, built once per test run into a temporary
/// folder: `swiftc -emit-module -emit-library -static`, so generated code can be type-checked
/// against them and linked with their recording implementation.
enum SwiftStubs {
    struct Built {
        let directory: URL
    }

    nonisolated(unsafe) private static var built: Result<Built, Error>?
    private static let lock = NSLock()

    static func modules() throws -> Built {
        try lock.withLock {
            if built == nil { built = Result { try build() } }
            return try built!.get()
        }
    }

    private static func build() throws -> Built {
        let swiftc = try Toolchain.require("swiftc")
        let out = try TestSupport.temporaryDirectory()
        for module in ["UIKit", "XLForm", "Eureka"] {
            let folder = Toolchain.stubs.appendingPathComponent("Swift/\(module)")
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".swift")
            }
            .sorted().map { folder.appendingPathComponent($0).path }
            if sources.isEmpty { continue }
            let result = try TestSupport.run(
                swiftc,
                [
                    "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", module,
                    "-I", out.path, "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", out.appendingPathComponent("lib\(module).a").path,
                ] + sources)
            guard result.status == 0 else {
                throw StubError(message: "building the \(module) stub module failed:\n\(result.stderr)")
            }
        }
        return Built(directory: out)
    }

    /// `swiftc -typecheck` of files against the stubs.
    static func typecheck(_ files: [URL]) throws -> TestSupport.ProcessResult {
        let out = try modules().directory
        return try TestSupport.run(try Toolchain.require("swiftc"), ["-typecheck", "-I", out.path] + files.map(\.path))
    }

    /// Compiles files (one of them `main.swift`) against the stubs and runs the program.
    static func run(_ files: [URL], libraries: [String], arguments: [String] = []) throws -> TestSupport.ProcessResult {
        let out = try modules().directory
        let program = out.appendingPathComponent("program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: program) }
        let build = try TestSupport.run(
            try Toolchain.require("swiftc"),
            ["-I", out.path, "-L", out.path] + libraries.map { "-l" + $0 } + ["-o", program.path] + files.map(\.path))
        guard build.status == 0 else { return build }
        return try TestSupport.run(program, arguments)
    }

    struct StubError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
