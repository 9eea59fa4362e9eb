import FormSpec
import FormSpecIDE
import FormSpecJSON

/// `textDocument/prepareRename` and `textDocument/rename` of tags (`TagRename`): the row's
/// `tag` and every `$tag` of the document. A refusal (not a tag, a taken or unreferenceable
/// name) is a RequestFailed error whose message says why.
enum Rename: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        // RenameOptions may only be sent to clients that declare prepareSupport.
        registry.capabilities { session, capabilities in
            capabilities["renameProvider"] = supportsPrepare(session) ? ["prepareProvider": true] : true
        }

        registry.request("textDocument/prepareRename", enabled: supportsPrepare) { request in
            let (document, offset) = try request.documentAndOffset()
            let (_, tags) = try await request.tags(document)
            switch TagRename.prepare(at: offset, in: tags) {
            case .success(let target):
                return [
                    "range": document.lspRange(target.range, in: request.session.encoding),
                    "placeholder": .string(target.tag),
                ]
            case .failure(let refusal):
                throw ResponseError.requestFailed(refusal.message)
            }
        }

        registry.request("textDocument/rename") { request in
            let (document, offset) = try request.documentAndOffset()
            let newName = try request.params["newName"].string()
            let (_, tags) = try await request.tags(document)
            try Task.checkCancellation()
            switch TagRename.edits(at: offset, to: newName, in: tags) {
            case .success(let edits):
                return workspaceEdit(edits, document, request.session)
            case .failure(let refusal):
                throw ResponseError.requestFailed(refusal.message)
            }
        }
    }

    static func supportsPrepare(_ session: Session) -> Bool {
        session.client.flag("textDocument", "rename", "prepareSupport")
    }

    /// `documentChanges` with the document version when the client takes them, else `changes`.
    static func workspaceEdit(_ edits: [TextEdit], _ document: TextDocument, _ session: Session) -> JSONValue {
        let encoded = JSONValue.array(
            edits.map { ["range": document.lspRange($0.range, in: session.encoding), "newText": .string($0.newText)] })
        if session.client.flag("workspace", "workspaceEdit", "documentChanges") {
            return [
                "documentChanges": [
                    [
                        "textDocument": ["uri": .string(document.uri), "version": JSONValue(document.version)],
                        "edits": encoded,
                    ]
                ]
            ]
        }
        return ["changes": .object(JSONObject([(document.uri, encoded)]))]
    }
}
