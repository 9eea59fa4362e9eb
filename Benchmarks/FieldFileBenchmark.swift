import FormSpec
import FormSpecIDE
import FormSpecJSON
import Foundation

/// FXForms field files: parse + model and parse + check of a generated N-field file (what the
/// server pays per keystroke: field files are analysed whole), and completion and hover in it.
enum FieldFileBenchmark {
    static func run(_ arguments: [String]) throws {
        let fields = Int(arguments.first ?? "") ?? 1000
        // `--iterations N` runs each phase exactly N times (for instruction counts under callgrind).
        if let i = arguments.firstIndex(of: "--iterations"), i + 1 < arguments.count {
            CheckBenchmark.fixedIterations = Int(arguments[i + 1])
        }

        let text = generate(fields: fields)
        let bytes = Array(text.utf8)
        print("field file: \(fields) fields, \(bytes.count) bytes")
        let model = CheckBenchmark.measure { _ = SpecDocument(bytes: bytes, dialect: .fxforms) }
        var diagnostics = 0
        let check = CheckBenchmark.measure {
            diagnostics = Analyzer.analyze(SpecDocument(bytes: bytes, dialect: .fxforms)).count
        }
        let document = SpecDocument(bytes: bytes, dialect: .fxforms)
        let last = text.range(of: "\"key\": \"f\(fields - 1)\"")!
        let keyOffset = text.utf8.distance(from: text.utf8.startIndex, to: last.lowerBound) + 1
        let completion = CheckBenchmark.measure { _ = CompletionEngine().complete(in: document, at: keyOffset) }
        let hover = CheckBenchmark.measure { _ = HoverEngine().hover(in: document, at: keyOffset + 9) }
        print("parse + model:  \(CheckBenchmark.format(model))")
        print("parse + check:  \(CheckBenchmark.format(check)), \(diagnostics) diagnostics")
        print("completion (last field's keys):  \(CheckBenchmark.format(completion))")
        print("hover (last field):              \(CheckBenchmark.format(hover))")
    }

    /// Fields of every kind the rules look at, a header every 10, one finding every 7.
    static func generate(fields: Int) -> String {
        let shapes = [
            #""type": "email", "textField.placeholder": "name@example.com""#,
            #""options": ["a", "b", "c"], "default": "b""#,
            #""class": "NSNumber", "options": ["x", "y"], "default": 1"#,
            #""type": "integer", "cell": "FXFormStepperCell", "stepper.maximumValue": 10"#,
            #""class": "NSArray", "inline": true, "template": {"type": "phone"}"#,
            #""type": "boolean", "switchControl.enabled": true"#,
            #""type": "nubmer", "textField.autocapitalizationType": 1"#,
        ]
        var items: [String] = []
        for i in 0..<fields {
            let header = i % 10 == 0 ? #""header": "Section \#(i / 10)", "# : ""
            items.append("  {\(header)\"key\": \"f\(i)\", \(shapes[i % shapes.count])}")
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
