// An XLForm form built in Objective-C, as apps write them. `formspec check` on this file
// imports the form and reports what XLForm would trip over, here in the source.
#import "XLForm.h"
#import "EventFormViewController.h"

NSString *const kAllDay = @"allDay";
NSString *const kRepeat = @"repeat";

@implementation EventFormViewController

- (void)initializeForm
{
    XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"Add Event"];
    XLFormSectionDescriptor *section;
    XLFormRowDescriptor *row;

    section = [XLFormSectionDescriptor formSection];
    [form addFormSection:section];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"title" rowType:XLFormRowDescriptorTypeText];
    [row.cellConfigAtConfigure setObject:@"Title" forKey:@"textField.placeholder"];
    row.required = YES;
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kAllDay rowType:XLFormRowDescriptorTypeBooleanSwitch title:@"All-day"];
    row.value = @NO;
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"starts" rowType:XLFormRowDescriptorTypeDateTimeInline title:@"Starts"];
    row.value = [NSDate dateWithTimeIntervalSinceNow:60*60*24];
    row.onChangeBlock = ^(id oldValue, id newValue, XLFormRowDescriptor *changed) { [self moveEnd]; };
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:@"ends" rowType:@"dateTimeInline" title:@"Ends"];
    row.hidden = [NSString stringWithFormat:@"$%@ == 1 OR $start == nil", kAllDay];
    [section addFormRow:row];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Repeat"];
    [form addFormSection:section];
    row = [XLFormRowDescriptor formRowDescriptorWithTag:kRepeat rowType:XLFormRowDescriptorTypeSelectorPush title:@"Repeat"];
    row.selectorOptions = @[[XLFormOptionsObject formOptionsObjectWithValue:@(0) displayText:@"Never"],
                            [XLFormOptionsObject formOptionsObjectWithValue:@(1) displayText:@"Every Day"],
                            [XLFormOptionsObject formOptionsObjectWithValue:@(7) displayText:@"Every Week"]];
    row.value = [XLFormOptionsObject formOptionsObjectWithValue:@(0) displayText:@"Never"];
    row.cellConfig[@"detailTextLabel.textColour"] = [UIColor grayColor];
    [section addFormRow:row];

    self.form = form;
}

@end
