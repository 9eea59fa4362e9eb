import FormSpec
import FormSpecJSON

/// The library a generated file builds its form with.
public enum GenerateTarget: String, Sendable, CaseIterable {
    /// XLForm from Objective-C: `NAMEForm.h` and `NAMEForm.m`, a category on XLFormDescriptor.
    case xlformObjC = "xlform-objc"
    /// XLForm from Swift: `NAMEForm.swift`, an extension of XLFormDescriptor.
    case xlformSwift = "xlform-swift"
    /// Eureka: `NAMEForm.swift`, an extension of Eureka's Form.
    case eureka
}

/// One file of generated code: its name (no folder) and its whole text.
public struct GeneratedFile: Sendable, Equatable {
    public let name: String
    public let contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What `Generator.generate` made of one spec: the files, or nothing when the spec is refused,
/// and every diagnostic (the checker's and `generate-unsupported`).
public struct GeneratedOutput: Sendable {
    public let target: GenerateTarget
    public let name: FormName
    /// Empty when the spec is refused.
    public let files: [GeneratedFile]
    public let diagnostics: [Diagnostic]

    /// A spec with errors, or with something the target cannot express, produces no code.
    public var isRefused: Bool { files.isEmpty }

    /// The file that compiles on its own: the `.m` for Objective-C, the only file otherwise.
    public var mainFile: GeneratedFile? { files.last }
}

/// Compiles a checked spec into code that builds the same form.
///
///     let document = SpecDocument(name: "signup.form.json", bytes: bytes)
///     let output = Generator.generate(document, target: .xlformSwift, name: FormName("Signup")!)
///     for file in output.files { ... }            // SignupForm.swift
///
/// The spec is analysed first: a spec with errors is refused with its diagnostics, and so is
/// a spec using something the target cannot express (`generate-unsupported`, never a silent
/// drop). Output is deterministic: the same spec gives the same bytes.
public enum Generator {
    /// `options`: the analysis's, with the spec's project configuration (`formspec.config.json`),
    /// whose custom row types and app classes the spec may use. `diagnostics`: the document's
    /// analysis under them, when the caller already has it; analysed here when nil.
    public static func generate(
        _ document: SpecDocument, target: GenerateTarget, name: FormName, catalog: Catalog = .standard,
        options: AnalysisOptions = .init(), diagnostics: [Diagnostic]? = nil
    ) -> GeneratedOutput {
        let analysis = diagnostics ?? Analyzer.analyze(document, options: options, catalog: catalog)
        func refused(_ extra: [Diagnostic]) -> GeneratedOutput {
            // Each in the checker's order (by position), merged.
            var all = analysis
            for diagnostic in extra {
                let index = all.firstIndex { $0.range.start > diagnostic.range.start } ?? all.endIndex
                all.insert(diagnostic, at: index)
            }
            return GeneratedOutput(target: target, name: name, files: [], diagnostics: all)
        }
        guard !analysis.contains(where: { $0.severity == .error }),
            let plan = PlanBuilder.plan(document, catalog: catalog, project: options.project)
        else { return refused([]) }
        let emitted: Emission
        switch target {
        case .xlformObjC: emitted = XLFormObjCEmitter(plan: plan, name: name).emit()
        case .xlformSwift: emitted = XLFormSwiftEmitter(plan: plan, name: name).emit()
        case .eureka: emitted = EurekaEmitter(plan: plan, name: name).emit()
        }
        if !emitted.unsupported.isEmpty { return refused(emitted.unsupported) }
        return GeneratedOutput(target: target, name: name, files: emitted.files, diagnostics: analysis)
    }
}

/// A target's files, or what stopped it.
struct Emission {
    var files: [GeneratedFile] = []
    var unsupported: [Diagnostic] = []
}
