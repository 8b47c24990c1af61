import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The gesture lab fed scripted SDL events (on SDL's offscreen driver): the overlay shows what
    /// the recognizer decided, and Ctrl turns the mouse into SDL touch fingers.
    struct GestureLabTests {
        /// Four 400×300 pages, paged vertically: a page is 300 window pixels long.
        static let json = #"{ "title": "lab-test", "dimension": [400, 300], "pages": [ {}, {}, {}, {} ] }"#

        func window() throws -> DocumentWindow {
            let w = try DocumentWindow(json: Self.json)
            w.window.context.showsInput = true
            w.window.showFirstFrame()
            return w
        }

        /// A left-button drag from (200, y0) to (200, y1) in `steps` moves over `duration` from `start`.
        func drag(_ w: DocumentWindow, from y0: Int32, to y1: Int32, steps: Int32, over duration: Double, start: Double) {
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, y0), at: start)
            for i in 1...steps {
                let t = start + duration * Double(i) / Double(steps)
                w.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, y0 + (y1 - y0) * i / steps), at: t)
                w.step(at: t)
            }
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, y1), at: start + duration)
        }

        /// Lets what moves come to rest; the time reached.
        func settle(_ w: DocumentWindow, from start: Double) -> Double {
            var t = start
            for _ in 0..<100 { t += 0.016; w.step(at: t) }
            return t
        }

        /// The lab shows the recognizer's own report, and says it in its lines.
        func expectShown(_ w: DocumentWindow, _ gesture: GestureReport.Gesture, sourceLocation: SourceLocation = #_sourceLocation) throws -> GestureReport {
            let report = try #require(w.gestureReport, sourceLocation: sourceLocation)
            #expect(report.gesture == gesture, sourceLocation: sourceLocation)
            #expect(w.inputLab.report == report, "the overlay shows what the recognizer decided", sourceLocation: sourceLocation)
            var lab = w.inputLab
            var items: [DisplayItem] = []
            lab.items(viewport: Point(400, 300), style: .standard(), at: report.time, into: &items)
            #expect(lab.lines.contains { $0.hasPrefix("last gesture: \(gesture.rawValue)") }, "\(lab.lines)", sourceLocation: sourceLocation)
            if gesture != .tap {
                let velocity = "velocity \(InputLab.format(report.velocity, 2)) pages/s"
                #expect(lab.lines.contains { $0.contains(velocity) }, "\(lab.lines)", sourceLocation: sourceLocation)
            }
            return report
        }

        @Test func aSlowShortDragAFlingAndATapAreShownAsTheRecognizerDecidedThem() throws {
            let w = try window()
            // 30 pixels (a tenth of a page) in a second: too slow and too short to turn.
            drag(w, from: 200, to: 170, steps: 10, over: 1, start: 1)
            let slow = try expectShown(w, .snapBack)
            #expect(abs(slow.velocity - 0.1) < 0.01 && slow.distance == 30 && slow.target == 0, "\(slow)")
            var t = settle(w, from: 2)
            #expect(w.currentPage == 1)

            // 60 pixels in 50 ms: a fling, at 4 pages a second, turns the page.
            drag(w, from: 200, to: 140, steps: 3, over: 0.05, start: t)
            let fling = try expectShown(w, .fling)
            #expect(abs(fling.velocity - 4) < 0.05 && abs(fling.pixelVelocity - 1200) < 15 && fling.target == 1, "\(fling)")
            t = settle(w, from: t + 0.05)
            #expect(w.currentPage == 2)

            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 100, 100), at: t)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 102, 100), at: t + 0.1)
            let tap = try expectShown(w, .tap)
            #expect(tap.distance == 2 && tap.velocity == 0)
            #expect(w.currentPage == 2)
        }

        @Test func theLabFollowsContactsAndFadesOnlyWhileShown() throws {
            let w = try window()
            drag(w, from: 200, to: 100, steps: 5, over: 0.2, start: 1)
            let contact = try #require(w.inputLab.contacts.first { $0.source == .mouse })
            #expect(contact.trail.count == 7 && !contact.isDown, "the press, five moves and the release")
            #expect(w.screen.isAnimating(at: 1.5) || w.isMoving)
            w.window.context.showsInput = false
            w.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, 10, 10), at: 5)
            #expect(w.inputLab.contacts.first { $0.source == .mouse }?.trail.last?.time == 1.2, "a hidden lab follows nothing")
        }

        @Test func thePanelNamesTheVideoDriverAndRendererTheWindowRunsOn() throws {
            let w = try window()
            #expect(w.inputLab.lines.last == "video offscreen · renderer \(w.window.rendererName)", "\(w.inputLab.lines)")
        }

        @Test func gTogglesTheLab() throws {
            let w = try DocumentWindow(json: Self.json)
            #expect(!w.window.context.showsInput)
            w.handle(SyntheticEvents.key(SDLK_i), at: 1)
            #expect(w.window.context.showsInput)
            w.handle(SyntheticEvents.key(SDLK_i), at: 2)
            #expect(!w.window.context.showsInput)
        }

        /// Takes the touch events on SDL's queue, leaving nothing else there.
        func queuedFingers() -> [SDL_TouchFingerEvent] {
            var e = SDL_Event()
            var out: [SDL_TouchFingerEvent] = []
            while SDL_PollEvent(&e) != 0 {
                if [SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue].contains(e.type) { out.append(e.tfinger) }
            }
            return out
        }

        /// Feeds `fingers` back to the window as SDL would deliver them.
        func deliver(_ fingers: [SDL_TouchFingerEvent], to w: DocumentWindow, at t: Double) {
            for (i, f) in fingers.enumerated() {
                var e = SDL_Event()
                e.tfinger = f
                w.handle(e, at: t + Double(i) * 0.01)
            }
        }

        @Test func withCtrlHeldTheMouseIsAFingerOnSDLsQueue() throws {
            let w = try window()
            _ = queuedFingers()
            defer { SDL_SetModState(KMOD_NONE) }
            SDL_SetModState(KMOD_LCTRL)
            drag(w, from: 250, to: 50, steps: 4, over: 0.5, start: 1)
            #expect(w.inputLab.contacts.allSatisfy { $0.source != .mouse }, "no mouse event reached the document")
            #expect(w.gestureReport == nil)
            let fingers = queuedFingers()
            #expect(fingers.map(\.type) == [SDL_FINGERDOWN.rawValue] + Array(repeating: SDL_FINGERMOTION.rawValue, count: 4) + [SDL_FINGERUP.rawValue])
            #expect(fingers.allSatisfy { $0.touchId == SimulatedTouch.touchID && $0.fingerId == 1 })
            #expect(fingers.first?.x == 0.5 && fingers.first?.y == Float(250) / 300 && fingers.last?.y == Float(50) / 300)
            #expect(fingers.dropFirst().allSatisfy { abs($0.dy + 50 / 300) < 1e-6 || $0.type == SDL_FINGERUP.rawValue })

            // Delivered, they drag the page as a touchscreen's fingers do, and the lab shows a finger.
            deliver(fingers, to: w, at: 2)
            #expect(w.inputLab.contacts.contains { $0.source == .finger(1) })
            #expect(abs(try #require(w.gestureReport).distance - 200) < 0.01)
            _ = settle(w, from: 2.1)
            #expect(w.currentPage == 2)
        }

        @Test func withCtrlShiftASecondFingerMovesMirrored() throws {
            let w = try window()
            _ = queuedFingers()
            defer { SDL_SetModState(KMOD_NONE) }
            SDL_SetModState(SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 100, 60), at: 1)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, 120, 90), at: 1.1)
            SDL_SetModState(KMOD_NONE)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 120, 90), at: 1.2)
            let fingers = queuedFingers()
            #expect(fingers.count == 6, "two fingers down, moved and up, even with the keys let go")
            let first = fingers.filter { $0.fingerId == 1 }, second = fingers.filter { $0.fingerId == 2 }
            #expect(first.count == 3 && second.count == 3)
            for (a, b) in zip(first, second) {
                #expect(a.type == b.type && abs(a.x + b.x - 1) < 1e-6 && abs(a.y + b.y - 1) < 1e-6, "mirrored about the centre")
                #expect(a.dx == -b.dx && a.dy == -b.dy)
            }
            deliver(fingers, to: w, at: 2)
            #expect(w.inputLab.contacts.filter { $0.source == .finger(1) || $0.source == .finger(2) }.count == 2)
        }

        /// Ctrl+Shift dragged outwards from near the middle: two fingers spreading apart, which
        /// the lab measures together while they are down (centroid, scale, rotation), and which
        /// zoom the page.
        @Test func withCtrlShiftTheMousePinchesAndTheLabMeasuresTheFingers() throws {
            let w = try window()
            _ = queuedFingers()
            defer { SDL_SetModState(KMOD_NONE) }
            SDL_SetModState(SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 170, 150), at: 1)
            for (i, x) in [160, 140, 120, 110].enumerated() { w.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(x), 150), at: 1.1 + Double(i) * 0.02) }
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 110, 150), at: 1.3)
            let fingers = queuedFingers()
            deliver(fingers.filter { $0.type != SDL_FINGERUP.rawValue }, to: w, at: 2)
            w.screen.draw(at: 2.2)
            #expect(w.inputLab.lines.contains("2 fingers: centroid 200, 150 · scale 3.00× · rotation 0°"), "\(w.inputLab.lines)")
            deliver(fingers.filter { $0.type == SDL_FINGERUP.rawValue }, to: w, at: 2.3)
            #expect(abs(w.screen.zoom.scale - 3) < 1e-4, "three times as far apart: three times the size, \(w.screen.zoom.scale)")
            #expect(w.currentPage == 1)
        }

        @Test func withoutCtrlTheMouseStaysAMouse() throws {
            let w = try window()
            _ = queuedFingers()
            SDL_SetModState(KMOD_NONE)
            drag(w, from: 250, to: 50, steps: 4, over: 0.5, start: 1)
            #expect(queuedFingers().isEmpty)
            #expect(w.gestureReport?.gesture == .drag)
        }
    }
}
