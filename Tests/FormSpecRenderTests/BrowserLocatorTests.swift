import FormSpecRender
import Foundation
import TestSupport
import XCTest

/// Finding the browser, and the errors that name what is missing.
final class BrowserLocatorTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws { directory = try TestSupport.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func executable(_ name: String, _ script: String = "#!/bin/sh\nexit 0\n") throws -> String {
        let url = directory.appendingPathComponent(name)
        try script.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    func testNoBrowserOnPathNamesWhatIsMissing() {
        guard case .failure(let missing) = BrowserLocator.find(explicit: nil, path: directory.path) else {
            return XCTFail("found a browser in an empty folder")
        }
        for name in ["chromium", "google-chrome", "apt-get install chromium", "--browser"] {
            XCTAssertTrue(missing.description.contains(name), missing.description)
        }
    }

    func testFirstUsualNameOnPathWins() throws {
        let chrome = try executable("google-chrome")
        XCTAssertEqual(try BrowserLocator.find(explicit: nil, path: "/nonexistent:" + directory.path).get(), chrome)
        let chromium = try executable("chromium")
        XCTAssertEqual(try BrowserLocator.find(explicit: nil, path: directory.path).get(), chromium)
    }

    func testAnExplicitBrowserMustBeExecutable() throws {
        let file = directory.appendingPathComponent("not-a-browser")
        try "".write(to: file, atomically: true, encoding: .utf8)
        guard case .failure(let missing) = BrowserLocator.find(explicit: file.path, path: "") else {
            return XCTFail("a plain file is not a browser")
        }
        XCTAssertEqual(missing.description, "--browser: \(file.path) is not an executable file")
        let script = try executable("my-chrome")
        XCTAssertEqual(try BrowserLocator.find(explicit: script, path: "").get(), script)
    }

    func testAProgramThatIsNoBrowserIsReportedNotWaitedFor() throws {
        let fake = try executable("fake-browser", "#!/bin/sh\necho 'fake: no such option' >&2\nexit 3\n")
        XCTAssertThrowsError(try HeadlessBrowser(executable: fake, timeout: 20)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("the browser exited before answering"), text)
            XCTAssertTrue(text.contains("fake: no such option"), text)
        }
        let silent = try executable("silent-browser", "#!/bin/sh\nexec sleep 30\n")
        let started = Date()
        XCTAssertThrowsError(try HeadlessBrowser(executable: silent, timeout: 1)) { error in
            XCTAssertTrue("\(error)".contains("did not answer"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
