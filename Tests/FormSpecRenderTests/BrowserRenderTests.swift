import FormSpec
import FormSpecJSON
import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// The pages in a real headless Chromium (Debian's `chromium`, installed by `.ci/setup`): the
/// DOM holds exactly the visible rows in order with their texts and the errors, the page
/// loads nothing from the network, a screenshot has the page's size and is not blank.
final class BrowserRenderTests: XCTestCase {
    nonisolated(unsafe) static var shared: HeadlessBrowser?
    var directory: URL!

    override class func tearDown() {
        shared?.close()
        shared = nil
    }

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// One browser for the whole class; a missing browser fails (it is part of the set-up).
    var browser: HeadlessBrowser {
        get throws {
            if let shared = Self.shared { return shared }
            let executable = try BrowserLocator.find(explicit: nil).get()
            let started = try HeadlessBrowser(executable: executable)
            Self.shared = started
            return started
        }
    }

    func open(
        _ html: String, name: String = "page.html", colorScheme: HeadlessBrowser.ColorScheme = .light
    ) throws
        -> (BrowserPage, URL)
    {
        let url = directory.appendingPathComponent(name)
        try Data(html.utf8).write(to: url)
        return (try browser.open(url, colorScheme: colorScheme), url)
    }

    /// What the page shows, read through the DOM as the browser laid it out.
    static let inspect = """
        (() => {
          const shown = e => e.getClientRects().length > 0;
          const rows = [...document.querySelectorAll('[data-row]')];
          return {
            rows: rows.map(r => ({
              tag: r.dataset.tag ?? null, type: r.dataset.rowType, shown: shown(r),
              label: r.querySelector(':scope > .cell > .label')?.innerText ?? null,
              text: r.querySelector(':scope > .cell').innerText
            })),
            errors: [...document.querySelectorAll('.note.error')].filter(shown).map(e => e.innerText),
            headers: [...document.querySelectorAll('.section > .header')].map(e => e.innerText),
            title: document.querySelector('.nav-title').innerText,
            scripts: document.querySelectorAll('script').length,
            ghosts: document.querySelectorAll('.ghost').length,
            alert: document.querySelector('.alert-message')?.innerText ?? null
          };
        })()
        """

    func testExamplesShowExactlyTheVisibleRowsWithTheirTextsAndErrors() throws {
        for name in RenderFixtures.examples {
            let previewed = try RenderFixtures.example(name)
            let (page, _) = try open(HTMLRenderer.page(previewed.form), name: "\(name).html")
            let seen = try page.evaluate(Self.inspect)
            let expected = RenderFixtures.visibleRows(previewed.json)
            let rows = seen["rows"]?.arrayValue ?? []
            XCTAssertEqual(
                rows.map { "\($0["tag"]?.stringValue ?? "-") \($0["type"]?.stringValue ?? "")" },
                expected.map { "\($0["tag"]?.stringValue ?? "-") \($0["rowType"]?.stringValue ?? "")" },
                "\(name): the visible rows in table order, no hidden one")
            XCTAssertTrue(rows.allSatisfy { $0["shown"] == true }, name)
            for (row, result) in zip(rows, expected) {
                let text = row["text"]?.stringValue ?? ""
                let what = "\(name) \(result["tag"]?.stringValue ?? result["path"]?.stringValue ?? "")"
                if result["rowType"] != "selectorLeftRight" {
                    XCTAssertEqual(row["label"]?.stringValue, result["label"]?.stringValue, what)
                } else {
                    XCTAssertTrue(text.contains(result["label"]?.stringValue ?? "\u{0}"), what)
                }
                if let shown = result["displayText"]?.stringValue {
                    let drawn =
                        result["rowType"] == "password" ? String(repeating: "•", count: shown.count) : shown
                    XCTAssertTrue(text.contains(drawn), "\(what): \(text) shows \(drawn)")
                }
            }
            let messages = (previewed.json["validationErrors"]?.arrayValue ?? []).map {
                $0["message"]?.stringValue ?? "validation failed without a message"
            }
            XCTAssertEqual(seen["errors"]?.arrayValue?.compactMap(\.stringValue), messages, name)
            XCTAssertEqual(seen["alert"]?.stringValue, messages.first, "\(name): the alert shows the first error")
            let headers = (previewed.json["sections"]?.arrayValue ?? []).filter { $0["hidden"] != true }.compactMap {
                $0["title"]?.stringValue?.uppercased()
            }
            XCTAssertEqual(seen["headers"]?.arrayValue?.compactMap(\.stringValue), headers, name)
            XCTAssertEqual(seen["title"]?.stringValue, previewed.json["title"]?.stringValue ?? "", name)
            XCTAssertEqual(seen["ghosts"], 0, name)
            XCTAssertEqual(seen["scripts"], 0, name)
        }
    }

