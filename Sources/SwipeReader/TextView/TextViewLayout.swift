import Foundation
import SwipeDocument

/// The text view laid out, pure: a page's blocks (`TextViewBlock`) reflowed into one centred
/// column of the window in the reader's type (`TextViewStyle`): words wrapped greedily at the
/// column's width (Chinese and Japanese between their characters, by the kinsoku rules:
/// `TextViewLineBreaks`; a word wider than the column broken between its characters, so no line
/// ever runs past the window), spaced, aligned and justified; headings larger and bold; pictures the
/// column's width (no taller than most of the window) with their labels; buttons and fields as
/// boxes holding their text, a tap on one giving its action. Positions are in content pixels
/// from the column's top; `items(scroll:)` draws the part in the window, through the same display
/// items the window and `render` composite.
public struct TextViewLayout: Equatable, Sendable {
    /// A piece of text drawn as one item: a word, or one of its characters when letters are spaced.
    public struct Run: Equatable, Sendable {
        public var text: String
        /// Its advance and line, in content pixels.
        public var frame: Rect
        public var font: TextViewFont
        public var color: Color
        public var block: Int
        /// The word (in `words`) it is part of.
        public var word: Int
        /// Its Unicode scalars in its block's text (`TextViewBlock.text`).
        public var characters: Range<Int>
    }

    /// A word as the reader reads it, with the block it is in and where it is in the block's text
    /// (in Unicode scalars).
    public struct Word: Equatable, Sendable {
        public var text: String
        public var block: Int
        public var characters: Range<Int>
    }

    /// A picture's, a button's or a field's box.
    public struct Box: Equatable, Sendable {
        public var frame: Rect
        public var block: Int
    }

    public let viewport: Point
    public let style: TextViewStyle
    public let blocks: [TextViewBlock]
    /// The column: its left and width, its top at 0 and its height the content's.
    public let column: Rect
    public let contentHeight: Double
    public let runs: [Run]
    public let words: [Word]
    public let boxes: [Box]
    /// Each block's top, for scrolling to it.
    public let blockTops: [Double]

    /// The family used when neither the reader nor the author names one.
    public static let defaultFamily = "Liberation Sans"

    /// The type size (pixels) at `fontSize` 1 in a window of `viewport` pixels, or at least
    /// `minimum` (a kiosk's, for its viewing distance: `ViewingDistance`).
    public static func baseSize(viewport: Point, minimum: Double = 0) -> Double {
        max(minimum, 16, min(viewport.x, viewport.y) * 0.028)
    }

    /// The largest `fontSize`: a base size this many times over is the largest the view draws.
    public static let largestScale = 4.0

    public init(blocks: [TextViewBlock], style: TextViewStyle, viewport: Point, baseSize: Double, measure: some TextMeasuring) {
        self.viewport = viewport
        self.style = style
        self.blocks = blocks
        var flow = Flow(style: style, measure: measure)
        let size = baseSize * max(0.1, style.scale)
        let margin = max(4, min(baseSize, viewport.x * 0.05))
        let width = max(1, min(viewport.x - 2 * margin, 34 * size))
        let left = (viewport.x - width) / 2
        flow.y = margin
        var tops: [Double] = []
        for (i, block) in blocks.enumerated() {
            tops.append(flow.y)
            let font = Self.font(block, style: style, size: size)
            let color = Self.color(block, style: style)
            switch block.kind {
            case .heading, .paragraph:
                flow.text(block.text, font: font, color: color, left: left, width: width, alignment: style.alignment, block: i)
            case .button, .field:
                let pad = size * 0.5
                let top = flow.y
                flow.y += pad
                flow.text(block.text, font: font, color: color, left: left + pad, width: width - 2 * pad, alignment: .left, block: i)
                flow.y = max(flow.y + pad, top + size * 2.4)
                flow.boxes.append(Box(frame: Rect(x: left, y: top, width: width, height: flow.y - top), block: i))
            case .picture(let content, let aspect):
                if content != nil {
                    var w = width, h = width * max(0.05, aspect)
                    if h > viewport.y * 0.7 { h = max(1, viewport.y * 0.7); w = h / max(0.05, aspect) }
                    flow.boxes.append(Box(frame: Rect(x: left + (width - w) / 2, y: flow.y, width: w, height: h), block: i))
                    flow.y += h + size * 0.25
                }
                var label = font
                label.size *= 0.85
                flow.text(block.text, font: label, color: color, left: left, width: width, alignment: .center, block: i)
            }
            flow.y += style.paragraphSpacing * size
        }
        column = Rect(x: left, y: 0, width: width, height: flow.y + margin)
        contentHeight = flow.y + margin
        runs = flow.runs
        words = flow.words
        boxes = flow.boxes
        blockTops = tops
    }

