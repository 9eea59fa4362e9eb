import FormSpecJSON

/// Moves a cell key path and its value between the two libraries: properties one cell names
/// differently (`stepper` ↔ `stepControl`), enum values by raw integer (FXForms, which hands
/// JSON to KVC) or by case name (XLForm specs). A key path the target cell lacks, or a value
/// the target cannot express, is refused with the reason.
struct KeyPathTranslation {
    let fx: FXFormsCatalog
    let xlClasses: DocumentClasses
    let fxClasses: FXKeyPathClasses

    init(fx: FXFormsCatalog, project: ProjectConfiguration?) {
        self.fx = fx
        xlClasses = DocumentClasses(catalog: fx.catalog, form: nil, project: project)
        fxClasses = FXKeyPathClasses(FXClassIndex(fx, project: project))
    }

    enum Outcome {
        case converted(keyPath: String, value: JSONValue)
        case refused(String)
    }

    /// An FXForms key path on `fxCell` as an XLForm cellConfig entry on `xlCell`.
    func toXLForm(_ keyPath: String, _ value: JSONNode, fxCell: String, xlCell: String) -> Outcome {
        var path = keyPath
        for rename in fx.keyPathRenames where fxClasses.classes.chain(of: fxCell).contains(rename.fxCell) {
            path = renamed(path, from: rename.fxKey, to: rename.xlKey)
        }
        let resolution = xlClasses.resolver.resolve(path, from: xlCell)
        guard var target = resolution.target else { return .refused("\(xlCell) has no key path '\(path)'") }
        if target.property.isUnsafe {
            guard let alternative = target.property.alternatives.first,
                let safe = xlClasses.resolver.resolve(alternative, from: xlCell).target
            else {
                return .refused(
                    "XLForm sets '\(path)' through KVC, which raises on some iOS versions; set it in code or use a row type that sets it"
                )
            }
            path = alternative
            target = safe
        }
        guard let converted = xlValue(value, target.property.type) else {
            return .refused("its value \(value.jsonValue.encodedString()) has no XLForm spelling")
        }
        guard let node = JSONParser.parse(converted.encodedString()).root,
            KeyPathValueCheck.problem(node, for: target, catalog: fx.catalog, classes: xlClasses.classes) == nil
        else { return .refused("XLForm refuses the value \(value.jsonValue.encodedString()) for '\(path)'") }
        return .converted(keyPath: path, value: converted)
    }

    /// An XLForm cellConfig entry on `xlCell` as an FXForms key path on `fxCell`.
    func toFXForms(_ keyPath: String, _ value: JSONNode, xlCell: String, fxCell: String) -> Outcome {
        var path = keyPath
        for rename in fx.keyPathRenames where xlClasses.classes.chain(of: xlCell).contains(rename.xlCell) {
            path = renamed(path, from: rename.xlKey, to: rename.fxKey)
        }
        guard let root = fxClasses.root(fxCell) else {
            // An app cell formspec does not know: FXForms applies what JSON can carry.
            switch value.kind {
            case .string, .number, .bool: return .converted(keyPath: path, value: value.jsonValue)
            default: return .refused("the value has no JSON form KVC could take")
            }
        }
        guard let target = fxClasses.resolver.resolve(path, from: root).target else {
            return .refused("\(fxCell) has no key path '\(path)'")
        }
        guard let converted = fxValue(value, target.property.type) else {
            return .refused(
                "FXForms hands JSON to KVC unchanged, and \(target.property.type.objcName) has no JSON form")
        }
        let direct = fxClasses.isDirect(path, cell: root)
        guard let node = JSONParser.parse(converted.encodedString()).root,
            FXKeyPathValueCheck.problem(node, for: target, direct: direct, catalog: fx.catalog) == nil
        else { return .refused("FXForms refuses the value \(value.jsonValue.encodedString()) for '\(path)'") }
        if target.property.isUnsafe, !direct {
            return .refused("FXForms sets '\(path)' through KVC, which raises on some iOS versions")
        }
        return .converted(keyPath: path, value: converted)
    }

    private func renamed(_ path: String, from: String, to: String) -> String {
        if path == from { return to }
        if path.hasPrefix(from + ".") { return to + path.dropFirst(from.count) }
        return path
    }

    /// Raw enum integers become case names; other scalars stay.
    private func xlValue(_ value: JSONNode, _ type: KeyPathType) -> JSONValue? {
        switch type {
        case .enumeration(let e):
            guard let n = value.number?.integer ?? value.boolValue.map({ $0 ? 1 : 0 }) else { return nil }
            return fx.catalog.enums[e]?.cases.first { $0.value.intValue.map(Int64.init) == n }.map { .string($0.name) }
        case .flags(let e):
            guard let n = value.number?.integer, let info = fx.catalog.enums[e] else { return nil }
            let names = info.cases.compactMap { c -> String? in
                guard let raw = c.value.intValue, raw != 0, Int64(raw) & n == Int64(raw) else { return nil }
                return c.name
            }
            return .array(names.map(JSONValue.string))
        case .bool:
            if let b = value.boolValue { return .bool(b) }
            return value.number.map { .bool($0.double != 0) }
        default:
            return value.jsonValue
        }
    }

    /// Case names become raw integers; what JSON cannot carry to KVC is refused.
    private func fxValue(_ value: JSONNode, _ type: KeyPathType) -> JSONValue? {
        switch type {
        case .enumeration(let e):
            guard let name = value.stringValue else { return value.number != nil ? value.jsonValue : nil }
            return fx.catalog.enums[e]?.enumCase(name)?.value.intValue.map { JSONValue($0) }
        case .flags(let e):
            guard let names = value.elements, let info = fx.catalog.enums[e] else { return nil }
            var bits = 0
            for name in names {
                guard let raw = name.stringValue.flatMap(info.enumCase)?.value.intValue else { return nil }
                bits |= raw
            }
            return JSONValue(bits)
        case .string, .number, .integer, .bool:
            return value.jsonValue
        default:
            return nil
        }
    }
}
