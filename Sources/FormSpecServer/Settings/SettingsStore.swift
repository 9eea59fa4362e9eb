import FormSpecJSON

/// Where settings came from and which ones apply. The client's current settings
/// (`workspace/configuration` or didChangeConfiguration) win; when it has none, the
/// `initializationOptions` apply; when those are absent too, the defaults.
struct SettingsStore: Sendable {
    private var initializationSection: JSONValue?
    private var clientSection: JSONValue?
    /// The section whose problems were last reported: the same text is not reported again.
    private var reportedSection: JSONValue?
    private(set) var effective = ServerSettings()
    /// Bumped whenever `effective` changes, so work done under older settings is recognisably stale.
    private(set) var generation: UInt64 = 0

    struct Update {
        var changed: Bool
        /// Problems of the section that applies, when it was not reported before.
        var problems: [String]
        /// The client's settings apply (false: `initializationOptions` or the defaults do).
        var fromClient: Bool
    }

    mutating func setInitializationOptions(_ options: JSONValue?) -> Update {
        initializationSection = ServerSettings.section(ofInitializationOptions: options)
        return recompute()
    }

    /// `section` is the client's `formspec` section; nil or `null` when it has none.
    mutating func setClientSection(_ section: JSONValue?) -> Update {
        clientSection = section.nonNull
        return recompute()
    }

    /// Project configuration files changed on disk: what analysis reports may differ under the
    /// same settings, so results computed before are stale.
    mutating func projectFilesChanged() { generation += 1 }

    private mutating func recompute() -> Update {
        let applied = clientSection ?? initializationSection
        var (settings, problems) = ServerSettings.parse(applied)
        if applied == reportedSection { problems = [] } else { reportedSection = applied }
        let fromClient = clientSection != nil
        guard settings != effective else { return Update(changed: false, problems: problems, fromClient: fromClient) }
        effective = settings
        generation += 1
        return Update(changed: true, problems: problems, fromClient: fromClient)
    }
}
