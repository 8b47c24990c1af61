import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// The accessible tree of a document's pages, built from what is drawn.
struct PageAccessibilityTests {
    /// A 400×300 page with one of each kind of element, and a second page.
    static let json = #"""
    {"title": "Tiny", "dimension": [400, 300], "pages": [{"elements": [
      {"x": 0, "y": 0, "w": 400, "h": 100, "markdown": ["# Title", "Body text", "## Sub"]},
      {"id": "h", "x": 10, "y": 120, "w": 100, "h": 40, "text": "Hello"},
      {"x": 200, "y": 120, "w": 50, "h": 50, "img": "pic.png"},
      {"x": 10, "y": 200, "w": 80, "h": 40, "text": "Press", "events": {"tapped": {"actions": [{"update": {"id": "h", "text": "pressed"}}]}}},
      {"id": "f", "x": 100, "y": 200, "w": 100, "h": 30, "textField": {}, "text": "abc"},
      {"x": 300, "y": 0, "w": 20, "h": 20, "bc": "red", "elements": [{"text": "Inside"}]},
      {"x": 300, "y": 200, "w": 80, "h": 60, "video": "v.mp4"},
      {"text": "Hidden", "visible": false},
      {"x": 250, "y": 100, "w": 100, "h": 90, "list": {"items": [{"elements": [{"text": "row 0"}]}, {"elements": [{"text": "row 1"}]}], "itemHeight": 40}}
    ]}, {"elements": [{"text": "Second page"}]}]}
    """#

    static func tree(_ json: String = json, position: Double = 0, viewport: Point = Point(800, 600), rotation: ScreenRotation = .none,
                     zoom: PageZoom = PageZoom(), interaction: PageInteraction? = nil, shows spreads: Bool = false) throws -> AccessibleNode {
        let d = try #require(document(json))
        var composer = SceneComposer(document: d, settings: RenderSettings(documentSize: d.resolvedDimension(screen: viewport), language: "en",
                                                                          markdown: d.markdown, media: FixedSizes(sizes: ["pic.png": Point(10, 10)])))
        composer.spreads = SpreadLayout.of(d, shown: spreads)
        let fit = zoom.apply(to: ViewportFit(document: composer.pageSize, viewport: viewport))
        let screen = AccessibleScreen(fit: fit, logicalSize: viewport, rotation: rotation)
        return DocumentAccessibility(composer: composer, screen: screen).node(position: position, interaction: { _ in interaction }, time: 1)
    }

    static func interaction(_ json: String = json) throws -> PageInteraction {
        let d = try #require(document(json))
        let settings = RenderSettings(documentSize: d.resolvedDimension(screen: Point(800, 600)), language: "en", markdown: d.markdown, media: FixedSizes())
        return PageInteraction(page: d.pages[0], settings: settings, time: 0, documentURL: d.url)
    }

    @Test func thePageHoldsItsElementsInReadingOrderWithTheirRoles() throws {
        let document = try Self.tree()
        #expect(document.role == .document)
        #expect(document.name == "Tiny")
        let page = try #require(document.children.first)
        #expect(document.children.count == 1)
        #expect(page.role == .page)
        #expect(page.name == "Title")
        #expect(page.children.map(\.role) == [.section, .paragraph, .image, .button, .textField, .paragraph, .video, .list])
        #expect(page.children.map(\.id.path) == ["document/page0/e0", "document/page0/e1", "document/page0/e2", "document/page0/e3", "document/page0/e4",
                                                 "document/page0/e5_0", "document/page0/e6", "document/page0/e8"])
    }

    @Test func markdownIsHeadingsAndParagraphsWithOffsetsInItsDisplayedText() throws {
        let section = try #require(try Self.tree().children.first?.children.first)
        #expect(section.children.map(\.role) == [.heading, .paragraph, .heading])
        #expect(section.children.map(\.level) == [1, nil, 2])
        #expect(section.children.map { $0.text?.string } == ["Title", "Body text", "Sub"])
        #expect(section.children.map { $0.text?.range } == [0..<5, 6..<15, 16..<19])
    }

    @Test func aButtonIsNamedByItsTextAndActivatesAsATapOnIt() throws {
        let page = try #require(try Self.tree().children.first)
        let button = page.children[3]
        #expect(button.name == "Press")
        #expect(button.children.isEmpty)
        #expect(button.action == .tap(ElementInstance(page: 0, path: [3])))
        #expect(button.states.contains(.enabled))
    }

    @Test func extentsAreOnTheScreenWithTheFitZoomAndTurn() throws {
        // 400×300 fitted into 800×600: twice as large.
        let text = try #require(try Self.tree().children.first?.children[1])
        #expect(text.frame == Rect(x: 20, y: 240, width: 200, height: 80))
        // Zoomed twice about the window's origin.
        var zoom = PageZoom()
        zoom.zoom(by: 2, around: .zero, in: PageZoom.Area(page: Rect(x: 0, y: 0, width: 800, height: 600), viewport: Point(800, 600), paging: .vertical))
        let zoomed = try #require(try Self.tree(zoom: zoom).children.first?.children[1])
        #expect(zoomed.frame == Rect(x: 40, y: 480, width: 400, height: 160))
        // The window's picture turned a quarter clockwise onto a 600×800 output: x' = 600 − y, y' = x.
        let turned = try #require(try Self.tree(rotation: .quarter).children.first?.children[1])
        #expect(turned.frame == Rect(x: 280, y: 20, width: 80, height: 200))
    }

    @Test func aFieldIsEditableWithItsTextAndCaretWhileTyped() throws {
        var live = try Self.interaction()
        let before = try #require(try Self.tree(interaction: live).children.first?.children[4])
        #expect(before.text?.string == "abc")
        #expect(before.states.isSuperset(of: [.editable, .focusable]))
        #expect(!before.states.contains(.focused))
        live.tap(at: Point(150, 215), time: 0.5)
        live.type("dé", time: 0.6)
        let typing = try #require(try Self.tree(interaction: live).children.first?.children[4])
        #expect(typing.text?.string == "abcdé")
        #expect(typing.text?.caret == 5)
        #expect(typing.states.contains(.focused))
    }

    @Test func aListHoldsItsRowsTheSelectedOneSelected() throws {
        var live = try Self.interaction()
        live.tap(at: Point(300, 150), time: 0.5)
        live.advance(to: 0.6)
        let list = try #require(try Self.tree(interaction: live).children.first?.children.last)
        #expect(list.role == .list)
        #expect(list.children.map(\.role) == [.listItem, .listItem])
        #expect(list.children.map(\.name) == ["row 0", "row 1"])
        #expect(list.children.map { $0.states.contains(.selected) } == [false, true])
        #expect(list.children[1].action == .tap(ElementInstance(page: 0, path: [8, 0, 0, 1])))
        // The list is 90 high: both rows show in it.
        #expect(list.children.allSatisfy { $0.states.contains(.showing) })
    }

    @Test func anUpdatedTextIsReadAsDrawn() throws {
        var live = try Self.interaction()
        live.tap(at: Point(50, 220), time: 0.5)
        live.advance(to: 1)
        let hello = try #require(try Self.tree(interaction: live).children.first?.children[1])
        #expect(hello.text?.string == "pressed")
    }

    @Test func bothPagesOfASpreadAndBothPagesOfATurnAreThere() throws {
        let spread = try Self.tree(viewport: Point(1600, 600), shows: true)
        // A spread of a two-page document: the first page alone, then both.
        #expect(spread.children.map(\.id.path) == ["document/page0"])
        let turning = try Self.tree(position: 0.5)
        #expect(turning.children.map(\.name) == ["Title", "Second page"])
        #expect(turning.children[1].frame.y == 300)
    }

    @Test func idsStayTheSameFromFrameToFrame() throws {
        let a = try Self.tree(position: 0).flattened.map(\.id)
        let b = try Self.tree(position: 0, zoom: { var z = PageZoom(); z.zoom(by: 1.5, around: Point(400, 300), in: PageZoom.Area(page: Rect(x: 0, y: 0, width: 800, height: 600), viewport: Point(800, 600), paging: .vertical)); return z }()).flattened.map(\.id)
        #expect(a == b)
        #expect(Set(a).count == a.count)
        #expect(a.allSatisfy { $0.segments.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } } })
    }
}

/// Authors' names for what a screen reader is told (`accessibilityLabel`, `decorative`).
struct AccessibilityLabelTests {
    static let json = #"""
    {"dimension": [400, 300], "pages": [{"strings": {"go": {"en": "Go on", "fr": "Continuer"}}, "elements": [
      {"x": 0, "y": 0, "w": 50, "h": 50, "img": "map.png", "accessibilityLabel": "A map of the island"},
      {"x": 60, "y": 0, "w": 50, "h": 50, "img": "swirl.png", "decorative": true},
      {"x": 0, "y": 60, "w": 50, "h": 50, "img": "arrow.png", "accessibilityLabel": {"ref": "go"}, "events": {"tapped": {"actions": []}}},
      {"x": 0, "y": 120, "w": 200, "h": 50, "path": "M0,0 L10,10", "accessibilityLabel": {"en": "Rising", "*": "Hausse"}},
      {"x": 0, "y": 180, "w": 200, "h": 50, "decorative": true, "elements": [{"text": "Ornament"}]}
    ]}]}
    """#

    static func page(language: String = "en") throws -> AccessibleNode {
        let d = try #require(document(json))
        let composer = SceneComposer(document: d, settings: RenderSettings(documentSize: Point(400, 300), language: language, markdown: d.markdown, media: FixedSizes()))
        let screen = AccessibleScreen(fit: ViewportFit(document: Point(400, 300), viewport: Point(400, 300)), logicalSize: Point(400, 300))
        return try #require(DocumentAccessibility(composer: composer, screen: screen).node(position: 0).children.first)
    }

    @Test func labelsNameImagesButtonsAndShapesAndDecorativeOnesAreLeftOut() throws {
        let page = try Self.page()
        #expect(page.children.map(\.role) == [.image, .button, .image])
        #expect(page.children.map(\.name) == ["A map of the island", "Go on", "Rising"])
        #expect(try Self.page(language: "fr").children.map(\.name) == ["A map of the island", "Continuer", "Hausse"])
    }
}
