import Foundation
import Testing

/// `export` runs the interactive layer as the window does with no input: a box turned blue by a
/// timer at 1 s is red in the frames before and blue after, as `render --time` draws them; a
/// picture of a page at rest shows what its timers did by then.
struct ExportInteractionTests {
    /// A red box whose load starts a 1 s timer turning it blue, and a small red box whose load
    /// starts a 0.2 s timer turning it green (done before the page's 0.5 s play ends).
    static let document = #"""
    { "dimension": [160, 120],
      "pages": [
        { "bc": "#808080", "duration": 0.5,
          "elements": [
            { "id": "big", "x": 20, "y": 20, "w": 80, "h": 80, "bc": "#ff0000",
              "events": { "load": { "actions": [ { "timer": { "duration": 1,
                "events": { "tick": { "actions": [ { "update": { "bc": "#0000ff", "duration": 0.1 } } ] } } } } ] } } },
            { "id": "small", "x": 120, "y": 20, "w": 30, "h": 30, "bc": "#ff0000",
              "events": { "load": { "actions": [ { "timer": { "duration": 0.2,
                "events": { "tick": { "actions": [ { "update": { "bc": "#00ff00", "duration": 0.1 } } ] } } } } ] } } }
          ] }
      ] }
    """#

    /// The RGB of pixel (x, y) of a 160-pixel-wide picture.
    func pixel(_ rgb: [UInt8], _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = (y * 160 + x) * 3
        return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
    }

    func isRed(_ p: (Int, Int, Int)) -> Bool { p.0 > 200 && p.1 < 60 && p.2 < 60 }
    func isBlue(_ p: (Int, Int, Int)) -> Bool { p.0 < 60 && p.1 < 60 && p.2 > 200 }
    func isGreen(_ p: (Int, Int, Int)) -> Bool { p.0 < 60 && p.1 > 200 && p.2 < 60 }

    @Test func aTimerChangesTheMovieAtItsTime() throws {
        let f = try ExportFixture()
        let doc = try f.write("timer.swipe", Self.document)
        let r = try f.export(doc, "timer.gif", ["--fps", "10", "--dwell", "1.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let before = try f.frame("timer.gif", 8), after = try f.frame("timer.gif", 13)
        #expect(isRed(pixel(before, 60, 60)), "0.8 s: still red \(pixel(before, 60, 60))")
        #expect(isBlue(pixel(after, 60, 60)), "1.3 s: blue \(pixel(after, 60, 60))")
        #expect(isGreen(pixel(before, 135, 35)), "the 0.2 s timer's green by 0.8 s \(pixel(before, 135, 35))")
        for (frame, time) in [(8, 0.8), (13, 1.3)] {
            let rendered = try f.render(doc, size: "160x120", ["--time", "\(time)"])
            #expect(Measure.maxDifference(try f.frame("timer.gif", frame), rendered) <= 1, "frame \(frame) is render --time \(time)")
        }
    }

    @Test func aPictureOfAPageAtRestShowsWhatItsTimersDidByThen() throws {
        let f = try ExportFixture()
        let doc = try f.write("timer.swipe", Self.document)
        let r = try f.player(["export", doc, "-o", f.path("pictures") + "/", "--quiet", "--size", "160x120"])
        #expect(r.status == 0, "\(r.stderr)")
        let picture = try f.rgb(f.path("pictures/page-001.png"))
        #expect(isGreen(pixel(picture, 135, 35)), "at rest (0.5 s): the 0.2 s timer's green")
        #expect(isRed(pixel(picture, 60, 60)), "the 1 s timer not yet")
        #expect(Measure.maxDifference(picture, try f.render(doc, size: "160x120", ["--time", "0.5"])) == 0, "as render --time draws it")
    }
}
