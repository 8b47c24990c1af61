import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Loop animations at exact moments of the page clock (behaviour reference 4.2).
struct LoopTweenTests {
    func element(_ json: String) throws -> Element {
        try #require(document("{ \"pages\": [ { \"elements\": [ \(json) ] } ] }")).pages[0].elements[0]
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func phaseFillsTheTimingWindow() throws {
        let loop = try #require(try element(#"{ "loop": { "style": "spin", "count": 2, "timing": [0.5, 1] } }"#).loop)
        #expect(LoopTween.phase(loop, at: 0) == 0)
        #expect(LoopTween.phase(loop, at: 0.5) == 0)
        #expect(near(LoopTween.phase(loop, at: 0.625), 0.5))
        #expect(LoopTween.phase(loop, at: 0.75) == 1, "the end of the first cycle")
        #expect(near(LoopTween.phase(loop, at: 0.875), 0.5))
        #expect(LoopTween.phase(loop, at: 1) == 1)
        let fractional = try #require(try element(#"{ "loop": { "style": "spin", "count": 1.5 } }"#).loop)
        #expect(near(LoopTween.phase(fractional, at: 1), 0.5), "a fractional count ends mid-cycle")
    }

    @Test func vibrateAndWiggleKeyFrames() throws {
        let v = try element(#"{ "loop": { "style": "vibrate", "delta": 8 } }"#)
        #expect(LoopTween.apply(v, at: 0.25).motion.transform == .translation(8, 0))
        #expect(LoopTween.apply(v, at: 0.5).motion.transform == .translation(0, 0))
        #expect(LoopTween.apply(v, at: 0.625).motion.transform == .translation(-4, 0))
        let w = try element(#"{ "loop": { "style": "wiggle" } }"#)
        #expect(LoopTween.apply(w, at: 0.25).motion.transform == .rotationZ(15))
        #expect(LoopTween.apply(w, at: 0.75).motion.transform == .rotationZ(-15))
    }

    @Test func spinTurnsOnceAndCanGoBackwards() throws {
        let s = try element(#"{ "loop": { "style": "spin" } }"#)
        #expect(LoopTween.apply(s, at: 0.5).motion.transform == .rotationZ(180))
        let ccw = try element(#"{ "loop": { "style": "spin", "clockwise": false } }"#)
        #expect(LoopTween.apply(ccw, at: 0.25).motion.transform == .rotationZ(-90))
    }

    @Test func blinkOverridesOpacity() throws {
        let b = try element(#"{ "opacity": 0.5, "loop": { "style": "blink" } }"#)
        #expect(LoopTween.apply(b, at: 0).motion.opacity == 1)
        #expect(LoopTween.apply(b, at: 0.5).motion.opacity == 0)
        #expect(LoopTween.apply(b, at: 0.75).motion.opacity == 0.5)
    }

    @Test func shiftInEveryDirection() throws {
        for (dir, expected) in [("s", Point(0, 0.5)), ("n", Point(0, -0.5)), ("e", Point(0.5, 0)), ("w", Point(-0.5, 0))] {
            let e = try element("{ \"tiling\": true, \"path\": \"M0,0 L1,1\", \"loop\": { \"style\": \"shift\", \"direction\": \"\(dir)\" } }")
            #expect(LoopTween.apply(e, at: 0.5).motion.shift == expected, "\(dir)")
        }
        let e = try element(#"{ "loop": { "style": "shift" } }"#)
        #expect(LoopTween.apply(e, at: 1).motion.shift == Point(0, 1), "at the end it holds its last key-frame, one box along")
        let twice = try element(#"{ "loop": { "style": "shift", "count": 2 } }"#)
        #expect(LoopTween.apply(twice, at: 0.75).motion.shift == Point(0, 0.5), "between cycles it jumps back")
    }

    @Test func spriteColumnsAndPathKeyFrames() throws {
        let s = try element(#"{ "sprite": "s.png", "slice": [4, 2], "slot": [0, 1], "loop": { "style": "sprite", "count": 2 } }"#)
        #expect(LoopTween.apply(s, at: 0).motion.spriteColumn == 0)
        #expect(LoopTween.apply(s, at: 0.3).motion.spriteColumn == 2)
        #expect(LoopTween.apply(s, at: 1).motion.spriteColumn == 3)
        let p = try element(#"{ "path": "M0,0 L10,0", "loop": { "style": "path", "path": "M0,0 L20,0" } }"#)
        #expect(LoopTween.apply(p, at: 0.25).motion.path == .data(PathData(segments: [.move(.zero), .line(Point(15, 0))])))
        #expect(LoopTween.apply(p, at: 0.5).motion.path == .data(PathData(segments: [.move(.zero), .line(Point(20, 0))])))
        #expect(LoopTween.apply(p, at: 1).motion.path == .data(PathData(segments: [.move(.zero), .line(Point(10, 0))])))
    }

    @Test func picturesLoopInsideTheirElement() throws {
        let img = try element(#"{ "img": "a.png", "loop": { "style": "wiggle" } }"#)
        let m = LoopTween.apply(img, at: 0.25).motion
        #expect(m.transform == .identity && m.contentTransform == .rotationZ(15))
    }

    @Test func aTransformLoopReplacesTheToTransformOnPlainElements() throws {
        let page = try #require(document(#"{ "pages": [ { "elements": [ { "text": "x", "to": { "translate": [100, 0], "opacity": 0.5 }, "loop": { "style": "wiggle" } }, { "img": "a.png", "to": { "translate": [100, 0] }, "loop": { "style": "wiggle" } } ] } ] }"#)).pages[0]
        let animated = PageAnimation.apply(page, clock: 1)
        #expect(animated.elements[0].translate == .zero)
        #expect(animated.elements[0].opacity == 0.5, "only the transform is replaced")
        #expect(animated.elements[1].translate == Point(100, 0), "a picture's loop composes with its move")
    }

    @Test func repeatingElementsRunOnTheirOwnClock() throws {
        let page = try #require(document(#"{ "pages": [ { "elements": [ { "repeat": true, "loop": { "style": "spin" }, "elements": [ { "opacity": 0, "to": { "opacity": 1 } } ] }, { "loop": { "style": "spin" } } ] } ] }"#)).pages[0]
        let animated = PageAnimation.apply(page, clock: 1, repeatClock: 0.25)
        #expect(animated.elements[0].motion.transform == .rotationZ(90))
        #expect(animated.elements[0].elements[0].opacity == 0.25, "children follow the repeating clock")
        #expect(animated.elements[1].motion.transform == .rotationZ(360))
    }

    @Test func loopMotionReachesTheDisplayList() throws {
        let d = try #require(document(#"{ "dimension": [100, 100], "pages": [ { "elements": [ { "x": 0, "y": 0, "w": 10, "h": 10, "bc": "red", "loop": { "style": "vibrate", "delta": 5 } } ] } ] }"#))
        let settings = RenderSettings(documentSize: Point(100, 100), language: "en", markdown: d.markdown, media: FixedSizes())
        let items = DisplayListBuilder(settings: settings).build(PageAnimation.apply(d.pages[0], clock: 0.25))
        let corner = items[1].transform.project(.zero).point
        #expect(abs(corner.x - 5) < 1e-9 && abs(corner.y) < 1e-9)
    }
}
