import FormSpec
import FormSpecJSON

/// The form specs the client has open, by URI. Documents that are not form specs are never
/// stored, so every later message about them is ignored.
struct DocumentStore: Sendable {
    private var documents: [String: TextDocument] = [:]
    private var lastRevision: UInt64 = 0

    subscript(uri: String) -> TextDocument? { documents[uri] }

    var uris: [String] { Array(documents.keys) }

    mutating func open(uri: String, languageId: String, version: Int, text: [UInt8]) -> TextDocument {
        let document = TextDocument(
            uri: uri, languageId: languageId, version: version, text: text, revision: nextRevision())
        documents[uri] = document
        return document
    }

    /// nil when the document is not open.
    mutating func change(
        uri: String, version: Int, changes: [ContentChange], encoding: PositionEncoding
    ) -> TextDocument? {
        guard var document = documents.removeValue(forKey: uri) else { return nil }
        // Removed while editing so the bytes are uniquely referenced unless a snapshot holds them.
        document.apply(changes, version: version, revision: nextRevision(), encoding: encoding)
        documents[uri] = document
        return document
    }

    mutating func close(uri: String) -> TextDocument? {
        documents.removeValue(forKey: uri)
    }

    private mutating func nextRevision() -> UInt64 {
        lastRevision += 1
        return lastRevision
    }
}

/// Which documents the server handles, and in which dialect: a path ending in `.form.json`
/// (XLForm) or `.fxform.json` (FXForms), whatever the languageId (plain `json` included);
/// otherwise languageId `formspec` (XLForm) or `formspec-fxforms` (FXForms). The name wins, so
/// editors may give both kinds of file the one language `formspec`.
enum DocumentSelector {
    static let languageId = "formspec"
    static let languageIds: [String: SpecDialect] = ["formspec": .xlform, "formspec-fxforms": .fxforms]

    static func isFormSpec(uri: String, languageId: String) -> Bool { dialect(uri: uri, languageId: languageId) != nil }

    static func dialect(uri: String, languageId: String) -> SpecDialect? {
        SpecDialect.of(fileName: String(uri.prefix { $0 != "?" && $0 != "#" })) ?? languageIds[languageId]
    }

}
