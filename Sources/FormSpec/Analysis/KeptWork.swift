import FormSpecJSON
import Foundation

/// What analyses work out about a row or a section from its content alone (and from what the
/// key names), kept with the content (`RowContent`, `SectionContent`): the rows and sections of
/// the next version that have the same content, only moved or not at all, find it there without
/// reading it again. Findings are kept relative to the content's start. Memory goes with the
/// document: a content no version holds any more is freed with what it kept. The contents are
/// kinds of `KeptWork`, so that a row's content and its kept work are one object.
class KeptWork: @unchecked Sendable {
    /// What besides the content a piece of work read: the name messages give the row (or the
    /// section's place), the document's `customRowTypes` and the catalog.
    struct Key {
        let owner: String
        let declarations: AnalysisContext.Declarations
        let catalog: Catalog.Identity

        static func == (a: Key, b: Key) -> Bool {
            a.declarations === b.declarations && a.catalog === b.catalog && a.owner.utf8.elementsEqual(b.owner.utf8)
        }
    }

    /// What everything kept was worked out under besides its owner: kept once, not with each
    /// piece. A piece asked for under another scope is not kept; one kept under another scope
    /// drops every other.
    private struct Scope {
        let declarations: AnalysisContext.Declarations
        let catalog: Catalog.Identity

        init(_ key: Key) {
            declarations = key.declarations
            catalog = key.catalog
        }

        func holds(_ key: Key) -> Bool { declarations === key.declarations && catalog === key.catalog }
    }

    /// Findings with the owner their messages name. Without findings the owner does not
    /// matter: one object serves every row and section that has none.
    private final class Findings: Sendable {
        let owner: String
        let findings: [Diagnostic]

        init(owner: String, findings: [Diagnostic]) {
            self.owner = owner
            self.findings = findings
        }

        static let none = Findings(owner: "", findings: [])
    }

    /// Shared by all contents: a lock each would cost more memory than the rare waits of two
    /// analysis threads cost time.
    private static let locks = (0..<64).map { _ in NSLock() }
    private var lock: NSLock { Self.locks[Int((UInt(bitPattern: ObjectIdentifier(self)) >> 4) & 63)] }

    // Guarded by `lock`.
    private var scope: Scope?
    private var schema: Findings?
    private var rules: Findings?
    /// Kept under the scope alone: a domain's messages name the row by its tag, part of the content.
    private var domain: ValueDomain??
    private var hiddenFacts: PredicateFacts?
    private var disabledFacts: PredicateFacts?

    /// Whether what was kept under `key`'s scope may be read. Under the lock.
    private func inScope(_ key: Key) -> Bool { scope?.holds(key) ?? false }

    /// Makes `key`'s scope the one kept pieces belong to, dropping those of another. Under the lock.
    private func enter(_ key: Key) {
        if inScope(key) { return }
        scope = Scope(key)
        schema = nil
        rules = nil
        domain = nil
    }

    enum Kind {
        /// `SchemaRule` on the row or section.
        case schema
        /// The row rules (`RowRules`) on the row, or on the section's rows and template.
        case rules
    }

    /// The findings kept for `key`, placed at `start`; nil when none are kept for it.
    func findings(_ kind: Kind, _ key: Key, at start: Int) -> [Diagnostic]? {
        let kept = lock.withLock { inScope(key) ? (kind == .schema ? schema : rules) : nil }
        guard let kept, kept === Findings.none || kept.owner.utf8.elementsEqual(key.owner.utf8) else { return nil }
        return Self.placed(kept.findings, at: start)
    }

    /// Keeps findings (document offsets) of the row or section at `start`.
    func keep(_ kind: Kind, _ key: Key, _ findings: ArraySlice<Diagnostic>, at start: Int) {
        let kept =
            findings.isEmpty
            ? Findings.none : Findings(owner: key.owner, findings: Self.placed(Array(findings), at: -start))
        lock.withLock {
            enter(key)
            if kind == .schema { schema = kept } else { rules = kept }
        }
    }

    /// The findings kept for `key` reported to `context`, placed at `start`; or, when none are
    /// kept, those `check` reports, kept.
    func report(
        _ kind: Kind, _ key: Key, at start: Int, to context: AnalysisContext, check: () -> Void
    ) {
        guard context.keepsWork else { return check() }
        if let kept = findings(kind, key, at: start) {
            for finding in kept { context.report(finding) }
            return
        }
        let first = context.diagnostics.count
        check()
        keep(kind, key, context.diagnostics[first...], at: start)
    }

    /// The domain of `$tag.value` for the row, kept for `key`, or the one `make` gives.
    func domain(_ key: Key, make: () -> ValueDomain?) -> ValueDomain? {
        if let kept = lock.withLock({ inScope(key) ? domain : nil }) { return kept }
        let made = make()
        lock.withLock {
            enter(key)
            domain = .some(made)
        }
        return made
    }

    /// The facts of the row's `hidden` or `disabled` predicate, or the ones `make` gives.
    func facts(_ property: ConditionKind, make: () -> PredicateFacts) -> PredicateFacts {
        let kept = lock.withLock { property == .hidden ? hiddenFacts : disabledFacts }
        if let kept { return kept }
        let made = make()
        lock.withLock {
            if property == .hidden { hiddenFacts = made } else { disabledFacts = made }
        }
        return made
    }

    /// `body` under the lock that guards what is kept here (and what kinds of contents keep).
    func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }

    /// Whether findings of the schema, the row rules or the predicate rules are kept (for tests).
    var keepsFindings: Bool { lock.withLock { schema != nil || rules != nil } }

    static func placed(_ findings: [Diagnostic], at offset: Int) -> [Diagnostic] {
        if findings.isEmpty || offset == 0 { return findings }
        return findings.map { finding in
            var moved = finding
            moved.range = finding.range.shifted(by: offset)
            moved.related = finding.related.map { RelatedLocation($0.range.shifted(by: offset), $0.message) }
            return moved
        }
    }
}
