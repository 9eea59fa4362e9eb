// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "formspec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formspec", targets: ["formspec"]),
        .library(name: "FormSpec", targets: ["FormSpec"]),
        .plugin(name: "FormSpecGeneratePlugin", targets: ["FormSpecGeneratePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // 603 is the release that matches the 6.3 toolchain's own parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // libjansson, the only JSON codec on the wire and in CLI output.
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]
        ),
        // Safe jansson wrapper, error-tolerant spec parser with byte ranges, line index.
        .target(name: "FormSpecJSON", dependencies: ["CJansson"]),
        // Model, catalog, predicate language, analysis rules, preview. No LSP, no terminal.
        .target(name: "FormSpec", dependencies: ["FormSpecJSON"]),
        // The form drawn as an iPhone shows it: render model, self-contained HTML, PNG through a
        // headless Chromium. No LSP, no terminal.
        .target(name: "FormSpecRender", dependencies: ["FormSpec", "FormSpecJSON"]),
        // Code generation: a checked spec compiled into XLForm (Objective-C, Swift) or Eureka code.
        .target(name: "FormSpecGenerate", dependencies: ["FormSpec", "FormSpecJSON"]),
        // Editor features on byte offsets: completion, hover, symbols, rename, fixes, formatting.
        .target(name: "FormSpecIDE", dependencies: ["FormSpec", "FormSpecJSON"]),
        // JSON-RPC transport, document store, LSP 3.17 adapter.
        .target(
            name: "FormSpecServer",
            dependencies: ["FormSpecIDE", "FormSpecRender", "FormSpecGenerate", "FormSpec", "FormSpecJSON"]),
        // Reads Objective-C and Swift form-building code into specs, with a source map back to it.
        .target(
            name: "FormSpecImport",
            dependencies: [
                "FormSpec", "FormSpecJSON",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "formspec",
            dependencies: [
                "FormSpecServer", "FormSpecIDE", "FormSpecRender", "FormSpecGenerate", "FormSpec", "FormSpecJSON",
                "FormSpecImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build tool plugin: a Swift target's *.form.json sources generated into Swift at build time.
        .plugin(name: "FormSpecGeneratePlugin", capability: .buildTool(), dependencies: ["formspec-generate"]),
        // What the plugin runs: generation alone, so that a package using the plugin builds no more.
        .executableTarget(name: "formspec-generate", dependencies: ["FormSpecGenerate", "FormSpec"]),
        .executableTarget(
            name: "formspec-bench",
            dependencies: [
                "FormSpecServer", "FormSpecIDE", "FormSpecGenerate", "FormSpec", "FormSpecJSON", "CMallocInfo",
            ],
            path: "Benchmarks",
            exclude: [
                "CMallocInfo",
                "preview-instructions.sh", "keystroke-instructions.sh", "check-instructions.sh",
                "misspelt-instructions.sh",
                "callgrind.sh",
            ]),
        .systemLibrary(name: "CMallocInfo", path: "Benchmarks/CMallocInfo"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FormSpecJSONTests", dependencies: ["FormSpecJSON", "TestSupport"]),
        .testTarget(
            name: "FormSpecTests", dependencies: ["FormSpec", "FormSpecJSON", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // Stubs/ holds the XLForm, Eureka and UIKit stand-ins generated code is compiled against;
        // Golden/ the expected output for the bundled examples. Both are read, not compiled in.
        .testTarget(
            name: "GenerateTests",
            dependencies: ["FormSpecGenerate", "FormSpecImport", "FormSpec", "FormSpecJSON", "TestSupport"],
            exclude: ["Stubs", "Golden"]),
        .testTarget(
            name: "FormSpecIDETests", dependencies: ["FormSpecIDE", "FormSpec", "FormSpecJSON", "TestSupport"]),
        .testTarget(
            name: "ImportTests", dependencies: ["FormSpecImport", "FormSpec", "FormSpecJSON", "TestSupport"],
            exclude: ["coverage.sh"], resources: [.copy("Fixtures")]),
        // Depend on the executable so that `swift test` builds the `formspec` binary they drive.
        .testTarget(name: "CLITests", dependencies: ["formspec", "FormSpecJSON", "TestSupport"]),
        .testTarget(
            name: "FormSpecRenderTests",
            dependencies: ["FormSpecRender", "FormSpec", "FormSpecJSON", "TestSupport"]),
        .testTarget(
            name: "FormSpecServerTests",
            dependencies: ["formspec", "FormSpecServer", "FormSpec", "FormSpecJSON", "TestSupport", "CMallocInfo"]),
    ]
)
