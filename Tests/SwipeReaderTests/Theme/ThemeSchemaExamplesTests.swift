import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Every JSON example of the schema page (SnappTheming 0.0.7's `JSONSchema.md`, our
/// `theme-json-schema.md`), copied as written, with what it reads as.
struct ThemeSchemaExamplesTests {
    /// What the examples that use aliases refer to, for reading them over it.
    static let base = theme("""
    {
        "colors": { "appPrimary": "#FF0000", "appSecondary": "#00FF00", "primary": "#0000FF" },
        "metrics": { "fontBody": 14 },
        "fonts": { "Roboto-Regular": { "postScriptName": "Roboto-Regular" } },
        "typography": { "textSmall": { "font": "$fonts/Roboto-Regular", "fontSize": 12 } },
        "shapes": { "roundedRectangle": { "type": "roundedRectangle", "cornerRadius": 8 } }
    }
    """)

    @Test func oneColor() throws {
        let r = readTheme("""
        {
            "colors": {
                "appPrimary": "#FF0000"
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        #expect(try #require(r.theme).color("appPrimary", .light) == rgba(255, 0, 0))
    }

    @Test func hexNotations() throws {
        let json = """
        {
            "colors": {
                "appPrimary": "#FF0000",
                "appSecondary": "#FF00000A",
                "appTertiary": "#0AFF0000",
                "appQuaternary": "#0F0"
            }
        }
        """
        let r = readTheme(json)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.color("appPrimary", .light) == rgba(255, 0, 0))
        #expect(t.color("appSecondary", .light) == rgba(255, 0, 0, 0x0A))
        #expect(t.color("appTertiary", .light) == rgba(0x0A, 0xFF, 0, 0))
        #expect(t.color("appQuaternary", .dark) == rgba(0, 255, 0))
        // The same file read as ARGB, as the page says the parser can be told.
        let argb = theme(json, options: ThemeReadOptions(colorFormat: .argb))
        #expect(argb.color("appSecondary", .light) == rgba(0, 0, 0x0A, 0xFF))
        #expect(argb.color("appTertiary", .light) == rgba(0xFF, 0, 0, 0x0A))
    }

    @Test func lightAndDark() throws {
        let r = readTheme("""
        {
            "colors": {
                "appPrimary": {
                    "light": "#FF0000", 
                    "dark": "#CC0000"
                }
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.color("appPrimary", .light) == rgba(0xFF, 0, 0))
        #expect(t.color("appPrimary", .dark) == rgba(0xCC, 0, 0))
    }

    @Test func mixedDeclarationsWithATrailingComma() throws {
        let r = readTheme("""
        {
            "colors": {
                "appPrimary": {
                    "light": "#FF0000", 
                    "dark": "#CC0000"
                },
                "appSecondary": "#FF00000A",
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.color("appSecondary", .light) == rgba(255, 0, 0, 0x0A))
        #expect(t.color("appSecondary", .dark) == rgba(255, 0, 0, 0x0A))
        #expect(t.names("colors") == ["appPrimary", "appSecondary"])
    }

    /// The page shortens the base64 with "...": as written, the font's data is invalid.
    @Test func fontWithShortenedData() throws {
        let r = readTheme("""
        {
            "fonts": {
                "Roboto-Regular": {
                    "postScriptName": "Roboto-Regular",
                    "source": "data:font/ttf;base64,AAEAAAAS...=="
                }
            }
        }
        """)
        #expect(r.messages == [
            "5:23 error: the font's source: invalid base64 at character 9 (\"...=…\"): only A-Z a-z 0-9 + / and final '=' are allowed, without spaces or line breaks [fonts[\"Roboto-Regular\"].source]",
        ])
        #expect(try #require(r.theme).font("Roboto-Regular") == nil)
    }

    @Test func angularGradient() throws {
        let r = readTheme("""
        {
            "gradients": {
                "angularGradient": {
                    "colors": [
                        "#843912",
                        "#242D2D"
                    ],
                    "center": [
                        2.0,
                        -0.2
                    ],
                    "startAngle": 0,
                    "endAngle": 180
                }
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        #expect(try #require(r.theme).gradient("angularGradient", .light)
            == .angular(colors: [rgba(0x84, 0x39, 0x12), rgba(0x24, 0x2D, 0x2D)], center: Point(2, -0.2), startAngle: 0, endAngle: 180))
    }

    static let linearGradients = """
    {
        "gradients": {
            "horizontalLinearGradient": {
                "colors": [
                    "$colors/appPrimary",
                    "$colors/appSecondary"
                ],
                "startPoint": "leading",
                "endPoint": "trailing"
            },
            "verticallLinearGradient": {
                "colors": [
                    "$colors/appPrimary",
                    "$colors/appSecondary"
                ],
                "startPoint": "top",
                "endPoint": "bottom"
            },
            "diagonalLinearGradient": {
                "colors": [
                    "$colors/appPrimary",
                    "$colors/appSecondary"
                ],
                "startPoint": "topLeading",
                "endPoint": "bottomTrailing"
            }
        }
    }
    """

    @Test func linearGradientsOverColors() throws {
        let r = readTheme(Self.linearGradients, options: ThemeReadOptions(base: Self.base))
        #expect(r.diagnostics.isEmpty)
        let t = Self.base.overriding(with: try #require(r.theme))
        let colors = [rgba(255, 0, 0), rgba(0, 255, 0)]
        #expect(t.gradient("horizontalLinearGradient", .light) == .linear(colors: colors, start: Point(0, 0.5), end: Point(1, 0.5)))
        #expect(t.gradient("verticallLinearGradient", .dark) == .linear(colors: colors, start: Point(0.5, 0), end: Point(0.5, 1)))
        #expect(t.gradient("diagonalLinearGradient", .light) == .linear(colors: colors, start: Point(0, 0), end: Point(1, 1)))
    }

    /// Alone, the example's colours are not defined: each alias is reported where it is written.
    @Test func linearGradientsAlone() throws {
        let r = readTheme(Self.linearGradients)
        #expect(r.errors.count == 6)
        #expect(r.messages[0] == "5:17 error: \"$colors/appPrimary\" is unknown in colors [gradients.horizontalLinearGradient.colors[0]]")
        #expect(try #require(r.theme).gradient("horizontalLinearGradient", .light) == nil)
        #expect(r.theme?.names("gradients").count == 3)
    }

    @Test func radialGradient() throws {
        let r = readTheme("""
        {
            "gradients": {
                "radialGradient": {
                    "colors": [
                        "#843912",
                        "#242D2D"
                    ],
                    "center": [
                        2.0,
                        -0.2
                    ],
                    "startRadius": 0,
                    "endRadius": 1075
                }
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        #expect(try #require(r.theme).gradient("radialGradient", .dark)
            == .radial(colors: [rgba(0x84, 0x39, 0x12), rgba(0x24, 0x2D, 0x2D)], center: Point(2, -0.2), startRadius: 0, endRadius: 1075))
    }

    /// Shortened with "..." on the page: as written, the image's data is invalid (reported; the
    /// rest of a theme would be kept).
    @Test func imageWithShortenedData() throws {
        let r = readTheme("""
        {
            "images": {
                "basket": "data:image/png;base64,iVBORw0KG...=="
            }
        }
        """)
        #expect(r.messages.count == 1)
        #expect(r.messages[0].hasPrefix("3:19 error: the image: invalid base64 at character 10"))
        #expect(try #require(r.theme).image("basket") == nil)
    }

    @Test func lottieWithShortenedData() throws {
        let r = readTheme("""
        {
            "animations": {
                "lego": {
                    "type": "lottie",
                    "value": "eyJ2IjoiNC44LjAiLCJtZXRhIjp7ImciOiJMb3R0aWVGaWxlcyBBRSAiLCJhIjoiIiwiayI6IiIsImQiOiIiLCJ0YyI6IiJ9LC..."
                }
            }
        }
        """)
        #expect(r.errors.count == 1)
        #expect(r.messages[0].hasPrefix("5:22 error: the animation: invalid base64"))
        #expect(try #require(r.theme).animation("lego") == nil)
    }

    @Test func metrics() throws {
        let r = readTheme("""
        {
            "metrics": {
                "spacingNormal": 8,
                "spacingLarge": 12.0,
                "fontBody": 14.0
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.metric("spacingNormal") == 8)
        #expect(t.metric("spacingLarge") == 12)
        #expect(t.metric("fontBody") == 14)
    }

    @Test func simpleShapes() throws {
        for (name, shape) in [("rect", ThemeShape.rectangle), ("ellipse", .ellipse), ("circle", .circle)] {
            let type = shape == .rectangle ? "rectangle" : name
            let r = readTheme("""
            {
                "shapes": {
                    "\(name)": {
                        "type": "\(type)"
                    }
                }
            }
            """)
            #expect(r.diagnostics.isEmpty)
            #expect(r.theme?.shape(name) == shape)
        }
    }

    @Test func capsule() throws {
        let r = readTheme("""
        {
            "shapes": {
                "capsule": {
                    "type": "capsule",
                    "value": {
                        "style": "circular"
                    }
                }
            }
        }
        """)
        #expect(r.messages == [
            "5:22 note: the shape's fields are under \"value\", as in SnappTheming 0.0.7; from 0.1 they sit beside \"type\", and SnappTheming 0.1 ignores this one's style [shapes.capsule.value]",
        ])
        #expect(r.theme?.shape("capsule") == .capsule(.circular))
    }

    @Test func roundedRectangle() throws {
        let r = readTheme("""
        {
            "shapes": {
                "roundedRectangle": {
                    "type": "roundedRectangle",
                    "value": {
                        "cornerRadius": 12
                    }
                }
            }
        }
        """)
        #expect(r.errors.isEmpty && r.warnings.isEmpty && r.notes.count == 1)
        #expect(r.notes[0].message.hasSuffix("SnappTheming 0.1 draws this one as a plain rectangle"))
        #expect(r.theme?.shape("roundedRectangle") == .roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous))
    }

    static let roundedRectangleAlt = """
    {
        "shapes": {
            "roundedRectangleAlt": {
                "type": "roundedRectangle",
                "value": {
                    "cornerSize": {
                        "width": 15,
                        "height": 30
                    },
                    "style": "circular"
                }
            }
    }
    """

    /// The page's example lacks its last '}': as written it is not JSON.
    @Test func roundedRectangleAltAsWritten() {
        let r = readTheme(Self.roundedRectangleAlt)
        #expect(r.theme == nil)
        #expect(r.messages == ["13:2 error: unexpected end of file: expected ',' or '}' to continue the object []"])
    }

    @Test func roundedRectangleAltClosed() {
        let r = readTheme(Self.roundedRectangleAlt + "}")
        #expect(r.errors.isEmpty && r.warnings.isEmpty)
        #expect(r.theme?.shape("roundedRectangleAlt") == .roundedRectangle(cornerWidth: 15, cornerHeight: 30, style: .circular))
    }

    @Test func unevenRoundedRectangle() {
        let r = readTheme("""
        {
            "shapes": {
                "funkyRect": {
                    "type": "unevenRoundedRectangle",
                    "value": {
                        "cornerRadii": {
                            "topLeading": 0,
                            "bottomLeading": 20,
                            "bottomTrailing": 0,
                            "topTrailing": 20
                        },
                        "style": "circular"
                    }
                }
            }
        }
        """)
        #expect(r.errors.isEmpty && r.warnings.isEmpty)
        #expect(r.notes.map(\.message).first?.hasSuffix("SnappTheming 0.1 rejects a theme with this one") == true)
        #expect(r.theme?.shape("funkyRect")
            == .unevenRoundedRectangle(topLeading: 0, bottomLeading: 20, bottomTrailing: 0, topTrailing: 20, style: .circular))
    }

    @Test func aliases() throws {
        let r = readTheme("""
        {
            "colors": {
                "surfacePrimary": "#FF0000",
                "surfaceSecondary": "#FF00000A",
                "surfaceTertiary": "#0AFF0000",
                "surfaceWidgetPrimary": "$colors/surfaceTertiary",
            }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.color("surfaceWidgetPrimary", .light) == rgba(0x0A, 0xFF, 0, 0))
        #expect(t.names("colors").count == 4)
    }

    static let buttonStyles = """
    {
        "buttonStyles": {
            "primary": {
                "surfaceColor": {
                    "normal": "#1A1A1A",
                    "pressed": "#3D3D3D",
                    "disabled": "#FFFFFF0F"
                },
                "borderColor": {
                    "normal": "#FFFFFF0F",
                    "pressed": "#FFFFFF1F",
                    "disabled": "#FFFFFF00"
                },
                "textColor": {
                    "normal": "#FFFFFF",
                    "pressed": "#FFFFFF",
                    "disabled": "#888888"
                },
                "borderWidth": 1,
                "typography": "$typography/textSmall",
                "shape": "$shapes/roundedRectangle"
            },
            "primarySelected": {
                "surfaceColor": {
                    "normal": "$colors/primary",
                    "pressed": "#3D3D3D",
                    "disabled": "#FFFFFF0F"
                },
                "borderColor": {
                    "normal": "#FFFFFF0F",
                    "pressed": "#FFFFFF1F",
                    "disabled": "#FFFFFF00"
                },
                "textColor": {
                    "normal": "#FFFFFF",
                    "pressed": "#FFFFFF",
                    "disabled": "#888888"
                },
                "borderWidth": 1,
                "typography": "$typography/textSmall",
                "shape": "$shapes/roundedRectangle"
            }
        }
    }
    """

    @Test func buttonStylesOverTheirTokens() throws {
        let r = readTheme(Self.buttonStyles, options: ThemeReadOptions(base: Self.base))
        #expect(r.diagnostics.isEmpty)
        let t = Self.base.overriding(with: try #require(r.theme))
        let primary = try #require(t.buttonStyle("primary", .light))
        #expect(primary.surface == ThemeInteractiveColor(normal: rgba(0x1A, 0x1A, 0x1A), pressed: rgba(0x3D, 0x3D, 0x3D), disabled: rgba(255, 255, 255, 0x0F)))
        #expect(primary.surface.focused == primary.surface.normal)
        #expect(primary.text.disabled == rgba(0x88, 0x88, 0x88))
        #expect(primary.border.pressed == rgba(255, 255, 255, 0x1F))
        #expect(primary.borderWidth == 1)
        #expect(primary.shape == .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous))
        #expect(primary.typography == ThemeTypography(font: ThemeFont(postScriptName: "Roboto-Regular"), size: 12))
        #expect(t.buttonStyle("primarySelected", .dark)?.surface.normal == rgba(0, 0, 255))
    }

    @Test func buttonStylesAlone() throws {
        let r = readTheme(Self.buttonStyles)
        #expect(r.errors.map(\.message) == [
            "\"$typography/textSmall\" is unknown in typography", "\"$shapes/roundedRectangle\" is unknown in shapes",
            "\"$colors/primary\" is unknown in colors",
            "\"$typography/textSmall\" is unknown in typography", "\"$shapes/roundedRectangle\" is unknown in shapes",
        ])
        #expect(try #require(r.theme).buttonStyle("primary", .light) == nil)
    }

    @Test func typographyWithAliases() throws {
        let json = """
        {
            "typography": {
                "body": {
                    "font": "$fonts/Roboto-Regular",
                    "fontSize": "$metrics/fontBody"
                }
            }
        }
        """
        #expect(readTheme(json).errors.count == 2)
        let r = readTheme(json, options: ThemeReadOptions(base: Self.base))
        #expect(r.diagnostics.isEmpty)
        #expect(Self.base.overriding(with: try #require(r.theme)).typography("body")
            == ThemeTypography(font: ThemeFont(postScriptName: "Roboto-Regular"), size: 14))
    }

    @Test func typographyWithALocalSize() throws {
        let r = readTheme("""
        {
            "typography": {
                "body": {
                    "font": "$fonts/Roboto-Regular",
                    "fontSize": 16.0
                }
            }
        }
        """, options: ThemeReadOptions(base: Self.base))
        #expect(r.diagnostics.isEmpty)
        #expect(Self.base.overriding(with: try #require(r.theme)).typography("body")?.size == 16)
    }
}
