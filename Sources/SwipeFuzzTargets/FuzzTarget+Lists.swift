import Foundation
import SwipeDocument
import SwipeReader

/// Document lists (`net.swipe.list`): read as the player opens one, and laid out as `ListScreen`
/// shows one, at window sizes from none to the largest.
extension FuzzTarget {
    /// A list read from `bytes`, with its diagnostics worded; nil when the bytes are not one.
    static func loadList(_ bytes: [UInt8]) -> ListDocument? {
        let loaded = DocumentLoader.load(bytes: bytes, name: "fuzz.swipe", baseURL: URL(fileURLWithPath: "/nonexistent/fuzz.swipe"))
        for d in loaded.diagnostics { _ = d.description }
        return loaded.list
    }

    /// Loaded; its texts in the language a reader of English gets and in each it offers.
    static func list(_ bytes: [UInt8]) {
        guard let list = loadList(bytes) else { return }
        for language in [LanguageChoice.choose(offered: list.languages, preferred: ["en"], chosen: nil)] + list.languages.map(\.id) {
            for section in list.sections {
                _ = list.text(section.title, language: language)
                for item in section.items { _ = (list.text(item.title, language: language), list.text(item.text, language: language)) }
            }
        }
    }

    /// The list in each extreme window and two from the input's last bytes: drawn scrolled to each
    /// end, hit where the input says, and scrolled by presses, drags, flings, the wheel and keys.
    static func listLayout(_ bytes: [UInt8]) {
        guard let list = loadList(bytes) else { return }
        var values = FuzzedValues(bytes)
        let icons = FuzzedPictures(size: Point(Double(values.word()), Double(values.word())), luminance: values.fraction())
        let language = LanguageChoice.choose(offered: list.languages, preferred: ["en"], chosen: nil)
        for window in FuzzedValues.extremeWindows + [values.window(), values.window()] {
            let layout = ListLayout(list: list, language: language, viewport: window, showsBack: true, icons: icons, tones: icons)
            for scroll in [0, layout.maxScroll, -layout.areaHeight, layout.maxScroll + layout.areaHeight] {
                _ = layout.items(scroll: scroll, selected: layout.rows.indices.last, pressed: 0)
            }
            _ = (layout.backFrame, layout.languageFrame, layout.titleSize, layout.subtitleSize, layout.pageRows)
            _ = layout.hit(values.point(in: window), scroll: layout.maxScroll / 2)
            var scroller = ListScroller()
            scroller.fit(layout)
            var time = 0.0
            for _ in 0..<8 {
                time += values.seconds() / 10
                let p = values.point(in: window)
                let input: ListScroller.Input
                switch values.byte() % 6 {
                case 0: input = .pointerDown(p, time: time)
                case 1: input = .pointerMoved(p, time: time)
                case 2: input = .pointerUp(p, time: time)
                case 3: input = .wheel(dy: values.fraction() * 20 - 10, time: time)
                case 4: input = .key([.up, .down, .pageUp, .pageDown, .home, .end][Int(values.byte()) % 6], time: time)
                default: scroller.reveal(Int(values.byte()), layout: layout, at: time); continue
                }
                scroller.handle(input, layout: layout)
                scroller.advance(to: time + values.seconds() / 100)
                _ = layout.items(scroll: scroller.offset, selected: scroller.selection, pressed: scroller.pressedRow)
            }
        }
    }
}
