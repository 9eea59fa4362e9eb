import FormSpec
import FormSpecIDE
import FormSpecJSON
import Foundation

/// The parsed model of each open document's newest text and its findings under the newest
/// settings, and its tag index. Diagnostics fill it; completion, hover, symbols, navigation and
/// fixes read it, so a request after an edit does not parse a 5,000-row spec again. One entry
/// per URI (the newest revision); the lock guards `entries`.
final class SpecCache: @unchecked Sendable {
    private struct Entry {
        let revision: UInt64
        var spec: SpecDocument
        /// The spec's text was let go (`letGoOfText`): it serves only as the previous version.
        var textless = false
        var findings: (generation: UInt64, options: AnalysisOptions, diagnostics: [Diagnostic])?
        var tags: TagIndex?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Diagnostics as published, for the next publication to reuse.
    let encodedDiagnostics = EncodedDiagnostics()

    /// Semantic tokens as sent, for answering delta requests.
    let semanticTokens = SemanticTokenResults()

    /// The `formspec.config.json` files governing open documents, read from disk.
    let projects = ProjectConfigurations()

    /// The project configuration of a document (none for documents that are not files).
    func project(for uri: String) -> ProjectConfiguration? {
        FileURI.path(of: uri).flatMap { projects.configuration(forSpecAt: $0) }
    }

    /// The model of this snapshot, parsed now if the cache holds another revision.
    func spec(for document: TextDocument) -> SpecDocument {
        if let entry = lock.withLock({ entries[document.uri] }), entry.revision == document.revision {
            // A snapshot of the revision whose text was let go of (a request queued before the
            // change) gets the same model with its own text: its kept work goes on serving.
            guard entry.textless else { return entry.spec }
            if entry.spec.syntax.byteCount == document.bytes.count { return entry.spec.withText(document.lines) }
        }
        let replaced = lock.withLock { entries[document.uri] }
        let spec: SpecDocument
        if let replaced, let edit = document.history.edit(from: replaced.revision, to: document.revision) {
            spec = SpecDocument(name: document.uri, lines: document.lines, previous: replaced.spec, edit: edit)
        } else {
            spec = SpecDocument(name: document.uri, lines: document.lines, dialect: document.dialect)
            // Proportional to the whole text, like the parse; later edits then need not be.
            Analyzer.prepareTagSuggestions(for: spec)
        }
        store(Entry(revision: document.revision, spec: spec, findings: nil, tags: nil), for: document.uri)
        return spec
    }

    /// Lets go of the text of the document's model before the text changes, so that the change
    /// can be made in the text itself (`LineIndex.replace`): the model serves then only as the
    /// previous version of the next one's parse.
    func letGoOfText(of uri: String) {
        lock.withLock {
            guard let entry = entries[uri], !entry.textless else { return }
            entries[uri] = Entry(revision: entry.revision, spec: entry.spec.withoutText, textless: true)
        }
    }

    /// The model and its findings under `options` (`generation` identifies the settings).
    func analysis(
        for document: TextDocument, options: AnalysisOptions, generation: UInt64,
        cancelled: CancellationFlag? = nil
    ) throws(CancellationError) -> (spec: SpecDocument, diagnostics: [Diagnostic]) {
        let spec = spec(for: document)
        let options = options.with(project: project(for: document.uri))
        if let entry = lock.withLock({ entries[document.uri] }), entry.revision == document.revision,
            let findings = entry.findings, findings.generation == generation, findings.options == options
        {
            return (spec, findings.diagnostics)
        }
        try cancelled?.check()
        let analysis = Analyzer.analysis(of: spec, options: options)
        // What the analysis built is freed after the findings are published.
        AnalysisWorker.releaseAfterJob(analysis)
        let diagnostics = analysis.diagnostics
        lock.withLock {
            if entries[document.uri]?.revision == document.revision {
                entries[document.uri]?.findings = (generation, options, diagnostics)
            }
        }
        return (spec, diagnostics)
    }

    /// The model and its tags (every predicate parsed), built now if the cache lacks them.
    func tags(for document: TextDocument) -> (spec: SpecDocument, tags: TagIndex) {
        let spec = spec(for: document)
        if let entry = lock.withLock({ entries[document.uri] }), entry.revision == document.revision,
            let tags = entry.tags
        {
            return (spec, tags)
        }
        let tags = TagIndex(spec)
        lock.withLock {
            if entries[document.uri]?.revision == document.revision { entries[document.uri]?.tags = tags }
        }
        return (spec, tags)
    }

    func remove(_ uri: String) {
        lock.withLock { _ = entries.removeValue(forKey: uri) }
        semanticTokens.forget(uri)
    }

    /// Newer revisions replace older ones; an older snapshot never evicts a newer one.
    private func store(_ entry: Entry, for uri: String) {
        let replaced: Entry? = lock.withLock {
            if let current = entries[uri], current.revision > entry.revision { return nil }
            return entries.updateValue(entry, forKey: uri)
        }
        // Most of a replaced model is shared with the new one; the rest is freed after the job.
        // Its text goes now (one buffer, quick to free), not alive next to the new one while
        // the new text is analysed.
        if let replaced {
            AnalysisWorker.releaseAfterJob(
                (replaced.spec.syntax, replaced.spec.form, replaced.spec.fields, replaced.findings, replaced.tags))
        }
    }
}
