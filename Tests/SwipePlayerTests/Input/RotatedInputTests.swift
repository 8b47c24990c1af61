import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// Fingers and the mouse on a window turned by `--rotate` (SDL's offscreen driver, events fed
    /// in with explicit times): positions reach the document in the turned picture's space.
    struct RotatedInputTests {
        /// A 400×300 page with a play button in its top-left corner, and three more pages turning
        /// sideways.
        static let json = #"{ "dimension": [400, 300], "paging": "leftToRight", "pages": [ { "play": "pause", "duration": 1, "elements": [ { "x": 0, "y": 0, "w": 100, "h": 100, "bc": "red", "action": "play" } ] }, {}, {}, {} ] }"#

        func finger(_ type: SDL_EventType, _ x: Float, _ y: Float) -> SDL_Event {
            var e = SDL_Event()
            e.tfinger.type = type.rawValue
            e.tfinger.fingerId = 1
            (e.tfinger.x, e.tfinger.y) = (x, y)
            return e
        }

        /// The window, 300×400 as it stands, shows the 400×300 page turned a quarter turn: the
        /// screens see the turned size.
        @Test func theScreensSeeTheTurnedSize() throws {
            let w = try DocumentWindow(json: Self.json, size: Point(300, 400), rotation: .quarter)
            w.window.showFirstFrame()
            #expect(w.window.context.viewport == Point(400, 300))
        }

        /// A finger near the panel's top-right corner is on the page's top-left corner turned a
        /// quarter turn clockwise (its 0…1 position turned), near its bottom-left corner turned
        /// three quarters; upright it is on neither.
        @Test func aFingerPressesThePlayButtonWhereTheTurnedPictureShowsIt() throws {
            for (rotation, x, y) in [(ScreenRotation.quarter, Float(0.9), Float(0.05)), (.threeQuarters, 0.05, 0.95)] {
                let w = try DocumentWindow(json: Self.json, size: Point(300, 400), rotation: rotation)
                w.window.showFirstFrame()
                w.handle(finger(SDL_FINGERDOWN, x, y), at: 1)
                #expect(w.pressedButton == PlayButtonID(page: 0, path: [0]), "\(rotation)")
                w.handle(finger(SDL_FINGERUP, x, y), at: 1.1)
                #expect(w.screen.isAnimating(at: 1.2), "\(rotation): the page plays")
            }
            let upright = try DocumentWindow(json: Self.json, size: Point(300, 400))
            upright.window.showFirstFrame()
            upright.handle(finger(SDL_FINGERDOWN, 0.9, 0.05), at: 1)
            #expect(upright.pressedButton == nil)
        }

        /// The mouse's pixel (270, 20) of the 300×400 window is (20, 29) of the page turned a
        /// quarter turn, on the play button; upside down, (380, 280) of the panel is (19, 19).
        @Test func theMousePressesThePlayButtonWhereTheTurnedPictureShowsIt() throws {
            let w = try DocumentWindow(json: Self.json, size: Point(300, 400), rotation: .quarter)
            w.window.showFirstFrame()
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 270, 20), at: 1)
            #expect(w.pressedButton == PlayButtonID(page: 0, path: [0]))
            for (x, y, pressed) in [(Int32(20), Int32(20), false), (380, 280, true)] {
                let half = try DocumentWindow(json: Self.json, size: Point(400, 300), rotation: .half)
                half.window.showFirstFrame()
                half.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), at: 1)
                // Upside down, the panel's top-left corner shows the page's bottom right.
                #expect((half.pressedButton != nil) == pressed, "(\(x), \(y))")
            }
        }

        /// A finger moving up the panel turned a quarter turn clockwise swipes right to left
        /// across the page: the next page comes; moving down, the previous one.
        @Test func aSwipeTurnsThePageInThePicturesDirection() throws {
            let w = try DocumentWindow(json: Self.json, size: Point(300, 400), rotation: .quarter)
            w.window.showFirstFrame()
            let up = [finger(SDL_FINGERDOWN, 0.5, 0.8)] + (1...6).map { finger(SDL_FINGERMOTION, 0.5, 0.8 - Float($0) * 0.1) } + [finger(SDL_FINGERUP, 0.5, 0.2)]
            let t = SyntheticEvents.play(w.window, up, start: 1)
            #expect(w.position == 1)
            let down = [finger(SDL_FINGERDOWN, 0.5, 0.2)] + (1...6).map { finger(SDL_FINGERMOTION, 0.5, 0.2 + Float($0) * 0.1) } + [finger(SDL_FINGERUP, 0.5, 0.8)]
            _ = SyntheticEvents.play(w.window, down, start: t)
            #expect(w.position == 0, "moving down the panel swipes left to right: back to the first page")
        }
    }
}
