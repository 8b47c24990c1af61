import SwipeDocument

/// Where a page's text is in the text view, both ways, in the offsets locators count (an
/// element's index path and Unicode scalars of its displayed text, `DisplayedText`): the words a
/// locator resolved on the fixed page (`ResolvedLocator`) are found among the view's runs, and a
/// point of the column or its top gives back the element and the character there, for a locator
/// (`LocatorResolving.locator`) that the fixed page shows on the same words.
extension TextViewLayout {
    /// Where run `run`'s characters are in its element's displayed text; nil when its block's
    /// text is not the element's own (a button's name, a picture's label).
    public func place(of run: Run) -> (element: [Int], characters: Range<Int>)? {
        guard let source = blocks[run.block].source, let start = source.start else { return nil }
        return (source.element, start + run.characters.lowerBound..<start + run.characters.upperBound)
    }

    /// The boxes showing `characters` of element `element`'s displayed text (nil: all of it), in
    /// content pixels: one per line, from its first word's start to its last's end, a word only
    /// partly located cut in proportion to its characters. An element whose text the view does not
    /// show as its own (a picture, a button, a field) is its block's box.
    public func boxes(element: [Int], characters: Range<Int>?) -> [Rect] {
        var lines: [Rect] = []
        for run in runs {
            guard let (e, shown) = place(of: run), e == element else { continue }
            var rect = run.frame
            if let characters {
                let cut = shown.clamped(to: characters)
                guard !cut.isEmpty else { continue }
                rect.x += rect.width * Double(cut.lowerBound - shown.lowerBound) / Double(shown.count)
                rect.width *= Double(cut.count) / Double(shown.count)
            }
            if let last = lines.last, last.y == rect.y, last.height == rect.height {
                lines[lines.count - 1] = Rect(x: last.x, y: last.y, width: rect.x + rect.width - last.x, height: last.height)
            } else {
                lines.append(rect)
            }
        }
        guard lines.isEmpty else { return lines }
        return boxes.filter { blocks[$0.block].source?.element == element }.map(\.frame)
    }

    /// The boxes of a resolved locator's words (nothing for a page as a whole).
    public func boxes(of place: ResolvedLocator) -> [Rect] {
        place.element.map { boxes(element: $0, characters: place.characters) } ?? []
    }

    /// The first words starting at or below content height `top` (the window's top, scrolled):
    /// their element and characters, what a bookmark made there records.
    public func place(atTop top: Double) -> (element: [Int], characters: Range<Int>)? {
        runs.lazy.filter { $0.frame.y >= top - 0.5 }.compactMap(place).first
    }

    /// The element whose text is drawn on the line at content point `p`, nearest it across the line.
    public func element(at p: Point) -> [Int]? {
        let line = runs.filter { $0.frame.y <= p.y && p.y < $0.frame.y + $0.frame.height && place(of: $0) != nil }
        return line.min { distance(p.x, $0.frame) < distance(p.x, $1.frame) }.flatMap(place)?.element
    }

    /// The character boundary of element `element`'s displayed text nearest content point `p`: on
    /// the element's line at `p` the nearest word, in it the boundary in proportion across it;
    /// elsewhere the start of its next line below `p`, below its text its end; nil when the view
    /// shows none of its text.
    public func offset(in element: [Int], at p: Point) -> Int? {
        let own = runs.compactMap { run in place(of: run).flatMap { $0.element == element ? (run, $0.characters) : nil } }
        guard let last = own.last else { return nil }
        guard let (run, shown) = own.filter({ $0.0.frame.y <= p.y && p.y < $0.0.frame.y + $0.0.frame.height })
            .min(by: { distance(p.x, $0.0.frame) < distance(p.x, $1.0.frame) }) else {
            return own.first { $0.0.frame.y > p.y }?.1.lowerBound ?? last.1.upperBound
        }
        let characters = Array(run.text)
        let fraction = run.frame.width > 0 ? (p.x - run.frame.x) / run.frame.width : 0
        let index = min(characters.count, max(0, Int((fraction * Double(characters.count)).rounded())))
        return shown.lowerBound + characters.prefix(index).reduce(0) { $0 + $1.unicodeScalars.count }
    }

    /// How far `x` is from `frame` across (0 inside it).
    private func distance(_ x: Double, _ frame: Rect) -> Double { max(0, frame.x - x, x - frame.x - frame.width) }
}
