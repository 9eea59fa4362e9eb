// GNUstep's GSVersionMacros.h includes libobjc2's <objc/blocks_runtime.h> when clang compiles
// with blocks; Debian's GCC runtime has no such header. These are the two functions it declares.
void *_Block_copy(const void *block);
void _Block_release(const void *block);
