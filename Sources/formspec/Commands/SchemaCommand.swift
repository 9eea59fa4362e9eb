import ArgumentParser
import FormSpec
import FormSpecJSON
import Foundation

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a spec format or of formspec.config.json (derived from the catalog)."
    )

    @Option(name: .long, help: "The spec format: xlform (*.form.json) or fxforms (*.fxform.json).")
    var dialect: DialectOption = .xlform

    @Flag(name: .long, help: "Print the schema of the project configuration (formspec.config.json) instead.")
    var configuration = false

    func run() throws {
        let schema: JSONValue
        if configuration {
            schema = FXFormsSchemaGenerator.configurationSchema()
        } else {
            switch dialect.dialect {
            case .xlform: schema = JSONSchemaGenerator.schema()
            case .fxforms: schema = FXFormsSchemaGenerator.schema()
            }
        }
        FileHandle.standardOutput.write(Data((schema.encodedString(.indented(2)) + "\n").utf8))
    }
}

/// `--dialect xlform|fxforms`.
struct DialectOption: ExpressibleByArgument {
    let dialect: SpecDialect

    static let xlform = DialectOption(dialect: .xlform)

    init(dialect: SpecDialect) { self.dialect = dialect }

    init?(argument: String) {
        guard let dialect = SpecDialect(rawValue: argument) else { return nil }
        self.dialect = dialect
    }

    static var allValueStrings: [String] { SpecDialect.allCases.map(\.rawValue) }
}
