/// What the `GestureRecognizer` decided about one gesture, as a value: which gesture it was, how
/// far the pointer travelled, how fast it was let go and the page that led to, so the gesture lab
/// can show why a swipe did or did not turn the page.
public struct GestureReport: Equatable, Sendable {
    /// The kinds of gesture the recognizer tells apart.
    public enum Gesture: String, Equatable, Sendable, CaseIterable {
        /// A press and release within `tapSlop`: the pages do not move.
        case tap
        /// A drag let go slowly past half a page: the page it shows most of becomes current.
        case drag
        /// A drag let go fast enough that its velocity chose the page (forward, back, or home).
        case fling
        /// A drag let go slowly short of half a page: the pages spring back.
        case snapBack = "snap back"
        /// A drag let go past the first or last page: the rubber band pulls it back.
        case rubberBand = "rubber band"
        /// Wheel input: a notch steps a page, a touchpad scroll is released like a drag.
        case wheel
    }

    public var gesture: Gesture
    /// When it was decided (seconds, the recognizer's clock).
    public var time: Double
    /// The pointer's travel from press to release (window pixels; 0 for the wheel).
    public var distance: Double
    /// The release velocity (pages per second; 0 for a tap or a wheel notch).
    public var velocity: Double
    /// The release velocity in window pixels per second along the paging axis.
    public var pixelVelocity: Double
    /// What the navigator decided at the release (nil for a tap and a wheel notch).
    public var release: Navigator.Release?
    /// The page the pages head to (nil for a tap, which leaves them where they are).
    public var target: Int?

    public init(gesture: Gesture, time: Double, distance: Double, velocity: Double = 0, pixelVelocity: Double = 0,
                release: Navigator.Release? = nil, target: Int? = nil) {
        self.gesture = gesture
        self.time = time
        self.distance = distance
        self.velocity = velocity
        self.pixelVelocity = pixelVelocity
        self.release = release
        self.target = target
    }

    /// The gesture a drag's release was: past an end, a rubber band; a velocity that chose another
    /// page than the position alone would, a fling; else a drag or, back on its page, a snap back.
    public static func gesture(of release: Navigator.Release) -> Gesture {
        if release.overscrolled { return .rubberBand }
        let origin = Double(release.origin)
        let still = Int(max(origin - 1, min(origin + 1, release.position)).rounded())
        if release.target != still { return .fling }
        return release.target == release.origin ? .snapBack : .drag
    }
}

/// The numbers the recognizer and navigator decide gestures by, for showing beside their decisions.
public struct GestureThresholds: Equatable, Sendable {
    /// How far (pixels) a press may wander and still be a tap.
    public var tapSlop: Double
    /// The span (seconds) the release velocity is measured over.
    public var velocityWindow: Double
    /// How far ahead (seconds) the release velocity projects the position.
    public var flingProjection: Double
    /// How far (pages) a release must project past its page to turn it.
    public var turnPoint: Double
    /// The most overscroll (pages) the rubber band ever shows.
    public var rubberBandLimit: Double
    /// Wheel silence (seconds) that ends a continuous wheel gesture.
    public var wheelQuiet: Double
    /// Continuous wheel travel (lines) that moves one page.
    public var linesPerPage: Double
    /// How long (seconds) a press held still takes to select the word under it.
    public var longPressDelay = GestureRecognizer.longPressDelay
    /// How far (pixels) two fingers spread or close before they zoom.
    public var pinchSlop = PageZoom.pinchSlop
    /// The most a page zooms.
    public var maximumZoom = PageZoom.maximum
    /// The most time (seconds) and distance (pixels) between the taps of a double tap.
    public var doubleTapInterval = DoubleTap.interval
    public var doubleTapDistance = DoubleTap.distance

    /// The minimum release velocity (pages per second) that turns a page from a standstill.
    public var flingVelocity: Double { turnPoint / flingProjection }
}
