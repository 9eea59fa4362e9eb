import FormSpec
import FormSpecJSON

/// The source languages the importer reads.
public enum CodeLanguage: String, Sendable {
    case objectiveC = "objective-c"
    case swift

    /// By file extension: `.m`, `.mm`, `.h` are Objective-C, `.swift` Swift.
    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") {
            self = .objectiveC
        } else if lower.hasSuffix(".swift") {
            self = .swift
        } else {
            return nil
        }
    }
}

/// One spec read from one form-building method.
public struct ImportedForm: Sendable {
    /// `NativeEventFormViewController`, or `Class.method` when the class builds several forms.
    public var name: String
    public var typeName: String?
    public var methodName: String
    public var spec: SourcedJSON
    /// The method's name in the source, where notes about the whole form point.
    public var range: TextRange
    /// The source of the branches taken on iPad alone that were imported: the rows made there
    /// are guarded as XLForm requires, so `ipad-only-row` is not reported inside them.
    public var iPadBranches: [TextRange] = []
}

/// What the importer made of one source file.
public struct ImportedFile: Sendable {
    public var path: String
    public var language: CodeLanguage
    public var lines: LineIndex
    public var forms: [ImportedForm]
    /// `import-unsupported` warnings, in source order.
    public var diagnostics: [Diagnostic]
    /// Statements of the form-building methods that build the form, and how many were imported.
    public var statements: Int
    public var importedStatements: Int
}

/// Reads Objective-C and Swift files into specs. Constants and custom row types registered in
/// any of the files given together are known in all of them, as they are in one app.
public enum CodeImporter {
    public static func parse(_ bytes: [UInt8], language: CodeLanguage) -> CodeFile {
        switch language {
        case .objectiveC: return ObjCParser.parse(bytes)
        case .swift: return SwiftFrontEnd.parse(bytes)
        }
    }

    public static func importFiles(_ inputs: [(path: String, bytes: [UInt8])]) -> [ImportedFile] {
        let parsed = inputs.map { input -> (String, [UInt8], CodeLanguage, CodeFile) in
            let language = CodeLanguage(path: input.path) ?? .objectiveC
            return (input.path, input.bytes, language, parse(input.bytes, language: language))
        }
        var shared: [String: CodeConstant] = [:]
        for (path, _, _, file) in parsed {
            for var c in file.constants where shared[c.name] == nil {
                c.file = path
                shared[c.name] = c
            }
        }
        let cellClasses = registeredCellClasses(parsed.map { ($0.0, $0.3) }, constants: shared)
        return parsed.map { path, bytes, language, file in
            var constants = shared
            for var c in file.constants {
                c.file = path
                constants[c.name] = c
            }
            return importFile(path, bytes, language, file, constants: constants, cellClasses: cellClasses)
        }
    }

    /// Custom row types registered anywhere (usually a cell's `+load`).
    private static func registeredCellClasses(
        _ files: [(String, CodeFile)], constants: [String: CodeConstant]
    )
        -> Registrations
    {
        var found = Registrations()
        for (path, file) in files {
            for method in file.methods {
                let registers = CodeWalk.first(in: method.body) { e in
                    switch e {
                    case .call(_, let s, _, _), .member(_, let s, _):
                        return s.hasPrefix("cellClassesForRowDescriptorTypes")
                            || s.hasPrefix("inlineRowDescriptorTypesForRowDescriptorTypes")
                    default: return false
                    }
                }
                guard registers != nil, !CodeWalk.createsForm(method.body) else { continue }
                let interpreter = Interpreter(constants: constants, typeName: method.typeName, file: path)
                interpreter.run(method.body)
                found.cells.merge(interpreter.cellClasses) { old, _ in old }
                found.inline.merge(interpreter.inlineTypes) { old, _ in old }
            }
        }
        return found
    }

