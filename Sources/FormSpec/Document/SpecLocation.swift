import FormSpecJSON

/// Names the spec object that owns a node, the way messages refer to it: "form",
/// "section 2 'Details'", "row 'email'", "validator 1 of row 'email'", "option 3 of row 'kind'",
/// "action of row 'save'", "custom row type 'rating'". Computed from the path on demand, so
/// analysis pays nothing for it until it reports.
public enum SpecLocation {
    public static func owner(of node: JSONNode, in root: JSONNode) -> String {
        guard let steps = root.path(to: node) else { return "form" }
        return describe(steps)
    }

    public static func describe(_ steps: [JSONPathStep]) -> String {
        var name = "form"
        var i = 0
        var rowName: String?
        while i < steps.count {
            guard case .member(let m) = steps[i] else {
                i += 1
                continue
            }
            let key = m.key.value
            let next = i + 1 < steps.count ? steps[i + 1] : nil
            switch (key, next) {
            case ("sections", .element(let index, let node)?):
                name = sectionName(node, index)
                i += 2
            case ("rows", .element(let index, let node)?):
                rowName = rowDisplayName(node, index, section: name)
                name = rowName!
                i += 2
            case ("multivaluedRowTemplate", _):
                name = "multivaluedRowTemplate of \(name)"
                rowName = name
                i += 1
            case ("validators", .element(let index, _)?):
                name = "validator \(index + 1) of \(rowName ?? name)"
                i += 2
            case ("selectorOptions", .element(let index, _)?), ("rightOptions", .element(let index, _)?):
                name = "option \(index + 1) of \(name)"
                i += 2
            case ("customRowTypes", _):
                if case .member(let entry)? = next {
                    name = "custom row type '\(entry.key.value)'"
                    i += 2
                } else {
                    i += 1
                }
            case ("action", _):
                name = "action of \(name)"
                i += 1
            default:
                i += 1
            }
        }
        return name
    }

    static func sectionName(_ node: JSONNode, _ index: Int) -> String {
        if let title = node.value("title")?.stringValue, !title.isEmpty { return "section \(index + 1) '\(title)'" }
        return "section \(index + 1)"
    }

    static func rowDisplayName(_ node: JSONNode, _ index: Int, section: String) -> String {
        if let tag = rowTag(node) { return "row '\(tag)'" }
        return "row \(index + 1) of \(section)"
    }

    /// The tag a row is named by, if it has one: then its name depends on nothing else.
    static func rowTag(_ node: JSONNode) -> String? {
        guard let tag = node.value("tag")?.stringValue, !tag.isEmpty else { return nil }
        return tag
    }
}
