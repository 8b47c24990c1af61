/// A page at a moment: every element's `to` and `loop` animations evaluated on its clock. Elements
/// with `repeat` (and their children) run on their own cycling clock (behaviour reference 3.11).
public enum PageAnimation {
    /// `clock` is the page clock; `repeatClock` the clock of repeating elements (the page clock
    /// while the page plays, then cycling 0→1 every `duration` while the page is shown). While the
    /// page `playing`, its `action: "play"` buttons are hidden (3.11).
    public static func apply(_ page: Page, clock: Double, repeatClock: Double? = nil, playing: Bool = false) -> Page {
        var out = page
        out.elements = page.elements.map { animate($0, clock: clock, repeatClock: repeatClock ?? clock) }
        if playing { out.elements = out.elements.map(hidingPlayButtons) }
        return out
    }

    private static func hidingPlayButtons(_ e: Element) -> Element {
        var out = e
        if e.action == "play" { out.visible = false }
        out.elements = e.elements.map(hidingPlayButtons)
        return out
    }

    static func animate(_ e: Element, clock: Double, repeatClock: Double) -> Element {
        let t = e.repeat ? repeatClock : clock
        var out = TransitionTween.apply(e, at: t, children: false)
        if let loop = e.loop, let style = loop.style {
            // On a plain element a transform loop replaces the "to" transform and blink replaces
            // its opacity tween, as in the original engine; pictures loop inside the element.
            let onContent = e.img != nil || e.path != nil || e.sprite != nil
            if !onContent, [.vibrate, .wiggle, .spin].contains(style) || (style == .shift && !e.tiling) {
                out.translate = e.translate
                out.rotate = e.rotate
                out.scale = e.scale
                out.depth = e.depth
            }
            out = LoopTween.apply(out, at: t)
        }
        out.elements = e.elements.map { animate($0, clock: t, repeatClock: repeatClock) }
        return out
    }
}
