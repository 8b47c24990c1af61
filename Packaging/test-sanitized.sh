#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in a build folder of its own:
#
#   Packaging/test-sanitized.sh address   # AddressSanitizer (the default)
#   Packaging/test-sanitized.sh thread    # ThreadSanitizer: the audio, video, decoding, download
#                                         # and file-watching threads
#
# Swift on Linux has no UndefinedBehaviorSanitizer; the debug build the suite runs already traps
# on Swift's undefined cases (overflow, out-of-bounds, bad conversions). Leak reports are off:
# fontconfig, Mesa and SDL keep process-lifetime allocations that LeakSanitizer reports as leaks.
# Packaging/asan.supp names the errors found in code that is not ours, each with where it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-address}
case "$sanitizer" in address|thread) ;; *) echo "usage: $0 [address|thread]" >&2; exit 2 ;; esac
bash Packaging/install-deps.sh
# The packaging tests install and package the normal release program, as Packaging/test.sh does.
swift build -c release --static-swift-stdlib --product swipe-player
swift build -c release --static-swift-stdlib --product generate-manual
swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
SWIPE_SANITIZER="$sanitizer" ASAN_OPTIONS="detect_leaks=0 suppressions=$PWD/Packaging/asan.supp" TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
