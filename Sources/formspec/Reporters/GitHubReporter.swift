import FormSpec
import Foundation

/// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation per finding.
struct GitHubReporter: Reporter {
    func head() -> String { "" }

    func part(_ file: CheckedFile) -> String {
        var out = ""
        for d in file.diagnostics {
            let (line, column) = file.lines.humanLocation(of: d.range.start)
            let (endLine, endColumn) = file.lines.humanLocation(of: d.range.end)
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .information, .hint: command = "notice"
            }
            var properties = ["file=\(property(file.path))", "line=\(line)", "col=\(column)", "endLine=\(endLine)"]
            if endLine == line { properties.append("endColumn=\(endColumn)") }
            properties.append("title=\(property("formspec " + d.code.rawValue))")
            out += "::\(command) \(properties.joined(separator: ","))::\(data(d.message))\n"
        }
        return out
    }

    func tail(_ summary: CheckSummary, failures: [SpecFiles.Failure]) -> String {
        failures.map { "::error file=\(property($0.path)),title=formspec::\(data($0.description))\n" }.joined()
    }

    /// Escaping GitHub's runner applies to command data and properties.
    private func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
            of: "\n", with: "%0A")
    }

    private func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
