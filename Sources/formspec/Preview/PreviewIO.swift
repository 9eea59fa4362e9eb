import ArgumentParser
import Foundation

/// Reading inputs and writing outputs of `formspec preview`, with its exit statuses.
enum PreviewIO {
    /// Prints `formspec: message` to standard error; the exit status for files that cannot be
    /// read and option values that cannot be used.
    static func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("formspec: \(message)\n".utf8))
        return ExitCode(2)
    }

    static func read(_ path: String) throws -> [UInt8] {
        switch SpecFiles.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw fail(FileManager.default.fileExists(atPath: path) ? failure.description : "\(path): no such file")
        }
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// ANSI styles for terminal output, applied only when colour is on.
struct Painter {
    enum Style: String {
        case bold = "1", dim = "2", red = "31", yellow = "33", cyan = "36", green = "32"
    }

    var enabled: Bool

    func callAsFunction(_ text: String, _ style: Style) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
