import Foundation

/// Finds the headless Chromium or Chrome that draws pictures: the one named with
/// `--browser`, else the first of the usual names on PATH.
public enum BrowserLocator {
    public static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]

    public struct Missing: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public static func find(
        explicit: String?, path: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> Result<
        String, Missing
    > {
        if let explicit {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                return .failure(Missing(description: "--browser: \(explicit) is not an executable file"))
            }
            return .success(explicit)
        }
        let folders = (path ?? "").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders {
                let candidate = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
            }
        }
        return .failure(
            Missing(
                description:
                    "a PNG needs a headless Chromium or Chrome, and none of \(names.joined(separator: ", ")) is on PATH; "
                    + "install one (Debian: apt-get install chromium) or name it with --browser PATH"))
    }
}
