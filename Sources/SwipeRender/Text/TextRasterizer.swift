import CSDL2
import Foundation
import SwipeDocument

/// One paragraph to draw: its text ("\n" breaks the line), fonts to try, size and spacing in pixels.
public struct TextRun: Equatable, Sendable {
    public var text: String
    public var fontNames: [String]
    public var pixelSize: Double
    public var color: Color
    public var alignment: TextAlignment.Horizontal
    /// Space below the paragraph in pixels (none is added after the last paragraph).
    public var spacingAfter: Double

    public init(text: String, fontNames: [String], pixelSize: Double, color: Color, alignment: TextAlignment.Horizontal, spacingAfter: Double = 0) {
        self.text = text
        self.fontNames = fontNames
        self.pixelSize = pixelSize
        self.color = color
        self.alignment = alignment
        self.spacingAfter = spacingAfter
    }
}

/// A drop shadow under text, in pixels (y grows downwards).
public struct TextShadowStyle: Equatable, Sendable {
    public var color: Color
    public var offsetX: Double
    public var offsetY: Double
    public var blurRadius: Double

    public init(color: Color, offsetX: Double, offsetY: Double, blurRadius: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blurRadius = blurRadius
    }
}

/// Wraps, aligns and draws paragraphs of text into images with SDL_ttf, with its own line
/// breaking (spaces, hyphens, CJK) and per-character font fallback (CJK, colour emoji).
/// Safe to call from any thread (calls are serialised).
public final class TextRasterizer: @unchecked Sendable {
    /// Resolves font names and fallbacks; set its `onWarning` to hear about missing fonts.
    public let fonts: FontResolver

    /// An open SDL_ttf font and the metrics layout needs.
    private struct LoadedFont {
        let face: FontFace
        let pointer: OpaquePointer
        /// The pixel size it was opened at (0 for a fixed-size font).
        let size: Int
        let ascent: Int
        let height: Int
        let lineSkip: Int
        /// A bitmap font with one fixed size (Noto Color Emoji): drawn scaled to the line.
        let fixedSize: Bool
    }

    private struct FontKey: Hashable {
        var face: FontFace
        var size: Int
    }

    /// A piece of a line drawn in one font.
    private struct Piece {
        var text: String
        var font: LoadedFont
        var scale: Double
        var x: Int
    }

    /// A laid-out line: its pieces (x from the line's start), visible width and paragraph styling.
    private struct Line {
        var pieces: [Piece]
        var width: Int
        var height: Int
        var ascent: Int
        var color: Color
        var alignment: TextAlignment.Horizontal
        /// Extra space after the line (the paragraph spacing, on a paragraph's last line).
        var spacingAfter: Int
        /// Its hard line's characters, and the segments of them it shows (the last one trimmed).
        var glyphs: [Glyph]
        var segments: [Range<Int>]
        /// Where each segment starts when the line is justified to the box's width.
        var justifiedStarts: [Double]?
        /// The widest line of its paragraph (where `leftInCenteredBlock` lines start from).
        var blockWidth = 0
    }

    private static let initialized: Bool = TTF_Init() == 0

    private let lock = NSLock()
    private var open: [FontKey: LoadedFont] = [:]
    private var fixedSizeFaces: [FontFace: Bool] = [:]

    public init(fonts: FontResolver = FontResolver()) {
        self.fonts = fonts
    }

    deinit {
        open.values.forEach { TTF_CloseFont($0.pointer) }
    }

    /// Lays out paragraphs wrapped to `width` px and draws them into an image of exactly
    /// width×height px, placed vertically per `vertical` (top: 0; center: (height − textHeight)/2;
    /// bottom: height − textHeight — so tall text starts above the box and its tail is cut, as in
    /// behaviour-reference 3.4). Transparent where there is no text; empty when fonts are missing.
    public func render(_ paragraphs: [TextRun], width: Int, height: Int, vertical: TextAlignment.Vertical, shadow: TextShadowStyle? = nil) -> RasterImage {
        guard width > 0, height > 0 else { return RasterImage(width: max(0, width), height: max(0, height)) }
        return lock.withLock {
            let lines = layout(paragraphs, width: width)
            let textHeight = Self.height(of: lines)
            var y = Self.top(textHeight: textHeight, height: height, vertical: vertical)
            // Only the rows the text (and its shadow) can reach are composited: a page-sized text
            // box would otherwise need a page-sized floating-point canvas.
            let reach = shadow.map { TextCanvas.pixels(abs($0.offsetY)) + TextCanvas.pixels(min($0.blurRadius, 1000) * 2) + 2 } ?? 0
            let band = max(0, y - reach)..<min(height, y + textHeight + reach)
            guard !band.isEmpty else { return RasterImage(width: width, height: height) }
            var canvas = TextCanvas(width: width, height: band.count)
            for line in lines {
                if y + line.height > 0 && y < height { draw(line, top: y - band.lowerBound, width: width, into: &canvas) }
                y += line.height + line.spacingAfter
            }
            if let s = shadow {
                canvas = canvas.withShadow(color: s.color, offsetX: s.offsetX, offsetY: s.offsetY, blurRadius: s.blurRadius)
            }
            return canvas.image(top: band.lowerBound, height: height)
        }
    }

