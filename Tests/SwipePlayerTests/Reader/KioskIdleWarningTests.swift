import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipeMedia
@testable import SwipePlayer
import SwipeRender

extension SDLSerialTests {
    /// An idle kiosk's warning in a window on SDL's offscreen driver, its sound recorded by SDL's
    /// disk driver, with the time the test gives (nothing waited for): drawn and said 20 s before
    /// the reset, ended by a tap, granted again after every tap, then the reset.
    struct KioskIdleWarningTests {
        static let json = ##"{ "dimension": [400, 300], "pages": [ { "bc": "#2050a0" }, { "bc": "#a02060" } ] }"##
        static let idle = 30.0

        /// A kiosk window with `--idle-reset 30` on the two-page document (or `json` shown in
        /// `language`), its sound opened.
        func kiosk(_ json: String = json, language: String = "en") throws -> (window: PlayerWindow, screen: DocumentScreen) {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_DISKAUDIOFILE", FileManager.default.temporaryDirectory.appendingPathComponent("swipe-kiosk-\(getpid()).raw").path, 1)
            SDL_SetHintWithPriority("SDL_AUDIODRIVER", "disk", SDL_HINT_OVERRIDE)
            let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "kiosk.swipe", baseURL: nil).document)
            let window = try PlayerWindow(title: "kiosk-idle", options: .init(size: Point(400, 300), fullscreen: false, kiosk: .init(idleReset: Self.idle)))
            window.push {
                DocumentScreen(document: doc, title: "kiosk-idle", page: 0, language: language, context: $0,
                               openSound: { SoundDirector(document: doc, language: $0, startPage: $1, warn: { _ in }, inform: { _ in }) }, report: { _ in })
            }
            window.showFirstFrame()
            return (window, try #require(window.top as? DocumentScreen))
        }

        /// The window's picture as drawn at `t`.
        func picture(_ window: PlayerWindow, at t: Double) -> RasterImage {
            window.draw(at: t)
            let v = window.context.viewport
            var image = RasterImage(width: Int(v.x), height: Int(v.y))
            image.pixels.withUnsafeMutableBytes { buffer in
                _ = SDL_RenderReadPixels(window.context.renderer, nil, SurfaceConversion.rgbaFormat, buffer.baseAddress, Int32(image.width * 4))
            }
            return image
        }

