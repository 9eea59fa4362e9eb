import FormSpecJSON

/// Diagnostics for open form specs. Clients that can pull (`textDocument.diagnostic`) get a
/// `diagnosticProvider` and ask with `textDocument/diagnostic`; all others get
/// `textDocument/publishDiagnostics` after every change. A session uses exactly one of the two.
enum DocumentDiagnostics: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.capabilities { session, capabilities in
            guard session.diagnosticMode == .pull else { return }
            capabilities["diagnosticProvider"] = [
                "identifier": "formspec",
                "interFileDependencies": false,
                "workspaceDiagnostics": false,
            ]
        }

        registry.request("textDocument/diagnostic", enabled: { $0.diagnosticMode == .pull }) { request in
            let uri = try request.params["textDocument"]["uri"].string()
            let previousResultId = try request.params["previousResultId"].optionalString()
            guard let document = request.document(uri) else {
                // Not open, or not a form spec: nothing to report.
                return ["kind": "full", "items": []]
            }
            // The revision identifies the text, the generation the settings: together, the result.
            let resultId = "\(document.revision).\(request.settingsGeneration)"
            if previousResultId == resultId { return ["kind": "unchanged", "resultId": .string(resultId)] }
            let input = DiagnosticsComputation.Input(
                document: document, options: request.settings.analysis,
                generation: request.settingsGeneration, cache: request.specs,
                encoding: request.session.encoding, format: request.session.diagnosticFormat)
            let items = try await AnalysisWorker.run { cancelled in
                try DiagnosticsComputation.items(input, cancelled: cancelled)
            }
            return ["kind": "full", "resultId": .string(resultId), "items": .array(items)]
        }

        registry.observe { server, event in
            switch event {
            case .documentChanged(let uri): server.schedulePublish(uri)
            case .documentClosed(let uri): server.clearPublished(uri)
            case .settingsChanged: server.settingsChangedDiagnostics()
            }
        }
    }
}

extension ServerCore {
    /// New settings change every document's diagnostics: push clients get them republished,
    /// pull clients are asked to pull again when they support the refresh request.
    func settingsChangedDiagnostics() {
        guard let session else { return }
        switch session.diagnosticMode {
        case .push:
            republishAll()
        case .pull:
            guard session.client.supportsDiagnosticRefresh else { return }
            sendRequest("workspace/diagnostic/refresh", nil) { _, _ in }
        }
    }
}
