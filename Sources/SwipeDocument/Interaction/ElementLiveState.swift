import Foundation

/// What updates did to one element: the changes merged into it, and what it shows now where that
/// differs from how it was built (behaviour reference 3.2, 5). Absent values show the element as
/// built.
public struct ElementLiveState: Equatable, Sendable {
    /// Every update's keys merged in order; a later update re-applies them all.
    public var merged = ElementChanges()
    public var text: TextSource?
    /// Its box in its parent (doc units) once an update moved or resized it.
    public var frame: Rect?
    public var opacity: Tween<Double>?
    public var bc: Tween<Color>?
    public var borderColor: Tween<Color>?
    public var borderWidth: Tween<Double>?
    public var cornerRadius: Double?
    public var textColor: Color?
    public var fontSize: Length?
    public var textAlign: TextAlignment?
    public var fontNames: [String]?
    public var data: JSONNode?
    /// Keys applied at once, as given (`ElementChanges`).
    public var shape = ElementChanges()
    /// The movement along a path an update's `pos` started.
    public var motion: PathMotion?
    /// The picture an update put in place.
    public var img: AssetReference?
    /// The web picture an update named last (shown, or being fetched): a later update naming it
    /// again does not fetch it again.
    var pictureURL: URL?
    /// The picture request that will show it, while it is being fetched.
    var pictureRequest: Int?
    public var enabled: Bool
    public var focusable: Bool
    /// Whether an update was applied (it stops the element's `to` and `loop` animations).
    public var updated = false
    /// The job that runs the completion of the last update applied, while it waits.
    var pendingCompletion: Int?

    init(_ e: Element) {
        enabled = e.enabled
        focusable = e.focusable
    }

    /// Whether a tween still moves at `t`.
    public func isMoving(at t: Double) -> Bool {
        opacity?.isMoving(at: t) == true || bc?.isMoving(at: t) == true || borderColor?.isMoving(at: t) == true
            || borderWidth?.isMoving(at: t) == true || motion?.progress.isMoving(at: t) == true
    }

    /// Every tween jumps to its end (a new update of the element removes the running animations).
    mutating func finishTweens() {
        opacity = opacity?.finished
        bc = bc?.finished
        borderColor = borderColor?.finished
        borderWidth = borderWidth?.finished
        if let m = motion { motion?.progress = m.progress.finished }
    }

    /// `e` as it shows at `t`.
    public func applied(to e: Element, at t: Double) -> Element {
        var e = e
        if let text { e.text = text }
        if let f = frame {
            e.x = .length(.units(f.x))
            e.y = .length(.units(f.y))
            e.w = .length(.units(f.width))
            e.h = .length(.units(f.height))
            e.pos = nil
        }
        if let opacity { e.opacity = opacity.value(at: t) }
        if let bc { e.bc = bc.value(at: t) }
        if let borderColor { e.borderColor = borderColor.value(at: t) }
        if let borderWidth { e.borderWidth = borderWidth.value(at: t) }
        if let cornerRadius { e.cornerRadius = cornerRadius }
        if let textColor { e.textColor = textColor }
        if let fontSize { e.fontSize = fontSize }
        if let textAlign { e.textAlign = textAlign }
        if let fontNames { e.fontNames = fontNames }
        if let data { e.data = data }
        if let v = shape.translate { e.translate = v }
        if let v = shape.rotate { e.rotate = v }
        if let v = shape.scale { e.scale = v }
        if let v = shape.depth { e.depth = v }
        if let v = shape.fillColor { e.fillColor = v }
        if let v = shape.strokeColor { e.strokeColor = v }
        if let v = shape.lineWidth { e.lineWidth = v }
        if let v = shape.strokeStart { e.strokeStart = v }
        if let v = shape.strokeEnd { e.strokeEnd = v }
        if let v = shape.path { e.path = v }
        if let motion { TransitionTween.follow(motion.path, mode: motion.mode, fraction: motion.progress.value(at: t), from: e, into: &e) }
        if let img { e.img = img }
        e.enabled = enabled
        e.focusable = focusable
        if updated {
            e.to = nil
            e.loop = nil
        }
        return e
    }
}

/// An element moving along an update's `pos` path (3.2): how far along it is (0 to 1 over the
/// update's duration) and how it is turned.
public struct PathMotion: Equatable, Sendable {
    public var path: PathSource
    public var mode: TransitionAnimation.Orientation
    public var progress: Tween<Double>
}
