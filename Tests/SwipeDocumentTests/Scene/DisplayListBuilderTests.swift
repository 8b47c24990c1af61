import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The display list is the seam between model and backend: these tests pin its geometry.
struct DisplayListBuilderTests {
    func build(_ json: String, sizes: FixedSizes = FixedSizes(), language: String = "en", clock: Double = 0) throws -> [DisplayItem] {
        let d = try #require(document(json))
        let settings = RenderSettings(documentSize: d.resolvedDimension(screen: Point(320, 480)), language: language, markdown: d.markdown, media: sizes)
        return DisplayListBuilder(settings: settings).build(d.pages[0], clock: clock)
    }

    /// Where the local point lands on the page.
    func place(_ item: DisplayItem, _ p: Point) -> Point { item.transform.project(p).point }

    func near(_ a: Point, _ b: Point, _ eps: Double = 1e-6) -> Bool { abs(a.x - b.x) < eps && abs(a.y - b.y) < eps }

    @Test func pageBackgroundFirst() throws {
        let items = try build(##"{ "dimension": [320, 480], "pages": [ { "bc": "#123" } ] }"##)
        #expect(items.count == 1)
        #expect(items[0].content == .box(color: Color.parse("#123").value!, cornerRadius: 0))
        #expect(items[0].size == Point(320, 480))
    }

    @Test func drawingOrderInsideAnElement() throws {
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "w": 100, "h": 100, "bc": "red", "borderWidth": 2, "text": "T", "path": "M0,0 L10,10", "lineWidth": 1, "markdown": "# M",
            "elements": [ { "bc": "blue" } ] } ] } ] }
        """)
        let kinds = items.dropFirst().map { item -> String in
            switch item.content {
            case .box(let c, _): return c == Color(1, 0, 0) ? "bc" : "child"
            case .path: return "path"
            case .markdown: return "markdown"
            case .text: return "text"
            case .border: return "border"
            default: return "?"
            }
        }
        #expect(kinds == ["bc", "path", "markdown", "text", "child", "border"])
    }

    @Test func anchorsPercentagesAndNesting() throws {
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "x": 20, "y": 40, "w": "50%", "h": 100, "bc": "red", "elements": [ { "pos": ["50%", "100%"], "w": 10, "h": 10, "anchor": [0, 0], "bc": "blue" } ] } ] } ] }
        """)
        let parent = items[1], child = items[2]
        #expect(parent.size == Point(160, 100))
        #expect(near(place(parent, .zero), Point(20, 40)))
        // The child's anchor (its top-left) sits at the parent's bottom centre.
        #expect(near(place(child, .zero), Point(20 + 80, 40 + 100)))
    }

    @Test func rotationAboutTheCentre() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "x": 0, "y": 0, "w": 100, "h": 50, "bc": "red", "rotate": 90 } ] } ] }"#)
        // Rotating 90° clockwise about (50, 25): the top-left corner goes to (75, −25).
        #expect(near(place(items[1], .zero), Point(75, -25)))
    }

    @Test func threeAxisRotationGetsPerspective() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "eyePosition": 2, "elements": [ { "w": 100, "h": 100, "bc": "red", "rotate": [0, 60, 0], "elements": [ { "bc": "blue", "rotate": [0, 60, 0] } ] } ] } ] }"#)
        #expect(!items[1].transform.isAffine2D)
        // The page's perspective distance is W × eyePosition.
        #expect(abs(items[1].transform[3, 2] - 0) > 0 || abs(items[1].transform[3, 0]) > 0)
        // A rotated child is flattened into its parent's plane, then projected with it.
        let corner = items[2].transform.project(.zero)
        #expect(corner.w > 0)
    }

    @Test func clipsAreCollectedFromAncestors() throws {
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "w": 100, "h": 100, "clip": true, "cornerRadius": 10, "bc": "red", "elements": [ { "w": 300, "h": 300, "bc": "blue" } ] } ] } ] }
        """)
        #expect(items[1].clips.count == 1, "an element's own background is not clipped by itself")
        #expect(items[2].clips.count == 2)
        #expect(items[2].clips[1].cornerRadius == 10 && items[2].clips[1].size == Point(100, 100))
    }

    @Test func opacityMultipliesAndInvisibleSubtreesAreDropped() throws {
        // The child sits beside its parent's background: nothing overlaps, so no layer is needed.
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "x": 0, "y": 0, "w": 100, "h": 100, "opacity": 0.5, "bc": "red", "elements": [ { "x": 100, "w": 50, "h": 50, "opacity": 0.5, "bc": "blue" } ] },
          { "visible": false, "bc": "green", "elements": [ { "bc": "blue" } ] } ] } ] }
        """)
        #expect(items.count == 3)
        #expect(items[1].opacity == 0.5 && items[2].opacity == 0.25)
        #expect(items[2].transform.project(Point(0, 0)).point == Point(100, 0))
    }

    @Test func translucentGroupsWhoseItemsOverlapAreOneLayer() throws {
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "x": 10, "y": 20, "w": 100, "h": 100, "opacity": 0.5, "bc": "red", "clip": true, "elements": [ { "opacity": 0.5, "bc": "blue", "w": 200 } ] } ] } ] }
        """)
        #expect(items.count == 2)
        guard case .layer(let layer) = items[1].content else { Issue.record("no layer: \(items[1].content)"); return }
        #expect(items[1].opacity == 0.5)
        #expect(items[1].transform.project(Point(0, 0)).point == Point(10, 20))
        #expect(items[1].clips.count == 1, "the page's clip, outside the layer")
        // Inside, in the element's own space: its background at full opacity, the child at its own,
        // cut by the element's clip.
        #expect(layer.instance == ElementInstance(page: 0, path: [0]))
        #expect(layer.items.map(\.opacity) == [1, 0.5])
        #expect(layer.items[1].clips.map(\.transform) == [.identity])
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(layer.mask == nil && layer.shadow == nil)
        // Flattened (a renderer without layers), it is what was drawn before layers.
        let flat = items[1].flattened()
        #expect(flat.map(\.opacity) == [0.5, 0.25])
        #expect(flat[1].clips.count == 2)
    }

    @Test func shadowsOfGroupsAndMasksWithChildrenAreLayers() throws {
        let items = try build("""
        { "dimension": [320, 480], "pages": [ { "elements": [
          { "x": 0, "y": 0, "w": 100, "h": 100, "shadow": { "radius": 4 }, "bc": "red", "elements": [ { "x": 150, "w": 10, "h": 10, "bc": "blue" } ] },
          { "x": 0, "y": 200, "w": 100, "h": 100, "mask": "m.png", "elements": [ { "w": 50, "h": 50, "bc": "blue", "rotate": 45 } ] },
          { "x": 200, "y": 200, "w": 50, "h": 50, "shadow": { "radius": 4 }, "bc": "green" },
          { "x": 200, "y": 300, "w": 50, "h": 50, "mask": "m.png", "bc": "green" } ] } ] }
        """, sizes: FixedSizes(sizes: ["m.png": Point(10, 10)]))
        let layers = items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item.content { return l } else { return nil } }
        #expect(layers.count == 2)
        #expect(layers[0].shadow?.radius == 4 && layers[0].mask == nil)
        #expect(layers[0].bounds == Rect(x: 0, y: 0, width: 160, height: 100), "the shadow covers the child outside the box too")
        #expect(!layers[0].items.contains { if case .shadow = $0.content { return true } else { return false } })
        #expect(layers[1].mask?.text == "m.png" && layers[1].bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layers[1].items.allSatisfy { $0.mask == nil }, "the layer is masked as a whole")
        // A single shape casts its own shadow and carries its own mask, as before.
        #expect(items.contains { if case .shadow = $0.content { return true } else { return false } })
        #expect(items.last?.mask?.asset.text == "m.png")
    }

    @Test func imagesAspectFillAndCrop() throws {
        let sizes = FixedSizes(sizes: ["wide.png": Point(400, 100)])
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "img": "wide.png", "w": 100, "h": 100 } ] } ] }"#, sizes: sizes)
        guard case .image(_, let source, _) = items[1].content else { Issue.record("expected an image"); return }
        #expect(source == Rect(x: 0.375, y: 0, width: 0.25, height: 1))
    }

    @Test func missingImageIsAPlaceholder() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "img": "nope.png", "w": 10, "h": 10 } ] } ] }"#)
        #expect(items[1].content == .placeholder(reason: "nope.png"))
    }

    @Test func spriteShowsOneCell() throws {
        let sizes = FixedSizes(sizes: ["s.png": Point(140, 40)])
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "sprite": "s.png", "slice": [14, 4], "slot": [3, 2], "w": 10, "h": 10 } ] } ] }"#, sizes: sizes)
        guard case .image(_, let source, _) = items[1].content else { Issue.record("expected a sprite cell"); return }
        #expect(abs(source.x - 3.0 / 14) < 1e-12 && source.y == 0.5 && abs(source.width - 1.0 / 14) < 1e-12 && source.height == 0.25)
    }

    @Test func gifFramesFollowThePageClock() throws {
        let sizes = FixedSizes(sizes: ["a.gif": Point(10, 10)], frames: ["a.gif": 5])
        let json = #"{ "dimension": [320, 480], "pages": [ { "elements": [ { "img": "a.gif" } ] } ] }"#
        func frame(_ t: Double) throws -> Int {
            guard case .image(_, _, let f) = try build(json, sizes: sizes, clock: t)[1].content else { return -1 }
            return f
        }
        // Frames 2…5 (indices 1…4) over the clock; the first frame is never shown.
        #expect(try frame(0) == 1)
        #expect(try frame(0.5) == 3)
        #expect(try frame(1) == 4)
    }

    @Test func pathScaleScalesGeometryNotLineWidth() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "path": "M0,0 L100,0", "w": 100, "h": 100, "lineWidth": 3, "scale": 2 } ] } ] }"#)
        guard case .path(let p, let paint) = items[1].content else { Issue.record("expected a path"); return }
        #expect(paint.lineWidth == 3)
        #expect(p.segments == [.move(Point(-50, -50)), .line(Point(150, -50))])
        #expect(items[1].transform == Matrix4.perspective(distance: 320, center: Point(160, 240)) * .translation(0, 0), "no layer scale")
    }

    @Test func textUsesTheDefaultSizeAndLanguage() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "text": { "*": "hi", "de": "hallo" } } ] } ] }"#, language: "de")
        #expect(items[1].content == .text("hallo", style: TextPaint(fontNames: [], fontSize: 20, color: .black, alignment: TextAlignment())))
    }

    @Test func videosGoBeneathOtherElementsUnlessScrubbed() throws {
        let json = #"{ "dimension": [320, 480], "pages": [ { "play": "PLAY", "elements": [ { "bc": "red" }, { "video": "v.mp4" } ] } ] }"#
        let auto = try build(json.replacingOccurrences(of: "PLAY", with: "auto"))
        guard case .video(let v) = auto[1].content else { Issue.record("expected the video first"); return }
        #expect(v.asset == AssetReference("v.mp4", relativeTo: URL(fileURLWithPath: "/nonexistent/test.swipe")))
        #expect(v.instance == VideoContent.Instance(page: 0, path: [1]) && !v.fill && !v.isStream && !v.isRadio)
        #expect(auto[1].clips.count == 2, "cut to its own box")
        let scroll = try build(json.replacingOccurrences(of: "PLAY", with: "scroll"))
        guard case .video = scroll[2].content else { Issue.record("expected the video in order"); return }
    }

    @Test func videoTimesComeFromThePlayStartOrTheScrub() throws {
        let doc = try #require(document(#"{ "dimension": [320, 480], "pages": [ { "play": "PLAY", "duration": 2, "elements": [ { "w": "fill", "elements": [ { "video": "v.mp4", "videoStart": 3, "videoDuration": 2 } ] } ] } ] }"#
            .replacingOccurrences(of: "PLAY", with: "auto")))
        let builder = DisplayListBuilder(settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: doc.markdown, media: FixedSizes()))
        let items = builder.build(doc.pages[0], clock: 0.5, index: 4, videoElapsed: 1.5)
        guard case .video(let v) = items[1].content else { Issue.record("expected a video"); return }
        #expect(v.instance == VideoContent.Instance(page: 4, path: [0, 0]))
        #expect(v.time(mediaDuration: nil) == 4.5 && v.time(mediaDuration: 10) == 4.5)
        let late = builder.build(doc.pages[0], clock: 1, index: 4, videoElapsed: 7)
        guard case .video(let ended) = late[1].content else { return }
        #expect(ended.time(mediaDuration: 10) == 5 && !ended.isPlaying(mediaDuration: 10))
        let scrolled = try #require(document(#"{ "dimension": [320, 480], "pages": [ { "play": "scroll", "elements": [ { "video": "v.mp4", "videoStart": 1, "w": "fill" } ] } ] }"#))
        let s = DisplayListBuilder(settings: builder.settings).build(scrolled.pages[0], clock: 0.25, videoElapsed: 99)
        guard case .video(let sv) = s[1].content else { Issue.record("expected a video"); return }
        #expect(sv.time(mediaDuration: nil) == 1.25 && sv.fill)
    }

    @Test func shadowsComeFirst() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "bc": "red", "shadow": { "offset": [2, 2] } } ] } ] }"#)
        guard case .shadow(let inner, _, let opacity, let radius, let offset) = items[1].content else { Issue.record("expected a shadow"); return }
        #expect(inner == items[2].content && opacity == 0.5 && radius == 1 && offset == Point(2, 2))
    }

    @Test func tilingAddsNeighbourCopiesClippedToTheBox() throws {
        let items = try build(#"{ "dimension": [320, 480], "pages": [ { "elements": [ { "path": "M0,0 L10,10", "lineWidth": 1, "w": 10, "h": 10, "tiling": true } ] } ] }"#)
        #expect(items.count == 6)
        #expect(items[1...].allSatisfy { $0.clips.count == 2 })
    }
}
