import CSDL2
import SwipeDocument
import SwipeReader

extension OnScreenKeyboard.Output {
    /// The event a physical keyboard sends for what the on-screen keyboard typed: text as text
    /// input, Backspace and Enter as their keys going down; nil for hiding the keyboard. Offered to
    /// a screen's chain, it is typed exactly as the key or the text would be.
    var event: InputEvent? {
        switch self {
        case .text(let text): .text(text)
        case .backspace: Self.keyDown(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE)
        case .enter: Self.keyDown(SDLK_RETURN, SDL_SCANCODE_RETURN)
        case .hide: nil
        }
    }

    private static func keyDown(_ code: SDL_KeyCode, _ scancode: SDL_Scancode) -> InputEvent {
        var key = SDL_Keysym()
        key.sym = SDL_Keycode(code.rawValue)
        key.scancode = scancode
        return .keyDown(key, window: 0)
    }
}
