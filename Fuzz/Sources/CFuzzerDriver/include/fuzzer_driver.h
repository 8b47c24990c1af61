#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver (linked in by -sanitize=fuzzer): parses libFuzzer's options and calls
   `callback` with each input. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
