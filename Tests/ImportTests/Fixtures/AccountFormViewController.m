// A form written the way XLForm's examples write them, for the importer's tests.
#import "XLForm.h"
#import "AccountFormViewController.h"

#define kEmail @"email"
static NSString *const kPassword = @"password";
NSString *const kAccountType = @"accountType";
NSString * const kNewsletter = @"newsletter";
NSString *const kFrequency = @"frequency";
NSString *const XLFormRowDescriptorTypeRating = @"rating";

@implementation AccountFormViewController

- (instancetype)initWithCoder:(NSCoder *)coder
{
    self = [super initWithCoder:coder];
    if (self) {
        [self initializeForm];
    }
    return self;
}

- (void)initializeForm
{
    XLFormDescriptor * form;
    XLFormSectionDescriptor * section;
    XLFormRowDescriptor * row;
    NSArray * interests = @[@"music", @"cinema", @"japanese"];

    form = [XLFormDescriptor formDescriptorWithTitle:@"Créer un compte"];
    form.addAsteriskToRequiredRowsTitle = YES;
    form.rowNavigationOptions = XLFormRowNavigationOptionEnabled | XLFormRowNavigationOptionStopDisableRow;

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Account"];
    section.footerTitle = @"We never share it.";
    [form addFormSection:section];

    // Email
    row = [XLFormRowDescriptor formRowDescriptorWithTag:kEmail rowType:XLFormRowDescriptorTypeEmail title:@"Email"];
    row.required = YES;
    [row addValidator:[XLFormValidator emailValidator]];
    [row.cellConfigAtConfigure setObject:@"name@example.com" forKey:@"textField.placeholder"];
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kPassword rowType:XLFormRowDescriptorTypePassword title:@"Password"];
    row.required = YES;
    row.requireMsg = @"%@ is needed to sign in";
    [row addValidator:[XLFormRegexValidator formRegexValidatorWithMsg:@"At least 6 characters" regex:@"^.{6,}$"]];
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kAccountType rowType:XLFormRowDescriptorTypeSelectorSegmentedControl title:@"Type"];
    row.selectorOptions = @[@"personal", @"business"];
    row.value = @"personal";
    [section addFormRow:row];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Company"];
    section.hidden = [NSString stringWithFormat:@"$%@ != 'business'", kAccountType];
    [form addFormSection:section];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"employees" rowType:XLFormRowDescriptorTypeInteger title:@"Employees"];
    row.cellConfig[@"textField.textAlignment"] = @(NSTextAlignmentRight);
    row.cellConfig[@"textLabel.textColor"] = [UIColor colorWithRed:1.0 green:0.5 blue:0 alpha:1];
    row.disabled = [NSPredicate predicateWithFormat:@"$accountType.value == %@", @"personal"];
    [section addFormRow:row];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Preferences"];
    [form addFormSection:section];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kNewsletter rowType:XLFormRowDescriptorTypeBooleanSwitch title:@"Newsletter"];
    row.value = @NO;
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kFrequency rowType:XLFormRowDescriptorTypeSelectorPush title:@"Frequency"];
    row.selectorOptions = @[[XLFormOptionsObject formOptionsObjectWithValue:@"daily" displayText:@"Every day"],
                            [XLFormOptionsObject formOptionsObjectWithValue:@"weekly" displayText:@"Every week"]];
    row.value = [XLFormOptionsObject formOptionsObjectWithValue:@"weekly" displayText:@"Every week"];
    row.hidden = [NSString stringWithFormat:@"$%@ == 0", kNewsletter];
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"experience" rowType:XLFormRowDescriptorTypeRating title:@"How did we do?"];
    row.value = @4;
    [section addFormRow:row];

    for (NSString * interest in interests) {
        row = [XLFormRowDescriptor formRowDescriptorWithTag:[NSString stringWithFormat:@"likes_%@", interest] rowType:XLFormRowDescriptorTypeBooleanCheck title:interest];
        [section addFormRow:row];
    }

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Phone numbers"
                                             sectionOptions:XLFormSectionOptionCanInsert | XLFormSectionOptionCanDelete
                                          sectionInsertMode:XLFormSectionInsertModeButton];
    section.multivaluedTag = @"phones";
    row = [XLFormRowDescriptor formRowDescriptorWithTag:nil rowType:XLFormRowDescriptorTypePhone title:@"Phone"];
    section.multivaluedRowTemplate = [row copy];
    row.value = @"+1 555 0100";
    [section addFormRow:row];
    [form addFormSection:section];

    section = [XLFormSectionDescriptor formSection];
    [form addFormSection:section];
    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"terms" rowType:XLFormRowDescriptorTypeButton title:@"Terms"];
    row.action.viewControllerClass = [TermsViewController class];
    row.action.viewControllerPresentationMode = XLFormPresentationModePresent;
    [section addFormRow:row];
    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"help" rowType:XLFormRowDescriptorTypeButton title:@"Help"];
    row.action.formSegueIdentifier = @"ShowHelp";
    [section addFormRow:row];
    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"submit" rowType:XLFormRowDescriptorTypeButton title:@"Create Account"];
    row.action.formSelector = @selector(submit:);
    [section addFormRow:row];

    self.form = form;
}

- (void)formRowDescriptorValueHasChanged:(XLFormRowDescriptor *)rowDescriptor oldValue:(id)oldValue newValue:(id)newValue
{
    [super formRowDescriptorValueHasChanged:rowDescriptor oldValue:oldValue newValue:newValue];
    if ([rowDescriptor.tag isEqualToString:kNewsletter]) {
        [self.form formRowWithTag:kFrequency].title = @"How often?";
    }
}

@end

@implementation RatingCell

+ (void)load
{
    [[XLFormViewController cellClassesForRowDescriptorTypes] setObject:[RatingCell class] forKey:XLFormRowDescriptorTypeRating];
}

@end
