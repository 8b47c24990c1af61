import SwipeDocument
import SwipeReader
import SwipeRender

/// What a reader session draws: the content's pages with the chrome and the features over them, or
/// the overview or the annotation list in their place.
extension ReaderSession {
    func draw(at t: Double) {
        // Spoken feedback keeps the controls shown: its taps explore, and its swipes reach them.
        chrome.pinned = context.spoken.isOn
        if overview.isOpen {
            drawOverview(at: t)
            return
        }
        if annotationList.isOpen {
            content.drawing.drawOwn(annotationList.items(), background: chrome.style.listBackground)
            return
        }
        content.drawPage(at: t)
        drawOverlays(at: t)
        content.drawTop(at: t)
    }

    /// The page indicator (or the help, the errors), the search bar, the highlight bar, the
    /// decorations' focus ring, the settings panel (or its gear) and the reader menu.
    private func drawOverlays(at t: Double) {
        let viewport = context.viewport, style = chrome.style, labels = content.labels, shown = content.shownPage
        var over = chrome.items(viewport: viewport, page: shown, pageCount: content.pageCount, language: labels.language, back: labels.back,
                                label: content.pageLabel(shown), marks: pageMarks(at: t), at: t)
            + search.items(viewport: viewport, style: style) + highlighter.items(annotations: annotations, viewport: viewport, style: style)
            + (content.decorationFocusPage.map { decorationFocus.items(engine: $0.engine, viewport: viewport, style: style) } ?? [])
        if let editor = settingsEditor, !context.kiosk {
            over += settingsPanel.items(editor: editor, context: context, indicatorOpacity: chrome.indicatorOpacity(at: t), language: labels.language)
        }
        over += readerMenu.items(self)
        if !over.isEmpty { content.drawing.drawOver(over) }
    }

    /// Every page as a thumbnail, labelled, marked with its bookmark, its highlights and its number of search matches.
    private func drawOverview(at t: Double) {
        let content = self.content
        overview.draw(on: content.drawing, style: chrome.style, label: { content.pageLabel($0) ?? "\($0 + 1)" },
                      marks: OverviewController.marks(annotations: annotations, search: search.session) { content.page(of: $0) }) { page, frame in
            content.drawThumbnail(page, at: t, into: frame)
        }
    }

    /// The ribbons the page indicator shows for the page shown (its bookmark), while it shows.
    func pageMarks(at t: Double) -> [Color] {
        let content = self.content, shown = content.shownPage
        return PageMarks.ribbons(chrome: chrome, decorator: content.decorator, at: t) { content.page(of: $0) == shown }
    }

    /// Where the page indicator is while it shows (nil: it does not): a tap there opens the reader menu.
    func indicatorFrame(at t: Double) -> Rect? {
        let shown = content.shownPage
        return chrome.shownIndicator(viewport: context.viewport, page: shown, pageCount: content.pageCount, label: content.pageLabel(shown),
                                     marks: pageMarks(at: t).count, at: t)
    }
}
