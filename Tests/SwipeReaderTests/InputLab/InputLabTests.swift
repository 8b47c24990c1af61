import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct InputLabTests {
    let viewport = Point(800, 600)

    func lab() -> InputLab { InputLab(thresholds: GestureRecognizer().thresholds) }

    func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { s } else { nil } }
    }

    @Test func followsEachContactAndItsTravel() {
        var lab = lab()
        lab.down(.finger(7), at: Point(100, 100), time: 0)
        lab.down(.finger(9), at: Point(300, 300), time: 0)
        lab.moved(.finger(7), to: Point(100, 160), time: 0.1)
        lab.moved(.mouse, to: Point(10, 10), time: 0.1)
        #expect(lab.contacts.filter(\.isDown).count == 2)
        #expect(lab.travel == 60)
        lab.up(.finger(7), at: Point(100, 180), time: 0.2)
        lab.up(.finger(9), at: Point(300, 300), time: 0.2)
        #expect(lab.contacts.filter(\.isDown).isEmpty && lab.travel == 0)
        #expect(lab.contacts.first { $0.source == .finger(7) }?.trail.count == 3)
    }

    @Test func moreFingersThanPlacesTakeTheOldestOnesPlace() {
        var lab = lab()
        for i in 0..<InputLab.contactCount + 2 { lab.down(.finger(Int64(i)), at: Point(Double(i), 0), time: Double(i)) }
        let sources = lab.contacts.compactMap(\.source)
        #expect(lab.contacts.count == InputLab.contactCount)
        #expect(!sources.contains(.finger(0)) && !sources.contains(.finger(1)) && sources.contains(.finger(Int64(InputLab.contactCount + 1))))
    }

    @Test func trailsFadeOverHalfASecond() {
        var lab = lab()
        lab.down(.mouse, at: Point(100, 100), time: 1)
        lab.moved(.mouse, to: Point(120, 100), time: 1.1)
        lab.up(.mouse, at: Point(140, 100), time: 1.2)
        #expect(lab.isAnimating(at: 1.6))
        #expect(!lab.isAnimating(at: 1.71))
        var out: [DisplayItem] = []
        lab.items(viewport: viewport, style: .standard(), at: 1.25, into: &out)
        let panel = out.count
        let dots = out.filter { if case .box(_, let r) = $0.content { r > 0 && $0.size.x < 10 } else { false } }
        #expect(dots.count == 3, "one dot a position")
        #expect(dots.map(\.opacity).sorted() == dots.map(\.opacity).reversed().sorted() && dots[0].opacity > dots[2].opacity, "the newest is the strongest")
        lab.items(viewport: viewport, style: .standard(), at: 2, into: &out)
        #expect(out.count < panel, "the trail is gone")
        #expect(texts(out).contains("Gesture lab (I hides)"))
    }

    @Test func thePanelSaysWhatWasDecidedAndByWhat() {
        var lab = lab()
        lab.down(.finger(1), at: Point(500, 300), time: 0)
        lab.moved(.finger(1), to: Point(380, 300), time: 0.06)
        lab.recognizer(report: nil, dragging: true)
        var out: [DisplayItem] = []
        lab.items(viewport: viewport, style: .standard(), at: 0.06, into: &out)
        #expect(texts(out).contains("1 finger down · 120 px · dragging"))
        let release = Navigator.Release(origin: 2, position: 2.12, velocity: 2, projected: 2.72, target: 3, overscrolled: false)
        lab.up(.finger(1), at: Point(380, 300), time: 0.06)
        lab.recognizer(report: GestureReport(gesture: .fling, time: 0.06, distance: 120, velocity: 2, pixelVelocity: 1600, release: release, target: 3), dragging: false)
        lab.items(viewport: viewport, style: .standard(), at: 0.07, into: &out)
        let shown = texts(out)
        #expect(shown.contains("no press"))
        #expect(shown.contains("last gesture: fling → page 4"))
        #expect(shown.contains("distance 120 px · velocity 2.00 pages/s (1600 px/s)"))
        #expect(shown.contains("let go at 2.12 · projected 2.72 (0.72 from page 3)"))
        #expect(shown.contains { $0.contains("tap: moves ≤ 6 px") })
        #expect(shown.contains { $0.contains("× 0.30 s passes ±0.5 page (fling ≥ 1.67 pages/s)") })
        for item in out {
            #expect(item.transform[0, 3] >= 0 && item.transform[0, 3] + item.size.x <= viewport.x)
        }
    }

    /// Two and three fingers are measured together as they move, and the gesture map's numbers are named.
    @Test func thePanelMeasuresTwoAndThreeFingersTogether() {
        var lab = lab()
        lab.down(.finger(1), at: Point(150, 300), time: 0)
        lab.down(.finger(2), at: Point(250, 300), time: 0)
        lab.moved(.finger(1), to: Point(100, 300), time: 0.05)
        lab.moved(.finger(2), to: Point(300, 300), time: 0.05)
        var out: [DisplayItem] = []
        func lines() -> [String] {
            lab.items(viewport: viewport, style: .standard(), at: 0.3, into: &out)
            return lab.lines
        }
        #expect(lines().contains("2 fingers: centroid 200, 300 · scale 2.00× · rotation 0°"))
        lab.down(.finger(3), at: Point(200, 400), time: 0.1)
        lab.moved(.finger(3), to: Point(200, 340), time: 0.15)
        #expect(lines().contains { $0.hasPrefix("3 fingers: centroid 200, 313 · scale ") })
        lab.up(.finger(3), at: Point(200, 340), time: 0.2)
        lab.moved(.finger(2), to: Point(100, 400), time: 0.25)
        #expect(lines().contains("2 fingers: centroid 100, 350 · scale 1.00× · rotation 90°"), "the line through them turned a quarter")
        #expect(lines().contains("2 fingers pinch once ±12 px (1–4×) · double tap ≤ 0.35 s, 40 px"))
        #expect(lines().contains("1 finger drags pages, taps act, held 0.50 s selects · 3 fingers: reader menu"))
        lab.up(.finger(1), at: Point(100, 300), time: 0.3)
        #expect(!lines().contains { $0.contains("fingers: centroid") }, "one finger is no multi-finger gesture")
    }

    @Test func thePanelNamesTheVideoDriverAndRenderer() {
        var lab = InputLab(thresholds: GestureRecognizer().thresholds,
                           video: VideoSetup(driver: "wayland", renderer: "opengl", windowSize: viewport, pixelSize: viewport))
        var out: [DisplayItem] = []
        lab.items(viewport: viewport, style: .standard(), at: 0, into: &out)
        #expect(lab.lines.last == "video wayland · renderer opengl")
        #expect(texts(out).contains("video wayland · renderer opengl"))
        #expect(!self.lab().lines.contains { $0.hasPrefix("video") }, "nothing said when not known")
    }

    @Test func aFrameReusesTheStorageOfTheLast() {
        var lab = lab()
        lab.down(.mouse, at: Point(100, 100), time: 0)
        for i in 1...60 { lab.moved(.mouse, to: Point(100 + Double(i), 100), time: Double(i) / 120) }
        var out: [DisplayItem] = []
        lab.items(viewport: viewport, style: .standard(), at: 0.5, into: &out)
        let capacity = out.capacity
        let address = out.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        lab.items(viewport: viewport, style: .standard(), at: 0.5, into: &out)
        #expect(out.capacity == capacity)
        #expect(out.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
    }

    @Test func numbersAreFormattedWithTheirDecimals() {
        #expect(InputLab.format(1.666, 2) == "1.67")
        #expect(InputLab.format(-0.05, 1) == "-0.1")
        #expect(InputLab.format(-0.001, 2) == "0.00")
        #expect(InputLab.format(1599.6, 0) == "1600")
        #expect(InputLab.format(.infinity, 1) == "–")
    }
}
