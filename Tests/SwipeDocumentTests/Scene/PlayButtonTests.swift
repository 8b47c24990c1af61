import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `action: "play"` buttons: hit-tested on the display list, hidden while their page plays, shown
/// at half opacity while held down (3.11).
struct PlayButtonTests {
    static let json = #"""
    { "dimension": [100, 100], "pages": [
      { "play": "pause", "elements": [
        { "x": 10, "y": 10, "w": 20, "h": 20, "bc": "red", "action": "play", "elements": [ { "w": 5, "h": 5, "bc": "white" } ] },
        { "x": 50, "y": 50, "w": 20, "h": 20, "bc": "blue" } ] },
      { "play": "pause", "elements": [ { "x": 10, "y": 10, "w": 20, "h": 20, "bc": "green", "action": "play" } ] } ] }
    """#

    func composer() throws -> SceneComposer {
        let d = try #require(document(Self.json))
        return SceneComposer(document: d, settings: RenderSettings(documentSize: Point(100, 100), language: "en", markdown: d.markdown, media: FixedSizes()))
    }

    @Test func tapsFindButtonsAndButtonsHideWhilePlaying() throws {
        let c = try composer()
        let idle = c.frame(at: 0, clock: { _ in 0 })
        #expect(idle.playButton(at: Point(15, 15)) == PlayButtonID(page: 0, path: [0]))
        #expect(idle.playButton(at: Point(55, 55)) == nil)
        #expect(idle.playButton(at: Point(5, 5)) == nil)
        let playing = c.frame(at: 0, clock: { _ in 0.5 }, playing: { _ in true })
        #expect(playing.playButton(at: Point(15, 15)) == nil)
        #expect(playing.count == idle.count - 2)
    }

    @Test func aButtonsItemsCarryItsPageAndPathChildrenIncluded() throws {
        let c = try composer()
        let first = c.frame(at: 0, clock: { _ in 0 })
        // The page background, the button and its child, the other box.
        #expect(first.map(\.playButton) == [nil, PlayButtonID(page: 0, path: [0]), PlayButtonID(page: 0, path: [0]), nil])
        let turning = c.frame(at: 0.5, clock: { _ in 0 })
        #expect(Set(turning.compactMap(\.playButton)) == [PlayButtonID(page: 0, path: [0]), PlayButtonID(page: 1, path: [0])])
    }

    @Test func pressingDimsThatButtonAloneAsOnePicture() throws {
        let c = try composer()
        let pressed = PlayButtonID(page: 1, path: [0])
        let frame = c.frame(at: 0.5, clock: { _ in 0 })
        let held = c.frame(at: 0.5, clock: { _ in 0 }, pressed: pressed)
        #expect(held.count == frame.count)
        for (item, before) in zip(held, frame) {
            #expect(item.opacity == (item.playButton == pressed ? before.opacity * 0.5 : before.opacity))
        }
        #expect(held.filter { $0.opacity != 1 }.count == 1)
        // The button on the first page has a child over it: held down, the two are one layer at
        // half opacity (the child does not show the red through), still found by a tap.
        let first = c.frame(at: 0, clock: { _ in 0 }, pressed: PlayButtonID(page: 0, path: [0]))
        let layers = first.compactMap { item -> DisplayLayer? in if case .layer(let l) = item.content { return l } else { return nil } }
        #expect(layers.count == 1)
        #expect(layers.first?.items.count == 2)
        #expect(layers.first?.items.allSatisfy { $0.opacity == 1 } == true)
        #expect(first.playButton(at: Point(12, 12)) == PlayButtonID(page: 0, path: [0]), "the child, inside the layer")
        #expect(first.playButton(at: Point(25, 25)) == PlayButtonID(page: 0, path: [0]))
    }

    @Test func aPressLastsUntilReleaseOrADrag() {
        let button = PlayButtonID(page: 0, path: [0])
        let hit = { (p: Point) in p.x < 50 ? button : nil }
        var press = PlayButtonPress()
        press.handle(.pointerDown(Point(10, 10), time: 0), hit: hit)
        #expect(press.button == button)
        press.handle(.pointerMoved(Point(14, 10), time: 0.1), hit: hit)
        #expect(press.button == button, "within the tap slop")
        press.handle(.pointerUp(Point(14, 10), time: 0.2), hit: hit)
        #expect(press.button == nil)
        press.handle(.pointerDown(Point(10, 10), time: 1), hit: hit)
        press.handle(.pointerMoved(Point(10 + GestureRecognizer.tapSlop + 1, 10), time: 1.1), hit: hit)
        #expect(press.button == nil, "a drag lets go")
        press.handle(.pointerDown(Point(60, 10), time: 2), hit: hit)
        #expect(press.button == nil)
    }
}
