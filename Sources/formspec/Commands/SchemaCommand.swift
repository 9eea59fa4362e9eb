import ArgumentParser
import FormSpec
import Foundation

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec format (derived from the catalog)."
    )

    func run() throws {
        FileHandle.standardOutput.write(Data((JSONSchemaGenerator.schema().encodedString(.indented(2)) + "\n").utf8))
    }
}
