import FormSpecJSON
import Foundation

/// A headless Chromium that opens pages at a phone's width and reports what they did: the
/// screenshot of the whole page, the value of an expression evaluated in it, the network
/// requests it made.
public final class HeadlessBrowser: @unchecked Sendable {
    public enum ColorScheme: String, Sendable {
        case light, dark
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    private let pipe: DevToolsPipe
    private let profile: URL

    /// Starts the browser at `executable` with a fresh profile in a temporary folder.
    public init(executable: String, timeout: TimeInterval = 60) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var arguments = [
            "--headless", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile.path)",
        ]
        // Chromium refuses to run its sandbox as root (containers, CI).
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        do {
            pipe = try DevToolsPipe(executable: executable, arguments: arguments, timeout: timeout)
            try pipe.send("Target.setDiscoverTargets", JSONObject([("discover", .bool(false))]))
        } catch {
            try? FileManager.default.removeItem(at: profile)
            throw Failure(description: "\(error)")
        }
    }

    /// Opens `url` in a new tab `width` CSS pixels wide at `scale` device pixels each, and
    /// waits until it has loaded.
    public func open(
        _ url: URL, width: Int = 390, scale: Double = 2, colorScheme: ColorScheme = .light
    ) throws
        -> BrowserPage
    {
        try wrapped {
            let target = try pipe.send("Target.createTarget", JSONObject([("url", .string("about:blank"))]))
            guard let targetID = target["targetId"]?.stringValue else { throw Failure(description: "no tab") }
            let attached = try pipe.send(
                "Target.attachToTarget", JSONObject([("targetId", .string(targetID)), ("flatten", .bool(true))]))
            guard let session = attached["sessionId"]?.stringValue else { throw Failure(description: "no session") }
            let page = BrowserPage(pipe: pipe, session: session, width: width, scale: scale)
            try pipe.send("Page.enable", session: session)
            try pipe.send("Network.enable", session: session)
            try page.resize(height: 844)
            try pipe.send(
                "Emulation.setEmulatedMedia",
                JSONObject([
                    ("features", [["name": "prefers-color-scheme", "value": .string(colorScheme.rawValue)]])
                ]), session: session)
            try pipe.send("Page.navigate", JSONObject([("url", .string(url.absoluteString))]), session: session)
            _ = try pipe.event("Page.loadEventFired", session: session)
            return page
        }
    }

    /// A screenshot of the whole of an HTML page, written to a temporary file to be opened.
    public func screenshot(
        html: String, width: Int = 390, scale: Double = 2, colorScheme: ColorScheme = .light
    )
        throws -> Data
    {
        let file = profile.appendingPathComponent("page-\(UUID().uuidString).html")
        try Data(html.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try open(file, width: width, scale: scale, colorScheme: colorScheme).screenshot()
    }

    public func close() {
        pipe.close()
        try? FileManager.default.removeItem(at: profile)
    }

    private func wrapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
    }
}

/// A tab of the headless browser, loaded.
public struct BrowserPage {
    let pipe: DevToolsPipe
    let session: String
    let width: Int
    let scale: Double

    func resize(height: Int) throws {
        try pipe.send(
            "Emulation.setDeviceMetricsOverride",
            JSONObject([
                ("width", .integer(Int64(width))), ("height", .integer(Int64(height))),
                ("deviceScaleFactor", .double(scale)), ("mobile", .bool(false)),
            ]), session: session)
    }

    /// The value of a JavaScript expression in the page (awaited when it is a promise), as
    /// JSON. The page's own policy may forbid scripts; the DevTools protocol is not bound by it.
    public func evaluate(_ expression: String) throws -> JSONValue {
        let result = try pipe.send(
            "Runtime.evaluate",
            JSONObject([("expression", .string(expression)), ("returnByValue", true), ("awaitPromise", true)]),
            session: session)
        if let exception = result["exceptionDetails"] {
            throw HeadlessBrowser.Failure(
                description:
                    "script failed: \(exception["exception"]?["description"]?.stringValue ?? exception.encodedString())"
            )
        }
        return result["result"]?["value"] ?? .null
    }

    /// A PNG of the whole page: the viewport is made as tall as the document first.
    public func screenshot() throws -> Data {
        let metrics = try pipe.send("Page.getLayoutMetrics", session: session)
        let height = metrics["cssContentSize"]?["height"]?.doubleValue ?? 844
        try resize(height: max(1, Int(height.rounded(.up))))
        let shot = try pipe.send("Page.captureScreenshot", JSONObject([("format", "png")]), session: session)
        guard let base64 = shot["data"]?.stringValue, let data = Data(base64Encoded: base64) else {
            throw HeadlessBrowser.Failure(description: "the browser returned no screenshot")
        }
        return data
    }

    /// Every URL the page asked the network layer for since it was opened, the page's own
    /// included (a request the page's policy then blocks is listed too: see `blocked`).
    public var requests: [String] {
        events("Network.requestWillBeSent").compactMap { $0["request"]?["url"]?.stringValue }
    }

    /// The URLs of requests that failed, with the reason the browser blocked them (`csp`), if any.
    public var blocked: [String: String] {
        let urls = Dictionary(
            events("Network.requestWillBeSent").compactMap { event in
                event["requestId"]?.stringValue.flatMap { id in event["request"]?["url"]?.stringValue.map { (id, $0) } }
            }, uniquingKeysWith: { first, _ in first })
        var blocked: [String: String] = [:]
        for failure in events("Network.loadingFailed") {
            guard let id = failure["requestId"]?.stringValue, let url = urls[id] else { continue }
            blocked[url] = failure["blockedReason"]?.stringValue ?? failure["errorText"]?.stringValue ?? "failed"
        }
        return blocked
    }

    /// The parameters of the protocol events of a kind the page has sent so far.
    public func events(_ method: String) -> [JSONValue] {
        pipe.events(method, session: session).compactMap { $0["params"] }
    }
}
