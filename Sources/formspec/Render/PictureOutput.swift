import FormSpecRender
import Foundation

/// Writes the drawn form for `formspec preview --format html|png`: the page (or the scenario
/// report) as HTML, or its screenshot by a headless Chromium, to `-o FILE` or standard output.
struct PictureOutput {
    enum Kind {
        case html, png
    }

    var kind: Kind
    /// nil or `-`: standard output.
    var output: String?
    var browser: String?
    var appearance: HeadlessBrowser.ColorScheme
    var showHidden: Bool
    var render: RenderOptions

    /// The width of a phone and the margins and gaps of the scenario report around its steps.
    static func width(steps: Int) -> Int { 48 + max(steps, 1) * 414 }

    /// Writes the page or its picture (`width` CSS pixels wide); a missing browser or an
    /// unwritable file is exit status 2 with a message that names it.
    func write(page html: String, width: Int = 390) throws {
        switch kind {
        case .html:
            try emit(Data(html.utf8))
        case .png:
            if output == nil || output == "-", isatty(FileHandle.standardOutput.fileDescriptor) != 0 {
                throw PreviewIO.fail("--format png writes binary data: give -o FILE, or redirect standard output")
            }
            let executable: String
            switch BrowserLocator.find(explicit: browser) {
            case .success(let found): executable = found
            case .failure(let missing): throw PreviewIO.fail(missing.description)
            }
            let png: Data
            do {
                let headless = try HeadlessBrowser(executable: executable)
                defer { headless.close() }
                png = try headless.screenshot(html: html, width: width, colorScheme: appearance)
            } catch {
                throw PreviewIO.fail("\(executable): \(error)")
            }
            try emit(png)
        }
    }

    private func emit(_ data: Data) throws {
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output))
        } catch {
            throw PreviewIO.fail("\(output): cannot write: \(error.localizedDescription)")
        }
    }
}