    /// The wrapped size (px) of paragraphs at `width`: the widest line and the total height.
    public func measure(_ paragraphs: [TextRun], width: Int) -> (width: Int, height: Int) {
        lock.withLock {
            let lines = layout(paragraphs, width: max(1, width))
            return (lines.map(\.width).max() ?? 0, Self.height(of: lines))
        }
    }

    /// The boxes (px, in the width×height image `render` draws) of the characters at Unicode scalar
    /// offsets `range` of the paragraphs' texts joined by "\n": one per line they are on, as wide as
    /// those characters and as tall as the line. What decorations of a text range are drawn over.
    public func boxes(of range: Range<Int>, in paragraphs: [TextRun], width: Int, height: Int, vertical: TextAlignment.Vertical) -> [Rect] {
        guard width > 0, height > 0, !range.isEmpty else { return [] }
        return lock.withLock {
            let lines = layout(paragraphs, width: width)
            var y = Self.top(textHeight: Self.height(of: lines), height: height, vertical: vertical)
            var boxes: [Rect] = []
            for line in lines {
                defer { y += line.height + line.spacingAfter }
                let shown = line.segments.flatMap { Array($0) }.filter { range.contains(line.glyphs[$0].offset) }
                guard let a = shown.first, let b = shown.last else { continue }
                let left = Double(Self.left(of: line, width: width))
                let x0 = x(of: a, in: line), x1 = x(of: b + 1, in: line)
                boxes.append(Rect(x: left + x0, y: Double(y), width: max(1, x1 - x0), height: Double(line.height)))
            }
            return boxes
        }
    }

    /// Where glyph `k` of a line starts (or its last one ends), from the line's start.
    private func x(of k: Int, in line: Line) -> Double {
        guard let i = line.segments.lastIndex(where: { $0.lowerBound <= k }) else { return 0 }
        let start = line.justifiedStarts?[i] ?? 0
        let from = line.justifiedStarts == nil ? line.segments[0].lowerBound : line.segments[i].lowerBound
        return start + Double(measure(line.glyphs[from..<min(k, line.segments[i].upperBound)]))
    }

    /// Where the first line's top is in a box `height` tall.
    private static func top(textHeight: Int, height: Int, vertical: TextAlignment.Vertical) -> Int {
        switch vertical {
        case .top: return 0
        case .center: return Int((Double(height - textHeight) / 2).rounded(.down))
        case .bottom: return height - textHeight
        }
    }

    /// Where a line starts in a box `width` wide.
    private static func left(of line: Line, width: Int) -> Int {
        switch line.alignment {
        case .left, .justified: return 0
        case .center: return (width - line.width) / 2
        case .right: return width - line.width
        case .leftInCenteredBlock: return (width - line.blockWidth) / 2
        }
    }

    private static func height(of lines: [Line]) -> Int {
        lines.reduce(0) { $0 + $1.height + $1.spacingAfter } - (lines.last?.spacingAfter ?? 0)
    }

    // MARK: Layout (called with the lock held)

    /// A character and the font it is drawn in.
    private struct Glyph {
        var character: Character
        /// The Unicode scalar offset of its character in the paragraphs' texts joined by "\n".
        var offset: Int
        var font: LoadedFont
        var scale: Double
    }

    private func layout(_ paragraphs: [TextRun], width: Int) -> [Line] {
        var lines: [Line] = []
        var base = 0
        for run in paragraphs {
            defer { base += run.text.unicodeScalars.count + 1 }
            guard let main = font(fonts.face(for: run.fontNames), size: run.pixelSize) else { continue }
            var paragraph: [Line] = []
            for hardLine in Self.hardLines(run.text, base: base) {
                let glyphs = hardLine.map { glyph($0.character, offset: $0.offset, main: main) }
                let wrapped = wrap(glyphs, width: width)
                for (i, segments) in wrapped.enumerated() {
                    let justify = run.alignment == .justified && i < wrapped.count - 1
                    paragraph.append(line(segments, glyphs: glyphs, main: main, run: run, width: justify ? width : nil))
                }
            }
            if !paragraph.isEmpty { paragraph[paragraph.count - 1].spacingAfter = TextCanvas.pixels(run.spacingAfter) }
            let widest = paragraph.map(\.width).max() ?? 0
            for i in paragraph.indices { paragraph[i].blockWidth = widest }
            lines += paragraph
        }
        return lines
    }

