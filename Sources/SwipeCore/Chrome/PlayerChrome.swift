/// The player's own controls, drawn over the document in window pixels with the same compositor:
/// a page indicator ("3 / 12", and the language when the document offers several) that appears
/// when a page becomes current and fades after a moment, and the help overlay listing the keys
/// (? toggles it). Pure: time is a parameter.
public struct PlayerChrome: Equatable, Sendable {
    /// Seconds the page indicator stays, then fades over.
    public static let hold = 1.5
    public static let fade = 0.5

    /// Which keys the help overlay lists: a document's or a list's.
    public enum Help: Equatable, Sendable {
        case document, list
    }

    /// The keys a document answers, as shown by the help overlay.
    public static let keys: [(keys: String, action: String)] = [
        ("→  ↓  PageDown  Space", "next page"),
        ("←  ↑  PageUp  Shift-Space", "previous page"),
        ("Home  End", "first, last page"),
        ("L", "next language"),
        ("Escape  Backspace", "back to the list"),
        ("M", "mute, unmute"),
        ("9  −      0  +", "quieter, louder"),
        ("F  F11", "fullscreen (Escape leaves)"),
        ("?", "this help"),
        ("Q", "quit"),
    ]

    /// The keys a document list (or folder) answers.
    public static let listKeys: [(keys: String, action: String)] = [
        ("↑  ↓  PageUp  PageDown", "choose a row"),
        ("Home  End", "first, last row"),
        ("Enter  Space", "open the chosen row"),
        ("Escape  Backspace", "back"),
        ("L", "next language"),
        ("F  F11", "fullscreen (Escape leaves)"),
        ("?", "this help"),
        ("Q", "quit"),
    ]

    /// The keys the help overlay lists.
    public var help: Help

    /// When the current page last became current (nil: never shown).
    public private(set) var pageShownAt: Double?
    public var helpVisible = false
    /// Problems that keep a document's new version from being shown (`file:line:col: …`), listed
    /// over the last good version until they are fixed.
    public var errors: [String] = []

    public init(help: Help = .document) {
        self.help = help
    }

    public mutating func pageBecameCurrent(at time: Double) { pageShownAt = time }

    /// The page indicator's opacity at `time`: 1 while it holds, fading to 0.
    public func indicatorOpacity(at time: Double) -> Double {
        guard let shown = pageShownAt else { return 0 }
        let age = time - shown
        if age < 0 { return 0 }
        if age < Self.hold { return 1 }
        return max(0, 1 - (age - Self.hold) / Self.fade)
    }

    /// Whether the chrome changes at `time` (the window keeps drawing while it fades).
    public func isAnimating(at time: Double) -> Bool { indicatorOpacity(at: time) > 0 }

