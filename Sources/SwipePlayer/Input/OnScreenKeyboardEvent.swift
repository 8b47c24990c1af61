import CSDL2
import SwipeDocument
import SwipeReader

extension OnScreenKeyboard.Output {
    /// The SDL event a physical keyboard sends for what the on-screen keyboard typed: text as text
    /// input, Backspace and Enter as their keys going down; nil for hiding the keyboard. Offered to
    /// a screen's chain, it is typed exactly as the key or the text would be.
    var event: SDL_Event? {
        var event = SDL_Event()
        switch self {
        case .text(let text):
            event.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &event.text.text) { buffer in
                // SDL's buffer holds 31 bytes and a NUL; a key types far less.
                let bytes = Array(text.utf8.prefix(buffer.count - 1))
                buffer.copyBytes(from: bytes)
                buffer[bytes.count] = 0
            }
        case .backspace: event.key = Self.keyDown(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE)
        case .enter: event.key = Self.keyDown(SDLK_RETURN, SDL_SCANCODE_RETURN)
        case .hide: return nil
        }
        return event
    }

    private static func keyDown(_ code: SDL_KeyCode, _ scancode: SDL_Scancode) -> SDL_KeyboardEvent {
        var key = SDL_KeyboardEvent()
        key.type = SDL_KEYDOWN.rawValue
        key.state = UInt8(SDL_PRESSED)
        key.keysym.sym = SDL_Keycode(code.rawValue)
        key.keysym.scancode = scancode
        return key
    }
}