    /// How far the content scrolls: what is below the window's bottom.
    public var maxScroll: Double { max(0, contentHeight - viewport.y) }

    /// The words in reading order, a block's joined by spaces, blocks by newlines.
    public var text: String {
        var lines: [String] = []
        var last = -1
        for w in words {
            if w.block != last { lines.append(w.text) } else { lines[lines.count - 1] += " " + w.text }
            last = w.block
        }
        return lines.joined(separator: "\n")
    }

    /// What a tap at window pixel `p` runs, scrolled by `scroll` pixels: a button's or a field's action.
    public func action(at p: Point, scroll: Double) -> AccessibleAction? {
        let q = Point(p.x, p.y + scroll)
        return boxes.first { $0.frame.contains(q) && blocks[$0.block].action != nil }.flatMap { blocks[$0.block].action }
    }

    /// The view's display items in window pixels, scrolled by `scroll`: the background, then the
    /// pictures, boxes, `marks` and words in the window, with `decorations` under and over the words.
    public func items(scroll: Double, decorations: TextViewDecorations = TextViewDecorations(), marks: [TextViewMark] = []) -> [DisplayItem] {
        func place(_ content: DisplayContent, _ r: Rect) -> DisplayItem {
            DisplayItem(content: content, size: Point(r.width, r.height), transform: .translation(r.x, r.y - scroll), opacity: 1, clips: [])
        }
        func shows(_ r: Rect) -> Bool { r.y - scroll < viewport.y && r.y + r.height - scroll > 0 }
        var out = [place(.box(color: style.backgroundColor, cornerRadius: 0), Rect(x: 0, y: scroll, width: viewport.x, height: viewport.y))]
        for box in boxes where shows(box.frame) {
            let block = blocks[box.block]
            switch block.kind {
            case .picture(let content?, _): out.append(place(content, box.frame))
            default:
                let size = Self.font(block, style: style, size: box.frame.height / 2.4).size
                out.append(place(.border(color: Self.color(block, style: style), width: max(2, size * 0.08), cornerRadius: min(12, box.frame.height / 4)), box.frame))
            }
        }
        func scrolled(_ items: [DisplayItem]) -> [DisplayItem] {
            items.map { item in
                var item = item
                item.transform = .translation(0, -scroll) * item.transform
                return item
            }
        }
        out += scrolled(decorations.under)
        for mark in marks {
            for frame in frames(ofWord: mark.word) where shows(frame) {
                var item = place(.box(color: mark.tint, cornerRadius: 0), frame)
                item.opacity = mark.opacity
                out.append(item)
            }
        }
        for run in runs where shows(run.frame) {
            // Room past the advance, so the renderer's own rounding never wraps a word.
            let frame = Rect(x: run.frame.x, y: run.frame.y, width: min(run.frame.width + run.font.size, max(run.frame.width, viewport.x - run.frame.x)),
                             height: run.frame.height)
            out.append(place(.text(run.text, style: TextPaint(fontNames: run.font.drawnNames, fontSize: run.font.size, color: run.color,
                                                              alignment: TextAlignment(.left, .center))), frame))
        }
        return out + scrolled(decorations.over)
    }

    /// A block's font: headings larger and bold; the author's names while `publisherDefaults` is
    /// on, else the reader's family.
    static func font(_ block: TextViewBlock, style: TextViewStyle, size: Double) -> TextViewFont {
        let names = style.publisherDefaults && !block.authorFont.isEmpty ? block.authorFont : [style.fontFamily ?? defaultFamily]
        if case .heading(let level) = block.kind {
            return TextViewFont(names: names, size: size * [2, 1.6, 1.3, 1.15][min(3, max(0, level - 1))], bold: true)
        }
        return TextViewFont(names: names, size: size)
    }

    /// A block's colour: the author's while `publisherDefaults` is on and it keeps 4.5:1 on the
    /// background, else the reader's.
    static func color(_ block: TextViewBlock, style: TextViewStyle) -> Color {
        if style.publisherDefaults, let own = block.authorColor, TextColorPair.refusal(text: own, background: style.backgroundColor) == nil { return own }
        return style.textColor
    }

