import FormSpec
import FormSpecJSON

/// Makes the film strip of a scenario from its run: each step's preview result drawn as a
/// form, the step's `set` values, the rows whose values moved since the step before, and
/// each mismatch with the tags its expectation names.
public enum FilmStripBuilder {
    /// `outcomes` are `ScenarioRunner.run`'s for `scenario`, read from `path` and previewing `spec`.
    public static func strip(
        _ scenario: Scenario, path: String, outcomes: [ScenarioRunner.StepOutcome], spec: SpecDocument,
        options: RenderOptions = RenderOptions()
    ) -> FilmStrip {
        var previous: [String: JSONValue]?
        let frames = outcomes.map { outcome -> FilmStrip.Frame in
            let facts = PreviewFacts(outcome.result)
            let values = facts.valuesByKey
            let step = outcome.index < scenario.steps.count ? scenario.steps[outcome.index] : nil
            var changed = Set(step?.set.entries.map(\.key) ?? [])
            if let previous {
                for (key, value) in values where previous[key] != value { changed.insert(key) }
            }
            previous = values
            let mismatches = outcome.mismatches.map { mismatch in
                FilmStrip.Mismatch(message: mismatch.message, tags: tags(at: mismatch.range, in: step))
            }
            return FilmStrip.Frame(
                title: outcome.title,
                set: step?.set.entries.map { FilmStrip.Assignment(key: $0.key, value: $0.value.encodedString()) } ?? [],
                changed: changed, mismatches: mismatches, form: RenderBuilder.form(spec, facts: facts, options: options)
            )
        }
        return FilmStrip(title: scenario.name ?? path, path: path, frames: frames)
    }

    /// The tags of the expectation written where the mismatch points.
    private static func tags(at range: TextRange, in step: Scenario.Step?) -> [String] {
        (step?.expectations ?? []).filter { $0.range == range }.compactMap {
            switch $0.value {
            case .rowVisible(let tag, _), .rowDisabled(let tag, _), .error(let tag, _), .displayText(let tag, _),
                .value(let tag, _), .leftValue(let tag, _):
                return tag
            case .formValue(let key, _), .httpParameter(let key, _):
                return key
            case .sectionVisible, .valid, .noCrashes:
                return nil
            }
        }
    }
}
