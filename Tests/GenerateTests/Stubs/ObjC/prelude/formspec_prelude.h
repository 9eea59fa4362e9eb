// Force-included (clang -include) before every Objective-C file checked against GNUstep:
// Debian configures GNUstep's headers for GCC, so a few things clang and Apple's SDK take for
// granted are set here.
#import <Foundation/Foundation.h>
// Apple's Foundation.h includes it; GNUstep's does not.
#import <Foundation/NSByteCountFormatter.h>

// GCC's objc.h defines YES/NO as (BOOL)1 and (BOOL)0, which @YES cannot box.
#undef YES
#undef NO
#define YES __objc_yes
#define NO __objc_no

#ifndef DEPRECATED_ATTRIBUTE
#define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
#endif
#ifndef DEPRECATED_MSG_ATTRIBUTE
#define DEPRECATED_MSG_ATTRIBUTE(message) __attribute__((deprecated(message)))
#endif

// Apple's Foundation has these number formatter styles; GNUstep's header stops at SpellOut.
enum {
    NSNumberFormatterOrdinalStyle = 6,
    NSNumberFormatterCurrencyISOCodeStyle = 8,
    NSNumberFormatterCurrencyPluralStyle = 9,
    NSNumberFormatterCurrencyAccountingStyle = 10
};
