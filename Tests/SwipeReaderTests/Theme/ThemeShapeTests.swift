import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Shapes in both dialects, and the outlines they draw.
struct ThemeShapeTests {
    /// Each type with its fields, beside "type" (0.1) and under "value" (0.0.7, the schema page).
    static let shapes: [(String, String, ThemeShape)] = [
        ("rectangle", "", .rectangle),
        ("ellipse", "", .ellipse),
        ("circle", "", .circle),
        ("capsule", #""style": "circular""#, .capsule(.circular)),
        ("roundedRectangle", #""cornerRadius": 12"#, .roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous)),
        ("roundedRectangle", #""cornerSize": { "width": 15, "height": "$metrics/m" }, "style": "circular""#,
         .roundedRectangle(cornerWidth: 15, cornerHeight: 30, style: .circular)),
        ("unevenRoundedRectangle", #""cornerRadii": { "topLeading": 0, "bottomLeading": 20, "bottomTrailing": "$metrics/m", "topTrailing": 5 }"#,
         .unevenRoundedRectangle(topLeading: 0, bottomLeading: 20, bottomTrailing: 30, topTrailing: 5, style: .continuous)),
    ]

    @Test(arguments: 0..<shapes.count)
    func bothDialectsGiveTheSameShape(_ k: Int) throws {
        let (type, fields, shape) = Self.shapes[k]
        let flat = readTheme(#"{ "metrics": { "m": 30 }, "shapes": { "s": { "type": "\#(type)"\#(fields.isEmpty ? "" : ", " + fields) } } }"#)
        let nested = readTheme(#"{ "metrics": { "m": 30 }, "shapes": { "s": { "type": "\#(type)", "value": { \#(fields) } } } }"#)
        #expect(flat.diagnostics.isEmpty)
        #expect(nested.errors.isEmpty && nested.warnings.isEmpty && nested.notes.count == 1)
        #expect(flat.theme?.shape("s") == shape)
        #expect(nested.theme?.shape("s") == shape)
        // Inline in a button style too.
        let button = try #require(theme(#"""
        { "metrics": { "m": 30 }, "buttonStyles": { "b": { "surfaceColor": "#000", "textColor": "#FFF", "borderColor": "#000", "borderWidth": 0,
          "typography": { "font": { "postScriptName": "A" }, "fontSize": 10 }, "shape": { "type": "\#(type)", "value": { \#(fields) } } } } }
        """#).buttonStyle("b", .light))
        #expect(button.shape == shape)
    }

    @Test func shapeProblems() throws {
        let r = readTheme(##"""
        {
          "shapes": {
            "typo": { "type": "circel" },
            "noType": { "cornerRadius": 3 },
            "round": { "type": "capsule", "style": "round" },
            "both": { "type": "roundedRectangle", "cornerRadius": 4, "cornerSize": { "width": 1, "height": 1 } },
            "bare": { "type": "roundedRectangle", "style": "circular" },
            "mixed": { "type": "roundedRectangle", "cornerRadius": 9, "value": { "cornerRadius": 7 } },
            "threeCorners": { "type": "unevenRoundedRectangle", "cornerRadii": { "topLeading": 1, "bottomLeading": 2, "topTrailing": 4 } },
            "badValue": { "type": "capsule", "value": "circular" }
          }
        }
        """##)
        #expect(r.messages == [
            "3:23 error: \"circel\" is not a shape type (did you mean \"circle\"?): rectangle, ellipse, circle, capsule, roundedRectangle, unevenRoundedRectangle [shapes.typo.type]",
            "4:15 error: a shape needs \"type\" [shapes.noType]",
            "5:44 warning: \"round\" is not a shape style (circular or continuous); continuous is used [shapes.round.style]",
            "6:13 warning: \"cornerSize\" is ignored: \"cornerRadius\" is used, as SnappTheming does [shapes.both.cornerSize]",
            "7:13 warning: a roundedRectangle needs \"cornerRadius\" or \"cornerSize\"; drawn as a rectangle, as SnappTheming does [shapes.bare]",
            "8:14 warning: \"cornerRadius\" is ignored: this shape's fields are read from \"value\" [shapes.mixed.cornerRadius]",
            "8:72 note: the shape's fields are under \"value\", as in SnappTheming 0.0.7; from 0.1 they sit beside \"type\", and SnappTheming 0.1 draws this one as a plain rectangle [shapes.mixed.value]",
            "9:72 error: cornerRadii needs \"bottomTrailing\" [shapes.threeCorners.cornerRadii]",
            "10:47 error: a shape's value should be an object, not a string [shapes.badValue.value]",
        ])
        let t = try #require(r.theme)
        #expect(t.names("shapes") == ["round", "both", "bare", "mixed"])
        #expect(t.shape("round") == .capsule(.continuous))
        #expect(t.shape("both") == .roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous))
        #expect(t.shape("bare") == .rectangle)
        #expect(t.shape("mixed") == .roundedRectangle(cornerWidth: 7, cornerHeight: 7, style: .continuous))
    }

    /// Radii are aliases to metrics, followed at lookup: an override of the metric changes them.
    @Test func radiiFollowOverrides() throws {
        let base = theme(#"{ "metrics": { "r": 8 }, "shapes": { "card": { "type": "roundedRectangle", "cornerRadius": "$metrics/r" } } }"#)
        #expect(base.shape("card") == .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous))
        let bigger = base.overriding(with: theme(#"{ "metrics": { "r": 20 } }"#))
        #expect(bigger.shape("card") == .roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: .continuous))
    }

    // MARK: Outlines

    let box = Point(100, 50)

    func bounds(_ shape: ThemeShape, _ size: Point) -> Rect? { shape.path(in: size).bounds }

    func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func simpleOutlines() {
        #expect(ThemeShape.rectangle.path(in: box).segments == [
            .move(Point(100, 0)), .line(Point(100, 50)), .line(Point(0, 50)), .line(Point(0, 0)), .close,
        ])
        #expect(ThemeShape.ellipse.path(in: box) == PathData.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 50)))
        // A circle is inscribed in the short side and centred.
        #expect(ThemeShape.circle.path(in: box) == PathData.ellipse(in: Rect(x: 25, y: 0, width: 50, height: 50)))
        #expect(ThemeShape.circle.path(in: Point(30, 80)) == PathData.ellipse(in: Rect(x: 0, y: 25, width: 30, height: 30)))
    }

    @Test func capsules() {
        let capsule = ThemeShape.capsule(.circular).path(in: box)
        // Radius: half the short side, so the ends are half circles.
        #expect(capsule.segments.first == .move(Point(75, 0)))
        #expect(capsule.segments[1] == .cubic(Point(75 + 25 * 0.5522847498307936, 0), Point(100, 25 - 25 * 0.5522847498307936), Point(100, 25)))
        #expect(close(capsule.bounds, Rect(x: 0, y: 0, width: 100, height: 50)))
        // No room for a continuous corner: a continuous capsule is the circular one.
        #expect(ThemeShape.capsule(.continuous).path(in: box) == capsule)
        #expect(ThemeShape.roundedRectangle(cornerWidth: 1000, cornerHeight: 1000, style: .circular).path(in: box) == capsule)
    }

    @Test func continuousCorners() throws {
        let circular = ThemeShape.roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .circular).path(in: Point(200, 200))
        let smooth = ThemeShape.roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .continuous).path(in: Point(200, 200))
        #expect(circular.segments.count == 4 * 2 + 1)
        #expect(smooth.segments.count == 4 * 6 + 1)
        // The continuous corner leaves the edge 1.528 radii before the corner, the circular one 1 radius.
        #expect(circular.segments.first == .move(Point(190, 0)))
        #expect(smooth.segments.first == .move(Point(200 - 15.2866483, 0)))
        #expect(close(smooth.bounds, Rect(x: 0, y: 0, width: 200, height: 200)))
        // Between the two where the box is too small for the whole continuous corner.
        let blended = ThemeShape.roundedRectangle(cornerWidth: 45, cornerHeight: 45, style: .continuous).path(in: Point(100, 100))
        guard case .move(let start)? = blended.segments.first else { Issue.record("no start"); return }
        #expect(start.y == 0 && start.x < 55 && start.x > 100 - 45 * 1.52866483)
    }

    @Test func ellipticalAndUnevenCorners() {
        // Too large a cornerSize is scaled down, keeping its proportion: 25 × 50 here.
        let corners = ThemeShape.roundedRectangle(cornerWidth: 30, cornerHeight: 60, style: .circular).path(in: Point(100, 100))
        #expect(corners.segments.first == .move(Point(75, 0)))
        guard case .cubic(_, _, let end) = corners.segments[1] else { Issue.record("a corner"); return }
        #expect(end == Point(100, 50))
        let uneven = ThemeShape.unevenRoundedRectangle(topLeading: 0, bottomLeading: 20, bottomTrailing: -5, topTrailing: .nan, style: .circular)
            .path(in: Point(100, 100))
        // Square corners at the top and bottom right (no, negative and NaN radii), a round one bottom left.
        #expect(uneven.segments == [
            .move(Point(100, 0)), .line(Point(100, 100)), .line(Point(20, 100)),
            .cubic(Point(20 - 20 * 0.5522847498307936, 100), Point(0, 80 + 20 * 0.5522847498307936), Point(0, 80)),
            .line(Point(0, 0)), .close,
        ])
    }

    @Test func everyOutlineStaysInItsBox() {
        let sizes = [Point(1, 1), Point(100, 50), Point(50, 100), Point(300, 20), Point(0.5, 400)]
        var shapes: [ThemeShape] = [.rectangle, .ellipse, .circle]
        for style in ThemeShapeStyle.allCases {
            shapes += [.capsule(style), .roundedRectangle(cornerWidth: 8, cornerHeight: 20, style: style),
                       .roundedRectangle(cornerWidth: 200, cornerHeight: 200, style: style),
                       .unevenRoundedRectangle(topLeading: 1, bottomLeading: 30, bottomTrailing: 0, topTrailing: 500, style: style)]
        }
        for shape in shapes {
            for size in sizes {
                let path = shape.path(in: size)
                #expect(path.segments.last == .close)
                let b = path.bounds
                #expect(b.map { $0.x >= -1e-9 && $0.y >= -1e-9 && $0.maxX <= size.x + 1e-9 && $0.maxY <= size.y + 1e-9 } == true, "\(shape) in \(size)")
            }
        }
        #expect(ThemeShape.roundedRectangle(cornerWidth: .infinity, cornerHeight: .infinity, style: .circular).path(in: box)
            == ThemeShape.capsule(.circular).path(in: box))
        #expect(ThemeShape.rectangle.path(in: Point(0, 10)).segments.isEmpty)
        #expect(ThemeShape.circle.path(in: Point(10, -1)).segments.isEmpty)
    }
}
