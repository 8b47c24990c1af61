/// The states of a node a screen reader asks for (each one of AT-SPI2's state bits).
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// It has keyboard focus, or its text is being typed into.
    public static let focused = AccessibleStates(rawValue: 1 << 0)
    /// It can take keyboard focus.
    public static let focusable = AccessibleStates(rawValue: 1 << 1)
    /// It responds (a disabled element's events do not run).
    public static let enabled = AccessibleStates(rawValue: 1 << 2)
    /// A setting that is on.
    public static let checked = AccessibleStates(rawValue: 1 << 3)
    /// A list's selected row, a menu's row under its focus.
    public static let selected = AccessibleStates(rawValue: 1 << 4)
    /// Its text can be typed into.
    public static let editable = AccessibleStates(rawValue: 1 << 5)
    /// It is drawn, at least partly, in the window.
    public static let showing = AccessibleStates(rawValue: 1 << 6)
}
