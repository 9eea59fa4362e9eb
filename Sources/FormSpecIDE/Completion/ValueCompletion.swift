import FormSpec
import FormSpecJSON

/// Values for the slot under the cursor, chosen by its role: enum cases, booleans, row types,
/// validator types, cell classes, colours and fonts for key paths, a row's option values.
enum ValueCompletion {
    static func items(_ role: SpecRole, present: Set<String>, _ request: CompletionRequest) -> [CompletionItem] {
        var list = ItemList(request)
        switch role {
        case .property(let property):
            switch property.type {
            case .enumeration("validatorType"):
                for v in request.catalog.validatorTypes {
                    list.add(
                        v.name, .enumMember, detail: "validator", value: .string(v.name), key: .validatorType(v.name))
                }
            case .enumeration(let name):
                list.addCases(of: name, excluding: present)
            case .boolean, .condition:
                list.addBooleans()
            case .rowType:
                let table = request.context.classes.rowTypes
                for name in table.allNames {
                    guard let info = table.info(name) else { continue }
                    list.add(
                        name, .value, detail: "\(info.cell) · \(info.valueKind.rawValue)", value: .string(name),
                        key: .rowType(name))
                }
            case .fontName:
                for (index, font) in request.catalog.fonts.enumerated() {
                    list.add(
                        font.name, .value, detail: font.doc == nil ? "font" : "system font", value: .string(font.name),
                        group: index < 3 ? 0 : 1)
                }
            case .string where property.name == "cellClass" || property.name == "baseCell":
                let classes = request.context.classes.classes
                for name in classes.names where classes.info(name)?.isCell == true && !name.contains("+") {
                    list.add(name, .class, detail: "cell class", value: .string(name), key: .cellClass(name))
                }
            default:
                break
            }
        case .flag(let name), .keyPathFlag(let name):
            list.addCases(of: name, excluding: present)
        case .keyPathValue(let keyPath, let kind, let row):
            guard let target = request.context.keyPathTarget(keyPath.value, kind, row: row) else { break }
            keyPathValues(target.property, &list)
        case .declaredKeyPathType:
            for name in KeyPathType.scalarTypeNames {
                list.add(name, .keyword, detail: "key path type", value: .string(name), key: .keyPathType(name))
            }
            for name in request.catalog.enums.keys.sorted() {
                list.add(
                    "enum:\(name)", .enumMember, detail: "key path type", value: .string("enum:\(name)"),
                    key: .keyPathType("enum:\(name)"))
            }
            for name in request.catalog.classes.names where request.catalog.classes.info(name)?.isCell == false {
                list.add(name, .class, detail: "class", value: .string(name), key: .keyPathType(name))
            }
        case .rowValue(let row, let isElement):
            rowValues(row, isElement: isElement, present: present, &list)
        case .leftOption(let row):
            let lefts = (row.value("selectorOptions")?.elements ?? []).compactMap { $0.value("leftValue") }
            for option in optionValues(lefts) {
                list.add(
                    option.label, .value, detail: option.display.map { "“\($0)”" } ?? "left option",
                    value: option.insert, filter: option.filter)
            }
        default:
            break
        }
        return list.items
    }

    /// Values by key path type: cases, booleans, colour names, font shapes, then null.
    private static func keyPathValues(_ property: PropertyInfo, _ list: inout ItemList) {
        guard !property.isReadonly else { return }
        switch property.type {
        case .enumeration(let e): list.addCases(of: e, excluding: [])
        case .calendar: list.addCases(of: "NSCalendarIdentifier", excluding: [])
        case .bool: list.addBooleans()
        case .color:
            for color in list.request.catalog.colors {
                list.add(
                    color.name, .color, detail: color.rgba.hex, value: .string(color.name), key: .color(color.name))
            }
        case .font:
            list.add(
                "{\"textStyle\": …}", .value, detail: "Dynamic Type font", value: .literal("{\"textStyle\": \"body\"}"),
                filter: "textStyle")
            list.add(
                "{\"name\": …, \"size\": …}", .value, detail: "named font",
                value: .literal("{\"name\": \"system\", \"size\": 17}"), filter: "name")
        default:
            break
        }
        if property.type.acceptsNull {
            list.add("null", .keyword, detail: "applies nil", value: .literal("null"), group: 2)
        }
    }

