import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender

/// A document list (or a folder shown as one) in the window: the rows scroll under a drag, a
/// fling, the wheel or the keys; a tap on a row, or Enter on the selected one, opens its document
/// over the list, which keeps its scroll position and selection for when the reader comes back.
public final class ListScreen: Screen {
    public let list: ListDocument
    public let title: String
    private let context: ScreenContext
    private let engine: ListRenderEngine
    /// The language rows are shown in.
    public private(set) var language: String
    public private(set) var layout: ListLayout
    public private(set) var scroller = ListScroller()
    /// The help overlay (? toggles it).
    public private(set) var chrome = PlayerChrome(help: .list)
    private let canGoBack: Bool

    /// `language` is the reader's choice (`--lang`); otherwise the locale's against the list's
    /// `languages`, else "en" (behaviour reference 6).
    public init(list: ListDocument, title: String, language: String?, preferred: [String], context: ScreenContext, report: @escaping (String) -> Void) {
        self.list = list
        self.title = title
        self.context = context
        canGoBack = context.depth > 0
        self.language = LanguageChoice.choose(offered: list.languages, preferred: preferred, chosen: language)
        engine = ListRenderEngine(device: context.device, report: report)
        layout = engine.layout(list, language: self.language, viewport: context.viewport, showsBack: canGoBack, style: context.style)
        chrome.style = context.style
        chrome.keys = context.keys
        scroller.fit(layout)
    }

    public func appeared(at t: Double) {}

    public func closed() {}

    /// Back to the top of the list (an idle kiosk).
    public func restart(at t: Double) {
        scroller = ListScroller()
        scroller.fit(layout)
        chrome.helpVisible = false
    }

    public func step(at t: Double) -> ScreenAction? {
        scroller.advance(to: t)
        return nil
    }

    /// Pointer input scrolls and opens rows; the menu commands choose and open one; the reader's
    /// `back`, `language next` and `help` do what they say.
    public func handle(_ event: InputEvent, at t: Double) -> ScreenAction? {
        let input = ReaderInput(event, context: context, at: t)
        let menu = input.command(.menu), reader = input.command(.reader)
        if menu == .ignore || reader == .ignore { return .handled }
        if chrome.helpVisible, menu == .menu(.close) || reader == .help {
            chrome.helpVisible = false
            return .handled
        }
        if let pointer = input.pointer.flatMap(Self.scrollerInput) {
            guard case .tap(let p)? = scroller.handle(pointer, layout: layout) else { return .handled }
            switch layout.hit(p, scroll: scroller.offset) {
            case .row(let i)?: return open(row: i)
            case .back?: return canGoBack ? .back : .handled
            case .language?: nextLanguage()
            case nil: break
            }
            return .handled
        }
        if case .menu(let m)? = menu {
            if let key = ListScroller.Key(m) {
                scroller.handle(.key(key, time: t), layout: layout)
                return .handled
            }
            if m == .activate { return scroller.selection.map { open(row: $0) } ?? .handled }
        }
        switch reader {
        case .back?: return canGoBack ? .back : nil
        case .languageNext?: nextLanguage()
        case .help?: chrome.helpVisible.toggle()
        default: return nil
        }
        return .handled
    }

    /// Pointer input as the scroller takes it (the wheel's sideways travel does not scroll a list).
    static func scrollerInput(_ input: GestureRecognizer.Input) -> ListScroller.Input? {
        switch input {
        case .pointerDown(let p, let t): .pointerDown(p, time: t)
        case .pointerMoved(let p, let t): .pointerMoved(p, time: t)
        case .pointerUp(let p, let t): .pointerUp(p, time: t)
        case .wheel(_, let dy, let t): .wheel(dy: dy, time: t)
        case .key: nil
        }
    }

    /// Opens row `i`'s document over the list (a row without a usable link does nothing).
    private func open(row i: Int) -> ScreenAction {
        guard layout.rows.indices.contains(i), let url = layout.rows[i].item.url?.url else { return .handled }
        return .open(url)
    }

    /// The next of the list's `languages`: titles and sections follow at once.
    private func nextLanguage() {
        let ids = list.languages.map(\.id)
        guard ids.count > 1 else { return }
        language = ids[((ids.firstIndex(of: language) ?? -1) + 1) % ids.count]
        resized()
    }

    public func isAnimating(at t: Double) -> Bool { scroller.isMoving }

    public func idle(at t: Double) {}

    public func resized() {
        layout = engine.layout(list, language: language, viewport: context.viewport, showsBack: canGoBack, style: context.style)
        chrome.style = context.style
        scroller.fit(layout)
    }

    public func draw(at t: Double) {
        engine.draw(layout, scroll: scroller.offset, selected: scroller.selection, pressed: scroller.pressedRow)
        if chrome.helpVisible { engine.compositor.drawOver(chrome.items(viewport: context.viewport, page: 0, pageCount: 0, language: nil, at: t)) }
    }
}

extension ListScreen {
    /// The list as a screen reader reads it: its rows, named by their titles, scrolled as drawn.
    public func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode] {
        [ChromeAccessibility(screen: screen).list(layout, scroll: scroller.offset, selected: scroller.selection)]
    }

    /// A screen reader's action on a row opens it, as a tap on it does.
    public func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? {
        guard case .openRow(let row) = action else { return nil }
        return open(row: row)
    }

    /// The commands a list carries out (`handle`): its rows chosen and opened, the help closed
    /// (`menu close`) and toggled, back, the next language, keys turned off.
    static let commands = Set(Command.Menu.allCases.filter { ListScroller.Key($0) != nil }.map(Command.menu)
        + [.menu(.activate), .menu(.close), .back, .languageNext, .help, .ignore])
}
