// Réservation 日本 👍: a form with three mistakes the checker must place in this file.
#import "XLForm.h"

NSString *const kAllDay = @"allDay";

@implementation BrokenFormViewController

- (void)initializeForm
{
    XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"Événement 日本"];
    XLFormSectionDescriptor *section = [XLFormSectionDescriptor formSection];
    [form addFormSection:section];

    XLFormRowDescriptor *row = [XLFormRowDescriptor formRowDescriptorWithTag:kAllDay rowType:XLFormRowDescriptorTypeBooleanSwitch title:@"Toute la journée 👍"];
    row.value = @0;
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"starts" rowType:@"dateTimeInline" title:@"Début 👍"];
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"notes" rowType:XLFormRowDescriptorTypeText title:@"日本語"];
    row.hidden = [NSString stringWithFormat:@"$%@ == 1 OR $alDay == 1", kAllDay];
    row.cellConfig[@"textField.placeholdr"] = @"Notes 👍";
    [section addFormRow:row];

    self.form = form;
}

@end
