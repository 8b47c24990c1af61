import Testing
@testable import SwipePlayer

/// The window's input goes through one ordered list of stages: the screen reader's keys, the
/// window's own handling, then the top screen, then the window's own commands.
struct InputPipelineTests {
    @Test func theStagesInOrder() {
        #expect(InputPipeline().stages.map { String(describing: type(of: $0)) } == [
            "LostDisplay", "ScreenReaderKeys", "TouchFromMouse", "TypingNoticed", "Rotation", "UpdaterNotices", "Kiosk", "Presenter", "FingersCounted", "SpokenFeedback",
            "WindowEvents",
            "TopScreen", "WindowCommands",
        ])
    }
}
