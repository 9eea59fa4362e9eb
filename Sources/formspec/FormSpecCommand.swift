import ArgumentParser

@main
struct FormSpecCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formspec",
        abstract:
            "Check, serve, preview and generate code from XLForm form specs (*.form.json), and check FXForms field files (*.fxform.json).",
        version: FormSpecVersion.current,
        subcommands: [
            CheckCommand.self, LSPCommand.self, FormatCommand.self, SchemaCommand.self, CatalogCommand.self,
            PreviewCommand.self, ImportCommand.self, ConvertCommand.self, GenerateCommand.self,
        ]
    )

    /// The server's malloc settings come first: they bind only threads that allocate after them.
    static func main() async {
        ServerMemory.prepare(arguments: CommandLine.arguments)
        await main(nil)
    }
}

enum FormSpecVersion {
    static let current = "0.1.0"
}
