/// The scenario report: per scenario a heading and its steps side by side, each step's
/// verdict, the values it set, its mismatches and the form it left, the changed rows
/// highlighted and the rows of failed expectations outlined.
struct FilmStripHTML {
    var showHidden: Bool

    func strip(_ strip: FilmStrip) -> Markup {
        let failed = strip.frames.filter { !$0.passed }.count
        let summary =
            "\(strip.frames.count) step\(strip.frames.count == 1 ? "" : "s"), "
            + (failed == 0 ? "all pass" : "\(failed) failed")
        return .element(
            "section", ["class": strip.passed ? "scenario passed" : "scenario failed", "data-scenario": strip.path],
            [
                .element("h1", [:], [.text(strip.title)]),
                .element(
                    "p", ["class": "summary"], [.text((strip.title == strip.path ? "" : strip.path + " · ") + summary)]),
                .element("div", ["class": "strip"], strip.frames.map(frame)),
            ])
    }

    private func frame(_ frame: FilmStrip.Frame) -> Markup {
        var head: [Markup] = [
            .element(
                "p", ["class": "step-title"],
                [.element("span", ["class": "verdict"], [.text(frame.passed ? "✓" : "✗")]), .text(frame.title)])
        ]
        if !frame.set.isEmpty {
            head.append(
                .element(
                    "ul", ["class": "step-set"],
                    frame.set.map { .element("li", [:], [.element("code", [:], [.text("\($0.key) = \($0.value)")])]) }))
        }
        if !frame.mismatches.isEmpty {
            head.append(
                .element(
                    "ul", ["class": "mismatches"],
                    frame.mismatches.map { .element("li", ["data-mismatch": ""], [.text($0.message)]) }))
        }
        let screen = FormHTML(
            showHidden: showHidden, changed: frame.changed, mismatched: Set(frame.mismatches.flatMap(\.tags))
        ).screen(frame.form)
        return .element(
            "article", ["class": frame.passed ? "step passed" : "step failed", "data-step": frame.title],
            [.element("header", ["class": "step-head"], head), screen])
    }
}

extension HTMLRenderer {
    /// Scenario runs as one report page: every step of every scenario, side by side.
    public static func filmStrips(_ strips: [FilmStrip], showHidden: Bool = false) -> String {
        let title = strips.count == 1 ? strips[0].title : "\(strips.count) scenarios"
        return HTMLPage.document(
            title: title + " — formspec scenario", bodyClass: "film-page",
            [.element("main", ["class": "film"], strips.map(FilmStripHTML(showHidden: showHidden).strip))])
    }
}
