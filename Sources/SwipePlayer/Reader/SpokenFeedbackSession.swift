import Foundation
import SwipeDocument
import SwipeMedia
import SwipeReader

/// Spoken feedback in the window (the `spokenFeedback` setting): the player says what it shows and
/// what the reader does, from the top screen's accessible tree (`SpokenChange`: a page opened or
/// turned to, the focus moved, a menu opened, text changed), through the user's speech-dispatcher
/// or else espeak-ng. It stops at any input and when new speech begins. While it is on, one finger
/// explores (`SpokenTouch`): what it touches is said, a double tap activates it, a swipe moves to
/// the next or previous node and past the last to the next page. In a kiosk, one finger held still
/// for three seconds turns it on, as the `spoken-feedback` key does anywhere, and so do headphones
/// plugged in (`--headphone-jack`, `HeadphoneJack`).
final class SpokenFeedbackSession {
    /// Whether spoken feedback is on.
    private(set) var isOn = false
    /// The language spoken (the document's `lang`) and the speed (the `speechRate` setting).
    private var language = "en", rate = 1.0
    /// The voice: speech-dispatcher once it answered, else espeak-ng through the screen's sound.
    private var voice: FeedbackVoice?
    /// The tree last spoken from, and when it was built.
    private var before: AccessibleNode?
    private var built = -Double.infinity
    /// What was said last (`speech repeat` says it again).
    private(set) var last: String?
    /// What was said last by touch, a swipe or a focus move: a double tap activates it.
    private var current: AccessibleNode?
    /// The node the finger now down has said (sliding on within it says nothing more).
    private var explored: AccessibleID?
    /// Said before the next change, when it was turned on.
    private var pendingIntro: String?
    private var paused = false
    private var touch = SpokenTouch()
    /// The nodes a swipe moves through, as last built.
    private var navigation: SpokenNavigation?
    private let warn: (String) -> Void

    init(warn: @escaping (String) -> Void = { FileHandle.standardError.write(Data("swipe-player: \($0)\n".utf8)) }) {
        self.warn = warn
    }

    /// Turns it on or off (the setting changed) in `language` at `rate`; turning on says so and how
    /// to move and activate, turning off says that it is off.
    func set(on: Bool, language: String, rate: Double) {
        self.language = language
        self.rate = rate
        guard on != isOn else { return }
        if on {
            isOn = true
            before = nil
            pendingIntro = SpokenDescription.turnedOn
        } else {
            say(SpokenDescription.turnedOff)
            isOn = false
            current = nil
        }
    }

    /// Says `text` now, what was being said stopped.
    func say(_ text: String) {
        last = text
        paused = false
        speaker?.say(text, language: language, rate: rate, volume: fallback?()?.volume ?? 1)
    }

    /// Says `text` when spoken feedback is on (what the reader changed that the tree does not show: the volume).
    func announce(_ text: String) {
        if isOn { say(text) }
    }

    /// Stops what is being said at once.
    func stop() { voice?.stop() }

    /// `speech repeat`: the last utterance said again.
    func repeatLast() {
        if let last { say(last) }
    }

    /// `speech pause`: what is said paused, or resumed.
    func togglePause() {
        paused.toggle()
        paused ? voice?.pause() : voice?.resume()
    }

    /// The voice, opened the first time something is said: speech-dispatcher when its socket
    /// answers, else espeak-ng through the top screen's sound (`fallback`).
    private var speaker: FeedbackVoice? {
        if voice == nil { voice = SpeechDispatcher(warn: warn) ?? ScreenSoundVoice(sound: { [weak self] in self?.fallback?() }) }
        return voice
    }

    /// The top screen's sound: espeak-ng's way out when no speech-dispatcher answers, and what is
    /// lowered while speech-dispatcher speaks.
    var fallback: (() -> (any AdjustableSound & ReadsAloud)?)?
    /// Whether the screen's sound is lowered under the voice now, and when to look again whether it still speaks.
    private var ducking = false
    private var duckCheck: Double?