    /// The row's option values (for selectors) or booleans (for switches and checks).
    private static func rowValues(_ row: JSONNode, isElement: Bool, present: Set<String>, _ list: inout ItemList) {
        guard let info = row.value("rowType")?.stringValue.flatMap(list.request.context.classes.rowTypes.info) else {
            return
        }
        switch info.valueKind {
        case .bool where !isElement:
            list.addBooleans()
        case .option where !isElement, .options where isElement:
            for option in options(of: row, leftRight: info.name == "selectorLeftRight") {
                if let s = option.value.stringValue, present.contains(s) { continue }
                list.add(
                    option.label, .value, detail: option.display.map { "“\($0)”" } ?? "option", value: option.insert,
                    filter: option.filter)
            }
        default:
            break
        }
    }

    private struct OptionValue {
        let value: JSONNode
        let label: String
        let display: String?
        let insert: EditBuilder.Value

        /// What typing matches: the value and the text the option shows.
        var filter: String { display.map { "\($0) \(label)" } ?? label }
    }

    /// The options a row's value picks from: for `selectorLeftRight`, the right options of the
    /// chosen left option, or of every left option when none is chosen.
    private static func options(of row: JSONNode, leftRight: Bool) -> [OptionValue] {
        var elements = Array(row.value("selectorOptions")?.elements ?? [])
        if leftRight {
            let selected = row.value("leftRightSelectorLeftOptionSelected")
            let chosen = selected.flatMap { selected in
                elements.first { $0.value("leftValue").map { SpecValueEquality.isEqual($0, selected) } ?? false }
            }
            elements = (chosen.map { [$0] } ?? elements).flatMap { Array($0.value("rightOptions")?.elements ?? []) }
        }
        return optionValues(elements)
    }

    /// Scalars and option objects as the values a spec writes for them (an option by its formValue).
    private static func optionValues(_ elements: [JSONNode]) -> [OptionValue] {
        elements.compactMap { element in
            let value = element.members != nil ? element.value("formValue") : element
            guard let value else { return nil }
            let display = element.value("formDisplayText")?.stringValue
            switch value.kind {
            case .string(let s):
                return OptionValue(value: value, label: s.value, display: display, insert: .string(s.value))
            case .number(let n):
                return OptionValue(value: value, label: n.text, display: display, insert: .literal(n.text))
            case .bool(let b):
                return OptionValue(
                    value: value, label: b ? "true" : "false", display: display, insert: .literal(b ? "true" : "false"))
            case .null, .invalid: return nil
            default:
                let text = value.jsonValue.encodedString()
                return OptionValue(value: value, label: text, display: display, insert: .literal(text))
            }
        }
    }
}

/// Collects value items, skipping those that cannot be written at the cursor (a literal inside quotes).
struct ItemList {
    let request: CompletionRequest
    var items: [CompletionItem] = []

    init(_ request: CompletionRequest) { self.request = request }

    mutating func add(
        _ label: String, _ kind: CompletionItem.Kind, detail: String?, value: EditBuilder.Value,
        key: CompletionResolveKey? = nil, filter: String? = nil, group: Int = 1
    ) {
        guard let edit = request.edits.value(value) else { return }
        items.append(
            CompletionItem(
                label: label, kind: kind, detail: detail, documentation: key.flatMap(request.docs), resolveKey: key,
                edit: edit,
                additionalEdits: request.edits.additionalEdits, filterText: filter,
                sortText: SortText.make(group: group, items.count)))
    }

    mutating func addCases(of enumName: String, excluding present: Set<String>) {
        guard let info = request.catalog.enums[enumName] else { return }
        for c in info.cases where !present.contains(c.name) {
            add(
                c.name, .enumMember, detail: enumName, value: .string(c.name),
                key: .enumCase(enumName: enumName, caseName: c.name))
        }
    }

    mutating func addBooleans() {
        add("true", .keyword, detail: nil, value: .literal("true"))
        add("false", .keyword, detail: nil, value: .literal("false"))
    }
}