    /// Words flowed into lines, down the column.
    private struct Flow {
        let style: TextViewStyle
        let measure: any TextMeasuring
        var y = 0.0
        var runs: [Run] = []
        var words: [Word] = []
        var boxes: [Box] = []

        init(style: TextViewStyle, measure: some TextMeasuring) {
            self.style = style
            self.measure = measure
        }

        /// A word's pieces (itself, or its characters when letters are spaced) and their widths.
        private func pieces(_ word: String, _ font: TextViewFont) -> [(String, Double)] {
            style.letterSpacing > 0 ? word.map { (String($0), measure.width(of: String($0), in: font)) } : [(word, measure.width(of: word, in: font))]
        }

        private func width(of pieces: [(String, Double)], _ font: TextViewFont) -> Double {
            pieces.reduce(0) { $0 + $1.1 } + style.letterSpacing * font.size * Double(max(0, pieces.count - 1))
        }

        /// `word` cut into parts no wider than `limit` (between characters; at least one each).
        private func fitted(_ word: String, _ font: TextViewFont, limit: Double) -> [[(String, Double)]] {
            let whole = pieces(word, font)
            guard width(of: whole, font) > limit, word.count > 1 else { return [whole] }
            var parts: [String] = []
            var current = ""
            for c in word {
                let next = current + String(c)
                if !current.isEmpty, width(of: pieces(next, font), font) > limit {
                    parts.append(current)
                    current = String(c)
                } else {
                    current = next
                }
            }
            parts.append(current)
            return parts.map { pieces($0, font) }
        }

        mutating func text(_ text: String, font: TextViewFont, color: Color, left: Double, width limit: Double, alignment: TextViewAlignment, block: Int) {
            let lineHeight = font.size * max(1, style.lineHeight)
            let space = measure.width(of: " ", in: font) + style.wordSpacing * font.size
            for hardLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                // A piece glued to the one before it is the rest of a word broken between ideographs: no space between.
                var line: [(pieces: [(String, Double)], word: Int, glued: Bool, start: Int)] = []
                var lineWidth = 0.0
                let glue = style.letterSpacing * font.size
                func emit(last: Bool) {
                    guard !line.isEmpty else { return }
                    let widths = line.map { width(of: $0.pieces, font) }
                    let free = max(0, limit - lineWidth)
                    let spaces = line.dropFirst().filter { !$0.glued }.count
                    var x = left
                    var gap = space
                    switch alignment {
                    case .left: break
                    case .right: x += free
                    case .center: x += free / 2
                    case .justify: if !last, spaces > 0 { gap += free / Double(spaces) }
                    }
                    for (k, ((word, index, _, start), w)) in zip(line, widths).enumerated() {
                        var px = x, at = start
                        for (piece, pw) in word {
                            let count = piece.unicodeScalars.count
                            runs.append(Run(text: piece, frame: Rect(x: px, y: y, width: pw, height: lineHeight), font: font, color: color, block: block,
                                            word: index, characters: at..<at + count))
                            at += count
                            px += pw + style.letterSpacing * font.size
                        }
                        x += w + (k + 1 < line.count && line[k + 1].glued ? glue : gap)
                    }
                    y += lineHeight
                    line = []
                    lineWidth = 0
                }
                for word in hardLine.split(whereSeparator: { $0.isWhitespace }) {
                    let start = text.unicodeScalars.distance(from: text.startIndex, to: word.startIndex)
                    words.append(Word(text: String(word), block: block, characters: start..<start + word.unicodeScalars.count))
                    var at = start
                    for (s, segment) in TextViewLineBreaks.segments(word).enumerated() {
                        for (p, part) in fitted(String(segment), font, limit: limit).enumerated() {
                            let w = width(of: part, font), glued = s > 0 && p == 0
                            let before = line.isEmpty ? 0 : glued ? glue : space
                            if !line.isEmpty, lineWidth + before + w > limit { emit(last: false) }
                            lineWidth += (line.isEmpty ? 0 : before) + w
                            line.append((part, words.count - 1, glued, at))
                            at += part.reduce(0) { $0 + $1.0.unicodeScalars.count }
                        }
                    }
                }
                emit(last: true)
            }
        }
    }
}