    /// A paragraph's lines as characters with their offsets (from `base`): split at "\n" and
    /// "\r\n", a tab drawn as four spaces.
    private static func hardLines(_ text: String, base: Int) -> [[(character: Character, offset: Int)]] {
        var lines: [[(character: Character, offset: Int)]] = [[]]
        var offset = base
        for c in text {
            if c == "\n" || c == "\r\n" {
                lines.append([])
            } else if c == "\t" {
                lines[lines.count - 1] += Array(repeating: (" ", offset), count: 4)
            } else {
                lines[lines.count - 1].append((c, offset))
            }
            offset += c.unicodeScalars.count
        }
        return lines
    }

    private func glyph(_ c: Character, offset: Int, main: LoadedFont) -> Glyph {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, !c.isWhitespace else { return Glyph(character: c, offset: offset, font: main, scale: 1) }
        let emoji = !scalars.contains("\u{FE0E}") && (first.properties.isEmojiPresentation || (scalars.contains("\u{FE0F}") && first.properties.isEmoji))
        var chosen = main
        if emoji || TTF_GlyphIsProvided32(main.pointer, first.value) == 0,
           let face = fonts.fallback(for: first, preferring: main.face, emoji: emoji), face != main.face,
           let f = font(face, size: Double(main.fixedSize ? main.height : main.size)) {
            chosen = f
        }
        return Glyph(character: c, offset: offset, font: chosen, scale: chosen.fixedSize ? Double(main.height) / Double(max(1, chosen.height)) : 1)
    }

    /// Splits a hard line into wrapped lines, each a list of segments (ranges of `glyphs`).
    private func wrap(_ glyphs: [Glyph], width: Int) -> [[Range<Int>]] {
        guard !glyphs.isEmpty else { return [[]] }
        var lines: [[Range<Int>]] = []
        var current: [Range<Int>] = []
        var used = 0
        for segment in LineBreaking.segments(glyphs.map(\.character)) {
            let visible = trimmed(segment, glyphs)
            let inkWidth = measure(glyphs[visible]), fullWidth = measure(glyphs[segment])
            if !current.isEmpty && used + inkWidth > width {
                lines.append(current)
                current = []
                used = 0
            }
            if current.isEmpty && inkWidth > width {
                let pieces = split(segment, glyphs, width: width)
                lines += pieces.dropLast().map { [$0] }
                if let last = pieces.last {
                    current = [last]
                    used = measure(glyphs[last])
                }
                continue
            }
            current.append(segment)
            used += fullWidth
        }
        lines.append(current)
        return lines
    }

    /// Breaks a word wider than the line between characters, as many per line as fit (at least one).
    private func split(_ segment: Range<Int>, _ glyphs: [Glyph], width: Int) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = segment.lowerBound
        while start < segment.upperBound {
            var end = start + 1
            while end < segment.upperBound, measure(glyphs[start..<(end + 1)]) <= width || glyphs[end].character.isWhitespace { end += 1 }
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    private func trimmed(_ r: Range<Int>, _ glyphs: [Glyph]) -> Range<Int> {
        var end = r.upperBound
        while end > r.lowerBound, glyphs[end - 1].character.isWhitespace { end -= 1 }
        return r.lowerBound..<end
    }

    /// Consecutive characters in the same font, as (font, scale, text).
    private func runs(_ glyphs: ArraySlice<Glyph>) -> [(LoadedFont, Double, String)] {
        var result: [(LoadedFont, Double, String)] = []
        for g in glyphs {
            if let last = result.last, last.0.pointer == g.font.pointer {
                result[result.count - 1].2.append(g.character)
            } else {
                result.append((g.font, g.scale, String(g.character)))
            }
        }
        return result
    }

    private func measure(_ glyphs: ArraySlice<Glyph>) -> Int {
        runs(glyphs).reduce(0) { $0 + textWidth($1.2, $1.0, scale: $1.1) }
    }

    private func textWidth(_ text: String, _ font: LoadedFont, scale: Double) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        guard !text.isEmpty, TTF_SizeUTF8(font.pointer, text, &w, &h) == 0 else { return 0 }
        return Int((Double(w) * scale).rounded())
    }

