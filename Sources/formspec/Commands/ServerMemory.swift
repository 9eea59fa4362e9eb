import Foundation

/// How `formspec lsp` has glibc's malloc hold and hand back memory. Swift's Glibc module
/// exports neither `mallopt` nor `malloc_trim`, hence the lookups by name.
enum ServerMemory {
    /// Sets up malloc for the server; anything else first does nothing. It has to run before
    /// any thread but the main one allocates (`FormSpecCommand.main`): glibc gives a thread
    /// that first allocates while the limit of arenas is not reached an arena of its own, and
    /// a limit set later binds no thread that already has one.
    ///
    /// One arena: the didOpen's copies of a large text are freed by the thread that read it
    /// while the parse and the first analysis take fresh memory on the analysis thread; with an
    /// arena each, the freed memory stayed resident in one arena beside the document growing in
    /// the other, and the peak at 50,000 rows was 99 MB in some runs and 112–113 MB in others.
    /// In one arena it is reused (docs/performance.md, "One malloc arena").
    ///
    /// glibc also hands the top of a heap back to the kernel once 128 KB of it are free, so
    /// buffers of tens of kilobytes made and freed per preview (its text, a response) kept
    /// faulting in fresh zeroed pages. Holding up to 16 MB took 80,000 previews through the
    /// server from 488,000–639,000 page faults to 353,000–433,000 (benchmark client included).
    /// Setting the trim threshold also freezes glibc's mmap threshold at 128 KB (mallopt(3): it
    /// no longer rises as large blocks are freed), which would give every larger buffer (a big
    /// form's response) pages of its own, faulted in and handed back each time; so the mmap
    /// threshold is raised with it.
    static func prepare(arguments: [String]) {
        #if os(Linux)
        guard arguments.dropFirst().first == LSPCommand.configuration.commandName else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
        let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        guard let mallopt = glibcFunction("mallopt", as: Mallopt.self) else { return }
        _ = mallopt(arenaMax, 1)
        _ = mallopt(trimThreshold, 16 << 20)
        _ = mallopt(mmapThreshold, 16 << 20)
        #endif
    }

    /// Hands the pages malloc holds free back to the system (`malloc_trim`). Called when a
    /// large didOpen's copies of the text have been freed: what the document's parse took
    /// meanwhile lies above them, so the trim threshold alone would keep them resident. In one
    /// arena the parse and the analysis reuse most of them; the trim gives back the rest,
    /// 0–1 MB of the peak at 50,000 rows (99 MB without it in the runs where it was 98).
    @Sendable static func returnFreeMemory() {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = glibcFunction("malloc_trim", as: MallocTrim.self)?(0)
        #endif
    }

    #if os(Linux)
    private static func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
    #endif
}