    func testPagesMakeNoNetworkRequest() throws {
        let policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
        for name in RenderFixtures.examples {
            let (page, url) = try open(HTMLRenderer.page(try RenderFixtures.example(name).form), name: "\(name).html")
            XCTAssertEqual(page.requests, [url.absoluteString], "\(name): only the page itself is loaded")
            XCTAssertEqual(
                try page.evaluate("document.querySelector('meta[http-equiv=Content-Security-Policy]').content"),
                .string(policy), "\(name): the page forbids itself every load")
        }
        // Negative control: the log sees a page that does load something.
        let remote = "http://127.0.0.1:9/picture.png"
        let (loading, url) = try open(#"<!DOCTYPE html><img src="\#(remote)">"#, name: "loading.html")
        XCTAssertEqual(loading.requests, [url.absoluteString, remote])
        XCTAssertNotEqual(loading.blocked[remote], "csp")
        // The policy stops a load that would creep in: the request is blocked before it leaves.
        let meta = #"<meta http-equiv="Content-Security-Policy" content="\#(policy)">"#
        let (blocked, _) = try open(
            "<!DOCTYPE html><html><head>\(meta)</head><body><img src=\"\(remote)\"></body></html>",
            name: "blocked.html")
        XCTAssertEqual(blocked.blocked[remote], "csp")
    }

    /// Width, height, colours and the share of pixels unlike the top-left one, decoded by the
    /// browser from the PNG.
    func measure(_ png: Data) throws -> JSONValue {
        let (page, _) = try open("<!DOCTYPE html><title>measure</title>", name: "measure.html")
        return try page.evaluate(
            """
            (async () => {
              const image = new Image();
              image.src = 'data:image/png;base64,\(png.base64EncodedString())';
              await image.decode();
              const canvas = document.createElement('canvas');
              canvas.width = image.width; canvas.height = image.height;
              const context = canvas.getContext('2d');
              context.drawImage(image, 0, 0);
              const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
              const colours = new Set();
              let other = 0;
              for (let i = 0; i < data.length; i += 4) {
                const colour = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
                colours.add(colour);
                if (colour !== ((data[0] << 16) | (data[1] << 8) | data[2])) other++;
              }
              return {width: canvas.width, height: canvas.height, colours: colours.size,
                      other: other / (data.length / 4), corner: [data[0], data[1], data[2]]};
            })()
            """)
    }

    func testScreenshotHasThePageSizeAndIsNotBlank() throws {
        let html = HTMLRenderer.page(try RenderFixtures.example("signup").form)
        let (page, _) = try open(html, name: "signup.html")
        let height = try XCTUnwrap(page.evaluate("document.documentElement.scrollHeight").intValue)
        let png = try browser.screenshot(html: html)
        // The PNG's own header: 390 CSS pixels at twice the density, the page's whole height.
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let header = Array(png[16..<24])
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let tall = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 780)
        XCTAssertEqual(tall, height * 2)
        XCTAssertGreaterThan(height, 700, "the whole form, not one screen of it")
        let seen = try measure(png)
        XCTAssertEqual(seen["width"], 780)
        XCTAssertGreaterThan(seen["colours"]?.intValue ?? 0, 50, "text and controls, not a blank page")
        XCTAssertGreaterThan(seen["other"]?.doubleValue ?? 0, 0.2)
        XCTAssertEqual(seen["corner"], [249, 249, 249], "the light navigation bar")
        // Negative control: a blank page measures as blank.
        let blank = try measure(try browser.screenshot(html: "<!DOCTYPE html><body style='background:#fff'>"))
        XCTAssertEqual(blank["colours"], 1)
        // Dark appearance: the same page under prefers-color-scheme: dark.
        let dark = try measure(try browser.screenshot(html: html, colorScheme: .dark))
        XCTAssertEqual(dark["corner"], [27, 27, 29], "the dark navigation bar over the black background")
        XCTAssertGreaterThan(dark["colours"]?.intValue ?? 0, 50)
    }

    func testShowHiddenDrawsHiddenThingsGhostedWithTheirConditions() throws {
        let form = try RenderFixtures.example("signup").form
        let (page, _) = try open(HTMLRenderer.page(form, showHidden: true))
        let ghosts = try page.evaluate(
            """
            [...document.querySelectorAll('.ghost')].map(e => ({
              kind: e.matches('section') ? 'section' : 'row', tag: e.dataset.tag ?? null, by: e.dataset.hiddenBy,
              note: e.querySelector(':scope > .hidden-by').innerText, shown: e.getClientRects().length > 0
            }))
            """)
        XCTAssertEqual(
            ghosts,
            [
                [
                    "kind": "section", "tag": nil, "by": "$accountType != 'business'",
                    "note": "hidden: $accountType != 'business'", "shown": true,
                ],
                [
                    "kind": "row", "tag": "frequency", "by": "$newsletter == 0", "note": "hidden: $newsletter == 0",
                    "shown": true,
                ],
            ])
        let rows = try page.evaluate("[...document.querySelectorAll('[data-row]')].map(r => r.dataset.tag ?? '-')")
        XCTAssertEqual(
            rows,
            [
                "email", "password", "accountType", "company", "employees", "newsletter", "frequency", "experience",
                "comments", "-", "-", "submit",
            ])
    }

