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
        tuneMalloc()
        // Keep the protocol stream to ourselves: anything printed to stdout from now on lands
        // on stderr instead of corrupting a message.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw ValidationError("cannot set up stdout for the protocol")
        }
        let configuration = ServerConfiguration(
            name: "formspec", version: FormSpecVersion.current, logLevel: logLevel,
            largeTextReleased: returnFreeMemory)
        let status = await LanguageServer.serve(
            configuration: configuration, input: STDIN_FILENO, output: protocolOutput)
        // Straight out: analysis tasks and the reader thread may still be running.
        Foundation.exit(status)
    }
}

/// glibc gives threads their own malloc arenas, each keeping the peak of what its threads
/// allocated. Two arenas (the analysis thread's and everyone else's) take the peak RSS on a
/// 5,000-row spec from 47 to 42 MB at no measurable cost in latency.
///
/// glibc also hands the top of a heap back to the kernel once 128 KB of it are free, so
/// buffers of tens of kilobytes made and freed per preview (its text, a response) kept
/// faulting in fresh zeroed pages. Holding up to 16 MB took 80,000 previews through the
/// server from 488,000–639,000 page faults to 353,000–433,000 (benchmark client included).
/// Setting the trim threshold also freezes glibc's mmap threshold at 128 KB (mallopt(3): it
/// no longer rises as large blocks are freed), which would give every larger buffer (a big
/// form's response) pages of its own, faulted in and handed back each time; so the mmap
/// threshold is raised with it.
/// `mallopt` is not exported by Swift's Glibc module, hence the lookup.
private func tuneMalloc() {
    #if os(Linux)
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
    let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    guard let mallopt = glibcFunction("mallopt", as: Mallopt.self) else { return }
    _ = mallopt(arenaMax, 2)
    _ = mallopt(trimThreshold, 16 << 20)
    _ = mallopt(mmapThreshold, 16 << 20)
    #endif
}

/// Hands the pages malloc holds free back to the system (`malloc_trim`). Called when a large
/// didOpen's copies of the text have been freed while the document is parsed and analysed on
/// another thread: the parse, begun while they were alive, took fresh memory, so the copies
/// would otherwise stay resident beside the document for good. At 50,000 rows the server's
/// peak RSS was 111–128 MB without it, and is 99 MB in most runs with it (docs/performance.md).
/// `malloc_trim` is not exported by Swift's Glibc module either, hence the lookup.
@Sendable private func returnFreeMemory() {
    #if os(Linux)
    typealias MallocTrim = @convention(c) (Int) -> Int32
    _ = glibcFunction("malloc_trim", as: MallocTrim.self)?(0)
    #endif
}

#if os(Linux)
/// A glibc function that Swift's Glibc module does not export, looked up by name.
private func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
}
#endif

extension LogLevel: ExpressibleByArgument {}
