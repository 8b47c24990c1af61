/// Where the caret, the selection and the input method's composition of a field being edited are
/// drawn, over its text as the renderer lays it out (`TextBoxMeasuring`), in the field's own units.
public struct TextEditMarks: Equatable, Sendable {
    /// The selected text's boxes, one per line.
    public var selection: [Rect] = []
    /// Lines under the text being composed.
    public var composition: [Rect] = []
    public var caret: Rect

    /// The marks of `edit` shown as `content` (the field's text, as the display list builder makes
    /// it: nil when the field is empty) in a box of `size`.
    public init(_ edit: TextEdit, content: DisplayContent?, size: Point, measure: TextBoxMeasuring) {
        let fontSize: Double, alignment: TextAlignment
        if case .text(_, let style)? = content { (fontSize, alignment) = (style.fontSize, style.alignment) } else { (fontSize, alignment) = (20, TextAlignment()) }
        let weight = max(1, fontSize / 16)
        let chars = Array(edit.shownText)
        let scalars = Self.scalarOffsets(chars)
        func boxes(_ r: Range<Int>) -> [Rect] {
            guard let content, !r.isEmpty else { return [] }
            return measure.boxes(of: scalars[r.lowerBound]..<scalars[r.upperBound], in: content, size: size)
        }
        let selected = edit.selection
        if !selected.isEmpty {
            // The selection lies before or after the composition (which replaces it when committed).
            let shift = selected.lowerBound >= edit.caret ? edit.composition.count : 0
            selection = boxes(selected.lowerBound + shift..<selected.upperBound + shift)
        }
        composition = boxes(edit.compositionRange).map { Rect(x: $0.x, y: $0.y + $0.height - weight, width: $0.width, height: weight) }
        let at = edit.caret + edit.composition.count
        let lineHeight = fontSize * 1.2
        if at < chars.count, !chars[at].isNewline, let b = boxes(at..<at + 1).first {
            caret = Rect(x: b.x, y: b.y, width: weight, height: b.height)
        } else if at > 0, !chars[at - 1].isNewline, let b = boxes(at - 1..<at).last {
            caret = Rect(x: b.x + b.width, y: b.y, width: weight, height: b.height)
        } else {
            // An empty line: where its text would start, below the line before it.
            let x = alignment.horizontal == .left ? 0 : alignment.horizontal == .right ? size.x - weight : size.x / 2
            let top = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? size.y - lineHeight : (size.y - lineHeight) / 2
            let y = at > 0 ? boxes(at - 1..<at).last.map { $0.y + $0.height } : nil
            caret = Rect(x: x, y: y ?? top, width: weight, height: lineHeight)
        }
    }
}

extension TextEditMarks {
    /// Character offsets to the Unicode scalar offsets the measure counts in (one more than
    /// `chars`: the end).
    private static func scalarOffsets(_ chars: [Character]) -> [Int] {
        var scalars = [0]
        for c in chars { scalars.append(scalars[scalars.count - 1] + c.unicodeScalars.count) }
        return scalars
    }

    /// The caret offset nearest `p` (the field's own units) in `text` shown as `content`: before
    /// or after the character under it, or the nearest one on the nearest line.
    public static func offset(at p: Point, in text: String, content: DisplayContent?, size: Point, measure: TextBoxMeasuring) -> Int {
        guard let content else { return 0 }
        let chars = Array(text)
        let scalars = scalarOffsets(chars)
        var best = chars.count, nearest = Double.infinity
        // A newline is never under the pointer: right of a line's end is before it.
        for i in chars.indices where !chars[i].isNewline {
            guard let b = measure.boxes(of: scalars[i]..<scalars[i + 1], in: content, size: size).first else { continue }
            let dy = max(b.y - p.y, 0, p.y - b.y - b.height), dx = max(b.x - p.x, 0, p.x - b.x - b.width)
            // The nearest line first, then the nearest character on it.
            let distance = dy * 10_000 + dx
            if distance < nearest {
                nearest = distance
                best = p.x < b.x + b.width / 2 ? i : i + 1
            }
        }
        return best
    }

    /// The tint over selected text.
    public static let selectionColor = Color(0.25, 0.5, 1, 0.35)

    /// The marks as elements to add to the field's children, moved by `scroll`: the selection
    /// tinted, the composition's underline and the caret in the text's `color` (none when `caret`
    /// is false: blinked off).
    public func elements(color: Color, scroll: Point = .zero, caret shown: Bool = true) -> [Element] {
        func moved(_ r: Rect) -> Rect { Rect(x: r.x - scroll.x, y: r.y - scroll.y, width: r.width, height: r.height) }
        return selection.map { Self.box(moved($0), Self.selectionColor) } + composition.map { Self.box(moved($0), color) }
            + (shown ? [Self.box(moved(caret), color)] : [])
    }

    /// An element filling `r` with `color`.
    static func box(_ r: Rect, _ color: Color) -> Element {
        var e = blank
        e.x = .length(.units(r.x))
        e.y = .length(.units(r.y))
        e.w = .length(.units(r.width))
        e.h = .length(.units(r.height))
        e.bc = color
        return e
    }

    /// An element with every property at its default.
    private static let blank: Element = {
        let log = DiagnosticLog(file: "", sourceMap: nil)
        return Element(ObjectReader(JSONObject(), offset: 0, path: .root, log: log), context: DecodeContext(log: log, baseURL: nil))
    }()
}

extension Array where Element == SwipeDocument.Element {
    /// Changes the element at `path` (nothing when there is none).
    mutating func modify(at path: ArraySlice<Int>, _ change: (inout SwipeDocument.Element) -> Void) {
        guard let i = path.first, indices.contains(i) else { return }
        if path.count == 1 { change(&self[i]) } else { self[i].elements.modify(at: path.dropFirst(), change) }
    }
}
