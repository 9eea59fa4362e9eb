/// The identifiers the generated code gives the spec's tags: Objective-C string constants
/// (`SignupFormTagEmail`) and Swift enum cases (`SignupFormTag.email`), unique within a file.
struct TagNames {
    private(set) var tags: [String] = []
    private var objc: [String: String] = [:]
    private var swift: [String: String] = [:]

    /// `tags` in document order; repeated ones are named once.
    init(_ tags: [String]) {
        var usedObjC: Set<String> = []
        var usedSwift: Set<String> = []
        for tag in tags where objc[tag] == nil {
            self.tags.append(tag)
            let ordinal = self.tags.count
            var base = Identifiers.upperCamel(tag)
            if base.isEmpty { base = "Row\(ordinal)" }
            objc[tag] = TagNames.unique(base, in: &usedObjC)
            var lower = Identifiers.lowerCamel(tag)
            if lower.isEmpty { lower = "row\(ordinal)" }
            if let first = lower.first, first.isNumber { lower = "tag" + lower }
            swift[tag] = TagNames.unique(lower, in: &usedSwift)
        }
    }

    /// The suffix after `<Name>FormTag`: `Email`, `AllDay`.
    func objcSuffix(_ tag: String) -> String { objc[tag]! }

    /// The enum case name, without backticks: `email`, `allDay`, `default`.
    func swiftCase(_ tag: String) -> String { swift[tag]! }

    private static func unique(_ base: String, in used: inout Set<String>) -> String {
        var name = base
        var n = 2
        while used.contains(name) {
            name = base + String(n)
            n += 1
        }
        used.insert(name)
        return name
    }
}
