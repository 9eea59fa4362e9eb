// The parts of UIKit (and Core Animation) that generated XLForm code names, declared from
// Apple's UIKit documentation for checking that code on Linux. Not Apple's header.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIKeyboardType) {
    UIKeyboardTypeDefault,
    UIKeyboardTypeASCIICapable,
    UIKeyboardTypeNumbersAndPunctuation,
    UIKeyboardTypeURL,
    UIKeyboardTypeNumberPad,
    UIKeyboardTypePhonePad,
    UIKeyboardTypeNamePhonePad,
    UIKeyboardTypeEmailAddress,
    UIKeyboardTypeDecimalPad,
    UIKeyboardTypeTwitter,
    UIKeyboardTypeWebSearch,
    UIKeyboardTypeASCIICapableNumberPad,
};

typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) {
    UITextAutocapitalizationTypeNone,
    UITextAutocapitalizationTypeWords,
    UITextAutocapitalizationTypeSentences,
    UITextAutocapitalizationTypeAllCharacters,
};

typedef NS_ENUM(NSInteger, UITextAutocorrectionType) {
    UITextAutocorrectionTypeDefault,
    UITextAutocorrectionTypeNo,
    UITextAutocorrectionTypeYes,
};

typedef NS_ENUM(NSInteger, UITextSpellCheckingType) {
    UITextSpellCheckingTypeDefault,
    UITextSpellCheckingTypeNo,
    UITextSpellCheckingTypeYes,
};

typedef NS_ENUM(NSInteger, UITextSmartQuotesType) {
    UITextSmartQuotesTypeDefault,
    UITextSmartQuotesTypeNo,
    UITextSmartQuotesTypeYes,
};

typedef NS_ENUM(NSInteger, UITextSmartDashesType) {
    UITextSmartDashesTypeDefault,
    UITextSmartDashesTypeNo,
    UITextSmartDashesTypeYes,
};

typedef NS_ENUM(NSInteger, UITextSmartInsertDeleteType) {
    UITextSmartInsertDeleteTypeDefault,
    UITextSmartInsertDeleteTypeNo,
    UITextSmartInsertDeleteTypeYes,
};

typedef NS_ENUM(NSInteger, UIKeyboardAppearance) {
    UIKeyboardAppearanceDefault,
    UIKeyboardAppearanceDark,
    UIKeyboardAppearanceLight,
    UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark,
};

typedef NS_ENUM(NSInteger, UIReturnKeyType) {
    UIReturnKeyDefault,
    UIReturnKeyGo,
    UIReturnKeyGoogle,
    UIReturnKeyJoin,
    UIReturnKeyNext,
    UIReturnKeyRoute,
    UIReturnKeySearch,
    UIReturnKeySend,
    UIReturnKeyYahoo,
    UIReturnKeyDone,
    UIReturnKeyEmergencyCall,
    UIReturnKeyContinue,
};

typedef NS_ENUM(NSInteger, NSTextAlignment) {
    NSTextAlignmentLeft,
    NSTextAlignmentCenter,
    NSTextAlignmentRight,
    NSTextAlignmentJustified,
    NSTextAlignmentNatural,
};

typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping,
    NSLineBreakByCharWrapping,
    NSLineBreakByClipping,
    NSLineBreakByTruncatingHead,
    NSLineBreakByTruncatingTail,
    NSLineBreakByTruncatingMiddle,
};

typedef NS_ENUM(NSInteger, UITextFieldViewMode) {
    UITextFieldViewModeNever,
    UITextFieldViewModeWhileEditing,
    UITextFieldViewModeUnlessEditing,
    UITextFieldViewModeAlways,
};

typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    UITextBorderStyleNone,
    UITextBorderStyleLine,
    UITextBorderStyleBezel,
    UITextBorderStyleRoundedRect,
};

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault,
    UITableViewCellStyleValue1,
    UITableViewCellStyleValue2,
    UITableViewCellStyleSubtitle,
};

typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone,
    UITableViewCellAccessoryDisclosureIndicator,
    UITableViewCellAccessoryDetailDisclosureButton,
    UITableViewCellAccessoryCheckmark,
    UITableViewCellAccessoryDetailButton,
};

typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    UITableViewCellSelectionStyleNone,
    UITableViewCellSelectionStyleBlue,
    UITableViewCellSelectionStyleGray,
    UITableViewCellSelectionStyleDefault,
};

typedef NS_ENUM(NSInteger, UITableViewCellFocusStyle) {
    UITableViewCellFocusStyleDefault,
    UITableViewCellFocusStyleCustom,
};

typedef NS_ENUM(NSInteger, UIDatePickerMode) {
    UIDatePickerModeTime,
    UIDatePickerModeDate,
    UIDatePickerModeDateAndTime,
    UIDatePickerModeCountDownTimer,
    UIDatePickerModeYearAndMonth,
};

typedef NS_ENUM(NSInteger, UIDatePickerStyle) {
    UIDatePickerStyleAutomatic,
    UIDatePickerStyleWheels,
    UIDatePickerStyleCompact,
    UIDatePickerStyleInline,
};

typedef NS_ENUM(NSInteger, UIViewContentMode) {
    UIViewContentModeScaleToFill,
    UIViewContentModeScaleAspectFit,
    UIViewContentModeScaleAspectFill,
    UIViewContentModeRedraw,
    UIViewContentModeCenter,
    UIViewContentModeTop,
    UIViewContentModeBottom,
    UIViewContentModeLeft,
    UIViewContentModeRight,
    UIViewContentModeTopLeft,
    UIViewContentModeTopRight,
    UIViewContentModeBottomLeft,
    UIViewContentModeBottomRight,
};

typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) {
    UIControlContentHorizontalAlignmentCenter,
    UIControlContentHorizontalAlignmentLeft,
    UIControlContentHorizontalAlignmentRight,
    UIControlContentHorizontalAlignmentFill,
    UIControlContentHorizontalAlignmentLeading,
    UIControlContentHorizontalAlignmentTrailing,
};

typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment) {
    UIControlContentVerticalAlignmentCenter,
    UIControlContentVerticalAlignmentTop,
    UIControlContentVerticalAlignmentBottom,
    UIControlContentVerticalAlignmentFill,
};

typedef NS_OPTIONS(NSUInteger, UIDataDetectorTypes) {
    UIDataDetectorTypePhoneNumber = 1 << 0,
    UIDataDetectorTypeLink = 1 << 1,
    UIDataDetectorTypeAddress = 1 << 2,
    UIDataDetectorTypeCalendarEvent = 1 << 3,
    UIDataDetectorTypeShipmentTrackingNumber = 1 << 4,
    UIDataDetectorTypeFlightNumber = 1 << 5,
    UIDataDetectorTypeLookupSuggestion = 1 << 6,
    UIDataDetectorTypeNone = 0,
    UIDataDetectorTypeAll = NSUIntegerMax,
};

typedef NS_ENUM(NSInteger, UIViewTintAdjustmentMode) {
    UIViewTintAdjustmentModeAutomatic,
    UIViewTintAdjustmentModeNormal,
    UIViewTintAdjustmentModeDimmed,
};

typedef NS_ENUM(NSInteger, UISemanticContentAttribute) {
    UISemanticContentAttributeUnspecified,
    UISemanticContentAttributePlayback,
    UISemanticContentAttributeSpatial,
    UISemanticContentAttributeForceLeftToRight,
    UISemanticContentAttributeForceRightToLeft,
};

typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
    UIUserInterfaceStyleUnspecified,
    UIUserInterfaceStyleLight,
    UIUserInterfaceStyleDark,
};

typedef NS_ENUM(NSInteger, UIBaselineAdjustment) {
    UIBaselineAdjustmentAlignBaselines,
    UIBaselineAdjustmentAlignCenters,
    UIBaselineAdjustmentNone,
};

typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) {
    UIScrollViewIndicatorStyleDefault,
    UIScrollViewIndicatorStyleBlack,
    UIScrollViewIndicatorStyleWhite,
};

typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    UIScrollViewKeyboardDismissModeNone,
    UIScrollViewKeyboardDismissModeOnDrag,
    UIScrollViewKeyboardDismissModeInteractive,
};

typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
    UIScrollViewContentInsetAdjustmentAutomatic,
    UIScrollViewContentInsetAdjustmentScrollableAxes,
    UIScrollViewContentInsetAdjustmentNever,
    UIScrollViewContentInsetAdjustmentAlways,
};

typedef NS_ENUM(NSInteger, UISwitchStyle) {
    UISwitchStyleAutomatic,
    UISwitchStyleCheckbox,
    UISwitchStyleSliding,
};

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom,
    UIButtonTypeSystem,
    UIButtonTypeDetailDisclosure,
    UIButtonTypeInfoLight,
    UIButtonTypeInfoDark,
    UIButtonTypeContactAdd,
    UIButtonTypePlain,
    UIButtonTypeClose,
};

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
    UIViewAutoresizingNone = 0,
    UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
    UIViewAutoresizingFlexibleWidth = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin = 1 << 3,
    UIViewAutoresizingFlexibleHeight = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5,
};

typedef NS_OPTIONS(NSUInteger, CACornerMask) {
    kCALayerMinXMinYCorner = 1U << 0,
    kCALayerMaxXMinYCorner = 1U << 1,
    kCALayerMinXMaxYCorner = 1U << 2,
    kCALayerMaxXMaxYCorner = 1U << 3,
};

typedef NSString *CALayerCornerCurve;
extern CALayerCornerCurve const kCACornerCurveCircular;
extern CALayerCornerCurve const kCACornerCurveContinuous;

typedef NSString *UITextContentType;
extern UITextContentType const UITextContentTypeName;
extern UITextContentType const UITextContentTypeNamePrefix;
extern UITextContentType const UITextContentTypeGivenName;
extern UITextContentType const UITextContentTypeMiddleName;
extern UITextContentType const UITextContentTypeFamilyName;
extern UITextContentType const UITextContentTypeNameSuffix;
extern UITextContentType const UITextContentTypeNickname;
extern UITextContentType const UITextContentTypeJobTitle;
extern UITextContentType const UITextContentTypeOrganizationName;
extern UITextContentType const UITextContentTypeLocation;
extern UITextContentType const UITextContentTypeFullStreetAddress;
extern UITextContentType const UITextContentTypeStreetAddressLine1;
extern UITextContentType const UITextContentTypeStreetAddressLine2;
extern UITextContentType const UITextContentTypeAddressCity;
extern UITextContentType const UITextContentTypeAddressState;
extern UITextContentType const UITextContentTypeAddressCityAndState;
extern UITextContentType const UITextContentTypeSublocality;
extern UITextContentType const UITextContentTypeCountryName;
extern UITextContentType const UITextContentTypePostalCode;
extern UITextContentType const UITextContentTypeTelephoneNumber;
extern UITextContentType const UITextContentTypeEmailAddress;
extern UITextContentType const UITextContentTypeURL;
extern UITextContentType const UITextContentTypeCreditCardNumber;
extern UITextContentType const UITextContentTypeUsername;
extern UITextContentType const UITextContentTypePassword;
extern UITextContentType const UITextContentTypeNewPassword;
extern UITextContentType const UITextContentTypeOneTimeCode;
extern UITextContentType const UITextContentTypeShipmentTrackingNumber;
extern UITextContentType const UITextContentTypeFlightNumber;
extern UITextContentType const UITextContentTypeDateTime;

typedef NSString *UIFontTextStyle;
extern UIFontTextStyle const UIFontTextStyleLargeTitle;
extern UIFontTextStyle const UIFontTextStyleTitle1;
extern UIFontTextStyle const UIFontTextStyleTitle2;
extern UIFontTextStyle const UIFontTextStyleTitle3;
extern UIFontTextStyle const UIFontTextStyleHeadline;
extern UIFontTextStyle const UIFontTextStyleSubheadline;
extern UIFontTextStyle const UIFontTextStyleBody;
extern UIFontTextStyle const UIFontTextStyleCallout;
extern UIFontTextStyle const UIFontTextStyleFootnote;
extern UIFontTextStyle const UIFontTextStyleCaption1;
extern UIFontTextStyle const UIFontTextStyleCaption2;