        /// The share of pixels in the window's top third (above the controls a tap shows) that
        /// differ visibly from `a` in `b`.
        func difference(_ a: RasterImage, _ b: RasterImage) -> Double {
            let rows = a.height / 3
            var n = 0
            for i in stride(from: 0, to: rows * a.width * 4, by: 4) where (0..<3).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > 24 }) { n += 1 }
            return Double(n) / Double(rows * a.width)
        }

        /// A one-finger tap in the middle of the window at `t`.
        func tap(_ window: PlayerWindow, at t: Double) {
            let v = window.context.viewport, middle = Point(v.x / 2, v.y / 2)
            window.handle(SyntheticEvents.finger(SDL_FINGERDOWN, id: 3, middle, viewport: v), at: t)
            window.handle(SyntheticEvents.finger(SDL_FINGERUP, id: 3, middle, viewport: v), at: t + 0.05)
        }

        @Test func theWarningIsDrawnAndSaid20SecondsAheadAndEveryTapGrantsMoreTime() throws {
            defer { SDL_ResetHint("SDL_AUDIODRIVER") }
            let (window, screen) = try kiosk()
            let kiosk = try #require(window.kiosk)
            SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            #expect(screen.shownPage == 1, "the visitor turned to the second page")
            var lastInput = 1.0
            let calm = picture(window, at: lastInput + Self.idle - 0.1)
            window.tickKiosk(at: lastInput + Self.idle - 0.1)
            #expect(kiosk.warningSeconds(at: lastInput + Self.idle - 0.1) == nil, "no warning before the idle time")

            for n in 1...11 {
                let warned = lastInput + Self.idle
                window.tickKiosk(at: warned)
                #expect(kiosk.warningSeconds(at: warned)?.left == 20, "extension \(n): the warning shows 20 s before the reset")
                #expect(kiosk.idle?.deadline == warned + 20)
                #expect(difference(calm, picture(window, at: warned)) > 0.5, "extension \(n): the warning is drawn over the page")
                #expect(screen.sound?.lastAnnouncement?.text == IdleWarningNotice.spoken(seconds: 20), "extension \(n): the warning is said")
                #expect(screen.sound?.isAnnouncing == true, "extension \(n): it is being said")
                tap(window, at: warned + 10)
                lastInput = warned + 10.05
                window.tickKiosk(at: lastInput + 0.01)
                #expect(kiosk.idle?.extensions == n)
                #expect(kiosk.warningSeconds(at: lastInput + 0.01) == nil, "extension \(n) is granted: the warning goes")
                #expect(screen.sound?.isAnnouncing == false, "and stops being said")
                #expect(difference(calm, picture(window, at: lastInput + 0.01)) < 0.01, "the page shows again")
                window.tickKiosk(at: warned + 25)
                #expect(screen.shownPage == 1, "extension \(n): no reset where it would have come")
            }
            let warned = lastInput + Self.idle
            window.tickKiosk(at: warned)
            #expect(kiosk.warningSeconds(at: warned + 19.9)?.left == 1)
            window.tickKiosk(at: warned + 20)
            #expect(screen.shownPage == 0, "without a tap the kiosk starts over 20 s after the warning")
        }

        /// The player's strings are English only: a German document's kiosk draws the warning in
        /// English and says it in English, not in a German voice.
        @Test func theWarningIsSaidInTheLanguageOfItsWordsOverADocumentInAnother() throws {
            defer { SDL_ResetHint("SDL_AUDIODRIVER") }
            let german = ##"{ "dimension": [400, 300], "languages": [ { "id": "de", "title": "Deutsch" } ], "pages": [ { "bc": "#2050a0", "elements": [ { "text": { "de": "Willkommen" } } ] } ] }"##
            let (window, screen) = try kiosk(german, language: "de")
            window.tickKiosk(at: Self.idle)
            let said = try #require(screen.sound?.lastAnnouncement, "the warning is said")
            #expect(said.text == IdleWarningNotice.spoken(seconds: 20) && said.language == "en", "in English, the language of its words: \(said)")
        }

        @Test func withSpokenFeedbackOnTheIdleTimeAndItsWarningAreTwiceAsLong() throws {
            defer { SDL_ResetHint("SDL_AUDIODRIVER") }
            let (window, screen) = try kiosk()
            let kiosk = try #require(window.kiosk)
            SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            window.context.spoken.set(on: true, language: "en", rate: 1)
            window.tickKiosk(at: 1 + Self.idle + 1)
            #expect(kiosk.warningSeconds(at: 1 + Self.idle + 1) == nil, "no warning yet at the usual idle time")
            let warned = 1 + 2 * Self.idle
            window.tickKiosk(at: warned)
            #expect(kiosk.warningSeconds(at: warned)?.left == 40, "the warning shows 40 s before the reset")
            window.tickKiosk(at: warned + 39)
            #expect(screen.shownPage == 1, "no reset at the usual warning's end")
            window.tickKiosk(at: warned + 40)
            #expect(screen.shownPage == 0)
        }

        @Test func theResetReturnsTheVolumeAndTheSettingsToTheOperators() throws {
            defer { SDL_ResetHint("SDL_AUDIODRIVER") }
            let (window, screen) = try kiosk()
            var operators = Preferences()
            operators[.playbackVolume] = .number(0.5)
            let editor = SettingsEditor(layers: PreferenceLayers(commandLine: operators), context: PresentationContext(document: nil, window: Point(400, 300)))
            screen.settingsEditor = editor
            let sound = try #require(screen.sound)
            #expect(abs(sound.volume - 0.5) < 1e-9, "the operator's level")
            SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_0), SyntheticEvents.key(SDLK_0), SyntheticEvents.key(SDLK_m)], start: 1)
            #expect(abs(sound.volume - 0.7) < 1e-9 && sound.output.isMuted, "a visitor turned it up, then muted it")
            window.tickKiosk(at: 200)
            #expect(screen.shownPage == 0, "the kiosk started over")
            #expect(abs(sound.volume - 0.5) < 1e-9 && !sound.output.isMuted, "the volume is the operator's again")
            #expect(editor.settings.playbackVolume == 0.5 && !editor.settings.mute, "and so are the settings")
        }
    }
}
