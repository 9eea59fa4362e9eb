// The spec format's objects (form, section, row, validator, option, action, custom row type, font),
// their properties with types and docs, validator types and XLForm's own enums. Data only.
extension CatalogSource {
    static let specObjects = CatalogSource(
        name: "SpecObjects",
        json: #"""
            {
              "objects": {
                "form": {
                  "doc": "An XLFormDescriptor: the whole form.",
                  "properties": [
                    {
                      "name": "$schema",
                      "type": "string",
                      "doc": "URI of the JSON Schema for editors that validate JSON generically."
                    },
                    {
                      "name": "title",
                      "type": "string",
                      "doc": "Form title (the view controller's title).",
                      "default": ""
                    },
                    {
                      "name": "disabled",
                      "type": "condition",
                      "doc": "true disables every row; a predicate string is evaluated like a row's.",
                      "default": false
                    },
                    {
                      "name": "addAsteriskToRequiredRowsTitle",
                      "type": "boolean",
                      "doc": "Append `*` to the titles of required rows (text, text view, date, selector and segmented cells).",
                      "default": false
                    },
                    {
                      "name": "assignFirstResponderOnShow",
                      "type": "boolean",
                      "doc": "Make the first editable row first responder when the form appears.",
                      "default": false
                    },
                    {
                      "name": "endEditingTableViewOnScroll",
                      "type": "boolean",
                      "doc": "Dismiss the keyboard when the table scrolls.",
                      "default": true
                    },
                    {
                      "name": "rowNavigationOptions",
                      "type": "flags:XLFormRowNavigationOptions",
                      "doc": "Keyboard accessory navigation between rows.",
                      "default": [
                        "enabled"
                      ]
                    },
                    {
                      "name": "customRowTypes",
                      "type": "map:customRowType",
                      "doc": "Row types the app registers itself, keyed by rowType string."
                    },
                    {
                      "name": "sections",
                      "type": "array:section",
                      "doc": "The form's sections, in order.",
                      "required": true
                    }
                  ]
                },
                "section": {
                  "doc": "An XLFormSectionDescriptor.",
                  "properties": [
                    {
                      "name": "title",
                      "type": "string",
                      "doc": "Section header title."
                    },
                    {
                      "name": "footerTitle",
                      "type": "string",
                      "doc": "Section footer title."
                    },
                    {
                      "name": "hidden",
                      "type": "condition",
                      "doc": "true hides the section; a predicate string over `$tags` hides it while true. Rows of a hidden section keep isHidden == NO.",
                      "default": false
                    },
                    {
                      "name": "multivaluedTag",
                      "type": "string",
                      "doc": "Key of the section's array in formValues; the rows' own tags are then ignored."
                    },
                    {
                      "name": "sectionOptions",
                      "type": "flags:XLFormSectionOptions",
                      "doc": "Makes the section multivalued: rows can be inserted, deleted, reordered."
                    },
                    {
                      "name": "sectionInsertMode",
                      "type": "enum:XLFormSectionInsertMode",
                      "doc": "How new rows are inserted: `lastRow` (default) or an Add `button`.",
                      "default": "lastRow"
                    },
                    {
                      "name": "multivaluedRowTemplate",
                      "type": "object:row",
                      "doc": "Row copied for each insertion. The copy (copyWithZone:) has no tag and drops value, requireMsg, cellStyle, height, cellConfigIfDisabled, cellConfigForSelector, valueFormatter and useValueFormatterDuringInput."
                    },
                    {
                      "name": "multivaluedAddButton",
                      "type": "object:addButton",
                      "doc": "The Add button row XLForm makes for a section with `canInsert` and `sectionInsertMode` `button`."
                    },
                    {
                      "name": "rows",
                      "type": "array:row",
                      "doc": "The section's rows, in order."
                    }
                  ]
                },
                "row": {
                  "doc": "An XLFormRowDescriptor.",
                  "properties": [
                    {
                      "name": "tag",
                      "copied": false,
                      "type": "string",
                      "doc": "Identifier: key in formValues and `$tag` in predicates."
                    },
                    {
                      "name": "rowType",
                      "type": "rowType",
                      "doc": "One of XLForm's row types or a type declared in customRowTypes.",
                      "required": true
                    },
                    {
                      "name": "title",
                      "type": "string",
                      "doc": "Title shown in the cell."
                    },
                    {
                      "name": "value",
                      "copied": false,
                      "type": "value",
                      "doc": "Default value; its kind follows the row type."
                    },
                    {
                      "name": "required",
                      "type": "boolean",
                      "doc": "Validation fails when the value is empty (nil, \"\" or an empty array; 0 is not empty).",
                      "default": false
                    },
                    {
                      "name": "requireMsg",
                      "copied": false,
                      "type": "string",
                      "doc": "Message when a required row is empty; a format where `%@` is the title (or the tag).",
                      "default": "%@ can't be empty"
                    },
                    {
                      "name": "hidden",
                      "type": "condition",
                      "doc": "true hides the row; a predicate string over `$tags` hides it while true.",
                      "default": false
                    },
                    {
                      "name": "disabled",
                      "type": "condition",
                      "doc": "true disables the row; a predicate string over `$tags` disables it while true.",
                      "default": false
                    },
                    {
                      "name": "validators",
                      "type": "array:validator",
                      "doc": "Validators run in order; the first failure is reported."
                    },
                    {
                      "name": "selectorOptions",
                      "type": "options",
                      "doc": "Options of a selector row: scalars or {formValue, formDisplayText} objects."
                    },
                    {
                      "name": "leftRightSelectorLeftOptionSelected",
                      "type": "leftOption",
                      "doc": "selectorLeftRight rows: the chosen left option, as the scalar formValue of one of the options' leftValue (or an equal option object)."
                    },
                    {
                      "name": "selectorTitle",
                      "type": "string",
                      "doc": "Title of the options list, action sheet or alert."
                    },
                    {
                      "name": "noValueDisplayText",
                      "type": "string",
                      "doc": "Text shown while the value is nil."
                    },
                    {
                      "name": "cellConfig",
                      "type": "cellConfig",
                      "doc": "Key path -> value, applied on every display after the cell's own update."
                    },
                    {
                      "name": "cellConfigAtConfigure",
                      "type": "cellConfig",
                      "doc": "Key path -> value, applied once when the cell is created (keys the cell's update sets are overwritten)."
                    },
                    {
                      "name": "cellConfigIfDisabled",
                      "copied": false,
                      "type": "cellConfig",
                      "doc": "Key path -> value, applied after cellConfig while the row is disabled."
                    },
                    {
                      "name": "cellConfigForSelector",
                      "copied": false,
                      "type": "cellConfig",
                      "doc": "Key path -> value, applied to each option cell (XLFormRightDetailCell) of the pushed options list."
                    },
                    {
                      "name": "height",
                      "copied": false,
                      "type": "number",
                      "doc": "Row height in points; default: the cell's fixed height or automatic."
                    },
                    {
                      "name": "cellStyle",
                      "copied": false,
                      "type": "enum:UITableViewCellStyle",
                      "doc": "Style of the system cell (default `value1`, `default` for buttons)."
                    },
                    {
                      "name": "cellClass",
                      "type": "string",
                      "doc": "Cell class (or nib name) overriding the row type's cell."
                    },
                    {
                      "name": "valueTransformer",
                      "type": "string",
                      "doc": "NSValueTransformer subclass that turns the value into display text."
                    },
                    {
                      "name": "valueFormatter",
                      "copied": false,
                      "type": "object:valueFormatter",
                      "doc": "NSFormatter for the value's display text (text fields and single-value selector cells)."
                    },
                    {
                      "name": "useValueFormatterDuringInput",
                      "copied": false,
                      "type": "boolean",
                      "doc": "Text fields: the text being typed is parsed and reformatted by valueFormatter, which then makes the value; otherwise only the text shown while not editing is formatted.",
                      "default": false
                    },
                    {
                      "name": "action",
                      "type": "object:action",
                      "doc": "What tapping the row does (buttons, custom selectors)."
                    }
                  ]
                },
                "validator": {
                  "doc": "A row validator.",
                  "properties": [
                    {
                      "name": "type",
                      "type": "enum:validatorType",
                      "doc": "Which validator.",
                      "required": true
                    },
                    {
                      "name": "regex",
                      "type": "string",
                      "doc": "ICU regular expression; must match the whole (space-trimmed) value."
                    },
                    {
                      "name": "msg",
                      "type": "string",
                      "doc": "Message when validation fails."
                    },
                    {
                      "name": "class",
                      "type": "string",
                      "doc": "The app's class conforming to XLFormValidatorProtocol (app validators)."
                    },
                    {
                      "name": "length",
                      "type": "integer",
                      "doc": "Character count for minLength/maxLength."
                    },
                    {
                      "name": "min",
                      "type": "number",
                      "doc": "Smallest allowed value for range."
                    },
                    {
                      "name": "max",
                      "type": "number",
                      "doc": "Largest allowed value for range."
                    }
                  ]
                },
                "option": {
                  "doc": "An XLFormOptionsObject: a selector option with a value and its display text.",
                  "properties": [
                    {
                      "name": "formValue",
                      "type": "any",
                      "doc": "The value stored in the row (and sent in httpParameters).",
                      "required": true
                    },
                    {
                      "name": "formDisplayText",
                      "type": "string",
                      "doc": "Text shown for the option.",
                      "required": true
                    }
                  ]
                },
                "leftRightOption": {
                  "doc": "An XLFormLeftRightSelectorOption: a left choice and the right options it offers (selectorLeftRight rows).",
                  "properties": [
                    {
                      "name": "leftValue",
                      "type": "any",
                      "doc": "The left choice (shown on the left button).",
                      "required": true
                    },
                    {
                      "name": "rightOptions",
                      "type": "options",
                      "doc": "Options offered on the right while this left value is chosen.",
                      "required": true
                    },
                    {
                      "name": "httpParameterKey",
                      "type": "string",
                      "doc": "httpParameters key used for the row while this left value is chosen."
                    },
                    {
                      "name": "rightSelectorControllerClass",
                      "type": "string",
                      "doc": "View controller class that picks the right option."
                    },
                    {
                      "name": "noValueDisplayText",
                      "type": "string",
                      "doc": "Text shown while no right option is chosen."
                    },
                    {
                      "name": "selectorTitle",
                      "type": "string",
                      "doc": "Title of the right options list."
                    },
                    {
                      "name": "leftValueChangePolicy",
                      "type": "enum:XLFormLeftRightSelectorOptionLeftValueChangePolicy",
                      "doc": "What happens to the right value when the left value changes.",
                      "default": "nullifyRightValue"
                    }
                  ]
                },
                "action": {
                  "doc": "An XLFormAction.",
                  "properties": [
                    {
                      "name": "viewControllerClass",
                      "type": "string",
                      "doc": "View controller class pushed or presented; for selectors it replaces the options list (a custom selector)."
                    },
                    {
                      "name": "viewControllerStoryboardId",
                      "type": "string",
                      "doc": "Storyboard identifier of the view controller."
                    },
                    {
                      "name": "viewControllerNibName",
                      "type": "string",
                      "doc": "Nib name of the view controller (must equal its class name)."
                    },
                    {
                      "name": "viewControllerPresentationMode",
                      "type": "enum:XLFormPresentationMode",
                      "doc": "`default`, `push` or `present`.",
                      "default": "default"
                    },
                    {
                      "name": "formSegueIdentifier",
                      "type": "string",
                      "doc": "Segue performed on tap."
                    },
                    {
                      "name": "formSegueClass",
                      "type": "string",
                      "doc": "UIStoryboardSegue subclass performed on tap."
                    },
                    {
                      "name": "formSelector",
                      "type": "string",
                      "doc": "Selector sent up the responder chain on tap."
                    }
                  ]
                },
                "customRowType": {
                  "doc": "A row type the app registers in cellClassesForRowDescriptorTypes.",
                  "properties": [
                    {
                      "name": "cellClass",
                      "type": "string",
                      "doc": "The cell class registered for the type.",
                      "required": true
                    },
                    {
                      "name": "baseCell",
                      "type": "string",
                      "doc": "The XLForm cell class it inherits key paths from.",
                      "default": "XLFormBaseCell"
                    },
                    {
                      "name": "valueType",
                      "type": "enum:valueKind",
                      "doc": "Kind of value the cell stores.",
                      "default": "none"
                    },
                    {
                      "name": "inlineRowType",
                      "type": "rowType",
                      "doc": "Row type inserted below the row while it is first responder, as the app registers it in inlineRowDescriptorTypesForRowDescriptorTypes."
                    },
                    {
                      "name": "keyPaths",
                      "type": "map:keyPathType",
                      "doc": "Extra key paths of the cell and their types (number, string, bool, color, font, date, a class name or enum:Name)."
                    },
                    {
                      "name": "doc",
                      "type": "string",
                      "doc": "Documentation shown in completion and hover."
                    }
                  ]
                },
                "addButton": {
                  "doc": "The Add button of a multivalued section (XLFormSectionDescriptor multivaluedAddButton, a button row).",
                  "properties": [
                    {
                      "name": "title",
                      "type": "string",
                      "doc": "Title of the button row.",
                      "default": "Add Item"
                    }
                  ]
                },
                "valueFormatter": {
                  "doc": "An NSFormatter: Foundation's number or byte count formatter, or the app's own class.",
                  "properties": [
                    {
                      "name": "class",
                      "type": "string",
                      "doc": "`NSNumberFormatter`, `NSByteCountFormatter`, or the app's NSFormatter subclass (its text is the app's: the preview cannot compute it).",
                      "default": "NSNumberFormatter"
                    },
                    {
                      "name": "numberStyle",
                      "type": "enum:NSNumberFormatterStyle",
                      "doc": "NSNumberFormatter's style (`currency`, `percent`, `decimal`, ...).",
                      "default": "none"
                    },
                    {
                      "name": "countStyle",
                      "type": "enum:NSByteCountFormatterCountStyle",
                      "doc": "NSByteCountFormatter's count style.",
                      "default": "file"
                    }
                  ]
                },
                "font": {
                  "doc": "A UIFont: a named font with a size, or a Dynamic Type text style.",
                  "properties": [
                    {
                      "name": "name",
                      "type": "fontName",
                      "doc": "PostScript font name; `system`, `boldSystem` and `italicSystem` mean the system fonts."
                    },
                    {
                      "name": "size",
                      "type": "number",
                      "doc": "Point size."
                    },
                    {
                      "name": "textStyle",
                      "type": "enum:UIFontTextStyle",
                      "doc": "Dynamic Type style (`body`, `headline`, ...)."
                    }
                  ]
                }
              },
              "validatorTypes": [
                {
                  "name": "regex",
                  "required": [
                    "regex",
                    "msg"
                  ],
                  "allowed": [
                    "regex",
                    "msg"
                  ],
                  "doc": "XLFormRegexValidator: the trimmed value must match `regex` completely. Skips nil and empty values."
                },
                {
                  "name": "email",
                  "allowed": [
                    "msg"
                  ],
                  "defaultMessage": "Invalid email address",
                  "regex": "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,4}",
                  "doc": "XLFormValidator emailValidator (top-level domain of 2-4 letters)."
                },
                {
                  "name": "emailLong",
                  "allowed": [
                    "msg"
                  ],
                  "defaultMessage": "Invalid email address",
                  "regex": "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,11}",
                  "doc": "XLFormValidator emailValidatorLong (top-level domain of 2-11 letters)."
                },
                {
                  "name": "minLength",
                  "required": [
                    "length"
                  ],
                  "allowed": [
                    "length",
                    "msg"
                  ],
                  "defaultMessage": "At least %d characters",
                  "doc": "At least `length` characters; behaves as a regex validator `(?s).{length,}` (trimmed, empty skipped)."
                },
                {
                  "name": "maxLength",
                  "required": [
                    "length"
                  ],
                  "allowed": [
                    "length",
                    "msg"
                  ],
                  "defaultMessage": "At most %d characters",
                  "doc": "At most `length` characters; behaves as a regex validator `(?s).{0,length}` (trimmed, empty skipped)."
                },
                {
                  "name": "range",
                  "allowed": [
                    "min",
                    "max",
                    "msg"
                  ],
                  "requiredAny": [
                    "min",
                    "max"
                  ],
                  "defaultMessage": "Must be between %min and %max",
                  "doc": "A number between `min` and `max` inclusive; empty values are skipped, non-numbers fail."
                },
                {
                  "name": "app",
                  "required": [
                    "class"
                  ],
                  "allowed": [
                    "class",
                    "msg"
                  ],
                  "doc": "The app's own validator: an instance of `class`, which conforms to XLFormValidatorProtocol. What it accepts is the app's; `msg` documents its message."
                }
              ],
              "enums": {
                "XLFormSectionOptions": {
                  "doc": "XLFormSectionOptions bits.",
                  "cases": [
                    {
                      "name": "canInsert",
                      "value": 1
                    },
                    {
                      "name": "canDelete",
                      "value": 2
                    },
                    {
                      "name": "canReorder",
                      "value": 4
                    }
                  ]
                },
                "XLFormSectionInsertMode": {
                  "doc": "XLFormSectionInsertMode.",
                  "cases": [
                    {
                      "name": "lastRow",
                      "value": 0
                    },
                    {
                      "name": "button",
                      "value": 2
                    }
                  ]
                },
                "XLFormRowNavigationOptions": {
                  "doc": "XLFormRowNavigationOptions bits.",
                  "cases": [
                    {
                      "name": "none",
                      "value": 0
                    },
                    {
                      "name": "enabled",
                      "value": 1
                    },
                    {
                      "name": "stopDisableRow",
                      "value": 2
                    },
                    {
                      "name": "skipCanNotBecomeFirstResponderRow",
                      "value": 4
                    },
                    {
                      "name": "stopInlineRow",
                      "value": 8
                    }
                  ]
                },
                "XLFormPresentationMode": {
                  "doc": "XLFormPresentationMode.",
                  "cases": [
                    {
                      "name": "default",
                      "value": 0
                    },
                    {
                      "name": "push",
                      "value": 1
                    },
                    {
                      "name": "present",
                      "value": 2
                    }
                  ]
                },
                "UITableViewCellStyle": {
                  "doc": "UITableViewCellStyle.",
                  "cases": [
                    {
                      "name": "default",
                      "value": 0
                    },
                    {
                      "name": "value1",
                      "value": 1
                    },
                    {
                      "name": "value2",
                      "value": 2
                    },
                    {
                      "name": "subtitle",
                      "value": 3
                    }
                  ]
                },
                "valueKind": {
                  "doc": "Kind of value a row holds.",
                  "cases": [
                    {
                      "name": "string",
                      "value": 0
                    },
                    {
                      "name": "number",
                      "value": 1
                    },
                    {
                      "name": "bool",
                      "value": 2
                    },
                    {
                      "name": "date",
                      "value": 3
                    },
                    {
                      "name": "option",
                      "value": 4
                    },
                    {
                      "name": "options",
                      "value": 5
                    },
                    {
                      "name": "display",
                      "value": 6
                    },
                    {
                      "name": "image",
                      "value": 7
                    },
                    {
                      "name": "none",
                      "value": 8
                    }
                  ]
                },
                "validatorType": {
                  "doc": "Validator types.",
                  "cases": [
                    {
                      "name": "regex",
                      "value": 0
                    },
                    {
                      "name": "email",
                      "value": 1
                    },
                    {
                      "name": "emailLong",
                      "value": 2
                    },
                    {
                      "name": "minLength",
                      "value": 3
                    },
                    {
                      "name": "maxLength",
                      "value": 4
                    },
                    {
                      "name": "range",
                      "value": 5
                    },
                    {
                      "name": "app",
                      "value": 6
                    }
                  ]
                },
                "NSNumberFormatterStyle": {
                  "doc": "NSNumberFormatterStyle.",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "decimal", "value": 1},
                    {"name": "currency", "value": 2},
                    {"name": "percent", "value": 3},
                    {"name": "scientific", "value": 4},
                    {"name": "spellOut", "value": 5},
                    {"name": "ordinal", "value": 6},
                    {"name": "currencyISOCode", "value": 8},
                    {"name": "currencyPlural", "value": 9},
                    {"name": "currencyAccounting", "value": 10}
                  ]
                },
                "NSByteCountFormatterCountStyle": {
                  "doc": "NSByteCountFormatterCountStyle.",
                  "cases": [
                    {"name": "file", "value": 0},
                    {"name": "memory", "value": 1},
                    {"name": "decimal", "value": 2},
                    {"name": "binary", "value": 3}
                  ]
                },
                "UIFontTextStyle": {
                  "doc": "Dynamic Type text styles (UIFontTextStyle).",
                  "cases": [
                    {
                      "name": "largeTitle",
                      "value": "UIFontTextStyleLargeTitle"
                    },
                    {
                      "name": "title1",
                      "value": "UIFontTextStyleTitle1"
                    },
                    {
                      "name": "title2",
                      "value": "UIFontTextStyleTitle2"
                    },
                    {
                      "name": "title3",
                      "value": "UIFontTextStyleTitle3"
                    },
                    {
                      "name": "headline",
                      "value": "UIFontTextStyleHeadline"
                    },
                    {
                      "name": "subheadline",
                      "value": "UIFontTextStyleSubheadline"
                    },
                    {
                      "name": "body",
                      "value": "UIFontTextStyleBody"
                    },
                    {
                      "name": "callout",
                      "value": "UIFontTextStyleCallout"
                    },
                    {
                      "name": "footnote",
                      "value": "UIFontTextStyleFootnote"
                    },
                    {
                      "name": "caption1",
                      "value": "UIFontTextStyleCaption1"
                    },
                    {
                      "name": "caption2",
                      "value": "UIFontTextStyleCaption2"
                    }
                  ]
                },
                "XLFormLeftRightSelectorOptionLeftValueChangePolicy": {
                  "doc": "XLFormLeftRightSelectorOptionLeftValueChangePolicy.",
                  "cases": [
                    {
                      "name": "nullifyRightValue",
                      "value": 0
                    },
                    {
                      "name": "chooseFirstOption",
                      "value": 1
                    },
                    {
                      "name": "chooseLastOption",
                      "value": 2
                    }
                  ]
                }
              }
            }
            """#)
}
