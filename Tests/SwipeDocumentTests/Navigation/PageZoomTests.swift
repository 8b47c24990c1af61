import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The zoom's arithmetic: a 400×300 window showing a 400×300 page (or a narrower one, centred).
struct PageZoomTests {
    let area = PageZoom.Area(page: Rect(x: 0, y: 0, width: 400, height: 300), viewport: Point(400, 300), paging: .leftToRight)

    @Test func zoomingKeepsThePointUnderTheFingersWhereItIs() {
        var zoom = PageZoom()
        let center = Point(100, 80)
        let before = zoom.unzoomed(center)
        zoom.zoom(by: 2, around: center, in: area)
        #expect(zoom.scale == 2)
        #expect(zoom.unzoomed(center) == before, "what was under the midpoint stays under it")
        #expect(zoom.isZoomed)
    }

    @Test func theScaleStaysBetweenFitAndTheMaximum() {
        var zoom = PageZoom()
        zoom.zoom(by: 10, around: Point(200, 150), in: area)
        #expect(zoom.scale == PageZoom.maximum)
        zoom.zoom(by: 0.01, around: Point(200, 150), in: area)
        #expect(zoom.scale == 1 && zoom.offset == Point(0, 0) && !zoom.isZoomed)
        zoom.zoom(by: .nan, around: Point(200, 150), in: area)
        zoom.zoom(by: -2, around: Point(200, 150), in: area)
        #expect(zoom == PageZoom(), "bad factors change nothing")
    }

    @Test func theZoomedPageAlwaysCoversTheWindow() {
        var zoom = PageZoom()
        // Zooming at a corner does not pull the page's edge into the window.
        zoom.zoom(by: 2, around: Point(0, 0), in: area)
        #expect(zoom.offset == Point(0, 0))
        // Panning stops at the edges; what the edge stopped comes back.
        let left = zoom.pan(by: Point(50, -30), in: area)
        #expect(zoom.offset == Point(0, -30))
        #expect(left == Point(50, 0))
        zoom.pan(by: Point(-1000, -1000), in: area)
        #expect(zoom.offset == Point(-400, -300), "the bottom-right corner meets the window's")
    }

    @Test func aPageNarrowerThanTheWindowStaysCentredAcross() {
        // A 200-pixel-wide page fitted in the middle of a 400-pixel window.
        let narrow = PageZoom.Area(page: Rect(x: 100, y: 0, width: 200, height: 300), viewport: Point(400, 300), paging: .leftToRight)
        var zoom = PageZoom()
        zoom.zoom(by: 1.5, around: Point(120, 150), in: narrow)
        let r = zoom.zoomedPage(narrow)
        #expect(r.width == 300 && r.x == 50, "300 wide: still centred")
        #expect(r.y <= 0 && r.y + r.height >= 300, "taller than the window: covers it")
    }

    @Test func aDoubleTapZoomsToTwiceAndBack() {
        var zoom = PageZoom()
        zoom.toggle(at: Point(200, 150), in: area)
        #expect(zoom.scale == PageZoom.doubleTapScale)
        #expect(zoom.offset == Point(-200, -150), "the middle stays in the middle")
        zoom.toggle(at: Point(10, 10), in: area)
        #expect(zoom == PageZoom())
    }

    @Test func applyingItToAFitMultipliesTheFit() {
        let fit = ViewportFit(document: Point(800, 600), viewport: Point(400, 300))
        var zoom = PageZoom()
        zoom.zoom(by: 2, around: Point(200, 150), in: area)
        let zoomed = zoom.apply(to: fit)
        #expect(zoomed.scale == 1)
        // The document's centre stays at the window's.
        #expect(zoomed.transform.project(Point(400, 300)).point == Point(200, 150))
        #expect(zoomed.documentPoint(Point(200, 150)) == Point(400, 300))
    }

    @Test func onlyADragWithTheEdgeShowingTurnsThePage() {
        var zoom = PageZoom()
        #expect(zoom.turnsPage(drag: Point(-20, 0), in: area), "a fitted page always turns")
        zoom.zoom(by: 2, around: Point(200, 150), in: area)
        #expect(!zoom.turnsPage(drag: Point(-20, 0), in: area), "zoomed in the middle: a drag pans")
        zoom.pan(by: Point(-1000, 0), in: area)
        #expect(zoom.turnsPage(drag: Point(-20, 0), in: area), "the right edge showing: a drag left turns to the next page")
        #expect(!zoom.turnsPage(drag: Point(20, 0), in: area), "a drag right pans back")
        #expect(!zoom.turnsPage(drag: Point(-5, 20), in: area), "a drag mostly down pans")
        let vertical = PageZoom.Area(page: area.page, viewport: area.viewport, paging: .vertical)
        #expect(!zoom.turnsPage(drag: Point(-20, 0), in: vertical), "pages paging down turn only from the top or bottom edge")
        zoom.pan(by: Point(0, 1000), in: vertical)
        #expect(zoom.turnsPage(drag: Point(0, 20), in: vertical))
    }

    @Test func aPageTurnEndsTheZoom() {
        var zoom = PageZoom()
        zoom.follow(position: 0)
        zoom.zoom(by: 2, around: Point(200, 150), in: area)
        zoom.follow(position: 2)
        #expect(zoom.isZoomed, "the position a zoom is made at is remembered")
        zoom.follow(position: 2)
        #expect(zoom.isZoomed)
        zoom.follow(position: 2.1)
        #expect(zoom == PageZoom(), "moving away from it ends the zoom")
    }

    @Test func unzoomedUndoesTheTransform() {
        var zoom = PageZoom()
        zoom.zoom(by: 3, around: Point(50, 60), in: area)
        let p = Point(123, 45)
        let shown = zoom.transform.project(p).point
        let back = zoom.unzoomed(shown)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }
}
