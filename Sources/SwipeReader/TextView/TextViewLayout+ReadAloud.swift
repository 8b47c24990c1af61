import SwipeDocument

/// The text view read aloud: the column's texts in its order are what R reads (and where a page's
/// `speech` is looked for), and a spoken word maps to the word of the column showing it, so the
/// word heard is marked in the column rather than on the page.
extension TextViewLayout {
    /// Page `page`'s column read aloud: its blocks' texts in order, each block (its index the
    /// script's element path) showing its own; nil when the column has no text.
    public func readAloudScript(page: Int) -> ReadAloudScript? { ReadAloudScript(page: page, texts: readAloudTexts) }

    /// A page's `speech` `spoken`, found in the first block of the column showing it.
    public func speechScript(_ spoken: String, page: Int) -> ReadAloudScript { ReadAloudScript(speech: spoken, page: page, texts: readAloudTexts) }

    /// The word of the column showing spoken word `index` of `spoken` (read from `script`, one of
    /// this layout's); nil for nil or a word no block shows.
    public func word(spoken index: Int?, of spoken: [ReadAloudWord], script: ReadAloudScript) -> Int? {
        guard let index, spoken.indices.contains(index), let (element, characters) = script.shown(spoken[index].characters),
              let block = element.first else { return nil }
        return words.firstIndex { $0.block == block && $0.characters.overlaps(characters) }
    }

    /// Where word `index` is drawn, in content pixels: a box for each line it is on (a word too
    /// long for the column is broken over several).
    public func frames(ofWord index: Int) -> [Rect] {
        var out: [Rect] = []
        for run in runs where run.word == index {
            if let last = out.last, last.y == run.frame.y {
                out[out.count - 1] = Rect(x: last.x, y: last.y, width: run.frame.x + run.frame.width - last.x, height: last.height)
            } else {
                out.append(run.frame)
            }
        }
        return out
    }

    private var readAloudTexts: [(path: [Int], text: String)] {
        blocks.indices.compactMap { i in blocks[i].text.allSatisfy(\.isWhitespace) ? nil : ([i], blocks[i].text) }
    }
}
