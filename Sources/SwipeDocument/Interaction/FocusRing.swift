/// The ring the player draws over the focused element (and over the row the list keys chose) on
/// pages that show no focus of their own (no element has a `gainedFocus` handler): a border in
/// the theme's accent just inside the element's box, added to the page as the element's last
/// child, so it is drawn through the element's transforms and where the window and `render`
/// draw it alike. A focused decoration gets the same ring, drawn over the page around its box.
public enum FocusRing {
    /// The ring's width in doc units.
    public static let width = 3.0

    /// The ring for an element with corner radius `cornerRadius`.
    static func element(color: Color, cornerRadius: Double) -> Element {
        var ring = ListRows.blank
        ring.x = .length(.units(0))
        ring.y = .length(.units(0))
        ring.w = .length(.percent(100))
        ring.h = .length(.percent(100))
        ring.borderWidth = width
        ring.borderColor = color
        ring.cornerRadius = cornerRadius
        return ring
    }

    /// The ring around `box` (window pixels) drawn over the page: around a focused decoration.
    public static func item(around box: Rect, color: Color) -> DisplayItem {
        let frame = Rect(x: box.x - width, y: box.y - width, width: box.width + 2 * width, height: box.height + 2 * width)
        return DisplayItem(content: .border(color: color, width: width, cornerRadius: width), size: Point(frame.width, frame.height),
                           transform: .translation(frame.x, frame.y), opacity: 1, clips: [])
    }

    /// Whether a page shows focus itself: some element reacts to gaining it.
    static func drawnByDocument(_ elements: [Element]) -> Bool {
        elements.contains { $0.events?["gainedFocus"] != nil || drawnByDocument($0.elements) }
    }
}

extension PageInteraction {
    /// What the ring goes around: the focused element, else the row the list keys chose.
    public var ringed: [Int]? {
        if let focused { return focused }
        guard let list = keyedList, let rows = lists[list], let row = rows.scroller.selection else { return nil }
        return rows.content + [row]
    }

    /// `page` with the focus ring added, when the player draws one.
    func withFocusRing(_ page: inout Page) {
        guard let color = focusRingColor, !drawsOwnFocus, let path = ringed else { return }
        Self.modify(&page.elements, at: path[...]) { e in e.elements.append(FocusRing.element(color: color, cornerRadius: e.cornerRadius)) }
    }
}