    private static func importFile(
        _ path: String, _ bytes: [UInt8], _ language: CodeLanguage, _ file: CodeFile,
        constants: [String: CodeConstant], cellClasses: Registrations
    ) -> ImportedFile {
        if file.unreadable {
            // Nothing was read: an error, so that `check` fails rather than passing silently.
            return ImportedFile(
                path: path, language: language, lines: LineIndex(bytes), forms: [],
                diagnostics: file.problems.map { Diagnostic(.importUnsupported, $0.0, at: $0.1, severity: .error) },
                statements: 0, importedStatements: 0)
        }
        var forms: [ImportedForm] = []
        var warnings: [ImportWarning] = []
        var statements = 0
        var missed = 0
        let builders = file.methods.filter { CodeWalk.createsForm($0.body) }
        var formsPerType: [String: Int] = [:]
        for method in builders { formsPerType[method.typeName ?? "", default: 0] += 1 }
        for method in builders {
            let interpreter = Interpreter(constants: constants, typeName: method.typeName, file: path)
            interpreter.cellClasses = cellClasses.cells
            interpreter.inlineTypes = cellClasses.inline
            interpreter.run(method.body)
            warnings += interpreter.warnings
            statements += interpreter.formStatements.count + interpreter.missedNested
            missed += interpreter.missedStatements.count + interpreter.missedNested
            for problem in file.problems where method.range.contains(problem.1.start) {
                warnings.append(ImportWarning(message: "not imported: \(problem.0)", range: problem.1))
            }
            let base: String
            if method.typeName == "XLFormDescriptor" {
                // `extension XLFormDescriptor { static func signupForm() }` → SignupForm.
                base = method.name.prefix(1).uppercased() + method.name.dropFirst()
            } else if let type = method.typeName {
                base = formsPerType[type, default: 0] > 1 ? "\(type).\(method.name)" : type
            } else {
                base = method.name == "main" ? fileBaseName(path) : method.name
            }
            for (i, form) in interpreter.forms.enumerated() {
                addCustomRowTypes(
                    form, Registrations(cells: interpreter.cellClasses, inline: interpreter.inlineTypes), file: path)
                let name = interpreter.forms.count > 1 ? "\(base)-\(i + 1)" : base
                forms.append(
                    ImportedForm(
                        name: sanitize(name), typeName: method.typeName, methodName: method.name, spec: form.json(),
                        range: method.nameRange, iPadBranches: interpreter.iPadBranches))
            }
        }
        // Changes made elsewhere in a class that builds a form happen after it is built.
        let formTypes = Set(builders.compactMap(\.typeName))
        for method in file.methods where !builders.contains(where: { $0.range == method.range }) {
            guard let type = method.typeName, formTypes.contains(type) else { continue }
            for statement in CodeWalk.leaves(method.body) {
                guard let change = CodeWalk.runTimeChange(statement) else { continue }
                let name = (method.typeName.map { "\($0)." } ?? "") + method.name
                warnings.append(
                    ImportWarning(
                        message:
                            "not imported: '\(name)' changes the form at run time; the spec holds the form as built",
                        range: change.range))
            }
        }
        let diagnostics =
            warnings
            .sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
            .map { Diagnostic(.importUnsupported, $0.message, at: $0.range) }
        return ImportedFile(
            path: path, language: language, lines: LineIndex(bytes), forms: forms, diagnostics: diagnostics,
            statements: statements, importedStatements: statements - missed)
    }

    /// The cell classes and inline row types the app registers, by row type.
    struct Registrations {
        var cells: [String: CellClassRegistration] = [:]
        var inline: [String: CellClassRegistration] = [:]
    }

    /// Row types the catalog does not know but the app registers become `customRowTypes`.
    /// A registration read in another file is placed at the first row of the type here.
    private static func addCustomRowTypes(_ form: FormNode, _ registered: Registrations, file: String) {
        let rows = form.rows + form.sections.compactMap(\.template)
        for row in rows {
            guard let type = row.rowType, Catalog.standard.rowType(type) == nil, form.customRowTypes[type] == nil
            else { continue }
            var members: [SourcedMember] = []
            var at: TextRange?
            for (key, registration) in [
                ("cellClass", registered.cells[type]), ("inlineRowType", registered.inline[type]),
            ] {
                guard let registration else { continue }
                let here = registration.file == file
                let value = here ? registration.cell : registration.cell.placed(at: row.range)
                if at == nil { at = here ? registration.type.range : row.range }
                members.append(SourcedMember(key: .init(key, at: value.range), value: value))
            }
            guard let at, !members.isEmpty else { continue }
            form.customRowTypes.set(SourcedString(type, at: at), .object(members, members[0].value.range))
        }
    }

    private static func fileBaseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.split(separator: ".").first.map(String.init) ?? file
    }

    private static func sanitize(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
