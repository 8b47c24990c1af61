import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Leaves a test out under `Packaging/test-sanitized.sh thread` (which sets `SWIPE_SANITIZER`),
    /// saying why: what it judges is beyond the instrumented player, not a race (docs/development.md
    /// lists them).
    static func notUnderThreadSanitizer(_ why: Comment) -> Self {
        .disabled(if: ProcessInfo.processInfo.environment["SWIPE_SANITIZER"] == "thread", why)
    }
}