@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property (class, nonatomic, readonly) UIColor *blackColor;
@property (class, nonatomic, readonly) UIColor *darkGrayColor;
@property (class, nonatomic, readonly) UIColor *lightGrayColor;
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *grayColor;
@property (class, nonatomic, readonly) UIColor *redColor;
@property (class, nonatomic, readonly) UIColor *greenColor;
@property (class, nonatomic, readonly) UIColor *blueColor;
@property (class, nonatomic, readonly) UIColor *cyanColor;
@property (class, nonatomic, readonly) UIColor *yellowColor;
@property (class, nonatomic, readonly) UIColor *magentaColor;
@property (class, nonatomic, readonly) UIColor *orangeColor;
@property (class, nonatomic, readonly) UIColor *purpleColor;
@property (class, nonatomic, readonly) UIColor *brownColor;
@property (class, nonatomic, readonly) UIColor *clearColor;
@property (class, nonatomic, readonly) UIColor *lightTextColor;
@property (class, nonatomic, readonly) UIColor *darkTextColor;
@property (class, nonatomic, readonly) UIColor *systemRedColor;
@property (class, nonatomic, readonly) UIColor *systemOrangeColor;
@property (class, nonatomic, readonly) UIColor *systemYellowColor;
@property (class, nonatomic, readonly) UIColor *systemGreenColor;
@property (class, nonatomic, readonly) UIColor *systemMintColor;
@property (class, nonatomic, readonly) UIColor *systemTealColor;
@property (class, nonatomic, readonly) UIColor *systemCyanColor;
@property (class, nonatomic, readonly) UIColor *systemBlueColor;
@property (class, nonatomic, readonly) UIColor *systemIndigoColor;
@property (class, nonatomic, readonly) UIColor *systemPurpleColor;
@property (class, nonatomic, readonly) UIColor *systemPinkColor;
@property (class, nonatomic, readonly) UIColor *systemBrownColor;
@property (class, nonatomic, readonly) UIColor *systemGrayColor;
@property (class, nonatomic, readonly) UIColor *systemGray2Color;
@property (class, nonatomic, readonly) UIColor *systemGray3Color;
@property (class, nonatomic, readonly) UIColor *systemGray4Color;
@property (class, nonatomic, readonly) UIColor *systemGray5Color;
@property (class, nonatomic, readonly) UIColor *systemGray6Color;
@property (class, nonatomic, readonly) UIColor *labelColor;
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor;
@property (class, nonatomic, readonly) UIColor *tertiaryLabelColor;
@property (class, nonatomic, readonly) UIColor *quaternaryLabelColor;
@property (class, nonatomic, readonly) UIColor *placeholderTextColor;
@property (class, nonatomic, readonly) UIColor *linkColor;
@property (class, nonatomic, readonly) UIColor *separatorColor;
@property (class, nonatomic, readonly) UIColor *opaqueSeparatorColor;
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *tertiarySystemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor;
@property (class, nonatomic, readonly) UIColor *secondarySystemGroupedBackgroundColor;
@property (class, nonatomic, readonly) UIColor *tertiarySystemGroupedBackgroundColor;
@property (class, nonatomic, readonly) UIColor *systemFillColor;
@property (class, nonatomic, readonly) UIColor *secondarySystemFillColor;
@property (class, nonatomic, readonly) UIColor *tertiarySystemFillColor;
@property (class, nonatomic, readonly) UIColor *quaternarySystemFillColor;
@property (class, nonatomic, readonly) UIColor *tintColor;
@end

@interface UIFont : NSObject
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
@end

@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
@end

@interface UIResponder : NSObject
@end

@interface UIViewController : UIResponder
@end

@interface UIView : UIResponder
@end

@interface UITableViewCell : UIView
@end

NS_ASSUME_NONNULL_END
