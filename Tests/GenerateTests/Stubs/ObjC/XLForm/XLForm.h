// The XLForm 4.3.0 API that generated Objective-C code calls, declared from XLForm's public
// headers (XLForm/XL/*.h) for checking that code on Linux: names, types and nullability as
// XLForm declares them. Not XLForm's header.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

extern NSString *const XLFormRowDescriptorTypeText;
extern NSString *const XLFormRowDescriptorTypeName;
extern NSString *const XLFormRowDescriptorTypeURL;
extern NSString *const XLFormRowDescriptorTypeEmail;
extern NSString *const XLFormRowDescriptorTypePassword;
extern NSString *const XLFormRowDescriptorTypeNumber;
extern NSString *const XLFormRowDescriptorTypePhone;
extern NSString *const XLFormRowDescriptorTypeTwitter;
extern NSString *const XLFormRowDescriptorTypeAccount;
extern NSString *const XLFormRowDescriptorTypeInteger;
extern NSString *const XLFormRowDescriptorTypeImage;
extern NSString *const XLFormRowDescriptorTypeDecimal;
extern NSString *const XLFormRowDescriptorTypeTextView;
extern NSString *const XLFormRowDescriptorTypeZipCode;
extern NSString *const XLFormRowDescriptorTypeSelectorPush;
extern NSString *const XLFormRowDescriptorTypeSelectorPopover;
extern NSString *const XLFormRowDescriptorTypeSelectorActionSheet;
extern NSString *const XLFormRowDescriptorTypeSelectorAlertView;
extern NSString *const XLFormRowDescriptorTypeSelectorPickerView;
extern NSString *const XLFormRowDescriptorTypeSelectorPickerViewInline;
extern NSString *const XLFormRowDescriptorTypeMultipleSelector;
extern NSString *const XLFormRowDescriptorTypeMultipleSelectorPopover;
extern NSString *const XLFormRowDescriptorTypeSelectorLeftRight;
extern NSString *const XLFormRowDescriptorTypeSelectorSegmentedControl;
extern NSString *const XLFormRowDescriptorTypeDateInline;
extern NSString *const XLFormRowDescriptorTypeDateTimeInline;
extern NSString *const XLFormRowDescriptorTypeTimeInline;
extern NSString *const XLFormRowDescriptorTypeCountDownTimerInline;
extern NSString *const XLFormRowDescriptorTypeDate;
extern NSString *const XLFormRowDescriptorTypeDateTime;
extern NSString *const XLFormRowDescriptorTypeTime;
extern NSString *const XLFormRowDescriptorTypeCountDownTimer;
extern NSString *const XLFormRowDescriptorTypeDatePicker;
extern NSString *const XLFormRowDescriptorTypePicker;
extern NSString *const XLFormRowDescriptorTypeSlider;
extern NSString *const XLFormRowDescriptorTypeBooleanCheck;
extern NSString *const XLFormRowDescriptorTypeBooleanSwitch;
extern NSString *const XLFormRowDescriptorTypeButton;
extern NSString *const XLFormRowDescriptorTypeInfo;
extern NSString *const XLFormRowDescriptorTypeStepCounter;

typedef NS_ENUM(NSUInteger, XLFormPresentationMode) {
    XLFormPresentationModeDefault = 0,
    XLFormPresentationModePush,
    XLFormPresentationModePresent,
};

typedef NS_OPTIONS(NSUInteger, XLFormSectionOptions) {
    XLFormSectionOptionNone = 0,
    XLFormSectionOptionCanInsert = 1 << 0,
    XLFormSectionOptionCanDelete = 1 << 1,
    XLFormSectionOptionCanReorder = 1 << 2,
};

typedef NS_ENUM(NSUInteger, XLFormSectionInsertMode) {
    XLFormSectionInsertModeLastRow = 0,
    XLFormSectionInsertModeButton = 2,
};

typedef NS_OPTIONS(NSUInteger, XLFormRowNavigationOptions) {
    XLFormRowNavigationOptionNone = 0,
    XLFormRowNavigationOptionEnabled = 1 << 0,
    XLFormRowNavigationOptionStopDisableRow = 1 << 1,
    XLFormRowNavigationOptionSkipCanNotBecomeFirstResponderRow = 1 << 2,
    XLFormRowNavigationOptionStopInlineRow = 1 << 3,
};

