/* The declaration in include/fuzzer_driver.h is all this module provides; libFuzzer defines it. */
#include "fuzzer_driver.h"
