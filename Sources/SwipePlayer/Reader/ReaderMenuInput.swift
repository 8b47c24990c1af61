import SwipeDocument
import SwipeReader

/// The reader menu in a document's or a story's window (`ReaderMenu`): a tap on the page indicator
/// while it shows (`ReaderSession.tapOwnButton`), a three-finger touch (`Touch_3`) or `reader-menu` (the Menu key)
/// opens it; while open it takes every event: a tap on a row performs its command through the
/// screen's chain as its key would (`ReaderSession.perform(command:at:)`) and closes the menu (the
/// volume rows leave it open, `ReaderMenu.staysOpen`), a tap
/// outside or `menu close` (Escape) closes it, the menu keys move and activate rows.
final class ReaderMenuInput {
    private(set) var menu = ReaderMenu()
    /// Where a press made while the menu is open went down: it acts only if it ends there.
    private var pressed: ReaderMenu.Target?

    var isOpen: Bool { menu.isOpen }

    func open() {
        menu.open()
        pressed = nil
    }

    /// Closes the menu (spoken feedback activates a row through the chain, as a key does).
    func close() {
        menu.close()
        pressed = nil
    }

    /// The rows the reader's menu lists now.
    func entries(_ session: any ReaderMenuHost) -> [ReaderMenu.Item] {
        ReaderMenu.items(keys: session.context.keys, offer: session.menuOffer)
    }

    /// The menu's layout in `context`'s window for `count` rows, each at least 9 mm high at the
    /// display's density.
    static func layout(_ context: ScreenContext, count: Int) -> ReaderMenu.Layout {
        ReaderMenu.layout(viewport: context.viewport, style: context.style, count: count,
                          target: ReaderMenu.minimumTarget(dpi: context.video.dpi, scale: context.video.scale))
    }

    /// The menu's display items while it is open.
    func items(_ session: any ReaderMenuHost) -> [DisplayItem] {
        guard menu.isOpen else { return [] }
        let entries = entries(session)
        return menu.items(entries, layout: Self.layout(session.context, count: entries.count), style: session.context.style)
    }

    /// Closes the menu and has the reader perform `command` as its key would (a row tapped, or a
    /// screen reader's or spoken feedback's action on it); a volume row's menu opens again after it.
    func choose(_ command: Command, in session: any ReaderMenuHost, at t: Double) -> ReaderOutcome {
        close()
        defer { if ReaderMenu.staysOpen.contains(command) { menu.isOpen = true } }
        if let action = session.perform(command: command, at: t) { return .action(action) }
        return command.scope == .window ? .action(.window(command)) : .handled
    }
}

/// What the reader menu reaches: the window (keys, size, theme, density), what the menu offers,
/// whether a view replaces the page, the settings panel a second finger opened, the page's
/// gestures, and the chain a row's command goes through.
protocol ReaderMenuHost: AnyObject {
    var context: ScreenContext { get }
    var menuOffer: ReaderMenu.Offer { get }
    var overlayOpen: Bool { get }
    func closeSettingsPanel()
    func pressTaken(at p: Point, time t: Double)
    func perform(command: Command, at t: Double) -> ScreenAction?
}

extension ReaderMenuInput: ReaderFeature {
    /// Closed, a third finger opens the menu (and closes the settings panel the second one opened,
    /// and ends the page drag the first one made). Open, it takes every event.
    func handle(_ input: ReaderInput, in session: any ReaderMenuHost) -> ReaderOutcome {
        if input.isTouch, !menu.isOpen, !session.overlayOpen, input.command(.reader) == .readerMenu {
            session.closeSettingsPanel()
            if case .pointerDown(let p, let t)? = input.pointer { session.pressTaken(at: p, time: t) }
            open()
            return .handled
        }
        guard menu.isOpen else { return .ignored }
        let entries = entries(session)
        if input.isKeyDown {
            if input.command(.reader) == .readerMenu {
                menu.close()
            } else if case .menu(let key)? = input.command(.menu), let row = menu.key(key, count: entries.count) {
                return choose(entries[row].command, in: session, at: input.time)
            }
            return .handled
        }
        let layout = Self.layout(session.context, count: entries.count)
        switch input.pointer {
        case .pointerDown(let p, _)?:
            // Only a press that begins while the menu is open acts (not the fingers that opened it).
            pressed = input.fingers > 1 ? nil : ReaderMenu.target(at: p, layout: layout)
        case .pointerUp(let p, _)?:
            defer { pressed = nil }
            guard let pressed, pressed == ReaderMenu.target(at: p, layout: layout) else { break }
            switch pressed {
            case .item(let row) where row < entries.count: return choose(entries[row].command, in: session, at: input.time)
            case .outside: menu.close()
            default: break
            }
        default: break
        }
        return .handled
    }
}
