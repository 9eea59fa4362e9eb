import FormSpec
import FormSpecJSON

/// A field file with the classes it may name and the project's declarations, for completion
/// and hover; built per request (only the model is read).
struct FXDocumentContext {
    let document: SpecDocument
    let file: FieldFile?
    let classes: FXClassIndex
    let keyPaths: FXKeyPathClasses

    init(_ document: SpecDocument, project: ProjectConfiguration?) {
        self.document = document
        file = document.fields
        classes = FXClassIndex(.standard, project: project)
        keyPaths = FXKeyPathClasses(classes)
    }

    var fx: FXFormsCatalog { classes.fx }
    var catalog: Catalog { fx.catalog }

    /// What a JSON object of the file is.
    enum ObjectRole {
        /// A field dictionary (an item, a template or a `<key>Field` override) and the field it
        /// configures (for an override: the listed field with that key, or the override alone).
        case field(Field)
        /// The object form's root.
        case methods
        case other
    }

    func role(of object: JSONNode) -> ObjectRole {
        guard let file else { return .other }
        if object === file.node { return file.shape == .methods ? .methods : .other }
        if let field = file.allFields.first(where: { $0.node === object }) { return .field(field) }
        if let override = file.overrides.first(where: { $0.node === object }) {
            if let field = file.listed.first(where: { $0.key?.value == override.key }) { return .field(field) }
            if let alone = Field.standalone(override.node) { return .field(alone) }
        }
        return .other
    }

    func facts(_ field: Field) -> FieldFacts { FieldFacts.of(field, classes: classes) }

    /// The cell class a field's key paths resolve from, when formspec knows it.
    func root(_ field: Field) -> String? { keyPaths.root(facts(field).cell) }
}
