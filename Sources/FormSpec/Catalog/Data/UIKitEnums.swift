// UIKit, Core Animation and XLForm cell enums that key-path values name. Specs write a case by
// its lowerCamel name (`emailAddress`); `value` is what KVC receives (an integer, or the string
// constant for string-backed types). Data only.
extension CatalogSource {
    static let uikitEnums = CatalogSource(
        name: "UIKitEnums",
        json: #"""
            {
              "enums": {
                "UIKeyboardType": {
                  "doc": "Keyboard layout (UIKeyboardType).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "asciiCapable", "value": 1},
                    {"name": "numbersAndPunctuation", "value": 2},
                    {"name": "url", "value": 3},
                    {"name": "numberPad", "value": 4},
                    {"name": "phonePad", "value": 5},
                    {"name": "namePhonePad", "value": 6},
                    {"name": "emailAddress", "value": 7},
                    {"name": "decimalPad", "value": 8},
                    {"name": "twitter", "value": 9},
                    {"name": "webSearch", "value": 10},
                    {"name": "asciiCapableNumberPad", "value": 11}
                  ]
                },
                "UITextAutocapitalizationType": {
                  "doc": "Automatic capitalisation (UITextAutocapitalizationType).",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "words", "value": 1},
                    {"name": "sentences", "value": 2},
                    {"name": "allCharacters", "value": 3}
                  ]
                },
                "UITextAutocorrectionType": {
                  "doc": "Autocorrection (UITextAutocorrectionType).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "no", "value": 1},
                    {"name": "yes", "value": 2}
                  ]
                },
                "UITextSpellCheckingType": {
                  "doc": "Spell checking (UITextSpellCheckingType).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "no", "value": 1},
                    {"name": "yes", "value": 2}
                  ]
                },
                "UIKeyboardAppearance": {
                  "doc": "Keyboard appearance (UIKeyboardAppearance); `alert` is the same as `dark`.",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "dark", "value": 1},
                    {"name": "light", "value": 2},
                    {"name": "alert", "value": 1, "doc": "Same as dark."}
                  ]
                },
                "UIReturnKeyType": {
                  "doc": "Return key title (UIReturnKeyType).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "go", "value": 1},
                    {"name": "google", "value": 2},
                    {"name": "join", "value": 3},
                    {"name": "next", "value": 4},
                    {"name": "route", "value": 5},
                    {"name": "search", "value": 6},
                    {"name": "send", "value": 7},
                    {"name": "yahoo", "value": 8},
                    {"name": "done", "value": 9},
                    {"name": "emergencyCall", "value": 10},
                    {"name": "continue", "value": 11}
                  ]
                },
                "NSTextAlignment": {
                  "doc": "Horizontal text alignment (NSTextAlignment).",
                  "cases": [
                    {"name": "left", "value": 0},
                    {"name": "center", "value": 1},
                    {"name": "right", "value": 2},
                    {"name": "justified", "value": 3},
                    {"name": "natural", "value": 4}
                  ]
                },
                "NSLineBreakMode": {
                  "doc": "Line wrapping and truncation (NSLineBreakMode).",
                  "cases": [
                    {"name": "byWordWrapping", "value": 0},
                    {"name": "byCharWrapping", "value": 1},
                    {"name": "byClipping", "value": 2},
                    {"name": "byTruncatingHead", "value": 3},
                    {"name": "byTruncatingTail", "value": 4},
                    {"name": "byTruncatingMiddle", "value": 5}
                  ]
                },
                "UITextFieldViewMode": {
                  "doc": "When a text field overlay view shows (UITextFieldViewMode).",
                  "cases": [
                    {"name": "never", "value": 0},
                    {"name": "whileEditing", "value": 1},
                    {"name": "unlessEditing", "value": 2},
                    {"name": "always", "value": 3}
                  ]
                },
                "UITextBorderStyle": {
                  "doc": "Text field border (UITextBorderStyle).",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "line", "value": 1},
                    {"name": "bezel", "value": 2},
                    {"name": "roundedRect", "value": 3}
                  ]
                },
                "UITableViewCellAccessoryType": {
                  "doc": "Standard cell accessory (UITableViewCellAccessoryType).",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "disclosureIndicator", "value": 1},
                    {"name": "detailDisclosureButton", "value": 2},
                    {"name": "checkmark", "value": 3},
                    {"name": "detailButton", "value": 4}
                  ]
                },
                "UITableViewCellSelectionStyle": {
                  "doc": "Look of a selected cell (UITableViewCellSelectionStyle).",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "blue", "value": 1},
                    {"name": "gray", "value": 2},
                    {"name": "default", "value": 3}
                  ]
                },
                "UITableViewCellFocusStyle": {
                  "doc": "Look of a focused cell (UITableViewCellFocusStyle).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "custom", "value": 1}
                  ]
                },
                "UIDatePickerMode": {
                  "doc": "What a date picker shows (UIDatePickerMode).",
                  "cases": [
                    {"name": "time", "value": 0},
                    {"name": "date", "value": 1},
                    {"name": "dateAndTime", "value": 2},
                    {"name": "countDownTimer", "value": 3},
                    {"name": "yearAndMonth", "value": 4, "doc": "iOS 17.4 and later."}
                  ]
                },
                "UIDatePickerStyle": {
                  "doc": "Date picker style (UIDatePickerStyle, iOS 13.4).",
                  "cases": [
                    {"name": "automatic", "value": 0},
                    {"name": "wheels", "value": 1},
                    {"name": "compact", "value": 2},
                    {"name": "inline", "value": 3}
                  ]
                },
                "UIViewContentMode": {
                  "doc": "Content layout of a view (UIViewContentMode).",
                  "cases": [
                    {"name": "scaleToFill", "value": 0},
                    {"name": "scaleAspectFit", "value": 1},
                    {"name": "scaleAspectFill", "value": 2},
                    {"name": "redraw", "value": 3},
                    {"name": "center", "value": 4},
                    {"name": "top", "value": 5},
                    {"name": "bottom", "value": 6},
                    {"name": "left", "value": 7},
                    {"name": "right", "value": 8},
                    {"name": "topLeft", "value": 9},
                    {"name": "topRight", "value": 10},
                    {"name": "bottomLeft", "value": 11},
                    {"name": "bottomRight", "value": 12}
                  ]
                },
                "UIControlContentHorizontalAlignment": {
                  "doc": "Horizontal content alignment of a control.",
                  "cases": [
                    {"name": "center", "value": 0},
                    {"name": "left", "value": 1},
                    {"name": "right", "value": 2},
                    {"name": "fill", "value": 3},
                    {"name": "leading", "value": 4},
                    {"name": "trailing", "value": 5}
                  ]
                },
                "UIControlContentVerticalAlignment": {
                  "doc": "Vertical content alignment of a control.",
                  "cases": [
                    {"name": "center", "value": 0},
                    {"name": "top", "value": 1},
                    {"name": "bottom", "value": 2},
                    {"name": "fill", "value": 3}
                  ]
                },
                "UIDataDetectorTypes": {
                  "doc": "Data turned into links in a text view (UIDataDetectorTypes bits).",
                  "cases": [
                    {"name": "phoneNumber", "value": 1},
                    {"name": "link", "value": 2},
                    {"name": "address", "value": 4},
                    {"name": "calendarEvent", "value": 8},
                    {"name": "shipmentTrackingNumber", "value": 16, "doc": "iOS 10 and later."},
                    {"name": "flightNumber", "value": 32, "doc": "iOS 10 and later."},
                    {"name": "lookupSuggestion", "value": 64, "doc": "iOS 10 and later."},
                    {"name": "all", "value": "NSUIntegerMax", "doc": "Every kind."}
                  ]
                },
                "UIViewTintAdjustmentMode": {
                  "doc": "Tint dimming (UIViewTintAdjustmentMode).",
                  "cases": [
                    {"name": "automatic", "value": 0},
                    {"name": "normal", "value": 1},
                    {"name": "dimmed", "value": 2}
                  ]
                },
                "UISemanticContentAttribute": {
                  "doc": "Layout direction of a view (UISemanticContentAttribute).",
                  "cases": [
                    {"name": "unspecified", "value": 0},
                    {"name": "playback", "value": 1},
                    {"name": "spatial", "value": 2},
                    {"name": "forceLeftToRight", "value": 3},
                    {"name": "forceRightToLeft", "value": 4}
                  ]
                },
                "UIUserInterfaceStyle": {
                  "doc": "Light or dark appearance (UIUserInterfaceStyle).",
                  "cases": [
                    {"name": "unspecified", "value": 0},
                    {"name": "light", "value": 1},
                    {"name": "dark", "value": 2}
                  ]
                },
                "UIBaselineAdjustment": {
                  "doc": "Vertical adjustment of shrunk label text (UIBaselineAdjustment).",
                  "cases": [
                    {"name": "alignBaselines", "value": 0},
                    {"name": "alignCenters", "value": 1},
                    {"name": "none", "value": 2}
                  ]
                },
                "UIScrollViewIndicatorStyle": {
                  "doc": "Scroll indicator style.",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "black", "value": 1},
                    {"name": "white", "value": 2}
                  ]
                },
                "UIScrollViewKeyboardDismissMode": {
                  "doc": "How dragging a scroll view dismisses the keyboard.",
                  "cases": [
                    {"name": "none", "value": 0},
                    {"name": "onDrag", "value": 1},
                    {"name": "interactive", "value": 2}
                  ]
                },
                "UIScrollViewContentInsetAdjustmentBehavior": {
                  "doc": "How safe-area insets adjust a scroll view's content.",
                  "cases": [
                    {"name": "automatic", "value": 0},
                    {"name": "scrollableAxes", "value": 1},
                    {"name": "never", "value": 2},
                    {"name": "always", "value": 3}
                  ]
                },
                "UITextSmartQuotesType": {
                  "doc": "Smart quotes (iOS 11).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "no", "value": 1},
                    {"name": "yes", "value": 2}
                  ]
                },
                "UITextSmartDashesType": {
                  "doc": "Smart dashes (iOS 11).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "no", "value": 1},
                    {"name": "yes", "value": 2}
                  ]
                },
                "UITextSmartInsertDeleteType": {
                  "doc": "Smart insert and delete (iOS 11).",
                  "cases": [
                    {"name": "default", "value": 0},
                    {"name": "no", "value": 1},
                    {"name": "yes", "value": 2}
                  ]
                },
                "UISwitchStyle": {
                  "doc": "Switch style (iOS 14).",
                  "cases": [
                    {"name": "automatic", "value": 0},
                    {"name": "checkbox", "value": 1},
                    {"name": "sliding", "value": 2}
                  ]
                },
                "UIButtonType": {
                  "doc": "Button type, fixed at creation (UIButtonType).",
                  "cases": [
                    {"name": "custom", "value": 0},
                    {"name": "system", "value": 1},
                    {"name": "detailDisclosure", "value": 2},
                    {"name": "infoLight", "value": 3},
                    {"name": "infoDark", "value": 4},
                    {"name": "contactAdd", "value": 5},
                    {"name": "plain", "value": 6},
                    {"name": "close", "value": 7}
                  ]
                },
                "UIViewAutoresizing": {
                  "doc": "How a view resizes with its superview (UIViewAutoresizing bits).",
                  "cases": [
                    {"name": "flexibleLeftMargin", "value": 1},
                    {"name": "flexibleWidth", "value": 2},
                    {"name": "flexibleRightMargin", "value": 4},
                    {"name": "flexibleTopMargin", "value": 8},
                    {"name": "flexibleHeight", "value": 16},
                    {"name": "flexibleBottomMargin", "value": 32}
                  ]
                },
                "CACornerMask": {
                  "doc": "Corners rounded by cornerRadius (CACornerMask bits).",
                  "cases": [
                    {"name": "layerMinXMinYCorner", "value": 1, "doc": "Top left."},
                    {"name": "layerMaxXMinYCorner", "value": 2, "doc": "Top right."},
                    {"name": "layerMinXMaxYCorner", "value": 4, "doc": "Bottom left."},
                    {"name": "layerMaxXMaxYCorner", "value": 8, "doc": "Bottom right."}
                  ]
                },
                "CALayerCornerCurve": {
                  "doc": "Shape of rounded corners (iOS 13).",
                  "cases": [
                    {"name": "circular", "value": "kCACornerCurveCircular"},
                    {"name": "continuous", "value": "kCACornerCurveContinuous", "doc": "The smoother curve of app icons."}
                  ]
                },
                "XLFormDateDatePickerMode": {
                  "doc": "XLFormDateCell picker mode.",
                  "cases": [
                    {"name": "getFromRowDescriptor", "value": 0},
                    {"name": "date", "value": 1},
                    {"name": "dateTime", "value": 2},
                    {"name": "time", "value": 3}
                  ]
                },
                "XLFormDateDatePickerStyle": {
                  "doc": "XLFormDateCell picker style (iOS 14 effect).",
                  "cases": [
                    {"name": "automatic", "value": 0},
                    {"name": "compact", "value": 1},
                    {"name": "inline", "value": 2},
                    {"name": "wheels", "value": 3}
                  ]
                },
                "UITextContentType": {
                  "doc": "Meaning of a text input, for AutoFill (UITextContentType constants).",
                  "cases": [
                    {"name": "name", "value": "UITextContentTypeName"},
                    {"name": "namePrefix", "value": "UITextContentTypeNamePrefix"},
                    {"name": "givenName", "value": "UITextContentTypeGivenName"},
                    {"name": "middleName", "value": "UITextContentTypeMiddleName"},
                    {"name": "familyName", "value": "UITextContentTypeFamilyName"},
                    {"name": "nameSuffix", "value": "UITextContentTypeNameSuffix"},
                    {"name": "nickname", "value": "UITextContentTypeNickname"},
                    {"name": "jobTitle", "value": "UITextContentTypeJobTitle"},
                    {"name": "organizationName", "value": "UITextContentTypeOrganizationName"},
                    {"name": "location", "value": "UITextContentTypeLocation"},
                    {"name": "fullStreetAddress", "value": "UITextContentTypeFullStreetAddress"},
                    {"name": "streetAddressLine1", "value": "UITextContentTypeStreetAddressLine1"},
                    {"name": "streetAddressLine2", "value": "UITextContentTypeStreetAddressLine2"},
                    {"name": "addressCity", "value": "UITextContentTypeAddressCity"},
                    {"name": "addressState", "value": "UITextContentTypeAddressState"},
                    {"name": "addressCityAndState", "value": "UITextContentTypeAddressCityAndState"},
                    {"name": "sublocality", "value": "UITextContentTypeSublocality"},
                    {"name": "countryName", "value": "UITextContentTypeCountryName"},
                    {"name": "postalCode", "value": "UITextContentTypePostalCode"},
                    {"name": "telephoneNumber", "value": "UITextContentTypeTelephoneNumber"},
                    {"name": "emailAddress", "value": "UITextContentTypeEmailAddress"},
                    {"name": "url", "value": "UITextContentTypeURL"},
                    {"name": "creditCardNumber", "value": "UITextContentTypeCreditCardNumber"},
                    {"name": "username", "value": "UITextContentTypeUsername", "doc": "iOS 11 and later."},
                    {"name": "password", "value": "UITextContentTypePassword", "doc": "iOS 11 and later."},
                    {"name": "newPassword", "value": "UITextContentTypeNewPassword", "doc": "iOS 12 and later."},
                    {"name": "oneTimeCode", "value": "UITextContentTypeOneTimeCode", "doc": "iOS 12 and later."},
                    {"name": "shipmentTrackingNumber", "value": "UITextContentTypeShipmentTrackingNumber", "doc": "iOS 15 and later."},
                    {"name": "flightNumber", "value": "UITextContentTypeFlightNumber", "doc": "iOS 15 and later."},
                    {"name": "dateTime", "value": "UITextContentTypeDateTime", "doc": "iOS 15 and later."}
                  ]
                },
                "NSCalendarIdentifier": {
                  "doc": "Calendar identifiers (NSCalendarIdentifier constants).",
                  "cases": [
                    {"name": "gregorian", "value": "NSCalendarIdentifierGregorian"},
                    {"name": "buddhist", "value": "NSCalendarIdentifierBuddhist"},
                    {"name": "chinese", "value": "NSCalendarIdentifierChinese"},
                    {"name": "coptic", "value": "NSCalendarIdentifierCoptic"},
                    {"name": "ethiopicAmeteMihret", "value": "NSCalendarIdentifierEthiopicAmeteMihret"},
                    {"name": "ethiopicAmeteAlem", "value": "NSCalendarIdentifierEthiopicAmeteAlem"},
                    {"name": "hebrew", "value": "NSCalendarIdentifierHebrew"},
                    {"name": "iso8601", "value": "NSCalendarIdentifierISO8601"},
                    {"name": "indian", "value": "NSCalendarIdentifierIndian"},
                    {"name": "islamic", "value": "NSCalendarIdentifierIslamic"},
                    {"name": "islamicCivil", "value": "NSCalendarIdentifierIslamicCivil"},
                    {"name": "japanese", "value": "NSCalendarIdentifierJapanese"},
                    {"name": "persian", "value": "NSCalendarIdentifierPersian"},
                    {"name": "republicOfChina", "value": "NSCalendarIdentifierRepublicOfChina"},
                    {"name": "islamicTabular", "value": "NSCalendarIdentifierIslamicTabular"},
                    {"name": "islamicUmmAlQura", "value": "NSCalendarIdentifierIslamicUmmAlQura"}
                  ]
                }
              }
            }
            """#)
}
