import FormSpecJSON

// State changes made by notification handlers: documents and settings. Each emits the
// `ServerEvent` that observers (diagnostics) react to.
extension ServerCore {
    func openDocument(uri: String, languageId: String, version: Int, text: [UInt8]) {
        _ = documents.open(uri: uri, languageId: languageId, version: version, text: text)
        emit(.documentChanged(uri: uri))
    }

    func changeDocument(uri: String, version: Int, changes: [ContentChange]) {
        guard let session else { return }
        specs.letGoOfText(of: uri)
        guard let document = documents.change(uri: uri, version: version, changes: changes, encoding: session.encoding)
        else {
            return log.debug("didChange for \(uri), which is not an open form spec; ignored")
        }
        log.trace("\(uri) is now version \(document.version), \(document.bytes.count) bytes")
        emit(.documentChanged(uri: uri))
    }

    func closeDocument(uri: String) {
        guard documents.close(uri: uri) != nil else { return }
        specs.remove(uri)
        emit(.documentClosed(uri: uri))
    }

    /// Applies the client's `formspec` settings section (nil when it has none).
    /// `source` names the client's channel; when the client has no settings, the
    /// `initializationOptions` apply again, and problems and logs name them.
    func applyClientSettings(_ section: JSONValue?, source: String) {
        let update = settings.setClientSection(section)
        let applied = update.fromClient ? source : "initializationOptions"
        reportSettingsProblems(update.problems, source: applied)
        guard update.changed else { return }
        log.info("settings from \(applied) now apply")
        emit(.settingsChanged)
    }

    func reportSettingsProblems(_ problems: [String], source: String) {
        for problem in problems {
            log.warn("settings from \(source): \(problem)")
            // Type 2 is Warning: shown in the client's log so the user learns about the typo.
            sendNotification("window/logMessage", ["type": 2, "message": .string("formspec settings: \(problem)")])
        }
    }

    func emit(_ event: ServerEvent) {
        for observer in registry.observers { observer(self, event) }
    }
}