typedef NS_ENUM(NSUInteger, XLFormLeftRightSelectorOptionLeftValueChangePolicy) {
    XLFormLeftRightSelectorOptionLeftValueChangePolicyNullifyRightValue = 0,
    XLFormLeftRightSelectorOptionLeftValueChangePolicyChooseFirstOption,
    XLFormLeftRightSelectorOptionLeftValueChangePolicyChooseLastOption,
};

typedef NS_ENUM(NSUInteger, XLFormDateDatePickerMode) {
    XLFormDateDatePickerModeGetFromRowDescriptor = 0,
    XLFormDateDatePickerModeDate,
    XLFormDateDatePickerModeDateTime,
    XLFormDateDatePickerModeTime,
};

typedef NS_ENUM(NSUInteger, XLFormDateDatePickerStyle) {
    XLFormDateDatePickerStyleAutomatic = 0,
    XLFormDateDatePickerStyleCompact,
    XLFormDateDatePickerStyleInline,
    XLFormDateDatePickerStyleWheels,
};

@class XLFormRowDescriptor;
@class XLFormSectionDescriptor;
@class XLFormValidationStatus;

@protocol XLFormValidatorProtocol <NSObject>
@required
- (XLFormValidationStatus *)isValid:(XLFormRowDescriptor *)row;
@end

@interface XLFormValidationStatus : NSObject
@property (nonatomic, copy) NSString *msg;
@property (nonatomic, assign) BOOL isValid;
@property (nonatomic, weak) XLFormRowDescriptor *rowDescriptor;
- (instancetype)initWithMsg:(NSString *)msg status:(BOOL)isValid rowDescriptor:(XLFormRowDescriptor *)row;
+ (XLFormValidationStatus *)formValidationStatusWithMsg:(NSString *)msg
                                                 status:(BOOL)status
                                          rowDescriptor:(XLFormRowDescriptor *)row;
@end

@interface XLFormValidator : NSObject <XLFormValidatorProtocol>
+ (XLFormValidator *)emailValidator;
+ (XLFormValidator *)emailValidatorLong;
@end

@interface XLFormRegexValidator : XLFormValidator
@property (nonatomic, copy) NSString *msg;
@property (nonatomic, copy) NSString *regex;
- (instancetype)initWithMsg:(NSString *)msg andRegexString:(NSString *)regex;
+ (XLFormRegexValidator *)formRegexValidatorWithMsg:(NSString *)msg regex:(NSString *)regex;
@end

@interface XLFormAction : NSObject
@property (nullable, nonatomic) Class viewControllerClass;
@property (nullable, nonatomic, copy) NSString *viewControllerStoryboardId;
@property (nullable, nonatomic, copy) NSString *viewControllerNibName;
@property (nonatomic, assign) XLFormPresentationMode viewControllerPresentationMode;
@property (nullable, nonatomic) SEL formSelector;
@property (nullable, nonatomic, copy) NSString *formSegueIdentifier;
@property (nullable, nonatomic) Class formSegueClass;
@end

@interface XLFormRowDescriptor : NSObject
@property (nonatomic, nullable, strong) id cellClass;
@property (nonatomic, nullable, copy, readwrite) NSString *tag;
@property (nonatomic, nonnull, copy, readonly) NSString *rowType;
@property (nonatomic, nullable, copy) NSString *title;
@property (nonatomic, nullable, strong) id value;
@property (nonatomic, nullable, strong) Class valueTransformer;
@property (nonatomic, assign) UITableViewCellStyle cellStyle;
@property (nonatomic, assign) CGFloat height;
@property (nonatomic, readonly, nonnull, strong) NSMutableDictionary *cellConfig;
@property (nonatomic, readonly, nonnull, strong) NSMutableDictionary *cellConfigForSelector;
@property (nonatomic, readonly, nonnull, strong) NSMutableDictionary *cellConfigIfDisabled;
@property (nonatomic, readonly, nonnull, strong) NSMutableDictionary *cellConfigAtConfigure;
@property (nonatomic, nonnull, strong) id disabled;
- (BOOL)isDisabled;
@property (nonatomic, nonnull, strong) id hidden;
- (BOOL)isHidden;
@property (getter=isRequired, nonatomic, assign) BOOL required;
@property (nonatomic, nonnull, strong) XLFormAction *action;
@property (nonatomic, nullable, copy) NSString *requireMsg;
@property (nonatomic, nullable, copy) NSString *noValueDisplayText;
@property (nonatomic, nullable, copy) NSString *selectorTitle;
@property (nonatomic, nullable, strong) NSArray *selectorOptions;
@property (null_unspecified) id leftRightSelectorLeftOptionSelected;
@property (nonatomic, assign) BOOL useValueFormatterDuringInput;
@property (nonatomic, strong, nullable) NSFormatter *valueFormatter;
+ (nonnull instancetype)formRowDescriptorWithTag:(nullable NSString *)tag rowType:(nonnull NSString *)rowType;
+ (nonnull instancetype)formRowDescriptorWithTag:(nullable NSString *)tag
                                         rowType:(nonnull NSString *)rowType
                                           title:(nullable NSString *)title;
