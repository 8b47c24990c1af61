import CSDL2
import Testing
import SwipeDocument
@testable import SwipePlayer

/// SDL's events become the player's own `InputEvent` once, with what features read of them.
struct InputEventTests {
    @Test func keysTextAndTheWindowAreTranslated() {
        guard case .keyDown(let key, _) = InputEvent(SyntheticEvents.key(SDLK_RIGHT)) else { Issue.record("a key down"); return }
        #expect(key.sym == SDL_Keycode(SDLK_RIGHT.rawValue))
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { $0.copyBytes(from: Array("é".utf8) + [0]) }
        guard case .text("é") = InputEvent(text) else { Issue.record("text"); return }
        var window = SDL_Event()
        window.window.type = SDL_WINDOWEVENT.rawValue
        window.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        window.window.windowID = 7
        guard case .window(.close, 7) = InputEvent(window) else { Issue.record("a close request"); return }
        window.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        guard case .window(.resized, 7) = InputEvent(window) else { Issue.record("a resize"); return }
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        guard case .quit = InputEvent(quit) else { Issue.record("quit"); return }
    }

    @Test func theMouseFingersAndTheWheelAreTranslated() {
        guard case .mouseButton(let b) = InputEvent(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 5, 6, button: SDL_BUTTON_X1)) else { Issue.record("a button"); return }
        #expect(b.button == .back && !b.down && b.x == 5 && b.y == 6 && !b.fromTouch)
        var touchMouse = SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 5, 6)
        touchMouse.button.which = UInt32.max
        guard case .mouseButton(let fromTouch) = InputEvent(touchMouse) else { Issue.record("a button"); return }
        #expect(fromTouch.fromTouch && fromTouch.down && fromTouch.button == .left)
        guard case .mouseMotion(let m) = InputEvent(SyntheticEvents.mouse(SDL_MOUSEMOTION, 1, 2)) else { Issue.record("a motion"); return }
        #expect(m.leftHeld && m.held && m.x == 1 && m.y == 2)
        guard case .finger(let f) = InputEvent(SyntheticEvents.finger(SDL_FINGERUP, id: 3, Point(25, 50), viewport: Point(100, 100))) else { Issue.record("a finger"); return }
        #expect(f.phase == .up && f.id == 3 && f.x == 0.25 && f.y == 0.5)
        var wheel = SyntheticEvents.wheel(2)
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        guard case .wheel(let w) = InputEvent(wheel) else { Issue.record("the wheel"); return }
        #expect(w.y == -2, "a flipped wheel turned back")
    }

    @Test func postedEventsComeBackAsTheirOwn() {
        var event = SDL_Event()
        for posted in PostedEvent.allCases {
            event.type = posted.type
            event.user.data1 = UnsafeMutableRawPointer(bitPattern: 0x1234)
            guard case .posted(let back, let source) = InputEvent(event) else { Issue.record("\(posted)"); continue }
            #expect(back == posted && source == UnsafeMutableRawPointer(bitPattern: 0x1234))
        }
        event.type = SDL_DROPFILE.rawValue
        guard case .other = InputEvent(event) else { Issue.record("a dropped file is none of the player's"); return }
    }
}
