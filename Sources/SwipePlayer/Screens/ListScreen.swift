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

    /// The list's input chain in its one order, offered each event as a reader screen's is
    /// (`ScreenLink`): keys turned off, the help closed (the reader's `HelpOverlayInput`), the
    /// pointer scrolling and opening rows, the menu commands choosing and opening one, then the
    /// reader's `back`, `language next` and `help`.
    private lazy var chain: [ScreenLink] = [
        ScreenLink(Self.ignoredKeys),
        ScreenLink(HelpOverlayInput(), on: self) { $0 },
        ScreenLink { [unowned self] in pointerInput($0) },
        ScreenLink { [unowned self] in rowKeys($0) },
        ScreenLink { [unowned self] in commandInput($0) },
    ]

    public func handle(_ event: InputEvent, at t: Double) -> ScreenAction? {
        chain.offer(ReaderInput(event, context: context, at: t))
    }

    /// A key bound to `ignore` (or to what a kiosk forbids) as a menu's or the reader's does nothing.
    private static func ignoredKeys(_ input: ReaderInput) -> ReaderOutcome {
        input.command(.menu) == .ignore || input.command(.reader) == .ignore ? .handled : .ignored
    }

    /// The pointer scrolls the rows; a tap opens one, goes back or shows the next language.
    private func pointerInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let pointer = input.pointer.flatMap(Self.scrollerInput) else { return .ignored }
        guard case .tap(let p)? = scroller.handle(pointer, layout: layout) else { return .handled }
        switch layout.hit(p, scroll: scroller.offset) {
        case .row(let i)?: return .action(open(row: i))
        case .back?: return canGoBack ? .action(.back) : .handled
        case .language?: nextLanguage()
        case nil: break
        }
        return .handled
    }

    /// The menu commands move the selection, and `menu activate` opens the selected row.
    private func rowKeys(_ input: ReaderInput) -> ReaderOutcome {
        guard case .menu(let m)? = input.command(.menu) else { return .ignored }
        if let key = ListScroller.Key(m) {
            scroller.handle(.key(key, time: input.time), layout: layout)
            return .handled
        }
        guard m == .activate else { return .ignored }
        return .action(scroller.selection.map { open(row: $0) } ?? .handled)
    }

    /// The reader's `back` (where there is a screen to go back to), `language next` and `help`.
    private func commandInput(_ input: ReaderInput) -> ReaderOutcome {
        switch input.command(.reader) {
        case .back?: return canGoBack ? .action(.back) : .ignored
        case .languageNext?: nextLanguage()
        case .help?: chrome.helpVisible.toggle()
        default: return .ignored
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

extension ListScreen: HelpOverlayHost {
    /// Whether the help overlay shows.
    var helpVisible: Bool {
        get { chrome.helpVisible }
        set { chrome.helpVisible = newValue }
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

    /// The commands a list carries out (its `chain`): its rows chosen and opened, the help closed
    /// (`menu close`) and toggled, back, the next language, keys turned off.
    static let commands = Set(Command.Menu.allCases.filter { ListScroller.Key($0) != nil }.map(Command.menu)
        + [.menu(.activate), .menu(.close), .back, .languageNext, .help, .ignore])
}
