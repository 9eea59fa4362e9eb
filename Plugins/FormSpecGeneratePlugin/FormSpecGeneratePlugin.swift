import Foundation
import PackagePlugin

/// A build tool plugin: each `*.form.json` among a Swift target's sources becomes
/// `NAMEForm.swift`, generated into the build folder by `formspec-generate` (the generation
/// step of `formspec generate`, built alone) and compiled with
/// the target. The library is the one the target depends on (a product or target named
/// `Eureka` gives `--target eureka`, `XLForm` gives `--target xlform-swift`). A spec with
/// errors, or with something the library cannot express, fails the build with its diagnostics
/// (protocol/generate.md, "Building with generated code").
@main
struct FormSpecGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(".form.json") }
        guard !specs.isEmpty else { return [] }
        let library = try Self.library(of: target)
        let generator = try context.tool(named: "formspec-generate")
        let folder = context.pluginWorkDirectoryURL
        return try specs.map { spec in
            let file = spec.url.lastPathComponent
            guard let name = Self.formName(file) else {
                throw PluginError("\(spec.url.path): no Swift name can be made from the file name; rename it")
            }
            return .buildCommand(
                displayName: "Generating \(name)Form.swift from \(file)",
                executable: generator.url,
                arguments: ["--target", library, "--name", name, "--output", folder.path, spec.url.path],
                inputFiles: [spec.url],
                outputFiles: [folder.appendingPathComponent("\(name)Form.swift")])
        }
    }

    /// `eureka` or `xlform-swift`, from the target's direct dependencies.
    static func library(of target: SourceModuleTarget) throws -> String {
        let names = Set(
            target.dependencies.map { dependency -> String in
                switch dependency {
                case .target(let target): return target.name
                case .product(let product): return product.name
                @unknown default: return ""
                }
            })
        switch (names.contains("Eureka"), names.contains("XLForm")) {
        case (true, false): return "eureka"
        case (false, true): return "xlform-swift"
        default:
            throw PluginError(
                "target '\(target.name)' has *.form.json sources: it must depend on exactly one of Eureka and XLForm, the library the generated code uses"
            )
        }
    }

    /// The name `formspec generate` derives from a spec's file name: the ASCII letter and digit
    /// runs of `signup.form.json`'s `signup`, each capitalised (`calendar-event` → `CalendarEvent`).
    static func formName(_ file: String) -> String? {
        let base = String(file.dropLast(".form.json".count))
        var name = ""
        var startsRun = true
        for scalar in base.unicodeScalars {
            guard scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) else {
                startsRun = true
                continue
            }
            name += startsRun ? String(scalar).uppercased() : String(scalar)
            startsRun = false
        }
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return nil }
        return name
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
