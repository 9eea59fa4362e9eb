// How XLForm row types and FXForms fields correspond, for `formspec convert`. Each entry says
// what an XLForm row type becomes in FXForms (type, cell, class, key paths FXForms needs to
// look the same) and, where `lost` is set, what the other side cannot express. FXForms fields
// map back through the entries marked `fromFXForms`. Data only; protocol/fxforms.md describes it.
extension CatalogSource {
    static let fxformsConversions = CatalogSource(
        name: "FXFormsConversions",
        json: #"""
            {
              "fxforms": {
                "xlformRowTypes": [
                  {"rowType": "text", "type": "text", "fromFXForms": true},
                  {"rowType": "name", "type": "text", "keyPaths": {"textField.autocapitalizationType": 1, "textField.autocorrectionType": 1}},
                  {"rowType": "url", "type": "url", "fromFXForms": true},
                  {"rowType": "email", "type": "email", "fromFXForms": true},
                  {"rowType": "password", "type": "password", "fromFXForms": true},
                  {"rowType": "number", "type": "number", "fromFXForms": true},
                  {"rowType": "phone", "type": "phone", "fromFXForms": true},
                  {"rowType": "twitter", "type": "text", "keyPaths": {"textField.autocapitalizationType": 0, "textField.autocorrectionType": 1, "textField.keyboardType": 9}},
                  {"rowType": "account", "type": "text", "keyPaths": {"textField.autocapitalizationType": 0, "textField.autocorrectionType": 1, "textField.keyboardType": 1}},
                  {"rowType": "integer", "type": "integer", "fromFXForms": true},
                  {"rowType": "integer", "type": "unsigned", "fromFXForms": true, "lost": "XLForm has no unsigned type: the integer row takes negative numbers too"},
                  {"rowType": "decimal", "type": "float", "fromFXForms": true},
                  {"rowType": "zipCode", "type": "text", "keyPaths": {"textField.autocapitalizationType": 3, "textField.autocorrectionType": 1}},
                  {"rowType": "textView", "type": "longtext", "fromFXForms": true},
                  {"rowType": "selectorPush", "options": "single", "fromFXForms": true},
                  {"rowType": "selectorPopover", "options": "single", "lost": "FXForms pushes the options; it has no popover"},
                  {"rowType": "selectorActionSheet", "options": "single", "lost": "FXForms pushes the options; it has no action sheet"},
                  {"rowType": "selectorAlertView", "options": "single", "lost": "FXForms pushes the options; it has no alert"},
                  {"rowType": "selectorPickerView", "options": "single", "cell": "FXFormOptionPickerCell", "fromFXForms": true},
                  {"rowType": "selectorPickerViewInline", "options": "single", "cell": "FXFormOptionPickerCell", "lost": "FXForms shows the picker as the keyboard, not inline"},
                  {"rowType": "picker", "options": "single", "cell": "FXFormOptionPickerCell", "lost": "FXForms shows the picker as the keyboard, not in the cell"},
                  {"rowType": "multipleSelector", "options": "multiple", "class": "NSArray", "fromFXForms": true},
                  {"rowType": "multipleSelectorPopover", "options": "multiple", "class": "NSArray", "lost": "FXForms pushes the options; it has no popover"},
                  {"rowType": "selectorSegmentedControl", "options": "single", "cell": "FXFormOptionSegmentsCell", "fromFXForms": true},
                  {"rowType": "date", "type": "date", "fromFXForms": true},
                  {"rowType": "time", "type": "time", "fromFXForms": true},
                  {"rowType": "datetime", "type": "datetime", "fromFXForms": true},
                  {"rowType": "dateInline", "type": "date", "lost": "FXForms shows the date picker as the keyboard, not inline"},
                  {"rowType": "timeInline", "type": "time", "lost": "FXForms shows the date picker as the keyboard, not inline"},
                  {"rowType": "datetimeInline", "type": "datetime", "lost": "FXForms shows the date picker as the keyboard, not inline"},
                  {"rowType": "datePicker", "type": "datetime", "lost": "FXForms shows the date picker as the keyboard, not in the cell"},
                  {"rowType": "booleanCheck", "type": "option", "fromFXForms": true},
                  {"rowType": "booleanSwitch", "type": "boolean", "fromFXForms": true},
                  {"rowType": "button", "action": true, "fromFXForms": true},
                  {"rowType": "info", "type": "label", "fromFXForms": true},
                  {"rowType": "stepCounter", "type": "integer", "cell": "FXFormStepperCell", "fromFXForms": true},
                  {"rowType": "slider", "type": "float", "cell": "FXFormSliderCell", "fromFXForms": true},
                  {"rowType": "image", "type": "image", "fromFXForms": true}
                ],
                "valueKindClasses": [
                  {"valueKind": "string", "class": "NSString"},
                  {"valueKind": "number", "class": "NSNumber"},
                  {"valueKind": "bool", "class": "NSNumber"},
                  {"valueKind": "date", "class": "NSDate"},
                  {"valueKind": "image", "class": "UIImage"}
                ],
                "keyPathRenames": [
                  {"fxCell": "FXFormStepperCell", "fxKey": "stepper", "xlCell": "XLFormStepCounterCell", "xlKey": "stepControl"}
                ]
              }
            }
            """#)
}
