import ArgumentParser
import FormSpecServer
import Foundation

struct LSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17) over stdin and stdout.",
        discussion:
            "Logs go to stderr only. Exit status: 0 after shutdown and exit, 1 on exit without shutdown or when the input closes first. See protocol/lsp.md."
    )

    @Flag(
        name: .long,
        help: "Talk over stdin and stdout (the default and only transport; accepted for editors that pass it).")
    var stdio = false

    @Option(name: .long, help: "How much to log to stderr.")
    var logLevel: LogLevel = .info

    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        // Keep the protocol stream to ourselves: anything printed to stdout from now on lands
        // on stderr instead of corrupting a message.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw ValidationError("cannot set up stdout for the protocol")
        }
        let configuration = ServerConfiguration(
            name: "formspec", version: FormSpecVersion.current, logLevel: logLevel,
            largeTextReleased: ServerMemory.returnFreeMemory)
        let status = await LanguageServer.serve(
            configuration: configuration, input: STDIN_FILENO, output: protocolOutput)
        // Straight out: analysis tasks and the reader thread may still be running.
        Foundation.exit(status)
    }
}

extension LogLevel: ExpressibleByArgument {}
