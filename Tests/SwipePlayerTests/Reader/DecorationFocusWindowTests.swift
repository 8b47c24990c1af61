import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer
@testable import SwipeRender

extension SDLSerialTests {
    /// Keyboard focus on decorations and the long press, in a real window under Xvfb driven by
    /// xdotool: Tab rings a highlight and Enter opens its bar without turning the page; a long
    /// press on a word selects it, a drag extends it, and the release highlights it with its bar.
    struct DecorationFocusWindowTests {
        let window = WindowTests()
        static let document = """
        { "title": "decoration-focus-test", "dimension": [400, 300], "pages": [
            { "bc": "#ffffff", "elements": [ { "x": 0, "y": 100, "w": 400, "h": 60, "text": "The quick brown fox jumps", "fontSize": 30, "textColor": "#000000" } ] },
            { "bc": "#ffffff" } ] }
        """

        /// The rows under the text, above the page indicator (which fades a while after opening).
        static let below = 170..<255

        /// The document written to a folder of its own, its path.
        func write() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-decofocus-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let doc = dir.appendingPathComponent("decoration-focus-test.swipe")
            try Self.document.write(to: doc, atomically: true, encoding: .utf8)
            return doc.path
        }

        /// The annotations the player keeps for `path` in `x`'s session.
        func annotations(_ path: String, _ x: XvfbSession) -> ReaderAnnotations {
            ReaderAnnotations(href: path, store: AnnotationStore(documentPath: path, directory: AnnotationStore.directory(environment: x.environment), warn: { _ in }))
        }

        /// Whether the pixel at (`x`, `y`) is near `colour`.
        func pixel(_ image: RasterImage, _ x: Int, _ y: Int, near colour: Color) -> Bool {
            let (r, g, b, _) = image.pixel(x, y)
            return abs(Double(r) - colour.r * 255) < 40 && abs(Double(g) - colour.g * 255) < 40 && abs(Double(b) - colour.b * 255) < 40
        }

