import Foundation
import SwipeDocument

/// What `lint --accessibility` says about a Swipe document, as warnings at the file, line, column
/// and JSON path where each element was written (its page, or the template it came from): a tappable
/// element or field with no name; a picture with no label on a page with no text; text under
/// WCAG's contrast with what is drawn behind it (with a `drawing` to render pages); a touch target
/// under 24×24 px at the document's size; content only a timer the page starts changes; a video or
/// a page's sound with no captions beside it. Names, pictures and boxes are the accessible tree's
/// (`PageAccessibility`), so the check sees what a screen reader is told, each page as it first
/// shows and as it rests after playing. Pure: the folders beside media are read through
/// `folderContents`, pages drawn through `drawing`.
public struct AccessibilityCheck {
    public let document: Document
    public let file: String
    /// The document's layout (its size, the language shown, the pictures' sizes).
    public let settings: RenderSettings
    /// The names of the files in a folder, for the captions beside a video or sound.
    public let folderContents: (URL) -> [String]
    /// Draws pages for the contrast rule; nil leaves that rule out.
    public let drawing: PageDrawing?
    private let sourceMap: SourceMap
    private let objects: JSONObjectIndex?

    /// The smallest touch target, in document pixels (WCAG 2.5.8).
    public static let minimumTarget = 24.0

    /// Seconds after a page shows when its `load` events have run (the page's own runs 0.4 s in).
    static let loaded = 0.5

    /// `source`: the bytes the document was read from, for the places messages point at.
    public init(document: Document, source: [UInt8], file: String, settings: RenderSettings, folderContents: @escaping (URL) -> [String],
                drawing: PageDrawing? = nil) {
        self.document = document
        self.drawing = drawing
        self.file = file
        self.settings = settings
        self.folderContents = folderContents
        sourceMap = SourceMap(bytes: source)
        objects = LenientJSONParser().parse(source).root.map(JSONObjectIndex.init)
    }

    /// Every finding, in source order.
    public func diagnostics() -> [Diagnostic] {
        let log = DiagnosticLog(file: file, sourceMap: sourceMap)
        for (index, page) in document.pages.enumerated() {
            checkTree(page, index: index, log: log)
            for u in TimerOnlyChanges.updates(on: page) {
                log.warning(at: u.offset, path: u.path, "only a timer the page starts changes this element, and nothing the reader does can pause or reach it (WCAG 2.2.2)")
            }
            checkCaptions(page, log: log)
        }
        return log.sorted
    }

    /// Names, pictures and touch targets, in the page's accessible tree once its `load` events ran
    /// (`loaded` seconds in), as it first shows and as it rests after playing; each element reported
    /// once per rule.
    private func checkTree(_ page: Page, index: Int, log: DiagnosticLog) {
        let accessibility = PageAccessibility(builder: DisplayListBuilder(settings: settings), screen: AccessibleScreen(logicalSize: settings.documentSize))
        var interaction = PageInteraction(page: page, settings: settings, time: 0, documentURL: document.url)
        interaction.advance(to: Self.loaded)
        let live = interaction.page(at: Self.loaded)
        var reported = Set<String>()
        for clock in [0.0, 1.0] {
            let drawn = drawing?.draw(live, index: index, clock: clock)
            let shown = PageAnimation.apply(live, clock: clock)
            let nodes = accessibility.node(shown, index: index, interaction: interaction, in: .window).children.flatMap(\.flattened)
            let hasText = nodes.contains { !($0.text?.string.isEmpty ?? true) || ($0.role == .button && !$0.name.isEmpty) }
            for node in nodes {
                guard let path = node.id.elementPath, let e = Self.element(at: path, in: shown.elements) else { continue }
                func warn(_ rule: String, key: String? = nil, _ message: String) {
                    guard reported.insert("\(rule)|\(e.sourceOffset)").inserted else { return }
                    report(e.sourceOffset, key: key, message, log: log)
                }
                if let drawn, let drawing, e.text != nil || e.markdown != nil, node.frame.width > 0, node.frame.height > 0,
                   let without = drawing.draw(live.withoutText(at: path), index: index, clock: clock),
                   let ratio = TextContrast.ratio(with: drawn, without: without, in: node.frame) {
                    let minimum = TextContrast.minimum(fontSize: e.fontSize?.resolved(against: settings.documentSize.y) ?? settings.defaultFontSize)
                    if ratio < minimum {
                        warn("contrast", key: e.markdown != nil ? "markdown" : "textColor", "text with a contrast of \(Self.ratio(ratio)):1 with what is drawn behind it, under \(Self.ratio(minimum)):1 (WCAG 1.4.3)")
                    }
                }
                let isField = node.role == .textField || node.role == .textArea
                guard node.role == .button || isField else {
                    if node.role == .image, node.name.isEmpty, !hasText {
                        warn("image", key: e.img != nil ? "img" : "sprite", "a picture with no \"accessibilityLabel\" on a page with no text: a screen reader has nothing to say of this page; label it, or mark it \"decorative\": true (WCAG 1.1.1)")
                    }
                    continue
                }
                if node.name.isEmpty, !isField || (node.text?.string.isEmpty ?? true) {
                    warn("name", "\(isField ? "a text field" : "a tappable element") with no name: it shows no text and has no \"accessibilityLabel\", so a screen reader calls it only \"\(isField ? "text field" : "button")\" (WCAG 4.1.2)")
                }
                if node.frame.width < Self.minimumTarget || node.frame.height < Self.minimumTarget {
                    warn("target", "a touch target of \(Self.pixels(node.frame.width))×\(Self.pixels(node.frame.height)) px at the document's size, under 24×24 (WCAG 2.5.8)")
                }
            }
        }
    }

