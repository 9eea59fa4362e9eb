import FormSpec
import FormSpecGenerate
import FormSpecJSON
import Foundation

/// A generated corpus of specs that together use all 40 row types and every property of the
/// format (CorpusTests checks both, and that no spec has an error). Each spec is small and
/// about one thing, so that a target refusing one feature still generates the rest.
enum Corpus {
    struct Spec {
        let name: FormName
        let json: JSONValue
        let document: SpecDocument
    }

    static let specs: [Spec] = {
        var specs: [(String, JSONValue)] = []
        for info in Catalog.standard.rowTypes { specs.append(("RowType" + upper(info.name), rowTypeForm(info))) }
        specs += [
            ("FormSettings", formSettings), ("FormDefaults", formDefaults), ("CustomTypes", customTypes),
            ("Sections", sections), ("Multivalued", multivalued), ("RowProperties", rowProperties),
            ("Actions", actions), ("XLFormActions", xlformActions), ("LastRowInsertion", lastRowInsertion),
            ("Validators", validators), ("CellConfigs", cellConfigs), ("XLFormConfigs", xlformConfigs),
            ("XLFormValues", xlformValues),
            ("ConfigValues", configValues), ("Values", values), ("Strings", strings), ("Predicates", predicates),
            ("MorePredicates", morePredicates), ("DisabledForm", disabledForm), ("XLFormFormatters", xlformFormatters),
        ]
        return specs.map { name, json in
            Spec(
                name: FormName(name)!, json: json,
                document: SpecDocument(name: "\(name).form.json", text: json.encodedString(.indented(2))))
        }
    }()

