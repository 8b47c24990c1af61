import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer
import SwipeRender

extension SDLSerialTests {
    /// Zoom in a window on SDL's offscreen driver fed SDL finger, wheel and key events: a pinch
    /// magnifies the middle of the page as a window twice the size shows it, sharp; a double tap
    /// returns to fit; Ctrl+wheel and +/− zoom; a drag pans, and turns the page only from the zoomed
    /// page's edge; a page turn ends the zoom.
    struct PageZoomWindowTests {
        /// Three pages of fine black print on white, with a mark in each corner of the first.
        static let json = ##"""
        { "dimension": [400, 300], "paging": "leftToRight", "pages": [
          { "bc": "#ffffff", "elements": [
            { "x": 120, "y": 110, "w": 160, "h": 80, "text": "Fine print on the page, small", "fontSize": 11, "textColor": "#000" },
            { "x": 0, "y": 0, "w": 20, "h": 20, "bc": "#d02020" }, { "x": 380, "y": 280, "w": 20, "h": 20, "bc": "#2040d0" } ] },
          { "bc": "#30a060" }, { "bc": "#3060c0" } ] }
        """##

        typealias Clock = TestClock

        /// Each event followed by a step and a frame drawn, as the window does.
        func feed(_ w: DocumentWindow, _ clock: Clock, _ events: [SDL_Event], settle: Double = 0.6) { w.feed(clock, events, settle: settle, drawing: true) }

        /// Two fingers moving apart symmetrically about `center`, from 50 to 100 pixels each side:
        /// twice as far apart.
        func pinch(_ w: DocumentWindow, _ clock: Clock, around center: Point) {
            let v = w.screen.context.viewport
            var events = [SyntheticEvents.finger(SDL_FINGERDOWN, id: 1, center - Point(50, 0), viewport: v), SyntheticEvents.finger(SDL_FINGERDOWN, id: 2, center + Point(50, 0), viewport: v)]
            for d in stride(from: 60.0, through: 100, by: 10) {
                events += [SyntheticEvents.finger(SDL_FINGERMOTION, id: 1, center - Point(d, 0), viewport: v), SyntheticEvents.finger(SDL_FINGERMOTION, id: 2, center + Point(d, 0), viewport: v)]
            }
            events += [SyntheticEvents.finger(SDL_FINGERUP, id: 1, center - Point(100, 0), viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: 2, center + Point(100, 0), viewport: v)]
            feed(w, clock, events)
        }

        func tap(_ w: DocumentWindow, _ clock: Clock, _ p: Point, id: SDL_FingerID = 7) {
            let v = w.screen.context.viewport
            feed(w, clock, [SyntheticEvents.finger(SDL_FINGERDOWN, id: id, p, viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: id, p, viewport: v)], settle: 0.05)
        }

        func drag(_ w: DocumentWindow, _ clock: Clock, from a: Point, to b: Point) {
            let v = w.screen.context.viewport
            var events = [SyntheticEvents.finger(SDL_FINGERDOWN, id: 5, a, viewport: v)]
            for i in 1...6 { events.append(SyntheticEvents.finger(SDL_FINGERMOTION, id: 5, a + (b - a) * (Double(i) / 6), viewport: v)) }
            events.append(SyntheticEvents.finger(SDL_FINGERUP, id: 5, b, viewport: v))
            feed(w, clock, events, settle: 1)
        }

        /// The window's picture: a frame drawn at `t` and read back.
        func picture(_ w: DocumentWindow, at t: Double) -> RasterImage {
            w.screen.draw(at: t)
            let v = w.screen.context.viewport
            var image = RasterImage(width: Int(v.x), height: Int(v.y))
            image.pixels.withUnsafeMutableBytes { buffer in
                _ = SDL_RenderReadPixels(w.screen.context.renderer, nil, SurfaceConversion.rgbaFormat, buffer.baseAddress, Int32(image.width * 4))
            }
            return image
        }

        /// The part of `image` at `x`, `y`, `width` × `height`.
        func crop(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> RasterImage {
            var out = RasterImage(width: width, height: height)
            for row in 0..<height {
                let from = ((y + row) * image.width + x) * 4
                out.pixels.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: image.pixels[from..<from + width * 4])
            }
            return out
        }

        /// The share of pixels that differ visibly (more than 24 in a channel).
        func difference(_ a: RasterImage, _ b: RasterImage) -> Double {
            guard a.width == b.width, a.height == b.height else { return 1 }
            var n = 0
            for i in stride(from: 0, to: a.pixels.count, by: 4) where (0..<3).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > 24 }) { n += 1 }
            return Double(n) / Double(a.width * a.height)
        }

        /// Edge sharpness: the mean of the largest neighbour-to-neighbour steps in brightness along
        /// rows (the top 1% of them): a crisp edge steps at once, a stretched texture in ramps.
        func sharpness(_ image: RasterImage) -> Double {
            var steps: [Int] = []
            for y in 0..<image.height {
                for x in 1..<image.width {
                    let i = (y * image.width + x) * 4
                    steps.append(abs(Int(image.pixels[i]) - Int(image.pixels[i - 4])))
                }
            }
            let top = steps.sorted(by: >).prefix(max(1, steps.count / 100))
            return Double(top.reduce(0, +)) / Double(top.count)
        }

        /// The document in a window whose reader keeps highlights (in `dir`): long presses and
        /// Shift+drags select text there.
        func annotatedWindow(in dir: URL) throws -> DocumentWindow {
            let w = try DocumentWindow(json: Self.json)
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.window.showFirstFrame()
            return w
        }

        func write(_ image: RasterImage, _ name: String) {
            _ = image.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent(name).path)
        }

        @Test func aPinchMagnifiesTheMiddleSharplyAndADoubleTapReturnsToFit() throws {
            // The reference: the page in a window twice the size, its middle cut out.
            let twice: RasterImage
            do {
                let big = try DocumentWindow(json: Self.json, size: Point(800, 600))
                big.window.showFirstFrame()
                twice = crop(picture(big, at: 3), x: 200, y: 150, width: 400, height: 300)
            }
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try annotatedWindow(in: dir)
            let clock = Clock(3)
            let fitted = picture(w, at: clock.t)
            #expect(difference(fitted, twice) > 0.015, "the fitted page is not its middle magnified")

            // Over the text, with Shift held as with Ctrl+Shift's simulated fingers: a pinch, no selection.
            SDL_SetModState(KMOD_LSHIFT)
            pinch(w, clock, around: Point(200, 150))
            SDL_SetModState(KMOD_NONE)
            #expect(w.screen.session.highlighter.draft == nil && w.screen.annotations?.highlights.items.isEmpty == true)
            #expect(abs(w.screen.zoom.scale - 2) < 1e-6, "fingers twice as far apart: twice the size")
            #expect(w.currentPage == 1 && !w.screen.isMoving, "and no page turned")
            let zoomed = picture(w, at: clock.t)
            write(zoomed, "zoom-pinched.png")
            write(twice, "zoom-twice.png")
            let off = difference(zoomed, twice)
            #expect(off < 0.002, "the middle of the page, magnified as a window twice the size draws it: \(off)")
            #expect(sharpness(zoomed) >= sharpness(twice) * 0.9, "as sharp: \(sharpness(zoomed)) against \(sharpness(twice))")

            // A double tap goes back to fit, and taps nothing on the way.
            tap(w, clock, Point(200, 150))
            tap(w, clock, Point(204, 152), id: 8)
            #expect(!w.screen.zoom.isZoomed)
            #expect(difference(picture(w, at: clock.t), fitted) < 0.005)
            // And another one zooms to twice there.
            clock.t += 1
            tap(w, clock, Point(100, 100))
            tap(w, clock, Point(100, 100), id: 8)
            #expect(w.screen.zoom.scale == PageZoom.doubleTapScale)
        }

        @Test func zoomedTextIsDrawnAgainSharpWhenTheZoomStops() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            let clock = Clock(3)
            _ = picture(w, at: clock.t)
            // Three steps in (1.25³ ≈ 1.95×), a frame drawn after each: the text's texture of the
            // fitted page stands in, stretched, while the scale changes.
            for _ in 0..<2 {
                w.handle(SyntheticEvents.key(SDLK_EQUALS), at: clock.t)
                _ = picture(w, at: clock.t)
                clock.t += 0.016
            }
            w.handle(SyntheticEvents.key(SDLK_EQUALS), at: clock.t)
            let moving = crop(picture(w, at: clock.t), x: 100, y: 100, width: 200, height: 100)
            clock.t += 0.016
            #expect(w.screen.isAnimating(at: clock.t), "the window draws on until the zoom has settled")
            let settled = crop(picture(w, at: clock.t), x: 100, y: 100, width: 200, height: 100)
            write(moving, "zoom-moving.png")
            write(settled, "zoom-settled.png")
            #expect(sharpness(settled) > sharpness(moving) * 1.2, "drawn again at the new scale: \(sharpness(settled)) against \(sharpness(moving))")
            _ = picture(w, at: clock.t)
            #expect(!w.screen.isAnimating(at: clock.t))
        }

        @Test func ctrlWheelAndTheKeysZoom() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            let clock = Clock(3)
            feed(w, clock, [SyntheticEvents.key(SDLK_EQUALS), SyntheticEvents.key(SDLK_EQUALS)])
            #expect(abs(w.screen.zoom.scale - 1.5625) < 1e-9, "= twice: 1.25²")
            feed(w, clock, [SyntheticEvents.key(SDLK_MINUS)])
            #expect(abs(w.screen.zoom.scale - 1.25) < 1e-9)
            var reset = SyntheticEvents.key(SDLK_0)
            reset.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
            feed(w, clock, [reset])
            #expect(!w.screen.zoom.isZoomed, "Ctrl+0: the whole page")

            SDL_SetModState(KMOD_LCTRL)
            defer { SDL_SetModState(KMOD_NONE) }
            feed(w, clock, [SyntheticEvents.wheel(1), SyntheticEvents.wheel(1), SyntheticEvents.wheel(1)])
            #expect(abs(w.screen.zoom.scale - 1.953125) < 1e-9, "three notches away: 1.25³")
            #expect(w.currentPage == 1, "and no page turned")
            feed(w, clock, [SyntheticEvents.wheel(-1)])
            #expect(abs(w.screen.zoom.scale - 1.5625) < 1e-9)
            SDL_SetModState(KMOD_NONE)
            feed(w, clock, [SyntheticEvents.wheel(-1)], settle: 1)
            #expect(w.currentPage == 2, "the plain wheel still turns the page")
            #expect(!w.screen.zoom.isZoomed, "and the turn ends the zoom")
        }

        @Test func aDragPansTheZoomedPageAndTurnsItOnlyFromItsEdge() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            let clock = Clock(3)
            pinch(w, clock, around: Point(200, 150))
            let before = w.screen.zoom.offset
            // A drag left pans towards the page's right side; no page turns.
            drag(w, clock, from: Point(300, 150), to: Point(200, 130))
            let moved = w.screen.zoom.offset - before
            #expect(abs(moved.x + 100) < 0.01 && abs(moved.y + 20) < 0.01, "the page follows the finger: \(moved)")
            #expect(w.currentPage == 1 && w.screen.zoom.isZoomed)
            // Far enough left, the right edge shows: the blue mark in the bottom-right corner is there.
            drag(w, clock, from: Point(350, 250), to: Point(50, 50))
            #expect(w.screen.zoom.zoomedPage(w.screen.zoomArea).maxX == 400)
            let corner = picture(w, at: clock.t)
            let i = (265 * 400 + 365) * 4
            #expect(corner.pixels[i + 2] > 150 && corner.pixels[i] < 100, "the page's bottom-right mark, magnified to 40 pixels")
            #expect(w.currentPage == 1)
            // From the edge, a drag on towards the next page turns it, and the zoom ends.
            drag(w, clock, from: Point(350, 150), to: Point(50, 150))
            #expect(w.currentPage == 2)
            #expect(!w.screen.zoom.isZoomed)
        }

        @Test func aPageTurnEndsTheZoomAndThreeFingersStillOpenTheMenu() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            let clock = Clock(3)
            pinch(w, clock, around: Point(120, 90))
            #expect(w.screen.zoom.isZoomed)
            feed(w, clock, [SyntheticEvents.key(SDLK_RIGHT)], settle: 1)
            #expect(w.currentPage == 2 && !w.screen.zoom.isZoomed)
            // Three fingers put down together zoom nothing: they open the reader menu.
            let v = w.screen.context.viewport
            let points = [Point(150, 150), Point(200, 150), Point(250, 150)]
            feed(w, clock, points.enumerated().map { SyntheticEvents.finger(SDL_FINGERDOWN, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) }
                 + points.enumerated().map { SyntheticEvents.finger(SDL_FINGERUP, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) })
            #expect(w.screen.session.readerMenu.isOpen && !w.screen.zoom.isZoomed && w.currentPage == 2)
            feed(w, clock, [SyntheticEvents.key(SDLK_ESCAPE)])
            // The fingers the menu took are forgotten: one finger after it drags a page again.
            drag(w, clock, from: Point(350, 150), to: Point(50, 150))
            #expect(w.currentPage == 3)
        }

        /// A finger whose lifting another feature took (a long press selecting a word) is no longer
        /// down for the zoom: the next finger alone drags a page, no pinch.
        @Test func aFingerLiftedOverASelectionIsNoLongerDown() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try annotatedWindow(in: dir)
            let clock = Clock(3)
            let v = w.screen.context.viewport
            feed(w, clock, [SyntheticEvents.finger(SDL_FINGERDOWN, id: 1, Point(200, 150), viewport: v)], settle: 0.7)
            feed(w, clock, [SyntheticEvents.finger(SDL_FINGERUP, id: 1, Point(200, 150), viewport: v)])
            #expect(w.screen.session.highlighter.open != nil, "the long press highlighted a word")
            drag(w, clock, from: Point(350, 250), to: Point(50, 250))
            #expect(w.currentPage == 2, "one finger, one page turned")
        }

        /// A story's scene zooms too, and its buttons are hit where the zoom shows them; choosing
        /// one moves to another scene, which ends the zoom.
        @Test func aStorysSceneZoomsAndItsButtonsAreHitWhereTheyShow() throws {
            let stories = StoryWindowTests()
            let (w, screen) = try stories.open(try stories.folder(), state: stories.stateFolder())
            var t = stories.click(w, (250, 100), at: 1)
            #expect(screen.navigator.current == 1)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_EQUALS), SyntheticEvents.key(SDLK_EQUALS), SyntheticEvents.key(SDLK_EQUALS)], start: t)
            #expect(abs(screen.zoom.scale - 1.953125) < 1e-9)
            // Where the "Go right" button shows now, after a drag up has brought the bottom into view.
            t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 150, 400), SyntheticEvents.mouse(SDL_MOUSEMOTION, 150, 300),
                                         SyntheticEvents.mouse(SDL_MOUSEMOTION, 150, 100), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 150, 100)], start: t)
            #expect(screen.navigator.current == 1 && screen.zoom.isZoomed, "a drag up pans the scene")
            let frame = try #require(StoryLayout(viewport: screen.sceneSize).controls(screen.story, scene: 1).first { $0.control == .branch(1) }?.frame)
            let origin = Point(screen.sceneFrame.x, screen.sceneFrame.y)
            let shown = screen.zoom.transform.project(Point(frame.x + frame.width / 2, frame.y + frame.height / 2) + origin).point
            #expect(shown.x > 0 && shown.x < 300 && shown.y > 0 && shown.y < 500, "the button is in the window: \(shown)")
            #expect(abs(shown.y - (frame.y + frame.height / 2)) > 20, "and not where the fitted scene has it")
            _ = stories.click(w, (Int32(shown.x), Int32(shown.y)), at: t)
            #expect(screen.navigator.current == 3, "the button chosen through the zoom")
            #expect(!screen.zoom.isZoomed, "another scene: the whole scene again")
        }
    }
}
