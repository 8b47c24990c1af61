import CSDL2
import SwipeDesktop
import Testing
@testable import SwipePlayer

/// SDL's keys as a screen reader hears them over AT-SPI: X's keysyms, and X's keycodes (evdev + 8)
/// as Orca's key bindings match them; X's modifier mask; the text a key types.
struct ScreenReaderKeyTests {
    func key(_ scancode: SDL_Scancode, _ sym: Int32, _ mod: SDL_Keymod = KMOD_NONE, down: Bool = true) -> ATSPIKeyEvent? {
        let keysym = SDL_Keysym(scancode: scancode, sym: sym, mod: UInt16(mod.rawValue), unused: 0)
        return ATSPIKeyEvent(down ? .keyDown(keysym, window: 1) : .keyUp(keysym, window: 1), at: 2.5)
    }

    @Test func namedKeysHaveXsKeysymsAndKeycodes() {
        let tab = key(SDL_SCANCODE_TAB, Int32(SDLK_TAB.rawValue))
        #expect(tab == ATSPIKeyEvent(pressed: true, keysym: 0xff09, keycode: 23, modifiers: 0, milliseconds: 2500, string: ""))
        let right = key(SDL_SCANCODE_RIGHT, Int32(bitPattern: SDLK_RIGHT.rawValue), down: false)
        #expect(right?.keysym == 0xff53 && right?.keycode == 114 && right?.pressed == false)
        #expect(key(SDL_SCANCODE_KP_PLUS, Int32(bitPattern: SDLK_KP_PLUS.rawValue))?.keysym == 0xffab, "Orca's Say All")
        #expect(key(SDL_SCANCODE_INSERT, Int32(bitPattern: SDLK_INSERT.rawValue))?.keycode == 118, "Orca's modifier")
        #expect(key(SDL_SCANCODE_F1, Int32(bitPattern: SDLK_F1.rawValue))?.keysym == 0xffbe)
        #expect(key(SDL_SCANCODE_KP_8, Int32(bitPattern: SDLK_KP_8.rawValue))?.keysym == 0xff97, "KP_Up, Num Lock off")
        #expect(key(SDL_SCANCODE_KP_8, Int32(bitPattern: SDLK_KP_8.rawValue), KMOD_NUM)?.keysym == 0xffb8, "KP_8, Num Lock on")
    }

    @Test func typingKeysCarryTheirTextAndModifiersAreXs() {
        let a = key(SDL_SCANCODE_A, Int32(SDLK_a.rawValue))
        #expect(a?.keysym == 0x61 && a?.keycode == 38 && a?.string == "a")
        #expect(a?.argument == .structure([.uint32(0), .int32(0x61), .int32(38), .int32(0), .int32(2500), .string("a"), .boolean(true)]))
        let shifted = key(SDL_SCANCODE_A, Int32(SDLK_a.rawValue), KMOD_LSHIFT)
        #expect(shifted?.string == "A" && shifted?.keysym == 0x41 && shifted?.modifiers == ATSPIKeyEvent.shift)
        let bang = key(SDL_SCANCODE_1, Int32(SDLK_1.rawValue), KMOD_LSHIFT)
        #expect(bang?.string == "!" && bang?.keysym == 0x21 && bang?.keycode == 10, "Shift+1 types ! on the US layout")
        #expect(key(SDL_SCANCODE_SLASH, Int32(SDLK_SLASH.rawValue), KMOD_RSHIFT)?.string == "?")
        #expect(key(SDL_SCANCODE_1, Int32(SDLK_1.rawValue), KMOD_CAPS)?.string == "1", "Caps Lock shifts letters only")
        #expect(key(SDL_SCANCODE_1, Int32(SDLK_AMPERSAND.rawValue), KMOD_LSHIFT)?.string == "&", "a key of another layout (AZERTY's &) keeps its character")
        let control = key(SDL_SCANCODE_Q, Int32(SDLK_q.rawValue), SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LALT.rawValue))
        #expect(control?.keycode == 24 && control?.modifiers == ATSPIKeyEvent.control | ATSPIKeyEvent.alt)
        #expect(key(SDL_SCANCODE_SPACE, Int32(SDLK_SPACE.rawValue))?.keycode == 65)
        #expect(ATSPIKeyEvent(.text("a"), at: 0) == nil, "text is not a key")
        #expect(key(SDL_SCANCODE_TAB, Int32(SDLK_TAB.rawValue))?.argument.signature == "(uiiiisb)")
    }
}
