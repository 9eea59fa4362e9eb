/// Classes with their inherited properties flattened once, so a key path segment is one
/// dictionary lookup however deep the class sits (XLFormTextFieldCell → UITableViewCell → UIView).
public struct ClassTable: Sendable {
    /// Everything one class answers to, computed when the table is built.
    struct Flattened: Sendable {
        /// Own properties first, then protocols', then the superclass chain's; overridden ones dropped.
        let members: [ClassMember]
        let indexByName: [String: Int]
        /// Own and inherited -update keys, in chain order.
        let updateSets: [String]
        let traitsTarget: String?
        /// Unknown keys cannot be reported: the class or an ancestor is not fully known.
        let isOpen: Bool
        /// The class, then its superclasses (protocols excluded).
        let chain: [String]
    }

    private let infos: [String: ClassInfo]
    private let flattened: [String: Flattened]
    /// Declaration order, for listings.
    public let names: [String]

    public init(_ classes: [ClassInfo]) {
        self.init(infos: [:], flattened: [:], names: [], adding: classes)
    }

    private init(
        infos: [String: ClassInfo], flattened: [String: Flattened], names: [String], adding classes: [ClassInfo]
    ) {
        var infos = infos
        var names = names
        for info in classes where infos[info.name] == nil {
            infos[info.name] = info
            names.append(info.name)
        }
        var flattened = flattened
        for info in classes where flattened[info.name] == nil {
            ClassTable.flatten(info.name, infos: infos, into: &flattened, visiting: [])
        }
        self.infos = infos
        self.flattened = flattened
        self.names = names
    }

    /// This table plus classes a document declares (they may inherit from catalog classes, not the reverse).
    public func extended(with classes: [ClassInfo]) -> ClassTable {
        classes.isEmpty ? self : ClassTable(infos: infos, flattened: flattened, names: names, adding: classes)
    }

    @discardableResult
    private static func flatten(
        _ name: String, infos: [String: ClassInfo], into table: inout [String: Flattened],
        visiting: Set<String>
    ) -> Flattened? {
        if let done = table[name] { return done }
        guard let info = infos[name], !visiting.contains(name) else { return nil }
        let visiting = visiting.union([name])
        var members: [ClassMember] = []
        var index: [String: Int] = [:]
        func add(_ member: ClassMember) {
            guard index[member.name] == nil else { return }
            index[member.name] = members.count
            members.append(member)
        }
        for p in info.properties { add(ClassMember(property: p, owner: info.name, depth: 0)) }
        var isOpen = info.isOpen
        for proto in info.protocols {
            guard let inherited = flatten(proto, infos: infos, into: &table, visiting: visiting) else {
                isOpen = true
                continue
            }
            for m in inherited.members { add(ClassMember(property: m.property, owner: m.owner, depth: m.depth + 1)) }
        }
        var updateSets: [String] = []
        var traitsTarget = info.traitsTarget
        var chain = [name]
        if let superName = info.superclass {
            if let inherited = flatten(superName, infos: infos, into: &table, visiting: visiting) {
                for m in inherited.members {
                    add(ClassMember(property: m.property, owner: m.owner, depth: m.depth + 1))
                }
                updateSets = inherited.updateSets
                traitsTarget = traitsTarget ?? inherited.traitsTarget
                isOpen = isOpen || inherited.isOpen
                chain += inherited.chain
            } else {
                isOpen = true
            }
        }
        for key in info.updateSets where !updateSets.contains(key) { updateSets.append(key) }
        let result = Flattened(
            members: members, indexByName: index, updateSets: updateSets, traitsTarget: traitsTarget,
            isOpen: isOpen, chain: chain)
        table[name] = result
        return result
    }

    public func info(_ name: String) -> ClassInfo? { infos[name] }

    public func contains(_ name: String) -> Bool { infos[name] != nil }

    /// The property `key` of a class, searched through its protocols and superclasses.
    public func member(_ key: String, of className: String) -> ClassMember? {
        guard let f = flattened[className], let i = f.indexByName[key] else { return nil }
        return f.members[i]
    }

    /// Every property of a class, own first.
    public func members(of className: String) -> [ClassMember] { flattened[className]?.members ?? [] }

    /// Key paths the cell's -update (and its superclasses') set on every display.
    public func updateSets(of className: String) -> [String] { flattened[className]?.updateSets ?? [] }

    /// The property (`textField`, `textView`) the row type's forced text traits apply to.
    public func traitsTarget(of className: String) -> String? { flattened[className]?.traitsTarget }

    /// False when the class is unknown, or declared by a document with only some of its keys.
    public func isClosed(_ className: String) -> Bool { flattened[className].map { !$0.isOpen } ?? false }

    /// The class and its superclasses, nearest first.
    public func chain(of className: String) -> [String] { flattened[className]?.chain ?? [] }
}
