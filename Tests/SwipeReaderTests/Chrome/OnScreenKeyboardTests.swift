import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The on-screen keyboard without a window: its keys, shift, the symbols page, accents by a long
/// press, where the keys are at several sizes and densities, and what a press finds.
@Suite struct OnScreenKeyboardTests {
    let style = PlayerStyle.standard()

    func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

    func layout(_ k: OnScreenKeyboard, _ viewport: Point = Point(1024, 768), target: Double = 48) -> OnScreenKeyboard.Layout {
        k.layout(viewport: viewport, style: style, target: target)
    }

    /// Taps `key` (press and release at its centre at `t`): what it typed.
    func tap(_ k: inout OnScreenKeyboard, _ key: OnScreenKeyboard.Key, at t: Double = 0) -> OnScreenKeyboard.Output? {
        let l = layout(k)
        guard let frame = l.keys.first(where: { $0.key == key })?.frame else { Issue.record("no key \(key)"); return nil }
        let r1 = k.press(at: center(frame), layout: l, time: t)
        #expect(r1)
        return k.release(at: center(frame), layout: l, time: t + 0.05)
    }

    func typed(_ k: inout OnScreenKeyboard, _ keys: [OnScreenKeyboard.Key]) -> String {
        var out = ""
        for key in keys {
            if case .text(let s)? = tap(&k, key) { out += s }
        }
        return out
    }

    @Test func theRowsAreDigitsLettersAndTheEditingKeys() {
        let k = OnScreenKeyboard(layout: .azerty)
        #expect(k.rows.count == 5)
        #expect(k.rows[0] == KeyboardLayout.digits.map(OnScreenKeyboard.Key.character))
        #expect(k.rows[1].first == .character("a") && k.rows[2].last == .character("m"))
        #expect(k.rows[3].first == .shift && k.rows[3].last == .backspace)
        #expect(k.rows[4] == [.symbols, .character(","), .space, .character("."), .enter, .hide])
    }

    @Test func lettersTypeAndShiftUppercasesOnceOrLocked() {
        var k = OnScreenKeyboard(layout: .qwerty)
        let r2 = typed(&k, [.character("h"), .character("i"), .space])
        #expect(r2 == "hi ")
        let r3 = tap(&k, .shift)
        #expect(r3 == nil && k.shift == .once)
        #expect(k.label(.character("a")) == "A")
        let r4 = typed(&k, [.character("a"), .character("b")])
        #expect(r4 == "Ab")
        #expect(k.shift == .off)
        _ = tap(&k, .shift)
        _ = tap(&k, .shift)
        #expect(k.shift == .locked)
        let r5 = typed(&k, [.character("o"), .character("k"), .character("1")])
        #expect(r5 == "OK1")
        _ = tap(&k, .shift)
        let r6 = typed(&k, [.character("z")])
        #expect(k.shift == .off && r6 == "z")
    }

    @Test func editingKeysAndTheSymbolsPage() {
        var k = OnScreenKeyboard(layout: .qwerty)
        let r7 = tap(&k, .backspace)
        #expect(r7 == .backspace)
        let r8 = tap(&k, .enter)
        #expect(r8 == .enter)
        let r9 = tap(&k, .hide)
        #expect(r9 == .hide)
        let r10 = tap(&k, .symbols)
        #expect(r10 == nil && k.showsSymbols)
        #expect(k.rows[1].contains(.character("@")) && k.rows[4].first == .letters)
        let r11 = typed(&k, [.character("@"), .character("?")])
        #expect(r11 == "@?")
        _ = tap(&k, .letters)
        #expect(!k.showsSymbols && k.rows[1].first == .character("q"))
    }

