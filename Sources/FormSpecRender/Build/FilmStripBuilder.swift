import FormSpec
import FormSpecJSON

/// Makes the film strip of a scenario from its run: each step's preview result drawn as a
/// form, the step's `set` values, the rows whose values moved since the step before, and
/// each mismatch with the tags its expectation names.
public enum FilmStripBuilder {
    /// `report` is the scenario's entry in the JSON of a scenario run (`protocol/preview.md`,
    /// Scenarios: `{"path", "name", "passed", "steps": [{"title", "mismatches", "result"}]}`).
    public static func strip(
        _ scenario: Scenario, report: JSONValue, spec: SpecDocument, options: RenderOptions = RenderOptions()
    ) -> FilmStrip {
        let path = report["path"]?.stringValue ?? ""
        var previous: [String: JSONValue]?
        let frames = (report["steps"]?.arrayValue ?? []).enumerated().map { index, step -> FilmStrip.Frame in
            let facts = PreviewFacts(json: step["result"] ?? .null)
            let values = facts.valuesByKey
            let written = index < scenario.steps.count ? scenario.steps[index] : nil
            var changed = Set(written?.set.entries.map(\.key) ?? [])
            if let previous {
                for (key, value) in values where previous[key] != value { changed.insert(key) }
            }
            previous = values
            let mismatches = (step["mismatches"]?.arrayValue ?? []).map { mismatch in
                FilmStrip.Mismatch(
                    message: mismatch["message"]?.stringValue ?? "",
                    tags: tags(at: mismatch, in: written, of: scenario))
            }
            return FilmStrip.Frame(
                title: step["title"]?.stringValue ?? "step \(index + 1)",
                set: written?.set.entries.map { FilmStrip.Assignment(key: $0.key, value: $0.value.encodedString()) }
                    ?? [],
                changed: changed, mismatches: mismatches,
                form: RenderBuilder.form(spec, facts: facts, options: options))
        }
        return FilmStrip(title: scenario.name ?? path, path: path, frames: frames)
    }

    /// The tags of the expectation written where the mismatch points.
    private static func tags(at mismatch: JSONValue, in step: Scenario.Step?, of scenario: Scenario) -> [String] {
        guard let step, let line = mismatch["line"]?.intValue, let column = mismatch["column"]?.intValue else {
            return []
        }
        return step.expectations.filter { scenario.location($0.range) == (line, column) }.compactMap {
            switch $0.value {
            case .rowVisible(let tag, _), .rowDisabled(let tag, _), .error(let tag, _), .displayText(let tag, _),
                .value(let tag, _):
                return tag
            case .formValue(let key, _), .httpParameter(let key, _):
                return key
            case .sectionVisible, .valid, .noCrashes:
                return nil
            }
        }
    }
}
