import CSDL2
import Foundation
import SwipeDocument
import SwipeReader

/// The soak test's hook (the hidden `--input-soak COUNT,SEED`): pushes a `RandomInputScript`'s
/// inputs onto SDL's queue, one frame of events each turn of the window's loop, as a person at the
/// window would cause them; then waits for things to settle and prints where the document came to
/// rest and the resident memory after the first 500 inputs and at the end.
public final class InputSoak {
    /// Seconds the document is left alone after the last input before it is looked at.
    static let settle = 2.0
    /// The input after which memory is expected to have settled.
    static let warmUp = 500

    private var script: RandomInputScript
    private let count: Int
    private var sent = 0
    /// Whether the tour of the pages that loads what they need has been queued.
    private var toured = false
    private var frames: [[RandomInputScript.Event]] = []
    private var lastInput: Double?
    private var rssAfterWarmUp: Int?
    /// Resident memory every `sampleEvery` inputs after the warm-up (kB).
    private var rssSamples: [Int] = []
    static let sampleEvery = 100
    private let window: OpaquePointer
    private let print: (String) -> Void

    /// Parses "COUNT,SEED".
    public static func parse(_ text: String) -> (count: Int, seed: UInt64)? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let count = Int(parts[0]), count > 0, let seed = UInt64(parts[1]) else { return nil }
        return (count, seed)
    }

    public init(count: Int, seed: UInt64, window: PlayerWindow, print: @escaping (String) -> Void) {
        script = RandomInputScript(seed: seed)
        self.count = count
        self.window = window.context.window
        self.print = print
    }

    /// Pushes this frame's events; false once the inputs are done and the document had time to settle.
    public func frame(at t: Double, top: Screen?) -> Bool {
        if !toured, let doc = top as? DocumentScreen {
            toured = true
            frames = Self.tour(pages: doc.document.pages.count)
        }
        if frames.isEmpty {
            if sent == Self.warmUp { rssAfterWarmUp = Self.residentKilobytes() }
            if sent >= Self.warmUp, (sent - Self.warmUp) % Self.sampleEvery == 0 { rssSamples.append(Self.residentKilobytes()) }
            guard sent < count else { return !finish(at: t, top: top) }
            frames = script.next()
            sent += 1
        }
        for event in frames.removeFirst() { push(event) }
        lastInput = t
        return true
    }

    /// Every page in turn, each left to settle for half a second of frames, then the first again,
    /// then the reader's features that load something on first use (read-aloud's speech engine,
    /// the overview's thumbnails), opened and closed: what the inputs can reach is loaded before
    /// they start, so memory can settle early.
    static func tour(pages: Int) -> [[RandomInputScript.Event]] {
        let rest = Array(repeating: [RandomInputScript.Event](), count: 30)
        let pagesTour = Array((0..<pages).map { _ in [[RandomInputScript.Event.key("right")]] + rest }.joined()) + [[.key("home")]] + rest
        return pagesTour + ["r", "r", "g", "escape"].flatMap { [[RandomInputScript.Event.key($0)]] + rest + rest }
    }

    /// Prints the result once the settle time has passed; whether it has.
    private func finish(at t: Double, top: Screen?) -> Bool {
        guard let last = lastInput, t - last >= Self.settle else { return false }
        let doc = top as? DocumentScreen
        let position = doc.map { String($0.position) } ?? "none"
        let moving = doc?.isMoving ?? false
        print("input-soak: inputs \(sent) screen \(doc == nil ? "other" : "document") position \(position) moving \(moving) rss-after-\(Self.warmUp) \(rssAfterWarmUp ?? 0) kB rss-end \(Self.residentKilobytes()) kB"
              + (MemoryTrend(samples: rssSamples).map { " rss-early \($0.early) kB rss-late \($0.late) kB" } ?? ""))
        return true
    }

    private func push(_ event: RandomInputScript.Event) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let size = Point(Double(w), Double(h))
        var e = SDL_Event()
        switch event {
        case .mouseDown(let p), .mouseUp(let p):
            let down = { if case .mouseDown = event { true } else { false } }()
            e.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = 1
            (e.button.x, e.button.y) = Self.pixel(p, size)
        case .mouseMove(let p):
            e.motion.type = SDL_MOUSEMOTION.rawValue
            e.motion.state = 1
            (e.motion.x, e.motion.y) = Self.pixel(p, size)
        case .fingerDown(let id, let p), .fingerMove(let id, let p), .fingerUp(let id, let p):
            let type: SDL_EventType = switch event {
            case .fingerDown: SDL_FINGERDOWN
            case .fingerMove: SDL_FINGERMOTION
            default: SDL_FINGERUP
            }
            e.tfinger.type = type.rawValue
            e.tfinger.touchId = 1
            e.tfinger.fingerId = SDL_FingerID(id)
            (e.tfinger.x, e.tfinger.y) = (Float(p.x), Float(p.y))
            e.tfinger.pressure = 1
        case .key(let name):
            e.key.type = SDL_KEYDOWN.rawValue
            e.key.state = UInt8(SDL_PRESSED)
            e.key.keysym.sym = KeyInput.keycode(named: name) ?? SDL_Keycode(SDLK_UNKNOWN.rawValue)
            e.key.keysym.scancode = SDL_GetScancodeFromKey(e.key.keysym.sym)
        case .wheel(let notches):
            e.wheel.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.y = Int32(notches)
            e.wheel.preciseY = Float(notches)
        }
        e.common.timestamp = SDL_GetTicks()
        SDL_PushEvent(&e)
    }

    private static func pixel(_ p: Point, _ size: Point) -> (Int32, Int32) {
        (Int32((p.x * size.x).rounded()), Int32((p.y * size.y).rounded()))
    }

    /// VmRSS of this process, from /proc/self/status (0 where there is none).
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