    @Test func aLongPressOffersAccentsAndTheChosenOneIsTyped() {
        var k = OnScreenKeyboard(layout: .azerty)
        let l = layout(k)
        let e = l.keys.first { $0.key == .character("e") }!.frame
        let r12 = k.press(at: center(e), layout: l, time: 10)
        #expect(r12)
        #expect(k.accentDeadline(layout: l) == 10 + GestureRecognizer.longPressDelay)
        k.advance(to: 10.1, layout: l)
        #expect(k.accentsOf == nil)
        k.advance(to: 11, layout: l)
        let accents = k.accentFrames(layout: l)
        #expect(accents.count == KeyboardLayout.accents(of: "e").count)
        // The row of accents is above the key, inside the window.
        for a in accents { #expect(a.maxY <= e.y && a.x >= 0 && a.maxX <= l.viewport.x) }
        // Sliding onto the second accent and lifting types it.
        k.move(to: center(accents[1]), layout: l)
        #expect(k.accentChoice == 1)
        let r13 = k.release(at: center(accents[1]), layout: l, time: 11.2)
        #expect(r13 == .text("è"))
        #expect(k.accentsOf == nil)
    }

    @Test func accentsLiftedOnTheKeyStayForATapAndFollowShift() {
        var k = OnScreenKeyboard(layout: .qwerty)
        _ = tap(&k, .shift)
        let l = layout(k)
        let e = l.keys.first { $0.key == .character("e") }!.frame
        _ = k.press(at: center(e), layout: l, time: 0)
        // Held past the delay and lifted where it went down: no letter, the accents stay.
        let r14 = k.release(at: center(e), layout: l, time: 1)
        #expect(r14 == nil)
        let accents = k.accentFrames(layout: l)
        #expect(!accents.isEmpty)
        let r15 = k.press(at: center(accents[0]), layout: l, time: 2)
        #expect(r15)
        let r16 = k.release(at: center(accents[0]), layout: l, time: 2.1)
        #expect(r16 == .text("É"))
        #expect(k.shift == .off)
        // A short press types the letter itself, and keys without accents offer none.
        let r17 = typed(&k, [.character("e")])
        #expect(r17 == "e")
        _ = k.press(at: center(l.keys.first { $0.key == .character("q") }!.frame), layout: l, time: 3)
        #expect(k.accentDeadline(layout: l) == nil)
    }

    @Test func aPressMovedOffItsKeyTypesNothing() {
        var k = OnScreenKeyboard(layout: .qwerty)
        let l = layout(k)
        let q = l.keys.first { $0.key == .character("q") }!.frame, p = l.keys.first { $0.key == .character("p") }!.frame
        _ = k.press(at: center(q), layout: l, time: 0)
        let r18 = k.release(at: center(p), layout: l, time: 0.1)
        #expect(r18 == nil)
    }

    @Test func keysAreTouchTargetsAtSeveralSizesAndDensities() {
        let k = OnScreenKeyboard(layout: .qwerty)
        for (viewport, target) in [(Point(1024, 768), 48.0), (Point(800, 600), 48.0), (Point(2560, 1440), 96.0), (Point(1920, 1080), 72.0), (Point(480, 800), 48.0)] {
            let l = layout(k, viewport, target: target)
            #expect(l.keys.count == k.rows.joined().count)
            #expect(l.frame.y + l.frame.height == viewport.y && l.frame.width == viewport.x)
            #expect(l.frame.height < viewport.y * 0.75, "\(viewport): the page keeps some room")
            for (key, frame) in l.keys {
                #expect(frame.height >= target, "\(viewport) \(key)")
                #expect(frame.x >= 0 && frame.maxX <= viewport.x && l.frame.contains(center(frame)))
                // Every key is found at its centre and near its edges, even in the gaps.
                let i = l.keys.firstIndex { $0.key == key }!
                #expect(k.target(at: center(frame), layout: l) == .key(i))
                #expect(k.target(at: Point(frame.x + 1, frame.y + 1), layout: l) == .key(i))
                #expect(k.target(at: Point(frame.maxX - 1, frame.maxY - 1), layout: l) == .key(i))
            }
            for (a, b) in zip(l.keys, l.keys.dropFirst()) { #expect(a.frame.maxX <= b.frame.x || a.frame.maxY <= b.frame.y, "\(viewport): keys do not overlap") }
            #expect(k.target(at: Point(viewport.x / 2, l.frame.y - 5), layout: l) == .outside)
        }
        // On a wide window the keys stay key-shaped, centred.
        let wide = layout(k, Point(2560, 800))
        let q = wide.keys[10].frame
        #expect(q.width <= q.height * 1.5 + 1e-9 && wide.keys[0].frame.x > 100)
    }

    @Test func aModeSaysWhetherTheKeyboardShows() {
        #expect(OnScreenKeyboard.Mode.auto.shows(keyPressed: false))
        #expect(!OnScreenKeyboard.Mode.auto.shows(keyPressed: true))
        #expect(OnScreenKeyboard.Mode.always.shows(keyPressed: true))
        #expect(!OnScreenKeyboard.Mode.never.shows(keyPressed: false))
        #expect(OnScreenKeyboard.Mode(rawValue: "never") == .never)
    }

    @Test func itsItemsAreDrawnInTheThemesColoursAndTheHeldKeyPressed() {
        var k = OnScreenKeyboard(layout: .qwerty)
        let l = layout(k)
        let items = k.items(layout: l, style: style)
        #expect(items.count > l.keys.count * 2)
        let labels = items.compactMap { item -> String? in if case .text(let s, _) = item.content { return s } else { return nil } }
        #expect(labels.contains("q") && labels.contains("⌫") && labels.contains("space"))
        guard case .box(let panel, _) = items[0].content else { Issue.record("a panel first"); return }
        #expect(panel == style.overlaySurface)
        _ = k.press(at: center(l.keys[0].frame), layout: l, time: 0)
        let held = k.items(layout: l, style: style)
        #expect(held.contains { if case .box(let c, _) = $0.content { return c == style.chromeButton.surface.pressed } else { return false } })
    }
}
