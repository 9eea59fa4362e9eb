import ArgumentParser
import FormSpec
import FormSpecIDE
import Foundation

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite specs in the canonical layout.",
        discussion: """
            Files are rewritten in place; `-` formats standard input to standard output. Documents \
            with syntax errors are left alone and reported. With --check nothing is written: the \
            command lists the files that are not formatted (`-`: says whether standard input is).

            Exit status: 0 done (with --check: everything is formatted); 1 with --check, something \
            is not formatted; 2 a path could not be read or written, holds no spec, or has syntax \
            errors; 64 a malformed command line.
            """
    )

    @Flag(name: .long, help: "Only report files that would change; exit 1 if any.")
    var check = false

    @Flag(name: .long, help: "Order known properties as the format document lists them.")
    var sortKeys = false

    @Option(name: .long, help: "Spaces per indentation level (1 to 16).")
    var indent = 2

    @Option(name: .long, help: "Keep an object or array on one line when it fits in this many columns (at least 20).")
    var width = 100

    @Argument(help: "Spec files or directories, or - for standard input.")
    var paths: [String]

    func validate() throws {
        guard (1...16).contains(indent) else { throw ValidationError("--indent must be 1 to 16, got \(indent)") }
        guard width >= 20 else { throw ValidationError("--width must be at least 20, got \(width)") }
        if paths.isEmpty { throw ValidationError("give at least one spec file or directory, or - for standard input") }
        if paths.contains("-"), paths.count > 1 {
            throw ValidationError("- (standard input) cannot be combined with other paths")
        }
    }

    func run() throws {
        let options = FormatOptions(indent: indent, width: width, sortKeys: sortKeys)
        if paths == ["-"] {
            let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            switch Formatter.format(SpecDocument(name: "<stdin>", bytes: input), options: options) {
            case .success(let text) where check:
                guard Array(text.utf8) == input else {
                    print("would reformat <stdin>")
                    throw ExitCode(1)
                }
            case .success(let text): FileHandle.standardOutput.write(Data(text.utf8))
            case .failure(let failure):
                FileHandle.standardError.write(Data("formspec: <stdin>: \(failure.message)\n".utf8))
                throw ExitCode(2)
            }
            return
        }
        let (files, failures) = SpecFiles.discover(paths)
        var problems = failures.map(\.description)
        var unformatted: [String] = []
        for path in files {
            let bytes: [UInt8]
            switch SpecFiles.read(path) {
            case .success(let b): bytes = b
            case .failure(let f):
                problems.append(f.description)
                continue
            }
            switch Formatter.format(SpecDocument(name: path, bytes: bytes), options: options) {
            case .failure(let failure):
                problems.append("\(path): \(failure.message)")
            case .success(let text) where Array(text.utf8) != bytes:
                unformatted.append(path)
                if !check {
                    do {
                        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    } catch {
                        problems.append("\(path): cannot write: \(error.localizedDescription)")
                    }
                }
            default:
                break
            }
        }
        for path in unformatted { print(check ? "would reformat \(path)" : "formatted \(path)") }
        for problem in problems { FileHandle.standardError.write(Data("formspec: \(problem)\n".utf8)) }
        if !problems.isEmpty { throw ExitCode(2) }
        if check, !unformatted.isEmpty { throw ExitCode(1) }
    }
}
