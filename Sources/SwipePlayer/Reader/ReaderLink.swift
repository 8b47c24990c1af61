import SwipeReader

/// A place in a reader screen's input chain, the one order documents and stories share: the cases,
/// in the order they are declared (the window offers the chain an event at `InputPipeline`'s
/// `TopScreen` stage). The session fills the shared places with its features; a screen fills the
/// places that are its own (`isOwn`) where it has something there.
enum ReaderLink: CaseIterable, Hashable {
    case slideshowNotices, zoomLift, help, annotationList, readerMenu, settingsPanel, overview, onScreenKeyboard, fieldWithKeyboard,
         pageField, ignoredKeys, slideshowPause, highlights, decorationFocus, search, pageFocus, inputLab, zoom, pointer, commands

    /// The places a screen fills itself (its slideshow, its page's field and focus, its gesture lab, its pointer).
    static let own: Set<ReaderLink> = [.slideshowNotices, .pageField, .slideshowPause, .pageFocus, .inputLab, .pointer]

    /// What a reader keeps for themself, which a kiosk does not install.
    static let kept: Set<ReaderLink> = [.annotationList, .settingsPanel, .highlights]

    var isOwn: Bool { Self.own.contains(self) }

    /// The commands the session's feature at this place carries out (the screen's own places:
    /// `ReaderContent.linkCommands`; `commands`: `ReaderSession.perform`'s).
    var commands: Set<Command> {
        let menus = Command.Menu.allCases.map(Command.menu)
        switch self {
        case .help: return [.help]
        case .annotationList: return Set(Command.Menu.allCases.filter { AnnotationList.Key($0) != nil }.map(Command.menu))
        case .readerMenu: return Set(menus + [.readerMenu]).subtracting([.menu(.delete), .menu(.note)])
        case .settingsPanel: return Set(Command.Menu.allCases.filter { SettingsPanel.Key($0) != nil }.map(Command.menu) + [.settings])
        case .overview: return Set(menus + [.overview]).subtracting([.menu(.delete), .menu(.note)])
        case .ignoredKeys: return [.ignore]
        case .highlights: return Set((1...4).map(Command.highlightColour) + [.menu(.note), .menu(.delete), .menu(.close)])
        case .decorationFocus: return [.focus(.next), .focus(.previous), .focus(.leave), .activate]
        case .search: return [.search, .searchNext]
        case .zoom: return [.zoomIn, .zoomOut, .zoomReset]
        case .slideshowNotices, .zoomLift, .onScreenKeyboard, .fieldWithKeyboard, .pageField, .slideshowPause, .pageFocus, .inputLab, .pointer, .commands: return []
        }
    }

    /// The chain of a screen filling `own` of the own places, in a kiosk or not: the shared places,
    /// and the own ones it fills, in the one order.
    static func chain(own filled: Set<ReaderLink>, kiosk: Bool) -> [ReaderLink] {
        allCases.filter { $0.isOwn ? filled.contains($0) : !(kiosk && kept.contains($0)) }
    }
}
