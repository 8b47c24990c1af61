import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Element geometry follows the behaviour reference 3.1 exactly.
struct ElementLayoutTests {
    let parent = Point(320, 480)

    func frame(_ json: String, sizes: FixedSizes = FixedSizes(), parent: Point? = nil) throws -> ElementFrame {
        let d = try #require(document("{ \"pages\": [ { \"elements\": [ \(json) ] } ] }"))
        return ElementLayout.frame(of: d.pages[0].elements[0], parent: parent ?? self.parent, sizes: sizes)
    }

    @Test func bareElementFillsItsParent() throws {
        let f = try frame("{}")
        #expect(f.size == parent && f.origin == .zero && f.anchorPosition == Point(160, 240))
    }

    @Test func numbersPercentagesAndKeywords() throws {
        #expect(try frame(#"{"x":10,"y":20,"w":100,"h":"50%"}"#).origin == Point(10, 20))
        #expect(try frame(#"{"x":10,"y":20,"w":100,"h":"50%"}"#).size == Point(100, 240))
        #expect(try frame(#"{"x":"center","y":"bottom","w":100,"h":80}"#).origin == Point(110, 400))
        #expect(try frame(#"{"x":"right","y":"top","w":100,"h":80}"#).origin == Point(220, 0))
        #expect(try frame(#"{"x":"25%","y":"10%","w":100,"h":80}"#).origin == Point(80, 48))
    }

    @Test func posPlacesTheAnchor() throws {
        let f = try frame(#"{"pos":["50%", 100],"w":100,"h":40}"#)
        #expect(f.anchorPosition == Point(160, 100))
        #expect(f.origin == Point(110, 80))
    }

    @Test func anchorWithoutPosShiftsTheElement() throws {
        // The anchor keeps the screen position the centre had: the box moves by (w/2 − ax, h/2 − ay).
        let f = try frame(#"{"x":0,"y":0,"w":100,"h":40,"anchor":[0,0]}"#)
        #expect(f.anchor == .zero)
        #expect(f.anchorPosition == Point(50, 20))
        #expect(f.origin == Point(50, 20))
    }

    @Test func anchorWithPos() throws {
        // tutorial.swipe's logo: "anchor":[0, 144], "pos":["50%","50%"] in a 192×192 parent.
        let f = try frame(#"{"w":192,"h":288,"anchor":[0,144],"pos":["50%","50%"]}"#, parent: Point(192, 192))
        #expect(f.origin == Point(96, -48))
        let g = try frame(#"{"w":40,"h":40,"anchor":["50%","100%"],"pos":[0,0]}"#)
        #expect(g.anchor == Point(20, 40))
    }

    @Test func naturalSizes() throws {
        let sizes = FixedSizes(sizes: ["a.png": Point(200, 100)])
        #expect(try frame(#"{"img":"a.png"}"#, sizes: sizes).size == Point(200, 100))
        #expect(try frame(#"{"img":"a.png","w":100}"#, sizes: sizes).size == Point(100, 50))
        #expect(try frame(#"{"img":"a.png","h":"50%"}"#, sizes: sizes).size == Point(480, 240))
        #expect(try frame(#"{"img":"a.png","w":10,"h":10}"#, sizes: sizes).size == Point(10, 10))
        // A path's natural size is its extent (bounds' far corner), once (not s²).
        #expect(try frame(#"{"path":"M10,10 L50,30"}"#).size == Point(50, 30))
        // Text has none: it fills the parent.
        #expect(try frame(#"{"text":"hi"}"#).size == parent)
    }

    @Test func fillAspectFillsTheParent() throws {
        let sizes = FixedSizes(sizes: ["wide.png": Point(400, 100), "tall.png": Point(100, 400)])
        #expect(try frame(#"{"img":"wide.png","w":"fill"}"#, sizes: sizes).size == Point(1920, 480))
        #expect(try frame(#"{"img":"tall.png","h":"fill"}"#, sizes: sizes).size == Point(320, 1280))
        // nasa.swipe's "full": "x":"center", "y":"bottom", "w":"fill" — centred, so it crops both sides.
        let f = try frame(#"{"img":"wide.png","w":"fill","x":"center","y":"bottom"}"#, sizes: sizes)
        #expect(f.origin == Point(-800, 0))
        #expect(try frame(#"{"w":"fill"}"#).size == parent)
    }

    @Test func transformComposesScaleRotateTranslateAboutTheAnchor() throws {
        let f = ElementFrame(size: Point(100, 50), anchor: Point(50, 25), anchorPosition: Point(200, 100))
        let m = f.transform(rotate: Rotation(z: 90), scale: Scale(2, 2), translate: Point(10, 0), depth: 0)
        // The top-left corner: −anchor → (−50,−25); ×2 → (−100,−50); rotate 90° clockwise → (50,−100); + (210,100).
        let p = m.project(.zero).point
        #expect(abs(p.x - 260) < 1e-9 && abs(p.y - 0) < 1e-9)
        // The anchor stays put (plus the translation).
        let a = m.project(Point(50, 25)).point
        #expect(abs(a.x - 210) < 1e-9 && abs(a.y - 100) < 1e-9)
    }

    @Test func perspectiveShrinksWhatTurnsAway() {
        let p = Matrix4.perspective(distance: 320, center: Point(160, 240))
        let turned = p * .translation(160, 240) * .rotationY(45) * .translation(-50, -50)
        let left = turned.project(Point(0, 50)).point, right = turned.project(Point(100, 50)).point
        let nearEdge = turned.project(Point(0, 0)).point, farEdge = turned.project(Point(100, 0)).point
        // One side comes closer (taller), the other goes away (shorter).
        #expect(abs(nearEdge.y - left.y) != abs(farEdge.y - right.y))
        #expect(Matrix4.identity.isAffine2D && !turned.isAffine2D)
    }

    @Test func fitLetterboxes() {
        let wide = ViewportFit(document: Point(320, 568), viewport: Point(1280, 720))
        #expect(abs(wide.scale - 720.0 / 568) < 1e-12)
        #expect(abs(wide.offset.x - (1280 - 320 * 720.0 / 568) / 2) < 1e-9 && wide.offset.y == 0)
        let tall = ViewportFit(document: Point(1280, 720), viewport: Point(800, 1000))
        #expect(tall.scale == 800.0 / 1280 && tall.offset == Point(0, (1000 - 450) / 2))
        let exact = ViewportFit(document: Point(640, 360), viewport: Point(1280, 720))
        #expect(exact.scale == 2 && exact.offset == .zero)
    }

    @Test func dimensionResolution() throws {
        let d = try #require(document(#"{ "dimension": [1280, 0], "pages": [] }"#))
        #expect(d.resolvedDimension(screen: Point(1920, 1080)) == Point(1280, 720))
        let e = try #require(document(#"{ "dimension": [0, 600], "pages": [] }"#))
        #expect(e.resolvedDimension(screen: Point(1000, 500)) == Point(1200, 600))
        let n = try #require(document(#"{ "pages": [] }"#))
        #expect(n.resolvedDimension(screen: Point(800, 600)) == Point(800, 600))
    }
}
