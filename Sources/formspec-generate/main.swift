// The generation step the SwiftPM build tool plugin runs:
//
//     formspec-generate --target xlform-swift|eureka --name NAME --output DIR SPEC
//
// `formspec generate` for one spec, with nothing else of formspec built: a package that uses
// the plugin compiles only the generator. Diagnostics are printed as compilers print them
// (`spec:line:column: error: message [code]`), so build logs and IDEs list them as issues; a
// refused spec exits 1 and writes nothing.
import FormSpec
import FormSpecGenerate
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("formspec-generate: \(message)\n".utf8))
    exit(2)
}

var options: [String: String] = [:]
var specPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if ["--target", "--name", "--output"].contains(argument) {
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value") }
        options[argument] = value
    } else if specPath == nil, !argument.hasPrefix("--") {
        specPath = argument
    } else {
        fail("unexpected argument '\(argument)'")
    }
}
guard let specPath, let targetName = options["--target"], let output = options["--output"] else {
    fail("usage: formspec-generate --target xlform-objc|xlform-swift|eureka [--name NAME] --output DIR SPEC")
}
guard let target = GenerateTarget(rawValue: targetName) else { fail("unknown target '\(targetName)'") }
guard let name = options["--name"].map(FormName.init) ?? FormName.derived(fromPath: specPath) else {
    fail("\(specPath): no identifier can be made from the file name; give --name")
}
guard let data = FileManager.default.contents(atPath: specPath) else { fail("\(specPath): cannot read") }

let document = SpecDocument(name: specPath, bytes: [UInt8](data))
let project = ProjectConfigurations().configuration(forSpecAt: specPath)
let result = Generator.generate(document, target: target, name: name, options: AnalysisOptions(project: project))
for diagnostic in result.diagnostics {
    let start = document.lines.position(of: diagnostic.range.start, in: .utf8)
    let severity =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        default: "note"
        }
    print(
        "\(specPath):\(start.line + 1):\(start.character + 1): \(severity): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
    )
}
if result.isRefused { exit(1) }
do {
    try GeneratedFileWriter.write(result.files, to: output)
} catch {
    fail(error.description)
}
