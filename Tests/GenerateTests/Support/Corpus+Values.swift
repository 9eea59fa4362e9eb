import FormSpecJSON

extension Corpus {
    /// Every cell config dictionary.
    static let cellConfigs = form([
        section([
            row(
                "configured", "text",
                [
                    "title": "Configured",
                    "cellConfig": ["textField.placeholder": "Type here", "textLabel.textColor": "#336699"],
                    "cellConfigAtConfigure": ["textField.textAlignment": "right", "textFieldLengthPercentage": 0.4],
                    "cellConfigIfDisabled": ["backgroundColor": "#EEEEEE", "textField.alpha": 0.5],
                ]),
            row(
                "picked", "selectorPush",
                [
                    "title": "Picked", "selectorOptions": fruit,
                    "cellConfigForSelector": ["textLabel.textColor": "systemBlue", "tintColor": "#FF0000"],
                ]),
        ])
    ])

    /// Every kind of value a key path takes.
    static let configValues = form([
        section([
            row(
                "field", "text",
                [
                    "title": "Field",
                    "cellConfig": [
                        "textField.placeholder": "string", "textField.alpha": 0.75, "textLabel.numberOfLines": 2,
                        "textFieldMaxNumberOfCharacters": 10, "clipsToBounds": true,
                        "textField.clearsOnBeginEditing": 1, "textField.textColor": "#00000080",
                        "textField.font": ["name": "Helvetica-Bold", "size": 15],
                        "textLabel.font": ["textStyle": "headline"], "tintColor": "tintColor",
                        "textField.background": "FieldBackground", "textLabel.textAlignment": "center",
                        "accessoryType": "disclosureIndicator", "layer.cornerCurve": "continuous",
                        "layer.maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"],
                        "textField.borderStyle": "roundedRect", "imageView.image": .null,
                    ],
                ]),
            row(
                "fonts", "textView",
                [
                    "title": "Fonts",
                    "cellConfig": [
                        "textView.font": ["name": "system", "size": 14],
                        "textLabel.font": ["name": "boldSystem", "size": 17],
                        "textView.placeholderColor": "#999999",
                        "textView.dataDetectorTypes": ["phoneNumber", "link"],
                    ],
                ]),
            row(
                "italic", "name",
                ["title": "Italic", "cellConfig": ["textField.font": ["name": "italicSystem", "size": 13.5]]]),
            row(
                "when", "date",
                [
                    "title": "When",
                    "cellConfigAtConfigure": [
                        "minimumDate": "2026-01-01", "maximumDate": "2026-12-31T23:59:59Z", "locale": "fr_FR",
                        "formDatePickerMode": "dateTime", "formDatePickerStyle": "inline", "minuteInterval": 15,
                    ],
                ]),
            row(
                "picker", "datePicker",
                [
                    "title": "Picker",
                    "cellConfig": [
                        "datePicker.timeZone": "Europe/Paris", "datePicker.calendar": "iso8601",
                        "datePicker.datePickerMode": "dateAndTime",
                    ],
                ]),
            row(
                "unknownCell", "info",
                [
                    "title": "Unknown cell", "cellClass": "BadgeCell",
                    "cellConfig": [
                        "badge.values": [1, "two", true], "badge.style": ["size": 2, "shape": "round"],
                        "badge.count": 3, "badge.label": "New",
                    ],
                ]),
        ])
    ])

    /// Values as XLForm holds them, converted from what the spec writes.
    static let values = form([
        section([
            row("textNumber", "text", ["title": "Text from a number", "value": 42]),
            row("decimalText", "number", ["title": "Decimal from text", "value": "3.5"]),
            row("wholeDecimal", "decimal", ["title": "Whole decimal", "value": 12]),
            row("truncated", "integer", ["title": "Truncated", "value": 2.7]),
            row("nothing", "text", ["title": "Nothing", "value": .null]),
            row("switchOne", "booleanSwitch", ["title": "One", "value": 1]),
            row("checkZero", "booleanCheck", ["title": "Zero", "value": 0]),
            row(
                "mixed", "selectorActionSheet",
                ["title": "Mixed", "selectorOptions": ["a", 1, true, 2.5], "value": 1]),
            row(
                "outside", "selectorPush",
                ["title": "Outside", "selectorOptions": ["a", "b"], "value": "z"]),
            row(
                "nullOption", "selectorPush",
                [
                    "title": "Null option", "selectorOptions": [option(.null, "Nothing"), option("x", "X")],
                    "value": "x",
                ]),
            row(
                "writtenObject", "selectorPush",
                ["title": "Written object", "selectorOptions": fruit, "value": option("b", "Banana!")]),
            row(
                "many", "multipleSelector",
                ["title": "Many", "selectorOptions": ["x", "y", 3], "value": ["x", 3]]),
            row("noneChosen", "multipleSelector", ["title": "None chosen", "selectorOptions": ["x"], "value": []]),
            row("number", "info", ["title": "Number", "value": 12.5]),
            row("offset", "datetime", ["title": "Offset", "value": "2026-11-21T10:00:00+01:00"]),
            row("fraction", "time", ["title": "Fraction", "value": "2026-11-21T09:00:00.250Z"]),
            row(
                "inferredLeft", "selectorLeftRight",
                [
                    "title": "Inferred left", "value": "y",
                    "selectorOptions": [
                        ["leftValue": 1, "rightOptions": ["x"]], ["leftValue": 2, "rightOptions": ["y"]],
                    ],
                ]),
        ])
    ])

    /// Text the languages must escape, and tags that are no identifiers.
    static let strings = form(
        [
            section(
                [
                    row("all-day", "booleanSwitch", ["title": "He said \"hi\" \\ back"]),
                    row("Title", "text", ["title": "Line 1\nLine 2\tTabbed", "value": "Café ☕️ 日本 \u{1}"]),
                    row(
                        "default", "text",
                        ["title": "100% sure, US$ 5", "requireMsg": "%@ is 100%% needed", "required": true]),
                    row("class", "text", ["title": "*/ /* // \"\"\" \\(not interpolated)"]),
                    row("1st", "text", ["title": "First"]),
                    row("allDay", "text", ["title": "Same identifier as all-day"]),
                ],
                ["title": "Quotes \"and\"\nlines"])
        ],
        ["title": "Strings \"escaped\" \\ here"])

    /// Predicates over every kind of row, for the targets that compile them.
    static let predicates = form([
        section(
            [
                row("sw", "booleanSwitch", ["title": "Switch", "value": false]),
                row("name", "name", ["title": "Name"]),
                row("age", "integer", ["title": "Age", "value": 30]),
                row("price", "decimal", ["title": "Price", "value": 9.99]),
                row(
                    "kind", "selectorSegmentedControl", ["title": "Kind", "selectorOptions": ["a", "b"], "value": "a"]),
                row("fruit", "selectorPush", ["title": "Fruit", "selectorOptions": fruit, "value": "b"]),
                row("when", "date", ["title": "When", "value": "2026-11-21"]),
                row("tags", "multipleSelector", ["title": "Tags", "selectorOptions": ["x", "y"], "value": ["x"]]),
            ], ["title": "Inputs"]),
        section(
            [
                row("p1", "info", ["title": "Switch on", "hidden": "$sw == 1"]),
                row("p2", "info", ["title": "Switch off", "hidden": "$sw == 0", "disabled": "$sw == NO"]),
                row("p3", "info", ["title": "No name", "hidden": "$name == nil", "disabled": "$name != nil"]),
                row("p4", "info", ["title": "Bob", "hidden": "$name == 'Bob' OR $name CONTAINS[c] 'bo'"]),
                row("p5", "info", ["title": "B names", "hidden": "$name BEGINSWITH 'B' AND NOT ($name ENDSWITH 'b')"]),
                row("p6", "info", ["title": "Adult", "hidden": "$age >= 18 AND $age < 65", "disabled": "$age > 100"]),
                row("p7", "info", ["title": "Between", "hidden": "$age BETWEEN {18, 65}"]),
                row("p8", "info", ["title": "Kind", "hidden": "$kind == 'b'", "disabled": "$kind IN {'a', 'b'}"]),
                row("p9", "info", ["title": "Price", "hidden": "$price > 9.5 OR $price == nil"]),
                row(
                    "p10", "info",
                    ["title": "Chain", "hidden": "$p1.isHidden == 1", "disabled": "$p2.isDisabled == YES"]),
                row("p11", "info", ["title": "Value attribute", "hidden": "$age.value <= 10 || !($sw == 1)"]),
                row("p12", "info", ["title": "Fruit", "hidden": "$fruit.value == 'b'"]),
            ], ["title": "Predicates", "hidden": "$sw == 1 AND $age == 0"]),
    ])
}
