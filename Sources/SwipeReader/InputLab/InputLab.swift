import SwipeDocument

/// The gesture lab (`--show-input`, I toggles): an overlay over the document showing each pointer
/// and touch point with its trail over the last half second, the press's travel, and what the
/// recognizer decided about the last gesture (`GestureReport`) with the thresholds it decided by,
/// so an author can see why a swipe did or did not turn the page, and the video driver and renderer
/// the window runs on. Pure: the window feeds it
/// contacts and reports with their times; it draws in window pixels with the theme's tokens.
/// Contacts and their trails are allocated once; the panel's lines are laid out again only when
/// what they say changes, so a frame's drawing allocates nothing of its own.
public struct InputLab: Equatable, Sendable {
    /// How long a trail shows (seconds).
    public static let trailSpan = 0.5
    /// Contacts followed at once (a mouse and fingers); a further finger takes the oldest one's place.
    public static let contactCount = 11
    /// Positions a trail keeps: half a second of events at up to 256 a second.
    public static let trailCapacity = 128

    /// Where a contact comes from.
    public enum Source: Hashable, Sendable {
        case mouse
        case finger(Int64)
    }

    /// One pointer or finger.
    public struct Contact: Equatable, Sendable {
        public fileprivate(set) var source: Source?
        /// Whether it is pressed (a mouse button held, a finger touching).
        public fileprivate(set) var isDown = false
        /// Where the press began.
        public fileprivate(set) var down = Point.zero
        public fileprivate(set) var trail = InputTrail(capacity: InputLab.trailCapacity)
        /// When it last went down or moved (orders contacts for reuse).
        fileprivate var touched = -Double.infinity
    }

    public private(set) var contacts: [Contact]
    /// The last gesture the recognizer decided.
    public private(set) var report: GestureReport?
    /// The numbers the recognizer decides by, listed under its decision.
    public let thresholds: GestureThresholds
    /// What the window runs on, named on the panel's last line (nil: not said).
    public let video: VideoSetup?
    /// Whether the press held now has become a drag, as the recognizer sees it.
    public private(set) var dragging = false
    /// The panel's lines, laid out again when `panelChanged`.
    public private(set) var lines: [String] = []
    private var panelChanged = true
    private var panel: [DisplayItem] = []
    private var panelLayout: PanelLayout?

    private struct PanelLayout: Equatable, Sendable {
        var viewport: Point
        var style: PlayerStyle
    }

    public init(thresholds: GestureThresholds, video: VideoSetup? = nil) {
        self.thresholds = thresholds
        self.video = video
        contacts = Array(repeating: Contact(), count: Self.contactCount)
        updateLines()
    }

    // MARK: Input

    /// A press (a mouse button, a finger) at `p`.
    public mutating func down(_ source: Source, at p: Point, time: Double) {
        let i = slot(for: source, at: time)
        contacts[i].source = source
        contacts[i].isDown = true
        contacts[i].down = p
        contacts[i].trail.removeAll()
        record(i, p, time)
    }

    /// A move to `p` (a mouse moves with or without a button held).
    public mutating func moved(_ source: Source, to p: Point, time: Double) {
        let i = slot(for: source, at: time)
        contacts[i].source = source
        record(i, p, time)
    }

    /// A release at `p`.
    public mutating func up(_ source: Source, at p: Point, time: Double) {
        let i = slot(for: source, at: time)
        contacts[i].source = source
        record(i, p, time)
        contacts[i].isDown = false
        panelChanged = true
    }

    /// What the recognizer says after an input: its last decision and whether the press is a drag.
    public mutating func recognizer(report: GestureReport?, dragging: Bool) {
        guard report != self.report || dragging != self.dragging else { return }
        self.report = report
        self.dragging = dragging
        panelChanged = true
    }

    /// The pressed contacts' longest travel from where they went down (window pixels).
    public var travel: Double {
        var most = 0.0
        for c in contacts where c.isDown {
            guard let p = c.trail.last?.point else { continue }
            let d = p - c.down
            most = max(most, (d.x * d.x + d.y * d.y).squareRoot())
        }
        return most
    }

    /// Whether a trail is still fading at `time` (the window keeps drawing until it is gone).
    public func isAnimating(at time: Double) -> Bool {
        contacts.contains { c in c.trail.last.map { time - $0.time < Self.trailSpan } ?? false }
    }

    private mutating func record(_ i: Int, _ p: Point, _ time: Double) {
        let before = travel.rounded()
        contacts[i].trail.add(p, at: time)
        contacts[i].touched = time
        if contacts[i].isDown, travel.rounded() != before { panelChanged = true }
    }

    /// The contact `source` has, else a free one, else the one untouched longest.
    private func slot(for source: Source, at time: Double) -> Int {
        if let i = contacts.firstIndex(where: { $0.source == source }) { return i }
        if let i = contacts.firstIndex(where: { $0.source == nil }) { return i }
        var oldest = 0
        for i in contacts.indices where contacts[i].touched < contacts[oldest].touched { oldest = i }
        return oldest
    }

    // MARK: Panel

