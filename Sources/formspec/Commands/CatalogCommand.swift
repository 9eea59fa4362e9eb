import ArgumentParser
import FormSpec
import FormSpecJSON
import Foundation

struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Print the catalog formspec checks against, as JSON.",
        discussion: """
            The merged catalog: row types, spec objects, validator types, enums, XLForm cells and \
            UIKit classes with their key paths, colour and font names. The format is described in \
            protocol/catalog.md.
            """
    )

    @Option(
        name: .long,
        help: "Print only this top-level section (rowTypes, objects, validatorTypes, enums, classes, colors).")
    var section: String?

    @Flag(name: .long, help: "One line instead of indented output.")
    var compact = false

    func run() throws {
        let merged = Catalog.standard.merged
        var value = JSONValue.object(merged)
        if let section {
            guard let part = merged[section] else {
                FileHandle.standardError.write(
                    Data(
                        "formspec: no catalog section '\(section)'; sections: \(merged.keys.joined(separator: ", "))\n"
                            .utf8))
                throw ExitCode(2)
            }
            value = part
        }
        FileHandle.standardOutput.write(Data((value.encodedString(compact ? .compact : .indented(2)) + "\n").utf8))
    }
}
