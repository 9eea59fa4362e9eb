import FormSpecJSON

/// didOpen, didChange (incremental and full), didSave and didClose. Only form specs are kept
/// (see `DocumentSelector`); messages about other documents are ignored.
enum TextSynchronization: ServerFeature {
    /// `TextDocumentSyncKind.Incremental`.
    static let incremental = 2

    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { _, capabilities in
            capabilities["textDocumentSync"] = [
                "openClose": true,
                "change": JSONValue(incremental),
                "save": ["includeText": false],
            ]
        }

        registry.notification("textDocument/didOpen") { server, params in
            let item = params["textDocument"]
            let uri = try item["uri"].string()
            let languageId = try item["languageId"].string()
            let version = try item["version"].int()
            let text = try item["text"].string()
            guard DocumentSelector.isFormSpec(uri: uri, languageId: languageId) else {
                return server.log.debug("\(uri) (\(languageId)) is not a form spec; ignored")
            }
            server.openDocument(uri: uri, languageId: languageId, version: version, text: Array(text.utf8))
        }

        registry.notification("textDocument/didChange") { server, params in
            let uri = try params["textDocument"]["uri"].string()
            let version = try params["textDocument"]["version"].int()
            // All changes are read before any is applied: a bad one leaves the text untouched.
            let changes = try params["contentChanges"].array().map { (change) throws(ResponseError) in
                try ContentChange(change)
            }
            server.changeDocument(uri: uri, version: version, changes: changes)
        }

        registry.notification("textDocument/didSave") { server, params in
            // The text is already current through didChange; nothing depends on the file on disk.
            let uri = try params["textDocument"]["uri"].string()
            server.log.debug("saved \(uri)")
        }

        registry.notification("textDocument/didClose") { server, params in
            server.closeDocument(uri: try params["textDocument"]["uri"].string())
        }
    }
}