    /// What to draw over the document in a `viewport` of window pixels. `page` is 0-based;
    /// `language` (the title of the language shown) is given when the document offers several,
    /// and then a language button shows with the page indicator (a tap on it switches language);
    /// so does a back button when `back` (the document was opened from a list).
    public func items(viewport: Point, page: Int, pageCount: Int, language: String?, back: Bool = false, at time: Double) -> [DisplayItem] {
        let unit = Self.unit(viewport)
        var out: [DisplayItem] = []
        let opacity = indicatorOpacity(at: time)
        if opacity > 0, pageCount > 0 {
            let label = "\(page + 1) / \(pageCount)"
            let size = Point(unit * (Double(label.count) * 0.62 + 2), unit * 2)
            let origin = Point((viewport.x - size.x) / 2, viewport.y - size.y - unit)
            out += Self.panel(label: [label], size: size, origin: origin, unit: unit, opacity: opacity, alignment: .center)
            if let language {
                let frame = Self.languageButton(viewport: viewport, title: language)
                out += Self.panel(label: ["文A  " + language], size: Point(frame.width, frame.height), origin: Point(frame.x, frame.y),
                                  unit: unit, opacity: opacity, alignment: .center)
            }
            if back {
                let frame = Self.backButton(viewport: viewport)
                out += Self.panel(label: [Self.backLabel], size: Point(frame.width, frame.height), origin: Point(frame.x, frame.y),
                                  unit: unit, opacity: opacity, alignment: .center)
            }
        }
        if !errors.isEmpty {
            let small = unit * 0.8, row = small * 1.5
            let shown = Array(errors.prefix(8)) + (errors.count > 8 ? ["… and \(errors.count - 8) more"] : [])
            let size = Point(viewport.x - 2 * unit, row * Double(shown.count + 1))
            out.append(DisplayItem(content: .box(color: Color(0.55, 0.05, 0.05, 0.9), cornerRadius: unit * 0.4), size: size,
                                   transform: .translation(unit, unit), opacity: 1, clips: []))
            for (i, line) in shown.enumerated() {
                out.append(Self.text(line, size: Point(size.x - 2 * small, row), origin: Point(unit + small, unit + row * (Double(i) + 0.5)),
                                     unit: small, opacity: 1, alignment: .left))
            }
        }
        if helpVisible {
            let table = help == .list ? Self.listKeys : Self.keys
            let lines = table.map(\.keys), actions = table.map(\.action)
            let row = unit * 1.6
            let size = Point(min(viewport.x - 2 * unit, unit * 34), row * Double(lines.count + 2))
            let split = size.x * 0.56
            let origin = Point((viewport.x - size.x) / 2, max(unit, (viewport.y - size.y) / 2))
            out.append(Self.box(size: size, origin: origin, radius: unit * 0.6, opacity: 1))
            for (i, (keys, action)) in zip(lines, actions).enumerated() {
                let y = origin.y + row * (Double(i) + 1)
                out.append(Self.text(keys, size: Point(split - unit, row), origin: Point(origin.x + unit, y), unit: unit, opacity: 1, alignment: .left))
                out.append(Self.text(action, size: Point(size.x - split - unit, row), origin: Point(origin.x + split, y), unit: unit, opacity: 1, alignment: .left))
            }
        }
        return out
    }

    /// Whether a tap at window pixel `p` lands on the language button at `time`.
    public func languageButtonHit(_ p: Point, viewport: Point, title: String, at time: Double) -> Bool {
        guard indicatorOpacity(at: time) > 0 else { return false }
        return Self.languageButton(viewport: viewport, title: title).contains(p)
    }

    /// Whether a tap at window pixel `p` lands on the back button at `time`.
    public func backButtonHit(_ p: Point, viewport: Point, at time: Double) -> Bool {
        guard indicatorOpacity(at: time) > 0 else { return false }
        return Self.backButton(viewport: viewport).contains(p)
    }

    static let backLabel = "‹  Back"

    /// Where the back button is: the top-left corner.
    static func backButton(viewport: Point) -> Rect {
        let unit = unit(viewport)
        return Rect(x: unit, y: unit, width: unit * (Double(backLabel.count) * 0.62 + 2), height: unit * 2)
    }

    /// Where the language button is: the top-right corner.
    static func languageButton(viewport: Point, title: String) -> Rect {
        let unit = unit(viewport)
        let width = unit * (Double(title.count + 4) * 0.62 + 2)
        return Rect(x: viewport.x - width - unit, y: unit, width: width, height: unit * 2)
    }

    /// The size everything of the chrome is measured in: it grows with the window.
    static func unit(_ viewport: Point) -> Double { max(12, min(viewport.x, viewport.y) * 0.035) }

    static func panel(label: [String], size: Point, origin: Point, unit: Double, opacity: Double, alignment: TextAlignment.Horizontal) -> [DisplayItem] {
        [box(size: size, origin: origin, radius: size.y / 2, opacity: opacity)]
            + label.map { text($0, size: size, origin: origin, unit: unit, opacity: opacity, alignment: alignment) }
    }

    static func box(size: Point, origin: Point, radius: Double, opacity: Double) -> DisplayItem {
        DisplayItem(content: .box(color: Color(0, 0, 0, 0.7), cornerRadius: radius), size: size,
                    transform: .translation(origin.x, origin.y), opacity: opacity, clips: [])
    }

    static func text(_ s: String, size: Point, origin: Point, unit: Double, opacity: Double, alignment: TextAlignment.Horizontal) -> DisplayItem {
        DisplayItem(content: .text(s, style: TextPaint(fontNames: [], fontSize: unit, color: .white, alignment: TextAlignment(alignment, .center))),
                    size: size, transform: .translation(origin.x, origin.y), opacity: opacity, clips: [])
    }
}
