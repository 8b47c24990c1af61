import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct TransitionTweenTests {
    func element(_ json: String) throws -> Element {
        try #require(document("{ \"pages\": [ { \"elements\": [ \(json) ] } ] }")).pages[0].elements[0]
    }

    @Test func timingWindow() {
        let t = Timing(0.25, 0.75)
        #expect(TransitionTween.progress(t, at: 0) == 0)
        #expect(TransitionTween.progress(t, at: 0.5) == 0.5)
        #expect(TransitionTween.progress(t, at: 1) == 1)
        #expect(TransitionTween.progress(Timing(0.5, 0.5), at: 0.5) == 1)
    }

    @Test func linearTweens() throws {
        let e = try element(##"{ "opacity": 0, "bc": "#000", "translate": [0, 0], "to": { "opacity": 1, "bc": "#fff", "translate": [100, 200], "scale": 3 } }"##)
        let mid = TransitionTween.apply(e, at: 0.5)
        #expect(mid.opacity == 0.5 && mid.bc == Color(0.5, 0.5, 0.5) && mid.translate == Point(50, 100) && mid.scale == Scale(2, 2))
        #expect(TransitionTween.apply(e, at: 1).translate == Point(100, 200))
        #expect(TransitionTween.apply(e, at: 0) == e)
    }

    @Test func rotationTakesTheShortestWay() throws {
        #expect(TransitionTween.apply(try element(#"{ "to": { "rotate": 360 } }"#), at: 0.5).rotate.z == 0)
        #expect(TransitionTween.apply(try element(#"{ "to": { "rotate": 270 } }"#), at: 1).rotate.z == -90)
        #expect(TransitionTween.apply(try element(#"{ "rotate": 10, "to": { "rotate": 90 } }"#), at: 0.5).rotate.z == 50)
    }

    @Test func threeAngleRotationsTurnAsOneSlerp() throws {
        typealias Ref = RotationReference
        // Halfway from nothing to rotX(90) · rotY(90): 60° about (1, 1, 1), not 45° about x then y.
        let e = try element(#"{ "w": 100, "h": 50, "to": { "rotate": [90, 90, 0] } }"#)
        let mid = TransitionTween.apply(e, at: 0.5).rotate
        #expect(Ref.distance(Ref.euler(mid), Ref.matrix(degrees: 60, axis: 1, 1, 1)) < 1e-9, "\(mid)")
        #expect(Ref.distance(Ref.euler(mid), Ref.euler(Rotation(x: 45, y: 45))) > 0.1)
        // Through the element's whole transform, about its anchor.
        let frame = ElementFrame(size: Point(100, 50), anchor: Point(50, 25), anchorPosition: Point(200, 100))
        let shown = frame.transform(rotate: mid, scale: .identity, translate: .zero, depth: 0)
        let expected = Matrix4.translation(200, 100) * Ref.matrix(degrees: 60, axis: 1, 1, 1) * .translation(-50, -25)
        #expect(Ref.distance(shown, expected) < 1e-9)
        // The ends are the element's own rotation and the target, exactly.
        #expect(TransitionTween.apply(e, at: 0).rotate == .none && TransitionTween.apply(e, at: 1).rotate == Rotation(x: 90, y: 90))
        // One axis: half the angle about it; a full turn does not move; 270° turns −90° about x.
        let x = try element(#"{ "to": { "rotate": [90, 0, 0] } }"#)
        #expect(Ref.distance(Ref.euler(TransitionTween.apply(x, at: 0.5).rotate), Ref.matrix(degrees: 45, axis: 1, 0, 0)) < 1e-9)
        let full = try element(#"{ "to": { "rotate": [360, 0, 0] } }"#)
        #expect(Ref.distance(Ref.euler(TransitionTween.apply(full, at: 0.5).rotate), .identity) < 1e-9)
        let three = try element(#"{ "rotate": [0, 0, 30], "to": { "rotate": [270, 0, 30] } }"#)
        #expect(Ref.distance(Ref.euler(TransitionTween.apply(three, at: 0.5).rotate), .rotationX(-45) * .rotationZ(30)) < 1e-9)
    }

    @Test func fromAThreeAngleRotationToAFlatOne() throws {
        typealias Ref = RotationReference
        // A single-number target is a rotation about z alone (x and y go to 0), reached by slerp.
        let e = try element(#"{ "rotate": [60, 0, 0], "to": { "rotate": 0 } }"#)
        #expect(Ref.distance(Ref.euler(TransitionTween.apply(e, at: 0.5).rotate), .rotationX(30)) < 1e-9)
        #expect(TransitionTween.apply(e, at: 1).rotate == .none)
    }

    @Test func motionAlongAPath() throws {
        let e = try element(#"{ "translate": [5, 0], "to": { "pos": "M0,0 L100,0 L100,100", "mode": "auto", "translate": [999, 999] } }"#)
        let mid = TransitionTween.apply(e, at: 0.5)
        #expect(abs(mid.translate.x - 105) < 1e-6 && abs(mid.translate.y) < 1e-6)
        let late = TransitionTween.apply(e, at: 0.75)
        #expect(abs(late.rotate.z - 90) < 1e-6, "mode auto turns with the path")
    }

    @Test func imageKeyFramesAndPathMorph() throws {
        let e = try element(#"{ "img": "a.png", "path": "M0,0 L10,0", "to": { "img": ["b.png", "c.png"], "path": "M0,0 L20,10" } }"#)
        #expect(TransitionTween.apply(e, at: 0).img?.text == "b.png")
        #expect(TransitionTween.apply(e, at: 0.9).img?.text == "c.png")
        #expect(TransitionTween.apply(e, at: 0.5).path == .data(PathData(segments: [.move(.zero), .line(Point(15, 5))])))
    }

    @Test func childrenAnimateToo() throws {
        let e = try element(#"{ "elements": [ { "opacity": 0, "to": { "opacity": 1 } } ] }"#)
        #expect(TransitionTween.apply(e, at: 1).elements[0].opacity == 1)
    }
}

/// Every animatable property of "to" (behaviour reference 4.1), halfway through.
struct EveryToPropertyTests {
    @Test func halfway() throws {
        let e = try #require(document("""
        { "pages": [ { "elements": [ { "text": "t", "path": "M0,0 L10,0", "borderColor": "#000", "borderWidth": 0, "cornerRadius": 0,
          "textColor": "#000", "fillColor": "#000", "strokeColor": "#000", "lineWidth": 0, "strokeStart": 0, "strokeEnd": 1, "rotate": [0, 0, 0],
          "to": { "borderColor": "#fff", "borderWidth": 10, "cornerRadius": 20, "textColor": "#fff", "fillColor": "#fff", "strokeColor": "#fff",
                  "lineWidth": 4, "strokeStart": 0.5, "strokeEnd": 0.5, "rotate": [90, 30, 60], "depth": 10 } } ] } ] }
        """)).pages[0].elements[0]
        let m = TransitionTween.apply(e, at: 0.5)
        let grey = Color(0.5, 0.5, 0.5)
        #expect(m.borderColor == grey && m.textColor == grey && m.fillColor == grey && m.strokeColor == grey)
        #expect(m.borderWidth == 5 && m.cornerRadius == 10 && m.lineWidth == 2 && m.strokeStart == 0.25 && m.strokeEnd == 0.75)
        #expect(m.depth == 5)
        // The rotation turns as one, about the axis of [90, 30, 60], half its angle.
        let end = RotationReference.euler(Rotation(x: 90, y: 30, z: 60))
        #expect(RotationReference.distance(RotationReference.euler(m.rotate), RotationReference.halfway(to: end)) < 1e-9)
    }

    @Test func textColorOnlyAnimatesText() throws {
        let e = try #require(document(##"{ "pages": [ { "elements": [ { "textColor": "#000", "to": { "textColor": "#fff" } } ] } ] }"##)).pages[0].elements[0]
        #expect(TransitionTween.apply(e, at: 1).textColor == .black)
    }

    @Test func pathKeyFrameArrays() throws {
        let e = try #require(document(#"{ "pages": [ { "elements": [ { "path": "M0,0 L0,0", "to": { "path": ["M0,0 L10,0", "M0,0 L10,10"] } } ] } ] }"#)).pages[0].elements[0]
        #expect(TransitionTween.apply(e, at: 0.5).path == .data(PathData(segments: [.move(.zero), .line(Point(10, 0))])))
        #expect(TransitionTween.apply(e, at: 0.75).path == .data(PathData(segments: [.move(.zero), .line(Point(10, 5))])))
    }

    @Test func reverseModeTurnsAgainstThePath() throws {
        let e = try #require(document(#"{ "pages": [ { "elements": [ { "to": { "pos": "M0,0 L100,0", "mode": "reverse" } } ] } ] }"#)).pages[0].elements[0]
        #expect(abs(TransitionTween.apply(e, at: 0.5).rotate.z - 180) < 1e-9)
    }
}
