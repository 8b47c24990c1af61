/// How the text of a field being edited is laid out: in the field's box, or, for a `textField`
/// whose text is longer than its box, on one line as long as the text; the edit's `scroll` moves
/// it inside the field (which clips it) so that the caret stays in view.
public struct TextEditLayout {
    /// The text as laid out (nil: the field is empty).
    public var content: DisplayContent?
    /// The box it is laid out in, in the field's units, before the scroll.
    public var size: Point
    /// The caret, selection and composition in that box.
    public var marks: TextEditMarks
    /// Whether the text is drawn apart from the field, in a box of its own that scrolls.
    public var scrolls: Bool
    /// How far the text reaches in that box.
    private var extent: Point
    /// How far one line of the wheel (SDL's unit: a mouse notch) scrolls the text.
    private var wheelStep: Double
    private let isMultiline: Bool

    /// Text lines scrolled by one wheel line, as browsers scroll a text box.
    public static let linesPerWheelLine = 3.0

    /// The layout of `edit` shown as `content` (the field's text as the display list builder
    /// makes it) in a field of `size`.
    public init(_ edit: TextEdit, content: DisplayContent?, field size: Point, measure: TextBoxMeasuring) {
        var content = content, box = size
        extent = size
        isMultiline = edit.isMultiline
        wheelStep = 20 * 1.2 * Self.linesPerWheelLine
        if case .text(let s, var style)? = content {
            wheelStep = style.fontSize * 1.2 * Self.linesPerWheelLine
            // Laid out without a limit the other way: a field's text on one line from the left,
            // an area's lines from the top.
            let all = 0..<s.unicodeScalars.count, far = 10_000.0
            if edit.isMultiline {
                style.alignment.vertical = .top
                let height = measure.boxes(of: all, in: .text(s, style: style), size: Point(size.x, far)).map { $0.y + $0.height }.max() ?? 0
                if height > size.y {
                    extent = Point(size.x, height)
                    box = Point(size.x, height * 1.1 + style.fontSize)
                }
            } else {
                style.alignment.horizontal = .left
                let width = measure.boxes(of: all, in: .text(s, style: style), size: Point(far, size.y)).map { $0.x + $0.width }.max() ?? 0
                if width > size.x {
                    extent = Point(width, size.y)
                    // Room to spare: the renderer breaks lines a pixel differently at other scales.
                    box = Point(width * 1.1 + style.fontSize, size.y)
                }
            }
            if box != size { content = .text(s, style: style) }
        }
        self.content = content
        self.size = box
        scrolls = box != size
        marks = TextEditMarks(edit, content: content, size: box, measure: measure)
    }

    /// The scroll from `scroll` that shows the caret in a field of `size`: moved only as far as
    /// it has to, none when the text fits.
    public func scroll(_ scroll: Point, field size: Point) -> Point {
        guard scrolls else { return .zero }
        let c = marks.caret
        var s = scroll
        s.x = min(max(s.x, c.x + c.width - size.x), c.x)
        s.x = max(0, min(s.x, extent.x + c.width - size.x))
        s.y = min(max(s.y, c.y + c.height - size.y), c.y)
        s.y = max(0, min(s.y, extent.y - size.y))
        return s
    }

    /// Whether the wheel scrolls the text (`dx`, `dy` in wheel lines): an area's text that is
    /// taller than its box up and down, a field's text that is longer than its box across.
    public func wheelScrolls(dx: Double, dy: Double) -> Bool {
        scrolls && (isMultiline ? dy != 0 : dx != 0)
    }

    /// `scroll` moved by the wheel (`dx` right, `dy` down, in wheel lines), kept within the text
    /// in a field of `size`: an area's text moves up and down, a field's across.
    public func wheeled(_ scroll: Point, dx: Double, dy: Double, field size: Point) -> Point {
        guard scrolls else { return .zero }
        var s = scroll
        if isMultiline {
            s.y = max(0, min(s.y + dy * wheelStep, extent.y - size.y))
        } else {
            s.x = max(0, min(s.x + dx * wheelStep, extent.x + marks.caret.width - size.x))
        }
        return s
    }

    /// The field's children while edited: its text moved by `scroll` (when it scrolls), the
    /// selection, the composition's underline and the caret (unless hidden by its blink);
    /// `field` gives the text's style.
    public func elements(field: Element, scroll: Point, caret: Bool = true) -> [Element] {
        textElements(field: field, scroll: scroll) + marks.elements(color: field.textColor, scroll: scroll, caret: caret)
    }

    /// The field's text moved by `scroll`, when it scrolls (none when it fits: the field draws it).
    public func textElements(field: Element, scroll: Point) -> [Element] {
        guard scrolls, case .text(let s, let style)? = content else { return [] }
        var text = TextEditMarks.box(Rect(x: -scroll.x, y: -scroll.y, width: size.x, height: size.y), Color(0, 0, 0, 0))
        text.text = .plain(s)
        text.textColor = field.textColor
        text.fontSize = .units(style.fontSize)
        text.fontNames = field.fontNames
        text.textAlign = style.alignment
        return [text]
    }
}
