/// An `action: "play"` element of a page, as the display items it drew carry it: the page's index
/// and the element's path of child indices. Taps and presses are matched against it.
public struct PlayButtonID: Hashable, Sendable {
    public var page: Int
    public var path: [Int]

    public init(page: Int, path: [Int]) {
        self.page = page
        self.path = path
    }

    /// The opacity a button is shown at while pressed, as the original engine shows it (3.11).
    public static let pressedOpacity = 0.5
}

/// The play button held down, if any: pressed by a pointer going down on it, shown at
/// `PlayButtonID.pressedOpacity` while held, let go when the pointer is released or once the press
/// moves far enough to become a drag (a release on the button is a tap, which plays the page).
public struct PlayButtonPress: Equatable, Sendable {
    public private(set) var button: PlayButtonID?
    private var origin = Point.zero

    public init() {}

    /// Follows one pointer input; `hit` says which button, if any, is under a point.
    public mutating func handle(_ input: GestureRecognizer.Input, hit: (Point) -> PlayButtonID?) {
        switch input {
        case .pointerDown(let p, _):
            button = hit(p)
            origin = p
        case .pointerMoved(let p, _):
            let d = p - origin
            if (d.x * d.x + d.y * d.y).squareRoot() > GestureRecognizer.tapSlop { button = nil }
        case .pointerUp:
            button = nil
        default:
            break
        }
    }
}

extension Array where Element == DisplayItem {
    /// The play button showing at `p` (doc units), if a tap there lands on one, looking inside
    /// layers too.
    public func playButton(at p: Point) -> PlayButtonID? {
        for item in self where item.opacity > 0 {
            if case .layer(let layer) = item.content {
                if let local = item.localPoint(p), let button = layer.items.playButton(at: local) { return button }
            } else if item.playButton != nil, item.contains(p) {
                return item.playButton
            }
        }
        return nil
    }
}