    private mutating func updateLines() {
        let t = thresholds
        let pressed = contacts.filter(\.isDown)
        var live = "no press"
        if !pressed.isEmpty {
            let who = pressed.count == 1 ? (pressed[0].source == .mouse ? "mouse" : "1 finger") : "\(pressed.count) fingers"
            let state = dragging ? "dragging" : "within tap slop"
            live = "\(who) down · \(Self.format(travel, 0)) px · \(state)"
        }
        var decided = ["last gesture: none yet"]
        if let r = report {
            var head = "last gesture: \(r.gesture.rawValue)"
            if let target = r.target { head += " → page \(target + 1)" }
            decided = [head]
            if r.gesture != .wheel || r.release != nil {
                decided.append("distance \(Self.format(r.distance, 0)) px · velocity \(Self.format(r.velocity, 2)) pages/s (\(Self.format(r.pixelVelocity, 0)) px/s)")
            }
            if let release = r.release {
                let off = release.projected - Double(release.origin)
                decided.append("let go at \(Self.format(release.position, 2)) · projected \(Self.format(release.projected, 2)) (\(Self.format(off, 2)) from page \(release.origin + 1))")
            }
        }
        lines = ["Gesture lab (I hides)", live] + (fingersTogether().map { [$0] } ?? []) + decided + [
            "tap: moves ≤ \(Self.format(t.tapSlop, 0)) px · velocity over the last \(Self.format(t.velocityWindow, 2)) s",
            "turns when position + velocity × \(Self.format(t.flingProjection, 2)) s passes ±\(Self.format(t.turnPoint, 1)) page (fling ≥ \(Self.format(t.flingVelocity, 2)) pages/s)",
            "rubber band ≤ \(Self.format(t.rubberBandLimit, 2)) page · wheel ends after \(Self.format(t.wheelQuiet, 2)) s · \(Self.format(t.linesPerPage, 0)) lines a page",
            "1 finger drags pages, taps act, held \(Self.format(t.longPressDelay, 2)) s selects · 3 fingers: reader menu",
            "2 fingers pinch once ±\(Self.format(t.pinchSlop, 0)) px (1–\(Self.format(t.maximumZoom, 0))×) · double tap ≤ \(Self.format(t.doubleTapInterval, 2)) s, \(Self.format(t.doubleTapDistance, 0)) px",
        ] + (video.map { [$0.summary] } ?? [])
    }

    /// Two or more fingers down, measured together from where they went down: their centroid, how
    /// far they spread (scale) and how far the first two turned; nil for fewer.
    private func fingersTogether() -> String? {
        var down: [Contact] = []
        for c in contacts where c.isDown && c.source != .mouse && c.trail.last != nil { down.append(c) }
        guard down.count >= 2, let m = MultiTouch.measure(down.count, finger: { (down[$0].down, down[$0].trail.last?.point ?? down[$0].down) }) else { return nil }
        let degrees = m.rotation * 180 / Double.pi
        return "\(down.count) fingers: centroid \(Self.format(m.centroid.x, 0)), \(Self.format(m.centroid.y, 0)) · scale \(Self.format(m.scale, 2))× · rotation \(Self.format(degrees, 0))°"
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (abs(value) * scale).rounded()
        let whole = Int(r / scale), fraction = Int(r) - whole * Int(scale)
        let sign = value < 0 && r > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let f = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - f.count) + f
    }

    // MARK: Drawing

    /// Draws the lab over the document into `out` (emptied first, its storage kept): the panel in
    /// the top-left corner below the back button, then each contact's trail and where it is now.
    public mutating func items(viewport: Point, style: PlayerStyle, at time: Double, into out: inout [DisplayItem]) {
        out.removeAll(keepingCapacity: true)
        let layout = PanelLayout(viewport: viewport, style: style)
        if panelChanged || layout != panelLayout {
            updateLines()
            panel = Self.panelItems(lines, viewport: viewport, style: style)
            panelLayout = layout
            panelChanged = false
        }
        out.append(contentsOf: panel)
        let point = PlayerChrome.point(viewport)
        for c in contacts {
            guard let now = c.trail.last else { continue }
            let finger = c.source != .mouse
            c.trail.forEach(within: Self.trailSpan, of: time) { s in
                let fade = 1 - (time - s.time) / Self.trailSpan
                out.append(Self.disc(at: s.point, radius: 3 * point, color: style.accent, opacity: 0.8 * fade))
            }
            guard time - now.time < Self.trailSpan || c.isDown else { continue }
            let radius = (finger ? 18 : 12) * point
            if c.isDown {
                out.append(Self.disc(at: c.down, radius: 4 * point, color: style.accent, opacity: 0.6))
                out.append(Self.disc(at: now.point, radius: radius, color: style.accent, opacity: 0.35))
            }
            out.append(DisplayItem(content: .border(color: style.accent, width: 2 * point, cornerRadius: radius), size: Point(2 * radius, 2 * radius),
                                   transform: .translation(now.point.x - radius, now.point.y - radius), opacity: 1, clips: []))
        }
    }

    private static func disc(at p: Point, radius: Double, color: Color, opacity: Double) -> DisplayItem {
        DisplayItem(content: .box(color: color, cornerRadius: radius), size: Point(2 * radius, 2 * radius),
                    transform: .translation(p.x - radius, p.y - radius), opacity: opacity, clips: [])
    }

    private static func panelItems(_ lines: [String], viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport), margin = style.margin * point
        let longest = Double(lines.map(\.count).max() ?? 1)
        let width = viewport.x - 2 * margin
        // The caption's size, smaller where the window is too narrow for the longest line.
        var typography = style.caption
        typography.size = min(typography.size, (width - 2 * margin) / (longest * 0.55) / point)
        let row = typography.size * point * 1.5
        let top = margin * 2 + style.touchTarget * point
        let frame = Rect(x: margin, y: top, width: min(width, longest * 0.55 * typography.size * point + 2 * margin), height: row * Double(lines.count) + margin)
        var out = StyledControl.shape(style.panel, fill: style.overlaySurface, frame: frame, point: point, opacity: 0.85)
        for (i, line) in lines.enumerated() {
            out.append(StyledControl.text(line, typography: typography, color: style.onOverlay,
                                          frame: Rect(x: frame.x + margin, y: frame.y + margin / 2 + row * Double(i), width: frame.width - 2 * margin, height: row),
                                          point: point, opacity: 1, alignment: TextAlignment(.left, .center)))
        }
        return out
    }
}