    static func upper(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    // MARK: builders

    static func form(_ sections: [JSONValue], _ extra: JSONObject = [:]) -> JSONValue {
        var form = extra
        form["sections"] = .array(sections)
        return .object(form)
    }

    static func section(_ rows: [JSONValue], _ extra: JSONObject = [:]) -> JSONValue {
        var section = extra
        section["rows"] = .array(rows)
        return .object(section)
    }

    static func row(_ tag: String?, _ rowType: String, _ extra: JSONObject = [:]) -> JSONValue {
        var row = extra
        if let tag { row["tag"] = .string(tag) }
        row["rowType"] = .string(rowType)
        return .object(row)
    }

    static func option(_ value: JSONValue, _ text: String) -> JSONValue {
        ["formValue": value, "formDisplayText": .string(text)]
    }

    static let listSelectors: Set<String> = [
        "selectorPush", "selectorPopover", "selectorActionSheet", "selectorAlertView", "multipleSelector",
        "multipleSelectorPopover",
    ]

    static let fruit: JSONValue = [option("a", "Apple"), option("b", "Banana"), option("c", "Cherry")]

    // MARK: one spec per row type

    /// A row of the type with the value, options and text properties it takes, and a bare one.
    static func rowTypeForm(_ info: RowTypeInfo) -> JSONValue {
        var full: JSONObject = ["title": .string(upper(info.name))]
        switch info.valueKind {
        case .string: full["value"] = "hello"
        case .number:
            full["value"] =
                switch info.name {
                case "integer": 7
                case "slider": 0.5
                case "stepCounter": 3
                default: 42.5
                }
        case .bool: full["value"] = true
        case .date:
            full["value"] = info.name == "date" || info.name == "dateInline" ? "2026-11-21" : "2026-11-21T09:30:00Z"
            if info.name != "datePicker" { full["noValueDisplayText"] = "No date" }
        case .option, .options:
            full["selectorOptions"] = fruit
            full["value"] = info.valueKind == .options ? ["a", "c"] : "b"
            // Only the cells that show them (XLFormSelectorCell's lists and alerts, and its
            // text while nothing is chosen).
            if Self.listSelectors.contains(info.name) { full["selectorTitle"] = "Pick a fruit" }
            if Self.listSelectors.contains(info.name) || info.name.hasPrefix("selectorPickerView") {
                full["noValueDisplayText"] = "None"
            }
        case .display: full["value"] = "v1.0"
        case .image, .none: break
        }
        if info.name == "selectorLeftRight" {
            full["selectorOptions"] = [
                [
                    "leftValue": "Fruit", "rightOptions": fruit, "httpParameterKey": "fruit",
                    "rightSelectorControllerClass": "FruitPickerViewController", "noValueDisplayText": "No fruit",
                    "selectorTitle": "Fruits", "leftValueChangePolicy": "chooseFirstOption",
                ],
                ["leftValue": "Nut", "rightOptions": ["almond", "pecan"], "httpParameterKey": "nut"],
            ]
            full["value"] = ["leftValue": "Nut", "value": "pecan"]
        }
        if info.name == "button" { full["action"] = ["formSelector": "didTapButton:"] }
        if info.valueKind.bearsValue {
            full["required"] = true
            full["requireMsg"] = "%@ is needed"
        }
        var rows = [row(info.name + "Full", info.name, full), row(info.name + "Bare", info.name)]
        if info.name == "selectorLeftRight", let options = full["selectorOptions"] {
            rows.append(
                row(
                    info.name + "LeftChosen", info.name,
                    ["selectorOptions": options, "leftRightSelectorLeftOptionSelected": "Fruit"]))
        }
        if info.valueKind == .option, info.name != "selectorLeftRight" {
            rows.append(
                row(
                    info.name + "Scalars", info.name,
                    ["selectorOptions": ["personal", "business"], "value": "business"]))
        }
        return form([section(rows, ["title": .string(info.name)])])
    }

    // MARK: form, sections, rows

    static let formSettings = form(
        [section([row("name", "text", ["title": "Name"])])],
        [
            "title": "Settings", "disabled": true, "addAsteriskToRequiredRowsTitle": true,
            "assignFirstResponderOnShow": true, "endEditingTableViewOnScroll": false,
            "rowNavigationOptions": [
                "enabled", "stopDisableRow", "skipCanNotBecomeFirstResponderRow", "stopInlineRow",
            ],
        ])

    static let formDefaults = form(
        [section([row("name", "text")])],
        [
            "disabled": false, "addAsteriskToRequiredRowsTitle": false, "assignFirstResponderOnShow": false,
            "endEditingTableViewOnScroll": true, "rowNavigationOptions": ["none"],
        ])

    static let customTypes = form(
        [
            section([
                row(
                    "rating", "rating", ["title": "Rating", "value": 4, "cellConfig": ["ratingView.maximumRating": 5]]),
                row("plain", "plainCustom", ["title": "Plain"]),
            ])
        ],
        [
            "customRowTypes": [
                "rating": [
                    "cellClass": "RatingCell", "baseCell": "XLFormBaseCell", "valueType": "number",
                    "keyPaths": ["ratingView.maximumRating": "number", "ratingView.tintColor": "color"],
                    "doc": "Five stars.",
                ],
                "plainCustom": ["cellClass": "PlainCell", "inlineRowType": "datePicker"],
            ]
        ])

    static let sections = form([
        section(
            [row("a", "booleanSwitch", ["title": "A", "value": false])], ["title": "First", "footerTitle": "Footnote"]),
        section([row("b", "text", ["title": "B"])], ["title": "Hidden", "hidden": true]),
        section([row("c", "text", ["title": "C"])], ["hidden": "$a == 0"]),
        section([row("d", "text", ["title": "D"])], ["hidden": false, "footerTitle": "Only a footer"]),
        section([]),
    ])

    static let multivalued = form([
        section(
            [row(nil, "phone", ["title": "Phone", "value": "+1 555 0100"]), row(nil, "phone", ["title": "Phone"])],
            [
                "title": "Phones", "multivaluedTag": "phones",
                "sectionOptions": ["canInsert", "canDelete", "canReorder"],
                "sectionInsertMode": "button", "multivaluedAddButton": ["title": "Add a phone"],
                "multivaluedRowTemplate": row(nil, "phone", ["title": "Phone", "required": true]),
            ]),
        section([row(nil, "email", ["title": "Email"])], ["title": "Emails", "multivaluedTag": "emails"]),
        section([row(nil, "name", ["title": "Name"])], ["sectionOptions": ["canDelete"]]),
    ])

    /// XLForm's "last row" insertion, which Eureka has no counterpart for.
    static let lastRowInsertion = form([
        section(
            [row(nil, "email", ["title": "Email"])],
            [
                "title": "Emails", "multivaluedTag": "emails", "sectionOptions": ["canInsert"],
                "sectionInsertMode": "lastRow",
            ])
    ])

    static let rowProperties = form([
        section([
            row("shown", "text", ["title": "Shown", "hidden": false, "disabled": false]),
            row("gone", "text", ["title": "Gone", "hidden": true]),
            row("locked", "text", ["title": "Locked", "disabled": true]),
            row("styled", "info", ["title": "Styled", "height": 60, "cellStyle": "subtitle", "value": "12"]),
            row(
                "classes", "info",
                ["title": "Classes", "cellClass": "StyledCell", "valueTransformer": "UppercaseTransformer"]),
            row("plainStyle", "info", ["title": "Default", "cellStyle": "default", "height": 44.5]),
            row("value1", "info", ["title": "Value1", "cellStyle": "value1"]),
            row("value2", "info", ["title": "Value2", "cellStyle": "value2"]),
            row("empty", "text", ["title": ""]),
            row("", "button", ["title": "Empty tag"]),
        ])
    ])

    static let actions = form([
        section([
            row(
                "push", "button",
                [
                    "title": "Push",
                    "action": [
                        "viewControllerClass": "DetailViewController", "viewControllerPresentationMode": "push",
                    ],
                ]),
            row(
                "present", "button",
                [
                    "title": "Present",
                    "action": [
                        "viewControllerClass": "DetailViewController", "viewControllerPresentationMode": "present",
                    ],
                ]),
            row(
                "nib", "button",
                [
                    "title": "Nib",
                    "action": [
                        "viewControllerNibName": "DetailViewController", "viewControllerPresentationMode": "default",
                    ],
                ]),
            row("segue", "button", ["title": "Segue", "action": ["formSegueIdentifier": "showDetail"]]),
            row("segueClass", "button", ["title": "Segue class", "action": ["formSegueClass": "FadeSegue"]]),
            row("selector", "button", ["title": "Selector", "action": ["formSelector": "submit"]]),
            row("twoPart", "button", ["title": "Two parts", "action": ["formSelector": "submit:sender:"]]),
        ])
    ])

    /// Actions Eureka cannot take: a storyboard's controller, a custom selector controller.
    static let xlformActions = form([
        section([
            row(
                "storyboard", "button",
                [
                    "title": "Storyboard",
                    "action": ["viewControllerStoryboardId": "Detail", "viewControllerPresentationMode": "present"],
                ]),
            row(
                "custom", "selectorPush",
                ["title": "Custom selector", "action": ["viewControllerClass": "CountryPickerViewController"]]),
        ])
    ])

    /// Formatters and the app's own validator, which Eureka has no counterpart for.
    static let xlformFormatters = form([
        section([
            row(
                "price", "decimal",
                [
                    "title": "Price", "valueFormatter": ["numberStyle": "currency"],
                    "useValueFormatterDuringInput": true,
                ]),
            row(
                "size", "integer",
                ["title": "Size", "valueFormatter": ["class": "NSByteCountFormatter", "countStyle": "binary"]]),
            row("plainNumber", "number", ["title": "Plain", "valueFormatter": ["class": "NSNumberFormatter"]]),
            row(
                "initials", "text",
                [
                    "title": "Initials", "valueFormatter": ["class": "InitialsFormatter"],
                    "useValueFormatterDuringInput": false,
                ]),
            row(
                "zip", "zipCode",
                ["title": "ZIP", "validators": [["type": "app", "class": "ZipValidator", "msg": "Not a ZIP code"]]]),
        ])
    ])

    static let validators = form([
        section([
            row(
                "code", "text",
                [
                    "title": "Code",
                    "validators": [
                        ["type": "regex", "regex": "^[A-Z]{3}$", "msg": "Three capitals"],
                        ["type": "minLength", "length": 3],
                        ["type": "maxLength", "length": 8, "msg": "Eight at most"],
                    ],
                ]),
            row(
                "mail", "email",
                [
                    "title": "Mail",
                    "validators": [["type": "email"], ["type": "emailLong", "msg": "A longer domain, please"]],
                ]),
            row(
                "otherMail", "email",
                [
                    "title": "Other mail",
                    "validators": [["type": "email", "msg": "Not an address"], ["type": "emailLong"]],
                ]),
            row(
                "short", "text", ["title": "Short", "validators": [["type": "minLength", "length": 2, "msg": "Two"]]]),
            row("long", "textView", ["title": "Long", "validators": [["type": "maxLength", "length": 500]]]),
            row(
                "age", "integer",
                ["title": "Age", "validators": [["type": "range", "min": 18, "max": 130, "msg": "An adult's age"]]]),
            row("low", "decimal", ["title": "Low", "validators": [["type": "range", "min": -1.5]]]),
            row("high", "stepCounter", ["title": "High", "validators": [["type": "range", "max": 10]]]),
        ])
    ])
}
