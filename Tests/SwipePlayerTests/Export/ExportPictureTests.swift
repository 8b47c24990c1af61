import Foundation
import Testing

/// `swipe-player export` to animated GIFs, PDFs and folders of pictures.
struct ExportPictureTests {
    /// Page 1: flat colours and a moving box (few colours: the GIF's palette holds them all);
    /// page 2: a picture of smooth gradients (many colours: median cut and dithering) and a text.
    static let document = #"""
    { "dimension": [160, 120], "pages": [
      { "bc": "#204060", "duration": 0.4, "elements": [ { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#ff8000", "to": { "translate": [80, 40] } } ] },
      { "bc": "#000000", "duration": 0.2, "elements": [
        { "img": "gradient.png", "w": 160, "h": 120 },
        { "text": "Selectable words", "fontSize": 16, "textColor": "#ffffff", "y": 80, "h": 30 } ] }
    ] }
    """#

    func fixture() throws -> (ExportFixture, String) {
        let f = try ExportFixture()
        try f.tool("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "gradients=s=160x120:c0=ff0000:c1=00ff80:c2=2040ff:c3=ffff00:n=4:seed=7",
                                       "-frames:v", "1", f.path("gradient.png")])
        return (f, try f.write("pictures.swipe", Self.document))
    }

    /// The GIF's frames: their delays (hundredths of a second) and whether it loops.
    func gifFrames(_ file: String) throws -> (delays: [Int], loops: Bool) {
        let b = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(String(decoding: b[0..<6], as: UTF8.self) == "GIF89a")
        var i = 13 + ((b[10] & 0x80) != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
        var delays: [Int] = [], loops = false
        func skipSubBlocks() { while b[i] != 0 { i += Int(b[i]) + 1 }; i += 1 }
        while i < b.count, b[i] != 0x3B {
            switch b[i] {
            case 0x21:
                if b[i + 1] == 0xF9 { delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8) }
                if b[i + 1] == 0xFF, String(decoding: b[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0" { loops = b[i + 16] == 0 && b[i + 17] == 0 }
                i += 2
                skipSubBlocks()
            case 0x2C:
                let packed = b[i + 9]
                i += 10 + ((packed & 0x80) != 0 ? 3 << (Int(packed & 7) + 1) : 0)
                i += 1
                skipSubBlocks()
            default:
                Issue.record("unexpected block \(b[i]) at \(i)")
                return (delays, loops)
            }
        }
        return (delays, loops)
    }

    @Test func gifHasTheFramesDelaysAndColoursOfRender() throws {
        let (f, doc) = try fixture()
        let r = try f.export(doc, "anim.gif", ["--dwell", "0.2", "--turn", "0.4"])
        #expect(r.status == 0, "\(r.stderr)")
        // 0.6 + 0.4 + 0.4 s at the GIF's 15 frames a second.
        let (delays, loops) = try gifFrames(f.path("anim.gif"))
        #expect(loops)
        #expect(delays.count == 21, "\(delays.count) frames")
        #expect(delays.reduce(0, +) == 140 && Set(delays) == [6, 7], "\(delays)")
        // Few colours: exactly render's.
        for (frame, time) in [(3, 0.2), (8, 0.5)] {
            let rendered = try f.render(doc, size: "160x120", ["--page", "1", "--time", "\(time)"])
            let gif = try f.frame("anim.gif", frame)
            #expect(Measure.maxDifference(gif, rendered) <= 1, "frame \(frame)")
        }
        // Many colours: within what 256 colours and dithering allow, square by square.
        let rendered = try f.render(doc, size: "160x120", ["--page", "2", "--time", "0.2"])
        let gif = try f.frame("anim.gif", 20)
        #expect(Measure.blockDifference(gif, rendered, width: 160) <= 6, "\(Measure.blockDifference(gif, rendered, width: 160))")
        #expect(Measure.psnr(gif, rendered) >= 30, "\(Measure.psnr(gif, rendered)) dB")
    }

    @Test func pdfHasOnePagePerPageAtRestWithItsText() throws {
        let (f, doc) = try fixture()
        let r = try f.export(doc, "book.pdf")
        #expect(r.status == 0, "\(r.stderr)")
        let info = try f.tool("/usr/bin/pdfinfo", [f.path("book.pdf")])
        #expect(info.contains("Pages:           2"), "\(info)")
        #expect(info.contains("Page size:       160 x 120 pts"), "the document's dimension in points: \(info)")
        // At 144 dpi a page is the picture of the page at rest, twice the document's size:
        // pdftocairo draws it pixel for pixel; pdftoppm (Splash) samples pictures half a pixel
        // lower, which blurs each horizontal edge over two rows.
        try f.tool("/usr/bin/pdftocairo", ["-r", "144", "-png", f.path("book.pdf"), f.path("page")])
        try f.tool("/usr/bin/pdftoppm", ["-r", "144", "-png", f.path("book.pdf"), f.path("splash")])
        for (page, rest) in [(1, 0.4), (2, 0.2)] {
            let rendered = try f.render(doc, size: "320x240", ["--page", "\(page)", "--time", "\(rest)"])
            let pdf = try f.rgb(f.path("page-\(page).png"))
            #expect(Measure.psnr(pdf, rendered) >= 35, "page \(page): \(Measure.psnr(pdf, rendered)) dB")
            let splash = try f.rgb(f.path("splash-\(page).png"))
            #expect(Measure.psnr(splash, rendered) >= 20, "page \(page) through pdftoppm: \(Measure.psnr(splash, rendered)) dB")
        }
        let elsewhere = try f.render(doc, size: "320x240", ["--page", "1", "--time", "0.1"])
        #expect(Measure.psnr(try f.rgb(f.path("page-1.png")), elsewhere) < 30, "page 1 is at rest, not mid-play")
        let text = try f.tool("/usr/bin/pdftotext", [f.path("book.pdf"), "-"])
        #expect(text.contains("Selectable words"), "\(text)")
    }

    @Test func aFolderGetsOnePicturePerPage() throws {
        let (f, doc) = try fixture()
        let r = try f.player(["export", doc, "-o", f.path("pages") + "/", "--quiet", "--size", "80x60", "--pages", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.path("pages")) == ["page-002.png"])
        let rendered = try f.render(doc, size: "80x60", ["--page", "2", "--time", "0.2"])
        #expect(Measure.maxDifference(try f.rgb(f.path("pages/page-002.png")), rendered) == 0)
    }
}
