/// A row, section or the form, as a general predicate reads it: SELF, `$tag`, and what key
/// paths reach (`$a.sectionDescriptor.formRows`).
enum Descriptor: Hashable {
    /// By id (`FormState.rows`).
    case row(Int)
    /// By index (`FormState.sections`).
    case section(Int)
    case form

    var className: String {
        switch self {
        case .row: return "XLFormRowDescriptor"
        case .section: return "XLFormSectionDescriptor"
        case .form: return "XLFormDescriptor"
        }
    }
}

/// The object `RuntimeValue.object` holds for a descriptor: a name only. Its state is in the
/// `FormState` that made it, which answers its keys (`FormState.value(of:forKey:)`).
final class DescriptorObject: KeyValueObject {
    let descriptor: Descriptor
    /// The `FormState` that made it.
    let owner: ObjectIdentifier

    init(_ descriptor: Descriptor, owner: ObjectIdentifier) {
        self.descriptor = descriptor
        self.owner = owner
    }

    var className: String { descriptor.className }

    func value(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        throw EvaluationError(.unsupported, "\(className) is read only in the preview that holds it")
    }
}

extension FormState: PredicateVariables {
    /// `$tag`: the row registered under it.
    func lookup(_ name: String) -> VariableLookup {
        guard let id = registeredRow(name) else { return .unbound }
        return .bound(.object(object(for: .row(id))))
    }

    func value(of object: any KeyValueObject, forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        guard let object = object as? DescriptorObject, object.owner == ObjectIdentifier(self) else {
            return try object.value(forKey: key)
        }
        return try value(of: object.descriptor, forKey: key)
    }

    /// The one object standing for `descriptor` (the same for every read, as in XLForm).
    func object(for descriptor: Descriptor) -> DescriptorObject {
        if let made = objects[descriptor] { return made }
        let made = DescriptorObject(descriptor, owner: ObjectIdentifier(self))
        objects[descriptor] = made
        return made
    }

    /// `-valueForKey:` of a descriptor: its properties, `isHidden` and `isDisabled` evaluated
    /// when dirty.
    func value(of descriptor: Descriptor, forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch descriptor {
        case .row(let id): return try value(ofRow: id, forKey: key)
        case .section(let s): return try value(ofSection: s, forKey: key)
        case .form: return try valueOfForm(forKey: key)
        }
    }

    private func value(ofRow id: Int, forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        let row = rows[id]
        let compiled = row.compiled
        switch key {
        case "value": return row.value
        case "isHidden": return .bool(try isHidden(.row(id)))
        case "isDisabled": return .bool(try isDisabled(id))
        case "tag", "description": return compiled.tag.map(RuntimeValue.string)
        case "title": return row.title.map(RuntimeValue.string)
        case "rowType": return compiled.rowType.map(RuntimeValue.string)
        case "required", "isRequired": return .bool(compiled.required)
        case "requireMsg": return compiled.requireMsg.map(RuntimeValue.string)
        case "noValueDisplayText": return compiled.noValueDisplayText.map(RuntimeValue.string)
        case "selectorOptions": return compiled.options.isEmpty ? nil : .array(compiled.options)
        case "leftRightSelectorLeftOptionSelected": return row.leftValue
        case "sectionDescriptor": return .object(object(for: .section(row.section)))
        case "hidden", "disabled":
            return try Self.conditionObject(compiled.condition(key == "hidden" ? .hidden : .disabled))
        default: throw .unknownKey(key, on: Descriptor.row(id).className)
        }
    }

    private func value(ofSection s: Int, forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        let compiled = sections[s].compiled
        switch key {
        case "isHidden": return .bool(try isHidden(.section(s)))
        case "title": return compiled.title.map(RuntimeValue.string)
        case "footerTitle": return compiled.footerTitle.map(RuntimeValue.string)
        case "multivaluedTag": return compiled.multivaluedTag.map(RuntimeValue.string)
        case "isMultivaluedSection": return .bool(compiled.isMultivalued)
        case "formRows":
            return .array(sections[s].rows.filter { !rows[$0].hidden.bool }.map { .object(object(for: .row($0))) })
        case "formDescriptor": return .object(object(for: .form))
        case "hidden": return try Self.conditionObject(compiled.hidden)
        default: throw .unknownKey(key, on: Descriptor.section(s).className)
        }
    }

    private func valueOfForm(forKey key: String) throws(EvaluationError) -> RuntimeValue? {
        switch key {
        case "title": return .string(form.title ?? "")
        case "disabled", "isDisabled": return .bool(formDisabled)
        case "addAsteriskToRequiredRowsTitle": return .bool(form.addAsteriskToRequiredRowsTitle)
        case "formSections":
            return .array(
                sections.indices.filter { !sections[$0].hidden.bool }.map { .object(object(for: .section($0))) })
        default: throw .unknownKey(key, on: Descriptor.form.className)
        }
    }

    /// KVC `hidden` / `disabled`: the NSNumber, or an NSPredicate the preview cannot hand out.
    private static func conditionObject(_ condition: CompiledCondition) throws(EvaluationError) -> RuntimeValue? {
        switch condition {
        case .constant(let b): return .bool(b)
        case .unparsable: return .bool(false)
        case .predicate:
            throw EvaluationError(
                .unsupported, "hidden/disabled hold an NSPredicate object here; compare isHidden/isDisabled instead")
        }
    }
}