    /// A frame of `screen` was drawn: what changed on it is said (at most twice a second while
    /// something moves).
    func frameDrawn(_ screen: Screen?, moving: Bool, context: ScreenContext, at t: Double) {
        guard isOn, let screen, !moving || t - built >= 0.5 else { return }
        built = t
        let tree = screen.accessibleTree(AccessibleScreen(logicalSize: context.viewport), at: t)
        navigation = SpokenNavigation(tree)
        let change = SpokenChange.utterance(from: before, to: tree)
        // What took the focus is what was said last: a double tap activates it.
        if let focus = tree.focused, focus.id != before?.focused?.id { current = focus }
        before = tree
        if tree.flattened.contains(where: { $0.id == current?.id }) != true { current = nil }
        // Turned on while a document loads: the intro waits for its page, to be said with it.
        guard change != nil || (pendingIntro != nil && !moving) else { return }
        let said = [pendingIntro, change].compactMap { $0 }
        pendingIntro = nil
        say(SpokenDescription.join(said))
    }

    /// An input event, before the screen has it: any input stops the speech; while spoken feedback
    /// is on, one finger explores, activates and moves (the screen never sees it); in a kiosk, a
    /// finger held still is watched for. A kiosk's mouse counts as a finger (touch panels that
    /// present themselves as mice). Whether the event was kept.
    func handle(_ event: InputEvent, at t: Double, window: PlayerWindow) -> Bool {
        if event.isKeyDown || event.isMouseDown { stop() }
        let kiosk = window.context.kiosk
        guard isOn || kiosk else { return false }
        switch event {
        case .mouseButton(let b) where b.fromTouch: return isOn
        case .mouseMotion(let m) where m.fromTouch: return isOn
        case .finger(let f) where isOn && keyboardFinger(f.id, f.phase, event, window: window): return false
        case .finger(let f): return follow(f.id, f.phase, event, window: window, at: t)
        case .mouseButton(let b) where kiosk && b.button == .left: return follow(Self.mouse, b.down ? .down : .up, event, window: window, at: t)
        case .mouseMotion(let m) where kiosk && m.leftHeld: return follow(Self.mouse, .moved, event, window: window, at: t)
        default: return false
        }
    }

    /// The finger on the on-screen keyboard, if one went down on it.
    private var typingFinger: Int64?
    /// The keyboard's key last said under that finger.
    private var keySaid: OnScreenKeyboard.Key?

    /// Whether finger `id` is on the on-screen keyboard (it went down on it while it showed): the
    /// keyboard has it as ever, and types the key it lifts on; each key it slides onto is said.
    private func keyboardFinger(_ id: Int64, _ phase: InputEvent.Phase, _ event: InputEvent, window: PlayerWindow) -> Bool {
        if phase == .up, typingFinger == id {
            typingFinger = nil
            return true
        }
        let context = window.context
        guard let point = PointerInput.contact(event, context: context)?.point,
              let placed = context.keyboard.placement(over: (window.top as? any ReaderScreen)?.session) else { return false }
        if phase == .down, typingFinger == nil, placed.layout.frame.contains(point) {
            typingFinger = id
            keySaid = nil
        }
        guard typingFinger == id else { return false }
        if let key = placed.layout.keys.first(where: { $0.frame.contains(point) })?.key, key != keySaid {
            keySaid = key
            say(SpokenDescription.key(key, label: context.keyboard.keyboard.label(key)))
        }
        return true
    }

    /// The finger id a kiosk's mouse is followed as.
    private static let mouse: Int64 = -1

    /// Finger `id` did `phase` (`event`): followed by `touch`, its gesture carried out while spoken
    /// feedback is on; whether the event was kept.
    private func follow(_ id: Int64, _ phase: InputEvent.Phase, _ event: InputEvent, window: PlayerWindow, at t: Double) -> Bool {
        guard let point = PointerInput.contact(event, context: window.context)?.point else { return false }
        let gesture: SpokenTouch.Gesture?
        switch phase {
        case .down: gesture = touch.down(id, at: point, time: t)
        case .moved: gesture = touch.moved(id, to: point, time: t)
        case .up: gesture = touch.up(id, at: point, time: t)
        }
        guard isOn else { return false }
        if phase == .down {
            stop()
            explored = nil
        }
        if let gesture { perform(gesture, window: window, at: t) }
        return true
    }

