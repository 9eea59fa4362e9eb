// glibc's heap statistics, for the memory benchmark.
#include <malloc.h>
