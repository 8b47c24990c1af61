import CSDL2
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

/// SDL's keys and buttons become the chords key bindings name, and `--control`'s key names the keycodes.
struct KeyInputTests {
    @Test func keysAreNamedAsBindingsNameThem() {
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_RIGHT))) == KeyChord(key: "right"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_SPACE, shift: true))) == KeyChord(modifiers: .shift, key: "space"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_x))) == KeyChord(key: "x"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_LEFTBRACKET))) == KeyChord(key: "["))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_KP_ENTER))) == KeyChord(key: "kp_enter"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_F5))) == KeyChord(key: "f5"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.key(SDLK_AC_BACK))) == KeyChord(key: "back"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 5, 5, button: SDL_BUTTON_X1))) == KeyChord(key: "mbtn_back"))
        #expect(KeyInput.chord(InputEvent(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 5, 5))) == nil, "the left button is the pointer's")
    }

    @Test func everyNamedKeyHasAKeycodeAndComesBackAsItsName() {
        for name in KeyName.named where !name.hasPrefix("MBTN") && !name.hasPrefix("Touch_") {
            let code = KeyInput.keycode(named: name)
            #expect(code != nil, "\(name)")
            if let code { #expect(KeyInput.name(code) == KeyName.key(name), "\(name)") }
        }
        #expect(KeyInput.keycode(named: "Keypad Enter") == SDL_Keycode(SDLK_KP_ENTER.rawValue), "SDL's own names still work for --control")
        #expect(KeyInput.keycode(named: "nokey") == nil)
    }
}
