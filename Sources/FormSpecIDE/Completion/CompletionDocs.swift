import FormSpec

/// Renders the documentation a resolve key names, eagerly or on `completionItem/resolve`.
enum CompletionDocs {
    static func markdown(_ key: CompletionResolveKey, _ context: DocumentContext) -> String? {
        let catalog = context.catalog
        switch key {
        case .property(let object, let name):
            return catalog.objects[object]?.property(name).map { CatalogMarkdown.property($0, of: object) }
        case .rowType(let name):
            return context.classes.rowTypes.info(name).map(CatalogMarkdown.rowType)
        case .validatorType(let name):
            return catalog.validatorType(name).map(CatalogMarkdown.validatorType)
        case .enumCase(let enumName, let caseName):
            guard let info = catalog.enums[enumName], let c = info.enumCase(caseName) else { return nil }
            return CatalogMarkdown.enumCase(c, of: info)
        case .color(let name):
            return CatalogMarkdown.color(name, catalog: catalog)
        case .keyPathMember(let className, let property, let keyPath, let config, let rowType, let cellClass):
            let classes = context.classes
            guard let member = classes.classes.member(property, of: className) else { return nil }
            var note: KeyPathNote?
            if let root = classes.rootClass(rowType: rowType, cellClass: cellClass, config: config) {
                let keys = classes.overwrittenKeys(rootClass: root, rowType: rowType, config: .cellConfigAtConfigure)
                note = KeyPathNote.make(for: keyPath, kind: config, keys: keys)
            }
            return CatalogMarkdown.member(
                member, keyPath: keyPath, note: note, catalog: catalog, classes: classes.classes)
        case .keyPathType(let name):
            return KeyPathType(name).map {
                CatalogMarkdown.keyPathType($0, catalog: catalog, classes: context.classes.classes)
            }
        case .cellClass(let name):
            return context.classes.classes.info(name).map {
                CatalogMarkdown.classInfo($0, classes: context.classes.classes)
            }
        case .fxFieldKey(let name):
            return FXFormsCatalog.standard.fieldKey(name).map(FXMarkdown.fieldKey)
        case .fxType(let name):
            if let type = FXFormsCatalog.standard.type(name) { return FXMarkdown.type(type, catalog: catalog) }
            return context.project?.fieldType(name).map(FXMarkdown.customType)
        case .fxClass(let name):
            return FXMarkdown.className(name, classes: FXClassIndex(.standard, project: context.project))
        case .tag(let name):
            guard let root = context.document.syntax.root else { return nil }
            let scope = TagScope(document: context.document, owner: root, catalog: catalog)
            return PredicateHoverText.tag(name, scope: scope)
        }
    }
}