    /// Videos, and the page's sound, with no captions named (`captions`, `audioCaptions`) nor a
    /// file beside them (`movie.vtt`, `movie.LANG.vtt`).
    private func checkCaptions(_ page: Page, log: DiagnosticLog) {
        func check(_ media: AssetReference?, captions: AssetReference?, what: String, offset: Int, key: String) {
            guard captions == nil, let media, let url = media.url, url.isFileURL,
                  !CaptionFiles.present(for: url, in: folderContents(url.deletingLastPathComponent())) else { return }
            let base = url.deletingPathExtension().lastPathComponent
            report(offset, key: key, "\(what) with no captions: no \(base).vtt or \(base).LANG.vtt beside \"\(media.text)\" (WCAG 1.2.1, 1.2.2)", log: log)
        }
        check(page.audio, captions: page.audioCaptions, what: "a page's sound", offset: page.sourceOffset, key: "audio")
        func visit(_ elements: [Element]) {
            for e in elements where !e.decorative {
                check(e.video, captions: e.captions, what: "a video", offset: e.sourceOffset, key: "video")
                visit(e.elements)
            }
        }
        visit(page.elements)
    }

    /// A warning at the object written at `offset`, at its `key` when it was written there.
    private func report(_ offset: Int, key: String?, _ message: String, log: DiagnosticLog) {
        let entry = objects?[offset]
        if let key, let entry, let value = entry.object[key] {
            log.warning(at: value.offset, path: entry.path / key, message)
        } else {
            log.warning(at: offset, path: entry?.path, message)
        }
    }

    /// The element at an index path of `elements`.
    static func element(at path: [Int], in elements: [Element]) -> Element? {
        guard let first = path.first, elements.indices.contains(first) else { return nil }
        return path.count == 1 ? elements[first] : element(at: Array(path.dropFirst()), in: elements[first].elements)
    }

    private static func pixels(_ v: Double) -> String { NumberBounds.format((v * 10).rounded() / 10) }
    private static func ratio(_ v: Double) -> String { NumberBounds.format((v * 100).rounded(.down) / 100) }
}

extension Page {
    /// The page with the text of the element at an index path taken away: what is drawn behind it.
    func withoutText(at path: [Int]) -> Page {
        var page = self
        page.elements = Self.withoutText(page.elements, at: path[...])
        return page
    }

    private static func withoutText(_ elements: [Element], at path: ArraySlice<Int>) -> [Element] {
        guard let first = path.first, elements.indices.contains(first) else { return elements }
        var elements = elements
        if path.count == 1 {
            elements[first].text = nil
            elements[first].markdown = nil
        } else {
            elements[first].elements = withoutText(elements[first].elements, at: path.dropFirst())
        }
        return elements
    }
}
