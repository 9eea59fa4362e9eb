// A stand-in for Eureka 5.5's API as generated code uses it (Source/Core/*.swift), written from
// Eureka's public declarations for Linux. Forms, sections and rows keep what code sets, cells
// record what their closures assign (UIKit stub views), and conditions keep their closures,
// so that a generated form can be printed back as a spec and its conditions evaluated.
@_exported import UIKit

public enum Condition {
    case function([String], (Form) -> Bool)
    case predicate(NSPredicate)
}

extension Condition: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .function([]) { _ in value } }
}

extension Condition: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .predicate(NSPredicate(format: value)) }
}

/// Foundation's NSPredicate(format:) is unavailable on Linux; Eureka's string conditions need it.
open class NSPredicate: NSObject {
    public let predicateFormat: String
    public init(format predicateFormat: String, _ args: CVarArg...) { self.predicateFormat = predicateFormat }
}

public final class Form {
    public private(set) var allSections: [Section] = []

    public init() {}

    public var allRows: [BaseRow] { allSections.flatMap(\.allRows) }

    public func rowBy(tag: String) -> BaseRow? { allRows.first { $0.tag == tag } }

    public func append(_ section: Section) {
        section.form = self
        allSections.append(section)
    }
}

open class HeaderFooterView: ExpressibleByStringLiteral {
    public let title: String

    public required init(stringLiteral title: String) { self.title = title }
}

open class Section {
    public var tag: String?
    public internal(set) weak var form: Form?
    public var header: HeaderFooterView?
    public var footer: HeaderFooterView?
    public var hidden: Condition?
    public private(set) var allRows: [BaseRow] = []

    public required init() {}

    public init(_ initializer: @escaping (Section) -> Void) {
        initializer(self)
    }

    public init(_ header: String?, _ initializer: @escaping (Section) -> Void = { _ in }) {
        if let header { self.header = HeaderFooterView(stringLiteral: header) }
        initializer(self)
    }

    public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        if let header { self.header = HeaderFooterView(stringLiteral: header) }
        if let footer { self.footer = HeaderFooterView(stringLiteral: footer) }
        initializer(self)
    }

    public init(footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        if let footer { self.footer = HeaderFooterView(stringLiteral: footer) }
        initializer(self)
    }

    public func append(_ row: BaseRow) {
        row.section = self
        allRows.append(row)
    }
}

public struct MultivaluedOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let None = MultivaluedOptions([])
    public static let Insert = MultivaluedOptions(rawValue: 1 << 0)
    public static let Delete = MultivaluedOptions(rawValue: 1 << 1)
    public static let Reorder = MultivaluedOptions(rawValue: 1 << 2)
}

open class BaseMultivaluedSection: Section {
    public var multivaluedOptions: MultivaluedOptions
    public var multivaluedRowToInsertAt: ((Int) -> BaseRow)?

    public required init(
        multivaluedOptions: MultivaluedOptions = MultivaluedOptions.Insert.union(.Delete), header: String? = nil,
        footer: String? = nil, _ initializer: (BaseMultivaluedSection) -> Void = { _ in }
    ) {
        self.multivaluedOptions = multivaluedOptions
        super.init(header: header, footer: footer) { section in initializer(section as! BaseMultivaluedSection) }
        if multivaluedOptions.contains(.Insert) { initialize() }
    }

    public required init() {
        multivaluedOptions = MultivaluedOptions.Insert.union(.Delete)
        super.init()
    }

    func initialize() {}
}

open class GenericMultivaluedSection<AddButtonType: RowType>: BaseMultivaluedSection where AddButtonType: BaseRow {
    public var addButtonProvider: ((GenericMultivaluedSection<AddButtonType>) -> AddButtonType)!
    /// The Add button row the section appended (Eureka puts it last).
    public private(set) var addButton: AddButtonType?

    public required init(
        multivaluedOptions: MultivaluedOptions = MultivaluedOptions.Insert.union(.Delete), header: String? = nil,
        footer: String? = nil, _ initializer: (GenericMultivaluedSection<AddButtonType>) -> Void = { _ in }
    ) {
        super.init(multivaluedOptions: multivaluedOptions, header: header, footer: footer) { section in
            initializer(section as! GenericMultivaluedSection<AddButtonType>)
        }
    }

    public required override init() { super.init() }

    override func initialize() {
        let button = addButtonProvider(self)
        addButton = button
        append(button)
    }
}

open class MultivaluedSection: GenericMultivaluedSection<ButtonRow> {
    override func initialize() {
        if addButtonProvider == nil { addButtonProvider = { _ in ButtonRow { $0.title = "Add" } } }
        super.initialize()
    }
}

precedencegroup FormPrecedence {
    associativity: left
    higherThan: LogicalConjunctionPrecedence
}

precedencegroup SectionPrecedence {
    associativity: left
    higherThan: FormPrecedence
}

infix operator +++ : FormPrecedence
infix operator <<< : SectionPrecedence

@discardableResult
public func +++ (left: Form, right: Section) -> Form {
    left.append(right)
    return left
}

@discardableResult
public func <<< (left: Section, right: BaseRow) -> Section {
    left.append(right)
    return left
}

open class FormViewController: UIViewController {
    public var form = Form()
}
