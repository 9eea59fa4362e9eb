/// Every class name a field file may mention that formspec knows: the key path catalog's
/// (views, cells), the Foundation and UIKit classes FXForms' rules test values against, and
/// the app's own classes from the project configuration. Answers subclass questions by
/// walking superclasses.
public struct FXClassIndex: Sendable {
    public let fx: FXFormsCatalog
    public let project: ProjectConfiguration?

    public init(_ fx: FXFormsCatalog = .standard, project: ProjectConfiguration? = nil) {
        self.fx = fx
        self.project = project
    }

    private var table: ClassTable { fx.catalog.classes }

    public func isKnown(_ name: String) -> Bool {
        project?.appClass(name) != nil || fx.valueClasses[name] != nil || table.contains(name)
    }

    /// The declared superclass, nil at a root or for an unknown class.
    public func superclass(of name: String) -> String? {
        if let app = project?.appClass(name) { return app.superclass?.value ?? app.kind.impliedRoot }
        if let value = fx.valueClasses[name] { return value.superclass }
        return table.info(name)?.superclass
    }

    /// The class and its known ancestors, nearest first; at most 64 steps (a cycle in the app's
    /// declarations ends there).
    public func chain(of name: String) -> [String] {
        var result: [String] = []
        var next: String? = name
        while let current = next, result.count < 64, !result.contains(current) {
            result.append(current)
            next = superclass(of: current)
        }
        return result
    }

    /// True when `name` is `base` or descends from it; nil when the chain ends at a class
    /// formspec does not know (an app class not declared), so nothing can be said.
    public func isSubclass(_ name: String, of base: String) -> Bool? {
        if project?.appClass(name) == nil, let known = fx.ancestors[name] { return known.contains(base) }
        let chain = chain(of: name)
        if chain.contains(base) { return true }
        guard let last = chain.last, isKnown(last) else { return nil }
        // A known chain that ends without reaching the base: a root (NSObject, UIView...).
        return false
    }

    /// The collection kind (`array`, `set`, `orderedSet`, `indexSet`, `dictionary`) of a class
    /// or its nearest collection ancestor.
    public func collectionKind(_ name: String) -> String? {
        chain(of: name).lazy.compactMap { fx.valueClasses[$0]?.collection }.first
    }

    public func isNumeric(_ name: String) -> Bool { isSubclass(name, of: "NSNumber") == true }

    /// A value class FXForms pushes as a subform or shows inline: FXForm-conforming app classes.
    public func isForm(_ name: String) -> Bool { project?.appClass(name)?.kind == .form }

    /// Whether a class may fill a role; nil when unknown. An app class fits the role of its kind.
    public func fits(_ name: String, _ role: FXClassRole) -> Bool? {
        guard let root = role.rootClass else { return true }
        if let app = project?.appClass(name), app.kind.rawValue == role.rawValue { return true }
        return isSubclass(name, of: root)
    }

    /// Names offered and suggested for a role: FXForms', UIKit's and Foundation's, then the app's.
    public func names(for role: FXClassRole?) -> [String] {
        let all = table.names + fx.valueClassNames + (project?.appClasses.map(\.name.value) ?? [])
        var seen = Set<String>()
        return all.filter { name in
            guard seen.insert(name).inserted, !name.contains("+"), !name.contains(".") else { return false }
            guard let role else { return true }
            return fits(name, role) == true && !table.isProtocolName(name)
        }
    }

    /// Doc line of a class for hover and completion.
    public func doc(_ name: String) -> String? {
        if let app = project?.appClass(name) {
            return app.doc ?? "App class (\(app.kind.rawValue)) declared in \(ProjectConfiguration.fileName)."
        }
        if let value = fx.valueClasses[name] { return value.doc }
        return table.info(name)?.doc
    }

    public func framework(_ name: String) -> String? {
        if project?.appClass(name) != nil { return "app" }
        return fx.valueClasses[name]?.framework ?? table.info(name)?.framework
    }
}

extension ClassTable {
    func isProtocolName(_ name: String) -> Bool { info(name)?.isProtocol ?? false }
}
