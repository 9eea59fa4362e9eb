//  ShopFormViewController.m
//  A form written the way XLForm apps write them: dates relative to now, formatters, an Add
//  button with its own title and a popover row built on iPad only.

#import "ShopFormViewController.h"

NSString *const kPickup = @"pickup";
NSString *const kLastOrder = @"lastOrder";
NSString *const kPrice = @"price";
NSString *const kDiscount = @"discount";
NSString *const kDownload = @"download";
NSString *const kCoupon = @"coupon";
NSString *const kSize = @"size";

@implementation ShopFormViewController

- (void)initializeForm
{
    XLFormDescriptor *form = [XLFormDescriptor formDescriptorWithTitle:@"Shop"];
    XLFormSectionDescriptor *section;
    XLFormRowDescriptor *row;

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Delivery"];
    [form addFormSection:section];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kPickup rowType:XLFormRowDescriptorTypeDateTimeInline title:@"Pick up"];
    row.value = [NSDate dateWithTimeIntervalSinceNow:60 * 60 * 2];
    [row.cellConfigAtConfigure setObject:[NSDate new] forKey:@"minimumDate"];
    [row.cellConfigAtConfigure setObject:[[NSDate date] dateByAddingTimeInterval:7 * 24 * 60 * 60] forKey:@"maximumDate"];
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kLastOrder rowType:XLFormRowDescriptorTypeDate title:@"Last order"];
    row.value = [NSDate new];
    row.disabled = @YES;
    [section addFormRow:row];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Price"];
    [form addFormSection:section];

    NSNumberFormatter *priceFormatter = [[NSNumberFormatter alloc] init];
    [priceFormatter setNumberStyle:NSNumberFormatterCurrencyStyle];
    row = [XLFormRowDescriptor formRowDescriptorWithTag:kPrice rowType:XLFormRowDescriptorTypeDecimal title:@"Price"];
    row.valueFormatter = priceFormatter;
    row.useValueFormatterDuringInput = YES;
    row.value = @(12.5);
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kDiscount rowType:XLFormRowDescriptorTypeNumber title:@"Discount"];
    NSNumberFormatter *percent = [NSNumberFormatter new];
    row.valueFormatter = percent;
    percent.numberStyle = NSNumberFormatterPercentStyle;
    row.value = @(0.1);
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kDownload rowType:XLFormRowDescriptorTypeInfo title:@"Download"];
    NSByteCountFormatter *bytes = [[NSByteCountFormatter alloc] init];
    bytes.countStyle = NSByteCountFormatterCountStyleMemory;
    row.valueFormatter = bytes;
    row.value = @(2048);
    [section addFormRow:row];

    row = [XLFormRowDescriptor formRowDescriptorWithTag:kCoupon rowType:XLFormRowDescriptorTypeText title:@"Coupon"];
    row.valueFormatter = [CouponCodeFormatter new];
    [section addFormRow:row];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Gift notes"
                                             sectionOptions:XLFormSectionOptionCanInsert | XLFormSectionOptionCanDelete
                                          sectionInsertMode:XLFormSectionInsertModeButton];
    section.multivaluedTag = @"notes";
    section.multivaluedAddButton.title = @"Add a note";
    row = [XLFormRowDescriptor formRowDescriptorWithTag:nil rowType:XLFormRowDescriptorTypeText];
    [[row cellConfig] setObject:@"Note" forKey:@"textField.placeholder"];
    section.multivaluedRowTemplate = row;
    [form addFormSection:section];

    section = [XLFormSectionDescriptor formSectionWithTitle:@"Size"];
    [form addFormSection:section];
    if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad) {
        row = [XLFormRowDescriptor formRowDescriptorWithTag:kSize rowType:XLFormRowDescriptorTypeSelectorPopover title:@"Size"];
        row.selectorOptions = @[@"S", @"M", @"L"];
        row.value = @"M";
        [section addFormRow:row];
    }

    self.form = form;
}

@end
