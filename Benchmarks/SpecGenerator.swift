import Foundation

/// Generated specs of any size that look like real forms: every section mixes text, selector,
/// switch, date and number rows, with predicates over earlier rows and cell configs.
enum SpecGenerator {
    static func spec(rows: Int, rowsPerSection: Int = 25) -> String {
        var sections: [String] = []
        var n = 0
        while n < rows {
            var rowTexts: [String] = []
            for _ in 0..<min(rowsPerSection, rows - n) {
                rowTexts.append(row(n))
                n += 1
            }
            sections.append(
                "    {\n      \"title\": \"Section \(sections.count + 1)\",\n      \"rows\": [\n"
                    + rowTexts.joined(separator: ",\n") + "\n      ]\n    }")
        }
        return "{\n  \"title\": \"Generated\",\n  \"sections\": [\n" + sections.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    static func row(_ i: Int) -> String {
        let indent = "        "
        switch i % 5 {
        case 0:
            return indent
                + #"{"tag": "name\#(i)", "rowType": "text", "title": "Name \#(i)", "required": true, "cellConfig": {"textField.placeholder": "Name", "textField.textAlignment": "right"}, "validators": [{"type": "regex", "regex": "^[A-Za-z ]{2,40}$", "msg": "Letters only"}]}"#
        case 1:
            return indent
                + #"{"tag": "kind\#(i)", "rowType": "selectorPush", "title": "Kind", "value": "a", "selectorOptions": [{"formValue": "a", "formDisplayText": "A"}, {"formValue": "b", "formDisplayText": "B"}, "c"], "hidden": "$name\#(i - 1) == nil"}"#
        case 2:
            return indent
                + #"{"tag": "on\#(i)", "rowType": "booleanSwitch", "title": "Enabled", "value": false, "disabled": "$kind\#(i - 1) == 'c'"}"#
        case 3:
            return indent
                + #"{"tag": "when\#(i)", "rowType": "dateInline", "title": "When", "value": "2026-11-21", "hidden": "$on\#(i - 1) == 0 OR $name\#(i - 3) contains[c] 'x'"}"#
        default:
            return indent
                + #"{"tag": "count\#(i)", "rowType": "stepCounter", "title": "Count", "value": 1, "cellConfig": {"stepControl.maximumValue": 10}}"#
        }
    }
}