        /// Whether the highlight bar shows: its green swatch is drawn.
        func barShown(_ image: RasterImage) -> Bool {
            let frame = HighlightBar.controls(viewport: Point(400, 300), style: .standard()).first { $0.control == .colour(.green) }!.frame
            return pixel(image, Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2), near: Highlights.Colour.green.color)
        }

        /// The columns of the text's rows tinted yellow (a highlight over white).
        func yellowColumns(_ image: RasterImage) -> [Int] { tinted(image, Color(1, 0.93, 0.6)) }

        /// The columns of the text's rows tinted blue (the selection over white): bluer than red by
        /// more than a grey is, since the light grey of the text's anti-aliased edges is as near the
        /// selection's colour (48 columns of it passed for a selected word while none was).
        func blueColumns(_ image: RasterImage) -> [Int] {
            tinted(image, Color(0.74, 0.83, 1)) { r, _, b in Int(b) - Int(r) > 40 }
        }

        /// The columns of the text's rows with a pixel near `colour` (and `also` true of it).
        func tinted(_ image: RasterImage, _ colour: Color, also: (UInt8, UInt8, UInt8) -> Bool = { _, _, _ in true }) -> [Int] {
            (0..<image.width).filter { x in
                (105..<155).contains { y in
                    let (r, g, b, _) = image.pixel(x, y)
                    return pixel(image, x, y, near: colour) && also(r, g, b)
                }
            }
        }

        /// Dark text shows in the text's rows: the first page is still shown.
        func textShown(_ image: RasterImage) -> Bool {
            (105..<155).contains { y in (0..<image.width).contains { x in image.pixel(x, y).0 < 80 && image.pixel(x, y).2 < 80 } }
        }

        /// A page with a focusable element over a text with two highlights, in an offscreen window.
        func chain() throws -> (DocumentWindow, ids: [String], URL) {
            let json = ##"{ "dimension": [400, 300], "pages": [ { "elements": [ { "x": 10, "y": 10, "w": 80, "h": 40, "bc": "#ccc", "focusable": true }, "## +
                #"{ "x": 0, "y": 100, "w": 400, "h": 60, "text": "The quick brown fox jumps", "fontSize": 30 } ] }, {} ] }"#
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("decofocus-\(UUID().uuidString)")
            let w = try DocumentWindow(json: json)
            let annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            let resolver = LocatorResolver(document: w.screen.document, language: "en")
            // Made in the opposite of reading order: Tab goes by where they are.
            let fox = annotations.highlight(try #require(resolver.locator(href: "", page: 0, element: [1], characters: 16..<19)), colour: .green)
            let quick = annotations.highlight(try #require(resolver.locator(href: "", page: 0, element: [1], characters: 4..<9)), colour: .yellow)
            w.screen.annotations = annotations
            w.window.showFirstFrame()
            w.step(at: 0.5)
            w.screen.draw(at: 0.5)
            return (w, [quick, fox], dir)
        }

        @Test func tabGoesThroughTheElementThenTheHighlightsInReadingOrderOneFocusAtATime() throws {
            let (w, ids, dir) = try chain()
            defer { try? FileManager.default.removeItem(at: dir) }
            let quick = DecorationKey(group: Highlights.group, id: ids[0]), fox = DecorationKey(group: Highlights.group, id: ids[1])
            var seen: [String] = []
            var t = 1.0
            for shift in [false, false, false, false, true] {
                t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB, shift: shift)], start: t)
                w.screen.draw(at: t)
                #expect(w.screen.focusedElement == nil || w.screen.session.decorationFocus.focused == nil, "never two focuses")
                seen.append(w.screen.focusedElement.map { "element \($0)" } ?? w.screen.session.decorationFocus.focused.map { $0 == quick ? "quick" : $0 == fox ? "fox" : "?" } ?? "none")
            }
            #expect(seen == ["element [0]", "quick", "fox", "element [0]", "fox"], "the element, the highlights top-left first, round again, and back")
            // Enter opens the focused highlight's bar; the page stays.
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(w.screen.session.highlighter.open == ids[1])
            #expect(w.currentPage == 1)
            // Escape closes the bar, then lets the focus go; turning the page clears it too.
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(w.screen.session.highlighter.open == nil && w.screen.session.decorationFocus.focused == fox)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(w.screen.session.decorationFocus.focused == nil)
            w.screen.draw(at: t)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB, shift: true)], start: t)
            #expect(w.screen.session.decorationFocus.focused == fox)
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_PAGEDOWN)], start: t)
            #expect(w.currentPage == 2 && w.screen.session.decorationFocus.focused == nil, "the page turned: no focus")
        }

        @Test func withTheSearchOpenTabGoesThroughTheMatchesAndBackIntoTheField() throws {
            let w = try DocumentWindow(json: SearchWindowTests.json)
            w.window.showFirstFrame()
            var t = SyntheticEvents.play(w.window, [SearchWindowTests.key(SDLK_f, mod: KMOD_LCTRL), SearchWindowTests.text("school"),
                                                    SearchWindowTests.key(SDLK_RETURN), SearchWindowTests.key(SDLK_RETURN), SyntheticEvents.key(SDLK_TAB)], start: 1)
            #expect(w.screen.session.search.session.count == "2 of 3" && w.currentPage == 3 && !w.screen.session.search.typing)
            w.screen.draw(at: t)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB), SyntheticEvents.key(SDLK_TAB)], start: t)
            #expect(w.screen.session.decorationFocus.focused == DecorationKey(group: SearchSession.group, id: "2"), "the page's second match")
            // Enter on it makes it the current match (not the next one after the current).
            w.screen.draw(at: t)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB, shift: true), SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(w.screen.session.search.session.count == "2 of 3" && w.currentPage == 3)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB), SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(w.screen.session.search.session.count == "3 of 3" && w.currentPage == 3)
            // Past the last match, Tab goes back into the field.
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_TAB)], start: t)
            #expect(w.screen.session.search.typing && w.screen.session.decorationFocus.focused == nil)
        }

        @Test func aLongPressOnMarkdownSelectsItsWordAndOffTheTextNothing() throws {
            let json = ##"{ "dimension": [400, 300], "pages": [ { "elements": [ { "x": 0, "y": 60, "w": 400, "h": 200, "markdown": ["# Heading", "plain words here"] } ] }, {} ] }"##
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("decofocus-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try DocumentWindow(json: json)
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.window.showFirstFrame()
            w.step(at: 0.5)
            w.screen.draw(at: 0.5)
            // A point on the markdown's second paragraph (past the heading's characters).
            var held: Point?
            for y in stride(from: 70.0, to: 250, by: 4) where held == nil {
                let p = Point(40, y)
                if let target = w.screen.engine.text(atPixel: p, viewport: Point(400, 300)),
                   let offset = w.screen.engine.textOffset(in: target, atPixel: p, viewport: Point(400, 300)), offset > 10 { held = p }
            }
            let p = try #require(held, "a point on the paragraph")
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(p.x), Int32(p.y)), at: 1)
            w.step(at: 1.3)
            #expect(w.screen.engine.decorator.decorations(in: HighlightController.selectionGroup).isEmpty, "not long yet")
            w.step(at: 1 + GestureRecognizer.longPressDelay)
            let selected = w.screen.engine.decorator.decorations(in: HighlightController.selectionGroup).first
            #expect(selected?.locator.characters?.count == "plain".count, "the word under the press: \(String(describing: selected?.locator.characters))")
            let t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEMOTION, 390, Int32(p.y)), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 390, Int32(p.y))], start: 1.6)
            #expect(w.screen.annotations?.highlights.items.first?.locator.text?.highlight.hasPrefix("plain words") == true)
            #expect(w.screen.session.highlighter.open != nil, "its bar offered")
            #expect(w.currentPage == 1, "the drag was the selection's")
            // A long press off the text selects nothing: it stays an ordinary press.
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 20), at: t)
            w.step(at: t + 1)
            #expect(w.screen.engine.decorator.decorations(in: HighlightController.selectionGroup).isEmpty)
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 20)], start: t + 1)
            #expect(w.currentPage == 1 && w.screen.annotations?.highlights.items.count == 1)
        }

        @Test func tabReachesAHighlightAndEnterOpensItsBarWithoutTurningThePage() throws {
            let x = try XvfbSession()
            let path = try write()
            // A highlight on "quick brown", made before the document opens.
            let resolver = LocatorResolver(document: try #require(try DocumentLoader.load(path: path).document), language: "en")
            let locator = try #require(resolver.locator(href: path, page: 0, element: [0], characters: 4..<15))
            _ = annotations(path, x).highlight(locator, colour: .yellow)
            let player = try x.launchPlayer([path, "--window", "400x300"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "decoration-focus-test"), "the player's window did not appear")
            let before = try window.screenshot(x, window: id) { textShown($0) && !yellowColumns($0).isEmpty }
            #expect(!yellowColumns(before).isEmpty, "the highlight is drawn")
            #expect(!barShown(before))
            x.run("xdotool", ["key", "--window", id, "Tab"])
            let ringed = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 90..<170) > 0.005 }
            let ring = window.difference(before, ringed, rows: 90..<170)
            #expect(ring > 0.005, "a focus ring around the highlight: \(ring)")
            #expect(window.difference(before, ringed, rows: Self.below) < 0.001, "nothing else changed")
            x.run("xdotool", ["key", "--window", id, "Return"])
            let opened = try window.screenshot(x, window: id) { barShown($0) }
            #expect(barShown(opened), "Enter opened the highlight's bar")
            #expect(textShown(opened), "the page did not turn")
            // Escape closes the bar, then clears the focus: the page is as it was.
            x.run("xdotool", ["key", "--window", id, "Escape"])
            _ = try window.screenshot(x, window: id) { !barShown($0) }
            x.run("xdotool", ["key", "--window", id, "Escape"])
            let cleared = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 60..<Self.below.upperBound) < 0.001 }
            #expect(!barShown(cleared))
            #expect(window.difference(before, cleared, rows: 60..<Self.below.upperBound) < 0.001, "no ring left")
        }

        @Test func aLongPressSelectsAWordAndADragExtendsItIntoAHighlight() throws {
            let x = try XvfbSession()
            let path = try write()
            let player = try x.launchPlayer([path, "--window", "400x300"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "decoration-focus-test"), "the player's window did not appear")
            let before = try window.opened(x, window: id) { textShown($0) }
            let ink = (0..<before.width).filter { x in (105..<155).contains { y in before.pixel(x, y).0 < 80 } }
            let left = try #require(ink.first), right = try #require(ink.last)
            // Held on the second word ("quick", a third into the line), then dragged to near the line's end.
            let start = left + (right - left) / 3, end = right - (right - left) / 8
            // Each input checked: a tool that failed is no fault of the player's, and says so.
            func input(_ arguments: [String]) throws { try #require(x.run("xdotool", arguments) != nil, "\(x.lastFailure ?? "")") }
            try input(["mousemove", "--window", id, "\(start)", "130", "mousedown", "1"])
            // Held as a reader holds (screenshots taken while the press is young keep the drag
            // from extending it), then looked at until the word shows selected.
            usleep(900_000)
            let held = try window.screenshot(x, window: id) { blueColumns($0).count > 20 }
            let word = blueColumns(held)
            #expect(word.count > 20 && word.count < (right - left) / 3, "the word alone is selected while held: \(word.count) columns")
            #expect(yellowColumns(held).isEmpty, "not highlighted yet")
            try input(["mousemove", "--window", id, "\(end)", "132"])
            usleep(300_000)
            try input(["mouseup", "1"])
            let released = try window.screenshot(x, window: id) { barShown($0) && !yellowColumns($0).isEmpty }
            let offered = barShown(released)
            #expect(offered, "the release offers the highlight's bar; the player wrote: \(x.playerOutput())")
            #expect(textShown(released), "the page did not turn")
            let highlighted = yellowColumns(released)
            #expect(highlighted.count > word.count + 40, "the drag extended the selection: \(highlighted.count) columns")
            let saved = Date().addingTimeInterval(20)
            while annotations(path, x).highlights.items.isEmpty && Date() < saved { usleep(100_000) }
            let made = annotations(path, x).highlights.items
            #expect(made.count == 1)
            let text = made.first?.locator.text?.highlight ?? ""
            #expect(text.hasPrefix("quick brown"), "from the word long-pressed on: \(text)")
        }
    }
}