    /// Positions a wrapped line's pieces; with `width` (justified) the extra space goes into the
    /// gaps after spaces, or between all segments when there are none (CJK).
    private func line(_ segments: [Range<Int>], glyphs: [Glyph], main: LoadedFont, run: TextRun, width: Int?) -> Line {
        var segments = segments
        if let last = segments.last { segments[segments.count - 1] = trimmed(last, glyphs) }
        var pieces: [Piece] = []
        var x = 0
        var starts: [Double]?
        if let width, segments.count > 1 {
            let widths = segments.map { measure(glyphs[$0]) }
            var gaps = segments.dropLast().indices.filter { glyphs[segments[$0].upperBound - 1].character.isWhitespace }
            if gaps.isEmpty { gaps = Array(segments.dropLast().indices) }
            let extra = Double(max(0, width - widths.reduce(0, +))) / Double(gaps.count)
            var position = 0.0
            starts = []
            for (i, segment) in segments.enumerated() {
                starts?.append(position)
                var px = Int(position.rounded())
                for (font, scale, text) in runs(glyphs[segment]) {
                    pieces.append(Piece(text: text, font: font, scale: scale, x: px))
                    px += textWidth(text, font, scale: scale)
                }
                position += Double(widths[i]) + (gaps.contains(i) ? extra : 0)
            }
            x = Int(position.rounded())
        } else if let first = segments.first, let last = segments.last {
            for (font, scale, text) in runs(glyphs[first.lowerBound..<last.upperBound]) {
                pieces.append(Piece(text: text, font: font, scale: scale, x: x))
                x += textWidth(text, font, scale: scale)
            }
        }
        return Line(pieces: pieces, width: x, height: main.lineSkip, ascent: main.ascent, color: run.color, alignment: run.alignment, spacingAfter: 0,
                    glyphs: glyphs, segments: segments, justifiedStarts: starts)
    }

    // MARK: Drawing (called with the lock held)

    private func draw(_ line: Line, top: Int, width: Int, into canvas: inout TextCanvas) {
        let left = Self.left(of: line, width: width)
        for piece in line.pieces where !piece.text.allSatisfy(\.isWhitespace) {
            guard let surface = TTF_RenderUTF8_Blended(piece.font.pointer, piece.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { continue }
            defer { SDL_FreeSurface(surface) }
            guard let glyphs = SurfaceConversion.image(from: surface) else { continue }
            let y = top + line.ascent - Int((Double(piece.font.ascent) * piece.scale).rounded())
            canvas.draw(glyphs, x: left + piece.x, y: y, scale: piece.scale, color: line.color)
        }
    }

    // MARK: Fonts (called with the lock held)

    /// The open font for a face at a pixel size (SDL_ttf's point size at its default 72 dpi);
    /// a fixed-size bitmap font is opened once, at its own size.
    private func font(_ face: FontFace, size: Double) -> LoadedFont? {
        guard Self.initialized, !face.path.isEmpty else { return nil }
        let fixed = isFixedSize(face)
        let key = FontKey(face: face, size: fixed ? 0 : min(4096, max(1, TextCanvas.pixels(size))))
        if let known = open[key] { return known }
        guard let pointer = open(face, size: Int32(key.size)) else { return nil }
        let loaded = LoadedFont(face: face, pointer: pointer, size: key.size, ascent: Int(TTF_FontAscent(pointer)), height: Int(TTF_FontHeight(pointer)),
                                lineSkip: Int(TTF_FontLineSkip(pointer)), fixedSize: fixed)
        open[key] = loaded
        return loaded
    }

    /// SDL_ttf's font for a face, read from memory: a theme's font, or its file mapped
    /// (`MappedFontFiles`); opened by path where the file cannot be mapped.
    private func open(_ face: FontFace, size: Int32) -> OpaquePointer? {
        guard let bytes = fonts.data(of: face) else { return TTF_OpenFontIndex(face.path, size, face.index) }
        guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return TTF_OpenFontIndexRW(rw, 1, size, face.index)
    }

    /// A face with only fixed bitmap sizes (Noto Color Emoji): SDL_ttf opens it at its one size
    /// whatever size is asked, and it is drawn scaled to the line.
    private func isFixedSize(_ face: FontFace) -> Bool {
        if let known = fixedSizeFaces[face] { return known }
        let fixed = fonts.hasFixedSizesOnly(face)
        fixedSizeFaces[face] = fixed
        return fixed
    }
}