- (void)addValidator:(nonnull id<XLFormValidatorProtocol>)validator;
@end

@interface XLFormLeftRightSelectorOption : NSObject
@property (nonatomic, assign) XLFormLeftRightSelectorOptionLeftValueChangePolicy leftValueChangePolicy;
@property (nonatomic, readonly, nonnull) id leftValue;
@property (nonatomic, readonly, nonnull) NSArray *rightOptions;
@property (nonatomic, readonly, null_unspecified, copy) NSString *httpParameterKey;
@property (nonatomic, nullable) Class rightSelectorControllerClass;
@property (nonatomic, nullable, copy) NSString *noValueDisplayText;
@property (nonatomic, nullable, copy) NSString *selectorTitle;
+ (nonnull XLFormLeftRightSelectorOption *)formLeftRightSelectorOptionWithLeftValue:(nonnull id)leftValue
                                                                  httpParameterKey:(null_unspecified NSString *)key
                                                                      rightOptions:(nonnull NSArray *)rightOptions;
@end

@interface XLFormOptionsObject : NSObject
@property (nonatomic, copy) NSString *formDisplaytext;
@property (nonatomic, strong) id formValue;
+ (XLFormOptionsObject *)formOptionsObjectWithValue:(id)value displayText:(NSString *)displayText;
@end

@interface XLFormSectionDescriptor : NSObject
@property (nonatomic, nullable, copy) NSString *title;
@property (nonatomic, nullable, copy) NSString *footerTitle;
@property (nonatomic, readonly, nonnull, strong) NSMutableArray *formRows;
@property (nonatomic, readonly, assign) XLFormSectionInsertMode sectionInsertMode;
@property (nonatomic, readonly, assign) XLFormSectionOptions sectionOptions;
@property (nonatomic, nullable, strong) XLFormRowDescriptor *multivaluedRowTemplate;
@property (nonatomic, readonly, nullable, strong) XLFormRowDescriptor *multivaluedAddButton;
@property (nonatomic, nullable, copy) NSString *multivaluedTag;
@property (nonatomic, nonnull, strong) id hidden;
- (BOOL)isHidden;
+ (nonnull instancetype)formSection;
+ (nonnull instancetype)formSectionWithTitle:(nullable NSString *)title;
+ (nonnull instancetype)formSectionWithTitle:(nullable NSString *)title sectionOptions:(XLFormSectionOptions)sectionOptions;
+ (nonnull instancetype)formSectionWithTitle:(nullable NSString *)title
                              sectionOptions:(XLFormSectionOptions)sectionOptions
                           sectionInsertMode:(XLFormSectionInsertMode)sectionInsertMode;
- (void)addFormRow:(nonnull XLFormRowDescriptor *)formRow;
@end

@interface XLFormDescriptor : NSObject
@property (nonatomic, strong, readonly, nonnull) NSMutableArray *formSections;
@property (nonatomic, readonly, nullable, copy) NSString *title;
@property (nonatomic, assign) BOOL endEditingTableViewOnScroll;
@property (nonatomic, assign) BOOL assignFirstResponderOnShow;
@property (nonatomic, assign) BOOL addAsteriskToRequiredRowsTitle;
@property (nonatomic, getter=isDisabled, assign) BOOL disabled;
@property (nonatomic, assign) XLFormRowNavigationOptions rowNavigationOptions;
+ (nonnull instancetype)formDescriptor;
+ (nonnull instancetype)formDescriptorWithTitle:(nullable NSString *)title;
- (void)addFormSection:(nonnull XLFormSectionDescriptor *)formSection;
@end

@interface XLFormViewController : UIViewController
+ (NSMutableDictionary *)cellClassesForRowDescriptorTypes;
+ (NSMutableDictionary *)inlineRowDescriptorTypesForRowDescriptorTypes;
@end
