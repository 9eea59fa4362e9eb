import ArgumentParser
import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation

/// `formspec preview --scenario FILE...`: runs each scenario against its spec and reports the
/// mismatches as `file:line:column: step: message`.
struct ScenarioCommandRun {
    var files: [String]
    var options: PreviewOptions
    var format: PreviewCommand.Format
    var painter: Painter
    var picture: PictureOutput

    struct FileReport {
        var path: String
        var name: String?
        var outcomes: [ScenarioRunner.StepOutcome]
        var scenario: Scenario
        var spec: SpecDocument
    }

    /// The exit status: 0 all pass, 1 a mismatch, 2 a file that cannot be used.
    func execute() -> Int32 {
        var reports: [FileReport] = []
        var unusable = false
        for path in files {
            switch load(path) {
            case .success(let report): reports.append(report)
            case .failure(let message):
                FileHandle.standardError.write(Data("formspec: \(message)\n".utf8))
                unusable = true
            }
        }
        switch format {
        case .json: PreviewIO.write(json(reports))
        case .text: PreviewIO.write(text(reports))
        case .html, .png:
            do {
                try filmStrips(reports)
            } catch let exit as ExitCode {
                return exit.rawValue
            } catch {
                return 2
            }
        }
        if unusable { return 2 }
        return reports.allSatisfy { $0.outcomes.allSatisfy(\.mismatches.isEmpty) } ? 0 : 1
    }

    private enum Loaded {
        case success(FileReport)
        case failure(String)
    }

    private func load(_ path: String) -> Loaded {
        guard case .success(let bytes) = SpecFiles.read(path) else {
            return .failure("\(path): cannot read the scenario")
        }
        let scenario: Scenario
        do {
            scenario = try Scenario(bytes: bytes)
        } catch {
            let (line, column) = LineIndex(bytes).humanLocation(of: error.range.start)
            return .failure("\(path):\(line):\(column): \(error.message)")
        }
        let specPath =
            scenario.spec.hasPrefix("/")
            ? scenario.spec
            : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(scenario.spec).path
        guard case .success(let specBytes) = SpecFiles.read(specPath) else {
            return .failure("\(path): its spec \(specPath) cannot be read")
        }
        let document = SpecDocument(name: specPath, bytes: specBytes)
        let project = ProjectConfigurations().configuration(forSpecAt: specPath)
        return .success(
            FileReport(
                path: path, name: scenario.name,
                outcomes: ScenarioRunner.run(
                    scenario, form: CompiledForm(document, project: project), options: options),
                scenario: scenario, spec: document))
    }

    private func text(_ reports: [FileReport]) -> String {
        var out = ""
        var steps = 0
        var mismatches = 0
        for report in reports {
            out += painter(report.path, .bold) + (report.name.map { ": \($0)" } ?? "") + "\n"
            for outcome in report.outcomes {
                steps += 1
                mismatches += outcome.mismatches.count
                let mark = outcome.mismatches.isEmpty ? painter("✓", .green) : painter("✗", .red)
                out += "  \(mark) \(outcome.title)\n"
                for mismatch in outcome.mismatches {
                    let (line, column) = report.scenario.location(mismatch.range)
                    out += "    \(report.path):\(line):\(column): \(outcome.title): \(mismatch.message)\n"
                }
            }
        }
        let summary =
            "\(reports.count) scenario\(reports.count == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s"), "
            + "\(mismatches) mismatch\(mismatches == 1 ? "" : "es")"
        return out + (mismatches == 0 ? painter(summary, .green) : painter(summary, .red)) + "\n"
    }

    /// The report page: every step of every scenario side by side.
    private func filmStrips(_ reports: [FileReport]) throws {
        let strips = reports.map { report in
            var render = picture.render
            if let now = report.scenario.now { render.now = now }
            if let locale = report.scenario.locale { render.locale = locale }
            if let zone = report.scenario.timeZone { render.timeZone = zone }
            return FilmStripBuilder.strip(
                report.scenario, path: report.path, outcomes: report.outcomes, spec: report.spec, options: render)
        }
        let steps = strips.map(\.frames.count).max() ?? 1
        try picture.write(
            page: HTMLRenderer.filmStrips(strips, showHidden: picture.showHidden),
            width: PictureOutput.width(steps: steps))
    }

    private func json(_ reports: [FileReport]) -> String {
        let value: JSONValue = [
            "scenarios": .array(
                reports.map { report in
                    [
                        "path": .string(report.path),
                        "name": JSONValue(report.name),
                        "passed": .bool(report.outcomes.allSatisfy(\.mismatches.isEmpty)),
                        "steps": .array(
                            report.outcomes.map { outcome in
                                [
                                    "index": JSONValue(outcome.index),
                                    "title": .string(outcome.title),
                                    "passed": .bool(outcome.mismatches.isEmpty),
                                    "mismatches": .array(
                                        outcome.mismatches.map { mismatch in
                                            let (line, column) = report.scenario.location(mismatch.range)
                                            return [
                                                "message": .string(mismatch.message), "line": JSONValue(line),
                                                "column": JSONValue(column),
                                            ]
                                        }),
                                    "result": outcome.result.json,
                                ]
                            }),
                    ]
                })
        ]
        return value.encodedString(.indented(2)) + "\n"
    }
}
