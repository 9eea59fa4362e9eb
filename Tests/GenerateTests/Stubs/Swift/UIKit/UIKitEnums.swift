// UIKit's enums and option sets with their Swift names and raw values, as the iOS SDK
// declares them (written from Apple's UIKit documentation; no SDK code). String-backed types
// hold the Objective-C constant's name as their raw value, which the round trip reads back.

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "UITextContentTypeName")
    public static let namePrefix = UITextContentType(rawValue: "UITextContentTypeNamePrefix")
    public static let givenName = UITextContentType(rawValue: "UITextContentTypeGivenName")
    public static let middleName = UITextContentType(rawValue: "UITextContentTypeMiddleName")
    public static let familyName = UITextContentType(rawValue: "UITextContentTypeFamilyName")
    public static let nameSuffix = UITextContentType(rawValue: "UITextContentTypeNameSuffix")
    public static let nickname = UITextContentType(rawValue: "UITextContentTypeNickname")
    public static let jobTitle = UITextContentType(rawValue: "UITextContentTypeJobTitle")
    public static let organizationName = UITextContentType(rawValue: "UITextContentTypeOrganizationName")
    public static let location = UITextContentType(rawValue: "UITextContentTypeLocation")
    public static let fullStreetAddress = UITextContentType(rawValue: "UITextContentTypeFullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "UITextContentTypeStreetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "UITextContentTypeStreetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "UITextContentTypeAddressCity")
    public static let addressState = UITextContentType(rawValue: "UITextContentTypeAddressState")
    public static let addressCityAndState = UITextContentType(rawValue: "UITextContentTypeAddressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "UITextContentTypeSublocality")
    public static let countryName = UITextContentType(rawValue: "UITextContentTypeCountryName")
    public static let postalCode = UITextContentType(rawValue: "UITextContentTypePostalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "UITextContentTypeTelephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "UITextContentTypeEmailAddress")
    public static let URL = UITextContentType(rawValue: "UITextContentTypeURL")
    public static let creditCardNumber = UITextContentType(rawValue: "UITextContentTypeCreditCardNumber")
    public static let username = UITextContentType(rawValue: "UITextContentTypeUsername")
    public static let password = UITextContentType(rawValue: "UITextContentTypePassword")
    public static let newPassword = UITextContentType(rawValue: "UITextContentTypeNewPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "UITextContentTypeOneTimeCode")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "UITextContentTypeShipmentTrackingNumber")
    public static let flightNumber = UITextContentType(rawValue: "UITextContentTypeFlightNumber")
    public static let dateTime = UITextContentType(rawValue: "UITextContentTypeDateTime")
}

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "kCACornerCurveCircular")
    public static let continuous = CALayerCornerCurve(rawValue: "kCACornerCurveContinuous")
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight
    }

    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIControl {
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

extension UITextField {
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
}

extension UITableViewCell {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
}

extension UIDatePicker {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
}

extension UIScrollView {
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}

extension UISwitch {
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
}

extension UIButton {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }
}

extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UIFontTextStyleLargeTitle")
        public static let title1 = TextStyle(rawValue: "UIFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UIFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UIFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UIFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UIFontTextStyleSubheadline")
        public static let body = TextStyle(rawValue: "UIFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UIFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UIFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UIFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UIFontTextStyleCaption2")
    }
}
