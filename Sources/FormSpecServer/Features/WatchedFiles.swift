/// `workspace/didChangeWatchedFiles`. Specs do not reference other files, so a change on
/// disk affects no open document (the editor's text is what counts); the notification is
/// validated and logged. The server registers no watchers.
enum WatchedFiles: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.notification("workspace/didChangeWatchedFiles") { server, params in
            let changes = try params["changes"].array()
            for change in changes {
                let uri = try change["uri"].string()
                let type = try change["type"].int()
                server.log.debug("file \(uri) changed on disk (type \(type))")
            }
        }
    }
}