    /// Time passed: a resting finger or a lone tap explores; in a kiosk, a finger held still for three
    /// seconds turns spoken feedback on.
    func tick(window: PlayerWindow, at t: Double) {
        duck(at: t)
        (voice as? ScreenSoundVoice)?.sayWaiting()
        guard let gesture = touch.tick(at: t) else { return }
        if isOn { return perform(gesture, window: window, at: t) }
        guard gesture == .hold, window.context.kiosk else { return }
        (window.top as? any ReaderScreen)?.session.pressTaken(at: .zero, time: t)
        turnOn(window: window, at: t)
    }

    /// What the headphone jack reports.
    private var jack = HeadphoneJack()

    /// Headphones went in (`inserted`) or out of the kiosk's jack: plugged in while spoken feedback
    /// is off, they turn it on.
    func headphones(inserted: Bool, window: PlayerWindow, at t: Double) {
        if jack.reported(inserted: inserted, spokenFeedback: isOn) { turnOn(window: window, at: t) }
    }

    /// Turns spoken feedback on as its key does, at the top screen's reader (which says so).
    private func turnOn(window: PlayerWindow, at t: Double) {
        _ = (window.top as? any ReaderScreen)?.session.perform(command: .spokenFeedback, at: t)
    }

    /// When `tick` may next have something to do: a finger held down, a tap's wait for a second,
    /// the sound lowered under the voice (back up as it ends).
    var nextDeadline: Double? { [touch.nextDeadline, duckCheck].compactMap { $0 }.min() }

    /// The page's music and sounds lowered while speech-dispatcher speaks (espeak-ng speaks through
    /// them, and is not lowered under itself).
    private func duck(at t: Double) {
        let wanted = voice is SpeechDispatcher && voice?.isSpeaking == true
        // Kept on the screen on top, which may have changed meanwhile.
        if wanted || ducking { fallback?()?.output.isDucked = wanted }
        ducking = wanted
        duckCheck = wanted ? t + 0.1 : nil
    }

    /// Carries out one of spoken mode's gestures on the window's top screen.
    private func perform(_ gesture: SpokenTouch.Gesture, window: PlayerWindow, at t: Double) {
        switch gesture {
        case .explore(let p):
            guard let node = navigation?.item(at: p), node.id != explored else { return }
            explored = node.id
            speak(node)
        case .activate:
            guard let action = current?.action, let screen = window.top else { return }
            if let done = screen.perform(action, at: t) { window.perform(done, at: t) }
        case .move(let forward):
            if let node = navigation?.item(after: current?.id, forward: forward) {
                speak(node)
            } else if let session = (window.top as? any ReaderScreen)?.session {
                current = nil
                if let done = session.perform(command: .page(forward ? .next : .previous), at: t) { window.perform(done, at: t) }
            }
        case .hold: break
        }
    }

    /// `node` said, and kept as what a double tap activates.
    private func speak(_ node: AccessibleNode) {
        current = node
        say(SpokenDescription.join([SpokenDescription.of(node)]))
    }
}

/// espeak-ng through the top screen's sound (`ReadsAloud.speak`), where no speech-dispatcher
/// answers: it speaks in the screen's language and speech rate; pausing stops it. What is said
/// before the screen's sound opens (after its first frame) waits for it.
private final class ScreenSoundVoice: FeedbackVoice {
    let sound: () -> ReadsAloud?
    private var waiting: String?

    init(sound: @escaping () -> ReadsAloud?) { self.sound = sound }

    /// The screen's sound says it, at the player's volume already.
    func say(_ text: String, language: String, rate: Double, volume: Double) {
        waiting = text
        sayWaiting()
    }

    /// Says what waits for the screen's sound, once it is there.
    func sayWaiting() {
        guard let text = waiting, let sound = sound() else { return }
        waiting = nil
        sound.speak(text)
    }
    func stop() {
        waiting = nil
        sound()?.stopSpeaking()
    }
    func pause() { stop() }
    func resume() {}
    var isSpeaking: Bool { sound()?.isSpeaking == true }
}
