import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender

/// One thing the window shows: a document, a document list, or a document on its way (progress,
/// then the document or an error page). The window keeps them in a stack (a list below the
/// document opened from it), feeds the top one events and time, and draws it.
public protocol Screen: AnyObject {
    /// The window title while this screen is on top.
    var title: String { get }
    /// Called once, after the screen's first frame is on screen: start playing, open sound.
    func appeared(at t: Double)
    /// The screen is taken off the window for good: stop sound and watching, keep what must be kept.
    func closed()
    /// An event (input in window coordinates); what the window should do about it (nil: the
    /// screen had no use for it, and the window may).
    func handle(_ event: InputEvent, at t: Double) -> ScreenAction?
    /// Moves time on; what the window should do, if anything (a download finished).
    func step(at t: Double) -> ScreenAction?
    /// Draws the screen into the renderer (no present).
    func draw(at t: Double)
    /// Whether something moves at `t` (the window keeps drawing while it does).
    func isAnimating(at t: Double) -> Bool
    /// Nothing moves: a moment to prepare what comes next.
    func idle(at t: Double)
    /// The drawable changed size.
    func resized()
    /// Starts over from the beginning, as when it first appeared (an idle kiosk going back to its
    /// start); only called after `appeared`.
    func restart(at t: Double)
    /// When the screen next has something to do with no input and nothing moving (a slideshow's
    /// turn); nil: only input can change anything.
    func nextDeadline(after t: Double) -> Double?
    /// What plays by itself at `t` (a slideshow, media): the screen is kept on meanwhile.
    func activity(at t: Double) -> ScreenSaverInhibition.Activity
    /// Whether the screen's own sound, speech or video plays at `t` (not its background music): an
    /// idle kiosk waits meanwhile.
    func playsMedia(at t: Double) -> Bool
    /// What the screen shows, for a screen reader: its nodes in the window placed by `screen`
    /// (the screen's own fit of a document is its to set).
    func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode]
    /// Runs what a screen reader's action on one of its nodes runs (as a tap on it would); what
    /// the window should do then.
    func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction?
}

extension Screen {
    public func restart(at t: Double) {}
    public func nextDeadline(after t: Double) -> Double? { nil }
    public func activity(at t: Double) -> ScreenSaverInhibition.Activity { [] }
    public func playsMedia(at t: Double) -> Bool { false }
    public func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode] { [] }
    public func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? { nil }

    /// The window's accessible tree while this screen is on top: its content placed by `screen`,
    /// under the window node named by its title.
    func accessibleTree(_ screen: AccessibleScreen, at t: Double) -> AccessibleNode {
        ChromeAccessibility(screen: screen).window(name: title, content: accessibleContent(screen, at: t))
    }
}

/// What a screen asks the window to do.
public enum ScreenAction {
    /// The screen used the event; nothing else to do.
    case handled
    /// Open a document or list (a file, a folder or an http(s) URL) over this screen.
    case open(URL)
    /// Close this screen and show the one below (the list it was opened from).
    case back
    /// Show `screen` in this one's place (a download finished, or failed).
    case replace(Screen)
    case quit
    /// Carry out one of the window's own commands (fullscreen) as its key would: the reader menu chose it.
    case window(Command)
}

/// What screens share with the window that shows them.
public final class ScreenContext {
    public let window: OpaquePointer
    public let renderer: OpaquePointer
    /// The compositor's way to the renderer: screens' engines draw through it.
    public let device: RendererDevice
    /// How many screens lie below the one being made (0: it is the first; a back control shows otherwise).
    public internal(set) var depth = 0
    /// The theme's tokens the player's own controls are drawn with now; a change of theme or
    /// appearance replaces it, and every screen is laid out again (`resized`).
    public internal(set) var style = PlayerStyle.standard()
    /// Whether documents show the gesture lab (`--show-input`; I toggles it).
    public var showsInput = false
    /// Kiosk mode: what a reader keeps for themself (settings changed in the panel, bookmarks,
    /// highlights) is not offered to a kiosk's visitors.
    public internal(set) var kiosk = false
    /// The key bindings in force: the defaults, the reader's keys.conf, `--keys`.
    public internal(set) var keys = KeyBindings.defaults
    /// Whether the player presents (`--presenter`): B blanks the screen, as presenters' clickers
    /// expect, instead of bookmarking the page.
    public var presenting = false
    /// How far the window turns its picture clockwise (`--rotate`): screens draw and get input in
    /// the turned space, whose size `viewport` gives.
    public internal(set) var rotation = ScreenRotation.none
    /// The fingers on the window, counted once per event before the screen has it.
    let fingers = FingerTracker()
    /// Spoken feedback: what the window shows and the reader does, said (the `spokenFeedback` setting).
    let spoken = SpokenFeedbackSession()
    /// The on-screen keyboard, in every reader screen's chain (`--osk`; `PlayerWindow` sets it).
    var keyboard = OnScreenKeyboardInput(layout: KeyboardLayout(environment: ProcessInfo.processInfo.environment))
    /// The window's theme, which the `appearance` setting changes (nil: the default theme, light).
    public internal(set) weak var theme: ThemeController?
    /// The video driver and renderer the window runs on (its size and density as it opened).
    public let video: VideoSetup

    init(window: OpaquePointer, renderer: OpaquePointer, video: VideoSetup) {
        self.window = window
        self.renderer = renderer
        device = RendererDevice(renderer: renderer)
        self.video = video
    }

    /// The drawable size in pixels (larger than the window size on HiDPI screens), turned as the
    /// picture is.
    public var viewport: Point {
        var w: Int32 = 0, h: Int32 = 0
        // While screens draw a turned picture, its texture is the renderer's target, whose size
        // SDL would give: the window's own pixels are asked for instead.
        if rotation == .none { SDL_GetRendererOutputSize(renderer, &w, &h) } else { SDL_GetWindowSizeInPixels(window, &w, &h) }
        return rotation.logicalSize(of: Point(Double(w), Double(h)))
    }

    /// The window's size in window coordinates (SDL's mouse positions), turned as the picture is.
    var windowSize: Point {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return rotation.logicalSize(of: Point(Double(w), Double(h)))
    }
}
