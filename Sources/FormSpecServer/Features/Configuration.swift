import FormSpecJSON

/// Settings under `formspec` (see `ServerSettings`). Clients that answer
/// `workspace/configuration` are asked after `initialized` and whenever they signal a change;
/// others push the settings in didChangeConfiguration. `initializationOptions` apply until
/// the client provides settings of its own.
enum Configuration: ServerFeature {
    static let section = "formspec"

    static func register(in registry: inout FeatureRegistry) {
        registry.notification("initialized") { server, _ in
            if server.session?.client.supportsConfigurationRequest == true { server.pullSettings() }
        }

        registry.notification("workspace/didChangeConfiguration") { server, params in
            if server.session?.client.supportsConfigurationRequest == true {
                // The pull model: the payload may be empty or partial; ask for the section.
                server.pullSettings()
            } else {
                let settings = params["settings"]
                _ = try settings.optionalObjectOrNull()
                server.applyClientSettings(settings[section].value, source: "workspace/didChangeConfiguration")
            }
        }
    }
}

extension ServerCore {
    func pullSettings() {
        let params: JSONValue = ["items": [["section": .string(Configuration.section)]]]
        sendRequest("workspace/configuration", params) { server, result in
            guard case .success(let values) = result else { return }
            server.applyClientSettings(values.arrayValue?.first, source: "workspace/configuration")
        }
    }
}

private extension Params {
    /// Accepts an absent, null or object value; InvalidParams for anything else.
    func optionalObjectOrNull() throws(ResponseError) -> JSONObject? {
        isAbsent ? nil : try object()
    }
}
