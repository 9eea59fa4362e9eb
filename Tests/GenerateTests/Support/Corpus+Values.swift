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
                    "cellConfigAtConfigure": ["textField.textAlignment": "right"],
                    "cellConfigIfDisabled": ["backgroundColor": "#EEEEEE", "textField.alpha": 0.5],
                ])
        ])
    ])

    /// Cell configs only XLForm's cells take: its own properties, the options list's cells, a
    /// cell class formspec does not know.
    static let xlformConfigs = form([
        section([
            row(
                "picked", "selectorPush",
                [
                    "title": "Picked", "selectorOptions": fruit,
                    "cellConfigForSelector": ["textLabel.textColor": "systemBlue", "tintColor": "#FF0000"],
                ]),
            row(
                "limited", "text",
                [
                    "title": "Limited",
                    "cellConfig": ["textFieldMaxNumberOfCharacters": 10, "textFieldLengthPercentage": 0.4],
                ]),
            row("notes", "textView", ["title": "Notes", "cellConfig": ["textView.placeholderColor": "#999999"]]),
            row(
                "when", "date",
                [
                    "title": "When",
                    "cellConfigAtConfigure": [
                        "locale": "fr_FR", "formDatePickerMode": "dateTime", "formDatePickerStyle": "inline",
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

    /// Every kind of value a key path takes.
    static let configValues = form([
        section([
            row(
                "field", "text",
                [
                    "title": "Field",
                    "cellConfig": [
                        "textField.placeholder": "string", "textField.alpha": 0.75, "textLabel.numberOfLines": 2,
                        "clipsToBounds": true,
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
                        "minimumDate": "2026-01-01", "maximumDate": "2026-12-31T23:59:59Z", "minuteInterval": 15,
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
                "outside", "selectorPush",
                ["title": "Outside", "selectorOptions": ["a", "b"], "value": "z"]),
            row(
                "writtenObject", "selectorPush",
                ["title": "Written object", "selectorOptions": fruit, "value": option("b", "Banana!")]),
            row("number", "info", ["title": "Number", "value": 12.5]),
            row("offset", "datetime", ["title": "Offset", "value": "2026-11-21T10:00:00+01:00"]),
            row("fraction", "time", ["title": "Fraction", "value": "2026-11-21T09:00:00.250Z"]),
            row("now", "date", ["title": "Now", "value": ["timeIntervalSinceNow": 0]]),
            row(
                "inAnHour", "datetime",
                [
                    "title": "In an hour", "value": ["timeIntervalSinceNow": 3600],
                    "cellConfigAtConfigure": ["minimumDate": ["timeIntervalSinceNow": -86400]],
                ]),
        ])
    ])

    /// Values Eureka cannot hold: options of mixed kinds or with a null, ordered multiple
    /// choices, a left-right selector.
    static let xlformValues = form([
        section([
            row(
                "mixed", "selectorActionSheet",
                ["title": "Mixed", "selectorOptions": ["a", 1, true, 2.5], "value": 1]),
            row(
                "nullOption", "selectorPush",
                [
                    "title": "Null option", "selectorOptions": [option(.null, "Nothing"), option("x", "X")],
                    "value": "x",
                ]),
            row(
                "many", "multipleSelector",
                ["title": "Many", "selectorOptions": ["x", "y", 3], "value": ["x", 3]]),
            row("noneChosen", "multipleSelector", ["title": "None chosen", "selectorOptions": ["x"], "value": []]),
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

    /// More operators and row kinds, for the targets that compile predicates.
    static let morePredicates = form([
        section(
            [
                row("name", "text", ["title": "Name", "value": "Bob"]),
                row("site", "url", ["title": "Site"]),
                row("level", "slider", ["title": "Level", "value": 0.5]),
                row("steps", "stepCounter", ["title": "Steps", "value": 2]),
                row(
                    "count", "selectorSegmentedControl", ["title": "Count", "selectorOptions": [1, 2, 3], "value": 1]),
                row("fruit", "selectorActionSheet", ["title": "Fruit", "selectorOptions": fruit, "value": "a"]),
                row("agree", "booleanCheck", ["title": "Agree"]),
                row("price", "number", ["title": "Price", "value": 4]),
            ], ["title": "Inputs"]),
        section(
            [
                row("q1", "info", ["title": "Case", "hidden": "$name ==[c] 'BOB' OR $name ENDSWITH[cd] 'É'"]),
                row("q2", "info", ["title": "Order", "hidden": "$name < 'M'", "disabled": "$name >=[c] 'bob'"]),
                row("q3", "info", ["title": "Site", "hidden": "$site == 'http://example.com' OR $site == nil"]),
                row("q4", "info", ["title": "Level", "hidden": "$level > 0.1 AND $level <= 0.75"]),
                row("q5", "info", ["title": "Steps", "hidden": "$steps >= 3", "disabled": "$steps BETWEEN {1, 2.5}"]),
                row("q6", "info", ["title": "Count", "hidden": "$count IN {1, 2}", "disabled": "$count != 3"]),
                row(
                    "q7", "info", ["title": "Fruit", "hidden": "$fruit.formValue == 'a'", "disabled": "$fruit == nil"]),
                row("q8", "info", ["title": "Agree", "hidden": "NOT $agree == 1", "disabled": "$agree == TRUE"]),
                row("q9", "info", ["title": "Price", "hidden": "$price > 3.5 AND $price != 10"]),
                row("q10", "info", ["title": "Chain", "hidden": "$q1.isHidden == 0 AND $q4.isHidden == NO"]),
                row("q11", "info", ["title": "Always", "hidden": "TRUEPREDICATE", "disabled": "FALSEPREDICATE"]),
                row("q12", "info", ["title": "Contains", "hidden": "$name CONTAINS 'o' AND $name BEGINSWITH[c] 'b'"]),
            ], ["title": "Predicates"]),
    ])

    /// A disabled form: every row is disabled, whatever its own predicate says.
    static let disabledForm = form(
        [
            section([
                row("sw", "booleanSwitch", ["title": "Switch", "value": true]),
                row("r1", "text", ["title": "Own predicate", "disabled": "$sw == 1", "hidden": "$r2.isDisabled == 1"]),
                row("r2", "text", ["title": "Plain"]),
            ])
        ], ["title": "Disabled", "disabled": true])
}
