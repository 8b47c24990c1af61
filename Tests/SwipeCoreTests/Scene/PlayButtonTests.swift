import Testing
@testable import SwipeCore

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

    @Test func pressingDimsThatButtonAlone() throws {
        let c = try composer()
        var frame = c.frame(at: 0.5, clock: { _ in 0 })
        let before = frame.map(\.opacity)
        frame.press(PlayButtonID(page: 1, path: [0]))
        for (item, opacity) in zip(frame, before) {
            #expect(item.opacity == (item.playButton == PlayButtonID(page: 1, path: [0]) ? opacity * 0.5 : opacity))
        }
        #expect(frame.filter { $0.opacity != 1 }.count == 1)
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
