/// One cell's content view: the title label and what the cell class draws beside or under it.
struct CellHTML {
    let row: RenderRow

    /// The CSS class of a cell kind.
    static func kind(_ cell: RenderCell) -> String {
        switch cell {
        case .textField: return "text-field"
        case .textView: return "text-view"
        case .detail: return "detail"
        case .toggle: return "toggle"
        case .check: return "check"
        case .segments: return "segments"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .leftRight: return "left-right"
        case .wheels: return "wheels"
        case .button: return "button"
        case .image: return "image"
        case .custom: return "custom"
        }
    }

    var cell: Markup {
        .element("div", ["class": (row.label ?? "").isEmpty ? "cell unlabeled" : "cell"], [editingControl] + content)
    }

    private var editingControl: Markup {
        switch row.editing {
        case .none: return .empty
        case .insert: return .element("span", ["class": "edit-control insert", "title": "insert"])
        case .delete: return .element("span", ["class": "edit-control delete", "title": "delete"])
        }
    }

    private var label: Markup {
        guard let label = row.label else { return .empty }
        return .element("span", ["class": "label"], [.text(label)])
    }

    private var content: [Markup] {
        switch row.cell {
        case .textField(let text, let placeholder, let secure, let alignment):
            let shown = text.map { secure ? String(repeating: "•", count: $0.count) : $0 }
            return [label, Self.field(shown, placeholder: placeholder, alignment: alignment)]
        case .textView(let text, let placeholder):
            return [label, Self.field(text, placeholder: placeholder, alignment: .natural)]
        case .detail(let text, let accessory, let highlighted):
            return [
                label, .element("span", ["class": highlighted ? "value tinted" : "value"], [.text(text ?? "")]),
                Self.accessory(accessory),
            ]
        case .toggle(let on):
            return [label, .element("span", ["class": on ? "switch on" : "switch", "data-on": on ? "true" : "false"])]
        case .check(let on):
            return [label, Self.accessory(on ? .checkmark : .none)]
        case .segments(let titles, let selected):
            let segments = titles.enumerated().map { index, title in
                Markup.element(
                    "span", ["class": index == selected ? "segment selected" : "segment"], [.text(title)])
            }
            return [label, .element("span", ["class": "segmented"], segments)]
        case .stepper(let text):
            return [
                label, .element("span", ["class": "value tinted"], [.text(text ?? "")]),
                .element(
                    "span", ["class": "stepper-control"],
                    [
                        .element("span", ["class": "minus"], [.text("−")]),
                        .element("span", ["class": "plus"], [.text("+")]),
                    ]
                ),
            ]
        case .slider(let position):
            let percent = FormHTML.points((position * 1000).rounded() / 10)
            return [
                label,
                .element(
                    "span", ["class": "track", "style": "--position:\(percent)%", "data-position": percent],
                    [.element("span", ["class": "thumb"])]),
            ]
        case .leftRight(let left, let right, let accessory):
            return [
                .element("span", ["class": "left-option"], [.text(left ?? "")]),
                .element("span", ["class": "divider"]),
                .element("span", ["class": "value"], [.text(right ?? "")]),
                Self.accessory(accessory),
            ]
        case .wheels(let columns, let dimmed):
            return [Self.wheels(columns, dimmed: dimmed)]
        case .button(let alignment, let tinted, let detail, let accessory):
            return [
                row.label.map {
                    .element(
                        "span", ["class": "label align-\(alignment.rawValue)" + (tinted ? " tinted" : "")], [.text($0)])
                } ?? .empty,
                .element("span", ["class": "value"], [.text(detail ?? "")]),
                Self.accessory(accessory),
            ]
        case .image:
            return [label, .element("span", ["class": "image-well", "title": "image"])]
        case .custom(let cellClass, let text):
            return [
                label,
                .element("span", ["class": "custom-cell"], [.text(cellClass ?? "custom cell")]),
                .element("span", ["class": "value"], [.text(text ?? "")]),
            ]
        }
    }

    private static func field(_ text: String?, placeholder: String?, alignment: TextAlignment) -> Markup {
        if let text, !text.isEmpty {
            return .element("span", ["class": "field align-\(alignment.rawValue)"], [.text(text)])
        }
        return .element("span", ["class": "field placeholder align-\(alignment.rawValue)"], [.text(placeholder ?? "")])
    }

    private static func accessory(_ accessory: Accessory) -> Markup {
        accessory == .none ? .empty : .element("span", ["class": "accessory \(accessory.rawValue)"])
    }

    /// A picker: each wheel shows two items either side of the selection band.
    static func wheels(_ columns: [WheelColumn], dimmed: Bool = false) -> Markup {
        let wheels = columns.map { column -> Markup in
            let selected = column.selected ?? 0
            let slots = (-2...2).map { offset -> Markup in
                let index = selected + offset
                let item = column.items.indices.contains(index) ? column.items[index] : ""
                var text: [Markup] = [.text(item)]
                if offset == 0, let unit = column.unit {
                    text.append(.element("span", ["class": "unit"], [.text(unit)]))
                }
                return .element("span", ["class": offset == 0 ? "item selected" : "item far\(abs(offset))"], text)
            }
            return .element("span", ["class": "wheel align-\(column.alignment.rawValue)"], slots)
        }
        return .element(
            "span", ["class": dimmed ? "picker dimmed" : "picker"], [.element("span", ["class": "band"])] + wheels)
    }
}