    func testSpecTextStaysTextInTheBrowser() throws {
        let (page, _) = try open(try HTMLEscapingTests.hostilePage(in: directory))
        let seen = try page.evaluate(
            """
            ({title: document.querySelector('.nav-title').innerText, pageTitle: document.title,
              scripts: document.querySelectorAll('script').length,
              elements: document.querySelectorAll('.phone b, .phone img').length,
              placeholder: document.querySelector('[data-tag=t] .field').innerText,
              segment: document.querySelector('[data-tag=s] .segment').innerText,
              detail: document.querySelector('[data-tag=p] .value').innerText,
              custom: document.querySelector('[data-tag=o] .custom-cell').innerText})
            """)
        let hostile = JSONValue.string(RenderFixtures.hostile)
        XCTAssertEqual(seen["title"], hostile)
        XCTAssertEqual(seen["pageTitle"], .string(RenderFixtures.hostile + " — formspec preview"))
        XCTAssertEqual(seen["scripts"], 0)
        XCTAssertEqual(seen["elements"], 0)
        for key in ["placeholder", "segment", "detail", "custom"] { XCTAssertEqual(seen[key], hostile, key) }
    }

    func testFilmStripShowsEveryStepWithChangesAndMismatches() throws {
        let passing = try RenderFixtures.filmStrip(
            scenario: TestSupport.repositoryFile("protocol/examples/signup.scenario.json").path)
        let spec = TestSupport.repositoryFile("protocol/examples/signup.form.json").path
        let failingPath = try RenderFixtures.spec(
            """
            {"name": "a wrong <b>guess</b>", "spec": "\(spec)", "values": {"email": "ann@example.com"},
             "steps": [{"name": "first", "expect": {"valid": false}},
                       {"name": "second", "set": {"password": "abc123", "newsletter": true},
                        "expect": {"hidden": ["frequency"], "errors": {"email": "nope"}}}]}
            """, in: directory, name: "wrong.scenario.json")
        let failing = try RenderFixtures.filmStrip(scenario: failingPath)
        XCTAssertEqual(failing.frames[1].mismatches.map(\.tags), [["frequency"], ["email"]])
        let (page, _) = try open(HTMLRenderer.filmStrips([passing, failing]))
        let seen = try page.evaluate(
            """
            [...document.querySelectorAll('[data-scenario]')].map(s => ({
              title: s.querySelector('h1').innerText,
              steps: [...s.querySelectorAll('[data-step]')].map(step => ({
                title: step.dataset.step, passed: step.classList.contains('passed'),
                set: [...step.querySelectorAll('.step-set li')].map(e => e.innerText),
                mismatches: [...step.querySelectorAll('[data-mismatch]')].map(e => e.innerText),
                changed: [...step.querySelectorAll('.row.changed')].map(e => e.dataset.tag ?? '-'),
                outlined: [...step.querySelectorAll('.row.mismatch')].map(e => e.dataset.tag),
                rows: step.querySelectorAll('[data-row]').length
              }))
            }))
            """)
        let scenarios = try XCTUnwrap(seen.arrayValue)
        XCTAssertEqual(scenarios.count, 2)
        XCTAssertEqual(scenarios[0]["title"], "Signing up for a business account")
        let steps = try XCTUnwrap(scenarios[0]["steps"]?.arrayValue)
        XCTAssertEqual(steps.count, 4, "every step side by side")
        XCTAssertTrue(steps.allSatisfy { $0["passed"] == true })
        XCTAssertEqual(steps[1]["set"], [#"password = "s3cret42""#, #"accountType = "business""#])
        XCTAssertEqual(steps[1]["changed"], ["password", "accountType"])
        // Step 4 sets five values and two phones: the phone section's rows all change.
        XCTAssertEqual(
            steps[3]["changed"], ["employees", "newsletter", "experience", "comments", "-", "-", "-"])
        XCTAssertEqual(steps[3]["rows"], 13, "the company section and the second phone show")
        let wrong = try XCTUnwrap(scenarios[1]["steps"]?.arrayValue)
        XCTAssertEqual(scenarios[1]["title"], "a wrong <b>guess</b>")
        XCTAssertEqual(wrong[0]["passed"], true)
        XCTAssertEqual(wrong[1]["passed"], false)
        XCTAssertEqual(wrong[1]["mismatches"]?.arrayValue?.count, 2)
        // The rows of the failed expectations are outlined, in table order.
        XCTAssertEqual(wrong[1]["outlined"], ["email", "frequency"])
        XCTAssertEqual(wrong[1]["changed"], ["password", "newsletter"])
    }
}
