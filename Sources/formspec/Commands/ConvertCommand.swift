import ArgumentParser
import FormSpec
import FormSpecIDE
import Foundation

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert an XLForm form spec to an FXForms field file, or back.",
        discussion: """
            The converted spec is written to standard output (or --output), in the canonical layout.
            What the other library cannot express is reported on standard error as convert-unsupported
            findings placed in the source. Exit status: 0 converted (1 with --strict when something did
            not convert), 2 unreadable input or a spec that is already in the target format.
            """
    )

    @Option(name: .long, help: "The target format: xlform (*.form.json) or fxforms (*.fxform.json).")
    var to: DialectOption

    @Option(name: [.short, .long], help: "Write the converted spec to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Exit with status 1 when something could not be converted.")
    var strict = false

    @Option(name: .long, help: "Colour the findings: auto, always, never.")
    var color: ColorMode = .auto

    @Argument(help: "The spec to convert (*.form.json or *.fxform.json).")
    var path: String

    func run() throws {
        let bytes: [UInt8]
        switch SpecFiles.read(path) {
        case .success(let b): bytes = b
        case .failure(let failure): fail(failure.description)
        }
        let document = SpecDocument(name: path, bytes: bytes)
        guard document.syntax.errors.isEmpty else {
            fail("\(path) has syntax errors; run formspec check on it first")
        }
        guard document.dialect != to.dialect else {
            fail("\(path) is already \(to.dialect == .fxforms ? "an FXForms field file" : "an XLForm form spec")")
        }
        let project = ProjectConfigurations().configuration(forSpecAt: path)
        guard let conversion = Converter.convert(document, to: to.dialect, project: project) else {
            fail("\(path) is not a \(document.dialect == .fxforms ? "field file" : "form spec") formspec can read")
        }
        let name = output ?? "<converted>\(to.dialect.fileSuffix)"
        let raw = SpecDocument(name: name, text: conversion.output.encodedString(), dialect: to.dialect)
        guard case .success(let text) = Formatter.format(raw) else { fail("the converted spec did not format") }
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                fail("\(output): cannot write: \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if !conversion.diagnostics.isEmpty {
            let report = TextReporter(color: color.enabled(for: FileHandle.standardError)).render([
                CheckedFile(path: path, lines: document.lines, diagnostics: conversion.diagnostics)
            ])
            FileHandle.standardError.write(Data(report.utf8))
            if strict { throw ExitCode(1) }
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("formspec: \(message)\n".utf8))
        ConvertCommand.exit(withError: ExitCode(2))
    }
}
