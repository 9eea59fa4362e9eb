import Foundation

/// Paths and process helpers shared by the test targets.
public enum TestSupport {
    /// The package root (the folder holding Package.swift), found from this source file.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url = url.deletingLastPathComponent()
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// A file of the repository, e.g. `repositoryFile("protocol/diagnostics.md")`.
    public static func repositoryFile(_ relative: String) -> URL { packageRoot.appendingPathComponent(relative) }

    /// The `formspec` executable SwiftPM built next to the test bundle (same configuration);
    /// `FORMSPEC_BIN` points the tests at another build.
    public static var formspecBinary: URL {
        if let path = ProcessInfo.processInfo.environment["FORMSPEC_BIN"] { return URL(fileURLWithPath: path) }
        let bundle =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        return bundle.deletingLastPathComponent().appendingPathComponent("formspec")
    }

    public struct ProcessResult {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs a program to completion with optional stdin, in `directory` if given; after
    /// `timeout` seconds, if given, it is terminated (and its status says so).
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: Data? = nil, directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, b in b }
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning { process.terminate() }
            }
        }
        // Drain both pipes concurrently so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `formspec` with arguments.
    public static func formspec(
        _ arguments: [String], stdin: Data? = nil, directory: URL? = nil
    ) throws -> ProcessResult {
        try run(formspecBinary, arguments, stdin: stdin, directory: directory)
    }

    /// A fresh temporary directory, removed by the caller's `defer`.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Text with cursor markers: `‸` marks a position; `‹` … `›` mark a range. Offsets are UTF-8
/// byte offsets into the text with the markers removed.
public struct MarkedText {
    public let text: String
    public let cursors: [Int]
    public let ranges: [Range<Int>]

    public init(_ marked: String) {
        var bytes: [UInt8] = []
        var cursors: [Int] = []
        var ranges: [Range<Int>] = []
        var open: [Int] = []
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "‸": cursors.append(bytes.count)
            case "‹": open.append(bytes.count)
            case "›": ranges.append(open.removeLast()..<bytes.count)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.cursors = cursors
        self.ranges = ranges
    }

    public var cursor: Int { cursors[0] }
}
