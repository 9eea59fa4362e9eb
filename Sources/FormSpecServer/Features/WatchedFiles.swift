import FormSpec
import FormSpecJSON

/// `workspace/didChangeWatchedFiles`. Specs reference no other files, but each follows the
/// nearest `formspec.config.json` above it: when one is created, changed or deleted, the
/// configurations are read again and every open document is analysed again. Clients that allow
/// it are asked (after `initialized`) to watch `**/formspec.config.json`; other changes are
/// only logged.
enum WatchedFiles: ServerFeature {
    static let configurationGlob = "**/\(ProjectConfiguration.fileName)"

    static func register(in registry: inout FeatureRegistry) {
        registry.notification("initialized") { server, _ in
            guard server.session?.client.flag("workspace", "didChangeWatchedFiles", "dynamicRegistration") == true
            else { return }
            let params: JSONValue = [
                "registrations": [
                    [
                        "id": "formspec-configuration",
                        "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": ["watchers": [["globPattern": .string(configurationGlob)]]],
                    ]
                ]
            ]
            server.sendRequest("client/registerCapability", params) { server, result in
                if case .failure(let error) = result {
                    server.log.warn("watching \(configurationGlob) failed: \(error)")
                }
            }
        }

        registry.notification("workspace/didChangeWatchedFiles") { server, params in
            let changes = try params["changes"].array()
            var configurationChanged = false
            for change in changes {
                let uri = try change["uri"].string()
                let type = try change["type"].int()
                server.log.debug("file \(uri) changed on disk (type \(type))")
                if let path = FileURI.path(of: uri), ProjectConfigurations.isConfigurationFile(path) {
                    configurationChanged = true
                }
            }
            if configurationChanged { server.projectConfigurationChanged() }
        }
    }
}

extension ServerCore {
    /// A configuration file changed: read them again and analyse every document again.
    func projectConfigurationChanged() {
        specs.projects.invalidate()
        settings.projectFilesChanged()
        log.info("\(ProjectConfiguration.fileName) changed; documents are checked again")
        emit(.settingsChanged)
    }
}
