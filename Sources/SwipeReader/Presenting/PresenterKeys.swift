import SwipeDocument

/// The keys presenters and their clickers use beyond the page keys, free of SDL: B or `.` blanks
/// the screen to black and back, W to white, a page number typed then Enter jumps there. A page
/// key (or any other key) ends a number being typed, and a page key shows the document again.
/// The top row's 9 and 0 keep their volume meaning unless they continue a number (a number
/// starting with 9 is typed on the keypad).
public struct PresenterKeys: Equatable, Sendable {
    /// What covers the document while the presenter wants the audience's attention elsewhere.
    public enum Blank: Equatable, Sendable {
        case black, white
    }

    /// A key as the model sees it.
    public enum Key: Equatable, Sendable {
        /// A digit, from the keypad or the top row.
        case digit(Int, keypad: Bool)
        /// Enter or the keypad's Enter.
        case enter
        /// B or `.`.
        case black
        /// W.
        case white
        /// A key that turns pages (arrows, PageUp/PageDown, Home/End, Space).
        case page
        /// Anything else.
        case other

        /// A key press as the model sees it: digits and Enter by the key itself (typed numbers are
        /// not commands), blanking and page turns by the command the key is bound to.
        public init(_ chord: KeyChord, command: Command?) {
            let key = chord.key
            if key.count == 1, let d = Int(key) {
                self = .digit(d, keypad: false)
            } else if key.hasPrefix("kp"), key.count == 3, let d = Int(key.dropFirst(2)) {
                self = .digit(d, keypad: true)
            } else if key == "enter" || key == "kp_enter" {
                self = .enter
            } else {
                switch command {
                case .blank(.black)?: self = .black
                case .blank(.white)?: self = .white
                case .page?: self = .page
                default: self = .other
                }
            }
        }
    }

    /// What the screen does about a key.
    public enum Outcome: Equatable, Sendable {
        /// The key was this model's (a digit typed, the blank changed); nothing else to do.
        case consumed
        /// Go to this page (0-based, within the document).
        case jump(Int)
        /// Not this model's key: the screen handles it as before.
        case pass
    }

    /// The page number typed so far (nil: none).
    public private(set) var typed: Int?
    /// What covers the document now (nil: the document shows).
    public private(set) var blank: Blank?

    /// Numbers longer than this are not pages.
    private static let maxDigits = 6

    public init() {}

    /// Handles `key` in a document of `pageCount` pages.
    public mutating func press(_ key: Key, pageCount: Int) -> Outcome {
        switch key {
        case .digit(let d, let keypad):
            guard (0...9).contains(d) else { return .pass }
            if typed == nil, !keypad, d == 0 || d == 9 { return .pass }
            if typed == nil, d == 0 { return .consumed }
            let next = (typed ?? 0) * 10 + d
            typed = String(next).count <= Self.maxDigits ? next : typed
            return .consumed
        case .enter:
            guard let n = typed else { return .pass }
            typed = nil
            guard pageCount > 0 else { return .consumed }
            return .jump(min(max(n, 1), pageCount) - 1)
        case .black:
            typed = nil
            blank = blank == .black ? nil : .black
            return .consumed
        case .white:
            typed = nil
            blank = blank == .white ? nil : .white
            return .consumed
        case .page:
            typed = nil
            blank = nil
            return .pass
        case .other:
            typed = nil
            return .pass
        }
    }

    /// What covers a `viewport`-sized window now: one box in the blank's colour, or nothing.
    public func cover(viewport: Point) -> [DisplayItem] {
        guard let blank else { return [] }
        return [DisplayItem(content: .box(color: blank == .black ? .black : .white, cornerRadius: 0), size: viewport, transform: .identity, opacity: 1, clips: [])]
    }

    /// Everything back as when the document opened (an idle kiosk going back to its start).
    public mutating func reset() {
        typed = nil
        blank = nil
    }
}
