import ArgumentParser
import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show what a form does with given values: visibility, disabled rows, validation, values.",
        discussion: """
            Previews SPEC as XLForm would show it holding the values of --values (a JSON object: \
            tag -> value, multivaluedTag -> array), or runs scenario files (--scenario, repeatable) \
            that change values step by step and check expectations.

            Exit status: 0 the form validates (every scenario passes); 1 validation fails (a \
            scenario has a mismatch); 2 a file cannot be read or an option value is unusable; 64 a \
            malformed command line.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html, png
    }

    @Argument(help: "The spec (*.form.json) or field file (*.fxform.json). Not needed with --scenario.")
    var spec: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Values as a JSON object, from a file or - for standard input.", valueName: "file"))
    var values: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp("Run a scenario file instead. Repeatable.", valueName: "file"))
    var scenario: [String] = []

    @Option(name: .long, help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("The instant now() returns, ISO 8601 with a zone.", valueName: "date"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("Locale of date display texts (default en_US).", valueName: "id"))
    var locale: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("Time zone of date display texts (default UTC).", valueName: "id"))
    var timeZone: String?

    @Flag(name: .long, help: "Text, HTML and PNG: draw hidden sections and rows too, dimmed, with their conditions.")
    var showHidden = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("HTML and PNG: write to this file (default: standard output).", valueName: "file"))
    var output: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp(
            "HTML and PNG: draw this inline row open, its picker below it. Repeatable.", valueName: "tag"))
    var expand: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("PNG: the headless Chromium or Chrome to use (default: found on PATH).", valueName: "path"))
    var browser: String?

    @Option(name: .long, help: "PNG: light or dark appearance.")
    var appearance: Appearance = .light

    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    @Option(name: .long, help: "Text output: width in columns (default: $COLUMNS or 72).")
    var width: Int?

    @Option(name: .long, help: "Colour text output: auto, always, never.")
    var color: ColorMode = .auto

    func validate() throws {
        if spec == nil, scenario.isEmpty {
            throw ValidationError("give a spec file, or scenario files with --scenario")
        }
        if spec != nil, !scenario.isEmpty {
            throw ValidationError("a scenario names its spec itself; give either SPEC or --scenario")
        }
        if values != nil, !scenario.isEmpty {
            throw ValidationError("--values does not apply to scenarios (they hold their values)")
        }
    }

    func run() throws {
        let options = try previewOptions()
        let painter = Painter(enabled: color.enabled(for: FileHandle.standardOutput))
        if !scenario.isEmpty {
            let run = ScenarioCommandRun(
                files: scenario, options: options, format: format, painter: painter, picture: picture(options))
            throw ExitCode(run.execute())
        }
        guard let spec else { return }
        let bytes = try PreviewIO.read(spec)
        let given = try readValues()
        let document = SpecDocument(name: spec, bytes: bytes)
        let project = ProjectConfigurations().configuration(forSpecAt: spec)
        let result = Preview.run(CompiledForm(document, project: project), values: given, options: options)
        switch format {
        case .json:
            PreviewIO.write(result.json.encodedString(.indented(2)) + "\n")
        case .html, .png:
            let form = RenderBuilder.form(document, result: result, options: renderOptions(options))
            try picture(options).write(page: HTMLRenderer.page(form, showHidden: showHidden))
        case .text:
            let columns = width ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 72
            PreviewIO.write(
                PreviewTextRenderer(painter: painter, width: max(columns, 30), showHidden: showHidden).render(result))
        }
        if !result.valid { throw ExitCode(1) }
    }

    /// How HTML and PNG output is drawn and where it goes.
    private func picture(_ options: PreviewOptions) -> PictureOutput {
        PictureOutput(
            kind: format == .png ? .png : .html, output: output, browser: browser,
            appearance: appearance == .dark ? .dark : .light, showHidden: showHidden, render: renderOptions(options))
    }

    private func renderOptions(_ options: PreviewOptions) -> RenderOptions {
        RenderOptions(
            expanded: Set(expand), now: options.now ?? Date(), locale: options.locale, timeZone: options.timeZone)
    }

    private func previewOptions() throws -> PreviewOptions {
        var options = PreviewOptions()
        if let now {
            guard case .success(let parsed) = ISO8601.parse(now) else {
                throw PreviewIO.fail("--now: '\(now)' is not an ISO 8601 date-time with a zone")
            }
            options.now = parsed.date
        }
        if let locale {
            guard let l = PreviewOptions.locale(named: locale) else {
                throw PreviewIO.fail("--locale: unknown locale '\(locale)'")
            }
            options.locale = l
        }
        if let timeZone {
            guard let zone = TimeZone(identifier: timeZone) else {
                throw PreviewIO.fail("--time-zone: unknown time zone '\(timeZone)'")
            }
            options.timeZone = zone
        }
        return options
    }

    private func readValues() throws -> PreviewValues {
        guard let values else { return PreviewValues() }
        let bytes = values == "-" ? [UInt8](FileHandle.standardInput.readDataToEndOfFile()) : try PreviewIO.read(values)
        let json: JSONValue
        do {
            json = try JSONValue(decoding: bytes)
        } catch {
            throw PreviewIO.fail("\(values == "-" ? "<stdin>" : values): not valid JSON: \(error)")
        }
        let name = values == "-" ? "<stdin>" : values
        guard case .object(let object) = json else {
            throw PreviewIO.fail("\(name): values must be a JSON object (tag -> value)")
        }
        let given = PreviewValues(object)
        if let problem = given.boundsProblem {
            // Found in the decoded values; its line and column from the text, read again.
            let at = JSONParser.parse(bytes).root.map { PreviewValues.node(at: problem.path, in: $0).range.start } ?? 0
            let (line, column) = LineIndex(bytes).humanLocation(of: at)
            throw PreviewIO.fail("\(name):\(line):\(column): \(problem.place): \(problem.message)")
        }
        return given
    }
}
